/** Exact rational numbers over bigint, always normalised: gcd(n, d) = 1 and d > 0. */
export type Rational = { readonly n: bigint; readonly d: bigint };

/** Exact results larger than this many bits are refused (callers fall back to floating point). */
export const MAX_EXACT_BITS = 340_000;

function abs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new RangeError('division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export function fromInt(n: number | bigint): Rational {
  return { n: BigInt(n), d: 1n };
}

export function add(a: Rational, b: Rational): Rational {
  return a.d === b.d ? rational(a.n + b.n, a.d) : rational(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}

export function neg(a: Rational): Rational {
  return { n: -a.n, d: a.d };
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

/** a / b, or null when b is zero. */
export function div(a: Rational, b: Rational): Rational | null {
  if (b.n === 0n) return null;
  return rational(a.n * b.d, a.d * b.n);
}

export function isZero(a: Rational): boolean {
  return a.n === 0n;
}

export function isInteger(a: Rational): boolean {
  return a.d === 1n;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.n === b.n && a.d === b.d;
}

export function compare(a: Rational, b: Rational): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

export function bitLength(a: bigint): number {
  return abs(a).toString(16).length * 4;
}

/** a^k for an integer k; null when undefined (0^-k) or when the exact result would be too large. */
export function powInt(a: Rational, k: bigint): Rational | null {
  if (k === 0n) return ONE;
  if (a.n === 0n) return k > 0n ? ZERO : null;
  if (abs(a.n) === 1n && a.d === 1n) return { n: a.n < 0n && k % 2n !== 0n ? -1n : 1n, d: 1n };
  const bits = Math.max(bitLength(a.n), bitLength(a.d));
  if (Number(abs(k)) * bits > MAX_EXACT_BITS) return null;
  const e = abs(k);
  const n = a.n ** e;
  const d = a.d ** e;
  return k > 0n ? rational(n, d) : rational(d, n);
}

/** Exact integer k-th root of a non-negative bigint, or null when it is not a perfect power. */
export function exactRoot(a: bigint, k: number): bigint | null {
  if (a < 0n) return null;
  if (a < 2n) return a;
  const approx = BigInt(Math.round(Number(a) ** (1 / k)));
  for (const c of [approx - 1n, approx, approx + 1n]) if (c >= 0n && c ** BigInt(k) === a) return c;
  if (bitLength(a) < 1000) return null;
  // Very large numbers: Newton iteration on bigints.
  let x = 1n << BigInt(Math.ceil(bitLength(a) / k) + 1);
  const K = BigInt(k);
  for (;;) {
    const y = ((K - 1n) * x + a / x ** (K - 1n)) / K;
    if (y >= x) break;
    x = y;
  }
  return x ** K === a ? x : null;
}

/** The exact k-th root of a rational, or null when it is irrational or undefined in the reals. */
export function rootRational(a: Rational, k: number): Rational | null {
  if (a.n < 0n) {
    if (k % 2 === 0) return null;
    const r = rootRational(neg(a), k);
    return r ? neg(r) : null;
  }
  const n = exactRoot(a.n, k);
  const d = n === null ? null : exactRoot(a.d, k);
  return n !== null && d !== null ? rational(n, d) : null;
}

export function toNumber(a: Rational): number {
  const x = Number(a.n) / Number(a.d);
  if (Number.isFinite(x)) return x;
  // Huge numerator and denominator: scale both down before dividing.
  const shift = BigInt(Math.max(bitLength(a.n), bitLength(a.d)) - 900);
  return Number(a.n >> shift) / Number(a.d >> shift);
}

/** Plain display: integers as is, otherwise n/d. */
export function toFractionString(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** A terminating decimal string when the denominator has only factors 2 and 5, else null. */
export function toDecimalString(a: Rational): string | null {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos += 1;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives += 1;
  }
  if (d !== 1n) return null;
  const places = Math.max(twos, fives);
  if (places === 0) return a.n.toString();
  const scaled = (a.n * 10n ** BigInt(places)) / a.d;
  const sign = scaled < 0n ? '-' : '';
  const digits = abs(scaled)
    .toString()
    .padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Display string: a decimal when it terminates in a few places, otherwise a fraction. */
export function formatRational(a: Rational): string {
  const dec = toDecimalString(a);
  return dec !== null && dec.length <= 24 ? dec : toFractionString(a);
}

/** Parse an unsigned decimal literal such as "12", "0.75", ".5". */
export function parseDecimal(text: string): Rational | null {
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === '' && !m[2])) return null;
  const intPart = m[1] || '0';
  const frac = m[2] ?? '';
  return rational(BigInt(intPart + frac), 10n ** BigInt(frac.length));
}

/** A periodic decimal such as 0.(3) or 1.2(45): integer part, non-repeating digits, repeating digits. */
export function parsePeriodic(intPart: string, fixed: string, period: string): Rational {
  const base = parseDecimal(`${intPart || '0'}.${fixed}`) ?? ZERO;
  const p = BigInt(period);
  const scale = 10n ** BigInt(fixed.length);
  const rep = rational(p, (10n ** BigInt(period.length) - 1n) * scale);
  return add(base, rep);
}

/** Round half away from zero to `places` decimals. */
export function roundToPlaces(a: Rational, places: number): Rational {
  const scale = 10n ** BigInt(places);
  const scaled = a.n * scale;
  const twice = (2n * abs(scaled) + a.d) / (2n * a.d);
  return rational(scaled < 0n ? -twice : twice, scale);
}

export function floorLog10(a: Rational): number {
  // Position of the leading digit: floor(log10(|a|)), exact for rationals.
  const n = abs(a.n);
  let e = n.toString().length - a.d.toString().length;
  const ten = (k: number): Rational => (k >= 0 ? fromInt(10n ** BigInt(k)) : rational(1n, 10n ** BigInt(-k)));
  const x = { n, d: a.d };
  while (compare(x, ten(e)) < 0) e -= 1;
  while (compare(x, ten(e + 1)) >= 0) e += 1;
  return e;
}
