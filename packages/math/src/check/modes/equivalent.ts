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
import { readSolutions } from '../solutions.ts';
import { hasPm } from '../values.ts';
import { checkCoordinates } from './coordinates.ts';
import { asOneEquation, checkEquation } from './equation.ts';
import { checkIntervals } from './inequality.ts';
import { checkSet } from './set.ts';
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
  const unsolved = unsolvedEquivalent(ctx, c, s);
  if (unsolved) return unsolved;
  if (m.type === 'rel') {
    if (m.ops.some((o) => o !== '=')) return checkIntervals(ctx, c, s);
    const vars = freeSymbols(m);
    return vars.size >= 2 &&
      !(m.args[0] && unparen(m.args[0]).type === 'sym' && freeSymbols(m.args[1] as Node).size === 0)
      ? checkEquation(ctx, c, s)
      : checkSolutions(ctx, c, s);
  }
  if (m.type === 'list' && isInequalityCondition(m)) return checkIntervals(ctx, c, s);
  if (m.type === 'set' && m.items.some((i) => unparen(i).type === 'tuple' || freeSymbols(i).size > 0)) {
    return checkSet(ctx, c, s, false);
  }
  return checkSolutions(ctx, c, s);
}

/**
 * A teacher's solved equation (`x = 2`, `x = 2 or x = −2`) and a student's equation or condition with the
 * same solutions (`(x − 2)² = 0`, `x² = 4`, `x ≥ 1 and x ≤ 1`): equal, as STACK's AlgEquiv has it. A task
 * that wants the solutions written out uses the `equation_solutions` mode instead.
 */
function unsolvedEquivalent(ctx: Ctx, c: Node, s: Node): CheckResult | null {
  const names = freeSymbols(c);
  if (names.size !== 1 || !asOneEquation(c)) return null;
  if (isInequalityCondition(s)) return checkIntervals(ctx, c, s);
  const variable = [...names][0] as string;
  if (asOneEquation(s) && isUnsolved(s, variable)) {
    return checkEquation(ctx, c, s);
  }
  return null;
}

function isUnsolved(s: Node, variable: string): boolean {
  const reading = readSolutions(s, variable);
  return reading.kind === 'points' && reading.notSolved;
}
