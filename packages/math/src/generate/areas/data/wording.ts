import type { Choice, Language } from '../../../types.ts';
import { letteredChoices } from '../../choices.ts';
import { formatNumber } from '../../format.ts';
import { ltNounForm } from '../../noun-forms.ts';
import type { Random } from '../../random.ts';

/** `21 mokinys`: the number and the Lithuanian noun form after it (`ltNounForm`), in the sentence's case. */
export function ltCount(n: number, one: string, few: string, many: string): string {
  return `${n} ${ltNounForm(n, one, few, many)}`;
}

/** English noun after a number. */
export function enCount(n: number, one: string, many: string): string {
  return `${formatNumber(n, 'en')} ${n === 1 ? one : many}`;
}

/** A data list: `7, 9, 8` (Lithuanian switches to `;` when a value has a decimal comma). */
export function dataList(values: readonly number[], language: Language): string {
  const separator = language === 'lt' && values.some((v) => !Number.isInteger(v)) ? '; ' : ', ';
  return values.map((v) => formatNumber(v, language)).join(separator);
}

/** A row of a small table: `6 | 8 | 10`. */
export function tableRow(values: readonly number[], language: Language): string {
  return values.map((v) => formatNumber(v, language)).join(' | ');
}

/** Four options in random order, exactly one of them right; `wrong` must hold three other texts. */
export function shuffledChoices(
  rng: Random,
  correct: string,
  wrong: readonly string[],
): { choices: Choice[]; letter: Choice['letter'] } {
  return letteredChoices(rng.shuffle([correct, ...wrong.slice(0, 3)]), correct);
}

/** `count` different integers from [lo, hi] in random order (hi − lo stays small: a partial shuffle). */
export function distinctInts(rng: Random, lo: number, hi: number, count: number): number[] {
  const pool: number[] = [];
  for (let v = lo; v <= hi; v += 1) pool.push(v);
  if (count > pool.length) throw new Error(`cannot pick ${count} different numbers from [${lo}, ${hi}]`);
  for (let i = 0; i < count; i += 1) {
    const j = rng.int(i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

/** `total` split into `parts` positive whole numbers. */
export function splitTotal(rng: Random, total: number, parts: number): number[] {
  const cuts = distinctInts(rng, 1, total - 1, parts - 1).sort((a, b) => a - b);
  const result: number[] = [];
  let previous = 0;
  for (const cut of [...cuts, total]) {
    result.push(cut - previous);
    previous = cut;
  }
  return result;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
export const sortedAsc = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
