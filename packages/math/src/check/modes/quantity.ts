/** Checking mode `quantity`: a value with an optional unit; the unit's dimension must match, conversions accepted. Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, outOfRangeResult, wrongKind } from '../context.ts';
import { diagnoseNumber } from '../diagnose.ts';
import { freeSymbols, isExact, toFloat, valuesEqual } from '../evaluate.ts';
import { outOfRange } from '../range.ts';
import { readQuantity } from '../units.ts';
import { constantValue, formatValue } from '../values.ts';

export function checkQuantity(
  ctx: Ctx,
  correct: string,
  student: string,
  format: 'text' | 'latex',
): CheckResult {
  const s = readQuantity(student, format, true);
  const c = readQuantity(correct, 'text', false);
  if (!s.ok) return done(ctx, false, s.error.kind, { error: s.error });
  const range = outOfRange(s.value);
  if (range) return outOfRangeResult(ctx, range);
  if (!c.ok) {
    return done(ctx, false, 'parse_error', {
      error: { kind: 'parse_error', message: "the teacher's answer could not be read" },
    });
  }
  const sv = constantValue(s.value);
  const cv = constantValue(c.value);
  const extra: Extra = {
    student_expr: formatNode(s.value) + (s.unit ? ` ${s.unit.text}` : ''),
    correct_expr: formatNode(c.value) + (c.unit ? ` ${c.unit.text}` : ''),
    student_value: sv !== null ? formatValue(sv) + (s.unit ? ` ${s.unit.text}` : '') : null,
    correct_value: cv !== null ? formatValue(cv) + (c.unit ? ` ${c.unit.text}` : '') : null,
  };
  if (sv === null && freeSymbols(s.value).size > 0) return wrongKind(ctx, 'expected_quantity', extra);
  if (sv === null || cv === null) return done(ctx, false, 'incorrect', extra);
  const required = ctx.request.options?.unit_required === true;
  if (!s.unit) {
    if (required && c.unit) return done(ctx, false, 'missing_unit', extra);
    if (valuesEqual(sv, cv)) return done(ctx, true, 'correct', extra);
    return done(ctx, false, diagnoseNumber(sv, cv, s.value, c.value) ?? 'incorrect', extra);
  }
  if (!c.unit) {
    return valuesEqual(sv, cv) ? done(ctx, true, 'correct', extra) : done(ctx, false, 'incorrect', extra);
  }
  if (s.unit.dimension !== c.unit.dimension) return done(ctx, false, 'wrong_unit', extra);
  const sBase = isExact(sv) ? Q.mul(sv, s.unit.factor) : toFloat(sv) * Q.toNumber(s.unit.factor);
  const cBase = isExact(cv) ? Q.mul(cv, c.unit.factor) : toFloat(cv) * Q.toNumber(c.unit.factor);
  if (valuesEqual(sBase, cBase)) return done(ctx, true, 'correct', extra);
  if (valuesEqual(sv, cv)) return done(ctx, false, 'unit_not_converted', extra);
  return done(ctx, false, diagnoseNumber(sBase, cBase, s.value, c.value) ?? 'incorrect', extra);
}
