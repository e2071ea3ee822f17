import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../check/index.ts';
import { skillIdsOfTopics } from '../../../curriculum/curriculum.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask } from '../../../types.ts';
import { describeGeneratorTable } from '../../generator-test-support.ts';
import { generateTask } from '../../index.ts';
import { GENERATOR_PARTS } from '../../parts.ts';
import { numbersGenerators } from './index.ts';

describeGeneratorTable('numbers', numbersGenerators, skillIdsOfTopics(GENERATOR_PARTS.numbers));

/**
 * Independent checks of the mathematics: the English question text is turned back into a formula and
 * evaluated in floating point, or the answer is checked against the task by another route (substitution,
 * brute force, long division). None of it reuses the generators' own arithmetic.
 */

const SEEDS = 40;

function tasks(skillId: string, language: 'en' | 'lt' = 'en'): GeneratedTask[] {
  const out: GeneratedTask[] = [];
  for (const difficulty of DIFFICULTY_LEVELS) {
    for (let seed = 0; seed < SEEDS; seed += 1)
      out.push(generateTask(skillId, { difficulty, language, seed: `m${seed}` }));
  }
  return out;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Turns plain maths text (the English typography or the canonical ASCII answer) into a JS expression. */
function toJs(text: string): string {
  let s = text
    .replace(/−/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/…/g, '');
  s = s.replace(
    /⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g,
    (m) => `^(${[...m].map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPTS.indexOf(c)))).join('')})`,
  );
  s = s
    .replace(/√(\d+(?:\.\d+)?)/g, 'S($1)')
    .replace(/√\(/g, 'S(')
    .replace(/∛\(/g, 'C(')
    .replace(/∛(\d+)/g, 'C($1)');
  s = s
    .replace(/sqrt\(/g, 'S(')
    .replace(/\bpi\b/g, 'P')
    .replace(/π/g, 'P');
  // Implicit multiplication: 3a, 2(…), )(, a b, 2S(…).
  s = s.replace(/(\d|\))\s*(?=[a-zSCP(])/g, '$1*').replace(/([a-z])(?=[a-zSCP(])/g, '$1*');
  s = s.replace(/\^/g, '**');
  // JS refuses -2**4: the power binds first, so bracket it.
  s = s.replace(/(^|[^\w).])-\s*(\d+(?:\.\d+)?|[a-z])\*\*\((-?\d+(?:\/\d+)?)\)/g, '$1-($2**($3))');
  return s;
}

function evaluate(text: string, vars: Record<string, number> = {}): number {
  const js = toJs(text);
  const names = Object.keys(vars);
  const fn = new Function('S', 'C', 'P', ...names, `return (${js});`) as (...args: unknown[]) => number;
  return fn(Math.sqrt, Math.cbrt, Math.PI, ...names.map((n) => vars[n]));
}

function expectClose(actual: number, expected: number, where: string): void {
  expect(Number.isFinite(actual), where).toBe(true);
  expect(Math.abs(actual - expected), where).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
}

/** The formula after "Calculate " up to the final full stop. */
function calculated(task: GeneratedTask): string {
  const match = /(?:Calculate efficiently:|Calculate|Simplify)\s+(.*?)\.?(?: and give.*)?$/.exec(
    task.question,
  );
  if (!match?.[1]) throw new Error(`no formula in ${task.question}`);
  return match[1];
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y > 0) [x, y] = [y, x % y];
  return x;
}

function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/−?\d+(?:\.\d+)?/g)].map((m) =>
    Number(m[0].replace('−', '-')),
  );
}

function fractionValue(text: string): number {
  const [n, d] = text.split('/');
  return Number(n) / (d === undefined ? 1 : Number(d));
}

describe('numbers generators get the mathematics right', () => {
  it('evaluates every calculation task to its answer', () => {
    const skills = [
      'add-unlike-fractions',
      'add-subtract-decimals',
      'divide-decimals',
      'add-subtract-integers',
      'multiply-divide-signed',
      'rational-mixed-operations',
      'evaluate-with-brackets',
      'distributive-law-mental',
      'evaluate-with-powers-signs',
      'negative-exponent',
      'evaluate-roots',
    ];
    for (const skill of skills) {
      for (const task of tasks(skill)) {
        const where = `${skill} ${task.difficulty}: ${task.question} → ${task.answer.correct}`;
        expectClose(evaluate(calculated(task)), fractionValue(task.answer.correct), where);
      }
    }
  });

  it('evaluates rational exponents', () => {
    for (const task of tasks('evaluate-rational-exponent')) {
      const formula = calculated(task).replace(
        /\^\((−?\d+)\/(\d+)\)/g,
        (_m, p: string, q: string) => `^(${p.replace('−', '-')}/${q})`,
      );
      const where = `${task.question} → ${task.answer.correct}`;
      expectClose(evaluate(formula), fractionValue(task.answer.correct), where);
    }
  });

  it('mixed-number and fraction calculations match a direct evaluation', () => {
    for (const skill of ['subtract-mixed-numbers', 'divide-fractions']) {
      for (const task of tasks(skill)) {
        // "4 1/3" is 4 + 1/3; the brackets keep the mixed number together.
        const formula = calculated(task)
          .replace(/(\d+) (\d+)\/(\d+)/g, '($1+$2/$3)')
          .replace(/(\d+)\/(\d+)/g, '($1/$2)');
        expectClose(
          evaluate(formula),
          fractionValue(task.answer.correct),
          `${task.question} → ${task.answer.correct}`,
        );
      }
    }
  });

  it('gives fractions in lowest terms where a fraction is asked for', () => {
    for (const skill of [
      'simplify-fraction',
      'add-unlike-fractions',
      'recurring-decimal-to-fraction',
      'negative-exponent',
    ]) {
      for (const task of tasks(skill)) {
        const [n, d] = task.answer.correct.split('/').map(Number);
        if (d !== undefined) {
          expect(gcd(n as number, d), task.answer.correct).toBe(1);
          expect(d, task.answer.correct).toBeGreaterThan(1);
        }
      }
    }
  });

  it('simplifies a fraction to an equal one', () => {
    for (const task of tasks('simplify-fraction')) {
      const [a, b] = numbersIn(task.question) as [number, number];
      expectClose(fractionValue(task.answer.correct), a / b, task.question);
    }
  });

  it('multiple-choice tasks have four options and exactly one right one', () => {
    for (const task of tasks('apply-divisibility-rules')) {
      const divisors = numbersIn(task.question.split('?')[0] as string);
      const right = (task.choices ?? []).filter((c) =>
        divisors.every((d) => Number(c.text.replace(/,/g, '')) % d === 0),
      );
      expect(
        right.map((c) => c.letter),
        task.question,
      ).toEqual([task.answer.correct]);
    }
    for (const task of tasks('order-rational-numbers')) {
      const values = (task.choices ?? []).map((c) => evaluate(c.text));
      const target = task.question.includes('greatest') ? Math.max(...values) : Math.min(...values);
      const right = (task.choices ?? []).filter((_, i) => values[i] === target);
      expect(
        right.map((c) => c.letter),
        task.question,
      ).toEqual([task.answer.correct]);
    }
  });

  it('factorises into primes whose product is the number', () => {
    for (const task of tasks('prime-factorisation')) {
      const n = numbersIn(task.question)[0] as number;
      const factors = task.answer.correct
        .split('*')
        .map((f) => f.split('^').map(Number) as [number, number?]);
      let product = 1;
      for (const [p, e = 1] of factors) {
        for (let d = 2; d * d <= p; d += 1) expect(p % d, `${p} is prime`).not.toBe(0);
        product *= p ** e;
      }
      expect(product, task.question).toBe(n);
    }
  });

  it('finds greatest common divisors and least common multiples', () => {
    for (const task of tasks('compute-gcd')) {
      const numbers = numbersIn(task.question);
      expect(Number(task.answer.correct), task.question).toBe(numbers.reduce((g, n) => gcd(g, n)));
    }
    for (const task of tasks('gcd-lcm-word-problem')) {
      const [a, b] = numbersIn(task.question.replace(/\d+:\d+|\d+ a\.m\./g, '')) as [number, number];
      const g = gcd(a, b);
      const expected = task.question.includes('in each set')
        ? a / g
        : task.question.includes('sets')
          ? g
          : (a * b) / g;
      expect(Number(task.answer.correct), task.question).toBe(expected);
    }
  });

  it('solves fraction-of-a-quantity problems both ways', () => {
    for (const task of tasks('fraction-of-number')) {
      const [whole, n, d] = numbersIn(task.question) as [number, number, number];
      expect(Number(task.answer.correct), task.question).toBe((whole * n) / d);
    }
    for (const task of tasks('whole-from-fraction')) {
      const [n, d, part] = numbersIn(task.question) as [number, number, number];
      expect((Number(task.answer.correct) * n) / d, task.question).toBe(part);
    }
  });

  it('rounds correctly and writes exactly the asked number of places', () => {
    for (const task of tasks('round-decimal')) {
      const value = numbersIn(task.question)[0] as number;
      const places = task.answer.options?.places as number;
      const text = task.question.replace(/,/g, '');
      const digits = (/\d+\.(\d+)/.exec(text)?.[1] ?? '').length;
      expect(digits, task.question).toBeGreaterThan(places);
      const answer = Number(task.answer.correct);
      expect(Math.abs(answer - value), task.question).toBeLessThanOrEqual(0.5 * 10 ** -places + 1e-12);
      expect((task.answer.correct.split('.')[1] ?? '').length, task.answer.correct).toBe(places);
    }
  });

  it('converts fractions to decimals and recurring decimals to fractions', () => {
    for (const task of tasks('fraction-to-decimal')) {
      const formula = (/Write (.*) as a decimal/.exec(task.question)?.[1] ?? '').replace(
        /(\d+) (\d+)\/(\d+)/,
        '($1+$2/$3)',
      );
      expectClose(Number(task.answer.correct), evaluate(formula), task.question);
    }
    for (const task of tasks('recurring-decimal-to-fraction')) {
      // Long division of the answer must reproduce the printed digits.
      const [n, d] = task.answer.correct.split('/').map(Number) as [number, number];
      const printed = /decimal (\d+)\.(\d+)…/.exec(task.question);
      const whole = Number(printed?.[1]);
      const digits = printed?.[2] ?? '';
      expect(Math.floor(n / d), task.question).toBe(whole);
      let remainder = n % d;
      let produced = '';
      for (let i = 0; i < digits.length; i += 1) {
        remainder *= 10;
        produced += String(Math.floor(remainder / d));
        remainder %= d;
      }
      expect(produced, task.question).toBe(digits);
      // And it really recurs: the denominator has a prime factor other than 2 and 5.
      let rest = d;
      while (rest % 2 === 0) rest /= 2;
      while (rest % 5 === 0) rest /= 5;
      expect(rest, task.question).toBeGreaterThan(1);
    }
  });

  it('answers percentage problems', () => {
    for (const task of tasks('percent-of-amount')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const p = Number(/(\d+(?:\.\d+)?)%/.exec(q)?.[1]);
      const whole = numbersIn(q.replace(/\d+(?:\.\d+)?%/, '')).find((x) => x > 0) as number;
      const part = (whole * p) / 100;
      expectClose(Number(task.answer.correct), q.includes('not') ? whole - part : part, task.question);
    }
    for (const task of tasks('find-whole-from-percent')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const p = Number(/(\d+(?:\.\d+)?)%/.exec(q)?.[1]);
      const amount = Number(
        /€(\d+(?:\.\d+)?)|is (\d+(?:\.\d+)?)|There were (\d+(?:\.\d+)?)/.exec(q)?.slice(1).find(Boolean),
      );
      const whole = Number(task.answer.correct);
      if (q.includes('discount')) expectClose((whole * (100 - p)) / 100, amount, task.question);
      else expectClose((whole * p) / 100, amount, task.question);
    }
    for (const task of tasks('percent-increase')) {
      const prices = [...task.question.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/€(\d+(?:\.\d+)?)/g)].map(
        (m) => Number(m[1]),
      );
      if (task.question.includes('later fell')) {
        const [up, down] = [...task.question.matchAll(/(\d+)%/g)].map((m) => Number(m[1])) as [
          number,
          number,
        ];
        const start = prices[0] as number;
        const end = start * (1 + up / 100) * (1 - down / 100);
        expectClose(Number(task.answer.correct), ((end - start) / start) * 100, task.question);
      } else {
        const [a, b] = prices as [number, number];
        expectClose(Number(task.answer.correct), (Math.abs(b - a) / a) * 100, task.question);
      }
    }
  });

  it('answers interest and VAT problems', () => {
    for (const task of tasks('simple-interest')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const money = [...q.matchAll(/€(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
      const rate = Number(/(\d+)% simple/.exec(q)?.[1]);
      const years = Number(/(\d+) years?\b/.exec(q)?.[1]);
      const answer = Number(task.answer.correct);
      const principal = money[0] as number;
      if (q.includes('What is the annual interest rate'))
        expectClose((principal * answer * years) / 100, money[1] as number, q);
      else if (q.includes('After how many years'))
        expectClose(principal * (1 + (rate * answer) / 100), money[1] as number, q);
      else if (q.includes('in the account')) expectClose(answer, principal * (1 + (rate * years) / 100), q);
      else expectClose(answer, (principal * rate * years) / 100, q);
    }
    for (const task of tasks('compound-interest')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const principal = Number(/€(\d+)/.exec(q)?.[1]);
      const rate = Number(/(\d+)% annual/.exec(q)?.[1]);
      const years = Number(/after (\d+) years|in (\d+) years/.exec(q)?.slice(1).find(Boolean));
      const amount = principal * (1 + rate / 100) ** years;
      const expected = q.includes('How much interest') ? amount - principal : amount;
      expect(Math.abs(Number(task.answer.correct) - expected), q).toBeLessThanOrEqual(
        q.includes('Round') ? 0.005 + 1e-6 : 1e-6,
      );
    }
    for (const task of tasks('price-with-vat')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const price = Number(/€(\d+(?:\.\d+)?)/.exec(q)?.[1]);
      const rate = Number(/(\d+)%/.exec(q)?.[1]);
      const answer = Number(task.answer.correct);
      if (q.includes('including') && q.includes('before VAT?'))
        expectClose(answer * (1 + rate / 100), price, q);
      else if (q.includes('including') && q.includes('How many euros of that'))
        expectClose(answer, price - price / (1 + rate / 100), q);
      else if (q.includes('How many euros is')) expectClose(answer, (price * rate) / 100, q);
      else expectClose(answer, price * (1 + rate / 100), q);
    }
  });

  it('simplifies powers, roots and standard form to equal values', () => {
    const vars = { a: 1.3, b: 0.7, x: 1.3, y: 0.7, m: 1.3, n: 0.7, p: 1.3, q: 0.7 };
    for (const task of tasks('power-rules')) {
      expectClose(
        evaluate(task.answer.correct, vars),
        evaluate(calculated(task), vars),
        `${task.question} → ${task.answer.correct}`,
      );
    }
    for (const task of tasks('standard-form')) {
      const q = task.question.replace(/(\d),(\d{3})/g, '$1$2');
      const formula =
        /Write (.*) in standard form/.exec(q)?.[1] ?? /Calculate (.*) and give/.exec(q)?.[1] ?? '';
      expectClose(
        evaluate(task.answer.correct),
        evaluate(formula),
        `${task.question} → ${task.answer.correct}`,
      );
      const mantissa = Number(task.answer.correct.split('*')[0]);
      expect(mantissa >= 1 && mantissa < 10, task.answer.correct).toBe(true);
    }
    for (const task of tasks('simplify-root')) {
      const formula =
        /Write (.*) as a single square root/.exec(task.question)?.[1] ??
        /Simplify (.*?)(?: by taking.*)?\.?$/.exec(task.question)?.[1] ??
        '';
      expectClose(
        evaluate(task.answer.correct),
        evaluate(formula),
        `${task.question} → ${task.answer.correct}`,
      );
    }
    for (const task of tasks('rationalise-denominator')) {
      const formula = /denominator of (.*)\.$/.exec(task.question)?.[1] ?? '';
      expectClose(
        evaluate(task.answer.correct),
        evaluate(formula),
        `${task.question} → ${task.answer.correct}`,
      );
      expect(task.answer.correct.split('/')[1] ?? '1', task.answer.correct).not.toContain('sqrt');
    }
  });

  it('evaluates logarithms and expresses them through the given ones', () => {
    const log = (base: number, x: number) => Math.log(x) / Math.log(base);
    for (const task of tasks('evaluate-logarithm')) {
      const formula = calculated(task)
        .replace(/log₁₀/g, 'L10')
        .replace(
          /log([₀-₉]+)/g,
          (_m, sub: string) => `L${[...sub].map((c) => c.charCodeAt(0) - 0x2080).join('')}`,
        )
        .replace(/L(\d+) (\(\d+\/\d+\)|\d+(?:\.\d+)?)/g, 'L($1, $2)')
        .replace(/(\d) L/g, '$1*L');
      const js = toJs(formula).replace(/L\*\(/g, 'L(');
      const value = new Function('L', `return (${js});`)(log) as number;
      expectClose(value, fractionValue(task.answer.correct), `${task.question} → ${task.answer.correct}`);
    }
    for (const task of tasks('log-express')) {
      const [, second] = /log₁₀ 2 = \w and log₁₀ (\d+)/.exec(task.question) ?? [];
      const letters = /= (\w) and log₁₀ \d+ = (\w)/.exec(task.question) as RegExpExecArray;
      const vars = {
        [letters[1] as string]: Math.log10(2),
        [letters[2] as string]: Math.log10(Number(second)),
      };
      const target = /express (.*) in terms/.exec(task.question)?.[1] ?? '';
      const base = /log([₀-₉]+) (\d+)/.exec(target);
      let expected: number;
      if (base && !target.startsWith('log₁₀')) {
        expected = log(
          [...(base[1] as string)].map((c) => c.charCodeAt(0) - 0x2080).join('') as unknown as number,
          Number(base[2]),
        );
      } else {
        expected = Math.log10(evaluate(target.replace('log₁₀ ', '')));
      }
      expectClose(evaluate(task.answer.correct, vars), expected, `${task.question} → ${task.answer.correct}`);
    }
  });

  it('classifies numbers, operates on sets and intervals, and solves absolute-value equations', () => {
    for (const task of tasks('classify-numbers')) {
      const kind = /all the (\w+) ones/.exec(task.question)?.[1];
      const items = (/numbers (.*) list/.exec(task.question)?.[1] ?? '').split(', ');
      const chosen = new Set(
        task.answer.correct
          .slice(1, -1)
          .split('; ')
          .map((x) => evaluate(x).toFixed(9)),
      );
      for (const item of items) {
        const v = evaluate(item.replace(/^0\.(\d)\1\1$/, '0.$1$1$1'));
        const isRecurring = item.endsWith('…') || /^0\.(\d)\1\1$/.test(item);
        const irrational = /π|√/.test(item) && !Number.isInteger((Math.round(v * 1e6) / 1e6) * 100);
        const belongs =
          kind === 'natural'
            ? Number.isInteger(v) && v > 0 && !irrational
            : kind === 'integer'
              ? Number.isInteger(Math.round(v * 1e9) / 1e9) && !irrational
              : kind === 'rational'
                ? !irrational || isRecurring
                : irrational;
        expect(chosen.has(v.toFixed(9)), `${task.question}: ${item}`).toBe(belongs);
      }
    }
    for (const task of tasks('abs-equation')) {
      const equation = /Solve (?:the inequality )?(.*)\.$/.exec(task.question)?.[1] ?? '';
      const [, inner = '', sign = '', right = ''] = /\|(.*)\| (=|<|≤|>|≥) (−?\d+)/.exec(equation) ?? [];
      const f = (x: number) => Math.abs(evaluate(inner, { x }));
      const c = evaluate(right);
      if (sign === '=') {
        const roots =
          task.answer.correct === 'no solution'
            ? []
            : task.answer.correct.split('; ').map((r) => fractionValue(r.replace('x = ', '')));
        for (const r of roots) expectClose(f(r), c, task.question);
        expect(roots.length, task.question).toBe(c < 0 ? 0 : c === 0 ? 1 : 2);
      } else {
        // Sample the line and compare membership with the answer's interval notation.
        const pieces = task.answer.correct.split(' U ').map((p) => {
          const m = /([[(])(-inf|[-\d/]+); ([-\d/]+|\+inf)([\])])/.exec(p) as RegExpExecArray;
          return {
            lo: m[2] === '-inf' ? -Infinity : fractionValue(m[2] as string),
            hi: m[3] === '+inf' ? Infinity : fractionValue(m[3] as string),
            loC: m[1] === '[',
            hiC: m[4] === ']',
          };
        });
        for (let x = -40; x <= 40; x += 0.125) {
          const inside = pieces.some(
            (p) => (x > p.lo || (p.loC && x === p.lo)) && (x < p.hi || (p.hiC && x === p.hi)),
          );
          const holds =
            sign === '<' ? f(x) < c : sign === '≤' ? f(x) <= c : sign === '>' ? f(x) > c : f(x) >= c;
          expect(inside, `${task.question} at x = ${x}`).toBe(holds);
        }
      }
    }
    for (const task of tasks('set-intersection')) {
      expect(task.answer.correct.length, task.question).toBeGreaterThan(2);
    }
    for (const task of tasks('interval-intersection')) {
      const given = [...task.question.matchAll(/([[(])(−∞|−?\d+), (\+∞|−?\d+)([\])])/g)].map((m) => ({
        lo: m[2] === '−∞' ? -Infinity : evaluate(m[2] as string),
        hi: m[3] === '+∞' ? Infinity : evaluate(m[3] as string),
        loC: m[1] === '[',
        hiC: m[4] === ']',
      }));
      const has = (p: (typeof given)[number], x: number) =>
        (x > p.lo || (p.loC && x === p.lo)) && (x < p.hi || (p.hiC && x === p.hi));
      const answer = task.answer.correct.split(' U ').map((p) => {
        const m = /([[(])(-inf|-?\d+); (-?\d+|\+inf)([\])])/.exec(p) as RegExpExecArray;
        return {
          lo: m[2] === '-inf' ? -Infinity : Number(m[2]),
          hi: m[3] === '+inf' ? Infinity : Number(m[3]),
          loC: m[1] === '[',
          hiC: m[4] === ']',
        };
      });
      const union = task.question.includes('union');
      for (let x = -20; x <= 25; x += 0.5) {
        const expected = union ? given.some((g) => has(g, x)) : given.every((g) => has(g, x));
        expect(
          answer.some((a) => has(a, x)),
          `${task.question} at ${x}`,
        ).toBe(expected);
      }
    }
  });

  it('writes Lithuanian answers with the decimal comma and English ones with the point', () => {
    for (const skill of ['add-subtract-decimals', 'price-with-vat', 'round-decimal']) {
      for (const task of tasks(skill, 'lt')) expect(task.answer.display, task.question).not.toMatch(/\d\.\d/);
    }
  });
});

/** A wrong answer close to the right one: a number + 1, another letter, one end or one element changed. */
function perturb(task: GeneratedTask): string {
  const { correct, mode } = task.answer;
  if (mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
  if (correct === 'no solution') return 'x = 0';
  if (mode === 'set') return correct.replace(/}$/, '; 999}');
  if (mode === 'decimal_places') {
    const [whole = '0', fraction] = correct.split('.');
    const bumped = String(Number(whole) + 1);
    return fraction === undefined ? bumped : `${bumped}.${fraction}`;
  }
  if (mode === 'interval' || mode === 'inequality' || mode === 'equation_solutions') {
    return correct.replace(/-?\d+(?:\/\d+)?/, (m) => {
      const [n, d = '1'] = m.split('/');
      return `${Number(n) + Number(d)}/${d}`.replace(/\/1$/, '');
    });
  }
  if (/^-?\d+(?:\.\d+)?$/.test(correct)) return String(Number(correct) + 1);
  const fraction = /^(-?\d+)\/(\d+)$/.exec(correct);
  if (fraction) return `${Number(fraction[1]) + Number(fraction[2])}/${fraction[2]}`;
  return `${correct}+1`;
}

describe('the answer checker accepts every generated answer and rejects a perturbed one', () => {
  for (const skillId of skillIdsOfTopics(GENERATOR_PARTS.numbers)) {
    it(skillId, () => {
      for (const language of ['lt', 'en'] as const) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (let seed = 0; seed < 6; seed += 1) {
            const task = generateTask(skillId, { difficulty, language, seed: `c${seed}` });
            const { correct, mode, options } = task.answer;
            const where = `${difficulty} ${language}: ${task.question} → ${correct}`;
            const right = checkAnswer({ correct, student: correct, mode, options, language });
            expect(right.is_correct, `${where} (${right.feedback_key} ${right.error?.message ?? ''})`).toBe(
              true,
            );
            const wrong = perturb(task);
            expect(
              checkAnswer({ correct, student: wrong, mode, options, language }).is_correct,
              `${where} vs ${wrong}`,
            ).toBe(false);
          }
        }
      }
    });
  }
});
