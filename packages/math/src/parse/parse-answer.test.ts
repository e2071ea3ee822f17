import { describe, expect, it } from 'vitest';
import type { Node } from './ast.ts';
import { parseAnswer } from './parse-answer.ts';
import { formatNode } from './print.ts';

function read(input: string, options: Parameters<typeof parseAnswer>[1] = { decimalComma: true }): Node {
  const r = parseAnswer(input, options);
  if (!r.ok) throw new Error(`${input}: ${r.error.kind} ${r.error.message}`);
  return r.node;
}

function errorOf(input: string, format: 'text' | 'latex' = 'text'): string | null {
  const r = parseAnswer(input, { format });
  return r.ok ? null : r.error.kind;
}

describe('reading typed answers', () => {
  it('reads implicit multiplication, and x(x+1) as a product, not a call', () => {
    expect(formatNode(read('2x'))).toBe('2*x');
    expect(formatNode(read('x(x+1)'))).toBe('x*(x + 1)');
    expect(formatNode(read('1/2x'))).toBe('1/2*x');
  });

  it('keeps the form the student wrote: mixed numbers, decimals with their digits', () => {
    expect(read('1 1/2')).toMatchObject({ type: 'mixed', whole: 1n, num: 1n, den: 2n });
    expect(read('0.50')).toMatchObject({ type: 'num', raw: '0.50', notation: 'decimal' });
    expect(read('0,(3)')).toMatchObject({ type: 'num', notation: 'periodic' });
  });

  it('reads Unicode maths and Lithuanian habits', () => {
    expect(formatNode(read('−3 × 4 ÷ 2'))).toBe('-3*4/2');
    expect(formatNode(read('12:3'))).toBe('12/3');
    expect(formatNode(read('x²'))).toBe('x^2');
    expect(formatNode(read('1 000 000'))).toBe('1000000');
    expect(formatNode(read('x₁=3; x₂=−1', {}))).toBe('x_1 = 3; x_2 = -1');
    expect(read('sprendinių nėra')).toEqual({ type: 'nosolution' });
    expect(read('x=3 arba x=-1', {})).toMatchObject({ type: 'list', seps: ['or'] });
  });

  it('applies the decimal-comma rule: scalar or with semicolons, otherwise commas separate', () => {
    expect(formatNode(read('3,5'))).toBe('3.5');
    expect(formatNode(read('(1,5; -2)', {}))).toBe('(1.5; -2)');
    expect(read('(1,5, -2)', {})).toMatchObject({ type: 'tuple', items: [{}, {}, {}] });
  });

  it('reads intervals, unions and points', () => {
    expect(read('(-inf; 0] U [4; +inf)', {})).toMatchObject({ type: 'union' });
    expect(read('A(1; −2)', {})).toMatchObject({ type: 'mul', right: { type: 'tuple' } });
  });
});

describe('reading MathLive LaTeX', () => {
  const latex = (s: string) => formatNode(read(s, { format: 'latex', decimalComma: true }));
  it('reads fractions without simplifying them', () => {
    expect(latex('\\frac{2}{4}')).toBe('(2/4)');
    expect(latex('\\dfrac34')).toBe('(3/4)');
    expect(latex('1\\frac{1}{2}')).toBe('1 1/2');
  });
  it('reads MathLive commands', () => {
    expect(latex('0{,}75')).toBe('0.75');
    expect(latex('\\sqrt[3]{8}')).toBe('((8)^(1/(3)))');
    expect(latex('2\\cdot x+1')).toBe('2*x + 1');
    expect(formatNode(read('x=3\\text{ or }x=-1', { format: 'latex' }))).toBe('x = 3; x = -1');
    expect(formatNode(read('\\left(1,-2\\right)', { format: 'latex' }))).toBe('(1; -2)');
    expect(formatNode(read('x\\ge 2', { format: 'latex' }))).toBe('x >= 2');
  });
});

describe('limits and errors', () => {
  it('refuses oversized, deep and explosive input with a kind', () => {
    expect(errorOf('1+'.repeat(600))).toBe('too_long');
    expect(errorOf(`${'('.repeat(150)}1${')'.repeat(150)}`)).toBe('too_deep');
    expect(errorOf('9^9^9')).toBe('too_complex');
    expect(errorOf('100!!')).toBe('too_complex');
    expect(errorOf('2^1000')).toBeNull();
  });

  it('reports malformed and empty input instead of throwing', () => {
    for (const bad of ['2x+)', '3/', '((x+1)', 'x^', '1..5', '3//4', '2+*3', '()', 'x=']) {
      expect(errorOf(bad), bad).toBe('parse_error');
    }
    expect(errorOf('   ')).toBe('empty');
    expect(errorOf('\\frac{1}{', 'latex')).toBe('parse_error');
    expect(errorOf('\\frac{\\placeholder{}}{2}', 'latex')).toBe('parse_error');
  });
});

describe('scientific notation', () => {
  const value = (input: string, options: Parameters<typeof parseAnswer>[1] = { decimalComma: true }) =>
    read(input, options);

  // issue 9: "1e3" was read as 1·e·3 ≈ 8.15 and "1e309" as 839.9.
  it('reads digits, e or E, an optional sign and digits as one number', () => {
    expect(value('1e3')).toMatchObject({ type: 'num', value: { n: 1000n, d: 1n } });
    expect(value('1,5e-3')).toMatchObject({ type: 'num', value: { n: 3n, d: 2000n } });
    expect(value('1.5E3')).toMatchObject({ type: 'num', value: { n: 1500n, d: 1n } });
    expect(value('2e+5')).toMatchObject({ type: 'num', value: { n: 200000n, d: 1n } });
    expect(value('-2.5e-1')).toMatchObject({ type: 'neg', arg: { type: 'num', value: { n: 1n, d: 4n } } });
    expect(value('(1,5e3; 2)', {})).toMatchObject({
      type: 'tuple',
      items: [{ type: 'num', value: { n: 1500n, d: 1n } }, {}],
    });
    expect(formatNode(value('1.5e-3'))).toBe('1.5e-3');
  });

  // issue 9: only the numeric exponent form is a number; elsewhere e stays Euler's number.
  it('keeps e as Euler’s number where no exponent digits follow', () => {
    expect(formatNode(value('2e'))).toBe('2*e');
    expect(formatNode(value('e^2'))).toBe('e^2');
    expect(formatNode(value('3e*x'))).toBe('3*e*x');
    expect(formatNode(value('2e-x'))).toBe('2*e - x');
    expect(formatNode(value('2e^(2x)'))).toBe('2*e^(2*x)');
    expect(formatNode(value('2e x'))).toBe('2*e*x');
  });

  // issue 9: MathLive may write 1\cdot10^{3} or 1\mathrm{e}3; neither may become 1·e·3.
  it('reads the LaTeX spellings of scientific notation', () => {
    const latex = (s: string) => read(s, { format: 'latex', decimalComma: true });
    expect(latex('1e3')).toMatchObject({ type: 'num', value: { n: 1000n, d: 1n } });
    expect(latex('1\\mathrm{e}3')).toMatchObject({ type: 'num', value: { n: 1000n, d: 1n } });
    expect(latex('1{,}5\\mathrm{e}{-3}')).toMatchObject({ type: 'num', value: { n: 3n, d: 2000n } });
    expect(formatNode(latex('1\\cdot10^{3}'))).toBe('1e3');
    expect(formatNode(latex('2\\mathrm{e}^{x}'))).toBe('2*e^x');
  });

  // issue 9: an exponent too big to build is refused at once, not computed digit by digit.
  it('refuses exponents beyond any representable number without building them', () => {
    const started = Date.now();
    expect(errorOf('1e999999999')).toBe('too_large');
    expect(errorOf('1e-999999999')).toBe('too_complex');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
