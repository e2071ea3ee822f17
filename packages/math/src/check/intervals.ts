import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { evaluate, isDefined, isExact, toFloat, type Value, valuesEqual } from './evaluate.ts';

export type Bound = { v: Value; closed: boolean };
export type Interval = { lo: Bound; hi: Bound };
/** Sorted, disjoint, non-empty intervals. */
export type IntervalSet = Interval[];

export type IntervalReading = {
  set: IntervalSet;
  /** Was the answer written with interval brackets (not inequality signs)? */
  intervalNotation: boolean;
  infinityClosed: boolean;
  /** Every inequality has the variable alone on one side (`x > 1`, `−1 < x ≤ 3`), or there is none. */
  solved: boolean;
};

/** Solves an inequality the reading cannot read directly (`2 < 2x`, `x² > 4`); null when it cannot. */
export type RelationSolver = (rel: Node, variable: string | null) => IntervalSet | null;

const NEG_INF: Bound = { v: Number.NEGATIVE_INFINITY, closed: false };
const POS_INF: Bound = { v: Number.POSITIVE_INFINITY, closed: false };

function cmp(a: Value, b: Value): number {
  if (isExact(a) && isExact(b)) return Q.compare(a, b);
  if (valuesEqual(a, b)) return 0;
  const x = toFloat(a);
  const y = toFloat(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function isEmpty(i: Interval): boolean {
  const c = cmp(i.lo.v, i.hi.v);
  return c > 0 || (c === 0 && !(i.lo.closed && i.hi.closed));
}

export function normalize(set: Interval[]): IntervalSet {
  const items = set.filter((i) => !isEmpty(i)).sort((a, b) => cmp(a.lo.v, b.lo.v) || (a.lo.closed ? -1 : 1));
  const out: Interval[] = [];
  for (const i of items) {
    const last = out[out.length - 1];
    if (last) {
      const c = cmp(i.lo.v, last.hi.v);
      if (c < 0 || (c === 0 && (i.lo.closed || last.hi.closed))) {
        const h = cmp(i.hi.v, last.hi.v);
        if (h > 0 || (h === 0 && i.hi.closed)) last.hi = i.hi;
        continue;
      }
    }
    out.push({ lo: { ...i.lo }, hi: { ...i.hi } });
  }
  return out;
}

export function intersect(a: IntervalSet, b: IntervalSet): IntervalSet {
  const out: Interval[] = [];
  for (const x of a) {
    for (const y of b) {
      const lc = cmp(x.lo.v, y.lo.v);
      const lo = lc > 0 ? x.lo : lc < 0 ? y.lo : { v: x.lo.v, closed: x.lo.closed && y.lo.closed };
      const hc = cmp(x.hi.v, y.hi.v);
      const hi = hc < 0 ? x.hi : hc > 0 ? y.hi : { v: x.hi.v, closed: x.hi.closed && y.hi.closed };
      out.push({ lo, hi });
    }
  }
  return normalize(out);
}

export function sameSet(a: IntervalSet, b: IntervalSet): boolean {
  return (
    a.length === b.length &&
    a.every((x, k) => {
      const y = b[k] as Interval;
      return (
        cmp(x.lo.v, y.lo.v) === 0 &&
        cmp(x.hi.v, y.hi.v) === 0 &&
        x.lo.closed === y.lo.closed &&
        x.hi.closed === y.hi.closed
      );
    })
  );
}

/** Same boundary points, ignoring whether they are included. */
export function sameBoundaries(a: IntervalSet, b: IntervalSet): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, k) => cmp(x.lo.v, (b[k] as Interval).lo.v) === 0 && cmp(x.hi.v, (b[k] as Interval).hi.v) === 0,
    )
  );
}

/** Only boundary points in common (or nothing): the student described the other side. */
export function onlyTouch(a: IntervalSet, b: IntervalSet): boolean {
  return intersect(a, b).every((i) => cmp(i.lo.v, i.hi.v) === 0);
}

function bound(node: Node): Value | null {
  const v = evaluate(node);
  if (typeof v === 'number' && (v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY)) return v;
  return isDefined(v) ? v : null;
}

/** An inequality not in solved form, read by solving it (and remembered as not solved). */
function solvedElsewhere(rel: Node, variable: string | null, state: State): IntervalSet | null {
  const set = state.solve?.(rel, variable) ?? null;
  if (set) state.unsolved = true;
  return set;
}

function comparison(op: string, a: Node, b: Node, variable: string | null): IntervalSet | null {
  const an = unparen(a);
  const bn = unparen(b);
  let value: Node;
  let o = op;
  if (an.type === 'sym' && (variable === null || an.name === variable)) value = bn;
  else if (bn.type === 'sym' && (variable === null || bn.name === variable)) {
    value = an;
    o = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' }[op] ?? op;
  } else return null;
  const v = bound(value);
  if (v === null) return null;
  switch (o) {
    case '<':
      return normalize([{ lo: NEG_INF, hi: { v, closed: false } }]);
    case '<=':
      return normalize([{ lo: NEG_INF, hi: { v, closed: true } }]);
    case '>':
      return normalize([{ lo: { v, closed: false }, hi: POS_INF }]);
    case '>=':
      return normalize([{ lo: { v, closed: true }, hi: POS_INF }]);
    case '=':
      return [{ lo: { v, closed: true }, hi: { v, closed: true } }];
    case '!=':
      return normalize([
        { lo: NEG_INF, hi: { v, closed: false } },
        { lo: { v, closed: false }, hi: POS_INF },
      ]);
    default:
      return null;
  }
}

/** Reads intervals, unions, inequalities (chained, and/or) and "x ∈ ..." as a set of reals. */
export function readIntervals(
  node: Node,
  variable: string | null,
  solve: RelationSolver | null = null,
): IntervalReading | null {
  const state: State = { infinityClosed: false, sawInequality: false, unsolved: false, solve };
  const set = read(node, variable, state);
  if (!set) return null;
  return {
    set,
    intervalNotation: !state.sawInequality,
    infinityClosed: state.infinityClosed,
    solved: !state.unsolved,
  };
}

type State = {
  infinityClosed: boolean;
  sawInequality: boolean;
  unsolved: boolean;
  solve: RelationSolver | null;
};

function read(node: Node, variable: string | null, state: State): IntervalSet | null {
  const n = unparen(node);
  switch (n.type) {
    case 'tuple': {
      if (n.items.length !== 2) return null;
      const lo = bound(n.items[0] as Node);
      const hi = bound(n.items[1] as Node);
      if (lo === null || hi === null) return null;
      const loClosed = n.open === '[';
      const hiClosed = n.close === ']';
      if ((loClosed && !Number.isFinite(toFloat(lo))) || (hiClosed && !Number.isFinite(toFloat(hi)))) {
        state.infinityClosed = true;
      }
      return normalize([
        {
          lo: { v: lo, closed: loClosed && Number.isFinite(toFloat(lo)) },
          hi: { v: hi, closed: hiClosed && Number.isFinite(toFloat(hi)) },
        },
      ]);
    }
    case 'set':
      if (n.items.length === 0) return [];
      return normalize(
        n.items.map((item) => {
          const v = bound(item) ?? Number.NaN;
          return { lo: { v, closed: true }, hi: { v, closed: true } };
        }),
      );
    case 'nosolution':
      return [];
    case 'sym':
      return n.name === 'R' ? [{ lo: NEG_INF, hi: POS_INF }] : null;
    case 'union': {
      const parts = n.items.map((i) => read(i, variable, state));
      if (parts.some((p) => p === null)) return null;
      return normalize((parts as IntervalSet[]).flat());
    }
    case 'list': {
      const parts = n.items.map((i) => read(i, variable, state));
      if (parts.some((p) => p === null)) return null;
      const sets = parts as IntervalSet[];
      const allIntervals = n.items.every((i) => ['tuple', 'set', 'union'].includes(unparen(i).type));
      if (n.seps.includes('or') || allIntervals) return normalize(sets.flat());
      return sets.reduce((acc, s) => intersect(acc, s));
    }
    case 'rel': {
      if (n.ops.length === 1 && n.ops[0] === 'in') {
        const lhs = unparen(n.args[0] as Node);
        if (lhs.type !== 'sym' || (variable !== null && lhs.name !== variable)) return null;
        return read(n.args[1] as Node, variable, state);
      }
      state.sawInequality = true;
      let acc: IntervalSet = [{ lo: NEG_INF, hi: POS_INF }];
      for (let k = 0; k < n.ops.length; k += 1) {
        const part = comparison(n.ops[k] as string, n.args[k] as Node, n.args[k + 1] as Node, variable);
        if (!part) return solvedElsewhere(n, variable, state);
        acc = intersect(acc, part);
      }
      return acc;
    }
    default:
      return null;
  }
}

export function formatIntervals(set: IntervalSet): string {
  if (set.length === 0) return '∅';
  return set
    .map((i) => {
      const lo = toFloat(i.lo.v);
      const hi = toFloat(i.hi.v);
      if (lo === hi) return `{${show(i.lo.v)}}`;
      return `${i.lo.closed ? '[' : '('}${show(i.lo.v)}; ${show(i.hi.v)}${i.hi.closed ? ']' : ')'}`;
    })
    .join(' ∪ ');
}

function show(v: Value): string {
  if (isExact(v)) return Q.formatRational(v);
  if (v === Number.POSITIVE_INFINITY) return '+∞';
  if (v === Number.NEGATIVE_INFINITY) return '-∞';
  return Number.isNaN(v) ? 'undefined' : String(Number(v.toPrecision(12)));
}
