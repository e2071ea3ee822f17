/** Checking mode `equivalent`: mathematically equal; a teacher answer that is a set, point, equation or inequality is read as one. Definitions: `conventions.modes` of the shared answer cases. */
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import {
  type Ctx,
  compareValues,
  done,
  interpretationNote,
  isInequalityCondition,
  isStructure,
  stripName,
  valueFields,
} from '../context.ts';
import { diagnoseExpression, diagnoseNumber } from '../diagnose.ts';
import { evaluate, freeSymbols, isDefined, toFloat } from '../evaluate.ts';
import { hasPm } from '../values.ts';
import { checkCoordinates } from './coordinates.ts';
import { checkEquation } from './equation.ts';
import { checkIntervals } from './inequality.ts';
import { checkSolutions } from './solutions.ts';

export function checkEquivalent(ctx: Ctx, c: Node, s0: Node): CheckResult {
  if (isStructure(c)) return checkStructure(ctx, c, s0);
  const s = stripName(s0);
  if (isStructure(s)) {
    return done(ctx, false, 'incorrect', { student_expr: formatNode(s), correct_expr: formatNode(c) });
  }
  const cmp = compareValues(c, s);
  const extra = valueFields(c, s, cmp.sv, cmp.cv);
  if (cmp.equal) return done(ctx, true, 'correct', { ...extra, note: interpretationNote(ctx, s) });
  if (hasPm(s)) return done(ctx, false, 'principal_root', extra);
  if (freeSymbols(s).size === 0 && !isDefined(evaluate(s))) return done(ctx, false, 'undefined_value', extra);
  const key =
    cmp.sv !== null && cmp.cv !== null ? diagnoseNumber(cmp.sv, cmp.cv, s, c) : diagnoseExpression(s, c);
  return done(ctx, false, key ?? 'incorrect', extra);
}

/** Equivalent mode with a teacher answer that is a set, point, equation or inequality. */
export function checkStructure(ctx: Ctx, c: Node, s: Node): CheckResult {
  const m = unparen(c);
  if (m.type === 'tuple') {
    const bounds = m.items.some(
      (i) =>
        toFloat(evaluate(i)) === Number.POSITIVE_INFINITY ||
        toFloat(evaluate(i)) === Number.NEGATIVE_INFINITY,
    );
    return m.open === '[' || m.close === ']' || bounds
      ? checkIntervals(ctx, c, s)
      : checkCoordinates(ctx, c, s);
  }
  if (m.type === 'union') return checkIntervals(ctx, c, s);
  if (m.type === 'rel') {
    if (m.ops.some((o) => o !== '=')) return checkIntervals(ctx, c, s);
    const vars = freeSymbols(m);
    return vars.size >= 2 &&
      !(m.args[0] && unparen(m.args[0]).type === 'sym' && freeSymbols(m.args[1] as Node).size === 0)
      ? checkEquation(ctx, c, s)
      : checkSolutions(ctx, c, s);
  }
  if (m.type === 'list' && isInequalityCondition(m)) return checkIntervals(ctx, c, s);
  return checkSolutions(ctx, c, s);
}
