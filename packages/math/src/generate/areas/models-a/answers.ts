import type { Choice, Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN } from '../../format.ts';
import type { Random } from '../../random.ts';
import { cmp, type Q, qShow, qText } from './rational.ts';

/** Answer pieces shared by the generators of this part: solution lists, intervals, choices. */

export type Shown = { correct: string; display: string };

/** One solution value as both the canonical ASCII text and the language's display text. */
export type Root = { ascii: string; text: string };

export function rootOf(value: Q, language: Language): Root {
  return { ascii: qText(value), text: qShow(value, language) };
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
export function sortedRoots(values: readonly Q[]): Q[] {
  const sorted = [...values].sort(cmp);
  return sorted.filter((v, i) => i === 0 || cmp(v, sorted[i - 1] as Q) !== 0);
}

/** A system's solution `x = 3, y = 2`, several separated by `;`. */
export function systemSolutions(pairs: readonly (readonly [Q, Q])[], language: Language): Shown {
  return {
    correct: pairs.map(([x, y]) => `x = ${qText(x)}, y = ${qText(y)}`).join('; '),
    display: pairs.map(([x, y]) => `x = ${qShow(x, language)}, y = ${qShow(y, language)}`).join('; '),
  };
}

export type Bound = { at: Q | null; closed: boolean };

/** A union of intervals; a `null` bound is ∓∞. `(-inf; 0] U [4; +inf)` / `(−∞; 0] ∪ [4; +∞)`. */
export function intervals(pieces: readonly (readonly [Bound, Bound])[], language: Language): Shown {
  const separator = language === 'lt' ? '; ' : ', ';
  const correct = pieces
    .map(([low, high]) => {
      const left = low.at === null ? '(-inf' : `${low.closed ? '[' : '('}${qText(low.at)}`;
      const right = high.at === null ? '+inf)' : `${qText(high.at)}${high.closed ? ']' : ')'}`;
      return `${left}; ${right}`;
    })
    .join(' U ');
  const display = pieces
    .map(([low, high]) => {
      const left =
        low.at === null ? `(${MINUS_SIGN}∞` : `${low.closed ? '[' : '('}${qShow(low.at, language)}`;
      const right = high.at === null ? '+∞)' : `${qShow(high.at, language)}${high.closed ? ']' : ')'}`;
      return `${left}${separator}${right}`;
    })
    .join(' ∪ ');
  return { correct, display };
}

export const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Four options in random order, exactly one right; the wrong ones must differ from it and each other. */
export function shuffledChoices(
  rng: Random,
  right: string,
  wrong: readonly [string, string, string],
): { choices: Choice[]; letter: Choice['letter'] } {
  const texts = new Set([right, ...wrong]);
  if (texts.size !== 4) throw new Error(`choices are not distinct: ${[right, ...wrong].join(' | ')}`);
  const order = rng.shuffle([right, ...wrong]);
  const choices = order.map((text, i) => ({ letter: LETTERS[i] as Choice['letter'], text }));
  const letter = LETTERS[order.indexOf(right)] as Choice['letter'];
  return { choices, letter };
}

/** Fixed options (e.g. none / one / two / infinitely many) with the right one's index. */
export function fixedChoices(texts: readonly [string, string, string, string], right: number) {
  return {
    choices: texts.map((text, i) => ({ letter: LETTERS[i] as Choice['letter'], text })),
    letter: LETTERS[right] as Choice['letter'],
  };
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
  const last = n % 10;
  const lastTwo = n % 100;
  const form =
    lastTwo >= 10 && lastTwo <= 20 ? forms[2] : last === 1 ? forms[0] : last === 0 ? forms[2] : forms[1];
  return `${formatNumber(n, 'lt')} ${form}`;
}

/** An English count with its noun: `1 pen`, `3 pens`. */
export function enCount(n: number, one: string, many: string): string {
  return `${formatNumber(n, 'en')} ${n === 1 ? one : many}`;
}

/** `x₁`, `x₂` subscripts. */
export function sub(n: number): string {
  return String(n)
    .split('')
    .map((d) => String.fromCharCode(0x2080 + Number(d)))
    .join('');
}

/** `5 + 3` style sign joining for steps: ` + 3` / ` − 3` of a rational. */
export function signedQ(value: Q, language: Language): string {
  return value.n < 0
    ? ` ${MINUS_SIGN} ${qShow({ n: -value.n, d: value.d }, language)}`
    : ` + ${qShow(value, language)}`;
}

/** A number in brackets when negative, for substitutions: `(−3)`. */
export function paren(value: number, language: Language): string {
  return value < 0 ? `(${formatNumber(value, language)})` : formatNumber(value, language);
}

export function parenQ(value: Q, language: Language): string {
  return value.n < 0 ? `(${qShow(value, language)})` : qShow(value, language);
}
