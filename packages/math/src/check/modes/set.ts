/** Checking mode `set` (unordered, duplicates ignored, braces optional) and `ordered_list`. Definitions: `conventions.modes` of the shared answer cases. */
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, isNumber, stripName, wrongKind } from '../context.ts';
import { evaluate, freeSymbols, isDefined, type Value, valuesEqual } from '../evaluate.ts';
import type { FeedbackKey } from '../feedback.ts';
import { dedupe, formatValue, isNameLike } from '../values.ts';

/** The members of a set or list as written: {1; 2}, 1; 2, x = 1; x = 2, x ∈ {1; 2}. */
export function itemsOf(n: Node): Node[] {
  const m = unparen(n);
  if (m.type === 'nosolution') return [];
  if (m.type === 'rel' && m.ops.length === 1 && m.ops[0] === 'in' && isNameLike(m.args[0] as Node)) {
    return itemsOf(m.args[1] as Node);
  }
  if (m.type === 'set' || m.type === 'list' || m.type === 'tuple') return m.items.map(stripName);
  return [stripName(m)];
}

export function checkSet(ctx: Ctx, c: Node, s: Node, ordered: boolean): CheckResult {
  const items = itemsOf(s);
  const correctItems = itemsOf(c);
  if (items.some((i) => freeSymbols(i).size > 0) && correctItems.every(isNumber)) {
    return wrongKind(ctx, ordered ? 'expected_list' : 'expected_set', {
      student_expr: formatNode(s),
      correct_expr: formatNode(c),
    });
  }
  const sv = items.map((i) => evaluate(i));
  const cv = correctItems.map((i) => evaluate(i));
  const extra: Extra = {
    student_expr: formatNode(s),
    correct_expr: formatNode(c),
    student_value: `{${sv.map(formatValue).join('; ')}}`,
    correct_value: `{${cv.map(formatValue).join('; ')}}`,
  };
  if (sv.some((v) => !isDefined(v))) return done(ctx, false, 'incorrect', extra);
  if (ordered) {
    const same = sv.length === cv.length && sv.every((v, k) => valuesEqual(v, cv[k] as Value));
    if (same) return done(ctx, true, 'correct', extra);
    const sameSet = sv.length === cv.length && sv.every((v) => cv.some((w) => valuesEqual(v, w)));
    return done(ctx, false, sameSet ? 'wrong_order' : 'incorrect', extra);
  }
  const a = dedupe(sv);
  const b = dedupe(cv);
  const aInB = a.every((v) => b.some((w) => valuesEqual(v, w)));
  const bInA = b.every((v) => a.some((w) => valuesEqual(v, w)));
  if (aInB && bInA) return done(ctx, true, 'correct', extra);
  const key: FeedbackKey = aInB ? 'missing_solution' : bInA ? 'extra_solution' : 'incorrect';
  return done(ctx, false, key, extra);
}
