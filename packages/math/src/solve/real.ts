import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import { type Dense, degree, denseKey, gcdPoly, signAt } from './dense-poly.ts';
import { LIMITS } from './limits.ts';
import { midpoint } from './midpoint.ts';
import { rootsBetween, sturmSequence } from './sturm.ts';

/** How an irrational root is written for people: `(1 − √5)/2`, `∛2`, `√(2 + √3)`; null: only numerically. */
export type ExactForm =
  | { kind: 'surd'; a: Rational; b: Rational; c: bigint }
  | { kind: 'radical'; text: string };

/**
 * An irrational real root, known exactly: the only root of `poly` (squarefree, no rational roots) strictly
 * inside (lo, hi), where poly changes sign. The interval is narrowed in place when more precision is needed.
 */
export type Algebraic = {
  kind: 'algebraic';
  poly: Dense;
  key: string;
  lo: Rational;
  hi: Rational;
  loSign: -1 | 1;
  form: ExactForm | null;
};

/** A real number as the solver needs it: rational, or algebraic with an isolating interval. */
export type Real = { kind: 'rational'; value: Rational } | Algebraic;

/** A rational as a Real. */
export function rationalReal(value: Rational): Real {
  return { kind: 'rational', value };
}

/** The irrational root of `poly` inside (lo, hi); the caller has checked that it is the only one. */
export function algebraic(poly: Dense, lo: Rational, hi: Rational): Algebraic {
  const s = signAt(poly, lo);
  return { kind: 'algebraic', poly, key: denseKey(poly), lo, hi, loSign: s < 0 ? -1 : 1, form: null };
}

/** Halve the isolating interval, keeping the root inside. */
export function refine(x: Algebraic): void {
  const mid = midpoint(x.lo, x.hi);
  const s = signAt(x.poly, mid);
  if (s === 0) {
    // Cannot happen for a polynomial without rational roots; keep the interval valid anyway.
    x.hi = midpoint(x.lo, mid);
    return;
  }
  if (s === x.loSign) x.lo = mid;
  else x.hi = mid;
}

/** Sign of (rational q − algebraic x); never 0, as x is irrational. */
function compareRationalWith(q: Rational, x: Algebraic): -1 | 1 {
  if (Q.compare(q, x.lo) <= 0) return -1;
  if (Q.compare(q, x.hi) >= 0) return 1;
  return signAt(x.poly, q) === x.loSign ? -1 : 1;
}

const gcdCache = new Map<string, Dense>();

function commonFactor(a: Algebraic, b: Algebraic): Dense {
  const key = a.key < b.key ? `${a.key}|${b.key}` : `${b.key}|${a.key}`;
  let g = gcdCache.get(key);
  if (!g) {
    g = gcdPoly(a.poly, b.poly);
    if (gcdCache.size > 2000) gcdCache.clear();
    gcdCache.set(key, g);
  }
  return g;
}

/** Two algebraic numbers are equal exactly when their polynomials share a root inside both intervals. */
function equalAlgebraic(a: Algebraic, b: Algebraic): boolean {
  const lo = Q.compare(a.lo, b.lo) > 0 ? a.lo : b.lo;
  const hi = Q.compare(a.hi, b.hi) < 0 ? a.hi : b.hi;
  if (Q.compare(lo, hi) >= 0) return false;
  const g = a.key === b.key ? a.poly : commonFactor(a, b);
  if (degree(g) < 1) return false;
  return rootsBetween(sturmSequence(g), lo, hi) > 0;
}

function compareAlgebraic(a: Algebraic, b: Algebraic): number {
  if (equalAlgebraic(a, b)) return 0;
  for (let k = 0; k < LIMITS.maxBisections; k += 1) {
    if (Q.compare(a.hi, b.lo) <= 0) return -1;
    if (Q.compare(b.hi, a.lo) <= 0) return 1;
    refine(a);
    refine(b);
  }
  return Math.sign(toFloat(a) - toFloat(b));
}

/** Exact order of two reals (−1, 0, 1). */
export function compareReal(a: Real, b: Real): number {
  if (a.kind === 'rational' && b.kind === 'rational') return Q.compare(a.value, b.value);
  if (a.kind === 'rational') return compareRationalWith(a.value, b as Algebraic);
  if (b.kind === 'rational') return -compareRationalWith(b.value, a);
  return compareAlgebraic(a, b);
}

/** −1, 0 or 1 by the sign of x, exactly. */
export function signOfReal(x: Real): number {
  return compareReal(x, rationalReal(Q.ZERO));
}

/** The nearest double: the interval is narrowed below the double's own precision first. */
export function toFloat(x: Real): number {
  if (x.kind === 'rational') return Q.toNumber(x.value);
  for (let k = 0; k < 1200; k += 1) {
    const lo = Q.toNumber(x.lo);
    const hi = Q.toNumber(x.hi);
    if (lo === hi) break;
    const apart = lo > 0 || hi < 0;
    if (apart && hi - lo <= 2 ** -60 * Math.min(Math.abs(lo), Math.abs(hi))) break;
    refine(x);
  }
  return Q.toNumber(midpoint(x.lo, x.hi));
}

/** The best rational upper bound the current interval gives (x itself when rational). */
export function upperRational(x: Real): Rational {
  return x.kind === 'rational' ? x.value : x.hi;
}

/** The best rational lower bound the current interval gives (x itself when rational). */
export function lowerRational(x: Real): Rational {
  return x.kind === 'rational' ? x.value : x.lo;
}

/** A short rational strictly between a < b: test points stay small, so t^6000 stays cheap. */
export function rationalBetween(a: Real, b: Real): Rational {
  for (let k = 0; k < LIMITS.maxBisections; k += 1) {
    const lo = upperRational(a);
    const hi = lowerRational(b);
    if (Q.compare(lo, hi) < 0) return simplestBetween(lo, hi);
    if (a.kind === 'algebraic') refine(a);
    if (b.kind === 'algebraic') refine(b);
  }
  return midpoint(upperRational(a), lowerRational(b));
}

function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return q * d > n ? q - 1n : q;
}

/** ⌊q⌋ for a rational with positive denominator. */
export function floorOf(q: Rational): bigint {
  return floorDiv(q.n, q.d);
}

/** The rational with the smallest denominator strictly inside (lo, hi), lo < hi (Stern–Brocot descent). */
export function simplestBetween(lo: Rational, hi: Rational): Rational {
  if (lo.n < 0n && hi.n > 0n) return Q.ZERO;
  if (hi.n <= 0n) return Q.neg(simplestBetween(Q.neg(hi), Q.neg(lo)));
  // 0 ≤ lo < hi: continued-fraction descent, iterative.
  let [ln, ld, hn, hd] = [lo.n, lo.d, hi.n, hi.d];
  // Convergent matrix: value = (p0 + p1·y)/(q0 + q1·y) applied to the remainder y.
  let [p0, p1, q0, q1] = [0n, 1n, 1n, 0n];
  for (let k = 0; k < 10_000; k += 1) {
    const fl = floorDiv(ln, ld);
    const candidate = fl + 1n;
    if (candidate * hd < hn) return Q.rational(p0 + p1 * candidate, q0 + q1 * candidate);
    // lo, hi share the integer part fl: x = fl + 1/y with y in (1/(hi − fl), 1/(lo − fl)).
    [p0, p1, q0, q1] = [p1, p0 + p1 * fl, q1, q0 + q1 * fl];
    const newLn = hd;
    const newLd = hn - fl * hd;
    const newHn = ld;
    const newHd = ln - fl * ld;
    if (newHd === 0n) {
      // Upper end is infinite: the smallest integer above the lower end.
      const whole = floorDiv(newLn, newLd) + 1n;
      return Q.rational(p0 + p1 * whole, q0 + q1 * whole);
    }
    [ln, ld, hn, hd] = [newLn, newLd, newHn, newHd];
  }
  return midpoint(lo, hi);
}
