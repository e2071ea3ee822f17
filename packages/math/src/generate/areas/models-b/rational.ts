import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN } from '../../format.ts';

/** An exact fraction n/d in lowest terms with d > 0: answers are computed with these, never with floats. */
export type Rational = { readonly n: number; readonly d: number };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function rat(n: number, d = 1): Rational {
  if (d === 0) throw new Error('division by zero');
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rat(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => rat(-a.n, a.d);
export const isInt = (a: Rational): boolean => a.d === 1;
export const value = (a: Rational): number => a.n / a.d;
export function pow(a: Rational, k: number): Rational {
  let result = rat(1);
  for (let i = 0; i < k; i += 1) result = mul(result, a);
  return result;
}

/** True when the fraction has a finite decimal expansion (the denominator has only the factors 2 and 5). */
export function isTerminating(a: Rational): boolean {
  let d = a.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** Canonical answer text: an integer, a finite decimal (`2.25`) or, when it has none, a fraction (`1/3`). */
export function canonicalRational(a: Rational): string {
  if (isInt(a)) return String(a.n);
  if (isTerminating(a)) return String(a.n / a.d);
  return `${a.n}/${a.d}`;
}

/** Canonical fraction text `19/12` (or an integer), never a decimal. */
export function canonicalFraction(a: Rational): string {
  return isInt(a) ? String(a.n) : `${a.n}/${a.d}`;
}

/** The number as the language writes it: a decimal when finite, otherwise `−1/3`. */
export function displayRational(a: Rational, language: Language): string {
  if (isInt(a) || isTerminating(a)) return formatNumber(a.n / a.d, language);
  return displayFraction(a, language);
}

/** Always as a fraction `−19/12` (an integer stays an integer). */
export function displayFraction(a: Rational, language: Language): string {
  if (isInt(a)) return formatNumber(a.n, language);
  return `${a.n < 0 ? MINUS_SIGN : ''}${formatNumber(Math.abs(a.n), language)}/${formatNumber(a.d, language)}`;
}
