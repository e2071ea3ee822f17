import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import {
  type Dense,
  degree,
  derivative,
  leading,
  positiveIntegerMultiple,
  positiveRemainder,
  signAt,
  subtract,
} from './dense-poly.ts';
import { LIMITS, unsupported } from './limits.ts';
import { midpoint } from './midpoint.ts';

/** A Sturm sequence: counting its sign changes at two points counts the real roots between them. */
export type SturmSequence = readonly Dense[];

/** The sequence p, p′, −rem(…) for a squarefree p; each member is scaled by a positive number only. */
export function sturmSequence(p: Dense): SturmSequence {
  const seq: Dense[] = [positiveIntegerMultiple(p)];
  let next = positiveIntegerMultiple(derivative(p));
  while (next.length > 0) {
    seq.push(next);
    const prev = seq[seq.length - 2] as Dense;
    next = subtract([], positiveRemainder(prev, next));
  }
  return seq;
}

function signChanges(seq: SturmSequence, x: Rational): number {
  let changes = 0;
  let last = 0;
  for (const p of seq) {
    const s = signAt(p, x);
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes += 1;
    last = s;
  }
  return changes;
}

/** Distinct real roots in the half-open interval (a, b] (Sturm's theorem, p squarefree). */
export function rootsInHalfOpen(seq: SturmSequence, a: Rational, b: Rational): number {
  return signChanges(seq, a) - signChanges(seq, b);
}

/** Distinct real roots strictly between a and b. */
export function rootsBetween(seq: SturmSequence, a: Rational, b: Rational): number {
  const p = seq[0] as Dense;
  return rootsInHalfOpen(seq, a, b) - (signAt(p, b) === 0 ? 1 : 0);
}

/**
 * A power of two B with every root inside (−B, B), from Fujiwara's bound 2·max |a_(n−k)/a_n|^(1/k) taken on
 * bit lengths: x⁸ + 10³⁰⁰x − 1 gets B ≈ 2^144, not Cauchy's 10³⁰⁰, which saves a thousand bisections.
 */
export function rootBound(p: Dense): bigint {
  const lead = leading(p);
  const n = degree(p);
  let exponent = 0;
  for (let k = 1; k <= n; k += 1) {
    const c = p[n - k] as Rational;
    if (Q.isZero(c)) continue;
    // |c/lead| < 2^bits (2 bits cover the rounding of bit lengths, 2 more are spare): k-th root < 2^ceil(bits/k).
    const bits = Q.bitLength(c.n) + Q.bitLength(lead.d) - Q.bitLength(lead.n) - Q.bitLength(c.d) + 4;
    exponent = Math.max(exponent, Math.ceil(bits / k));
  }
  return 2n ** BigInt(exponent + 1);
}

/** One real root: exactly rational, or the only root strictly inside (lo, hi) where p changes sign. */
export type IsolatedRoot =
  | { kind: 'exact'; value: Rational }
  | { kind: 'interval'; lo: Rational; hi: Rational };

/**
 * Every real root of a squarefree polynomial, ascending, by Sturm bisection. The work is capped: roots
 * closer together than the cap can resolve make the whole solve 'unsupported' rather than slow.
 */
export function isolateRealRoots(p: Dense): IsolatedRoot[] {
  if (degree(p) < 1) return [];
  const seq = sturmSequence(p);
  const bound = Q.fromInt(rootBound(p));
  const out: IsolatedRoot[] = [];
  const pending: [Rational, Rational][] = [[Q.neg(bound), bound]];
  let steps = 0;
  while (pending.length > 0) {
    steps += 1;
    if (steps > LIMITS.maxBisections) unsupported('roots too close together to separate');
    const [lo, hi] = pending.pop() as [Rational, Rational];
    const count = rootsBetween(seq, lo, hi);
    if (count === 0) continue;
    if (count === 1 && signAt(p, lo) !== 0 && signAt(p, hi) !== 0) {
      out.push({ kind: 'interval', lo, hi });
      continue;
    }
    const mid = midpoint(lo, hi);
    if (signAt(p, mid) === 0) out.push({ kind: 'exact', value: mid });
    pending.push([lo, mid], [mid, hi]);
  }
  return out.sort((a, b) => Q.compare(lowerEnd(a), lowerEnd(b)));
}

function lowerEnd(r: IsolatedRoot): Rational {
  return r.kind === 'exact' ? r.value : r.lo;
}
