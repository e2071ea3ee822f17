import type { Choice, Language } from '../../../types.ts';
import { letteredChoices } from '../../choices.ts';
import { formatNumber, MINUS_SIGN } from '../../format.ts';
import { canonicalDecimal, compare, displayDecimal, type Fraction } from '../../fraction.ts';
import { ltNounForm } from '../../noun-forms.ts';
import type { Random } from '../../random.ts';
import type { GeneratorContext } from '../../registry.ts';

/** Answer pieces shared by the generators of this part: solution lists, intervals, choices. */

/** This part writes a value as a decimal only when it is short (8.5, 0.125); `3/16` stays a fraction. */
export const SHORT_DECIMAL_PLACES = 3;

/** An amount with its unit; euros get two decimals when not whole, and English writes `€12.50`. */
export function quantityText(a: Fraction, unit: string, language: Language): string {
  const money = unit === '€';
  const number =
    money && a.d !== 1
      ? formatNumber(a.n / a.d, language).replace(/([.,]\d)$/, '$10')
      : displayDecimal(a, language, SHORT_DECIMAL_PLACES);
  if (money && language === 'en') return `€${number}`;
  return `${number} ${unit}`;
}

export type Shown = { correct: string; display: string };

/** One solution value as both the canonical ASCII text and the language's display text. */
export type Root = { ascii: string; text: string };

export function rootOf(value: Fraction, language: Language): Root {
  return {
    ascii: canonicalDecimal(value, SHORT_DECIMAL_PLACES),
    text: displayDecimal(value, language, SHORT_DECIMAL_PLACES),
  };
}

/** Solutions `x = -3; x = 0` (canonical) and `x = −3; x = 0` (display); none gives `no solution`. */
export function solutions(roots: readonly Root[], language: Language, variable = 'x'): Shown {
  if (roots.length === 0) return noSolution(language);
  return {
    correct: roots.map((r) => `${variable} = ${r.ascii}`).join('; '),
    display: roots.map((r) => `${variable} = ${r.text}`).join('; '),
  };
}

export function noSolution(language: Language): Shown {
  return { correct: 'no solution', display: language === 'lt' ? 'sprendinių nėra' : 'no solution' };
}

/** Distinct rational roots in increasing order. */
export function sortedRoots(values: readonly Fraction[]): Fraction[] {
  const sorted = [...values].sort(compare);
  return sorted.filter((v, i) => i === 0 || compare(v, sorted[i - 1] as Fraction) !== 0);
}

/** A system's solution `x = 3, y = 2`, several separated by `;`. */
export function systemSolutions(
  pairs: readonly (readonly [Fraction, Fraction])[],
  language: Language,
): Shown {
  return {
    correct: pairs
      .map(
        ([x, y]) =>
          `x = ${canonicalDecimal(x, SHORT_DECIMAL_PLACES)}, y = ${canonicalDecimal(y, SHORT_DECIMAL_PLACES)}`,
      )
      .join('; '),
    display: pairs
      .map(
        ([x, y]) =>
          `x = ${displayDecimal(x, language, SHORT_DECIMAL_PLACES)}, y = ${displayDecimal(y, language, SHORT_DECIMAL_PLACES)}`,
      )
      .join('; '),
  };
}

export type Bound = { at: Fraction | null; closed: boolean };

/** A union of intervals; a `null` bound is ∓∞. `(-inf; 0] U [4; +inf)` / `(−∞; 0] ∪ [4; +∞)`. */
export function intervals(pieces: readonly (readonly [Bound, Bound])[], language: Language): Shown {
  const separator = language === 'lt' ? '; ' : ', ';
  const correct = pieces
    .map(([low, high]) => {
      const left =
        low.at === null
          ? '(-inf'
          : `${low.closed ? '[' : '('}${canonicalDecimal(low.at, SHORT_DECIMAL_PLACES)}`;
      const right =
        high.at === null
          ? '+inf)'
          : `${canonicalDecimal(high.at, SHORT_DECIMAL_PLACES)}${high.closed ? ']' : ')'}`;
      return `${left}; ${right}`;
    })
    .join(' U ');
  const display = pieces
    .map(([low, high]) => {
      const left =
        low.at === null
          ? `(${MINUS_SIGN}∞`
          : `${low.closed ? '[' : '('}${displayDecimal(low.at, language, SHORT_DECIMAL_PLACES)}`;
      const right =
        high.at === null
          ? '+∞)'
          : `${displayDecimal(high.at, language, SHORT_DECIMAL_PLACES)}${high.closed ? ']' : ')'}`;
      return `${left}${separator}${right}`;
    })
    .join(' ∪ ');
  return { correct, display };
}

/** Four options in random order, exactly one right; the wrong ones must differ from it and each other. */
export function shuffledChoices(
  rng: Random,
  right: string,
  wrong: readonly [string, string, string],
): { choices: Choice[]; letter: Choice['letter'] } {
  const texts = new Set([right, ...wrong]);
  if (texts.size !== 4) throw new Error(`choices are not distinct: ${[right, ...wrong].join(' | ')}`);
  return letteredChoices(rng.shuffle([right, ...wrong]), right);
}

/** The hint that gives the last step of the worked solution away. */
export function lastStepHint(t: GeneratorContext['t'], steps: readonly string[]): string {
  const last = steps[steps.length - 1] ?? '';
  return t(`Paskutinis žingsnis: ${last}.`, `Last step: ${last}.`);
}

/** Fixed options (e.g. none / one / two / infinitely many) with the right one's index. */
export function fixedChoices(texts: readonly [string, string, string, string], right: number) {
  return letteredChoices(texts, texts[right] as string);
}

export function solutionCountTexts(language: Language): [string, string, string, string] {
  return language === 'lt'
    ? ['nė vieno', 'vieną', 'du', 'be galo daug']
    : ['none', 'one', 'two', 'infinitely many'];
}

/**
 * A Lithuanian noun form after a whole number: `forms` = [form after 1, 21, 31…; after 2–9, 22–29…;
 * after 10–20, 30, 100…], in the grammatical case the sentence needs.
 */
export function ltCount(n: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(n, 'lt')} ${ltNounForm(n, ...forms)}`;
}

/** `5 + 3` style sign joining for steps: ` + 3` / ` − 3` of a rational. */
export function signedQ(value: Fraction, language: Language): string {
  return value.n < 0
    ? ` ${MINUS_SIGN} ${displayDecimal({ n: -value.n, d: value.d }, language, SHORT_DECIMAL_PLACES)}`
    : ` + ${displayDecimal(value, language, SHORT_DECIMAL_PLACES)}`;
}

/** A number in brackets when negative, for substitutions: `(−3)`. */
export function paren(value: number, language: Language): string {
  return value < 0 ? `(${formatNumber(value, language)})` : formatNumber(value, language);
}

export function parenQ(value: Fraction, language: Language): string {
  return value.n < 0
    ? `(${displayDecimal(value, language, SHORT_DECIMAL_PLACES)})`
    : displayDecimal(value, language, SHORT_DECIMAL_PLACES);
}
