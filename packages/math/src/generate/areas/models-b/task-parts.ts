import type { Choice, Language } from '../../../types.ts';
import { canonicalNumber, formatNumber } from '../../format.ts';
import {
  canonicalDecimal,
  canonicalFraction,
  displayDecimal,
  displayFraction,
  type Fraction,
} from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import type { Random } from '../../random.ts';
import type { TaskDraft } from '../../registry.ts';

/** Pieces every generator of this folder builds its draft from. */
export type Answer = TaskDraft['answer'];

/** A number answer checked for equality (exact: the value is a finite decimal or an integer). */
export function numberAnswer(value: number, language: Language, unit = ''): Answer {
  return {
    mode: 'equivalent',
    correct: canonicalNumber(value),
    display: `${formatNumber(value, language)}${unit}`,
  };
}

/** A rational answer: a decimal when finite, otherwise a fraction in lowest terms. */
export function rationalAnswer(value: Fraction, language: Language): Answer {
  return { mode: 'equivalent', correct: canonicalDecimal(value), display: displayDecimal(value, language) };
}

/** A rational answer written as a fraction in lowest terms (`-4/5`). */
export function fractionAnswer(value: Fraction, language: Language): Answer {
  return { mode: 'equivalent', correct: canonicalFraction(value), display: displayFraction(value, language) };
}

/**
 * Four options A–D with exactly one right: the first three distinct candidates that differ from the right
 * text are used as distractors, so callers pass a few spare ones.
 */
export function choicesOf(
  rng: Random,
  right: string,
  candidates: readonly string[],
): { choices: Choice[]; letter: Choice['letter'] } {
  const wrong: string[] = [];
  for (const candidate of candidates) {
    if (candidate !== right && !wrong.includes(candidate)) wrong.push(candidate);
    if (wrong.length === 3) break;
  }
  if (wrong.length < 3) throw new Error(`not enough distinct distractors for ${right}`);
  const texts = rng.shuffle([right, ...wrong]);
  const letters: Choice['letter'][] = ['A', 'B', 'C', 'D'];
  const choices = texts.map((text, i) => ({ letter: letters[i] as Choice['letter'], text }));
  const letter = letters[texts.indexOf(right)] as Choice['letter'];
  return { choices, letter };
}

/**
 * The Lithuanian noun form after a number: `one` for 1, 21, 31 …; `many` (genitive plural) for 10–20 and
 * round tens; `few` (plural in the sentence's case) otherwise.
 */
export function ltCount(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return many;
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (last === 0 || (lastTwo >= 10 && lastTwo <= 20)) return many;
  if (last === 1) return one;
  return few;
}

/** An amount of money from cents: `7,50 €` / `€7.50`, whole euros without decimals. */
export function money(cents: number, language: Language): string {
  const amount =
    cents % 100 === 0
      ? formatNumber(cents / 100, language)
      : formatNumber(cents / 100, language, { maxDecimals: 2 }).replace(/([.,]\d)$/, '$10');
  return language === 'lt' ? `${amount} €` : `€${amount}`;
}

/** The multiplication sign of the language: `·` (lt) / `×` (en). */
export function times(language: Language): string {
  return language === 'lt' ? '·' : '×';
}

/** A number ready to be substituted into a formula: negative numbers in brackets, `(−2)`. */
export function inBrackets(text: string): string {
  return text.startsWith('−') || text.includes('/') ? `(${text})` : text;
}

/** `(-inf; 3]`, `[2; +inf)`: a canonical interval from its ends (null for an infinite end). */
export function intervalAscii(
  low: string | null,
  high: string | null,
  closedLow: boolean,
  closedHigh: boolean,
): string {
  const left = low === null ? '(-inf' : `${closedLow ? '[' : '('}${low}`;
  const right = high === null ? '+inf)' : `${high}${closedHigh ? ']' : ')'}`;
  return `${left}; ${right}`;
}

/** The context themed with the student's interest when there is one, otherwise the neutral one. */
export function themedContext<T extends { interest: Interest | null }>(
  contexts: readonly T[],
  interest: Interest | null,
): { context: T; themed: boolean } {
  const themed = contexts.find((c) => c.interest !== null && c.interest === interest);
  if (themed) return { context: themed, themed: true };
  return { context: contexts.find((c) => c.interest === null) as T, themed: false };
}
