/** Checking mode `set` (unordered, duplicates ignored, braces optional) and `ordered_list`. Definitions: `conventions.modes` of the shared answer cases. */
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, isNumber, notInAskedForm, stripName, wrongKind } from '../context.ts';
import { evaluate, expressionsEqual, freeSymbols, isDefined, type Value, valuesEqual } from '../evaluate.ts';
import type { FeedbackKey } from '../feedback.ts';
import { canonicalForm } from '../forms.ts';
import { dedupe, expandPm, formatValue, hasPm, isNameLike } from '../values.ts';
import { checkCoordinates } from './coordinates.ts';

/** The members of a set or list as written: {1; 2}, 1; 2, x = 1; x = 2, x ∈ {1; 2}. */
export function itemsOf(n: Node): Node[] {
  const m = unparen(n);
  if (m.type === 'nosolution') return [];
  if (m.type === 'rel' && m.ops.length === 1 && m.ops[0] === 'in' && isNameLike(m.args[0] as Node)) {
    return itemsOf(m.args[1] as Node);
  }
  const items = m.type === 'set' || m.type === 'list' || m.type === 'tuple' ? m.items : [m];
  // 1 ± √5 is two members.
  return items.map(stripName).flatMap((item) => (hasPm(item) ? expandPm(item) : [item]));
}

export function checkSet(ctx: Ctx, c: Node, s: Node, ordered: boolean): CheckResult {
  const items = itemsOf(s);
  const correctItems = itemsOf(c);
  // A set of points is compared point by point, as coordinates are.
  if (!ordered && correctItems.length > 0 && correctItems.every((i) => unparen(i).type === 'tuple')) {
    return checkCoordinates(ctx, c, s);
  }
  if (correctItems.some((i) => freeSymbols(i).size > 0))
    return checkSymbolicSet(ctx, c, s, items, correctItems);
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

/**
 * A set of expressions (`{2; 2x + 1}`): every member equal to one of the teacher's and the other way round;
 * in exact form each also written in its member's form.
 */
function checkSymbolicSet(ctx: Ctx, c: Node, s: Node, items: Node[], correctItems: Node[]): CheckResult {
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  const equal = (a: Node, b: Node) => expressionsEqual(a, b) === 'equal';
  const aInB = items.every((a) => correctItems.some((b) => equal(a, b)));
  const bInA = correctItems.every((b) => items.some((a) => equal(a, b)));
  if (!(aInB && bInA)) {
    return done(ctx, false, aInB ? 'missing_solution' : bInA ? 'extra_solution' : 'incorrect', extra);
  }
  if (ctx.mode === 'exact_form') {
    const forms = new Set(correctItems.map(canonicalForm));
    if (!items.every((a) => forms.has(canonicalForm(a))))
      return notInAskedForm(ctx, 'not_in_required_form', extra);
  }
  return done(ctx, true, 'correct', extra);
}
