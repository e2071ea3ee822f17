import type { Choice, Language } from '../../../types.ts';
import { letteredChoices } from '../../choices.ts';
import { formatNumber } from '../../format.ts';
import type { FractionStyle } from '../../fraction.ts';
import type { Random } from '../../random.ts';

/** This area writes a fraction's digits as the student types them, without thousands separators: `1013/720`. */
export const TYPED_FRACTION: FractionStyle = { plainDigits: true };

/** Small notation helpers shared by the number generators. */

/** A number inside an expression: negative ones in brackets, `(−6)`. */
export function paren(value: number, language: Language): string {
  const text = formatNumber(value, language);
  return value < 0 ? `(${text})` : text;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list of numbers in the language: `1; 2; 3` (lt) or `1, 2, 3` (en). */
export function list(items: readonly string[], language: Language): string {
  return items.join(language === 'lt' ? '; ' : ', ');
}

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
  return letteredChoices(rng.shuffle([correct, ...wrong]), correct);
}

/** Picks `count` distinct values from `values` in random order. */
export function sample<T>(rng: Random, values: readonly T[], count: number): T[] {
  return rng.shuffle(values).slice(0, count);
}
