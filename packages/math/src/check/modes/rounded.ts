/** Checking mode `decimal_places` and `sig_figs`: the correctly rounded value, written with the asked number of places or figures. Definitions: `conventions.modes` of the shared answer cases. */
import * as Q from '../../numbers/rational.ts';
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import { type Ctx, done, type Extra, notInAskedForm, stripName, wrongKind } from '../context.ts';
import { diagnoseNumber } from '../diagnose.ts';
import { isExact, toFloat } from '../evaluate.ts';
import { constantValue, decimalPlaces, formatValue, roundFloat, roundSig } from '../values.ts';

/** The decimal the student wrote: its value, places after the point and significant figures (lo…hi). */
type WrittenDecimal = { value: Q.Rational; places: number; figures: [number, number] };

export function readDecimal(node: Node): WrittenDecimal | null {
  const n = unparen(node);
  const inner = n.type === 'neg' ? unparen(n.arg) : n;
  if (inner.type !== 'num' || inner.notation === 'periodic') return null;
  // 1.50e3: the mantissa's digits are the significant ones; the exponent moves the point.
  return {
    value: n === inner ? inner.value : Q.neg(inner.value),
    places: decimalPlaces(inner.raw),
    figures: sigFigCounts(inner.raw.split('e')[0] ?? ''),
  };
}

function sigFigCounts(raw: string): [number, number] {
  const digits = raw.replace('.', '').replace(/^0+/, '');
  if (raw.includes('.')) return [digits.length, digits.length];
  const trimmed = digits.replace(/0+$/, '');
  return [Math.max(trimmed.length, 1), Math.max(digits.length, 1)];
}

export function checkRounded(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  const cv = constantValue(c);
  const dec = readDecimal(s);
  const opts = ctx.request.options ?? {};
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  if (cv === null) return done(ctx, false, 'incorrect', extra);
  if (!dec) return wrongKind(ctx, 'not_a_decimal', extra);
  let target: Q.Rational | null;
  let countOk: boolean;
  if (ctx.mode === 'decimal_places') {
    const places = typeof opts.places === 'number' ? opts.places : 2;
    countOk = dec.places === places;
    target = isExact(cv) ? Q.roundToPlaces(cv, places) : roundFloat(cv, places);
  } else {
    const figures = typeof opts.figures === 'number' ? opts.figures : 3;
    const [lo, hi] = dec.figures;
    countOk = lo <= figures && figures <= hi;
    const exact = isExact(cv) ? cv : Q.parseDecimal(Math.abs(cv).toPrecision(17).replace(/e.*$/, ''));
    target = exact ? roundSig(isExact(cv) ? cv : cv < 0 ? Q.neg(exact) : exact, figures) : null;
  }
  const fields: Extra = {
    ...extra,
    student_value: Q.formatRational(dec.value),
    correct_value: target ? Q.formatRational(target) : formatValue(cv),
    difference: target ? Q.formatRational(Q.sub(dec.value, target)) : null,
  };
  const valueOk = target !== null && Q.equals(dec.value, target);
  if (valueOk && countOk) return done(ctx, true, 'correct', fields);
  if (valueOk) {
    // The right value with another number of places or figures (3.140 for 3.14): not the asked form.
    return notInAskedForm(
      ctx,
      ctx.mode === 'decimal_places' ? 'wrong_decimal_places' : 'wrong_sig_figs',
      fields,
    );
  }
  if (!countOk) {
    return done(
      ctx,
      false,
      ctx.mode === 'decimal_places' ? 'wrong_decimal_places' : 'wrong_sig_figs',
      fields,
    );
  }
  const close =
    target !== null &&
    Math.abs(toFloat(Q.sub(dec.value, cv && isExact(cv) ? cv : target))) <=
      2 * Math.abs(toFloat(Q.sub(dec.value, target)));
  const key =
    diagnoseNumber(dec.value, target ?? cv, s, c, { tolerance: true }) ??
    (close ? 'rounding_error' : 'incorrect');
  return done(ctx, false, key, fields);
}
