import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import type { Factored, Poly } from './factored.ts';
import type { CompareOp, Comparison, Formula } from './formula.ts';
import { LIMITS, unsupported } from './limits.ts';
import { compareReal, floorOf, lowerRational, type Real, rationalBetween, upperRational } from './real.ts';
import { signOfSparseAt } from './sparse-poly.ts';
import { realRootsOfSparse } from './sparse-roots.ts';

/** An interval end: a real number, or null for ±∞ (never closed). */
export type RealBound = { at: Real | null; closed: boolean };
/** One interval of a solution set (a point when both ends are the same closed number). */
export type RealInterval = { lo: RealBound; hi: RealBound };
/** Sorted, disjoint intervals with exact ends: the solution set as the solver knows it. */
export type RealSet = RealInterval[];

/** A point where some polynomial of the relation vanishes, with the polynomials that vanish there. */
type CriticalPoint = { at: Real; zeroOf: Set<string> };

/** Sign of a canonical polynomial (by key) at the point being examined. */
type SignOracle = (poly: Poly) => -1 | 0 | 1;

function polysOf(f: Factored, out: Map<string, Poly>): void {
  for (const p of [...f.factors, ...f.excluded]) out.set(p.key, { poly: p.poly, key: p.key });
}

function collectPolys(formula: Formula, out: Map<string, Poly>): void {
  if (formula.kind !== 'comparison') {
    for (const item of formula.items) collectPolys(item, out);
    return;
  }
  for (const c of formula.comparison.cases) {
    polysOf(c.expr, out);
    for (const g of c.guards) polysOf(g.arg, out);
  }
}

function criticalPoints(polys: Iterable<Poly>, maxDegree: number): CriticalPoint[] {
  const tagged: CriticalPoint[] = [];
  for (const p of polys) {
    for (const at of realRootsOfSparse(p.poly, maxDegree)) tagged.push({ at, zeroOf: new Set([p.key]) });
    if (tagged.length > LIMITS.maxCriticalPoints) unsupported('too many critical points');
  }
  tagged.sort((a, b) => compareReal(a.at, b.at));
  const merged: CriticalPoint[] = [];
  for (const point of tagged) {
    const last = merged[merged.length - 1];
    if (last && compareReal(last.at, point.at) === 0) for (const k of point.zeroOf) last.zeroOf.add(k);
    else merged.push(point);
  }
  return merged;
}

/** One rational point inside each gap between critical points (and beyond both ends). */
function testPoints(points: CriticalPoint[]): Rational[] {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [Q.ZERO];
  const out = [Q.fromInt(floorOf(lowerRational(first.at)) - 1n)];
  for (let k = 0; k + 1 < points.length; k += 1)
    out.push(rationalBetween((points[k] as CriticalPoint).at, (points[k + 1] as CriticalPoint).at));
  out.push(Q.fromInt(floorOf(upperRational(last.at)) + 1n));
  return out;
}

function oracleAt(t: Rational): SignOracle {
  const cache = new Map<string, -1 | 0 | 1>();
  return (p) => {
    let s = cache.get(p.key);
    if (s === undefined) {
      s = signOfSparseAt(p.poly, t);
      cache.set(p.key, s);
    }
    return s;
  };
}

/** At a critical point a polynomial is 0 if the point is one of its roots, else signed as just left of it. */
function oracleAtCritical(point: CriticalPoint, left: SignOracle): SignOracle {
  return (p) => (point.zeroOf.has(p.key) ? 0 : left(p));
}

/** Sign of coef·Π poly^exp, or null where a denominator vanishes. */
function signOf(f: Factored, sign: SignOracle): number | null {
  if (f.excluded.some((p) => sign(p) === 0)) return null;
  if (Q.isZero(f.coef)) return 0;
  let s = f.coef.n > 0n ? 1 : -1;
  for (const factor of f.factors) {
    const fs = sign(factor);
    if (fs === 0) return 0;
    if (factor.exp % 2 !== 0) s *= fs;
  }
  return s;
}

function satisfies(s: number, op: CompareOp): boolean {
  switch (op) {
    case '=':
      return s === 0;
    case '!=':
      return s !== 0;
    case '<':
      return s < 0;
    case '>':
      return s > 0;
    case '<=':
      return s <= 0;
    case '>=':
      return s >= 0;
  }
}

/**
 * Decided in the sign case the point belongs to; false where either side is undefined. A |…| argument
 * may be undefined only in a case that does not apply (its inner |…| taken with the wrong sign), so cases
 * are ruled out by their defined guards first.
 */
function comparisonHolds(c: Comparison, sign: SignOracle): boolean {
  for (const signCase of c.cases) {
    const guardSigns = signCase.guards.map((g) => signOf(g.arg, sign));
    if (signCase.guards.some((g, k) => g.sign * (guardSigns[k] ?? 0) < 0)) continue;
    if (guardSigns.some((s) => s === null)) return false;
    const s = signOf(signCase.expr, sign);
    return s !== null && satisfies(s, c.op);
  }
  return false;
}

function holds(formula: Formula, sign: SignOracle): boolean {
  switch (formula.kind) {
    case 'comparison':
      return comparisonHolds(formula.comparison, sign);
    case 'all':
      return formula.items.every((f) => holds(f, sign));
    case 'any':
      return formula.items.some((f) => holds(f, sign));
  }
}

/**
 * The exact solution set by a sign chart: every polynomial of the relation has its real roots found,
 * the formula is decided at one rational point of every gap and at every root, and the pieces are joined.
 */
export function solveFormula(formula: Formula, maxDegree: number): RealSet {
  const polys = new Map<string, Poly>();
  collectPolys(formula, polys);
  const points = criticalPoints(polys.values(), maxDegree);
  const gaps = testPoints(points).map(oracleAt);
  const gapHolds = gaps.map((g) => holds(formula, g));
  const pointHolds = points.map((p, k) => holds(formula, oracleAtCritical(p, gaps[k] as SignOracle)));
  return assemble(points, gapHolds, pointHolds);
}

function assemble(points: CriticalPoint[], gapHolds: boolean[], pointHolds: boolean[]): RealSet {
  const out: RealSet = [];
  let open: RealBound | null = null;
  const close = (hi: RealBound): void => {
    if (open) out.push({ lo: open, hi });
    open = null;
  };
  gapHolds.forEach((gap, k) => {
    const before = points[k - 1];
    if (gap && !open) open = { at: before ? before.at : null, closed: false };
    const point = points[k];
    if (!point) return;
    const here = pointHolds[k] as boolean;
    if (here && !open) open = { at: point.at, closed: true };
    if (!here && open) close({ at: point.at, closed: false });
    else if (here && !(gapHolds[k + 1] as boolean)) close({ at: point.at, closed: true });
  });
  if (open) close({ at: null, closed: false });
  return out;
}
