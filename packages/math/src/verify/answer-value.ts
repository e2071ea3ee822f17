/**
 * What an answer text stands for, read the ways the verifier needs: one value (for numbers a text may
 * state), a set of reals (for what a relation solves to), and how precisely a rounded answer is given.
 */
import { expressionsEqual, freeSymbols, toFloat, type Value, valuesEqual } from '../check/evaluate.ts';
import { formatIntervals, type IntervalSet, normalize, readIntervals, sameSet } from '../check/intervals.ts';
import { readSolutions } from '../check/solutions.ts';
import { constantValue, formatValue } from '../check/values.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { type SolveResult, solveRelation } from '../solve/index.ts';
import type { CheckMode, CheckOptions, Language } from '../types.ts';

/** Modes whose answer is a rounded number: a value within half a unit of its last place gives it. */
export const ROUNDING_MODES = new Set<CheckMode>(['decimal_places', 'sig_figs', 'numeric_tolerance']);

/** The checker's own default for `numeric_tolerance` without options (check/modes/tolerance.ts). */
const DEFAULT_ABS_TOL = 0.01;

/** Parses text written in the case-file format (decimal point; a semicolon makes commas decimal). */
export function parsePlain(text: string): Node | null {
  if (typeof text !== 'string') return null;
  const parsed = parseAnswer(text, { decimalComma: false });
  return parsed.ok ? parsed.node : null;
}

/** `x = 7`, `y = 7`, `{7}`, `7 %` (in percent mode), `7 cm`: the one value written, without its dress. */
function bareValueNode(node: Node, mode: CheckMode): Node {
  let n = unparen(node);
  if (
    n.type === 'rel' &&
    n.ops.length === 1 &&
    n.ops[0] === '=' &&
    unparen(n.args[0] as Node).type === 'sym'
  ) {
    n = unparen(n.args[1] as Node);
  }
  if (n.type === 'set' && n.items.length === 1) n = unparen(n.items[0] as Node);
  if (n.type === 'unit') n = unparen(n.value);
  if (mode === 'percent' && n.type === 'percent') n = unparen(n.arg);
  return n;
}

/** The one number an answer is (`7`, `x = 7`, `{7}`, `3/4`, `9 %` in percent mode), or null. */
export function answerValue(answer: string, mode: CheckMode): Value | null {
  const node = parsePlain(answer);
  if (!node) return null;
  const n = bareValueNode(node, mode);
  if (['rel', 'list', 'set', 'tuple', 'union', 'nosolution'].includes(n.type)) return null;
  return constantValue(n);
}

function writtenDecimals(answer: string): number {
  const m = /\.(\d+)/.exec(answer);
  return m ? (m[1] as string).length : 0;
}

function writtenFigures(answer: string): number {
  const digits = (/\d+(?:\.\d+)?/.exec(answer)?.[0] ?? '').replace('.', '').replace(/^0+/, '');
  return Math.max(1, digits.length);
}

/**
 * How far a value may lie from a rounded answer and still round to it, or null for an exact mode.
 * decimal_places: half a unit of the last place; sig_figs: half a unit of the last significant figure;
 * numeric_tolerance: the task's own tolerance.
 */
export function roundingTolerance(
  answer: string,
  mode: CheckMode,
  options: CheckOptions = {},
): number | null {
  if (!ROUNDING_MODES.has(mode)) return null;
  const value = answerValue(answer, mode);
  if (value === null) return null;
  const a = Math.abs(toFloat(value));
  if (mode === 'decimal_places') {
    const places = typeof options.places === 'number' ? options.places : writtenDecimals(answer);
    return 0.5 * 10 ** -places;
  }
  if (mode === 'sig_figs') {
    const figures = typeof options.figures === 'number' ? options.figures : writtenFigures(answer);
    const magnitude = a === 0 ? 0 : Math.floor(Math.log10(a));
    return 0.5 * 10 ** (magnitude - figures + 1);
  }
  if (typeof options.abs_tol === 'number') return options.abs_tol;
  if (typeof options.rel_tol === 'number') return options.rel_tol * a;
  return DEFAULT_ABS_TOL;
}

/** Is `value` the answer's value: equal, or within the rounding of a rounded answer? */
export function sameNumber(value: Value, answer: Value, tolerance: number | null): boolean {
  if (tolerance === null) return valuesEqual(value, answer);
  const slack = 1e-9 * Math.max(1, Math.abs(toFloat(answer)));
  return Math.abs(toFloat(value) - toFloat(answer)) <= tolerance + slack;
}

function point(v: Value): IntervalSet {
  return [{ lo: { v, closed: true }, hi: { v, closed: true } }];
}

/**
 * The set of values of `variable` an answer names: `7`, `x = 7`, `{2; 3}`, `x = 2 or x = 3`, `[5; +inf)`,
 * `x >= 5`, "no solution", R; or an equation or inequality, solved. Null when it is none of these.
 */
export function answerSet(answer: string, mode: CheckMode, variable: string): IntervalSet | null {
  const node = parsePlain(answer);
  return node ? setOf(node, mode, variable) : null;
}

/** `answerSet` of a parsed answer or line of working. */
export function setOf(node: Node, mode: CheckMode, variable: string): IntervalSet | null {
  const n = mode === 'percent' ? bareValueNode(node, mode) : unparen(node);
  // An interval answer is read as one; elsewhere `x = 4; x = 5` lists solutions (not "both at once").
  const intervals = mode === 'interval' || mode === 'inequality' ? readIntervals(n, variable) : null;
  if (intervals) return intervals.set;
  const single = constantValue(bareValueNode(n, mode));
  if (single !== null) return point(single);
  const solutions = solutionPoints(n, variable);
  if (solutions) return solutions;
  const other = readIntervals(n, variable);
  if (other) return other.set;
  if (n.type === 'rel' || n.type === 'list') {
    const solved = solveRelation(n, variable);
    if (solved.kind === 'solved') return solved.set;
  }
  return null;
}

/** `{2; 3}`, `x = 2 or x = 3`, `x₁ = 2; x₂ = 3`, "no solution", R as a set of reals, or null. */
function solutionPoints(n: Node, variable: string): IntervalSet | null {
  const reading = readSolutions(n, variable);
  if (reading.kind === 'all')
    return [{ lo: { v: -Infinity, closed: false }, hi: { v: Infinity, closed: false } }];
  if (reading.families.length > 0 || reading.notSolved) return null;
  if (![...reading.names].every((x) => x === variable || x.startsWith(`${variable}_`))) return null;
  const values = reading.points.map((p) => p.get(variable) ?? [...p.values()][0]);
  if (values.some((v) => v === undefined)) return null;
  if (values.length === 0) return n.type === 'nosolution' || n.type === 'set' ? [] : null;
  return normalize(values.flatMap((v) => point(v as Value)));
}

/** Two solution sets: equal, or for a rounded answer the same number of values, each within rounding. */
export function sameSolutions(model: IntervalSet, answer: IntervalSet, tolerance: number | null): boolean {
  if (tolerance === null) return sameSet(model, answer);
  const points = (s: IntervalSet): number[] | null =>
    s.every((i) => valuesEqual(i.lo.v, i.hi.v)) ? s.map((i) => toFloat(i.lo.v)) : null;
  const a = points(model);
  const b = points(answer);
  if (!a || !b) return sameSet(model, answer);
  return a.length === b.length && a.every((x, k) => sameNumber(x, b[k] as number, tolerance));
}

/** `x = 6`, `x = 2 or x = 3`, `no solution`, `x ∈ [5; +∞)`: a solution set as a tutor reads it. */
export function describeSet(set: IntervalSet, variable: string, exactTexts: string[] = []): string {
  if (set.length === 0) return 'no solution';
  const points = set.every((i) => valuesEqual(i.lo.v, i.hi.v));
  if (!points) return `${variable} ∈ ${formatIntervals(set)}`;
  const texts = exactTexts.length === set.length ? exactTexts : set.map((i) => formatValue(i.lo.v));
  return texts.map((t) => `${variable} = ${t}`).join(' or ');
}

/** The solved set of a relation with its exact endpoint texts, for details. */
export function describeSolved(result: Extract<SolveResult, { kind: 'solved' }>, variable: string): string {
  return describeSet(
    result.set,
    variable,
    result.endpoints.map((e) => e.text),
  );
}

/** Expressions equal as the engine decides it; a check too costly to finish is not "equal". */
export function sameExpression(a: Node, b: Node): boolean {
  try {
    return expressionsEqual(a, b) === 'equal';
  } catch {
    return false;
  }
}

/** Letters in a node other than the allowed ones. */
export function otherLetters(node: Node, allowed: readonly string[]): string[] {
  return [...freeSymbols(node)].filter((x) => !allowed.includes(x));
}

/**
 * Numbers as written for a student (`0,75` in Lithuanian, `3,933` with thousands commas in English, thin
 * spaces between thousands) in the plain case-file format the checker reads as a teacher's answer.
 */
export function plainNumbers(text: string, language: Language): string {
  const plain = (typeof text === 'string' ? text : '').replace(/[\u00a0\u2009\u202f]/g, ' ').trim();
  if (language === 'lt') return plain.replace(/(\d),(\d)/g, '$1.$2');
  let out = plain;
  for (let k = 0; k < 5 && /(\d),(\d{3})(?!\d)/.test(out); k += 1)
    out = out.replace(/(\d),(\d{3})(?!\d)/, '$1$2');
  return out;
}
