import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';

function isPowerOfTwo(d: bigint): boolean {
  return (d & (d - 1n)) === 0n;
}

/**
 * (a + b)/2. Bisection from integer bounds only ever meets dyadic fractions, whose midpoint needs no gcd:
 * the common factor is a power of two, read off the lowest set bit.
 */
export function midpoint(a: Rational, b: Rational): Rational {
  if (!isPowerOfTwo(a.d) || !isPowerOfTwo(b.d)) return Q.rational(a.n * b.d + b.n * a.d, 2n * a.d * b.d);
  const d = a.d > b.d ? a.d : b.d;
  const n = a.n * (d / a.d) + b.n * (d / b.d);
  if (n === 0n) return Q.ZERO;
  const lowBit = n & -n;
  const den = 2n * d;
  const common = lowBit < den ? lowBit : den;
  return { n: n / common, d: den / common };
}
