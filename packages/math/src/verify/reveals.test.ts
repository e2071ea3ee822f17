import { describe, expect, it } from 'vitest';
import { revealsAnswer, statesFinalAnswer } from './reveals.ts';
import type { GuardedAnswer } from './types.ts';

const seven: GuardedAnswer = { answer: '7', mode: 'equivalent' };
const threeQuarters: GuardedAnswer = { answer: '3/4', mode: 'simplified_fraction' };
const fromFive: GuardedAnswer = { answer: '[5; +inf)', mode: 'interval' };

describe('revealsAnswer', () => {
  it('lets a hint describe the method without the answer', () => {
    expect(revealsAnswer('Subtract 5 from both sides and divide by 2.', seven)).toBe(false);
    expect(revealsAnswer('Divide numerator and denominator by 2', threeQuarters)).toBe(false);
    expect(revealsAnswer('Divide both sides by −2 and flip the sign', fromFive)).toBe(false);
  });

  it('catches the answer stated in either language and notation', () => {
    expect(revealsAnswer('So x = 7.', seven)).toBe(true);
    expect(revealsAnswer('The answer is 7,0', seven)).toBe(true);
    expect(revealsAnswer('Atsakymas: x = 7.', seven)).toBe(true);
    expect(revealsAnswer('You get 6/8, which simplifies to 3/4', threeQuarters)).toBe(true);
    expect(revealsAnswer('x ≥ 5', fromFive)).toBe(true);
  });

  it('does not count the givens of the question that a hint repeats', () => {
    const ninety: GuardedAnswer = { answer: '90', mode: 'equivalent' };
    const question = 'A bike costs 120 €. Tom pays 3/4 of the price. How much does he pay?';
    expect(revealsAnswer('Multiply 120 by 3/4', ninety, { question })).toBe(false);
    expect(revealsAnswer('120 · 3/4 = 90', ninety, { question })).toBe(true);
  });

  it('lets a hint set up arithmetic whose result is the answer, but not write the result', () => {
    expect(revealsAnswer('Work out 12 ÷ 4.', { answer: '3', mode: 'equivalent' })).toBe(false);
    expect(revealsAnswer('Expand: (6b)² − 9²', { answer: '36b^2-81', mode: 'expanded' })).toBe(false);
    expect(revealsAnswer('You get 36b² − 81.', { answer: '36b^2-81', mode: 'expanded' })).toBe(true);
  });

  it('catches every solution of an equation written together, in words of either language', () => {
    const roots: GuardedAnswer = { answer: '{2; 3}', mode: 'equation_solutions' };
    expect(revealsAnswer('So x = 2 or x = 3.', roots)).toBe(true);
    expect(revealsAnswer('Taigi x₁ = 2 ir x₂ = 3.', roots)).toBe(true);
    expect(revealsAnswer('Find two numbers whose product is 6 and whose sum is 5.', roots)).toBe(false);
  });

  it('catches a rounded answer given more precisely, and a quantity with its unit', () => {
    expect(
      revealsAnswer('That is 31.4159…', { answer: '31.42', mode: 'decimal_places', options: { places: 2 } }),
    ).toBe(true);
    expect(revealsAnswer('The rope is 12 m long.', { answer: '12', mode: 'equivalent' })).toBe(true);
    expect(revealsAnswer('The price fell by 9 %.', { answer: '9', mode: 'equivalent' })).toBe(true);
  });

  it('does not read words, ordinals or data lists as the answer', () => {
    expect(revealsAnswer('Tai trys ketvirtadaliai.', threeQuarters)).toBe(false);
    expect(
      revealsAnswer('Mediana – 3-iosios ir 4-osios reikšmių vidurkis.', { answer: '3', mode: 'equivalent' }),
    ).toBe(false);
    expect(
      revealsAnswer('The deviations are 1, −2, 2, −1; square them.', { answer: '2', mode: 'equivalent' }),
    ).toBe(false);
  });

  it('catches a multiple-choice hint that names the right letter', () => {
    const b: GuardedAnswer = { answer: 'B', mode: 'multiple_choice' };
    expect(revealsAnswer('The answer is B.', b)).toBe(true);
    expect(revealsAnswer('Teisingas atsakymas – (B).', b)).toBe(true);
    expect(revealsAnswer('Check option A first, then the others.', b)).toBe(false);
  });

  it('refuses a text too full of maths to check piece by piece, and never throws', () => {
    const crowded = Array.from({ length: 60 }, (_, k) => `${k + 100} + ${k}`).join('; then ');
    expect(revealsAnswer(crowded, seven)).toBe(true);
    expect(revealsAnswer(undefined as unknown as string, seven)).toBe(false);
    expect(revealsAnswer('(((((((', seven)).toBe(false);
    const started = performance.now();
    revealsAnswer(`${'9^9^9^9 '.repeat(30)} and 2^(10^6)`, seven);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('statesFinalAnswer', () => {
  it('reads the last result a text arrives at', () => {
    expect(statesFinalAnswer('S = 32,5 · 27 = 877,5', { answer: '877.5', mode: 'equivalent' })).toBe(true);
    expect(statesFinalAnswer('2x = 14, so x = 7.', seven)).toBe(true);
    expect(statesFinalAnswer('x = 2 or x = 3.', { answer: '{2; 3}', mode: 'set' })).toBe(true);
  });

  it('is false when the text ends on another result or on none', () => {
    expect(statesFinalAnswer('So x = 7, and then 2 · 7 + 5 = 19.', seven)).toBe(false);
    expect(statesFinalAnswer('x = 6', seven)).toBe(false);
    expect(statesFinalAnswer('No numbers here.', seven)).toBe(false);
  });
});
