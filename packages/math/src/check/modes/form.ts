/** Checking mode The form modes: `exact_form`, `simplified_fraction`, `mixed_number`, `expanded`, `factored` — equal, and in the asked form. Definitions: `conventions.modes` of the shared answer cases. */
import { type Node, unparen } from '../../parse/ast.ts';
import { formatNode } from '../../parse/print.ts';
import type { CheckResult } from '../../types.ts';
import {
  type Ctx,
  compareValues,
  done,
  type Extra,
  inTeachersForm,
  isStructure,
  notInAskedForm,
  stripName,
  valueFields,
} from '../context.ts';
import { diagnoseExpression, diagnoseNumber } from '../diagnose.ts';
import { expressionsEqual, freeSymbols } from '../evaluate.ts';
import type { FeedbackKey } from '../feedback.ts';
import {
  canonicalForm,
  containsSum,
  expandedForm,
  factoredForm,
  isNumberLiteral,
  mixedNumberForm,
  simplifiedFractionForm,
  variableFactorCount,
} from '../forms.ts';
import { toPoly } from '../polynomial.ts';
import { checkEquivalent } from './equivalent.ts';

export function checkForm(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  if (ctx.mode === 'exact_form' && isEquation(c) && isEquation(s0)) return checkEquationForm(ctx, c, s0);
  if (isStructure(s) || isStructure(c)) return checkEquivalent(ctx, c, s0);
  if ((ctx.mode === 'expanded' || ctx.mode === 'factored') && toPoly(c) !== null && toPoly(s) === null) {
    // Not a small polynomial (e.g. (x+1)^1000): it cannot be the teacher's polynomial in the asked form.
    const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
    const notExpanded = ctx.mode === 'expanded' && expandedForm(s) !== 'ok';
    // The right value left as a product of sums ((x − √2)(x + √2)) is named, not counted as a try.
    if (notExpanded && expressionsEqual(s, c) === 'equal') return notInAskedForm(ctx, 'not_expanded', extra);
    return done(ctx, false, notExpanded ? 'not_expanded' : 'incorrect', extra);
  }
  const cmp = compareValues(c, s);
  const extra = valueFields(c, s, cmp.sv, cmp.cv);
  if (!cmp.equal) {
    const key =
      cmp.sv !== null && cmp.cv !== null ? diagnoseNumber(cmp.sv, cmp.cv, s, c) : diagnoseExpression(s, c);
    return done(ctx, false, key ?? 'incorrect', extra);
  }
  let key: FeedbackKey | null = null;
  switch (ctx.mode) {
    case 'exact_form':
      if (canonicalForm(s) !== canonicalForm(c)) key = exactFormMistake(c, s);
      break;
    case 'simplified_fraction': {
      const f = simplifiedFractionForm(s);
      key =
        f === 'ok'
          ? null
          : f === 'decimal'
            ? 'decimal_not_fraction'
            : f === 'sign_in_denominator'
              ? 'sign_in_denominator'
              : 'not_simplified';
      break;
    }
    case 'mixed_number': {
      const f = mixedNumberForm(s);
      key =
        f === 'ok'
          ? null
          : f === 'improper'
            ? 'improper_fraction'
            : f === 'not_reduced'
              ? 'not_simplified'
              : 'not_in_required_form';
      break;
    }
    case 'expanded': {
      const f = expandedForm(s);
      key = f === 'ok' ? null : f === 'like_terms' ? 'like_terms' : 'not_expanded';
      break;
    }
    case 'factored': {
      const f = factoredForm(s);
      // Fewer factors than the teacher's full factoring is a factoring left half done, which the
      // irreducibility test cannot see in several variables: `y(a + 9) + 8(a + 9)` for `(a + 9)(y + 8)`.
      const fewer = f === 'ok' && variableFactorCount(s) < variableFactorCount(c);
      key = fewer
        ? variableFactorCount(s) <= 1
          ? 'not_factored'
          : 'not_fully_factored'
        : f === 'ok'
          ? null
          : f;
      break;
    }
    default:
      break;
  }
  return key ? notInAskedForm(ctx, key, extra) : done(ctx, true, 'correct', extra);
}

/** The right value in another form than the teacher's: which form is missing. */
function exactFormMistake(c: Node, s: Node): FeedbackKey {
  if (freeSymbols(s).size === 0 && freeSymbols(c).size === 0) {
    return isNumberLiteral(c) ? 'not_computed' : 'not_in_required_form'; // 12+2 for 14; 165 for 3·5·11
  }
  const cForm = expandedForm(c);
  const sForm = expandedForm(s);
  if (cForm === 'ok' && sForm === 'like_terms') return 'like_terms';
  if (!containsSum(c)) return 'not_simplified_expression'; // m⁹·m⁵ for m¹⁴
  return cForm === 'ok' && sForm !== 'ok' ? 'not_expanded' : 'not_in_required_form';
}

function isEquation(n: Node): boolean {
  const m = unparen(n);
  return m.type === 'rel' && m.ops.every((op) => op === '=');
}

/** An equation in exact form: the same equation, each side in the teacher's form (the sides may swap). */
function checkEquationForm(ctx: Ctx, c: Node, s: Node): CheckResult {
  return inTeachersForm(ctx, c, s, checkEquivalent(ctx, c, s));
}
