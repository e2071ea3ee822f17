import { describe, expect, it } from 'vitest';
import type { CheckMode } from '../types.ts';
import { checkAnswer } from './check-answer.ts';

describe('checkAnswer', () => {
  it.each<[string, CheckMode]>([
    ['8.5', 'equivalent'],
    ['-12', 'equivalent'],
    ['19/12', 'simplified_fraction'],
    ['2x^2+5x-12', 'expanded'],
    ['6*sqrt(2)', 'exact_form'],
    ['36*pi', 'exact_form'],
    ['y=2x+1', 'equation'],
    ['x = -3; x = 0', 'equation_solutions'],
    ['x = 3, y = 2', 'equation_solutions'],
    ['x = pi/2 + 2*pi*n, n in Z', 'equation_solutions'],
    ['(3; -4)', 'coordinates'],
    ['{(-4; 0); (2; 0)}', 'coordinates'],
    ['(-inf; 0] U [4; +inf)', 'interval'],
    ['(-inf; 0] U [4; +inf)', 'inequality'],
    ['{2; 4}', 'set'],
    ['A', 'multiple_choice'],
    ['(x-3)(x+1)', 'factored'],
    ['1 1/2', 'mixed_number'],
  ])('accepts the generators’ answer format %s as its own answer in %s mode', (answer, mode) => {
    const r = checkAnswer({ correct: answer, student: answer, mode });
    expect(r.is_correct).toBe(true);
    expect(r.feedback).toBe('Teisingai!');
  });

  it('rejects a different number in equivalent mode', () => {
    expect(checkAnswer({ correct: '8.5', student: '8.6', mode: 'equivalent' }).is_correct).toBe(false);
  });

  it('compares periodic solution families however the parameter is named', () => {
    const correct = 'x = pi/2 + 2*pi*n, n in Z';
    expect(
      checkAnswer({ correct, student: 'x = π/2 + 2πk, k ∈ Z', mode: 'equation_solutions' }).is_correct,
    ).toBe(true);
    expect(
      checkAnswer({ correct, student: 'x = π/2 + πk, k ∈ Z', mode: 'equation_solutions' }).is_correct,
    ).toBe(false);
  });

  it('reads multiple-choice letters case-insensitively with ) or .', () => {
    for (const s of ['b', 'B)', 'b.', ' B ']) {
      expect(checkAnswer({ correct: 'B', student: s, mode: 'multiple_choice' }).is_correct).toBe(true);
    }
    expect(checkAnswer({ correct: 'B', student: 'C', mode: 'multiple_choice' }).is_correct).toBe(false);
  });

  it('fills the result fields for numbers and points', () => {
    const n = checkAnswer({ correct: '3/4', student: '0,8', mode: 'equivalent', language: 'en' });
    expect(n).toMatchObject({
      is_correct: false,
      student_value: '0.8',
      correct_value: '0.75',
      difference: '0.05',
    });
    expect(n.feedback).toBe('Incorrect.');
    const p = checkAnswer({ correct: '(1, -2)', student: 'A(1; −2)', mode: 'coordinates' });
    expect(p).toMatchObject({ is_correct: true, student_coords: [1, -2], correct_coords: [1, -2] });
  });

  it('shows how an ambiguous answer was read', () => {
    const r = checkAnswer({ correct: 'x/2', student: '1/2x', mode: 'equivalent', language: 'en' });
    expect(r.is_correct).toBe(true);
    expect(r.feedback).toContain('1/2*x');
  });

  it('reports errors with a kind and a message instead of throwing', () => {
    const r = checkAnswer({ correct: '5', student: '2+*3', mode: 'equivalent' });
    expect(r).toMatchObject({
      is_correct: false,
      feedback_key: 'parse_error',
      error: { kind: 'parse_error' },
    });
    const bad = checkAnswer({ correct: '5', student: undefined as unknown as string, mode: 'equivalent' });
    expect(bad.is_correct).toBe(false);
  });

  it('never accepts huge powers that only overflow to the same float', () => {
    expect(checkAnswer({ correct: 'x^1000000', student: 'x^1000001', mode: 'equivalent' }).is_correct).toBe(
      false,
    );
    expect(checkAnswer({ correct: '2^1000', student: '2^1000', mode: 'equivalent' }).is_correct).toBe(true);
  });

  it('compares expressions that are defined only far from zero', () => {
    const check = (correct: string, student: string, mode: 'equation' | 'equivalent') =>
      checkAnswer({ correct, student, mode }).is_correct;
    expect(check('y=-sqrt(x-4)+9', 'y = 9 - sqrt(x - 4)', 'equation')).toBe(true);
    expect(check('y=-sqrt(x-4)+9', 'y=-sqrt(x-4)+10', 'equation')).toBe(false);
    expect(check('sqrt(x-40)', 'sqrt(x-40)', 'equivalent')).toBe(true);
    expect(check('sqrt(x-40)', 'sqrt(x-41)', 'equivalent')).toBe(false);
  });
});
