/** Checking mode `numeric_tolerance`: a value within `options.abs_tol` (or `rel_tol`) of the teacher's. Definitions: `conventions.modes` of the shared answer cases. */
import type { Node } from '../../parse/ast.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, stripName, valueFields } from '../context.ts';
import { diagnoseNumber } from '../diagnose.ts';
import { toFloat } from '../evaluate.ts';
import { constantValue } from '../values.ts';

const DEFAULT_ABS_TOL = 0.01;

export function checkTolerance(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  const sv = constantValue(s);
  const cv = constantValue(c);
  const extra = valueFields(c, s, sv, cv);
  if (sv === null || cv === null) return done(ctx, false, 'incorrect', extra);
  const opts = ctx.request.options ?? {};
  const x = toFloat(sv);
  const y = toFloat(cv);
  const tol =
    typeof opts.abs_tol === 'number'
      ? opts.abs_tol
      : typeof opts.rel_tol === 'number'
        ? opts.rel_tol * Math.abs(y)
        : DEFAULT_ABS_TOL;
  const ok = Math.abs(x - y) <= tol * (1 + 1e-12) + 1e-15;
  if (ok) return done(ctx, true, 'correct', extra);
  const key = diagnoseNumber(sv, cv, s, c, { tolerance: true });
  return done(ctx, false, key ?? 'incorrect', extra);
}
