import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import type { Dense } from './dense-poly.ts';
import { LIMITS, spend, unsupported } from './limits.ts';

/** One term c·x^e. */
export type Term = { readonly e: number; readonly c: Rational };

/**
 * A polynomial in one variable kept as its nonzero terms, ascending exponents: x^6001 − x^6000 is two
 * terms, never six thousand.
 */
export type Sparse = readonly Term[];

/** The variable itself. */
export const X: Sparse = [{ e: 1, c: Q.ONE }];

/** A constant polynomial ([] for zero). */
export function constant(c: Rational): Sparse {
  return Q.isZero(c) ? [] : [{ e: 0, c }];
}

function checkSize(p: Sparse): Sparse {
  if (p.length > LIMITS.maxTerms) unsupported('the expanded polynomial has too many terms');
  for (const t of p) {
    if (t.e > LIMITS.maxExponent) unsupported('the exponent is too large');
    if (Q.bitLength(t.c.n) + Q.bitLength(t.c.d) > LIMITS.maxCoefficientBits)
      unsupported('the coefficients are too large');
  }
  return p;
}

function collect(terms: Map<number, Rational>): Sparse {
  const out: Term[] = [];
  for (const [e, c] of terms) if (!Q.isZero(c)) out.push({ e, c });
  return checkSize(out.sort((a, b) => a.e - b.e));
}

/** a + b, like terms collected. */
export function addSparse(a: Sparse, b: Sparse): Sparse {
  const terms = new Map<number, Rational>();
  for (const t of [...a, ...b]) terms.set(t.e, Q.add(terms.get(t.e) ?? Q.ZERO, t.c));
  return collect(terms);
}

function coefficientBits(p: Sparse): number {
  let bits = 0;
  for (const t of p) bits = Math.max(bits, Q.bitLength(t.c.n) + Q.bitLength(t.c.d));
  return bits;
}

/** a·b, refused (as unsupported) before the work when the result would be past the caps. */
export function mulSparse(a: Sparse, b: Sparse): Sparse {
  if (a.length * b.length > LIMITS.maxTerms * LIMITS.maxTerms) unsupported('the product is too large');
  // Refused before multiplying: the coefficients of the product would be past the cap anyway.
  const bits = coefficientBits(a) + coefficientBits(b);
  if (bits > 2 * LIMITS.maxCoefficientBits) unsupported('the coefficients are too large');
  // Each product is a normalised fraction (a gcd per term): ten times a plain multiplication.
  spend(10 * a.length * b.length * (bits + 64));
  const terms = new Map<number, Rational>();
  for (const x of a) {
    for (const y of b) terms.set(x.e + y.e, Q.add(terms.get(x.e + y.e) ?? Q.ZERO, Q.mul(x.c, y.c)));
  }
  return collect(terms);
}

/** p^k for k ≥ 0 by repeated squaring; a single term is raised directly (x^6000 costs nothing). */
export function powSparse(p: Sparse, k: number): Sparse {
  if (k === 0) return constant(Q.ONE);
  if (p.length === 1) {
    const t = p[0] as Term;
    const c = Q.powInt(t.c, BigInt(k));
    if (c === null) unsupported('the coefficients are too large');
    return checkSize([{ e: t.e * k, c }]);
  }
  // A power of two or more terms has at least k + 1 terms, and its degree in x^step grows k-fold; past
  // these caps no root finder would take the result, so refuse before multiplying anything.
  const top = (p[p.length - 1] as Term).e;
  if (k >= LIMITS.maxTerms || top * k > LIMITS.maxExponent)
    unsupported('the expanded polynomial has too many terms');
  if ((k * (top - (p[0] as Term).e)) / exponentStep(p) > LIMITS.maxExpandedDegree)
    unsupported('the expanded polynomial is of too high a degree');
  let result: Sparse = constant(Q.ONE);
  let base = p;
  for (let n = k; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = mulSparse(result, base);
    if (n > 1) base = mulSparse(base, base);
  }
  return result;
}

/** Highest exponent; −1 for zero. */
export function sparseDegree(p: Sparse): number {
  return p.length === 0 ? -1 : (p[p.length - 1] as Term).e;
}

/**
 * p = content · x^shift · core, with core integer, coprime coefficients, positive leading coefficient and
 * core(0) ≠ 0: equal cores are equal factors, whatever multiple they were written with.
 */
export function canonicalSplit(p: Sparse): { content: Rational; shift: number; core: Sparse } {
  const shift = (p[0] as Term).e;
  let lcm = 1n;
  for (const t of p) lcm = (lcm * t.c.d) / Q.gcd(lcm, t.c.d);
  let g = 0n;
  for (const t of p) g = Q.gcd(g, (t.c.n * lcm) / t.c.d);
  const lead = (p[p.length - 1] as Term).c;
  const sign = lead.n < 0n ? -1n : 1n;
  const content = Q.rational(g * sign, lcm);
  const core = p.map((t) => ({ e: t.e - shift, c: Q.fromInt((t.c.n * lcm) / t.c.d / g / sign) }));
  return { content, shift, core };
}

/** A stable name for a canonical polynomial: equal factors share their roots. */
export function sparseKey(p: Sparse): string {
  return p.map((t) => `${t.e}:${Q.toFractionString(t.c)}`).join(' ');
}

/** Dense coefficients (for root isolation), lowest first. */
export function toDense(p: Sparse, step = 1): Dense {
  const out: Rational[] = Array.from({ length: Math.floor(sparseDegree(p) / step) + 1 }, () => Q.ZERO);
  for (const t of p) out[t.e / step] = t.c;
  return out;
}

/** The largest m with p a polynomial in x^m (the gcd of the exponents). */
export function exponentStep(p: Sparse): number {
  let g = 0;
  for (const t of p) {
    let [a, b] = [g, t.e];
    while (b !== 0) [a, b] = [b, a % b];
    g = a;
  }
  return g;
}

/** Sign of p at a rational point, exactly; refuses evaluations that would need huge integers. */
export function signOfSparseAt(p: Sparse, x: Rational): -1 | 0 | 1 {
  if (p.length === 0) return 0;
  const top = sparseDegree(p);
  const bits = Math.max(Q.bitLength(x.n), Q.bitLength(x.d));
  if (top * bits > LIMITS.maxEvaluationBits) unsupported('the powers are too large to evaluate exactly');
  spend(p.length * (top * bits + 64));
  // Σ c·n^e·d^(top − e) has the sign of p(x), as d > 0; coefficients are made integral first.
  let lcm = 1n;
  for (const t of p) lcm = (lcm * t.c.d) / Q.gcd(lcm, t.c.d);
  let sum = 0n;
  for (const t of p) sum += ((t.c.n * lcm) / t.c.d) * x.n ** BigInt(t.e) * x.d ** BigInt(top - t.e);
  return sum === 0n ? 0 : sum > 0n ? 1 : -1;
}
