import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { attempt, DIAGNOSIS_SHARE_MS } from './budget.ts';
import {
  constantRatio,
  evaluate,
  expressionsEqual,
  freeSymbols,
  isExact,
  toFloat,
  type Value,
  valuesEqual,
} from './evaluate.ts';
import type { FeedbackKey } from './feedback.ts';
import type { SolutionPoint } from './solutions.ts';
import { decimalPlaces, hasPm, roundFloat, substitute } from './values.ts';

function neg(v: Value): Value {
  return isExact(v) ? Q.neg(v) : -v;
}

function scaled(v: Value, k: Q.Rational): Value {
  return isExact(v) ? Q.mul(v, k) : toFloat(v) * Q.toNumber(k);
}

function isZero(v: Value): boolean {
  return isExact(v) ? Q.isZero(v) : v === 0;
}

/** a/b written by the student such that a = p + r, b = q + s with p/q + r/s = correct. */
function addedNumeratorsAndDenominators(student: Node, correct: Value): boolean {
  const n = unparen(student);
  if (n.type !== 'div' || !isExact(correct)) return false;
  const a = unparen(n.left);
  const b = unparen(n.right);
  if (a.type !== 'num' || b.type !== 'num' || a.notation !== 'integer' || b.notation !== 'integer')
    return false;
  const A = a.value.n;
  const B = b.value.n;
  if (A > 60n || B > 60n) return false;
  for (let p = 1n; p < A; p += 1n) {
    for (let q = 1n; q < B; q += 1n) {
      const sum = Q.add(Q.rational(p, q), Q.rational(A - p, B - q));
      if (Q.equals(sum, correct)) return true;
    }
  }
  return false;
}

/** Why is a number wrong? null when the engine cannot tell. */
export function diagnoseNumber(
  sv: Value,
  cv: Value,
  student: Node,
  correct: Node,
  options: { tolerance?: boolean } = {},
): FeedbackKey | null {
  if (hasPm(student)) return 'principal_root';
  if (!isZero(cv) && valuesEqual(sv, neg(cv))) return 'sign_error';
  if (unparen(correct).type === 'percent' && valuesEqual(sv, scaled(cv, Q.fromInt(100)))) {
    return 'percent_not_converted';
  }
  if (addedNumeratorsAndDenominators(student, cv)) return 'added_numerators_denominators';
  if (!isZero(cv) && !isZero(sv)) {
    const inv = isExact(cv) ? (Q.div(Q.ONE, cv) as Q.Rational) : 1 / cv;
    if (!valuesEqual(cv, inv) && valuesEqual(sv, inv)) return 'reciprocal';
  }
  if (!isZero(cv)) {
    for (const k of [1, 2, 3]) {
      const up = Q.fromInt(10n ** BigInt(k));
      const down = Q.rational(1n, 10n ** BigInt(k));
      if (valuesEqual(sv, scaled(cv, up)) || valuesEqual(sv, scaled(cv, down))) return 'place_value_error';
    }
  }
  const x = toFloat(sv);
  const y = toFloat(cv);
  if (Number.isFinite(x) && Number.isFinite(y) && y !== 0) {
    if (Math.abs((x * 180) / Math.PI - y) < 1e-9 * Math.abs(y) && freeSymbols(student).size === 0) {
      return 'radians_not_degrees';
    }
  }
  const places = placesWritten(student);
  if (places !== null && places > 0 && isExact(sv)) {
    if (options.tolerance) return roundsTo(sv, cv, places) ? 'rounding_error' : null;
    return isApproximation(sv, cv, places) ? 'approximation' : null;
  }
  return null;
}

/** Decimal places of a number as the student wrote it: 1.50 → 2, 1.5e-3 → 4, 12.5% → 3; null if none. */
function placesWritten(node: Node): number | null {
  const n = unparen(node);
  if (n.type === 'neg') return placesWritten(n.arg);
  if (n.type === 'percent') {
    const inner = placesWritten(n.arg);
    return inner === null ? null : inner + 2;
  }
  if (n.type !== 'num' || (n.notation !== 'decimal' && n.notation !== 'scientific')) return null;
  return decimalPlaces(n.raw);
}

/** The value to `places` decimals, cut toward zero (t) and rounded half away from zero (r). */
function truncatedAndRounded(v: Value, places: number): { t: Q.Rational; r: Q.Rational } | null {
  const exact = isExact(v) ? v : roundFloat(v, Math.min(places + 6, 100));
  if (exact === null) return null;
  const scale = 10n ** BigInt(places);
  return { t: Q.rational((exact.n * scale) / exact.d, scale), r: Q.roundToPlaces(exact, places) };
}

/**
 * 1.41 for √2, 3.14 for π, 0.333 for 1/3: the exact answer rounded or cut to the places written, where
 * the exact answer has no finite decimal (irrational, or a fraction like 1/3). 17.9 for 17.8 is a slip.
 */
function isApproximation(sv: Q.Rational, cv: Value, places: number): boolean {
  if (isExact(cv) && Q.toDecimalString(cv) !== null) return false;
  const near = truncatedAndRounded(cv, places);
  return near !== null && (Q.equals(sv, near.t) || Q.equals(sv, near.r));
}

/**
 * 3.14 or 3.15 for 3.14159 where the tolerance needs more: the value to be rounded lies between two
 * decimals of the places written and the student wrote one of them. 17.9 for 17.8 is a slip.
 */
function roundsTo(sv: Q.Rational, cv: Value, places: number): boolean {
  const near = truncatedAndRounded(cv, places);
  if (near === null || (isExact(cv) && Q.equals(near.t, cv))) return false;
  const negative = isExact(cv) ? cv.n < 0n : cv < 0;
  const away = Q.add(near.t, Q.rational(negative ? -1n : 1n, 10n ** BigInt(places)));
  return Q.equals(sv, near.t) || Q.equals(sv, away);
}

const MAX_DIAGNOSIS_SIZE = 120;

function size(n: Node): number {
  let count = 0;
  const stack = [n];
  while (stack.length > 0 && count <= MAX_DIAGNOSIS_SIZE) {
    const m = stack.pop() as Node;
    count += 1;
    stack.push(...children(m));
  }
  return count;
}

function renamed(student: Node, map: Map<string, string>): Node {
  return substitute(student, new Map([...map].map(([a, b]) => [a, { type: 'sym', name: b } as Node])));
}

/** Why is an expression wrong? */
/**
 * The named mistake of a wrong expression, within a share of the check's time: a verdict already reached
 * ("incorrect") is not lost because naming the mistake took too long.
 */
export function diagnoseExpression(student: Node, correct: Node): FeedbackKey | null {
  return attempt(DIAGNOSIS_SHARE_MS, () => nameExpressionMistake(student, correct));
}

function nameExpressionMistake(student: Node, correct: Node): FeedbackKey | null {
  // Naming the mistake costs several comparisons: skip it for very large answers.
  if (size(student) > MAX_DIAGNOSIS_SIZE || size(correct) > MAX_DIAGNOSIS_SIZE) return null;
  if (expressionsEqual({ type: 'neg', arg: student }, correct) === 'equal') return 'sign_error';
  const sVars = [...freeSymbols(student)];
  const cVars = [...freeSymbols(correct)];
  // Same letters up to case: 2X+1 for 2x+1.
  const caseMap = new Map<string, string>();
  for (const v of sVars) {
    const match = cVars.find((c) => c !== v && c.toLowerCase() === v.toLowerCase());
    if (match) caseMap.set(v, match);
  }
  if (caseMap.size > 0 && expressionsEqual(renamed(student, caseMap), correct) === 'equal')
    return 'variable_case';
  if (sVars.length === 1 && cVars.length === 1 && sVars[0] !== cVars[0]) {
    const map = new Map([[sVars[0] as string, cVars[0] as string]]);
    if (expressionsEqual(renamed(student, map), correct) === 'equal') return 'wrong_variable';
  }
  if (cVars.length === 1) {
    const v = cVars[0] as string;
    for (const shift of [1n, -1n]) {
      const shifted: Node = {
        type: 'add',
        left: { type: 'sym', name: v },
        right: { type: 'num', value: Q.fromInt(shift), raw: String(shift), notation: 'integer' },
      };
      if (expressionsEqual(student, substitute(correct, new Map([[v, shifted]]))) === 'equal')
        return 'off_by_one';
    }
  }
  if (cVars.length > 0) {
    const k = constantRatio(student, correct);
    if (k !== null && !valuesEqual(k, Q.ONE) && !valuesEqual(k, Q.ZERO)) return 'constant_factor';
    const one: Node = { type: 'num', value: Q.ONE, raw: '1', notation: 'integer' };
    const d = constantRatio({ type: 'sub', left: student, right: correct }, one);
    if (d !== null && !valuesEqual(d, Q.ZERO)) return 'constant_term';
  }
  return null;
}

/** Why is a solution set wrong? */
export function diagnoseSolutions(
  student: SolutionPoint[],
  correct: SolutionPoint[],
  node: Node,
): FeedbackKey | null {
  const same = (p: SolutionPoint, q: SolutionPoint): boolean =>
    p.size === q.size && [...p].every(([k, v]) => q.has(k) && valuesEqual(v, q.get(k) as Value));
  const aInB = student.every((p) => correct.some((q) => same(p, q)));
  const bInA = correct.every((p) => student.some((q) => same(p, q)));
  if (aInB && !bInA) {
    const missing = correct.filter((p) => !student.some((q) => same(p, q)));
    const negOf = (p: SolutionPoint): SolutionPoint => new Map([...p].map(([k, v]) => [k, neg(v)]));
    if (
      missing.every((p) =>
        student.some((q) => same(negOf(p), q) && [...p.values()].every((v) => toFloat(v) < 0)),
      )
    ) {
      return 'missing_negative_root';
    }
    return 'missing_solution';
  }
  if (bInA && !aInB) return 'extra_solution';
  if (student.length === correct.length && student.length > 0) {
    const negated = student.every((p) =>
      correct.some((q) => same(new Map([...p].map(([k, v]) => [k, neg(v)])), q)),
    );
    if (negated) return 'sign_error';
    // The values as decimals that round or cut the exact solutions (x = 1.41 for x = √2).
    const approximates = (v: Value, w: Value): boolean => {
      if (!isExact(v)) return false;
      const decimal = Q.toDecimalString(v);
      const places = decimal === null ? 0 : decimalPlaces(decimal);
      return places > 0 && isApproximation(v, w, places);
    };
    const approx = student.every((p) =>
      correct.some((q) =>
        [...p].every(([k, v]) => {
          const w = q.get(k);
          return w !== undefined && (valuesEqual(v, w) || approximates(v, w));
        }),
      ),
    );
    if (approx) return 'approximation';
  }
  void evaluate;
  void node;
  return null;
}
