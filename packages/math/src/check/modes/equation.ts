/** Checking mode `equation`: an equivalent equation — the same solution set (e.g. proportional linear equations). Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import { sameSolutionSet, solveRelation } from '../../solve/index.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, wrongKind } from '../context.ts';
import { diagnoseExpression } from '../diagnose.ts';
import { constantRatio, freeSymbols, valuesEqual } from '../evaluate.ts';
import { type IntervalSet, sameSet } from '../intervals.ts';
import { expandPm, hasPm, substitute } from '../values.ts';

/** x-values where a two-variable equation is cut into one-variable equations: both signs, not special. */
const SLICES = [
  Q.rational(-7n, 3n),
  Q.fromInt(-1),
  Q.ZERO,
  Q.rational(1n, 2n),
  Q.fromInt(2),
  Q.rational(13n, 5n),
  Q.fromInt(9),
];

/** An equation's real solutions in `variable`; empty where it divides by zero for every value. */
function solutionSet(equation: Node, variable: string): IntervalSet | null {
  const result = solveRelation(equation, variable);
  if (result.kind === 'solved') return result.set;
  return /division by zero/.test(result.reason) ? [] : null;
}

/**
 * Do two equations have the same real solutions? In one variable by solving both; in two, slice by slice:
 * at several values of each variable both become equations in the other with the same solutions
 * (`|x| = |y|` and `(x − y)(x + y) = 0`), and a slice where one is undefined throughout counts as empty —
 * `(y + 5)/x = 2` is not the line `y = 2x − 5`, it lacks (0; −5). 'unknown' when either cannot be solved.
 */
function sameSolutions(a: Node, b: Node): 'same' | 'different' | 'unknown' {
  const names = [...new Set([...freeSymbols(a), ...freeSymbols(b)])].sort();
  if (names.length === 1) return sameSolutionSet(a, b, names[0] as string);
  if (names.length !== 2) return 'unknown';
  for (const [fixed, free] of [names, [...names].reverse()] as [string, string][]) {
    for (const value of SLICES) {
      const at = new Map<string, Node>([
        [fixed, { type: 'num', value, raw: Q.formatRational(value), notation: 'integer' }],
      ]);
      const x = solutionSet(substitute(a, at), free);
      const y = solutionSet(substitute(b, at), free);
      if (x === null || y === null) return 'unknown';
      if (!sameSet(x, y)) return 'different';
    }
  }
  return 'same';
}

/**
 * One equation for what the student or teacher wrote: `x = 2 or x = 3` (and `x = 1 ± √5`) is
 * (x − 2)(x − 3) = 0 — over the reals a product is zero exactly when a factor is. Null when it is not
 * equations joined by "or".
 */
export function asOneEquation(node: Node): Extract<Node, { type: 'rel' }> | null {
  const m = unparen(node);
  const parts = m.type === 'list' && m.seps.every((sep) => sep === 'or') ? m.items : [m];
  const factors: Node[] = [];
  for (const part of parts) {
    const p = unparen(part);
    if (p.type !== 'rel' || p.ops.length !== 1 || p.ops[0] !== '=') return null;
    for (const left of expandPm(p.args[0] as Node)) {
      for (const right of expandPm(p.args[1] as Node)) {
        factors.push({ type: 'paren', arg: { type: 'sub', left, right } });
      }
    }
  }
  if (factors.length === 1 && m.type === 'rel' && !hasPm(m)) return m;
  const product = factors
    .slice(1)
    .reduce<Node>((acc, f) => ({ type: 'mul', left: acc, right: f, implicit: false }), factors[0] as Node);
  return { type: 'rel', ops: ['='], args: [product, ZERO_NODE] };
}

const ZERO_NODE: Node = { type: 'num', value: Q.ZERO, raw: '0', notation: 'integer' };

export function checkEquation(ctx: Ctx, c: Node, s: Node): CheckResult {
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  const sm = asOneEquation(s);
  const cm = asOneEquation(c);
  if (!sm) return wrongKind(ctx, 'equation_required', extra);
  if (!cm) return done(ctx, false, 'incorrect', extra);
  const fs: Node = { type: 'sub', left: sm.args[0] as Node, right: sm.args[1] as Node };
  const fc: Node = { type: 'sub', left: cm.args[0] as Node, right: cm.args[1] as Node };
  // Proportional sides are the quick path; otherwise the solution sets, found by solving.
  const k = constantRatio(fs, fc);
  if (k !== null && !valuesEqual(k, Q.ZERO)) return done(ctx, true, 'correct', extra);
  if (sameSolutions(sm, cm) === 'same') return done(ctx, true, 'correct', extra);
  const key = diagnoseExpression(sm.args[1] as Node, cm.args[1] as Node);
  return done(ctx, false, key === 'constant_term' ? 'constant_term' : 'incorrect', extra);
}
