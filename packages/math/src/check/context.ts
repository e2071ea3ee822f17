/** What every mode's checker shares: the request context, the result builder and the readings of an answer's shape. */
import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { formatNode } from '../parse/print.ts';
import type { CheckMode, CheckRequest, CheckResult, Language } from '../types.ts';
import { constantRatio, expressionsEqual, freeSymbols, isExact, toFloat, type Value } from './evaluate.ts';
import { type FeedbackKey, feedbackText } from './feedback.ts';
import { canonicalForm } from './forms.ts';
import type { OutOfRange } from './range.ts';
import { constantValue, formatValue, isNameLike } from './values.ts';

export type Ctx = { request: CheckRequest; language: Language; mode: CheckMode };
/** The checker of one mode: teacher's answer c, student's answer s, both parsed. */
export type ModeCheck = (ctx: Ctx, c: Node, s: Node) => CheckResult;

export type Extra = Partial<Omit<CheckResult, 'is_correct' | 'feedback_key' | 'feedback'>> & {
  note?: string;
};

export function answerType(mode: CheckMode): string {
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

export function done(ctx: Ctx, isCorrect: boolean, key: FeedbackKey, extra: Extra = {}): CheckResult {
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

export function finiteOrNull(coords: number[] | null | undefined): number[] | null {
  return coords?.every(Number.isFinite) ? coords : null;
}

export function outOfRangeResult(ctx: Ctx, range: OutOfRange): CheckResult {
  const message = range === 'too_large' ? 'a number is too large' : 'a number is too small';
  return done(ctx, false, range, { error: { kind: 'too_large', message } });
}

/** What each "wrong kind" message asks for, for the error's message. */
export const EXPECTED = {
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
export function wrongKind(ctx: Ctx, key: keyof typeof EXPECTED, extra: Extra = {}): CheckResult {
  return done(ctx, false, key, {
    ...extra,
    error: { kind: 'wrong_kind', message: `expected ${EXPECTED[key]}` },
  });
}

export function notInAskedForm(ctx: Ctx, key: FeedbackKey, extra: Extra): CheckResult {
  return done(ctx, false, key, {
    ...extra,
    error: { kind: 'not_in_asked_form', message: `the value is right but not in the asked form (${key})` },
  });
}

/**
 * A right answer held to the teacher's form as written (exact form, STACK's EqualComAss): the result as
 * it is, or the right value named `not_in_required_form` and not counted.
 */
export function inTeachersForm(ctx: Ctx, c: Node, s: Node, result: CheckResult): CheckResult {
  if (!result.is_correct || canonicalForm(s) === canonicalForm(c)) return result;
  const { is_correct, answer_type, feedback_key, feedback, error, ...fields } = result;
  return notInAskedForm(ctx, 'not_in_required_form', fields);
}

/** Student wrote "y = …", "f(x) = …", "k = …" for a plain answer: keep the right side. */
export function stripName(s: Node): Node {
  const n = unparen(s);
  if (n.type === 'rel' && n.ops.length === 1 && n.ops[0] === '=' && isNameLike(n.args[0] as Node)) {
    return n.args[1] as Node;
  }
  return s;
}

/** A teacher answer that is one number (no variable, not a set, point or relation). */
export function isNumber(n: Node): boolean {
  return !isStructure(n) && freeSymbols(n).size === 0;
}

export function isStructure(n: Node): boolean {
  const m = unparen(n);
  return ['rel', 'list', 'set', 'tuple', 'union', 'nosolution'].includes(m.type);
}

/** Interpretation note for "1/2x": students should see how the answer was read. */
export function interpretationNote(ctx: Ctx, s: Node): string | undefined {
  const text = ctx.request.student;
  if (/\d\s*\/\s*\d+\s*[a-z(]/i.test(text) && ctx.request.input_format !== 'latex') {
    return ctx.language === 'lt' ? `(Perskaityta kaip ${formatNode(s)}.)` : `(Read as ${formatNode(s)}.)`;
  }
  return undefined;
}

export function compareValues(
  c: Node,
  s: Node,
): { equal: boolean; sv: Value | null; cv: Value | null; eq: string } {
  const eq = expressionsEqual(s, c);
  const sv = constantValue(s);
  const cv = constantValue(c);
  return { equal: eq === 'equal', sv, cv, eq };
}

export function valueFields(c: Node, s: Node, sv: Value | null, cv: Value | null): Extra {
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
export function constantAcrossSamples(n: Node): Value | null {
  const zero: Node = { type: 'num', value: Q.ONE, raw: '1', notation: 'integer' };
  const ratio = constantRatio(n, zero);
  return ratio;
}

/** `x > 1 and x < 3`, `x < −1 or x > 3`: inequalities joined by and/or are one condition on the variable. */
export function isInequalityCondition(n: Node): boolean {
  const m = unparen(n);
  if (m.type === 'rel') return m.ops.some((op) => op !== '=' && op !== 'in');
  return (
    m.type === 'list' &&
    m.seps.every((sep) => sep === 'and' || sep === 'or') &&
    m.items.some(isInequalityCondition) &&
    m.items.every((i) => unparen(i).type === 'rel' || unparen(i).type === 'list')
  );
}
