import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';

/** An exact rational, or a float when the value is irrational (NaN: undefined). */
export type Value = Rational | number;

export type Env = ReadonlyMap<string, Value>;

export function isExact(v: Value): v is Rational {
  return typeof v !== 'number';
}

export function toFloat(v: Value): number {
  return typeof v === 'number' ? v : Q.toNumber(v);
}

export function isDefined(v: Value): boolean {
  return typeof v !== 'number' || Number.isFinite(v);
}

const MAX_FACTORIAL = 1000;

/** While sampling, exact values beyond this size continue as floats: equality stays exact for ordinary answers. */
const SAMPLE_LIMIT = 1n << 4096n;
let sampling = false;

function capped(v: Q.Rational): Value {
  if (!sampling) return v;
  if (v.n > SAMPLE_LIMIT || v.n < -SAMPLE_LIMIT || v.d > SAMPLE_LIMIT) return Q.toNumber(v);
  return v;
}

function sampled<T>(f: () => T): T {
  const before = sampling;
  sampling = true;
  try {
    return f();
  } finally {
    sampling = before;
  }
}

/** Evaluates a scalar expression; anything that is not a number (a list, a relation) is NaN. */
export function evaluate(node: Node, env: Env = new Map()): Value {
  switch (node.type) {
    case 'num':
      return node.value;
    case 'mixed':
      return Q.add(Q.fromInt(node.whole), Q.rational(node.num, node.den === 0n ? 1n : node.den));
    case 'sym': {
      const v = env.get(node.name);
      return v === undefined ? Number.NaN : v;
    }
    case 'const':
      return node.name === 'pi' ? Math.PI : node.name === 'e' ? Math.E : Number.POSITIVE_INFINITY;
    case 'paren':
    case 'degree':
      return evaluate(node.arg, env);
    case 'neg':
      return negate(evaluate(node.arg, env));
    case 'percent':
      return divide(evaluate(node.arg, env), Q.fromInt(100));
    case 'add':
      return plus(evaluate(node.left, env), evaluate(node.right, env));
    case 'sub':
      return plus(evaluate(node.left, env), negate(evaluate(node.right, env)));
    case 'mul':
      return times(evaluate(node.left, env), evaluate(node.right, env));
    case 'div':
      return divide(evaluate(node.left, env), evaluate(node.right, env));
    case 'pow':
      return power(evaluate(node.left, env), evaluate(node.right, env));
    case 'factorial':
      return factorial(evaluate(node.arg, env));
    case 'call':
      return call(
        node.fn,
        node.args.map((a) => evaluate(a, env)),
      );
    default:
      return Number.NaN;
  }
}

export function negate(a: Value): Value {
  return isExact(a) ? Q.neg(a) : -a;
}

export function plus(a: Value, b: Value): Value {
  return isExact(a) && isExact(b) ? capped(Q.add(a, b)) : toFloat(a) + toFloat(b);
}

export function times(a: Value, b: Value): Value {
  return isExact(a) && isExact(b) ? capped(Q.mul(a, b)) : toFloat(a) * toFloat(b);
}

export function divide(a: Value, b: Value): Value {
  if (isExact(a) && isExact(b)) return Q.div(a, b) ?? Number.NaN;
  const d = toFloat(b);
  return d === 0 ? Number.NaN : toFloat(a) / d;
}

export function power(a: Value, b: Value): Value {
  if (isExact(b) && isExact(a)) {
    if (Q.isInteger(b)) {
      const r = Q.powInt(a, b.n);
      if (r !== null) return capped(r);
      if (a.n === 0n) return Number.NaN;
    } else if (b.d <= 64n) {
      const root = Q.rootRational(a, Number(b.d));
      if (root !== null) {
        const r = Q.powInt(root, b.n);
        if (r !== null) return r;
      }
      if (a.n < 0n && b.d % 2n === 0n) return Number.NaN;
    }
  }
  const x = toFloat(a);
  const y = toFloat(b);
  if (x < 0 && isExact(b) && !Q.isInteger(b)) {
    // Odd roots of negatives are real: (-8)^(1/3) = -2.
    if (b.d % 2n === 0n) return Number.NaN;
    const m = Math.abs(x) ** y;
    return b.n % 2n === 0n ? m : -m;
  }
  if (x === 0 && y < 0) return Number.NaN;
  return x ** y;
}

function factorial(a: Value): Value {
  if (!isExact(a) || !Q.isInteger(a) || a.n < 0n || a.n > BigInt(MAX_FACTORIAL)) return Number.NaN;
  let r = 1n;
  for (let k = 2n; k <= a.n; k += 1n) r *= k;
  return Q.fromInt(r);
}

function call(fn: string, args: Value[]): Value {
  const a = args[0];
  if (a === undefined) return Number.NaN;
  if (args.length !== 1) {
    if (fn === 'log' && args.length === 2) return Math.log(toFloat(args[1] as Value)) / Math.log(toFloat(a));
    return Number.NaN;
  }
  switch (fn) {
    case 'sqrt':
      return power(a, Q.rational(1n, 2n));
    case 'cbrt':
      return power(a, Q.rational(1n, 3n));
    case 'abs':
      return isExact(a) ? (a.n < 0n ? Q.neg(a) : a) : Math.abs(a);
  }
  const x = toFloat(a);
  switch (fn) {
    case 'sin':
      return Math.sin(x);
    case 'cos':
      return Math.cos(x);
    case 'tan':
      return Math.tan(x);
    case 'cot':
      return 1 / Math.tan(x);
    case 'ln':
      return x > 0 ? Math.log(x) : Number.NaN;
    case 'log':
    case 'lg':
      return x > 0 ? Math.log10(x) : Number.NaN;
    case 'exp':
      return Math.exp(x);
    case 'arcsin':
      return Math.asin(x);
    case 'arccos':
      return Math.acos(x);
    case 'arctan':
      return Math.atan(x);
    default:
      return Number.NaN;
  }
}

const REL_TOL = 1e-9;
const ABS_TOL = 1e-12;

/** Exact when both are exact; otherwise relative tolerance 1e-9. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isExact(a) && isExact(b)) return Q.equals(a, b);
  const x = toFloat(a);
  const y = toFloat(b);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return x === y && !Number.isNaN(x);
  return Math.abs(x - y) <= REL_TOL * Math.max(Math.abs(x), Math.abs(y)) || Math.abs(x - y) <= ABS_TOL;
}

/** Free variables of an expression (constants and function names excluded). */
export function freeSymbols(node: Node, out: Set<string> = new Set()): Set<string> {
  if (node.type === 'sym') out.add(node.name);
  for (const c of children(node)) freeSymbols(c, out);
  return out;
}

const POOL: Rational[] = [
  Q.rational(3n, 7n),
  Q.rational(-5n, 3n),
  Q.rational(11n, 4n),
  Q.rational(-2n, 9n),
  Q.rational(7n, 5n),
  Q.rational(1000003n, 1000000n),
  Q.rational(-17n, 8n),
  Q.rational(13n, 6n),
  Q.rational(5n, 2n),
  Q.rational(-7n, 4n),
  Q.rational(19n, 11n),
  Q.rational(2n, 5n),
  Q.rational(-1000001n, 1000000n),
];
const TRIALS = 12;

/**
 * Wider points, tried with the small ones: `√(x − 40)` or `log(x − 6)` live far from zero, and `|x + 11|`
 * differs from `x + 11` only below −11.
 */
const WIDE_POOL: Rational[] = [
  Q.rational(37n, 3n),
  Q.rational(-53n, 4n),
  Q.rational(101n, 7n),
  Q.rational(250n, 9n),
  Q.rational(-611n, 13n),
  Q.rational(1003n, 11n),
  Q.rational(45n, 2n),
  Q.rational(-97n, 6n),
  Q.rational(4001n, 17n),
  Q.rational(67n, 5n),
  Q.rational(-2003n, 19n),
  Q.rational(613n, 8n),
];

/** The sample points used for expressions in `vars`: deterministic, rational, both signs. */
export function samplePoints(vars: readonly string[], wide = false): Map<string, Value>[] {
  const pool = wide ? WIDE_POOL : POOL;
  const points: Map<string, Value>[] = [];
  for (let t = 0; t < TRIALS; t += 1) {
    const env = new Map<string, Value>();
    vars.forEach((v, j) => {
      env.set(v, pool[(t + j * 5) % pool.length] as Rational);
    });
    points.push(env);
  }
  return points;
}

/** A float that under- or overflowed says nothing reliable about equality. */
function comparable(v: Value): boolean {
  if (isExact(v)) return true;
  return Number.isFinite(v) && (v === 0 || Math.abs(v) > 1e-250) && Math.abs(v) < 1e250;
}

export type Equivalence = 'equal' | 'different' | 'unknown';

/** Equal on the common domain, by exact rational sampling (floats where roots/pi make it irrational). */
export function expressionsEqual(a: Node, b: Node): Equivalence {
  return sampled(() => equalBySampling(a, b));
}

function equalBySampling(a: Node, b: Node): Equivalence {
  const vars = [...new Set([...freeSymbols(a), ...freeSymbols(b)])].sort();
  if (vars.length === 0) {
    const x = evaluate(a);
    const y = evaluate(b);
    if (!isDefined(x) || !isDefined(y)) return 'unknown';
    return valuesEqual(x, y) ? 'equal' : 'different';
  }
  // Both pools, always: the small points alone all lie where |x + 11| is x + 11, or √((x + 11)²) is.
  let agree = 0;
  for (const wide of [false, true]) {
    for (const env of samplePoints(vars, wide)) {
      const x = evaluate(a, env);
      const y = evaluate(b, env);
      if (!comparable(x) || !comparable(y)) continue;
      if (!valuesEqual(x, y)) return 'different';
      agree += 1;
    }
  }
  return agree >= 2 ? 'equal' : 'unknown';
}

/** Does f ≡ k·g for a constant k? Returns k (as a value) or null. */
export function constantRatio(f: Node, g: Node): Value | null {
  return sampled(() => ratioBySampling(f, g));
}

function ratioBySampling(f: Node, g: Node): Value | null {
  const vars = [...new Set([...freeSymbols(f), ...freeSymbols(g)])].sort();
  let ratio: Value | null = null;
  let seen = 0;
  for (const wide of [false, true]) {
    for (const env of samplePoints(vars, wide)) {
      const x = evaluate(f, env);
      const y = evaluate(g, env);
      if (!comparable(x) || !comparable(y)) continue;
      const yz = isExact(y) ? Q.isZero(y) : Math.abs(y) < 1e-12;
      const xz = isExact(x) ? Q.isZero(x) : Math.abs(x) < 1e-12;
      if (yz || xz) {
        if (yz !== xz) return null;
        continue;
      }
      const r = divide(x, y);
      if (ratio === null) ratio = r;
      else if (!valuesEqual(ratio, r)) return null;
      seen += 1;
    }
  }
  // As in `equalBySampling`: a ratio holds at the wide points too, or it is not constant.
  return seen >= 2 ? ratio : null;
}
