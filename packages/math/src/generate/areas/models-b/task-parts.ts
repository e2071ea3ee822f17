import type { Choice, Language } from '../../../types.ts';
import { letteredChoices } from '../../choices.ts';
import { canonicalNumber, formatNumber } from '../../format.ts';
import { canonicalDecimal, displayDecimal, type Fraction } from '../../fraction.ts';
import type { Interest } from '../../interests.ts';
import { ltNounForm } from '../../noun-forms.ts';
import type { Random } from '../../random.ts';
import type { TaskDraft } from '../../registry.ts';

/** Pieces every generator of this folder builds its draft from. */
export type Answer = TaskDraft['answer'];

/** A number answer checked for equality (exact: the value is a finite decimal or an integer). */
export function numberAnswer(value: number, language: Language, unit = ''): Answer {
  return {
    mode: 'equivalent',
    options: { form: 'value' },
    correct: canonicalNumber(value),
    display: `${formatNumber(value, language)}${unit}`,
  };
}

/** A rational answer: a decimal when finite, otherwise a fraction in lowest terms. */
export function rationalAnswer(value: Fraction, language: Language): Answer {
  return {
    mode: 'equivalent',
    options: { form: 'value' },
    correct: canonicalDecimal(value),
    display: displayDecimal(value, language),
  };
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
  return letteredChoices(rng.shuffle([right, ...wrong]), right);
}

/** The Lithuanian noun form after a number (`ltNounForm`); after a number that is not whole, `many`. */
export function ltCount(n: number, one: string, few: string, many: string): string {
  return Number.isInteger(n) ? ltNounForm(n, one, few, many) : many;
}

/** An amount of money from cents: `7,50 €` / `€7.50`, whole euros without decimals. */
export function money(cents: number, language: Language): string {
  const amount =
    cents % 100 === 0
      ? formatNumber(cents / 100, language)
      : formatNumber(cents / 100, language, { maxDecimals: 2 }).replace(/([.,]\d)$/, '$10');
  return language === 'lt' ? `${amount} €` : `€${amount}`;
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
