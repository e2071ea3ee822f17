import * as Q from '../numbers/rational.ts';
import { LIMITS, unsupported } from './limits.ts';
import { type Real, rationalReal } from './real.ts';
import { realRootsOfDense, sortedDistinct } from './real-roots.ts';
import { exponentStep, type Sparse, sparseDegree, toDense } from './sparse-poly.ts';

/** Real roots of y^(1/m) = x for a rational y: exact when y is a perfect power, else x^m − y. */
function rootsOfPower(y: Q.Rational, m: number): Real[] {
  if (m % 2 === 0 && y.n < 0n) return [];
  if (y.n === 0n) return [rationalReal(Q.ZERO)];
  const magnitude = y.n < 0n ? Q.neg(y) : y;
  const exact = Q.rootRational(magnitude, m);
  if (exact !== null) {
    if (m % 2 === 1) return [rationalReal(y.n < 0n ? Q.neg(exact) : exact)];
    return [rationalReal(Q.neg(exact)), rationalReal(exact)];
  }
  if (m > LIMITS.maxRadicalIndex) unsupported('an irrational root of a very high power');
  const binomial = [Q.neg(y), ...Array.from({ length: m - 1 }, () => Q.ZERO), Q.ONE];
  return realRootsOfDense(binomial);
}

/**
 * Every distinct real root of a canonical polynomial (core(0) ≠ 0, or x itself), ascending. Dense
 * isolation up to `maxDegree`; beyond that only polynomials in x^m whose y-roots are rational, as in
 * x^6000 − 1 or x^3000 − 3x^1500 + 2.
 */
export function realRootsOfSparse(p: Sparse, maxDegree: number): Real[] {
  const degree = sparseDegree(p);
  if (degree < 1) return [];
  if (p.length === 1) return [rationalReal(Q.ZERO)];
  if (degree <= maxDegree) return realRootsOfDense(toDense(p));
  const step = exponentStep(p);
  if (step < 2 || degree / step > maxDegree) unsupported(`a degree ${degree} polynomial`);
  const roots: Real[] = [];
  for (const y of realRootsOfDense(toDense(p, step))) {
    if (y.kind !== 'rational') unsupported('an irrational root of a high-degree polynomial');
    roots.push(...rootsOfPower(y.value, step));
  }
  return sortedDistinct(roots);
}
