import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import {
  type Dense,
  degree,
  divide,
  fromInts,
  leading,
  primitive,
  signAt,
  squarefree,
} from './dense-poly.ts';
import { LIMITS, unsupported } from './limits.ts';
import { midpoint } from './midpoint.ts';
import { negatedText, radicalText, rationalText, splitSquare, surdText } from './radical-text.ts';
import {
  type Algebraic,
  algebraic,
  compareReal,
  floorOf,
  type Real,
  rationalReal,
  refine,
  signOfReal,
} from './real.ts';
import { isolateRealRoots } from './sturm.ts';

type Narrowed = { kind: 'exact'; value: Rational } | { kind: 'interval'; lo: Rational; hi: Rational };

/** Bisect (lo, hi) — one sign change of p — until it is shorter than `width` or lands on the root. */
function narrow(p: Dense, lo: Rational, hi: Rational, width: Rational): Narrowed {
  let [l, h] = [lo, hi];
  const loSign = signAt(p, lo);
  for (let k = 0; k < LIMITS.maxBisections && Q.compare(Q.sub(h, l), width) >= 0; k += 1) {
    const mid = midpoint(l, h);
    const s = signAt(p, mid);
    if (s === 0) return { kind: 'exact', value: mid };
    if (s === loSign) l = mid;
    else h = mid;
  }
  return { kind: 'interval', lo: l, hi: h };
}

/**
 * The rational-root theorem without a divisor search: a rational root of a primitive integer polynomial
 * with leading coefficient a is k/a for an integer k, so an interval shorter than 1/a holds at most one
 * candidate, which is then checked exactly.
 */
function rationalRootIn(p: Dense, lo: Rational, hi: Rational): Narrowed {
  const a = leading(p).n;
  const width = Q.rational(1n, a);
  const narrowed = narrow(p, lo, hi, width);
  if (narrowed.kind === 'exact') return narrowed;
  if (Q.compare(Q.sub(narrowed.hi, narrowed.lo), width) >= 0) unsupported('the coefficients are too large');
  const k = floorOf(Q.mul(narrowed.lo, Q.fromInt(a))) + 1n;
  const candidate = Q.rational(k, a);
  const inside = Q.compare(narrowed.lo, candidate) < 0 && Q.compare(candidate, narrowed.hi) < 0;
  return inside && signAt(p, candidate) === 0 ? { kind: 'exact', value: candidate } : narrowed;
}

/** ⌊√m⌋ for m ≥ 0, by Newton's method from above (a few dozen steps even for thousand-digit m). */
function isqrt(m: bigint): bigint {
  if (m < 2n) return m;
  let x = 1n << BigInt((Q.bitLength(m) >> 1) + 1);
  for (let k = 0; k < 10_000; k += 1) {
    const y = (x + m / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  return x;
}

/**
 * Roots of a primitive quadratic straight from the formula: with r = ⌊√D⌋ the irrational roots lie in
 * ((−b ± r)/2a, (−b ± (r + 1))/2a), already isolating intervals, so nothing is bisected.
 */
function quadraticRoots(q: Dense): Real[] {
  const [c, b, a] = (q as [Rational, Rational, Rational]).map((x) => x.n) as [bigint, bigint, bigint];
  const disc = b * b - 4n * a * c;
  if (disc < 0n) return [];
  const r = isqrt(disc);
  const at = (k: bigint): Rational => Q.rational(-b + k, 2n * a);
  if (r * r === disc) return [rationalReal(at(-r)), rationalReal(at(r))];
  return [algebraic(q, at(-r - 1n), at(-r)), algebraic(q, at(r), at(r + 1n))].map((x) => {
    x.form = quadraticForm(q, x);
    return x;
  });
}

/** Every distinct real root of a dense polynomial, ascending, with exact forms where we have them. */
export function realRootsOfDense(p: Dense): Real[] {
  const sqf = squarefree(primitive(p));
  if (degree(sqf) < 1) return [];
  if (degree(sqf) === 1)
    return [rationalReal(Q.div(Q.neg(sqf[0] as Rational), sqf[1] as Rational) as Rational)];
  if (degree(sqf) === 2) return quadraticRoots(sqf);
  if (sqf.some((c) => Q.bitLength(c.n) > LIMITS.maxIsolationBits))
    unsupported('the coefficients are too large');
  const found = isolateRealRoots(sqf).map((r) => (r.kind === 'exact' ? r : rationalRootIn(sqf, r.lo, r.hi)));
  let rest = sqf;
  for (const r of found) {
    if (r.kind === 'exact') rest = primitive(divide(rest, [Q.neg(r.value), Q.ONE]).quotient);
  }
  const irrational: Algebraic[] = [];
  const roots: Real[] = found.map((r) => {
    if (r.kind === 'exact') return rationalReal(r.value);
    const x = algebraic(rest, r.lo, r.hi);
    irrational.push(x);
    return x;
  });
  attachForms(rest, irrational);
  return roots;
}

/** Exact forms for the irrational roots where one exists: surds, then x^m = c, then biquadratics. */
function attachForms(rest: Dense, roots: Algebraic[]): void {
  if (roots.length === 0) return;
  if (degree(rest) === 2) {
    for (const x of roots) x.form = quadraticForm(rest, x);
    return;
  }
  if (Q.bitLength(leading(rest).n) <= LIMITS.maxPairingBits) pairIntoQuadratics(rest, roots);
  if (roots.some((x) => x.form !== null)) return;
  if (!binomialForms(rest, roots)) biquadraticForms(rest, roots);
}

/** The surd root (−b ± √D)/(2a) of a quadratic that is the one inside x's interval. */
function quadraticForm(q: Dense, x: Algebraic): Algebraic['form'] {
  const [c, b, a] = q as [Rational, Rational, Rational];
  const disc = Q.sub(Q.mul(b, b), Q.mul(Q.fromInt(4), Q.mul(a, c)));
  const { s, c: radicand } = splitSquare(disc.n * disc.d);
  const twoA = Q.mul(Q.fromInt(2), a);
  const centre = Q.div(Q.neg(b), twoA) as Rational;
  const half = Q.div(Q.rational(s, disc.d), twoA) as Rational;
  // q is primitive, so a > 0: left of the smaller root q is positive.
  const offset = signAt(q, x.lo) > 0 ? Q.neg(half) : half;
  return { kind: 'surd', a: centre, b: offset, c: radicand };
}

/** Integers strictly inside (lo·k, hi·k), when the interval is shorter than 1/k: at most one. */
function integerInside(lo: Rational, hi: Rational, k: bigint): bigint | null {
  const l = Q.mul(lo, Q.fromInt(k));
  const h = Q.mul(hi, Q.fromInt(k));
  const candidate = floorOf(l) + 1n;
  return Q.compare(Q.fromInt(candidate), h) < 0 ? candidate : null;
}

function productRange(a: Algebraic, b: Algebraic): [Rational, Rational] {
  const corners = [Q.mul(a.lo, b.lo), Q.mul(a.lo, b.hi), Q.mul(a.hi, b.lo), Q.mul(a.hi, b.hi)];
  corners.sort(Q.compare);
  return [corners[0] as Rational, corners[3] as Rational];
}

function shorterThan(lo: Rational, hi: Rational, k: bigint): boolean {
  return Q.compare(Q.mul(Q.sub(hi, lo), Q.fromInt(k)), Q.ONE) < 0;
}

/**
 * Two real roots α, β of the integer polynomial with leading coefficient L are the roots of a rational
 * quadratic factor exactly when L(α+β) and L²αβ are integers (Gauss's lemma): read them off narrow
 * intervals and confirm by exact division.
 */
function quadraticFactorOf(rest: Dense, a: Algebraic, b: Algebraic): Dense | null {
  const lead = leading(rest).n;
  const lead2 = lead * lead;
  for (let k = 0; k < LIMITS.maxBisections; k += 1) {
    const sumLo = Q.add(a.lo, b.lo);
    const sumHi = Q.add(a.hi, b.hi);
    const [prodLo, prodHi] = productRange(a, b);
    if (shorterThan(sumLo, sumHi, lead) && shorterThan(prodLo, prodHi, lead2)) {
      const sum = integerInside(sumLo, sumHi, lead);
      const product = integerInside(prodLo, prodHi, lead2);
      if (sum === null || product === null) return null;
      const q = primitive(fromInts([product, -sum * lead, lead2]));
      if (divide(rest, q).remainder.length > 0) return null;
      const changes = (x: Algebraic): boolean => signAt(q, x.lo) * signAt(q, x.hi) < 0;
      return changes(a) && changes(b) ? q : null;
    }
    refine(a);
    refine(b);
  }
  return null;
}

/** Describe x by its quadratic factor from now on: smaller polynomial, exact surd form. */
function adopt(x: Algebraic, q: Dense): void {
  const fresh = algebraic(q, x.lo, x.hi);
  x.poly = fresh.poly;
  x.key = fresh.key;
  x.loSign = fresh.loSign;
  x.form = quadraticForm(q, x);
}

function pairIntoQuadratics(rest: Dense, roots: Algebraic[]): void {
  for (let i = 0; i < roots.length; i += 1) {
    for (let j = i + 1; j < roots.length; j += 1) {
      const a = roots[i] as Algebraic;
      const b = roots[j] as Algebraic;
      if (a.form || b.form) continue;
      const q = quadraticFactorOf(rest, a, b);
      if (!q) continue;
      adopt(a, q);
      adopt(b, q);
    }
  }
}

/** a·x^m + b: the roots are ±(−b/a)^(1/m), written `∛2`, `−∜5`. */
function binomialForms(rest: Dense, roots: Algebraic[]): boolean {
  const m = degree(rest);
  if (!rest.slice(1, m).every((c) => Q.isZero(c))) return false;
  const y = Q.div(Q.neg(rest[0] as Rational), leading(rest)) as Rational;
  const text = simplestRadical(y.n < 0n ? Q.neg(y) : y, m);
  const expected = m % 2 === 1 ? [y.n < 0n ? negatedText(text) : text] : [negatedText(text), text];
  if (expected.length !== roots.length) return false;
  roots.forEach((x, k) => {
    x.form = { kind: 'radical', text: expected[k] as string };
  });
  return true;
}

/** y^(1/m) with the index lowered where y is a perfect power: 8^(1/9) is written ∛2. */
function simplestRadical(y: Rational, m: number): string {
  for (let k = m - 1; k >= 2; k -= 1) {
    const base = m % k === 0 ? Q.rootRational(y, k) : null;
    if (base) return radicalText(rationalText(base), m / k, base.d === 1n);
  }
  return radicalText(rationalText(y), m, y.d === 1n);
}

/** a·x⁴ + b·x² + c with surd roots y of the quadratic in y = x²: x = ±√y, written `√(2 + √3)`. */
function biquadraticForms(rest: Dense, roots: Algebraic[]): void {
  if (degree(rest) !== 4 || !Q.isZero(rest[1] as Rational) || !Q.isZero(rest[3] as Rational)) return;
  const inY = [rest[0], rest[2], rest[4]] as Dense;
  const positive = realRootsOfDense(inY).filter((y) => signOfReal(y) > 0);
  if (positive.some((y) => y.kind !== 'algebraic' || y.form?.kind !== 'surd')) return;
  if (roots.length !== 2 * positive.length) return;
  const texts = positive.map((y) => {
    const form = (y as Algebraic).form as { a: Rational; b: Rational; c: bigint };
    return radicalText(surdText(form.a, form.b, form.c), 2, false);
  });
  const ordered = [...texts.map(negatedText).reverse(), ...texts];
  roots.forEach((x, k) => {
    x.form = { kind: 'radical', text: ordered[k] as string };
  });
}

/** All roots, sorted; duplicates from different sources removed. */
export function sortedDistinct(roots: Real[]): Real[] {
  const sorted = [...roots].sort(compareReal);
  return sorted.filter((x, k) => k === 0 || compareReal(sorted[k - 1] as Real, x) !== 0);
}
