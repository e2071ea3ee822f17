import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN } from '../../format.ts';

/** An exact fraction in lowest terms with a positive denominator: task answers never go through floats. */
export type Rational = { readonly n: number; readonly d: number };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

export function rational(n: number, d = 1): Rational {
  if (d === 0) throw new Error('zero denominator');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g || 0, d: (sign * d) / g };
}

export const add = (a: Rational, b: Rational): Rational => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);
export const equals = (a: Rational, b: Rational): boolean => a.n === b.n && a.d === b.d;
export const compare = (a: Rational, b: Rational): number => a.n * b.d - b.n * a.d;

/** A decimal with `places` decimals given as an integer count of 10^−places: `fromDecimal(875, 3)` = 0.875. */
export function fromDecimal(scaled: number, places: number): Rational {
  return rational(scaled, 10 ** places);
}

/** Canonical answer text: `19/12`, `-3`. */
export function canonicalRational(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** The fraction as the task language writes it: `19/12`, `−3/4`, `5`. */
export function displayRational(r: Rational, language: Language): string {
  if (r.d === 1) return formatNumber(r.n, language);
  return `${r.n < 0 ? MINUS_SIGN : ''}${Math.abs(r.n)}/${r.d}`;
}

/** A fraction inside a longer expression: negative ones in brackets, `(−3/4)`. */
export function operand(r: Rational, language: Language): string {
  const text = displayRational(r, language);
  return r.n < 0 ? `(${text})` : text;
}

/** A mixed number written with a space: `4 1/3` (the textbooks' 4⅓). */
export function displayMixed(r: Rational, language: Language): string {
  const whole = Math.trunc(r.n / r.d);
  const rest = Math.abs(r.n % r.d);
  if (rest === 0 || whole === 0) return displayRational(r, language);
  return `${whole < 0 ? MINUS_SIGN : ''}${Math.abs(whole)} ${rest}/${r.d}`;
}

/** Whether the value has a terminating decimal expansion (denominator 2^a·5^b). */
export function isTerminating(r: Rational): boolean {
  let d = r.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** The exact decimal of a terminating fraction as a number (safe: one division of exact integers). */
export function toDecimal(r: Rational): number {
  let places = 0;
  while ((r.n * 10 ** places) % r.d !== 0 && places < 12) places += 1;
  return (r.n * 10 ** places) / r.d / 10 ** places;
}
