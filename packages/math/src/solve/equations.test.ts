import { describe, expect, it } from 'vitest';
import { solutionSetOfEquation } from './index.ts';
import { node, solve, solved } from './solve-test-support.ts';

describe('polynomial equations with rational roots', () => {
  it.each([
    ['2x + 3 = 7', '{2}'],
    ['3(x − 1) = 2x + 5', '{8}'],
    ['0.5x = 1.25', '{5/2}'],
    ['x^2 − 5x + 6 = 0', '{2; 3}'],
    ['(x − 2)(x + 3) = 0', '{−3; 2}'],
    ['6x^2 + x − 2 = 0', '{−2/3; 1/2}'],
    ['x^2 = 9', '{−3; 3}'],
    ['4x^2 − 4x + 1 = 0', '{1/2}'],
    ['x^3 = x', '{−1; 0; 1}'],
    ['x^3 − 6x^2 + 11x − 6 = 0', '{1; 2; 3}'],
    ['x^3 + x^2 + x + 1 = 0', '{−1}'],
    ['x^4 − 5x^2 + 4 = 0', '{−2; −1; 1; 2}'],
    ['x^5 − x = 0', '{−1; 0; 1}'],
    ['(x − 1)^5 = 0', '{1}'],
    ['x^2 − 1/100 = 0', '{−1/10; 1/10}'],
    ['120x^2 − 1000x + 2000 = 0', '{10/3; 5}'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });

  it('works in any variable the task names', () => {
    expect(solved('t^2 − 4t = 0', 't')).toBe('{0; 4}');
  });
});

describe('irrational roots in exact form', () => {
  it.each([
    ['x^2 = 2', '{−√2; √2}'],
    ['x^2 − 2x − 4 = 0', '{1 − √5; 1 + √5}'],
    ['x^2 − x − 1 = 0', '{(1 − √5)/2; (1 + √5)/2}'],
    ['4x^2 = 3', '{−√3/2; √3/2}'],
    ['x^2 = 12', '{−2√3; 2√3}'],
    ['x^2 − 6x + 7 = 0', '{3 − √2; 3 + √2}'],
    ['3x^2 + 2x − 2 = 0', '{(−1 − √7)/3; (−1 + √7)/3}'],
    ['(x − 1)(x^2 − 3) = 0', '{−√3; 1; √3}'],
    ['x^4 − 5x^2 + 6 = 0', '{−√3; −√2; √2; √3}'],
    ['x^4 + x^3 − 3x^2 − 2x + 2 = 0', '{(−1 − √5)/2; −√2; (−1 + √5)/2; √2}'],
    ['x^3 = 2', '{∛2}'],
    ['x^3 = −5', '{−∛5}'],
    ['x^4 = 3', '{−∜3; ∜3}'],
    ['x^4 − 2x^2 − 1 = 0', '{−√(1 + √2); √(1 + √2)}'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });

  it('marks surd roots as exact forms, not decimals', () => {
    const result = solve('x^2 − 2x − 4 = 0');
    expect(result.kind === 'solved' && result.endpoints.map((e) => e.kind)).toEqual(['surd', 'surd']);
    expect(result.kind === 'solved' && result.endpoints[1]?.value).toBeCloseTo(1 + Math.sqrt(5), 12);
  });
});

describe('roots known only numerically', () => {
  it('finds the one real root of x³ − x − 1 to 1e-12 and marks it numeric', () => {
    const result = solve('x^3 − x − 1 = 0');
    if (result.kind !== 'solved') throw new Error(result.reason);
    expect(result.endpoints).toHaveLength(1);
    expect(result.endpoints[0]?.kind).toBe('numeric');
    expect(Math.abs((result.endpoints[0]?.value ?? 0) - 1.324717957244746)).toBeLessThan(1e-12);
    expect(result.endpoints[0]?.exact).toBeNull();
  });

  it('finds all three real roots of an irreducible cubic (casus irreducibilis)', () => {
    const result = solve('x^3 − 3x + 1 = 0');
    if (result.kind !== 'solved') throw new Error(result.reason);
    const expected = [0, 1, 2]
      .map((k) => 2 * Math.cos((2 * Math.PI) / 9 + (2 * Math.PI * k) / 3))
      .sort((a, b) => a - b);
    const values = result.endpoints.map((e) => e.value);
    expect(values).toHaveLength(3);
    values.forEach((v, k) => {
      expect(Math.abs(v - (expected[k] as number))).toBeLessThan(1e-12);
    });
  });

  it('counts the real roots of a quartic with no rational or surd roots exactly', () => {
    const result = solve('2x^4 − x^3 − 6x^2 + x + 2 = 0');
    expect(result.kind === 'solved' && result.endpoints.length).toBe(4);
  });

  it('reports a quartic with no real roots as having no solutions', () => {
    expect(solved('x^4 + x^2 + 1 = 0')).toBe('∅');
  });
});

describe('high powers are factored, not expanded', () => {
  it.each([
    ['x^6000 − x^6001 = x^5999', '{0}'],
    ['x^6001 = x^6000', '{0; 1}'],
    ['x^6000 = 1', '{−1; 1}'],
    ['x^3001 = −1', '{−1}'],
    ['x^5000 − 2x^2500 + 1 = 0', '{−1; 1}'],
    ['x^40 − 5x^20 + 4 = 0', '{−2^(1/10); −1; 1; 2^(1/10)}'],
    ['x^9 = 8', '{∛2}'],
    ['(x − 2)^4000 = 0', '{2}'],
    ['(x^2 − 9)^1001 (x + 1) = 0', '{−3; −1; 3}'],
    ['x^64 = 2', '{−2^(1/64); 2^(1/64)}'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('rational equations keep their domain', () => {
  it.each([
    ['2w + 50/w = 25', 'w', '{5/2; 10}'],
    ['1/x = 2', 'x', '{1/2}'],
    ['x/x = 1', 'x', '(−∞; 0) ∪ (0; +∞)'],
    ['(x^2 − 1)/(x − 1) = 0', 'x', '{−1}'],
    ['(x^2 − 1)/(x − 1) = 2', 'x', '∅'],
    ['x/(x − 2) = 2/(x − 2)', 'x', '∅'],
    ['1/(x − 1) + 1/(x + 1) = 0', 'x', '{0}'],
    ['x^(−2) = 4', 'x', '{−1/2; 1/2}'],
  ])('%s → %s', (text, variable, expected) => {
    expect(solved(text, variable)).toBe(expected);
  });
});

describe('absolute values split into sign cases', () => {
  it.each([
    ['|x − 1| = 3', '{−2; 4}'],
    ['|x| = |x − 2|', '{1}'],
    ['|2x + 1| = x', '∅'],
    ['|x| = x', '[0; +∞)'],
    ['|x^2 − 4| = 3', '{−√7; −1; 1; √7}'],
    ['||x| − 1| = 1/2', '{−3/2; −1/2; 1/2; 3/2}'],
    ['|x| + |x − 1| + |x − 2| = 3', '{0; 2}'],
    ['abs(x + 3) = −1', '∅'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('degenerate equations', () => {
  it.each([
    ['0 = 0', '(−∞; +∞)'],
    ['0 = 1', '∅'],
    ['x = x', '(−∞; +∞)'],
    ['x = x + 1', '∅'],
    ['2(x + 1) = 2x + 2', '(−∞; +∞)'],
    ['x^2 + 1 = 0', '∅'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('solution lists and ±', () => {
  it.each([
    ['x = ±2', '{−2; 2}'],
    ['x = 1 or x = 3', '{1; 3}'],
    ['x = 1; x = 3', '{1; 3}'],
    ['x^2 = 4 and x > 0', '{2}'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('solutionSetOfEquation', () => {
  it('solves equations', () => {
    const result = solutionSetOfEquation(node('x^2 = 4'), 'x');
    expect(result.kind).toBe('solved');
  });

  it('refuses an inequality instead of solving it as an equation', () => {
    expect(solutionSetOfEquation(node('x^2 < 4'), 'x').kind).toBe('unsupported');
  });
});
