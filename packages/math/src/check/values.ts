import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { TooComplexError } from './budget.ts';
import { evaluate, freeSymbols, isDefined, isExact, type Value, valuesEqual } from './evaluate.ts';

export function formatValue(v: Value): string {
  if (isExact(v)) return Q.formatRational(v);
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'undefined' : v > 0 ? 'inf' : '-inf';
  return String(Number(v.toPrecision(12)));
}

/** Constant value of a node, or null when it has variables or is undefined. */
export function constantValue(node: Node): Value | null {
  if (freeSymbols(node).size > 0) return null;
  const v = evaluate(node);
  return isDefined(v) ? v : null;
}

/** Each ± doubles the readings: beyond this many (six ± signs) an answer is too complex to read. */
const MAX_PM_READINGS = 64;

function checkedReadings(count: number): void {
  if (count > MAX_PM_READINGS) throw new TooComplexError('the answer has too many ± signs');
}

/** Expand ± into its two readings: a ± b → [a + b, a − b]. Throws TooComplexError past 64 readings. */
export function expandPm(node: Node): Node[] {
  const n = node;
  switch (n.type) {
    case 'pm': {
      const rights = expandPm(n.right);
      const lefts = n.left ? expandPm(n.left) : [null];
      checkedReadings(2 * rights.length * lefts.length);
      const out: Node[] = [];
      for (const l of lefts) {
        for (const r of rights) {
          out.push(l ? { type: 'add', left: l, right: r } : r);
          out.push(l ? { type: 'sub', left: l, right: r } : { type: 'neg', arg: r });
        }
      }
      return out;
    }
    case 'paren':
    case 'neg':
      return expandPm(n.arg).map((a) => ({ ...n, arg: a }));
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
    case 'pow': {
      if (!hasPm(n)) return [n];
      const lefts = expandPm(n.left);
      const rights = expandPm(n.right);
      checkedReadings(lefts.length * rights.length);
      const out: Node[] = [];
      for (const l of lefts) for (const r of rights) out.push({ ...n, left: l, right: r });
      return out;
    }
    default:
      return [n];
  }
}

export function hasPm(n: Node): boolean {
  if (n.type === 'pm') return true;
  if (n.type === 'paren' || n.type === 'neg') return hasPm(n.arg);
  if (n.type === 'add' || n.type === 'sub' || n.type === 'mul' || n.type === 'div' || n.type === 'pow') {
    return hasPm(n.left) || hasPm(n.right);
  }
  return false;
}

/** Distinct values, keeping the first of equal ones. */
export function dedupe(values: Value[]): Value[] {
  const out: Value[] = [];
  for (const v of values) if (!out.some((u) => valuesEqual(u, v))) out.push(v);
  return out;
}

/** "x", "f(x)", "f'(x)", "a_n", "k": what a student may write before "=" when repeating the question. */
export function isNameLike(node: Node): boolean {
  const n = unparen(node);
  if (n.type === 'sym') return true;
  if (n.type === 'mul' && n.implicit) {
    const l = unparen(n.left);
    return l.type === 'sym' && n.right.type === 'paren';
  }
  return false;
}

/** Replace symbols by nodes. */
export function substitute(node: Node, map: ReadonlyMap<string, Node>): Node {
  const n = node;
  switch (n.type) {
    case 'sym':
      return map.get(n.name) ?? n;
    case 'neg':
    case 'paren':
    case 'percent':
    case 'degree':
    case 'factorial':
      return { ...n, arg: substitute(n.arg, map) };
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
    case 'pow':
      return { ...n, left: substitute(n.left, map), right: substitute(n.right, map) };
    case 'pm':
      return { ...n, left: n.left ? substitute(n.left, map) : null, right: substitute(n.right, map) };
    case 'call':
      return { ...n, args: n.args.map((a) => substitute(a, map)) };
    case 'rel':
      return { ...n, args: n.args.map((a) => substitute(a, map)) };
    case 'list':
    case 'set':
    case 'tuple':
    case 'union':
      return { ...n, items: n.items.map((a) => substitute(a, map)) };
    default:
      return n;
  }
}

/** Decimal places of a number as written: "17.80" → 2, "1.5e-3" → 4, "1500" → 0. */
export function decimalPlaces(raw: string): number {
  const [mantissa = '', exponent = '0'] = raw.split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/** Round to a number of significant figures (half away from zero). */
export function roundSig(v: Q.Rational, figures: number): Q.Rational {
  if (Q.isZero(v)) return v;
  const places = figures - 1 - Q.floorLog10(v);
  if (places >= 0) return Q.roundToPlaces(v, places);
  const scale = Q.fromInt(10n ** BigInt(-places));
  const scaled = Q.div(v, scale) as Q.Rational;
  return Q.mul(Q.roundToPlaces(scaled, 0), scale);
}

/** A float rounded to places as an exact decimal. */
export function roundFloat(x: number, places: number): Q.Rational | null {
  if (!Number.isFinite(x)) return null;
  const s = Math.abs(x).toFixed(Math.max(0, Math.min(places, 100)));
  const r = Q.parseDecimal(s);
  return r && x < 0 ? Q.neg(r) : r;
}

/**
 * Nodes whose value is one number; lists, sets, points, relations, ± and units hold several or none. A
 * percentage counts as the number typed before % (percent mode compares that number).
 */
const SCALAR = new Set<Node['type']>([
  'num',
  'mixed',
  'const',
  'neg',
  'add',
  'sub',
  'mul',
  'div',
  'pow',
  'call',
  'paren',
  'degree',
  'factorial',
]);

/**
 * The largest parts of an answer that are one constant number: the whole of `√64 − √225`, each
 * coordinate of `(1; 10^400)`, `300/10` in `x = 300/10`, `2` and `3` in `2x + 3`. ∞ is a bound, not a part.
 */
export function constantParts(node: Node): Node[] {
  const parts: Node[] = [];
  const isConstant = (n: Node): boolean => {
    const kids = children(n);
    const constantKids = kids.map(isConstant);
    const constant =
      SCALAR.has(n.type) && !(n.type === 'const' && n.name === 'inf') && constantKids.every(Boolean);
    if (!constant) parts.push(...kids.filter((_, k) => constantKids[k]));
    return constant;
  };
  if (isConstant(node)) parts.push(node);
  return parts;
}
