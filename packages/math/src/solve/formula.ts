import { expandPm } from '../check/values.ts';
import { type Node, type RelOp, unparen } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { type Conversion, difference, type Factored, mentions, toFactored } from './factored.ts';
import { LIMITS, unsupported } from './limits.ts';

/** The comparisons a relation is made of (`in` is set membership, read elsewhere). */
export type CompareOp = Exclude<RelOp, 'in'>;

/** One sign case of a comparison: valid where every |arg| has the chosen sign. */
export type SignCase = { expr: Factored; guards: { sign: 1 | -1; arg: Factored }[] };

/** lhs op rhs, as "sign of lhs − rhs", split into cases by the signs of its |…| terms. */
export type Comparison = { op: CompareOp; cases: SignCase[] };

/** A relation as the solver reads it: comparisons joined by and (chains, lists) and or. */
export type Formula =
  | { kind: 'comparison'; comparison: Comparison }
  | { kind: 'all' | 'any'; items: Formula[] };

type Reading = { variable: string; comparisons: number; approximate: boolean };

function absTerms(node: Node, variable: string, out: Node[] = []): Node[] {
  if (node.type === 'call' && node.fn === 'abs' && mentions(node, variable)) out.push(node);
  for (const c of children(node)) absTerms(c, variable, out);
  return out;
}

function signChoices(count: number): (1 | -1)[][] {
  let out: (1 | -1)[][] = [[]];
  for (let k = 0; k < count; k += 1)
    out = out.flatMap((s) => [
      [...s, 1 as const],
      [...s, -1 as const],
    ]);
  return out;
}

function comparison(lhs: Node, op: CompareOp, rhs: Node, reading: Reading): Formula {
  reading.comparisons += 1;
  if (reading.comparisons > LIMITS.maxComparisons) unsupported('too many comparisons');
  const terms = [...absTerms(lhs, reading.variable), ...absTerms(rhs, reading.variable)];
  if (terms.length > LIMITS.maxAbsTerms) unsupported('too many absolute values');
  const cases = signChoices(terms.length).map((signs): SignCase => {
    const conversion: Conversion = {
      variable: reading.variable,
      absSigns: new Map(terms.map((t, k) => [t, signs[k] as 1 | -1])),
      approximate: false,
    };
    const expr = difference(lhs, rhs, conversion);
    const guards = terms.map((t, k) => ({
      sign: signs[k] as 1 | -1,
      arg: toFactored((t as { args: Node[] }).args[0] as Node, conversion),
    }));
    if (conversion.approximate) reading.approximate = true;
    return { expr, guards };
  });
  return { kind: 'comparison', comparison: { op, cases } };
}

/** `x = ±2` means x = 2 or x = −2: every ± choice becomes its own comparison. */
function withPlusMinus(lhs: Node, op: CompareOp, rhs: Node, reading: Reading): Formula {
  const lefts = expandPm(lhs);
  const rights = expandPm(rhs);
  if (lefts.length * rights.length === 1) return comparison(lhs, op, rhs, reading);
  if (lefts.length * rights.length > 8) unsupported('too many ± choices');
  return {
    kind: 'any',
    items: lefts.flatMap((l) => rights.map((r) => comparison(l, op, r, reading))),
  };
}

function relation(node: Extract<Node, { type: 'rel' }>, reading: Reading): Formula {
  if (node.ops.includes('in')) unsupported('set membership is not a relation we solve');
  const items = node.ops.map((op, k) =>
    withPlusMinus(node.args[k] as Node, op as CompareOp, node.args[k + 1] as Node, reading),
  );
  return items.length === 1 ? (items[0] as Formula) : { kind: 'all', items };
}

function isEquation(node: Node): boolean {
  const n = unparen(node);
  return n.type === 'rel' && n.ops.every((op) => op === '=');
}

/**
 * A list of relations: `x = 1; x = 2` lists solutions (or), `x > 1, x < 3` states conditions (and),
 * and with explicit words `and` binds tighter than `or`.
 */
function list(node: Extract<Node, { type: 'list' }>, reading: Reading): Formula {
  const solutionList = node.items.every(isEquation) && !node.seps.includes('and');
  if (solutionList) return { kind: 'any', items: node.items.map((i) => read(i, reading)) };
  const groups: Node[][] = [[node.items[0] as Node]];
  node.seps.forEach((sep, k) => {
    if (sep === 'or') groups.push([]);
    (groups[groups.length - 1] as Node[]).push(node.items[k + 1] as Node);
  });
  const conjunctions = groups.map((g): Formula => ({ kind: 'all', items: g.map((i) => read(i, reading)) }));
  return conjunctions.length === 1 ? (conjunctions[0] as Formula) : { kind: 'any', items: conjunctions };
}

function read(node: Node, reading: Reading): Formula {
  const n = unparen(node);
  if (n.type === 'rel') return relation(n, reading);
  if (n.type === 'list') return list(n, reading);
  return unsupported('not an equation or inequality');
}

/** The relation as a formula of comparisons; throws Unsupported for anything else. */
export function readFormula(node: Node, variable: string): { formula: Formula; approximate: boolean } {
  const reading: Reading = { variable, comparisons: 0, approximate: false };
  const formula = read(node, reading);
  return { formula, approximate: reading.approximate };
}

/** The comparison operators a relation uses (to tell equations from inequalities). */
export function operatorsOf(node: Node): RelOp[] {
  const n = unparen(node);
  if (n.type === 'rel') return [...n.ops];
  if (n.type === 'list') return n.items.flatMap(operatorsOf);
  return [];
}
