/** Checking mode `interval` and `inequality`: the same solution set; `interval` also asks for interval notation. Definitions: `conventions.modes` of the shared answer cases. */
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import { solveRelation } from '../../solve/index.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, notInAskedForm, stripName, wrongKind } from '../context.ts';
import { constantRatio, freeSymbols, toFloat } from '../evaluate.ts';
import {
  formatIntervals,
  type IntervalSet,
  onlyTouch,
  readIntervals,
  sameBoundaries,
  sameSet,
} from '../intervals.ts';

/**
 * Reads an inequality that is not solved (`2 < 2x`, `x² > 4`, `|x| < 2`, `(x − 1)/(x + 2) ≥ 0`) by solving it
 * exactly: in one variable, the task's or the only one it has.
 */
function solveInequality(rel: Node, variable: string | null): IntervalSet | null {
  const names = freeSymbols(rel);
  const v = variable ?? (names.size === 1 ? ([...names][0] as string) : null);
  if (v === null || [...names].some((name) => name !== v)) return null;
  const result = solveRelation(rel, v);
  return result.kind === 'solved' ? result.set : null;
}

/** `a < b` as `f < 0` (or ≤, ≠): the side to compare with zero and whether the boundary counts. */
function towardZero(n: Node): { f: Node; op: '<' | '<=' | '!=' } | null {
  const m = unparen(n);
  if (m.type !== 'rel' || m.ops.length !== 1) return null;
  const [a, b] = m.args as [Node, Node];
  switch (m.ops[0]) {
    case '<':
    case '<=':
      return { f: { type: 'sub', left: a, right: b }, op: m.ops[0] };
    case '>':
      return { f: { type: 'sub', left: b, right: a }, op: '<' };
    case '>=':
      return { f: { type: 'sub', left: b, right: a }, op: '<=' };
    case '!=':
      return { f: { type: 'sub', left: a, right: b }, op: '!=' };
    default:
      return null;
  }
}

/**
 * One inequality in several variables against another (`y < x` for `x > y`, `3x² < 9a` for `x² − 3a < 0`):
 * the same when one side-difference is a positive multiple of the other (any non-zero one for ≠). Null
 * when either is not a single inequality; false when they are but no such multiple is found.
 */
function sameInequality(c: Node, s: Node): boolean | null {
  const tc = towardZero(c);
  const ts = towardZero(stripName(s));
  if (!tc || !ts) return null;
  if (tc.op !== ts.op) return false;
  const k = constantRatio(ts.f, tc.f);
  if (k === null) return false;
  const x = toFloat(k);
  return tc.op === '!=' ? x !== 0 : x > 0;
}

export function checkIntervals(ctx: Ctx, c: Node, s: Node): CheckResult {
  const variable = typeof ctx.request.options?.variable === 'string' ? ctx.request.options.variable : null;
  const cr = readIntervals(c, variable, solveInequality);
  const sr =
    readIntervals(stripName(s), variable, solveInequality) ?? readIntervals(s, variable, solveInequality);
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  if (!cr || !sr) {
    const same = sameInequality(c, s);
    if (same !== null) return done(ctx, same, same ? 'correct' : 'incorrect', extra);
  }
  if (!cr) return done(ctx, false, 'incorrect', extra);
  if (!sr)
    return wrongKind(ctx, ctx.mode === 'interval' ? 'expected_interval' : 'expected_inequality', extra);
  extra.student_value = formatIntervals(sr.set);
  extra.correct_value = formatIntervals(cr.set);
  if (sr.infinityClosed) return done(ctx, false, 'infinity_closed', extra);
  if (sameSet(sr.set, cr.set)) {
    // A task asking for the result (`form` solved or value) does not take the question copied back.
    const form = ctx.request.options?.form;
    const solvedAsked = ctx.mode === 'interval' || form === 'solved' || form === 'value';
    if (solvedAsked && !sr.solved) return notInAskedForm(ctx, 'not_solved_yet', extra);
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
