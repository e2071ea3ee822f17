import { describe, expect, it } from 'vitest';
import {
  add,
  addWithin,
  bitLength,
  div,
  divWithin,
  equals,
  exactRoot,
  formatRational,
  gcd,
  integerRoot,
  MAX_GCD_BITS,
  mul,
  mulWithin,
  parseDecimal,
  parsePeriodic,
  powInt,
  rational,
  rootRational,
  roundToPlaces,
  toDecimalString,
  toNumber,
} from './rational.ts';

/** Plain Euclid, the reference for the faster gcd. */
function euclid(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Deterministic large numbers: products of powers of small primes and an odd offset. */
function bigNumber(seed: number, bits: number): bigint {
  let x = BigInt(seed * 2 + 1);
  while (bitLength(x) < bits) x = x * 6364136223846793005n + 1442695040888963407n;
  return x;
}

describe('exact rationals', () => {
  it('adds decimals exactly: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    const sum = add(parseDecimal('0.1') ?? rational(0n), parseDecimal('0.2') ?? rational(0n));
    expect(equals(sum, rational(3n, 10n))).toBe(true);
    expect(equals(sum, parseDecimal('0.30000000000000004') ?? rational(0n))).toBe(false);
  });

  it('normalises sign and common factors', () => {
    expect(rational(6n, -8n)).toEqual({ n: -3n, d: 4n });
  });

  it('reads periodic decimals: 0,(3) = 1/3 and 1.2(45) = 137/110', () => {
    expect(parsePeriodic('0', '', '3')).toEqual(rational(1n, 3n));
    expect(parsePeriodic('1', '2', '45')).toEqual(rational(137n, 110n));
  });

  it('refuses division by zero and oversized powers instead of hanging', () => {
    expect(div(rational(1n), rational(0n))).toBeNull();
    expect(powInt(rational(2n), 1000n)?.n).toBe(2n ** 1000n);
    expect(powInt(rational(3n, 7n), 10_000_000n)).toBeNull();
  });

  it('takes exact roots only when they exist', () => {
    expect(rootRational(rational(9n, 4n), 2)).toEqual(rational(3n, 2n));
    expect(rootRational(rational(-8n), 3)).toEqual(rational(-2n));
    expect(rootRational(rational(2n), 2)).toBeNull();
    expect(rootRational(rational(-4n), 2)).toBeNull();
  });

  it('rounds half away from zero and prints decimals', () => {
    expect(toDecimalString(roundToPlaces(rational(314159n, 100000n), 2))).toBe('3.14');
    expect(toDecimalString(roundToPlaces(rational(-25n, 10n), 0))).toBe('-3');
    expect(formatRational(rational(1n, 3n))).toBe('1/3');
    expect(formatRational(rational(3n, 4n))).toBe('0.75');
  });

  it('takes the gcd of numbers thousands of bits long, as Euclid does', () => {
    for (const [bits, seed] of [
      [100, 1],
      [900, 2],
      [5000, 3],
    ] as const) {
      const g = bigNumber(seed + 10, bits / 2);
      const a = bigNumber(seed, bits) * g;
      const b = bigNumber(seed + 5, bits) * g;
      expect(gcd(a, b)).toBe(euclid(a, b));
      expect(gcd(-a, b)).toBe(euclid(a, b));
    }
    expect(gcd(0n, 12n)).toBe(12n);
  });

  it('keeps sums, products and quotients in lowest terms', () => {
    const a = rational(bigNumber(4, 300), bigNumber(5, 200));
    const b = rational(bigNumber(6, 250), bigNumber(7, 320));
    for (const r of [add(a, b), mul(a, b), div(a, b) ?? a]) {
      expect(gcd(r.n, r.d)).toBe(1n);
      expect(r.d > 0n).toBe(true);
    }
    expect(add(rational(1n, 6n), rational(1n, 3n))).toEqual(rational(1n, 2n));
    expect(mul(rational(-4n, 9n), rational(3n, 8n))).toEqual(rational(-1n, 6n));
  });

  it('refuses exact steps that would build huge numbers or need a huge gcd, but not integer ones', () => {
    const hugeFraction = rational(bigNumber(8, MAX_GCD_BITS + 500), bigNumber(9, MAX_GCD_BITS + 400));
    expect(addWithin(hugeFraction, hugeFraction, 1_000_000)).toBeNull();
    expect(divWithin(hugeFraction, rational(bigNumber(1, MAX_GCD_BITS + 300), 3n), 1_000_000)).toBeNull();
    const hugeInteger = rational(2n ** 20_000n);
    expect(addWithin(hugeInteger, hugeInteger, 1_000_000)).toEqual(rational(2n ** 20_001n));
    expect(mulWithin(hugeInteger, hugeInteger, 30_000)).toBeNull();
    expect(divWithin(rational(1n), rational(0n), 100)).toBeNull();
  });

  it('estimates a power before computing it', () => {
    expect(powInt(rational(3n, 2n), 100n, 100)).toBeNull();
    expect(powInt(rational(3n, 2n), 10n, 100)).toEqual(rational(59049n, 1024n));
    expect(powInt(rational(-2n, 3n), -3n)).toEqual(rational(-27n, 8n));
  });

  it('finds integer roots of large numbers, and only exact ones as exact', () => {
    const base = 3n ** 500n + 7n;
    expect(exactRoot(base ** 7n, 7)).toBe(base);
    expect(exactRoot(base ** 7n + 1n, 7)).toBeNull();
    expect(integerRoot(base ** 7n + 1n, 7)).toBe(base);
    expect(integerRoot(base ** 7n - 1n, 7)).toBe(base - 1n);
    expect(rootRational(rational(base ** 2n, 4n), 2)).toEqual(rational(base, 2n));
  });

  it('measures bit lengths exactly', () => {
    expect([0n, 1n, 2n, 255n, 256n, -5n].map(bitLength)).toEqual([0, 1, 2, 8, 9, 3]);
    expect(bitLength(2n ** 52n)).toBe(53);
    expect(bitLength(2n ** 1000n - 1n)).toBe(1000);
  });

  it('converts huge and tiny fractions to doubles without NaN', () => {
    expect(toNumber(rational(10n ** 400n, 3n))).toBe(Number.POSITIVE_INFINITY);
    expect(toNumber(rational(1n, 10n ** 400n))).toBe(0);
    expect(toNumber(rational(10n ** 400n + 1n, 10n ** 399n))).toBeCloseTo(10, 12);
  });
});
