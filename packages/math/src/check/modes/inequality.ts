/** Checking mode `interval` and `inequality`: the same solution set; `interval` also asks for interval notation. Definitions: `conventions.modes` of the shared answer cases. */
import type { Node } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, notInAskedForm, stripName, wrongKind } from '../context.ts';
import { formatIntervals, onlyTouch, readIntervals, sameBoundaries, sameSet } from '../intervals.ts';

export function checkIntervals(ctx: Ctx, c: Node, s: Node): CheckResult {
  const variable = typeof ctx.request.options?.variable === 'string' ? ctx.request.options.variable : null;
  const cr = readIntervals(c, variable);
  const sr = readIntervals(stripName(s), variable) ?? readIntervals(s, variable);
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  if (!cr) return done(ctx, false, 'incorrect', extra);
  if (!sr)
    return wrongKind(ctx, ctx.mode === 'interval' ? 'expected_interval' : 'expected_inequality', extra);
  extra.student_value = formatIntervals(sr.set);
  extra.correct_value = formatIntervals(cr.set);
  if (sr.infinityClosed) return done(ctx, false, 'infinity_closed', extra);
  if (sameSet(sr.set, cr.set)) {
    if (ctx.mode === 'interval' && !sr.intervalNotation)
      return notInAskedForm(ctx, 'interval_notation_required', extra);
    return done(ctx, true, 'correct', extra);
  }
  if (sameBoundaries(sr.set, cr.set)) return done(ctx, false, 'endpoint_error', extra);
  if (cr.set.length > 0 && sr.set.length > 0 && onlyTouch(sr.set, cr.set)) {
    return done(ctx, false, 'flipped_inequality', extra);
  }
  return done(ctx, false, 'incorrect', extra);
}
