/** Checking mode `numeric_tolerance`: a value within `options.abs_tol` (or `rel_tol`) of the teacher's. Definitions: `conventions.modes` of the shared answer cases. */

import * as Q from '../../numbers/rational.ts';
import type { Node } from '../../parse/ast.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, stripName, valueFields } from '../context.ts';
import { diagnoseNumber } from '../diagnose.ts';
import { isExact, toFloat, type Value } from '../evaluate.ts';
import { constantValue } from '../values.ts';

const DEFAULT_ABS_TOL = 0.01;

/** A tolerance option as an exact rational (0.05 is 1/20, not the binary float nearest to it). */
function exactTolerance(t: number): Q.Rational | null {
  if (!Number.isFinite(t) || t < 0) return null;
  return Q.parseDecimal(t.toFixed(20).replace(/0+$/, '').replace(/\.$/, ''));
}

/**
 * |s − c| ≤ abs_tol, or ≤ rel_tol·|c|: exactly when both values are rational, so a relative tolerance stays
 * relative at every magnitude (1.06·10⁻³³ is not within 5 % of 10⁻³³); otherwise in floats with a slack of
 * a few ulps relative to the values, never an absolute one.
 */
function withinTolerance(sv: Value, cv: Value, opts: { abs_tol?: unknown; rel_tol?: unknown }): boolean {
  const relative = typeof opts.abs_tol !== 'number' && typeof opts.rel_tol === 'number';
  const t =
    typeof opts.abs_tol === 'number' ? opts.abs_tol : relative ? (opts.rel_tol as number) : DEFAULT_ABS_TOL;
  const exactT = exactTolerance(t);
  if (isExact(sv) && isExact(cv) && exactT) {
    const diff = Q.sub(sv, cv);
    const bound = relative ? Q.mul(exactT, cv.n < 0n ? Q.neg(cv) : cv) : exactT;
    return Q.compare(diff.n < 0n ? Q.neg(diff) : diff, bound) <= 0;
  }
  const x = toFloat(sv);
  const y = toFloat(cv);
  const bound = relative ? t * Math.abs(y) : t;
  return Math.abs(x - y) <= bound + 4 * Number.EPSILON * Math.max(Math.abs(x), Math.abs(y));
}

export function checkTolerance(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  const sv = constantValue(s);
  const cv = constantValue(c);
  const extra = valueFields(c, s, sv, cv);
  if (sv === null || cv === null) return done(ctx, false, 'incorrect', extra);
  if (withinTolerance(sv, cv, ctx.request.options ?? {})) return done(ctx, true, 'correct', extra);
  const key = diagnoseNumber(sv, cv, s, c, { tolerance: true });
  return done(ctx, false, key ?? 'incorrect', extra);
}
