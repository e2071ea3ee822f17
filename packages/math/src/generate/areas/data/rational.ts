import type { Language } from '../../../types.ts';
import { canonicalNumber, formatFraction, formatNumber } from '../../format.ts';

/** An exact fraction in lowest terms with a positive denominator: probabilities and means stay exact. */
export type Fraction = { readonly n: number; readonly d: number };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function frac(numerator: number, denominator = 1): Fraction {
  if (denominator === 0) throw new Error('fraction with a zero denominator');
  const sign = denominator < 0 ? -1 : 1;
  const g = gcd(numerator, denominator) || 1;
  return { n: (sign * numerator) / g || 0, d: Math.abs(denominator) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);

/** True when the fraction is a finite decimal (its denominator has no prime factors but 2 and 5). */
export function isTerminating(f: Fraction): boolean {
  let d = f.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** The case-file form: `19/12`, `-3`, or `8.5` when `asDecimal` and the decimal is finite. */
export function fractionCanonical(f: Fraction, asDecimal = false): string {
  if (f.d === 1) return String(f.n);
  if (asDecimal && isTerminating(f)) return canonicalNumber(f.n / f.d, 12);
  return `${f.n}/${f.d}`;
}

/** The form the student sees: `5/36`, `−3`, or `0,94` (lt) when `asDecimal`. */
export function fractionDisplay(f: Fraction, language: Language, asDecimal = false): string {
  if (f.d === 1) return formatNumber(f.n, language);
  if (asDecimal && isTerminating(f)) return formatNumber(f.n / f.d, language, { maxDecimals: 12 });
  return formatFraction(f.n, f.d, language);
}

/** A finite decimal (mean, median…) for the student's language. */
export function decimalDisplay(f: Fraction, language: Language): string {
  return fractionDisplay(f, language, true);
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

/** Ordered selections: n · (n − 1) · … · (n − k + 1). */
export function arrangements(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result *= n - i;
  return result;
}
