import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../parse/parse-answer.ts';
import type { CheckMode } from '../types.ts';
import { checkAnswer } from './check-answer.ts';

/**
 * Property tests (fast-check): whatever the string — arbitrary Unicode, or pieces of the notation our
 * students type, deep nesting and exponent towers — reading and checking never throw and always give
 * a well-formed result.
 */

const PIECES = [
  ...'0123456789+-*/^()[]{},;.=<>!|%xyzabnπ√∞≤≥∪∅±×·÷:−–½²³⁻₁ ',
  'sqrt(',
  'sin',
  'cos ',
  'pi',
  'inf',
  ' or ',
  ' arba ',
  'x∈',
  '\\frac{',
  '}{',
  '}',
  '\\left(',
  '\\right)',
  '\\sqrt[3]{',
  '\\le ',
  '\\text{ or }',
  '{,}',
  '^{',
  '\\cdot',
  '\\placeholder{}',
  '__proto__',
  'constructor',
  '9^9^9',
  '99999999',
  '1 1/2',
  '0,(3)',
  'A(1; −2)',
  '\u0000',
  '\uD800',
  '😀',
];

const MODES: CheckMode[] = [
  'equivalent',
  'exact_form',
  'numeric_tolerance',
  'decimal_places',
  'sig_figs',
  'simplified_fraction',
  'mixed_number',
  'percent',
  'expanded',
  'factored',
  'set',
  'interval',
  'inequality',
  'coordinates',
  'equation_solutions',
  'equation',
  'ordered_list',
  'quantity',
  'multiple_choice',
];

/** Strings built from the notation students really type, where parser bugs hide. */
const notation = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));
const nesting = fc
  .tuple(fc.nat(400), fc.nat(400))
  .map(([open, close]) => `${'('.repeat(open)}1${')'.repeat(close)}`);
const towers = fc
  .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 6 }))
  .map(([base, n]) => `${base}${'^9'.repeat(n)}`);
const anyInput = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  notation,
  nesting,
  towers,
);

const CORRECT_ANSWERS = [
  '5',
  '3/4',
  'x^2+2x+1',
  '{-1, 3}',
  '(1, -2)',
  '[2, inf)',
  'x > 2',
  'y=2x+1',
  '12 cm^2',
  'A',
];

describe('properties over random input', () => {
  it('parsing never throws, in text and LaTeX', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom('text' as const, 'latex' as const), (input, format) => {
        const result = parseAnswer(input, { format });
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 3000, seed: 20240601 },
    );
  });

  it('checking never throws and always answers with a key and a message', () => {
    fc.assert(
      fc.property(
        anyInput,
        fc.constantFrom(...MODES),
        fc.constantFrom(...CORRECT_ANSWERS),
        fc.constantFrom('text' as const, 'latex' as const),
        (student, mode, correct, input_format) => {
          const result = checkAnswer({ correct, student, mode, input_format });
          expect(typeof result.is_correct).toBe('boolean');
          expect(result.feedback_key.length).toBeGreaterThan(0);
          expect(result.feedback.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1500, seed: 7 },
    );
  });

  it('refuses every over-long input with too_long', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1001, maxLength: 1500 }), (student) => {
        expect(checkAnswer({ correct: '1', student, mode: 'equivalent' }).error?.kind).toBe('too_long');
      }),
      { numRuns: 50, seed: 99 },
    );
  });
});
