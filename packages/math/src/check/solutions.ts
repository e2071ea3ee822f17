import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { evaluate, freeSymbols, isDefined, type Value, valuesEqual } from './evaluate.ts';
import { expandPm, isNameLike } from './values.ts';

/** A solution: variable name → value (one variable for an equation, several for a system). */
export type SolutionPoint = Map<string, Value>;

export type SolutionReading =
  | { kind: 'all' }
  | {
      kind: 'points';
      points: SolutionPoint[];
      /** Values that depend on an integer parameter (x = π/2 + 2πn, n ∈ Z), sampled over the parameter. */
      families: { name: string; values: (range: number) => Value[] }[];
      names: Set<string>;
      notSolved: boolean;
      positional: Value[][];
    };

function baseName(name: string): string {
  return name.replace(/'+$/, '').split('_')[0] as string;
}

function isAllReals(n: Node): boolean {
  const m = unparen(n);
  return m.type === 'sym' && m.name === 'R';
}

/** Reads "x=3 or x=-1", "x₁=3; x₂=−1", "{-1; 3}", "x=±2", "x ∈ {..}", "no solution", "x ∈ R", systems, families. */
export function readSolutions(node: Node, variable: string): SolutionReading {
  const root = unparen(node);
  if (isAllReals(root)) return { kind: 'all' };
  if (
    root.type === 'rel' &&
    root.ops.length === 1 &&
    root.ops[0] === 'in' &&
    isAllReals(root.args[1] as Node)
  ) {
    return { kind: 'all' };
  }
  const items: Node[] = [];
  const params = new Set<string>();
  const flatten = (n: Node): void => {
    const m = unparen(n);
    if (m.type === 'list' || m.type === 'set') for (const i of m.items) flatten(i);
    else if (m.type === 'nosolution') return;
    else if (m.type === 'rel' && m.ops.length === 1 && m.ops[0] === 'in') {
      const rhs = unparen(m.args[1] as Node);
      const lhs = unparen(m.args[0] as Node);
      if (rhs.type === 'sym' && (rhs.name === 'Z' || rhs.name === 'N') && lhs.type === 'sym')
        params.add(lhs.name);
      else if (rhs.type === 'set') for (const i of rhs.items) items.push(i);
      else items.push(m);
    } else items.push(m);
  };
  flatten(root);

  const assignments: { name: string; values: Node[] }[] = [];
  const positional: Value[][] = [];
  let notSolved = false;
  for (const item of items) {
    if (item.type === 'tuple') {
      positional.push(item.items.map((i) => evaluate(i)));
      continue;
    }
    if (item.type === 'rel') {
      if (!item.ops.every((o) => o === '=')) {
        notSolved = true;
        continue;
      }
      const names = item.args.filter((a) => unparen(a).type === 'sym' && !isParamExpr(a, params));
      const values = item.args.filter((a) => !names.includes(a));
      if (values.length !== 1 || names.length === 0) {
        notSolved = true;
        continue;
      }
      for (const nm of names) {
        const name = (unparen(nm) as { name: string }).name;
        assignments.push({ name: baseName(name), values: expandPm(values[0] as Node) });
      }
      continue;
    }
    if (isNameLike(item) && unparen(item).type !== 'sym') {
      notSolved = true;
      continue;
    }
    assignments.push({ name: '', values: expandPm(item) });
  }

  const names = new Set(assignments.map((a) => a.name).filter(Boolean));
  const multi = names.size > 1;
  const points: SolutionPoint[] = [];
  const families: { name: string; values: (range: number) => Value[] }[] = [];
  let current: SolutionPoint | null = null;
  for (const a of assignments) {
    const name = a.name || variable;
    for (const v of a.values) {
      const free = [...freeSymbols(v)];
      if (
        free.length > 0 &&
        free.every((s) => params.has(s) || (!names.has(s) && s !== variable && s.length === 1))
      ) {
        const node = v;
        families.push({
          name,
          values: (range: number) => {
            const out: Value[] = [];
            for (let k = -range; k <= range; k += 1) {
              const env = new Map<string, Value>(free.map((s) => [s, Q.fromInt(k)]));
              out.push(evaluate(node, env));
            }
            return out;
          },
        });
        continue;
      }
      const value = evaluate(v);
      if (multi) {
        if (!current || current.has(name)) {
          current = new Map();
          points.push(current);
        }
        current.set(name, value);
      } else points.push(new Map([[name, value]]));
    }
  }
  return { kind: 'points', points, families, names, notSolved, positional };
}

function isParamExpr(n: Node, params: Set<string>): boolean {
  const m = unparen(n);
  return m.type === 'sym' && params.has(m.name);
}

export function pointsEqual(a: SolutionPoint, b: SolutionPoint): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !valuesEqual(v, w)) return false;
  }
  return true;
}

export function allDefined(points: SolutionPoint[]): boolean {
  return points.every((p) => [...p.values()].every(isDefined));
}
