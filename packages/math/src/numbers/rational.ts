/** Exact rational numbers over bigint, always normalised: gcd(n, d) = 1 and d > 0. */
export type Rational = { readonly n: bigint; readonly d: bigint };

/** Exact results larger than this many bits are refused (callers fall back to floating point). */
export const MAX_EXACT_BITS = 340_000;

/**
 * A gcd costs about the square of its smaller operand's size: the bounded operations (`addWithin`, …)
 * refuse to reduce two numbers that are both longer than this, so one step stays within a few milliseconds.
 */
export const MAX_GCD_BITS = 8192;

/** Exact roots are looked for up to this size; beyond it a root is left to floating point. */
export const MAX_ROOT_BITS = 20_000;

function abs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

/** Exact bit length of |a| (0 for 0); cheap for numbers that fit a double. */
export function bitLength(a: bigint): number {
  const x = Math.abs(Number(a));
  if (x < 2 ** 32) return 32 - Math.clz32(x);
  if (x < 2 ** 52) return 64 - Math.clz32(Math.floor(x / 2 ** 32));
  const hex = abs(a).toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(hex[0] as string, 16)));
}

const SMALL = 1n << 50n;

/** Both parts below 2^50: arithmetic on such numbers is always cheap. */
function isSmall(a: Rational): boolean {
  return a.n < SMALL && a.n > -SMALL && a.d < SMALL;
}

/** The larger bit length of numerator and denominator: what the cost of arithmetic on `a` grows with. */
export function sizeBits(a: Rational): number {
  return Math.max(bitLength(a.n), bitLength(a.d));
}

/**
 * Lehmer's gcd: most Euclid steps are taken on the leading 50 bits in floating point (exact below 2^53),
 * then applied to the big numbers at once. Several times faster than plain Euclid from a few hundred bits on.
 */
export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  if (x < y) [x, y] = [y, x];
  while (y !== 0n) {
    const bits = bitLength(x);
    if (bits <= 62) break;
    const shift = BigInt(bits - 50);
    const [A, B, C, D] = lehmerCofactors(Number(x >> shift), Number(y >> shift));
    if (B === 0) {
      const t = x % y;
      x = y;
      y = t;
    } else {
      const nx = BigInt(A) * x + BigInt(B) * y;
      y = BigInt(C) * x + BigInt(D) * y;
      x = nx;
    }
  }
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** The Euclid steps on the leading digits that are certain to be those of the full numbers (Knuth 4.5.2 L). */
function lehmerCofactors(xHead: number, yHead: number): [number, number, number, number] {
  let [x, y, A, B, C, D] = [xHead, yHead, 1, 0, 0, 1];
  while (y + C !== 0 && y + D !== 0) {
    const q = Math.floor((x + A) / (y + C));
    if (q !== Math.floor((x + B) / (y + D))) break;
    [A, C] = [C, A - q * C];
    [B, D] = [D, B - q * D];
    [x, y] = [y, x - q * y];
  }
  return [A, B, C, D];
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

/** a + b, reducing by the gcd of the denominators first (Knuth 4.5.1): cheap when either is small. */
export function add(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n + b.n, d: 1n };
  if (a.d === b.d) return rational(a.n + b.n, a.d);
  const g = gcd(a.d, b.d);
  if (g === 1n) return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
  const t = a.n * (b.d / g) + b.n * (a.d / g);
  const g2 = gcd(t, g);
  return { n: t / g2, d: (a.d / g) * (b.d / g2) };
}

export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}

export function neg(a: Rational): Rational {
  return { n: -a.n, d: a.d };
}

/** a · b, cancelling across (a.n with b.d, b.n with a.d) so no gcd of the full products is needed. */
export function mul(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n * b.n, d: 1n };
  const g1 = gcd(a.n, b.d);
  const g2 = gcd(b.n, a.d);
  return { n: (a.n / g1) * (b.n / g2), d: (a.d / g2) * (b.d / g1) };
}

function inverse(b: Rational): Rational {
  return b.n < 0n ? { n: -b.d, d: -b.n } : { n: b.d, d: b.n };
}

/** a / b, or null when b is zero. */
export function div(a: Rational, b: Rational): Rational | null {
  if (b.n === 0n) return null;
  return mul(a, inverse(b));
}

/** The result of a + b or a · b has at most about this many bits. */
function resultBits(a: Rational, b: Rational): number {
  return sizeBits(a) + sizeBits(b);
}

/** Exact a + b, or null when the result would exceed `maxBits` or its gcd would be too costly. */
export function addWithin(a: Rational, b: Rational, maxBits: number): Rational | null {
  if (isSmall(a) && isSmall(b)) return add(a, b);
  // The gcds of a sum pair the two denominators.
  const gcdBits = Math.min(bitLength(a.d), bitLength(b.d));
  return resultBits(a, b) <= maxBits && gcdBits <= MAX_GCD_BITS ? add(a, b) : null;
}

/** Exact a · b, or null when the result would exceed `maxBits` or its gcds would be too costly. */
export function mulWithin(a: Rational, b: Rational, maxBits: number): Rational | null {
  if (isSmall(a) && isSmall(b)) return mul(a, b);
  // The gcds of a product pair each numerator with the other denominator.
  const gcdBits = Math.max(
    Math.min(bitLength(a.n), bitLength(b.d)),
    Math.min(bitLength(b.n), bitLength(a.d)),
  );
  return resultBits(a, b) <= maxBits && gcdBits <= MAX_GCD_BITS ? mul(a, b) : null;
}

/** Exact a / b for a non-zero b, or null when b is zero or the result would exceed `maxBits`. */
export function divWithin(a: Rational, b: Rational, maxBits: number): Rational | null {
  return b.n === 0n ? null : mulWithin(a, inverse(b), maxBits);
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

/**
 * a^k for an integer k; null when undefined (0^-k) or when the exact result would exceed `maxBits`
 * (estimated before computing: a^k has about k·bits(a) bits). No gcd: powers of coprime numbers stay coprime.
 */
export function powInt(a: Rational, k: bigint, maxBits: number = MAX_EXACT_BITS): Rational | null {
  if (k === 0n) return ONE;
  if (a.n === 0n) return k > 0n ? ZERO : null;
  if (abs(a.n) === 1n && a.d === 1n) return { n: a.n < 0n && k % 2n !== 0n ? -1n : 1n, d: 1n };
  const e = abs(k);
  if (Number(e) * sizeBits(a) > maxBits) return null;
  const n = a.n ** e;
  const d = a.d ** e;
  if (k > 0n) return { n, d };
  return n < 0n ? { n: -d, d: -n } : { n: d, d: n };
}

/**
 * Exact integer k-th root of a non-negative bigint, or null when it is not a perfect power or longer than
 * MAX_ROOT_BITS.
 */
export function exactRoot(a: bigint, k: number): bigint | null {
  if (a < 0n || k < 1 || !Number.isInteger(k)) return null;
  if (a < 2n || k === 1) return a;
  if (bitLength(a) > MAX_ROOT_BITS) return null;
  const r = integerRoot(a, k);
  return r ** BigInt(k) === a ? r : null;
}

/**
 * ⌊a^(1/k)⌋ for a ≥ 0 and a whole k ≥ 1 (callers bound the size of a). Newton's method from a
 * floating-point estimate of the leading bits, started just above the root so it decreases monotonically.
 */
export function integerRoot(a: bigint, k: number): bigint {
  if (a < 2n || k === 1) return a;
  const K = BigInt(k);
  const bits = bitLength(a);
  if (bits <= 52) {
    let r = BigInt(Math.floor(Number(a) ** (1 / k)));
    while (r ** K > a) r -= 1n;
    while ((r + 1n) ** K <= a) r += 1n;
    return r;
  }
  const shift = bits - 52;
  const rootBits = shift / k;
  const whole = Math.floor(rootBits);
  const head = Number(a >> BigInt(shift)) ** (1 / k) * 2 ** (rootBits - whole);
  let x = (BigInt(Math.ceil(head * (1 + 1e-9)) + 1) << BigInt(whole)) + 1n;
  if (x ** K <= a) x = 1n << BigInt(Math.ceil(bits / k) + 1);
  for (;;) {
    const y = ((K - 1n) * x + a / x ** (K - 1n)) / K;
    if (y >= x) return x;
    x = y;
  }
}

/** The exact k-th root of a rational, or null when it is irrational, undefined in the reals, or too large. */
export function rootRational(a: Rational, k: number): Rational | null {
  if (a.n < 0n) {
    if (k % 2 === 0) return null;
    const r = rootRational(neg(a), k);
    return r ? neg(r) : null;
  }
  const n = exactRoot(a.n, k);
  const d = n === null ? null : exactRoot(a.d, k);
  return n !== null && d !== null ? { n, d } : null;
}

export function toNumber(a: Rational): number {
  const x = Number(a.n) / Number(a.d);
  if (Number.isFinite(x) && (x !== 0 || a.n === 0n)) return x;
  const [m, e] = mantissaExponent(a);
  return e > 1100 ? m * Number.POSITIVE_INFINITY : e < -1100 ? m * 0 : m * 2 ** e;
}

/**
 * |a| as m · 2^e with m in [0.5, 1) (sign kept in m), correct to about 2^-51 relative, for any size of a:
 * the exponent does not overflow where a double would.
 */
export function mantissaExponent(a: Rational): [number, number] {
  if (a.n === 0n) return [0, 0];
  const keep = 64;
  const bn = bitLength(a.n);
  const bd = bitLength(a.d);
  const sn = Math.max(0, bn - keep);
  const sd = Math.max(0, bd - keep);
  const q = Number(a.n >> BigInt(sn)) / Number(a.d >> BigInt(sd));
  const e = Math.floor(Math.log2(Math.abs(q)));
  let m = q / 2 ** (e + 1);
  let exp = e + 1 + sn - sd;
  if (Math.abs(m) >= 1) {
    m /= 2;
    exp += 1;
  } else if (Math.abs(m) < 0.5) {
    m *= 2;
    exp -= 1;
  }
  return [m, exp];
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
