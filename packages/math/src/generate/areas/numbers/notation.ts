import type { Choice, Language } from '../../../types.ts';
import { formatNumber } from '../../format.ts';
import type { FractionStyle } from '../../fraction.ts';
import type { Random } from '../../random.ts';

/** This area writes a fraction's digits as the student types them, without thousands separators: `1013/720`. */
export const TYPED_FRACTION: FractionStyle = { plainDigits: true };

/** Small notation helpers shared by the number generators. */

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
};

/** An exponent written as superscript: `sup(-3)` → `⁻³`. */
export function sup(exponent: number): string {
  return [...String(exponent)].map((c) => SUPERSCRIPT[c] ?? c).join('');
}

/** A logarithm base written as subscript: `sub(2)` → `₂`. */
export function sub(index: number): string {
  return [...String(index)].map((c) => SUBSCRIPT[c] ?? c).join('');
}

/** A number inside an expression: negative ones in brackets, `(−6)`. */
export function paren(value: number, language: Language): string {
  const text = formatNumber(value, language);
  return value < 0 ? `(${text})` : text;
}

/** The multiplication sign of the language: `·` in Lithuanian, `×` in English. */
export function times(language: Language): string {
  return language === 'lt' ? '·' : '×';
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list of numbers in the language: `1; 2; 3` (lt) or `1, 2, 3` (en). */
export function list(items: readonly string[], language: Language): string {
  return items.join(language === 'lt' ? '; ' : ', ');
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * Four options in random order with exactly one right one. `distractors` must hold at least three texts
 * that differ from each other and from `correct` once duplicates are dropped.
 */
export function multipleChoice(
  rng: Random,
  correct: string,
  distractors: readonly string[],
): { choices: Choice[]; letter: Choice['letter'] } {
  const wrong = [...new Set(distractors)].filter((text) => text !== correct).slice(0, 3);
  if (wrong.length < 3) throw new Error(`too few distinct distractors for ${correct}`);
  const order = rng.shuffle([correct, ...wrong]);
  const choices = order.map((text, i) => ({ letter: LETTERS[i] as Choice['letter'], text }));
  const letter = (choices.find((c) => c.text === correct) as Choice).letter;
  return { choices, letter };
}

/** Lithuanian counting form of a noun: 1 obuolys, 2 obuoliai, 10 obuolių (forms: [one, few, many]). */
export function ltCount(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 0 || (lastTwo >= 11 && lastTwo <= 19)) return forms[2];
  if (last === 1) return forms[0];
  return forms[1];
}

/** Picks `count` distinct values from `values` in random order. */
export function sample<T>(rng: Random, values: readonly T[], count: number): T[] {
  return rng.shuffle(values).slice(0, count);
}
