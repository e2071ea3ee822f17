import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import { spend } from './limits.ts';

/**
 * A univariate polynomial over Q, coefficient of x^i at index i, without trailing zeros ([] is zero).
 * Root isolation, gcds and Sturm sequences work on this dense form; it is only built for small degrees.
 */
export type Dense = readonly Rational[];

/** Drop zero leading coefficients, so the degree can be read off the length. */
function trim(p: readonly Rational[]): Dense {
  let end = p.length;
  while (end > 0 && Q.isZero(p[end - 1] as Rational)) end -= 1;
  return p.slice(0, end);
}

/** Degree; −1 for the zero polynomial. */
export function degree(p: Dense): number {
  return p.length - 1;
}

/** The coefficient of the highest power (0 for the zero polynomial). */
export function leading(p: Dense): Rational {
  return p[p.length - 1] ?? Q.ZERO;
}

/** A polynomial from integer coefficients, lowest power first. */
export function fromInts(coefficients: readonly (number | bigint)[]): Dense {
  return trim(coefficients.map((c) => Q.fromInt(c)));
}

/** a − b. */
export function subtract(a: Dense, b: Dense): Dense {
  const out: Rational[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) out.push(Q.sub(a[i] ?? Q.ZERO, b[i] ?? Q.ZERO));
  return trim(out);
}

/** p′, for squarefree parts and Sturm sequences. */
export function derivative(p: Dense): Dense {
  return trim(p.slice(1).map((c, i) => Q.mul(c, Q.fromInt(i + 1))));
}

/** Quotient and remainder over Q; the divisor must not be zero. */
export function divide(a: Dense, b: Dense): { quotient: Dense; remainder: Dense } {
  const lead = leading(b);
  const rem = [...a];
  const quo: Rational[] = Array.from({ length: Math.max(a.length - b.length + 1, 0) }, () => Q.ZERO);
  for (let i = a.length - b.length; i >= 0; i -= 1) {
    const factor = Q.div(rem[i + b.length - 1] as Rational, lead) as Rational;
    quo[i] = factor;
    if (Q.isZero(factor)) continue;
    b.forEach((c, j) => {
      rem[i + j] = Q.sub(rem[i + j] as Rational, Q.mul(factor, c));
    });
  }
  return { quotient: trim(quo), remainder: trim(rem) };
}

/** The integer multiple with coprime coefficients, scaled by a positive number only (signs are kept). */
export function positiveIntegerMultiple(p: Dense): Dense {
  let lcm = 1n;
  for (const c of p) lcm = (lcm * c.d) / Q.gcd(lcm, c.d);
  let g = 0n;
  for (const c of p) g = Q.gcd(g, (c.n * lcm) / c.d);
  if (g === 0n) return [];
  return p.map((c) => Q.fromInt((c.n * lcm) / c.d / g));
}

/** Integer coefficients, coprime, positive leading coefficient: one canonical polynomial per root set. */
export function primitive(p: Dense): Dense {
  const q = positiveIntegerMultiple(p);
  return leading(q).n < 0n ? q.map(Q.neg) : q;
}

/**
 * The remainder of a by b over the integers (pseudo-division: a is scaled by powers of b's leading
 * coefficient instead of dividing), then freed of its content. Only positive factors are applied, so the
 * sign is that of the true remainder, as Sturm sequences need; no fraction is ever normalised.
 */
export function positiveRemainder(a: Dense, b: Dense): Dense {
  const divisor = positiveIntegerMultiple(b).map((c) => c.n);
  const lead = divisor[divisor.length - 1] as bigint;
  let rest = positiveIntegerMultiple(a).map((c) => c.n);
  let steps = 0;
  while (rest.length >= divisor.length) {
    const top = rest[rest.length - 1] as bigint;
    const shift = rest.length - divisor.length;
    spend(rest.length * (Q.bitLength(top) + Q.bitLength(lead) + 64));
    rest = rest.map((c) => c * lead);
    divisor.forEach((c, j) => {
      rest[shift + j] = (rest[shift + j] as bigint) - top * c;
    });
    rest.pop();
    while (rest.length > 0 && rest[rest.length - 1] === 0n) rest.pop();
    steps += 1;
  }
  const sign = lead < 0n && steps % 2 === 1 ? -1n : 1n;
  return positiveIntegerMultiple(rest.map((c) => Q.fromInt(c * sign)));
}

/** The greatest common divisor, primitive: shared roots of two polynomials. */
export function gcdPoly(a: Dense, b: Dense): Dense {
  let x = primitive(a);
  let y = primitive(b);
  while (y.length > 0) {
    const r = positiveRemainder(x, y);
    x = y;
    y = primitive(r);
  }
  return x;
}

/** The product of the distinct irreducible factors: same roots, each simple. */
export function squarefree(p: Dense): Dense {
  const g = gcdPoly(p, derivative(p));
  return primitive(divide(p, g).quotient);
}

/** Sign of p(q) without normalising any fraction: the bisections call this thousands of times. */
export function signAt(p: Dense, q: Rational): -1 | 0 | 1 {
  const coefficients = p.every((c) => c.d === 1n) ? p : positiveIntegerMultiple(p);
  // Horner multiplies an accumulator of up to n·(point bits) + (coefficient bits) by the point, n times.
  const pointBits = Q.bitLength(q.n) + Q.bitLength(q.d);
  const accumulatorBits = coefficients.length * pointBits + Q.bitLength(leading(coefficients).n) + 64;
  spend(coefficients.length * accumulatorBits * Math.ceil(pointBits / 64));
  let acc = 0n;
  let dPow = 1n;
  for (let i = coefficients.length - 1; i >= 0; i -= 1) {
    acc = acc * q.n + (coefficients[i] as Rational).n * dPow;
    dPow *= q.d;
  }
  return acc === 0n ? 0 : acc > 0n ? 1 : -1;
}

/** A stable name for a canonical polynomial, to share its roots between the places it occurs. */
export function denseKey(p: Dense): string {
  return p.map((c) => Q.toFractionString(c)).join(',');
}
