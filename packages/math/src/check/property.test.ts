import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../parse/parse-answer.ts';
import type { CheckMode } from '../types.ts';
import { checkAnswer } from './check-answer.ts';

/**
 * Property tests with our own seeded generator (fast-check is not a dependency): whatever the string,
 * reading and checking never throw and always give a well-formed result.
 */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

function randomString(rand: () => number): string {
  const kind = rand();
  if (kind < 0.1) return `${'('.repeat(Math.floor(rand() * 400))}1${')'.repeat(Math.floor(rand() * 400))}`;
  if (kind < 0.15) return `${Math.floor(rand() * 10)}${'^9'.repeat(1 + Math.floor(rand() * 6))}`;
  if (kind < 0.2)
    return String.fromCharCode(...Array.from({ length: 30 }, () => Math.floor(rand() * 0xffff)));
  const length = Math.floor(rand() * 40);
  let s = '';
  for (let i = 0; i < length; i += 1) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

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

describe('properties over random input', () => {
  it('parsing never throws, in text and LaTeX', () => {
    const rand = mulberry32(20240601);
    for (let i = 0; i < 3000; i += 1) {
      const s = randomString(rand);
      for (const format of ['text', 'latex'] as const) {
        const r = parseAnswer(s, { format });
        expect(typeof r.ok).toBe('boolean');
      }
    }
  });

  it('checking never throws and always answers with a key and a message', () => {
    const rand = mulberry32(7);
    const corrects = [
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
    for (let i = 0; i < 1500; i += 1) {
      const student = randomString(rand);
      const mode = MODES[i % MODES.length] as CheckMode;
      const correct = corrects[i % corrects.length] as string;
      const r = checkAnswer({ correct, student, mode, input_format: rand() < 0.3 ? 'latex' : 'text' });
      expect(typeof r.is_correct).toBe('boolean');
      expect(r.feedback_key.length).toBeGreaterThan(0);
      expect(r.feedback.length).toBeGreaterThan(0);
    }
  });

  it('refuses every over-long input with too_long', () => {
    const rand = mulberry32(99);
    for (let i = 0; i < 50; i += 1) {
      let s = randomString(rand);
      while (s.length <= 1000) s += randomString(rand) || 'x';
      const r = checkAnswer({ correct: '1', student: s, mode: 'equivalent' });
      expect(r.error?.kind).toBe('too_long');
    }
  });
});
