import type { Node } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { formatNode } from '../parse/print.ts';
import type { CheckMode, CheckRequest, CheckResult } from '../types.ts';
import { CHECK_BUDGET_MS, TooComplexError, withBudget } from './budget.ts';
import {
  type Ctx,
  done,
  type EXPECTED,
  inTeachersForm,
  isInequalityCondition,
  isNumber,
  isStructure,
  type ModeCheck,
  notInAskedForm,
  outOfRangeResult,
  stripName,
  wrongKind,
} from './context.ts';
import { expressionsEqual, freeSymbols } from './evaluate.ts';
import { isComputed, isSimplified } from './forms.ts';
import { checkChoice } from './modes/choice.ts';
import { checkCoordinates } from './modes/coordinates.ts';
import { checkEquation } from './modes/equation.ts';
import { checkEquivalent } from './modes/equivalent.ts';
import { checkForm } from './modes/form.ts';
import { checkIntervals } from './modes/inequality.ts';
import { checkPercent } from './modes/percent.ts';
import { checkQuantity } from './modes/quantity.ts';
import { checkRounded } from './modes/rounded.ts';
import { checkSet } from './modes/set.ts';
import { checkSolutions } from './modes/solutions.ts';
import { checkTolerance } from './modes/tolerance.ts';
import { outOfRange } from './range.ts';
import { constantParts } from './values.ts';

/** Modes whose answer is one value: a comma there is a decimal comma. */
const SCALAR_MODES = new Set<CheckMode>([
  'equivalent',
  'exact_form',
  'numeric_tolerance',
  'decimal_places',
  'sig_figs',
  'simplified_fraction',
  'mixed_number',
  'percent',
  'expanded',
  'factored',
  'quantity',
]);

/** Modes whose answer is one number, with the message for an answer that is not one. */
const NUMBER_MODES: Partial<Record<CheckMode, keyof typeof EXPECTED>> = {
  equivalent: 'expected_number',
  exact_form: 'expected_number',
  numeric_tolerance: 'expected_number',
  decimal_places: 'not_a_decimal',
  sig_figs: 'not_a_decimal',
  simplified_fraction: 'expected_fraction',
  mixed_number: 'expected_mixed_number',
  percent: 'expected_percent',
};

/** Checks a student's answer against the teacher's in the given mode. Never throws. */
export function checkAnswer(request: CheckRequest): CheckResult {
  const ctx: Ctx = {
    request,
    language: request?.language === 'en' ? 'en' : 'lt',
    mode: request?.mode ?? 'equivalent',
  };
  try {
    return withBudget(CHECK_BUDGET_MS, () => check(ctx));
  } catch (e) {
    if (e instanceof TooComplexError) {
      return done(ctx, false, 'too_complex', { error: { kind: 'too_complex', message: e.message } });
    }
    return done(ctx, false, 'parse_error', {
      error: { kind: 'parse_error', message: 'the answer could not be checked' },
    });
  }
}

function check(ctx: Ctx): CheckResult {
  const { request, mode } = ctx;
  const student = typeof request.student === 'string' ? request.student : '';
  const correctText = typeof request.correct === 'string' ? request.correct : '';
  if (mode === 'multiple_choice') return checkChoice(ctx, correctText, student);
  const format = request.input_format === 'latex' ? 'latex' : 'text';
  if (mode === 'quantity') return checkQuantity(ctx, correctText, student, format);

  const parsedCorrect = parseAnswer(correctText, { format: 'text', decimalComma: false });
  // A teacher's set, point, interval or inequality makes a comma separate items even in a scalar mode.
  const scalar = SCALAR_MODES.has(mode) && !(parsedCorrect.ok && isStructure(parsedCorrect.node));
  const parsedStudent = parseAnswer(student, { format, decimalComma: scalar });
  if (!parsedStudent.ok) {
    return done(ctx, false, parsedStudent.error.kind, { error: parsedStudent.error });
  }
  if (!parsedCorrect.ok) {
    return done(ctx, false, 'parse_error', {
      error: {
        kind: 'parse_error',
        message: `the teacher's answer could not be read: ${parsedCorrect.error.message}`,
      },
    });
  }
  const s = parsedStudent.node;
  const c = parsedCorrect.node;
  const range = outOfRange(s);
  if (range) return outOfRangeResult(ctx, range);
  const expected = NUMBER_MODES[mode];
  // Letters where a number is asked are the wrong kind of answer, unless they cancel (sin²x + cos²x).
  if (
    expected &&
    isNumber(c) &&
    freeSymbols(stripName(s)).size > 0 &&
    expressionsEqual(stripName(s), c) !== 'equal'
  ) {
    return wrongKind(ctx, expected, { student_expr: formatNode(s), correct_expr: formatNode(c) });
  }
  // A teacher's inequality or system of them is one condition on the variable, whatever the mode.
  const result =
    isInequalityCondition(c) && mode !== 'interval' ? inequalityForm(ctx, c, s) : checkMode(ctx, c, s);
  return result.is_correct ? inAskedForm(ctx, c, s, result) : result;
}

/** A teacher's inequality: the same solution set, and in exact form also the same inequalities as written. */
function inequalityForm(ctx: Ctx, c: Node, s: Node): CheckResult {
  const result = checkIntervals(ctx, c, s);
  return ctx.mode === 'exact_form' ? inTeachersForm(ctx, c, s, result) : result;
}

/** A right value that is not in the form the task asks for (`options.form`): named, not counted. */
function inAskedForm(ctx: Ctx, c: Node, s: Node, result: CheckResult): CheckResult {
  const form = ctx.request.options?.form;
  const { is_correct, answer_type, feedback_key, feedback, error, ...fields } = result;
  if (form === 'value' && !constantParts(s).every(isComputed)) {
    return notInAskedForm(ctx, 'not_computed', fields);
  }
  if (form === 'simplified' && !isSimplified(stripName(s), c)) {
    return notInAskedForm(ctx, 'not_simplified_expression', fields);
  }
  return result;
}

/** One checker per mode; modes that share a reading share a function. */
const MODES: Record<Exclude<CheckMode, 'multiple_choice' | 'quantity'>, ModeCheck> = {
  equivalent: checkEquivalent,
  exact_form: checkForm,
  simplified_fraction: checkForm,
  mixed_number: checkForm,
  expanded: checkForm,
  factored: checkForm,
  numeric_tolerance: checkTolerance,
  decimal_places: checkRounded,
  sig_figs: checkRounded,
  percent: checkPercent,
  set: (ctx, c, s) => checkSet(ctx, c, s, false),
  ordered_list: (ctx, c, s) => checkSet(ctx, c, s, true),
  interval: checkIntervals,
  inequality: checkIntervals,
  coordinates: checkCoordinates,
  equation_solutions: checkSolutions,
  equation: checkEquation,
};

function checkMode(ctx: Ctx, c: Node, s: Node): CheckResult {
  const checker = MODES[ctx.mode as keyof typeof MODES] ?? checkEquivalent;
  return checker(ctx, c, s);
}
