import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { formatNode } from '../parse/print.ts';
import type { CheckMode, CheckRequest, CheckResult, Language } from '../types.ts';
import { diagnoseExpression, diagnoseNumber, diagnoseSolutions } from './diagnose.ts';
import {
  constantRatio,
  evaluate,
  expressionsEqual,
  freeSymbols,
  isDefined,
  isExact,
  toFloat,
  type Value,
  valuesEqual,
} from './evaluate.ts';
import { type FeedbackKey, feedbackText } from './feedback.ts';
import {
  canonicalForm,
  containsSum,
  expandedForm,
  factoredForm,
  isComputed,
  isNumberLiteral,
  isSimplified,
  mixedNumberForm,
  simplifiedFractionForm,
} from './forms.ts';
import { formatIntervals, onlyTouch, readIntervals, sameBoundaries, sameSet } from './intervals.ts';
import { toPoly } from './polynomial.ts';
import { type OutOfRange, outOfRange } from './range.ts';
import { pointsEqual, readSolutions, type SolutionPoint } from './solutions.ts';
import { readQuantity } from './units.ts';
import {
  constantParts,
  constantValue,
  decimalPlaces,
  dedupe,
  formatValue,
  hasPm,
  isNameLike,
  roundFloat,
  roundSig,
} from './values.ts';

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

const DEFAULT_ABS_TOL = 0.01;

type Ctx = { request: CheckRequest; language: Language; mode: CheckMode };
type Extra = Partial<Omit<CheckResult, 'is_correct' | 'feedback_key' | 'feedback'>> & { note?: string };

function answerType(mode: CheckMode): string {
  switch (mode) {
    case 'set':
      return 'set';
    case 'interval':
    case 'inequality':
      return 'interval';
    case 'coordinates':
      return 'coordinates';
    case 'equation_solutions':
      return 'equation_solutions';
    case 'equation':
      return 'equation';
    case 'ordered_list':
      return 'list';
    case 'quantity':
      return 'quantity';
    case 'multiple_choice':
      return 'multiple_choice';
    case 'expanded':
    case 'factored':
      return 'expression';
    default:
      return 'number';
  }
}

function done(ctx: Ctx, isCorrect: boolean, key: FeedbackKey, extra: Extra = {}): CheckResult {
  const { note, ...fields } = extra;
  const text = feedbackText(key, ctx.language);
  return {
    is_correct: isCorrect,
    answer_type: answerType(ctx.mode),
    feedback_key: key,
    feedback: note ? `${text} ${note}` : text,
    student_value: null,
    correct_value: null,
    difference: null,
    student_expr: null,
    correct_expr: null,
    simplified_difference: null,
    error: null,
    ...fields,
    // A point with ∞ (a teacher's interval read as coordinates) has no coordinates to draw.
    student_coords: finiteOrNull(fields.student_coords),
    correct_coords: finiteOrNull(fields.correct_coords),
  };
}

function finiteOrNull(coords: number[] | null | undefined): number[] | null {
  return coords?.every(Number.isFinite) ? coords : null;
}

function outOfRangeResult(ctx: Ctx, range: OutOfRange): CheckResult {
  const message = range === 'too_large' ? 'a number is too large' : 'a number is too small';
  return done(ctx, false, range, { error: { kind: 'too_large', message } });
}

/** What each "wrong kind" message asks for, for the error's message. */
const EXPECTED = {
  expected_number: 'a number',
  expected_percent: 'a percentage',
  expected_fraction: 'a fraction',
  expected_mixed_number: 'a mixed number',
  expected_quantity: 'a number with a unit',
  not_a_decimal: 'a decimal number',
  expected_coordinates: 'coordinates (x; y)',
  expected_set: 'a set of numbers',
  expected_list: 'a list of numbers',
  expected_interval: 'an interval',
  expected_inequality: 'an inequality or an interval',
  expected_solutions: 'the solutions of the equation',
  equation_not_solved: 'the solutions, not an equation',
  equation_required: 'an equation',
  choose_option: 'one letter A–D',
} satisfies Partial<Record<FeedbackKey, string>>;

/** Not the kind of answer the task asks for (a word for a number): named, and not counted as a try. */
function wrongKind(ctx: Ctx, key: keyof typeof EXPECTED, extra: Extra = {}): CheckResult {
  return done(ctx, false, key, {
    ...extra,
    error: { kind: 'wrong_kind', message: `expected ${EXPECTED[key]}` },
  });
}

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
    return check(ctx);
  } catch {
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

  const parsedStudent = parseAnswer(student, { format, decimalComma: SCALAR_MODES.has(mode) });
  if (!parsedStudent.ok) {
    return done(ctx, false, parsedStudent.error.kind, { error: parsedStudent.error });
  }
  const parsedCorrect = parseAnswer(correctText, { format: 'text', decimalComma: false });
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
  if (expected && isNumber(c) && freeSymbols(stripName(s)).size > 0) {
    return wrongKind(ctx, expected, { student_expr: formatNode(s), correct_expr: formatNode(c) });
  }
  const result = checkMode(ctx, c, s);
  return result.is_correct ? inAskedForm(ctx, c, s, result) : result;
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

function notInAskedForm(ctx: Ctx, key: FeedbackKey, extra: Extra): CheckResult {
  return done(ctx, false, key, {
    ...extra,
    error: { kind: 'not_in_asked_form', message: `the value is right but not in the asked form (${key})` },
  });
}

function checkMode(ctx: Ctx, c: Node, s: Node): CheckResult {
  switch (ctx.mode) {
    case 'equivalent':
      return checkEquivalent(ctx, c, s);
    case 'exact_form':
    case 'simplified_fraction':
    case 'mixed_number':
    case 'expanded':
    case 'factored':
      return checkForm(ctx, c, s);
    case 'numeric_tolerance':
      return checkTolerance(ctx, c, s);
    case 'decimal_places':
    case 'sig_figs':
      return checkRounded(ctx, c, s);
    case 'percent':
      return checkPercent(ctx, c, s);
    case 'set':
      return checkSet(ctx, c, s, false);
    case 'ordered_list':
      return checkSet(ctx, c, s, true);
    case 'interval':
    case 'inequality':
      return checkIntervals(ctx, c, s);
    case 'coordinates':
      return checkCoordinates(ctx, c, s);
    case 'equation_solutions':
      return checkSolutions(ctx, c, s);
    case 'equation':
      return checkEquation(ctx, c, s);
    default:
      return checkEquivalent(ctx, c, s);
  }
}

function checkChoice(ctx: Ctx, correct: string, student: string): CheckResult {
  const read = (t: string): string | null => {
    const m = /^\s*\(?\s*([A-Da-d])\s*[).]?\s*$/.exec(t);
    return m ? (m[1] as string).toUpperCase() : null;
  };
  const s = read(student);
  const c = read(correct);
  if (student.trim() === '')
    return done(ctx, false, 'empty', { error: { kind: 'empty', message: 'no option chosen' } });
  if (s === null) return wrongKind(ctx, 'choose_option', { student_value: student.trim().slice(0, 20) });
  return done(ctx, s === c, s === c ? 'correct' : 'incorrect', { student_value: s, correct_value: c });
}

/** Student wrote "y = …", "f(x) = …", "k = …" for a plain answer: keep the right side. */
function stripName(s: Node): Node {
  const n = unparen(s);
  if (n.type === 'rel' && n.ops.length === 1 && n.ops[0] === '=' && isNameLike(n.args[0] as Node)) {
    return n.args[1] as Node;
  }
  return s;
}

/** A teacher answer that is one number (no variable, not a set, point or relation). */
function isNumber(n: Node): boolean {
  return !isStructure(n) && freeSymbols(n).size === 0;
}

function isStructure(n: Node): boolean {
  const m = unparen(n);
  return ['rel', 'list', 'set', 'tuple', 'union', 'nosolution'].includes(m.type);
}

/** Interpretation note for "1/2x": students should see how the answer was read. */
function interpretationNote(ctx: Ctx, s: Node): string | undefined {
  const text = ctx.request.student;
  if (/\d\s*\/\s*\d+\s*[a-z(]/i.test(text) && ctx.request.input_format !== 'latex') {
    return ctx.language === 'lt' ? `(Perskaityta kaip ${formatNode(s)}.)` : `(Read as ${formatNode(s)}.)`;
  }
  return undefined;
}

function compareValues(c: Node, s: Node): { equal: boolean; sv: Value | null; cv: Value | null; eq: string } {
  const eq = expressionsEqual(s, c);
  const sv = constantValue(s);
  const cv = constantValue(c);
  return { equal: eq === 'equal', sv, cv, eq };
}

function valueFields(c: Node, s: Node, sv: Value | null, cv: Value | null): Extra {
  const extra: Extra = {
    student_expr: formatNode(s),
    correct_expr: formatNode(c),
    student_value: sv !== null ? formatValue(sv) : formatNode(s),
    correct_value: cv !== null ? formatValue(cv) : formatNode(c),
  };
  if (sv !== null && cv !== null) {
    const d = isExact(sv) && isExact(cv) ? Q.sub(sv, cv) : toFloat(sv) - toFloat(cv);
    extra.difference = formatValue(d);
    extra.simplified_difference = extra.difference;
  } else if (freeSymbols(s).size > 0 || freeSymbols(c).size > 0) {
    const diff: Node = { type: 'sub', left: s, right: c };
    const dv = constantAcrossSamples(diff);
    if (dv !== null) extra.simplified_difference = formatValue(dv);
  }
  return extra;
}

/** The difference of two expressions when it is the same constant at every sample point. */
function constantAcrossSamples(n: Node): Value | null {
  const zero: Node = { type: 'num', value: Q.ONE, raw: '1', notation: 'integer' };
  const ratio = constantRatio(n, zero);
  return ratio;
}

function checkEquivalent(ctx: Ctx, c: Node, s0: Node): CheckResult {
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
function checkStructure(ctx: Ctx, c: Node, s: Node): CheckResult {
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
  return checkSolutions(ctx, c, s);
}

function checkForm(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  if (isStructure(s) || isStructure(c)) return checkEquivalent(ctx, c, s0);
  if ((ctx.mode === 'expanded' || ctx.mode === 'factored') && toPoly(c) !== null && toPoly(s) === null) {
    // Not a small polynomial (e.g. (x+1)^1000): it cannot be the teacher's polynomial in the asked form.
    const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
    return done(
      ctx,
      false,
      ctx.mode === 'expanded' && expandedForm(s) !== 'ok' ? 'not_expanded' : 'incorrect',
      extra,
    );
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
      key = f === 'ok' ? null : f;
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

function checkTolerance(ctx: Ctx, c: Node, s0: Node): CheckResult {
  const s = stripName(s0);
  const sv = constantValue(s);
  const cv = constantValue(c);
  const extra = valueFields(c, s, sv, cv);
  if (sv === null || cv === null) return done(ctx, false, 'incorrect', extra);
  const opts = ctx.request.options ?? {};
  const x = toFloat(sv);
  const y = toFloat(cv);
  const tol =
    typeof opts.abs_tol === 'number'
      ? opts.abs_tol
      : typeof opts.rel_tol === 'number'
        ? opts.rel_tol * Math.abs(y)
        : DEFAULT_ABS_TOL;
  const ok = Math.abs(x - y) <= tol * (1 + 1e-12) + 1e-15;
  if (ok) return done(ctx, true, 'correct', extra);
  const key = diagnoseNumber(sv, cv, s, c, { tolerance: true });
  return done(ctx, false, key ?? 'incorrect', extra);
}

/** The decimal the student wrote: its value, places after the point and significant figures (lo…hi). */
type WrittenDecimal = { value: Q.Rational; places: number; figures: [number, number] };

function readDecimal(node: Node): WrittenDecimal | null {
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

function checkRounded(ctx: Ctx, c: Node, s0: Node): CheckResult {
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

function stripPercent(n: Node): Node {
  const m = unparen(n);
  if (m.type === 'percent') return m.arg;
  if (m.type === 'neg') {
    const inner = unparen(m.arg);
    if (inner.type === 'percent') return { type: 'neg', arg: inner.arg };
  }
  return n;
}

function checkPercent(ctx: Ctx, c0: Node, s0: Node): CheckResult {
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

/** The members of a set or list as written: {1; 2}, 1; 2, x = 1; x = 2, x ∈ {1; 2}. */
function itemsOf(n: Node): Node[] {
  const m = unparen(n);
  if (m.type === 'nosolution') return [];
  if (m.type === 'rel' && m.ops.length === 1 && m.ops[0] === 'in' && isNameLike(m.args[0] as Node)) {
    return itemsOf(m.args[1] as Node);
  }
  if (m.type === 'set' || m.type === 'list' || m.type === 'tuple') return m.items.map(stripName);
  return [stripName(m)];
}

function checkSet(ctx: Ctx, c: Node, s: Node, ordered: boolean): CheckResult {
  const items = itemsOf(s);
  const correctItems = itemsOf(c);
  if (items.some((i) => freeSymbols(i).size > 0) && correctItems.every(isNumber)) {
    return wrongKind(ctx, ordered ? 'expected_list' : 'expected_set', {
      student_expr: formatNode(s),
      correct_expr: formatNode(c),
    });
  }
  const sv = items.map((i) => evaluate(i));
  const cv = correctItems.map((i) => evaluate(i));
  const extra: Extra = {
    student_expr: formatNode(s),
    correct_expr: formatNode(c),
    student_value: `{${sv.map(formatValue).join('; ')}}`,
    correct_value: `{${cv.map(formatValue).join('; ')}}`,
  };
  if (sv.some((v) => !isDefined(v))) return done(ctx, false, 'incorrect', extra);
  if (ordered) {
    const same = sv.length === cv.length && sv.every((v, k) => valuesEqual(v, cv[k] as Value));
    if (same) return done(ctx, true, 'correct', extra);
    const sameSet = sv.length === cv.length && sv.every((v) => cv.some((w) => valuesEqual(v, w)));
    return done(ctx, false, sameSet ? 'wrong_order' : 'incorrect', extra);
  }
  const a = dedupe(sv);
  const b = dedupe(cv);
  const aInB = a.every((v) => b.some((w) => valuesEqual(v, w)));
  const bInA = b.every((v) => a.some((w) => valuesEqual(v, w)));
  if (aInB && bInA) return done(ctx, true, 'correct', extra);
  const key: FeedbackKey = aInB ? 'missing_solution' : bInA ? 'extra_solution' : 'incorrect';
  return done(ctx, false, key, extra);
}

function checkIntervals(ctx: Ctx, c: Node, s: Node): CheckResult {
  const variable = typeof ctx.request.options?.variable === 'string' ? ctx.request.options.variable : null;
  const cr = readIntervals(c, variable);
  const sr = readIntervals(stripName(s), variable) ?? readIntervals(s, variable);
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  if (!cr) return done(ctx, false, 'incorrect', extra);
  if (!sr)
    return wrongKind(ctx, ctx.mode === 'interval' ? 'expected_interval' : 'expected_inequality', extra);
  extra.student_value = formatIntervals(sr.set);
  extra.correct_value = formatIntervals(cr.set);
  if (sr.infinityClosed) return done(ctx, false, 'infinity_closed', extra);
  if (sameSet(sr.set, cr.set)) {
    if (ctx.mode === 'interval' && !sr.intervalNotation)
      return notInAskedForm(ctx, 'interval_notation_required', extra);
    return done(ctx, true, 'correct', extra);
  }
  if (sameBoundaries(sr.set, cr.set)) return done(ctx, false, 'endpoint_error', extra);
  if (cr.set.length > 0 && sr.set.length > 0 && onlyTouch(sr.set, cr.set)) {
    return done(ctx, false, 'flipped_inequality', extra);
  }
  return done(ctx, false, 'incorrect', extra);
}

/** Points as the student wrote them: (1; 2), A(1; 2), x=1, y=2, {(1; 2); (3; 4)}, 1, 2. */
function readPoints(n: Node): Node[][] | null {
  const m = unparen(n);
  if (m.type === 'tuple') return [m.items];
  if (m.type === 'mul' && m.implicit && unparen(m.left).type === 'sym' && unparen(m.right).type === 'tuple') {
    return readPoints(m.right);
  }
  if (m.type === 'set') {
    const pts: Node[][] = [];
    for (const item of m.items) {
      const p = readPoints(item);
      if (!p) return null;
      pts.push(...p);
    }
    return pts;
  }
  const items = m.type === 'list' ? m.items : [m];
  // Several points in a row; one product on its own is not a point (and would only be read again).
  if (items.length > 1 && items.every((i) => unparen(i).type === 'tuple' || unparen(i).type === 'mul')) {
    const pts: Node[][] = [];
    for (const item of items) {
      const p = readPoints(item);
      if (!p) return null;
      pts.push(...p);
    }
    if (pts.length > 0) return pts;
  }
  const named = items.every((i) => {
    const u = unparen(i);
    return (
      u.type === 'rel' && u.ops.length === 1 && u.ops[0] === '=' && unparen(u.args[0] as Node).type === 'sym'
    );
  });
  if (named) {
    const entries = items.map((i) => {
      const u = unparen(i) as Extract<Node, { type: 'rel' }>;
      return [(unparen(u.args[0] as Node) as { name: string }).name, u.args[1] as Node] as const;
    });
    const order = ['x', 'y', 'z'];
    entries.sort(([a], [b]) => {
      const ia = order.indexOf(a);
      const ib = order.indexOf(b);
      return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || (a < b ? -1 : 1);
    });
    return [entries.map(([, v]) => v)];
  }
  if (items.some((i) => isStructure(i))) return null;
  return [items];
}

function sameTuple(a: Value[], b: Value[]): boolean {
  return a.length === b.length && a.every((v, k) => valuesEqual(v, b[k] as Value));
}

function checkCoordinates(ctx: Ctx, c: Node, s: Node): CheckResult {
  const extra: Extra = { student_expr: formatNode(s), correct_expr: formatNode(c) };
  const studentPoints = readPoints(s);
  const correctPoints = readPoints(c);
  if (!studentPoints || studentPoints.some((p) => p.some((v) => freeSymbols(v).size > 0))) {
    return wrongKind(ctx, 'expected_coordinates', extra);
  }
  const sp = studentPoints.map((p) => p.map((v) => evaluate(v)));
  const cp = correctPoints?.map((p) => p.map((v) => evaluate(v)));
  if (!cp || sp.some((p) => p.some((v) => !isDefined(v)))) return done(ctx, false, 'incorrect', extra);
  const fmt = (pts: Value[][]): string => pts.map((p) => `(${p.map(formatValue).join('; ')})`).join('; ');
  extra.student_value = fmt(sp);
  extra.correct_value = fmt(cp);
  if (sp.length === 1 && cp.length === 1) {
    extra.student_coords = (sp[0] as Value[]).map(toFloat);
    extra.correct_coords = (cp[0] as Value[]).map(toFloat);
  }
  const sd = dedupe2(sp);
  const cd = dedupe2(cp);
  const aInB = sd.every((p) => cd.some((q) => sameTuple(p, q)));
  const bInA = cd.every((p) => sd.some((q) => sameTuple(p, q)));
  if (aInB && bInA) return done(ctx, true, 'correct', extra);
  if (sp.length === 1 && cp.length === 1) {
    const a = sp[0] as Value[];
    const b = cp[0] as Value[];
    if (a.length !== b.length) return done(ctx, false, 'wrong_dimension', extra);
    if (a.length === 2 && sameTuple([a[1] as Value, a[0] as Value], b))
      return done(ctx, false, 'swapped_coordinates', extra);
    const wrong = a.filter((v, k) => !valuesEqual(v, b[k] as Value));
    const negated = a.every((v, k) => {
      const w = b[k] as Value;
      return valuesEqual(v, w) || valuesEqual(isExact(v) ? Q.neg(v) : -v, w);
    });
    if (wrong.length > 0 && negated) return done(ctx, false, 'sign_error', extra);
  }
  const key: FeedbackKey = aInB ? 'missing_solution' : bInA ? 'extra_solution' : 'incorrect';
  return done(ctx, false, key, extra);
}

function dedupe2(pts: Value[][]): Value[][] {
  const out: Value[][] = [];
  for (const p of pts) if (!out.some((q) => sameTuple(p, q))) out.push(p);
  return out;
}

function taskVariable(ctx: Ctx, c: Node): string {
  const v = ctx.request.options?.variable;
  if (typeof v === 'string' && v) return v;
  const reading = readSolutions(c, 'x');
  if (reading.kind === 'points' && reading.names.size === 1) return [...reading.names][0] as string;
  return 'x';
}

function checkSolutions(ctx: Ctx, c: Node, s: Node): CheckResult {
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

function checkEquation(ctx: Ctx, c: Node, s: Node): CheckResult {
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

function checkQuantity(ctx: Ctx, correct: string, student: string, format: 'text' | 'latex'): CheckResult {
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
