import { describe, expect, it } from 'vitest';
import type { CheckMode, CheckOptions } from '../types.ts';
import { checkAnswer } from './check-answer.ts';
import { FEEDBACK } from './feedback.ts';

type Diagnosis = [key: string, mode: CheckMode, correct: string, student: string, options?: CheckOptions];

/** One wrong answer per named mistake: the engine must say why, in both languages. */
const DIAGNOSES: Diagnosis[] = [
  ['sign_error', 'equivalent', '-8', '8'],
  ['flipped_inequality', 'inequality', 'x < -2', 'x > -2'],
  ['added_numerators_denominators', 'equivalent', '5/6', '2/5'],
  ['reciprocal', 'equivalent', '3/4', '4/3'],
  ['missing_negative_root', 'equation_solutions', '{-2, 2}', 'x=2'],
  ['missing_solution', 'equation_solutions', '{-1, 3}', 'x=3'],
  ['extra_solution', 'equation_solutions', '{2}', 'x=±2'],
  ['swapped_coordinates', 'coordinates', '(2, -1)', '(-1, 2)'],
  ['rounding_error', 'decimal_places', '3.14', '3.15', { places: 2 }],
  ['place_value_error', 'equivalent', '3.5', '35'],
  ['percent_as_decimal', 'percent', '75', '0.75'],
  ['percent_not_converted', 'equivalent', '75%', '75'],
  ['not_simplified', 'simplified_fraction', '3/4', '6/8'],
  ['not_expanded', 'expanded', 'x^2+5x+6', '(x+2)(x+3)'],
  ['like_terms', 'expanded', 'x^2+5x+6', 'x^2+2x+3x+6'],
  ['not_factored', 'factored', '(x-1)(x+1)', 'x^2-1'],
  ['not_fully_factored', 'factored', '2(x-1)(x+1)', '(2x-2)(x+1)'],
  ['wrong_unit', 'quantity', '12 cm^2', '12 cm'],
  ['unit_not_converted', 'quantity', '12 cm^2', '12 mm^2'],
  ['endpoint_error', 'interval', '[2, inf)', '(2, inf)'],
  ['infinity_closed', 'interval', '[2, inf)', '[2, inf]'],
  ['interval_notation_required', 'interval', '[2, inf)', 'x>=2'],
  ['off_by_one', 'equivalent', '3n+2', '3n+5'],
  ['variable_case', 'equivalent', '2x+1', '2X+1'],
  ['wrong_variable', 'equivalent', '3n+2', '3x+2'],
  ['constant_factor', 'equivalent', '2e^(2x)', 'e^(2x)'],
  ['constant_term', 'equivalent', '3x^2+2', '3x^2'],
  ['approximation', 'equivalent', '1/3', '0.333'],
  ['approximation', 'equivalent', 'sqrt(2)', '1.41'],
  ['approximation', 'equivalent', 'pi', '3,14'],
  ['approximation', 'equation_solutions', '{sqrt(2), -sqrt(2)}', 'x = 1.41; x = -1.41'],
  ['principal_root', 'equivalent', '4', '±4'],
  ['radians_not_degrees', 'equivalent', '60', 'π/3'],
  ['equation_not_solved', 'equation_solutions', '{-1, 3}', '(x-3)(x+1)=0'],
  ['equation_required', 'equation', 'y=2x+1', '2x+1'],
  ['wrong_decimal_places', 'decimal_places', '3.14', '3.140', { places: 2 }],
  ['wrong_sig_figs', 'sig_figs', '0.0123', '0.01230', { figures: 3 }],
  ['not_a_decimal', 'decimal_places', '3.14', 'π', { places: 2 }],
  ['decimal_not_fraction', 'simplified_fraction', '3/4', '0.75'],
  ['sign_in_denominator', 'simplified_fraction', '-3/4', '3/(-4)'],
  ['improper_fraction', 'mixed_number', '1 1/2', '3/2'],
  ['not_computed', 'exact_form', '14', '12+2'],
  ['wrong_dimension', 'coordinates', '(1, -2)', '(1, -2, 0)'],
  ['wrong_order', 'ordered_list', '2, 5, 8, 11', '2, 5, 11, 8'],
  ['undefined_value', 'equivalent', '5', '1/0'],
  ['missing_unit', 'quantity', '12 cm^2', '12', { unit_required: true }],
];

describe('naming the mistake', () => {
  it.each(DIAGNOSES)('%s: %s, correct %s, student %s', (key, mode, correct, student, options) => {
    for (const language of ['lt', 'en'] as const) {
      const r = checkAnswer({ correct, student, mode, options, language });
      expect(r.is_correct).toBe(false);
      expect(r.feedback_key).toBe(key);
      expect(r.feedback).toBe(FEEDBACK[key as keyof typeof FEEDBACK][language]);
    }
  });

  it('names at least 15 distinct mistakes', () => {
    expect(new Set(DIAGNOSES.map(([key]) => key)).size).toBeGreaterThanOrEqual(15);
  });

  it('has every message in Lithuanian and English', () => {
    for (const [key, text] of Object.entries(FEEDBACK)) {
      expect(text.lt.length, key).toBeGreaterThan(0);
      expect(text.en.length, key).toBeGreaterThan(0);
      expect(text.lt, key).not.toBe(text.en);
    }
  });
});

describe('the approximate-value diagnosis', () => {
  // issue 9: 17.9 for 14,6 + 3,2 (= 17.8) was told "this is an approximate value: an exact answer is needed".
  it.each<[CheckMode, string, string, CheckOptions?]>([
    ['equivalent', '17.8', '17.9'],
    ['equivalent', '17.8', '17,7'],
    ['equivalent', '0.25', '0.26'],
    ['equivalent', '3/4', '0.74'],
    ['equivalent', 'pi', '3.15'],
    ['equivalent', 'sqrt(2)', '1.42'],
    ['numeric_tolerance', '17.8', '17.9', { abs_tol: 0.01 }],
    ['equation_solutions', '{17.8}', 'x = 17.9'],
  ])('is not given for a plain slip: %s, correct %s, student %s', (mode, correct, student, options) => {
    for (const language of ['lt', 'en'] as const) {
      const r = checkAnswer({ correct, student, mode, options, language });
      expect(r.is_correct).toBe(false);
      expect(r.feedback_key).not.toBe('approximation');
      expect(r.feedback_key).not.toBe('rounding_error');
      expect(r.error).toBeNull();
    }
  });

  it.each<[string, string]>([
    ['sqrt(2)', '1.41'],
    ['sqrt(2)', '1.414'],
    ['pi', '3.14'],
    ['pi', '3.1416'],
    ['2/3', '0.67'],
    ['2/3', '0.66'],
    ['10*sqrt(3)/3', '5.77'],
  ])('is given when the decimal rounds the exact answer %s: %s', (correct, student) => {
    expect(checkAnswer({ correct, student, mode: 'equivalent' }).feedback_key).toBe('approximation');
  });
});
