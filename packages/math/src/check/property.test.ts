import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../parse/parse-answer.ts';
import { CHECK_MODES, type CheckMode, type CheckOptions, type CheckResult } from '../types.ts';
import { checkAnswer } from './check-answer.ts';
import { FEEDBACK } from './feedback.ts';

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

/** Every field survives JSON (the server's response schema): no Infinity or NaN, in numbers or in text. */
function expectJsonSafe(result: CheckResult): void {
  expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  expect(JSON.stringify(result)).not.toMatch(/Infinity|NaN/);
}

/** Numbers beyond what a double holds, as students may type them. */
const HUGE = ['10^400', '2^1024', '171!', '1e309', '-1e309', '1,5e309', '(2^1024)', '10^400/3'];

/** Each mode that reads numbers, with a teacher answer and a way to put a number into the student's answer. */
const HUGE_INTO: [CheckMode, string, (h: string) => string, CheckOptions?][] = [
  ['equivalent', '5', (h) => h],
  ['equivalent', '5', (h) => `${h} + 1`],
  ['equivalent', 'x^2+1', (h) => `x^2 + ${h}`],
  ['exact_form', '6*sqrt(2)', (h) => h],
  ['numeric_tolerance', '5', (h) => h, { abs_tol: 0.01 }],
  ['decimal_places', '3.14', (h) => h, { places: 2 }],
  ['sig_figs', '0.0123', (h) => h, { figures: 3 }],
  ['simplified_fraction', '3/4', (h) => h],
  ['mixed_number', '1 1/2', (h) => h],
  ['percent', '75', (h) => `(${h})%`],
  ['expanded', 'x^2+5x+6', (h) => `x^2 + 5x + ${h}`],
  ['factored', '(x-1)(x+1)', (h) => `(x - ${h})(x + 1)`],
  ['set', '{2, 4}', (h) => `{2; ${h}}`],
  ['ordered_list', '2, 5, 8', (h) => `2; 5; ${h}`],
  ['interval', '[2, inf)', (h) => `[${h}; +inf)`],
  ['interval', '[2, inf)', (h) => `(-inf; ${h}]`],
  ['inequality', 'x > 2', (h) => `x > ${h}`],
  ['coordinates', '(1, -2)', (h) => `(${h}; 1)`],
  ['coordinates', '(1, -2)', (h) => `x = 1, y = ${h}`],
  ['equation_solutions', '{-1, 3}', (h) => `x = ${h}`],
  ['equation_solutions', 'x = 3, y = 2', (h) => `x = 3, y = ${h}`],
  ['equation', 'y=2x+1', (h) => `y = ${h}x + 1`],
  ['quantity', '12 cm^2', (h) => `${h} cm^2`],
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
        fc.constantFrom(...CHECK_MODES),
        fc.constantFrom(...CORRECT_ANSWERS),
        fc.constantFrom('text' as const, 'latex' as const),
        (student, mode, correct, input_format) => {
          const result = checkAnswer({ correct, student, mode, input_format });
          expect(typeof result.is_correct).toBe('boolean');
          expect(result.feedback_key.length).toBeGreaterThan(0);
          expect(result.feedback.length).toBeGreaterThan(0);
          expectJsonSafe(result);
        },
      ),
      { numRuns: 1500, seed: 7 },
    );
  });

  // issue 9: (2^1024; 1) put Infinity into student_coords and the server answered 500.
  it('refuses numbers beyond what the engine represents in every mode, with a finite JSON result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HUGE),
        fc.constantFrom(...HUGE_INTO),
        fc.constantFrom('lt' as const, 'en' as const),
        (huge, [mode, correct, into, options], language) => {
          const student = into(huge);
          const result = checkAnswer({ correct, student, mode, options, language });
          expect(result.is_correct, `${mode}: ${student}`).toBe(false);
          expect(['too_large', 'parse_error'], `${mode}: ${student}`).toContain(result.error?.kind);
          expect(result.feedback).toBe(FEEDBACK[result.feedback_key as keyof typeof FEEDBACK][language]);
          expectJsonSafe(result);
        },
      ),
      { numRuns: 600, seed: 9 },
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
