/** Checking mode `percent`: the student's number is read in percent (the % sign is optional). Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { type Node, unparen } from '../../parse/ast.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, stripName, valueFields } from '../context.ts';
import { diagnoseNumber } from '../diagnose.ts';
import { toFloat, valuesEqual } from '../evaluate.ts';
import { constantValue } from '../values.ts';

function stripPercent(n: Node): Node {
  const m = unparen(n);
  if (m.type === 'percent') return m.arg;
  if (m.type === 'neg') {
    const inner = unparen(m.arg);
    if (inner.type === 'percent') return { type: 'neg', arg: inner.arg };
  }
  return n;
}

export function checkPercent(ctx: Ctx, c0: Node, s0: Node): CheckResult {
  const s = stripPercent(stripName(s0));
  const c = stripPercent(c0);
  const sv = constantValue(s);
  const cv = constantValue(c);
  const extra = valueFields(c, s, sv, cv);
  if (sv === null || cv === null) return done(ctx, false, 'incorrect', extra);
  if (valuesEqual(sv, cv)) return done(ctx, true, 'correct', extra);
  if (
    valuesEqual(Q.isZero(cv as Q.Rational) ? cv : toFloat(sv) * 100, toFloat(cv)) &&
    !valuesEqual(cv, Q.ZERO)
  ) {
    return done(ctx, false, 'percent_as_decimal', extra);
  }
  return done(ctx, false, diagnoseNumber(sv, cv, s, c) ?? 'incorrect', extra);
}
