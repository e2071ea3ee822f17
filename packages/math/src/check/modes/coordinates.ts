/** Checking mode `coordinates`: an ordered tuple; `,` or `;` between numbers, parentheses optional, `x = …, y = …` accepted. Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, isStructure, wrongKind } from '../context.ts';
import { evaluate, freeSymbols, isDefined, isExact, toFloat, type Value, valuesEqual } from '../evaluate.ts';
import type { FeedbackKey } from '../feedback.ts';
import { formatValue } from '../values.ts';

/** Points as the student wrote them: (1; 2), A(1; 2), x=1, y=2, {(1; 2); (3; 4)}, 1, 2. */
function readPoints(n: Node): Node[][] | null {
  const m = unparen(n);
  if (m.type === 'tuple') return [m.items];
  if (m.type === 'mul' && m.implicit && unparen(m.left).type === 'sym' && unparen(m.right).type === 'tuple') {
    return readPoints(m.right);
  }
  if (m.type === 'set') {
    const pts: Node[][] = [];
    for (const item of m.items) {
      const p = readPoints(item);
      if (!p) return null;
      pts.push(...p);
    }
    return pts;
  }
  const items = m.type === 'list' ? m.items : [m];
  // Several points in a row; one product on its own is not a point (and would only be read again).
  if (items.length > 1 && items.every((i) => unparen(i).type === 'tuple' || unparen(i).type === 'mul')) {
    const pts: Node[][] = [];
    for (const item of items) {
      const p = readPoints(item);
      if (!p) return null;
      pts.push(...p);
    }
    if (pts.length > 0) return pts;
  }
  const named = items.every((i) => {
    const u = unparen(i);
    return (
      u.type === 'rel' && u.ops.length === 1 && u.ops[0] === '=' && unparen(u.args[0] as Node).type === 'sym'
    );
  });
  if (named) {
    const entries = items.map((i) => {
      const u = unparen(i) as Extract<Node, { type: 'rel' }>;
      return [(unparen(u.args[0] as Node) as { name: string }).name, u.args[1] as Node] as const;
    });
    const order = ['x', 'y', 'z'];
    entries.sort(([a], [b]) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : 1);
    });
    return [entries.map(([, v]) => v)];
  }
  if (items.some((i) => isStructure(i))) return null;
  return [items];
}

function sameTuple(a: Value[], b: Value[]): boolean {
  return a.length === b.length && a.every((v, k) => valuesEqual(v, b[k] as Value));
}

export function checkCoordinates(ctx: Ctx, c: Node, s: Node): CheckResult {
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  const studentPoints = readPoints(s);
  const correctPoints = readPoints(c);
  if (!studentPoints || studentPoints.some((p) => p.some((v) => freeSymbols(v).size > 0))) {
    return wrongKind(ctx, 'expected_coordinates', extra);
  }
  const sp = studentPoints.map((p) => p.map((v) => evaluate(v)));
  const cp = correctPoints?.map((p) => p.map((v) => evaluate(v)));
  if (!cp || sp.some((p) => p.some((v) => !isDefined(v)))) return done(ctx, false, 'incorrect', extra);
  const fmt = (pts: Value[][]): string => pts.map((p) => `(${p.map(formatValue).join('; ')})`).join('; ');
  extra.student_value = fmt(sp);
  extra.correct_value = fmt(cp);
  if (sp.length === 1 && cp.length === 1) {
    extra.student_coords = (sp[0] as Value[]).map(toFloat);
    extra.correct_coords = (cp[0] as Value[]).map(toFloat);
  }
  const sd = dedupe2(sp);
  const cd = dedupe2(cp);
  const aInB = sd.every((p) => cd.some((q) => sameTuple(p, q)));
  const bInA = cd.every((p) => sd.some((q) => sameTuple(p, q)));
  if (aInB && bInA) return done(ctx, true, 'correct', extra);
  if (sp.length === 1 && cp.length === 1) {
    const a = sp[0] as Value[];
    const b = cp[0] as Value[];
    if (a.length !== b.length) return done(ctx, false, 'wrong_dimension', extra);
    if (a.length === 2 && sameTuple([a[1] as Value, a[0] as Value], b))
      return done(ctx, false, 'swapped_coordinates', extra);
    const wrong = a.filter((v, k) => !valuesEqual(v, b[k] as Value));
    const negated = a.every((v, k) => {
      const w = b[k] as Value;
      return valuesEqual(v, w) || valuesEqual(isExact(v) ? Q.neg(v) : -v, w);
    });
    if (wrong.length > 0 && negated) return done(ctx, false, 'sign_error', extra);
  }
  const key: FeedbackKey = aInB ? 'missing_solution' : bInA ? 'extra_solution' : 'incorrect';
  return done(ctx, false, key, extra);
}

function dedupe2(pts: Value[][]): Value[][] {
  const out: Value[][] = [];
  for (const p of pts) if (!out.some((q) => sameTuple(p, q))) out.push(p);
  return out;
}
