import type { Language } from '../../../types.ts';
import { formatFraction, formatNumber } from '../../format.ts';

/** An exact rational number n/d in lowest terms with d > 0: answers are computed with these, never floats. */
export type Q = { readonly n: number; readonly d: number };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

export function q(n: number, d = 1): Q {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: Math.abs(d) / g };
}

export const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q): Q => q(a.n * b.d, a.d * b.n);
export const neg = (a: Q): Q => q(-a.n, a.d);
export const isZero = (a: Q): boolean => a.n === 0;
export const eq = (a: Q, b: Q): boolean => a.n === b.n && a.d === b.d;
export const cmp = (a: Q, b: Q): number => a.n * b.d - b.n * a.d;
export const value = (a: Q): number => a.n / a.d;

/** Whether the value is written as a short decimal (denominator divides 1000) rather than a fraction. */
function isShortDecimal(a: Q): boolean {
  return 1000 % a.d === 0;
}

/** Language-neutral answer form: `-12`, `8.5`, `19/12`. */
export function qText(a: Q): string {
  if (a.d === 1) return String(a.n);
  if (isShortDecimal(a)) return String(a.n / a.d);
  return `${a.n}/${a.d}`;
}

/** As the student reads it: `−12`, `8,5` (lt), `−19/12`. */
export function qShow(a: Q, language: Language): string {
  if (a.d === 1 || isShortDecimal(a)) return formatNumber(a.n / a.d, language);
  return formatFraction(a.n, a.d, language);
}

/** The fraction form even for short decimals: `17/4` (for answers that ask for a fraction). */
export function qFractionText(a: Q): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/** An amount with its unit; euros get two decimals when not whole, and English writes `€12.50`. */
export function quantityText(a: Q, unit: string, language: Language): string {
  const money = unit === '€';
  const number =
    money && a.d !== 1 ? formatNumber(a.n / a.d, language).replace(/([.,]\d)$/, '$10') : qShow(a, language);
  if (money && language === 'en') return `€${number}`;
  return `${number} ${unit}`;
}
