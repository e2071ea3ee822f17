/** Checking mode `equation`: an equivalent equation — the same solution set (e.g. proportional linear equations). Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, wrongKind } from '../context.ts';
import { diagnoseExpression } from '../diagnose.ts';
import { constantRatio, valuesEqual } from '../evaluate.ts';

export function checkEquation(ctx: Ctx, c: Node, s: Node): CheckResult {
  const sm = unparen(s);
  const cm = unparen(c);
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  if (sm.type !== 'rel' || sm.ops.length !== 1 || sm.ops[0] !== '=')
    return wrongKind(ctx, 'equation_required', extra);
  if (cm.type !== 'rel' || cm.ops.length !== 1) return done(ctx, false, 'incorrect', extra);
  const fs: Node = { type: 'sub', left: sm.args[0] as Node, right: sm.args[1] as Node };
  const fc: Node = { type: 'sub', left: cm.args[0] as Node, right: cm.args[1] as Node };
  const k = constantRatio(fs, fc);
  if (k !== null && !valuesEqual(k, Q.ZERO)) return done(ctx, true, 'correct', extra);
  const key = diagnoseExpression(sm.args[1] as Node, cm.args[1] as Node);
  return done(ctx, false, key === 'constant_term' ? 'constant_term' : 'incorrect', extra);
}
