import { describe, expect, it } from 'vitest';
import { evaluate, toFloat } from '../check/evaluate.ts';
import type { Node } from './ast.ts';
import { children, type ParseOptions, parseAnswer } from './parse-answer.ts';
import { formatNode } from './print.ts';

/** A one-value answer (a comma is a decimal comma), as the scalar modes read the student. */
const SCALAR: ParseOptions = { decimalComma: true };
const LATEX: ParseOptions = { format: 'latex', decimalComma: true };

function read(input: string, options: ParseOptions = SCALAR): Node {
  const r = parseAnswer(input, options);
  if (!r.ok) throw new Error(`${input}: ${r.error.kind} ${r.error.message}`);
  return r.node;
}

const shown = (input: string, options: ParseOptions = SCALAR) => formatNode(read(input, options));
const containsPm = (n: Node): boolean => n.type === 'pm' || children(n).some(containsPm);
const numericValue = (input: string, options: ParseOptions = SCALAR) =>
  toFloat(evaluate(read(input, options)));

describe('logarithms with a base', () => {
  it.each(['log_3(27)', 'log_3 27', 'log_{3}(27)', 'log_(3)(27)', 'log₃27', 'log(3, 27)', 'log(3,27)'])(
    '%s is log base 3 of 27',
    (input) => {
      expect(shown(input)).toBe('log(3, 27)');
      expect(numericValue(input)).toBeCloseTo(3, 12);
    },
  );

  it.each(['\\log_3 27', '\\log_{3}{27}', '\\log_{3}(27)', '\\log_3\\left(27\\right)'])(
    'LaTeX %s',
    (input) => {
      expect(shown(input, LATEX)).toBe('log(3, 27)');
    },
  );

  it('reads a letter, a fraction or an expression as the base', () => {
    expect(shown('log_a b')).toBe('log(a, b)');
    expect(shown('log_2 8x')).toBe('log(2, 8*x)');
    expect(shown('log_(1/2) 8')).toBe('log(1/2, 8)');
    expect(shown('\\log_{x+1}(8)', LATEX)).toBe('log(x + 1, 8)');
    expect(numericValue('log_0,5 8')).toBeCloseTo(-3, 12);
  });

  it('keeps lg, ln and log without a base as before', () => {
    expect(shown('lg x')).toBe('lg(x)');
    expect(shown('ln x')).toBe('ln(x)');
    expect(numericValue('log 1000')).toBeCloseTo(3, 12);
    expect(shown('\\operatorname{lg}x', LATEX)).toBe('lg(x)');
  });

  it('refuses a base with two arguments or no argument', () => {
    expect(parseAnswer('log_3(2, 5)', SCALAR).ok).toBe(false);
    expect(parseAnswer('log_3', SCALAR).ok).toBe(false);
    expect(parseAnswer('log_', SCALAR).ok).toBe(false);
  });
});

describe('powers of functions and arguments without parentheses', () => {
  it.each([
    ['sin^2 x', 'sin(x)^2'],
    ['sin²x', 'sin(x)^2'],
    ['sin^2(x)', 'sin(x)^2'],
    ['sin^{2}(x)', 'sin(x)^2'],
    ['cos^2(2x)', 'cos(2*x)^2'],
    ['tg^2 x', 'tan(x)^2'],
    ['ln^2 x', 'ln(x)^2'],
    ['sin^(-1)(x)', 'arcsin(x)'],
    ['sin^-1 x', 'arcsin(x)'],
    ['sin⁻¹x', 'arcsin(x)'],
    ['cos^(-1)(x)', 'arccos(x)'],
    ['tan^-1 x', 'arctan(x)'],
    ['sin x', 'sin(x)'],
    ['sin 2x', 'sin(2*x)'],
    ['sin x + 1', 'sin(x) + 1'],
    ['cos x·sin x', 'cos(x)*sin(x)'],
    ['2sin x cos x', '2*sin(x)*cos(x)'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it.each([
    ['\\sin^2 x', 'sin(x)^2'],
    ['\\sin^{2}(x)', 'sin(x)^2'],
    ['\\cos^2\\left(2x\\right)', 'cos(2*x)^2'],
    ['\\sin^{-1}(x)', 'arcsin(x)'],
    ['\\cos x\\cdot\\sin x', 'cos(x)*sin(x)'],
  ])('LaTeX %s reads as %s', (input, expected) => {
    expect(shown(input, LATEX)).toBe(expected);
  });

  it('squares the value, not the argument', () => {
    const at = (input: string) => toFloat(evaluate(read(input), new Map([['x', 0.7]])));
    expect(at('sin^2 x + cos^2 x')).toBeCloseTo(1, 12);
    expect(at('sin^-1 x')).toBeCloseTo(Math.asin(0.7), 12);
  });

  it('still needs an argument after the power', () => {
    expect(parseAnswer('sin^2', SCALAR).ok).toBe(false);
  });
});

describe('factorials and binomial coefficients', () => {
  it.each([
    ['n!', 'n!'],
    ['(n+1)!', '(n + 1)!'],
    ['5!', '5!'],
    ['C(n, 2)', 'binom(n, 2)'],
    ['C(5,2)', 'binom(5, 2)'],
    ['C_n^2', 'binom(n, 2)'],
    ['Cₙ²', 'binom(n, 2)'],
    ['C_{n+1}^{2}', 'binom(n + 1, 2)'],
    ['binom(n, 2)', 'binom(n, 2)'],
    ['nCr(n, 2)', 'binom(n, 2)'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it.each([
    ['\\binom{n}{2}', 'binom(n, 2)'],
    ['\\dbinom{10}{3}', 'binom(10, 3)'],
    ['C_{n}^{2}', 'binom(n, 2)'],
  ])('LaTeX %s reads as %s', (input, expected) => {
    expect(shown(input, LATEX)).toBe(expected);
  });

  it('evaluates binomial coefficients exactly, also for a symbolic n', () => {
    expect(evaluate(read('C_10^3'))).toEqual({ n: 120n, d: 1n });
    expect(evaluate(read('binom(5, 2)'))).toEqual({ n: 10n, d: 1n });
    const at = (input: string) => evaluate(read(input), new Map([['n', { n: 7n, d: 3n }]]));
    // n(n − 1)/2 at n = 7/3 is 14/9.
    expect(at('C(n, 2)')).toEqual({ n: 14n, d: 9n });
    expect(at('nCr(n, 0)')).toEqual({ n: 1n, d: 1n });
  });

  it('keeps C with an index but no exponent a name, and C(…) a point outside one-value answers', () => {
    expect(read('C_1')).toEqual({ type: 'sym', name: 'C_1' });
    expect(read('C(1, 2)', {})).toMatchObject({ type: 'mul', left: { type: 'sym', name: 'C' } });
    expect(read('C(1; 2)', {})).toMatchObject({ type: 'mul', right: { type: 'tuple' } });
    expect(shown('C(x+1)')).toBe('C*(x + 1)');
  });

  it('refuses binom with the wrong number of arguments', () => {
    expect(parseAnswer('binom(5)', SCALAR).ok).toBe(false);
    expect(parseAnswer('binom(5, 2, 1)', {}).ok).toBe(false);
  });
});

describe('plus-minus', () => {
  it.each([
    ['x = 1 ± √5', 'x = 1 ± sqrt(5)'],
    ['1 ± sqrt(5)', '1 ± sqrt(5)'],
    ['1 ∓ 2', '1 ± 2'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it.each([
    ['x=1\\pm\\sqrt{5}', 'x = 1 ± sqrt(5)'],
    ['\\pm 2', '±2'],
    ['\\{1\\pm\\sqrt{5}\\}', '{1 ± sqrt(5)}'],
  ])('LaTeX %s reads as %s', (input, expected) => {
    expect(shown(input, LATEX)).toBe(expected);
    expect(containsPm(read(input, LATEX))).toBe(true);
  });
});

describe('answers in words', () => {
  it.each([
    'visi realieji skaičiai',
    'Visi realieji skaičiai',
    'visi realieji skaiciai',
    'visi skaičiai',
    'bet koks skaičius',
    'x – bet koks skaičius',
    'x - bet koks skaicius',
    'x yra bet koks skaičius',
    'be galo daug sprendinių',
    'R',
    'ℝ',
    '(-∞; +∞)',
    '(-inf, inf)',
    'all real numbers',
    'All real numbers.',
    'all reals',
    'any number',
    'x is any real number',
    'infinitely many solutions',
  ])('"%s" is all real numbers', (input) => {
    expect(read(input, {})).toEqual({ type: 'sym', name: 'R' });
  });

  it.each([
    'sprendinių nėra',
    'Sprendinių nėra.',
    'nėra sprendinių',
    'sprendiniu nera',
    'NĖRA SPRENDINIŲ',
    'lygtis sprendinių neturi',
    'šaknų nėra',
    'no solution',
    'No solutions',
    'no real solutions',
    'no real roots',
    'none',
    'None.',
  ])('"%s" is no solution', (input) => {
    expect(read(input, {})).toEqual({ type: 'nosolution' });
  });

  it('reads the empty set signs and ℝ in LaTeX', () => {
    expect(read('∅', {})).toEqual({ type: 'set', items: [] });
    expect(read('{}', {})).toEqual({ type: 'set', items: [] });
    expect(read('\\varnothing', LATEX)).toEqual({ type: 'set', items: [] });
    expect(read('\\emptyset', LATEX)).toEqual({ type: 'set', items: [] });
    expect(read('\\{ \\}', LATEX)).toEqual({ type: 'set', items: [] });
    expect(read('\\mathbb{R}', LATEX)).toEqual({ type: 'sym', name: 'R' });
    expect(read('\\text{sprendinių nėra}', LATEX)).toEqual({ type: 'nosolution' });
    expect(shown('x ∈ (-∞; +∞)', {})).toBe('x ∈ R');
  });

  it('does not take an interval that is not the whole line for ℝ', () => {
    expect(shown('(-inf; 0)', {})).toBe('(-inf; 0)');
    expect(shown('[-inf; inf]', {})).toBe('[-inf; inf]');
  });
});

describe('a full stop or separator at the end', () => {
  it.each([
    ['x = 3.', 'x = 3'],
    ['12.', '12'],
    ['3,5.', '3.5'],
    ['x = 3,', 'x = 3'],
    ['12;', '12'],
    ['{1; 2}.', '{1; 2}'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input)).toBe(expected);
  });

  it('keeps the point of a decimal and refuses a point alone', () => {
    expect(read('3.5')).toMatchObject({ type: 'num', raw: '3.5', notation: 'decimal' });
    expect(read('12.')).toMatchObject({ type: 'num', raw: '12', notation: 'integer' });
    expect(parseAnswer('.', SCALAR).ok).toBe(false);
    expect(parseAnswer('1..5', SCALAR).ok).toBe(false);
  });
});

describe('MathLive LaTeX', () => {
  it.each([
    ['\\lbrack 1, 2 \\rbrack', '[1; 2]'],
    ['\\left\\lbrack 1, 2\\right\\rbrack', '[1; 2]'],
    ['\\left\\lbrack 1;2\\right)', '[1; 2)'],
    ['\\left\\{1, 2\\right\\}', '{1; 2}'],
    ['2\\cdot 3', '2*3'],
    ['2\\times 3', '2*3'],
    ['6\\div 3', '6/3'],
    ['\\frac{1}{2}', '(1/2)'],
    ['\\dfrac{x}{2}', '((x)/(2))'],
    ['\\tfrac12', '(1/2)'],
    ['\\sqrt[3]{x}', '((x)^(1/(3)))'],
    ['1\\,000', '1000'],
    ['x\\;=\\;2', 'x = 2'],
    ['x\\ =\\ 2', 'x = 2'],
    ['1{,}5', '1.5'],
    ['x_{1}=2', 'x_1 = 2'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input, { format: 'latex' })).toBe(expected);
  });

  it('reads a unit written with \\text as letters after the value', () => {
    expect(shown('5\\text{ cm}', LATEX)).toBe('5*c*m');
  });
});

describe('sets of points', () => {
  it.each([
    ['{(1, 2), (3, 4)}', '{(1; 2); (3; 4)}'],
    ['{(1; 2); (3; 4)}', '{(1; 2); (3; 4)}'],
    ['(1; 2), (3; 4)', '(1; 2); (3; 4)'],
    ['{(1,5; 2); (3; 4)}', '{(1.5; 2); (3; 4)}'],
  ])('%s reads as %s', (input, expected) => {
    expect(shown(input, {})).toBe(expected);
  });

  it('reads each point as a tuple', () => {
    expect(read('{(1, 2), (3, 4)}', {})).toMatchObject({
      type: 'set',
      items: [{ type: 'tuple' }, { type: 'tuple' }],
    });
    expect(read('(1; 2), (3; 4)', {})).toMatchObject({
      type: 'list',
      items: [{ type: 'tuple' }, { type: 'tuple' }],
    });
  });
});

describe('conditions joined by and / or', () => {
  it.each([
    ['(x>1 and x<3) or x>5', '(x > 1; x < 3); x > 5'],
    ['x>1 and (x<3 or x>5)', 'x > 1; (x < 3; x > 5)'],
    ['x>1 and x<3 or x>5', '(x > 1; x < 3); x > 5'],
    ['x<1 or x>2 and x<3 or x>5', 'x < 1; (x > 2; x < 3); x > 5'],
    ['(x > 1 ir x < 3) arba x > 5', '(x > 1; x < 3); x > 5'],
    ['x>1 ∧ x<3', 'x > 1; x < 3'],
    ['x<1 ∨ x>3', 'x < 1; x > 3'],
    ['x>1 && x<3', 'x > 1; x < 3'],
    ['x<1 || x>3', 'x < 1; x > 3'],
  ])('%s groups as %s', (input, expected) => {
    expect(shown(input, {})).toBe(expected);
  });

  it('lets "and" bind tighter than "or"', () => {
    expect(read('x>1 and x<3 or x>5', {})).toMatchObject({
      type: 'list',
      seps: ['or'],
      items: [{ type: 'list', seps: ['and'] }, { type: 'rel' }],
    });
  });

  it('reads \\land and \\lor in LaTeX', () => {
    expect(shown('\\left(x>1\\land x<3\\right)\\lor x>5', LATEX)).toBe('(x > 1; x < 3); x > 5');
  });
});

describe('scientific notation with a written mantissa', () => {
  it.each([
    ['1.23*10^(-3)', '1.23e-3'],
    ['1,23·10⁻³', '1.23e-3'],
    ['1.23×10^-3', '1.23e-3'],
    ['1.38e-1', '1.38e-1'],
    ['1.00*10^2', '1.00e2'],
    ['5*10^3', '5e3'],
    ['3,0 · 10^8', '3.0e8'],
  ])('%s is one number written %s', (input, raw) => {
    expect(read(input)).toMatchObject({ type: 'num', notation: 'scientific', raw });
  });

  it('reads the LaTeX spelling', () => {
    expect(read('2.5 \\cdot 10^{4}', LATEX)).toMatchObject({
      type: 'num',
      raw: '2.5e4',
      value: { n: 25000n, d: 1n },
    });
    expect(read('1{,}23\\cdot10^{-3}', LATEX)).toMatchObject({ type: 'num', raw: '1.23e-3' });
  });

  it('keeps the sign outside and the exact value', () => {
    expect(read('-1.5*10^3')).toMatchObject({ type: 'neg', arg: { type: 'num', raw: '1.5e3' } });
    expect(read('1.2*10^(-4)')).toMatchObject({ type: 'num', value: { n: 3n, d: 25000n } });
  });

  it('leaves other products with powers of ten alone', () => {
    expect(shown('2*10^x')).toBe('2*10^x');
    expect(shown('x*10^3')).toBe('x*10^3');
    expect(shown('2*3*10^3')).toBe('2*3*10^3');
    expect(shown('10^3')).toBe('10^3');
    expect(shown('2*10^3^2')).toBe('2*10^3^2');
  });
});
