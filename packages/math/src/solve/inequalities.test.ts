import { describe, expect, it } from 'vitest';
import { solutionSetOfInequality } from './index.ts';
import { node, solved } from './solve-test-support.ts';

describe('linear inequalities, chains and ≠', () => {
  it.each([
    ['2x − 3 < 5', '(−∞; 4)'],
    ['−2x ≥ 6', '(−∞; −3]'],
    ['3 − x <= 2x', '[1; +∞)'],
    ['x ≠ 2', '(−∞; 2) ∪ (2; +∞)'],
    ['−1 < x <= 3', '(−1; 3]'],
    ['1 < 2x + 1 < 5', '(0; 2)'],
    ['5 > x >= −2', '[−2; 5)'],
    ['3 < x < 1', '∅'],
    ['x/3 − 1/2 > x/2', '(−∞; −3)'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('and / or combinations', () => {
  it.each([
    ['x < 1 or x > 3', '(−∞; 1) ∪ (3; +∞)'],
    ['x > 1 and x < 3', '(1; 3)'],
    ['x > 1, x <= 3', '(1; 3]'],
    ['x < 1 or x = 3', '(−∞; 1) ∪ {3}'],
    ['x <= 1 or x >= 1', '(−∞; +∞)'],
    ['x < 0 and x > 0', '∅'],
    ['x < −1 or x > 1 and x < 2', '(−∞; −1) ∪ (1; 2)'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('polynomial inequalities by sign chart', () => {
  it.each([
    ['x^2 > 4', '(−∞; −2) ∪ (2; +∞)'],
    ['x^2 − 5x + 6 <= 0', '[2; 3]'],
    ['x^2 < 2', '(−√2; √2)'],
    ['x^2 − 2x − 4 ≥ 0', '(−∞; 1 − √5] ∪ [1 + √5; +∞)'],
    ['x^2 + 1 > 0', '(−∞; +∞)'],
    ['x^2 < 0', '∅'],
    ['x^2 <= 0', '{0}'],
    ['4x^2 − 4x + 1 > 0', '(−∞; 1/2) ∪ (1/2; +∞)'],
    ['x^3 > x', '(−1; 0) ∪ (1; +∞)'],
    ['(x − 1)^2 (x + 2) > 0', '(−2; 1) ∪ (1; +∞)'],
    ['(x − 1)^2 (x + 2) >= 0', '[−2; +∞)'],
    ['(x − 1)^5 < 0', '(−∞; 1)'],
    ['(x − 3)^4000 > 0', '(−∞; 3) ∪ (3; +∞)'],
    ['x^6001 > x^6000', '(1; +∞)'],
    ['(x^2 − 3)^3 <= 0', '[−√3; √3]'],
    ['x^4 − 5x^2 + 4 < 0', '(−2; −1) ∪ (1; 2)'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });

  it('uses the numeric root of an irreducible cubic as the boundary', () => {
    expect(solved('x^3 − x − 1 > 0')).toBe('(≈1.32471795724; +∞)');
  });
});

describe('rational inequalities exclude the zeros of the denominator', () => {
  it.each([
    ['(x − 1)/(x + 2) >= 0', '(−∞; −2) ∪ [1; +∞)'],
    ['(x − 1)/(x + 2) < 0', '(−2; 1)'],
    ['1/x > 0', '(0; +∞)'],
    ['1/x^2 > 0', '(−∞; 0) ∪ (0; +∞)'],
    ['1/(x − 1) < 1/(x + 1)', '(−1; 1)'],
    ['(x^2 − 1)/(x − 1) <= 0', '(−∞; −1]'],
    ['x/(x^2 − 4) <= 0', '(−∞; −2) ∪ [0; 2)'],
    ['(x − 1)^(−3) >= 0', '(1; +∞)'],
    ['2 − 3/x > 0', '(−∞; 0) ∪ (3/2; +∞)'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('absolute values', () => {
  it.each([
    ['|x − 1| < 3', '(−2; 4)'],
    ['|x − 1| >= 3', '(−∞; −2] ∪ [4; +∞)'],
    ['|2x + 3| <= 0', '{−3/2}'],
    ['|x| > −1', '(−∞; +∞)'],
    ['|x^2 − 4| <= 3', '[−√7; −1] ∪ [1; √7]'],
    ['|x| + |x − 2| < 4', '(−1; 3)'],
    ['|x − 1| > |x + 1|', '(−∞; 0)'],
    ['1/|x| >= 1', '[−1; 0) ∪ (0; 1]'],
  ])('%s → %s', (text, expected) => {
    expect(solved(text)).toBe(expected);
  });
});

describe('solutionSetOfInequality', () => {
  it('solves inequalities', () => {
    expect(solutionSetOfInequality(node('x^2 < 4'), 'x').kind).toBe('solved');
  });

  it('refuses a plain equation', () => {
    expect(solutionSetOfInequality(node('x^2 = 4'), 'x').kind).toBe('unsupported');
  });
});
