import type { Language } from '../types.ts';
import { canonicalNumber, formatFraction, formatNumber, MINUS_SIGN } from './format.ts';

/**
 * Exact fractions on JS numbers: generators compute answers with these, never with floats. A fraction is
 * always in lowest terms with a positive denominator, so two equal values have equal fields.
 */
export type Fraction = { readonly n: number; readonly d: number };

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

/** `fraction(6, -8)` → −3/4; `fraction(5)` → 5. */
export function fraction(numerator: number, denominator = 1): Fraction {
  if (denominator === 0) throw new Error('fraction with a zero denominator');
  const g = gcd(numerator, denominator) || 1;
  const sign = denominator < 0 ? -1 : 1;
  return { n: (sign * numerator) / g || 0, d: Math.abs(denominator) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);
export const neg = (a: Fraction): Fraction => fraction(-a.n, a.d);

/** `a` to a whole power `k ≥ 0`. */
export function pow(a: Fraction, k: number): Fraction {
  let result = fraction(1);
  for (let i = 0; i < k; i += 1) result = mul(result, a);
  return result;
}

export const equals = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;
/** Negative, zero or positive as `a` is less than, equal to or greater than `b` (for `sort`). */
export const compare = (a: Fraction, b: Fraction): number => a.n * b.d - b.n * a.d;
export const isZero = (a: Fraction): boolean => a.n === 0;
export const isInteger = (a: Fraction): boolean => a.d === 1;
/** The nearest float, for comparisons and plots; answers keep the fraction. */
export const toNumber = (a: Fraction): number => a.n / a.d;

/**
 * How many decimal places the value's finite decimal has (`3/8` → 3), or `Infinity` when the decimal
 * repeats (the denominator has a prime factor other than 2 and 5).
 */
export function decimalPlaces(a: Fraction): number {
  let twos = 0;
  let fives = 0;
  let d = a.d;
  while (d % 2 === 0) [d, twos] = [d / 2, twos + 1];
  while (d % 5 === 0) [d, fives] = [d / 5, fives + 1];
  return d === 1 ? Math.max(twos, fives) : Number.POSITIVE_INFINITY;
}

/** True when the value is a finite decimal. */
export function isTerminating(a: Fraction): boolean {
  return Number.isFinite(decimalPlaces(a));
}

/** True when the value is a finite decimal of at most `maxPlaces` places. */
function fitsDecimal(a: Fraction, maxPlaces: number): boolean {
  const places = decimalPlaces(a);
  return Number.isFinite(places) && places <= maxPlaces;
}

/** Canonical answer text, never a decimal: `19/12`, `-3`. */
export function canonicalFraction(a: Fraction): string {
  return a.d === 1 ? String(a.n) : `${a.n}/${a.d}`;
}

/**
 * Canonical answer text that prefers a decimal: `2.25` when the value is a finite decimal of at most
 * `maxPlaces` places, otherwise `1/3`. An integer is always `-3`.
 */
export function canonicalDecimal(a: Fraction, maxPlaces = Number.POSITIVE_INFINITY): string {
  if (a.d === 1) return String(a.n);
  if (fitsDecimal(a, maxPlaces)) return canonicalNumber(a.n / a.d, 12);
  return `${a.n}/${a.d}`;
}

/** How a fraction's digits are written. */
export type FractionStyle = {
  /**
   * Numerator, denominator and a mixed number's whole part without thousands separators, as the student
   * types them (`1013/720`); by default they are grouped like any number (`1,013/720`, `31 031/46 656`).
   */
  plainDigits?: boolean;
};

function fractionText(
  numerator: number,
  denominator: number,
  language: Language,
  style: FractionStyle,
): string {
  if (!style.plainDigits) return formatFraction(numerator, denominator, language);
  return `${numerator < 0 ? MINUS_SIGN : ''}${Math.abs(numerator)}/${denominator}`;
}

/** As the student reads it, always as a fraction: `19/12`, `−3/4`, `5`. */
export function displayFraction(a: Fraction, language: Language, style: FractionStyle = {}): string {
  if (a.d === 1) return formatNumber(a.n, language);
  return fractionText(a.n, a.d, language, style);
}

/**
 * As the student reads it, a decimal where `canonicalDecimal` gives one: `0,94` (lt), `0.94` (en),
 * otherwise a fraction `−1/3`.
 */
export function displayDecimal(
  a: Fraction,
  language: Language,
  maxPlaces = Number.POSITIVE_INFINITY,
): string {
  if (a.d === 1 || fitsDecimal(a, maxPlaces)) return formatNumber(a.n / a.d, language, { maxDecimals: 12 });
  return formatFraction(a.n, a.d, language);
}

/** A fraction inside a longer expression: negative ones in brackets, `(−3/4)`. */
export function displayOperand(a: Fraction, language: Language, style: FractionStyle = {}): string {
  const text = displayFraction(a, language, style);
  return a.n < 0 ? `(${text})` : text;
}

/** A mixed number written with a space: `4 1/3` (the textbooks' 4⅓); a proper fraction stays `1/3`. */
export function displayMixed(a: Fraction, language: Language, style: FractionStyle = {}): string {
  const whole = Math.trunc(a.n / a.d);
  const rest = Math.abs(a.n % a.d);
  if (rest === 0 || whole === 0) return displayFraction(a, language, style);
  const wholeText = style.plainDigits ? String(Math.abs(whole)) : formatNumber(Math.abs(whole), language);
  return `${whole < 0 ? MINUS_SIGN : ''}${wholeText} ${fractionText(rest, a.d, language, style)}`;
}
