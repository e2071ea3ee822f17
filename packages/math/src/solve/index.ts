/**
 * Exact solution sets of equations and inequalities in one variable, for comparing answers by what they
 * mean (`x² − 5x + 6 = 0` and `(x − 2)(x − 3) = 0` are the same equation) and for checking that a model's
 * equation yields its answer. Anything outside what is solved exactly is 'unsupported', never a throw.
 */
import { freeSymbols, type Value } from '../check/evaluate.ts';
import { type Bound, type IntervalSet, sameSet } from '../check/intervals.ts';
import type { Rational } from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { operatorsOf, readFormula } from './formula.ts';
import { LIMITS, Unsupported, withWorkBudget } from './limits.ts';
import { approximateText, rationalText, surdText } from './radical-text.ts';
import { compareReal, type Real, toFloat } from './real.ts';
import { type RealBound, type RealSet, solveFormula } from './sign-chart.ts';

/** An exact real number: rational, or a + b·√c (c square-free positive integer), or a float when neither. */
export type RealRoot = {
  value: number;
  exact: Rational | null;
  text: string;
  /** surd: a + b√c; radical: other root expressions (∛2, √(2 + √3)); numeric: known to 1e-12 only. */
  kind: 'rational' | 'surd' | 'radical' | 'numeric';
};

/** The solution set, or why it could not be found exactly (the caller then falls back to sampling). */
export type SolveResult =
  | {
      kind: 'solved';
      /** The solution set over the reals (finite roots are point intervals). */
      set: IntervalSet;
      /** Every finite end of `set`, ascending, with its exact value or form. */
      endpoints: RealRoot[];
      /** A constant such as √2 or π was used as a double: ends are accurate to rounding, not exact. */
      approximate: boolean;
    }
  | { kind: 'unsupported'; reason: string };

/** How far the caller lets the solver go: the dense degree of a factor it isolates roots of (1–16). */
export type SolveBudget = { maxDegree?: number };

type Exact = { set: RealSet; approximate: boolean };

function solveExactly(node: Node, variable: string, budget: SolveBudget): Exact {
  const maxDegree = Math.max(1, Math.min(budget.maxDegree ?? LIMITS.defaultMaxDegree, LIMITS.hardMaxDegree));
  const { formula, approximate } = readFormula(node, variable);
  return { set: solveFormula(formula, maxDegree), approximate };
}

/** Runs `work` with its own work allowance; anything it cannot do becomes the reason it could not. */
function guarded<T>(work: () => T): T | { unsupported: string } {
  try {
    return withWorkBudget(work);
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message };
    return { unsupported: `could not be solved (${error instanceof Error ? error.name : 'error'})` };
  }
}

function describe(x: Real, approximate: boolean): RealRoot {
  const value = toFloat(x);
  if (approximate) return { value, exact: null, text: approximateText(value), kind: 'numeric' };
  if (x.kind === 'rational') return { value, exact: x.value, text: rationalText(x.value), kind: 'rational' };
  if (x.form?.kind === 'surd')
    return { value, exact: null, text: surdText(x.form.a, x.form.b, x.form.c), kind: 'surd' };
  if (x.form?.kind === 'radical') return { value, exact: null, text: x.form.text, kind: 'radical' };
  return { value, exact: null, text: approximateText(value), kind: 'numeric' };
}

function boundValue(b: RealBound, infinity: number, approximate: boolean): Value {
  if (b.at === null) return infinity;
  if (b.at.kind === 'rational' && !approximate) return b.at.value;
  return toFloat(b.at);
}

function toIntervalSet(set: RealSet, approximate: boolean): IntervalSet {
  return set.map((i) => ({
    lo: { v: boundValue(i.lo, Number.NEGATIVE_INFINITY, approximate), closed: i.lo.closed } satisfies Bound,
    hi: { v: boundValue(i.hi, Number.POSITIVE_INFINITY, approximate), closed: i.hi.closed } satisfies Bound,
  }));
}

function endpointsOf(set: RealSet, approximate: boolean): RealRoot[] {
  const ends: Real[] = [];
  for (const i of set) {
    for (const b of [i.lo, i.hi]) {
      const last = ends[ends.length - 1];
      if (b.at !== null && !(last && compareReal(last, b.at) === 0)) ends.push(b.at);
    }
  }
  return ends.map((x) => describe(x, approximate));
}

function published(exact: Exact): SolveResult {
  return {
    kind: 'solved',
    set: toIntervalSet(exact.set, exact.approximate),
    endpoints: endpointsOf(exact.set, exact.approximate),
    approximate: exact.approximate,
  };
}

/**
 * The real solution set of a relation in `variable`: equations, inequalities, chains, and/or lists,
 * polynomial, rational and |…| expressions. 'unsupported' with a reason for anything else.
 */
export function solveRelation(node: Node, variable: string, budget: SolveBudget = {}): SolveResult {
  const result = guarded(() => published(solveExactly(node, variable, budget)));
  if ('unsupported' in result) return { kind: 'unsupported', reason: result.unsupported };
  if (result.kind === 'solved' && result.endpoints.some((e) => !Number.isFinite(e.value)))
    return { kind: 'unsupported', reason: 'a solution too large to show as a number' };
  return result;
}

/** Solutions of an equation (only `=`); an inequality here is a caller's mistake, reported as unsupported. */
export function solutionSetOfEquation(node: Node, variable: string): SolveResult {
  const ops = operatorsOf(node);
  if (ops.length === 0 || ops.some((op) => op !== '='))
    return { kind: 'unsupported', reason: 'not an equation' };
  return solveRelation(node, variable);
}

/** Solutions of an inequality: <, >, ≤, ≥, ≠, chains and and/or combinations (equations may be among them). */
export function solutionSetOfInequality(node: Node, variable: string): SolveResult {
  const ops = operatorsOf(node);
  if (!ops.some((op) => op !== '=' && op !== 'in'))
    return { kind: 'unsupported', reason: 'not an inequality' };
  return solveRelation(node, variable);
}

function sameEnd(a: RealBound, b: RealBound): boolean {
  if (a.closed !== b.closed) return false;
  if (a.at === null || b.at === null) return a.at === b.at;
  return compareReal(a.at, b.at) === 0;
}

function sameRealSet(a: RealSet, b: RealSet): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, k) => sameEnd(x.lo, (b[k] as RealSet[number]).lo) && sameEnd(x.hi, (b[k] as RealSet[number]).hi),
    )
  );
}

/**
 * Do two relations in one variable have the same real solutions? Exact when both are solved exactly;
 * with a double's tolerance when a constant like √2 had to be used as a double; 'unknown' when either
 * cannot be solved or another variable appears (two-variable equations are compared elsewhere).
 */
export function sameSolutionSet(a: Node, b: Node, variable: string): 'same' | 'different' | 'unknown' {
  const names = new Set([...freeSymbols(a), ...freeSymbols(b)]);
  names.delete(variable);
  if (names.size > 0) return 'unknown';
  const verdict = guarded(() => {
    const x = solveExactly(a, variable, {});
    const y = solveExactly(b, variable, {});
    if (!x.approximate && !y.approximate) return sameRealSet(x.set, y.set);
    return sameSet(toIntervalSet(x.set, true), toIntervalSet(y.set, true));
  });
  if (typeof verdict !== 'boolean') return 'unknown';
  return verdict ? 'same' : 'different';
}
