/** Checking mode `equation_solutions`: the same solution set of the equation in the task variable, in any list notation. Definitions: `conventions.modes` of the shared answer cases. */
import type { Node } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, wrongKind } from '../context.ts';
import { diagnoseSolutions } from '../diagnose.ts';
import { isDefined, type Value, valuesEqual } from '../evaluate.ts';
import { pointsEqual, readSolutions, type SolutionPoint } from '../solutions.ts';
import { formatValue } from '../values.ts';

function taskVariable(ctx: Ctx, c: Node): string {
  const v = ctx.request.options?.variable;
  if (typeof v === 'string' && v) return v;
  const reading = readSolutions(c, 'x');
  if (reading.kind === 'points' && reading.names.size === 1) return [...reading.names][0] as string;
  return 'x';
}

export function checkSolutions(ctx: Ctx, c: Node, s: Node): CheckResult {
  const variable = taskVariable(ctx, c);
  const cr = readSolutions(c, variable);
  const sr = readSolutions(s, variable);
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  const show = (r: typeof cr): string =>
    r.kind === 'all'
      ? 'R'
      : `{${r.points.map((p) => [...p.entries()].map(([k, v]) => (p.size > 1 ? `${k}=${formatValue(v)}` : formatValue(v))).join(', ')).join('; ')}}`;
  extra.student_value = show(sr);
  extra.correct_value = show(cr);
  if (cr.kind === 'all' || sr.kind === 'all') {
    const ok = cr.kind === sr.kind;
    return done(ctx, ok, ok ? 'correct' : 'incorrect', extra);
  }
  if (sr.notSolved) return wrongKind(ctx, 'equation_not_solved', extra);
  // Letters where the solutions should be numbers ("abc", "x = 2y"): not solutions at all.
  if (sr.families.length > 0 && cr.families.length === 0) return wrongKind(ctx, 'expected_solutions', extra);
  const explicitVar = typeof ctx.request.options?.variable === 'string' || cr.names.size > 0;
  const cNames = cr.names.size > 0 ? cr.names : new Set([variable]);
  const studentNames = [...sr.names];
  if (studentNames.some((n) => !cNames.has(n))) {
    if (explicitVar || cNames.size > 1 || studentNames.length > 1)
      return done(ctx, false, 'wrong_variable', extra);
    // The teacher gave bare values: accept the student's variable name.
    for (const p of sr.points) {
      const v = p.get(studentNames[0] as string);
      p.clear();
      if (v !== undefined) p.set(variable, v);
    }
  }
  // Positional tuples (3; 2) for a system: map onto the teacher's variable order.
  const order = [...cNames].sort();
  for (const tuple of sr.positional) {
    if (tuple.length === order.length) sr.points.push(new Map(order.map((n, k) => [n, tuple[k] as Value])));
  }
  for (const tuple of cr.positional) {
    if (tuple.length === order.length) cr.points.push(new Map(order.map((n, k) => [n, tuple[k] as Value])));
  }
  if (sr.points.some((p) => [...p.values()].some((v) => !isDefined(v))))
    return done(ctx, false, 'incorrect', extra);

  if (cr.families.length > 0 || sr.families.length > 0) {
    const ok = familiesMatch(cr, sr);
    return done(ctx, ok, ok ? 'correct' : 'incorrect', extra);
  }
  const a = uniquePoints(sr.points);
  const b = uniquePoints(cr.points);
  const aInB = a.every((p) => b.some((q) => pointsEqual(p, q)));
  const bInA = b.every((p) => a.some((q) => pointsEqual(p, q)));
  if (aInB && bInA) return done(ctx, true, 'correct', extra);
  return done(ctx, false, diagnoseSolutions(a, b, s) ?? 'incorrect', extra);
}

function uniquePoints(points: SolutionPoint[]): SolutionPoint[] {
  const out: SolutionPoint[] = [];
  for (const p of points) if (!out.some((q) => pointsEqual(p, q))) out.push(p);
  return out;
}

function familyValues(
  r: Extract<ReturnType<typeof readSolutions>, { kind: 'points' }>,
  range: number,
): Value[] {
  const out: Value[] = [];
  for (const f of r.families) out.push(...f.values(range));
  for (const p of r.points) out.push(...p.values());
  return out.filter(isDefined);
}

function familiesMatch(
  c: Extract<ReturnType<typeof readSolutions>, { kind: 'points' }>,
  s: Extract<ReturnType<typeof readSolutions>, { kind: 'points' }>,
): boolean {
  const cSmall = familyValues(c, 3);
  const sSmall = familyValues(s, 3);
  const cBig = familyValues(c, 14);
  const sBig = familyValues(s, 14);
  return (
    sSmall.every((v) => cBig.some((w) => valuesEqual(v, w))) &&
    cSmall.every((v) => sBig.some((w) => valuesEqual(v, w)))
  );
}
