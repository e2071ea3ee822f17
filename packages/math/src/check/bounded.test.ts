import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Node } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { CHECK_ERROR_KINDS, type CheckMode, type CheckResult } from '../types.ts';
import { attempt, remainingMs, spend, TooComplexError, withBudget } from './budget.ts';
import { checkAnswer } from './check-answer.ts';
import { constantRatio, evaluate, expressionsEqual, toFloat } from './evaluate.ts';
import { symbolicEquality, toPoly } from './polynomial.ts';
import { outOfRange } from './range.ts';
import { expandPm } from './values.ts';

/**
 * Every check is bounded and sampling is never fooled: the inputs that once took 10–68 s are decided
 * (exactly where cheap, by trustworthy sampling otherwise) or refused as too complex; nothing here
 * asserts a time, only what the student is told.
 */

function check(mode: CheckMode, correct: string, student: string): CheckResult {
  return checkAnswer({ mode, correct, student });
}

function read(text: string): Node {
  const r = parseAnswer(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.node;
}

const equal = (a: string, b: string) => expressionsEqual(read(a), read(b));
const nested = (open: string, inner: string, close: string, depth: number): string =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Spins until the budget stops it (or gives up after a billion steps, which fails the test). */
function spinForever(): void {
  for (let i = 0; i < 1e9; i += 1) spend();
}

describe('the time budget', () => {
  it('returns what the work returns when it finishes in time', () => {
    expect(withBudget(1000, () => 42)).toBe(42);
  });

  it('stops endless work with TooComplexError once the deadline passes', () => {
    expect(() => withBudget(2, spinForever)).toThrow(TooComplexError);
  });

  it('never lets an inner budget outlast its outer one', () => {
    expect(() => withBudget(2, () => withBudget(60_000, spinForever))).toThrow(TooComplexError);
  });

  it('lifts the deadline when the budget ends, even after it was exceeded', () => {
    expect(() => withBudget(1, spinForever)).toThrow(TooComplexError);
    expect(remainingMs()).toBe(Number.POSITIVE_INFINITY);
    expect(() => {
      for (let i = 0; i < 100_000; i += 1) spend();
    }).not.toThrow();
  });

  it('lets a shortcut give up on its own share and the outer work go on', () => {
    const outcome = withBudget(10_000, () => {
      const shortcut = attempt(2, () => {
        spinForever();
        return 'shortcut';
      });
      return shortcut ?? 'general method';
    });
    expect(outcome).toBe('general method');
  });

  it('does not swallow the end of the outer budget inside a shortcut', () => {
    expect(() => withBudget(2, () => attempt(60_000, spinForever))).toThrow(TooComplexError);
  });
});

describe('huge powers, decided without expanding', () => {
  it('accepts (a − x)^6000 for (x − a)^6000: an even power hides the sign', () => {
    expect(check('equivalent', '(x-a)^6000', '(a-x)^6000').is_correct).toBe(true);
  });

  it('rejects (a − x)^6001 for (x − a)^6001 and names the sign', () => {
    const r = check('equivalent', '(x-a)^6001', '(a-x)^6001');
    expect(r.is_correct).toBe(false);
    expect(r.error).toBeNull();
    expect(r.feedback_key).toBe('sign_error');
  });

  it('collects powers of the same base: (x − a)^5999 · (x − a) is (x − a)^6000', () => {
    expect(check('equivalent', '(x-a)^6000', '(x-a)^5999*(x-a)').is_correct).toBe(true);
  });

  it('accepts (a − x)^6000 in factored mode too', () => {
    expect(check('factored', '(x-a)^6000', '(a-x)^6000').is_correct).toBe(true);
  });

  it('accepts an equation with sparse high powers multiplied through, or with its sides swapped', () => {
    expect(check('equation', 'x^6000-x^6001=x^5999', '2x^6000-2x^6001=2x^5999').is_correct).toBe(true);
    expect(check('equation', 'x^6000-x^6001=x^5999', 'x^5999=x^6000-x^6001').is_correct).toBe(true);
  });

  it('rejects an equation whose sparse high power is off by one', () => {
    const r = check('equation', 'x^6000-x^6001=x^5999', 'x^6000-x^6001=x^5998');
    expect(r.is_correct).toBe(false);
    expect(r.error).toBeNull();
  });

  it('tells products of different factorisations apart by sampling: (x² − 1)^3000 = (x − 1)^3000 (x + 1)^3000', () => {
    expect(check('equivalent', '(x^2-1)^3000', '(x-1)^3000*(x+1)^3000').is_correct).toBe(true);
    expect(check('equivalent', '(x^2-1)^3000', '(x-1)^3000*(x+1)^2999').is_correct).toBe(false);
  });

  it('multiplies exponents of nested powers exactly: ((x²)²)… ninety times is x^(2^90)', () => {
    expect(check('equivalent', 'x^(2^90)', nested('(', 'x', ')^2', 90)).is_correct).toBe(true);
    expect(check('equivalent', 'x^(2^89)', nested('(', 'x', ')^2', 90)).is_correct).toBe(false);
  });

  it('keeps (1 + 1/x)^100000 comparable where doubles overflow', () => {
    expect(check('equivalent', '(1+1/x)^100000', '(1+1/x)^99999*(1+1/x)').is_correct).toBe(true);
    expect(check('equivalent', '(1+1/x)^100000', '(1+1/x)^100001').is_correct).toBe(false);
  });

  it('does not take (1 + 1/100000)^100000 for e', () => {
    const r = check('equivalent', 'e', '(1+1/100000)^100000');
    expect(r.is_correct).toBe(false);
    expect(r.error).toBeNull();
  });

  it('reads towers from the top: x^x^x^x is x^(x^(x^x)), not ((x^x)^x)^x', () => {
    expect(check('equivalent', 'x^x^x^x', 'x^(x^(x^x))').is_correct).toBe(true);
    expect(check('equivalent', 'x^x^x^x', '((x^x)^x)^x').is_correct).toBe(false);
  });
});

describe('numbers beyond a double and answers too complex to check', () => {
  it('refuses 2^(2^20) as too complex before computing it', () => {
    expect(check('equivalent', '5', '2^(2^20)').error?.kind).toBe('too_complex');
  });

  it.each(['2^(2^18)', '171!', '1e309', '10^400*pi', '2^(2^16)/3^(2^15)'])(
    'names %s as too large instead of hanging or overflowing',
    (student) => {
      const r = check('equivalent', '5', student);
      expect(r.is_correct).toBe(false);
      expect(r.error?.kind).toBe('too_large');
    },
  );

  it('computes huge integers exactly when their quotient is small: 10^400/10^399 is 10', () => {
    expect(check('equivalent', '10', '10^400/10^399').is_correct).toBe(true);
  });

  it('refuses twenty ± signs (a million readings) as too complex', () => {
    const r = check('equation_solutions', 'x = 2', `x = 1${'±1'.repeat(20)}`);
    expect(r.is_correct).toBe(false);
    expect(r.error?.kind).toBe('too_complex');
  });

  it('still reads six ± signs, and refuses the seventh inside the engine', () => {
    expect(expandPm(read(`1${'±1'.repeat(6)}`))).toHaveLength(64);
    expect(() => expandPm(read(`1${'±1'.repeat(7)}`))).toThrow(TooComplexError);
  });

  it('keeps "a small polynomial" small: (a + b + … + f + 1)^10 is not written out', () => {
    expect(toPoly(read('(a+b+c+d+e+f+1)^10'))).toBeNull();
    expect(toPoly(read('(a+b+1)^2'))?.size).toBe(6);
  });
});

describe('long and deep answers', () => {
  const sum300 = Array.from({ length: 300 }, () => 'x').join('+');

  it('adds 300 terms: x + x + … + x is 300x, not 299x', () => {
    expect(check('equivalent', '300x', sum300).is_correct).toBe(true);
    expect(check('equivalent', '299x', sum300).is_correct).toBe(false);
  });

  it('compares 120 powers in any order', () => {
    const up = Array.from({ length: 120 }, (_, k) => `x^${k + 1}`).join('+');
    const down = Array.from({ length: 120 }, (_, k) => `x^${120 - k}`).join('+');
    expect(check('expanded', up, down).is_correct).toBe(true);
  });

  it('follows ninety nested functions', () => {
    expect(check('equivalent', nested('sin(', 'x', ')', 90), nested('sin(', 'x', ')', 90)).is_correct).toBe(
      true,
    );
    expect(check('equivalent', nested('sin(', 'x', ')', 90), nested('sin(', 'x', ')', 89)).is_correct).toBe(
      false,
    );
  });

  it('reads ninety parentheses around a number as the number', () => {
    expect(check('equivalent', '7', nested('(', '7', ')', 90)).is_correct).toBe(true);
  });
});

describe('roots and powers of negative bases', () => {
  it('does not take (x²)^(1/2) for x: it is |x|', () => {
    expect(equal('(x^2)^(1/2)', 'x')).toBe('different');
    expect(equal('(x^2)^(1/2)', 'abs(x)')).toBe('equal');
  });

  it('takes (x³)^(1/3) for x: odd roots of negatives are real', () => {
    expect(equal('(x^3)^(1/3)', 'x')).toBe('equal');
  });

  it('takes (x^(1/2))² for x on their common domain x ≥ 0', () => {
    expect(equal('(x^(1/2))^2', 'x')).toBe('equal');
  });

  it('gives x^(2/3) a real value for negative x', () => {
    expect(toFloat(evaluate(read('x^(2/3)'), new Map([['x', -8]])))).toBeCloseTo(4, 12);
  });

  it('does not take (x²)^(3/2) for x³', () => {
    expect(equal('(x^2)^(3/2)', 'x^3')).toBe('different');
  });

  it('accepts nested radicals raised to 1/30 and back', () => {
    expect(check('equivalent', 'sqrt(2)+sqrt(3)', '((sqrt(2)+sqrt(3))^(1/30))^30').is_correct).toBe(true);
    expect(
      check('equivalent', '((sqrt(2)+sqrt(3))^(1/30))^30', '((sqrt(3)+sqrt(2))^(1/15))^15').is_correct,
    ).toBe(true);
    expect(check('equivalent', 'x', '(x^(1/30))^30').is_correct).toBe(true);
  });
});

describe('sampling that cannot be trusted does not decide', () => {
  it('keeps (x + 10^20) − 10^20 exact: it is x', () => {
    expect(equal('(x+1e20)-1e20', 'x')).toBe('equal');
  });

  it('accepts sin²x + cos²x for 1, and sin²x + cos²x − 1 for 0', () => {
    expect(equal('sin(x)^2+cos(x)^2', '1')).toBe('equal');
    expect(equal('sin(x)^2+cos(x)^2-1', '0')).toBe('equal');
  });

  it('does not call (1 + x/10^15)^(10^15) equal to e^x on float noise', () => {
    expect(equal('(1+x/10^15)^(10^15)', 'exp(x)')).toBe('unknown');
    expect(check('equivalent', 'exp(x)', '(1+x/10^15)^(10^15)').is_correct).toBe(false);
  });

  it('still sees a real difference through the noise: (1 + x/10^15)^(10^15) is not 2e^x', () => {
    expect(equal('(1+x/10^15)^(10^15)', '2*exp(x)')).toBe('different');
  });

  it('recomputes cancelling radicals in higher precision: (19601 − 13860√2)^(7/4) is (5√2 − 7)^7', () => {
    expect(equal('(19601-13860*sqrt(2))^(7/4)', '(5*sqrt(2)-7)^7')).toBe('equal');
    expect(equal('(19601-13860*sqrt(2))^(7/4)', '(5*sqrt(2)-7)^7*1.000001')).toBe('different');
  });

  it('recomputes a difference of 30th roots that doubles lose to cancellation', () => {
    const student = '(930249+416020*sqrt(5))^(1/30)-(930249-416020*sqrt(5))^(1/30)';
    expect(check('equivalent', '1', student).is_correct).toBe(true);
    expect(check('equivalent', '2', student).is_correct).toBe(false);
  });

  it('is not fooled by a polynomial that vanishes at the sample points', () => {
    const roots = ['3/7', '-5/3', '11/4', '-2/9', '7/5', '1000003/1000000', '37/3', '-53/4'];
    const product = roots.map((r) => `(x - ${r})`).join('*');
    expect(equal(product, '0')).toBe('different');
  });

  it('moves each variable on its own: x·y is not x²', () => {
    expect(equal('x*y', 'x^2')).toBe('different');
    expect(equal('(x-y)^2', '0')).toBe('different');
  });

  it('never accepts on fewer than three points: √(x − 200)² against x − 200 is undecided', () => {
    expect(equal('sqrt(x-200)^2', 'x-200')).toBe('unknown');
  });

  it('samples whole numbers where only they are defined: n!/(n − 1)! is n', () => {
    expect(equal('n!/(n-1)!', 'n')).toBe('equal');
    expect(equal('n!/(n-1)!', 'n+1')).toBe('different');
  });

  it('finds a constant ratio exactly for sparse high powers and by sampling for the rest', () => {
    expect(constantRatio(read('3x^6000-3x^6001'), read('x^6000-x^6001'))).toEqual({ n: 3n, d: 1n });
    expect(toFloat(constantRatio(read('2sin(x)^2+2cos(x)^2'), read('1')) ?? Number.NaN)).toBeCloseTo(2, 12);
    expect(constantRatio(read('x^2'), read('x'))).toBeNull();
  });

  it('decides by the exact normal form, without atoms, that x² + 1 is not x² + 2', () => {
    expect(symbolicEquality(read('x^2+1'), read('x^2+2'))).toBe('different');
    expect(symbolicEquality(read('sin(x)^2+cos(x)^2'), read('1'))).toBe('unknown');
  });

  it('names 10^400 · π as out of range, and 10^400/10^399 · π as in range', () => {
    expect(outOfRange(read('10^400*pi'))).toBe('too_large');
    expect(outOfRange(read('10^400/10^399*pi'))).toBeNull();
  });
});

const KNOWN_KINDS = new Set<string>(CHECK_ERROR_KINDS);

function expectWellFormed(r: CheckResult): void {
  expect(typeof r.is_correct).toBe('boolean');
  expect(r.feedback.length).toBeGreaterThan(0);
  if (r.error !== null) expect(KNOWN_KINDS.has(r.error.kind)).toBe(true);
  expect(JSON.stringify(r)).not.toMatch(/Infinity|NaN/);
}

describe('properties: large exponents, deep nesting and long sums', () => {
  it('accepts (a − x)^(2k) for (x − a)^(2k) and rejects (a − x)^(2k+1) for (x − a)^(2k+1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('a', 'b', '3', '1/2'), (k, a) => {
        const even = check('equivalent', `(x-${a})^${2 * k}`, `(${a}-x)^${2 * k}`);
        expect(even.is_correct).toBe(true);
        const odd = check('equivalent', `(x-${a})^${2 * k + 1}`, `(${a}-x)^${2 * k + 1}`);
        expect(odd.is_correct).toBe(false);
        expectWellFormed(odd);
      }),
      { numRuns: 40, seed: 6000 },
    );
  });

  it('accepts x^n · x^m for x^(n+m) for any large exponents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (n, m) => {
        expect(check('equivalent', `x^${n + m}`, `x^${n}*x^${m}`).is_correct).toBe(true);
      }),
      { numRuns: 40, seed: 17 },
    );
  });

  it('answers every deep nesting of parentheses and functions with a well-formed result', () => {
    const wrapper = fc.constantFrom('(', 'sin(', 'sqrt(', 'ln(', 'abs(', '2^(', '(1+');
    fc.assert(
      fc.property(
        fc.array(wrapper, { minLength: 1, maxLength: 95 }),
        fc.constantFrom('x', '2', 'x^2-1'),
        (ws, inner) => {
          const student = `${ws.join('')}${inner}${')'.repeat(ws.length)}`;
          expectWellFormed(check('equivalent', 'x', student));
        },
      ),
      { numRuns: 60, seed: 90 },
    );
  });

  it('answers every long sum of random terms with a well-formed result', () => {
    const term = fc.oneof(
      fc.integer({ min: 1, max: 9 }).map((k) => `${k}x`),
      fc.integer({ min: 1, max: 6000 }).map((k) => `x^${k}`),
      fc.constantFrom('sin(x)', 'sqrt(x)', '1/x', '(x-1)^99', 'pi', 'x^x', '2^x'),
    );
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 120 }), (terms) => {
        const student = terms.join('+');
        const r = check('equivalent', terms.slice().reverse().join('+'), student);
        expectWellFormed(r);
        if (r.error === null) expect(r.is_correct).toBe(true);
      }),
      { numRuns: 40, seed: 300 },
    );
  });

  it('answers towers and huge powers in every mode with a well-formed result', () => {
    const huge = fc.oneof(
      fc.integer({ min: 2, max: 9 }).map((k) => `x${'^x'.repeat(k)}`),
      fc.integer({ min: 1, max: 200_000 }).map((k) => `(1+1/x)^${k}`),
      fc.integer({ min: 1, max: 18 }).map((k) => `2^(2^${k})`),
      fc.integer({ min: 1, max: 9000 }).map((k) => `(x-a)^${k}-(a-x)^${k}`),
    );
    const modes: CheckMode[] = ['equivalent', 'exact_form', 'expanded', 'factored', 'equation', 'set'];
    fc.assert(
      fc.property(huge, fc.constantFrom(...modes), (student, mode) => {
        const correct = mode === 'equation' ? 'y = x' : mode === 'set' ? '{1, 2}' : 'x';
        expectWellFormed(check(mode, correct, mode === 'equation' ? `y = ${student}` : student));
      }),
      { numRuns: 60, seed: 2024 },
    );
  });
});
