import { describe, expect, it } from 'vitest';
import { sameSolutionSet } from './index.ts';
import { node } from './solve-test-support.ts';

function compare(a: string, b: string, variable = 'x'): string {
  return sameSolutionSet(node(a), node(b), variable);
}

describe('sameSolutionSet', () => {
  it.each([
    ['(x − 2)(x − 3) = 0', 'x^2 − 5x + 6 = 0'],
    ['x^2 − x − 1 = 0', '2x^2 = 2x + 2'],
    ['x^3 − 3x + 1 = 0', '2x^3 − 6x + 2 = 0'],
    ['(x^2 − 2)(x^2 − 3) = 0', 'x^4 − 5x^2 + 6 = 0'],
    ['x^6000 − x^6001 = x^5999', 'x = 0'],
    ['|x| < 2', '−2 < x < 2'],
    ['x^2 > 4', 'x < −2 or x > 2'],
    ['1/(x − 1) = 0', '0 = 1'],
    ['x^2 = 2', 'x = sqrt(2) or x = −sqrt(2)'],
    ['x^2 < 2', '−sqrt(2) < x < sqrt(2)'],
  ])('%s and %s have the same solutions', (a, b) => {
    expect(compare(a, b)).toBe('same');
  });

  it.each([
    ['x^2 − x − 1 = 0', 'x^2 + x − 1 = 0'],
    ['x^3 − 3x + 1 = 0', 'x^3 − 3x + 2 = 0'],
    ['|x| <= 2', '−2 < x < 2'],
    ['x^2 = 2', 'x = 1.41421356 or x = −1.41421356'],
    ['x^2 < 2', '−1.414 < x < 1.414'],
    ['x/x = 1', '0 = 0'],
    ['x^2 = x', 'x = 1'],
  ])('%s and %s differ', (a, b) => {
    expect(compare(a, b)).toBe('different');
  });

  it('compares in the variable it is given', () => {
    expect(compare('2w + 50/w = 25', '2w^2 − 25w + 50 = 0', 'w')).toBe('same');
    expect(compare('2w + 50/w = 25', '2w^2 − 25w + 50 = 0', 'x')).toBe('unknown');
  });

  it('tells an irrational root apart from a nearby rational one exactly', () => {
    expect(compare('x^2 = 2', 'x^2 = 2.0000000000000001')).toBe('different');
  });

  it('leaves equations in two variables to the caller', () => {
    expect(compare('|x| = |y|', '(x − y)(x + y) = 0')).toBe('unknown');
  });

  it('says unknown when either side cannot be solved exactly', () => {
    expect(compare('sin(x) = 0', 'x = 0')).toBe('unknown');
    expect(compare('x^9 − x − 1 = 0', 'x = 1')).toBe('unknown');
  });
});
