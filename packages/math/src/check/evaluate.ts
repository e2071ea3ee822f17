import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { attempt, remainingMs, spend, TooComplexError } from './budget.ts';
import { symbolicEquality, symbolicRatio } from './polynomial.ts';

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

// Inside the evaluator a value is exact, or approximate with an error bound.

/**
 * m · 2^e with |m| in [0.5, 1) (or m = 0), within err · 2^e of the true value. Its own exponent means
 * 10^5000 neither overflows nor underflows; `err` is the noise of the computation so far (a running error
 * bound), and a comparison whose difference is within that noise decides nothing.
 */
type Approx = { readonly m: number; readonly e: number; readonly err: number };
type Num = Rational | Approx;

/** One rounding: relative error of a double operation is at most 2^-53; we count 2^-52. */
const EPS = 2 ** -52;
/** Beyond 2^±(2^50) a value's exponent itself is not known exactly: such a value is untrusted. */
const MAX_EXPONENT = 2 ** 50;

const UNDEFINED: Approx = { m: Number.NaN, e: 0, err: 0 };
const INFINITE: Approx = { m: 0.5, e: Number.POSITIVE_INFINITY, err: 0 };
const HALF = Q.rational(1n, 2n);
const THIRD = Q.rational(1n, 3n);
const HUNDRED = Q.fromInt(100);
const MAX_FACTORIAL = 1000n;

/** Exact values beyond this size continue approximately; while sampling the limit is lower. */
const SAMPLE_EXACT_BITS = 4096;
let exactBits = Q.MAX_EXACT_BITS;

function sampled<T>(f: () => T): T {
  const before = exactBits;
  exactBits = SAMPLE_EXACT_BITS;
  try {
    return f();
  } finally {
    exactBits = before;
  }
}

function isRational(v: Num | Precise): v is Rational {
  return typeof (v as Rational).n === 'bigint';
}

/** x · 2^k without overflowing or underflowing on the way (2^k alone may). */
function ldexp(x: number, k: number): number {
  if (x === 0) return 0;
  if (k > 1000) return x * 2 ** 1000 * 2 ** (k - 1000);
  if (k < -1000) return x * 2 ** -1000 * 2 ** (k + 1000);
  return x * 2 ** k;
}

function approx(m: number, e: number, err: number): Approx {
  if (Number.isNaN(m) || Number.isNaN(err)) return UNDEFINED;
  if (!Number.isFinite(m)) return m > 0 ? INFINITE : negApprox(INFINITE);
  if (m === 0) return { m: 0, e, err };
  let k = Math.floor(Math.log2(Math.abs(m))) + 1;
  const f = Math.abs(ldexp(m, -k));
  if (f >= 1) k += 1;
  else if (f < 0.5) k -= 1;
  return { m: ldexp(m, -k), e: e + k, err: ldexp(err, -k) };
}

function fromFloat(x: number, absErr = 0): Approx {
  if (Number.isNaN(x)) return UNDEFINED;
  if (!Number.isFinite(x)) return x > 0 ? INFINITE : negApprox(INFINITE);
  return approx(x, 0, absErr);
}

function approxOf(v: Num): Approx {
  if (!isRational(v)) return v;
  const [m, e] = Q.mantissaExponent(v);
  return { m, e, err: Math.abs(m) * EPS };
}

function toValue(v: Num): Value {
  if (isRational(v)) return v;
  return Number.isNaN(v.m) ? Number.NaN : ldexp(v.m, v.e);
}

function fromValue(v: Value): Num {
  return isExact(v) ? v : fromFloat(v);
}

function isUndefined(v: Num): boolean {
  return !isRational(v) && Number.isNaN(v.m);
}

function isInfinite(v: Approx): boolean {
  return !Number.isFinite(v.e);
}

/** Absolute error as a float (Infinity when the value is beyond double range). */
function absErr(v: Num): number {
  if (isRational(v)) return Math.abs(Q.toNumber(v)) * EPS;
  return ldexp(v.err, v.e);
}

/** An exact value that grew past the current size limit continues approximately. */
function limited(v: Rational): Num {
  return Q.sizeBits(v) > exactBits ? approxOf(v) : v;
}

/** ∞ in arithmetic (an interval's bound): plain floating point, as a double would do it. */
function withInfinity(a: Num, b: Num, op: (x: number, y: number) => number): Approx {
  return fromFloat(op(toFloat(toValue(a)), toFloat(toValue(b))));
}

function negApprox(a: Approx): Approx {
  return { m: -a.m, e: a.e, err: a.err };
}

function negNum(a: Num): Num {
  return isRational(a) ? Q.neg(a) : negApprox(a);
}

function addNum(a: Num, b: Num): Num {
  if (isRational(a) && isRational(b)) {
    const r = Q.addWithin(a, b, exactBits);
    if (r) return r;
  }
  const x = approxOf(a);
  const y = approxOf(b);
  if (isInfinite(x) || isInfinite(y)) return withInfinity(x, y, (p, q) => p + q);
  const e = Math.max(x.e, y.e);
  const m = ldexp(x.m, x.e - e) + ldexp(y.m, y.e - e);
  const err = ldexp(x.err, x.e - e) + ldexp(y.err, y.e - e) + Math.abs(m) * EPS + 2 ** -1074;
  return approx(m, e, err);
}

function mulNum(a: Num, b: Num): Num {
  if (isRational(a) && isRational(b)) {
    const r = Q.mulWithin(a, b, exactBits);
    if (r) return r;
  }
  const x = approxOf(a);
  const y = approxOf(b);
  if (isInfinite(x) || isInfinite(y)) return withInfinity(x, y, (p, q) => p * q);
  const m = x.m * y.m;
  const err = Math.abs(x.m) * y.err + Math.abs(y.m) * x.err + x.err * y.err + Math.abs(m) * EPS;
  return approx(m, x.e + y.e, err);
}

function divNum(a: Num, b: Num): Num {
  if (isRational(a) && isRational(b)) {
    if (Q.isZero(b)) return UNDEFINED;
    const r = Q.divWithin(a, b, exactBits);
    if (r) return r;
  }
  const x = approxOf(a);
  const y = approxOf(b);
  if (y.m === 0) return UNDEFINED;
  if (isInfinite(x) || isInfinite(y)) return withInfinity(x, y, (p, q) => p / q);
  const m = x.m / y.m;
  const below = Math.abs(y.m) - y.err;
  const err =
    below > 0 ? (x.err + Math.abs(m) * y.err) / below + Math.abs(m) * EPS : Number.POSITIVE_INFINITY;
  return approx(m, x.e - y.e, err);
}

function powNum(a: Num, b: Num): Num {
  if (isRational(a) && isRational(b)) {
    const exact = exactPower(a, b);
    if (exact !== null) return exact;
  }
  return approxPower(approxOf(a), b);
}

/** a^b exactly (a rational or undefined), or null when it must be approximated. */
function exactPower(a: Rational, b: Rational): Num | null {
  if (Q.isInteger(b)) {
    const r = Q.powInt(a, b.n, exactBits);
    return r ?? (a.n === 0n ? UNDEFINED : null);
  }
  if (a.n < 0n && b.d % 2n === 0n) return UNDEFINED;
  if (a.n === 0n) return b.n > 0n ? Q.ZERO : UNDEFINED;
  if (b.d <= 64n && Q.sizeBits(a) <= exactBits) {
    const root = Q.rootRational(a, Number(b.d));
    const r = root && Q.powInt(root, b.n, exactBits);
    if (r) return r;
  }
  return null;
}

/** The exponent as a double with its absolute error, and the sign a negative base gets (0: undefined). */
function exponentOf(b: Num, negativeBase: boolean): { y: number; dy: number; sign: number } {
  if (isRational(b)) {
    const y = Q.toNumber(b);
    const dy = b.d === 1n && Math.abs(y) <= 2 ** 53 ? 0 : Math.abs(y) * EPS;
    if (!negativeBase) return { y, dy, sign: 1 };
    // Odd roots of negatives are real: (-8)^(1/3) = -2; even ones are not.
    if (!Q.isInteger(b) && b.d % 2n === 0n) return { y, dy, sign: 0 };
    return { y, dy, sign: b.n % 2n === 0n ? 1 : -1 };
  }
  const y = toFloat(toValue(b));
  const dy = absErr(b);
  if (!negativeBase) return { y, dy, sign: 1 };
  return { y, dy, sign: Number.isInteger(y) && dy < 0.5 ? (y % 2 === 0 ? 1 : -1) : 0 };
}

/** 0 · ∞ counts as 0 in error bounds: an exact zero term adds no error, however large the other factor. */
function errorTerm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : a * b;
}

/**
 * a^b approximately: Math.pow where the result fits a double, through logarithms beyond (huge and tiny
 * results keep their exponent). The error bound grows with |b|: (x(1 + ε))^b = x^b (1 + ε)^b.
 */
function approxPower(a: Approx, b: Num): Num {
  if (isUndefined(a) || isUndefined(b)) return UNDEFINED;
  if (isInfinite(a) || (!isRational(b) && isInfinite(b))) return withInfinity(a, b, (p, q) => p ** q);
  const { y, dy, sign } = exponentOf(b, a.m < 0);
  if (sign === 0) return UNDEFINED;
  if (a.m === 0) {
    if (y < 0 || (y === 0 && a.err > 0)) return UNDEFINED;
    if (y === 0) return Q.ONE;
    if (a.err === 0) return { m: 0, e: 0, err: 0 };
    const bound = y * (Math.log2(a.err) + a.e);
    return { m: 0, e: Math.ceil(bound), err: 2 ** (bound - Math.ceil(bound)) };
  }
  if (y === 0 && dy === 0) return Q.ONE;
  const lg = Math.log2(Math.abs(a.m)) + a.e;
  const L = y * lg;
  if (Number.isNaN(L)) return UNDEFINED;
  const growth =
    errorTerm(Math.abs(y), Math.log1p(a.err / Math.abs(a.m))) +
    errorTerm(Math.LN2 * Math.abs(lg), dy) +
    Math.LN2 * Math.abs(L) * 3 * EPS;
  const rel = Math.expm1(growth) + 2 * EPS;
  const direct = Math.abs(L) < 1000 ? Math.abs(ldexp(a.m, a.e)) ** y : Number.NaN;
  if (Number.isFinite(direct) && direct > 2 ** -1000) return approx(sign * direct, 0, direct * rel);
  if (!(Math.abs(L) < MAX_EXPONENT)) return beyondRange(sign, L);
  const whole = Math.floor(L);
  const m = sign * 2 ** (L - whole);
  return approx(m, whole, Math.abs(m) * rel);
}

/** sign · 2^L for |L| too large to hold even as an exponent: ±∞ or 0 as a double, never trusted. */
function beyondRange(sign: number, L: number): Approx {
  return { m: sign * 0.5, e: L > 0 ? 2 * MAX_EXPONENT : -2 * MAX_EXPONENT, err: Number.POSITIVE_INFINITY };
}

function factorialNum(a: Num): Num {
  if (!isRational(a) || !Q.isInteger(a) || a.n < 0n || a.n > MAX_FACTORIAL) return UNDEFINED;
  let r = 1n;
  for (let k = 2n; k <= a.n; k += 1n) r *= k;
  return limited(Q.fromInt(r));
}

/** Bounds on |f′(x)|: how much of the argument's error reaches the value (y = f(x)). */
const SLOPES: Record<string, (x: number, y: number) => number> = {
  sin: () => 1,
  cos: () => 1,
  tan: (_, y) => 1 + y * y,
  cot: (_, y) => 1 + y * y,
  arcsin: (x) => 1 / Math.sqrt(Math.max(0, 1 - x * x)),
  arccos: (x) => 1 / Math.sqrt(Math.max(0, 1 - x * x)),
  arctan: (x) => 1 / (1 + x * x),
};

/** n choose k = n(n−1)…(n−k+1)/k! for a whole k ≥ 0 and any n, so binom(n, 2) = n(n−1)/2 samples exactly. */
function binomialNum(n: Num, k: Num): Num {
  if (!isRational(k) || !Q.isInteger(k) || k.n > MAX_FACTORIAL) return UNDEFINED;
  if (k.n < 0n) return Q.ZERO;
  let r: Num = Q.ONE;
  for (let i = 0n; i < k.n; i += 1n) r = divNum(mulNum(r, addNum(n, Q.fromInt(-i))), Q.fromInt(i + 1n));
  return r;
}

function callNum(fn: string, args: Num[]): Num {
  const [a] = args;
  if (a === undefined || args.some(isUndefined)) return UNDEFINED;
  if (args.length === 2 && fn === 'binom') return binomialNum(a, args[1] as Num);
  if (args.length === 2 && fn === 'log') return divNum(logNum(args[1] as Num), logNum(a));
  if (args.length === 1) {
    switch (fn) {
      case 'sqrt':
        return powNum(a, HALF);
      case 'cbrt':
        return powNum(a, THIRD);
      case 'abs':
        return isRational(a) ? (a.n < 0n ? Q.neg(a) : a) : { m: Math.abs(a.m), e: a.e, err: a.err };
      case 'ln':
        return logNum(a);
      case 'log':
      case 'lg':
        return logNum(a, true);
      case 'exp':
        return expNum(a);
    }
  }
  const values = args.map(toValue);
  const y = call(fn, values);
  if (isExact(y)) return y;
  const rounding = Math.abs(y) * 4 * EPS;
  if (args.every(isRational)) return fromFloat(y, errorTerm(slopeOf(fn, values), absErr(a)) + rounding);
  return fromFloat(
    y,
    args.length === 1 ? slopeOf(fn, values) * absErr(a) + rounding : Number.POSITIVE_INFINITY,
  );
}

/** |f′(x)|: from the table, else estimated from f itself (twice the difference quotient, to be safe). */
function slopeOf(fn: string, values: Value[]): number {
  const x = toFloat(values[0] as Value);
  const known = values.length === 1 ? SLOPES[fn] : undefined;
  if (known) return known(x, toFloat(call(fn, values)));
  if (values.length !== 1) return Number.POSITIVE_INFINITY;
  const h = Math.max(Math.abs(x), 1) * 1e-6;
  const slope = Math.abs(toFloat(call(fn, [x + h])) - toFloat(call(fn, [x - h]))) / (2 * h);
  return Number.isFinite(slope) ? 2 * slope : Number.POSITIVE_INFINITY;
}

/** ln, or log10 with `ln10`: the double's logarithm in range, else from mantissa and exponent (10^5000 too). */
function logNum(v: Num, ln10 = false): Num {
  const a = approxOf(v);
  if (isInfinite(a)) return withInfinity(a, a, (p) => (p > 0 ? Math.log(p) : Number.NaN));
  if (!(a.m > 0)) return UNDEFINED;
  const x = ldexp(a.m, a.e);
  const inRange = x > 2 ** -1000 && Number.isFinite(x);
  const ln = inRange ? Math.log(x) : Math.log(a.m) + a.e * Math.LN2;
  const value = ln10 ? (inRange ? Math.log10(x) : ln / Math.LN10) : ln;
  const rel = a.err / a.m;
  const err = (rel < 1 ? -Math.log1p(-rel) : Number.POSITIVE_INFINITY) + Math.abs(value) * 2 * EPS;
  return fromFloat(value, ln10 ? err / Math.LN10 : err);
}

function expNum(v: Num): Num {
  const x = toFloat(toValue(v));
  if (Number.isNaN(x)) return UNDEFINED;
  const L = x * Math.LOG2E;
  const rel = Math.expm1(absErr(v) + Math.LN2 * Math.abs(L) * 3 * EPS) + 2 * EPS;
  const direct = Math.exp(x);
  if (Number.isFinite(direct) && direct > 2 ** -1000) return approx(direct, 0, direct * rel);
  if (!(Math.abs(L) < MAX_EXPONENT)) return beyondRange(1, L);
  const whole = Math.floor(L);
  const m = 2 ** (L - whole);
  return approx(m, whole, m * rel);
}

function evalNum(node: Node, env: Env): Num {
  spend();
  switch (node.type) {
    case 'num':
      return limited(node.value);
    case 'mixed':
      return Q.add(Q.fromInt(node.whole), Q.rational(node.num, node.den === 0n ? 1n : node.den));
    case 'sym': {
      const v = env.get(node.name);
      return v === undefined ? UNDEFINED : fromValue(v);
    }
    case 'const':
      if (node.name === 'pi') return fromFloat(Math.PI, Math.PI * EPS);
      return node.name === 'e' ? fromFloat(Math.E, Math.E * EPS) : INFINITE;
    case 'paren':
    case 'degree':
      return evalNum(node.arg, env);
    case 'neg':
      return negNum(evalNum(node.arg, env));
    case 'percent':
      return divNum(evalNum(node.arg, env), HUNDRED);
    case 'add':
      return addNum(evalNum(node.left, env), evalNum(node.right, env));
    case 'sub':
      return addNum(evalNum(node.left, env), negNum(evalNum(node.right, env)));
    case 'mul':
      return mulNum(evalNum(node.left, env), evalNum(node.right, env));
    case 'div':
      return divNum(evalNum(node.left, env), evalNum(node.right, env));
    case 'pow':
      return powNum(evalNum(node.left, env), evalNum(node.right, env));
    case 'factorial':
      return factorialNum(evalNum(node.arg, env));
    case 'call':
      return callNum(
        node.fn,
        node.args.map((a) => evalNum(a, env)),
      );
    default:
      return UNDEFINED;
  }
}

/** Evaluates a scalar expression; anything that is not a number (a list, a relation) is NaN. */
export function evaluate(node: Node, env: Env = new Map()): Value {
  return toValue(evalNum(node, env));
}

export function negate(a: Value): Value {
  return toValue(negNum(fromValue(a)));
}

export function plus(a: Value, b: Value): Value {
  return toValue(addNum(fromValue(a), fromValue(b)));
}

export function times(a: Value, b: Value): Value {
  return toValue(mulNum(fromValue(a), fromValue(b)));
}

export function divide(a: Value, b: Value): Value {
  return toValue(divNum(fromValue(a), fromValue(b)));
}

export function power(a: Value, b: Value): Value {
  return toValue(powNum(fromValue(a), fromValue(b)));
}

/** The value of a function of numbers (the evaluator adds error bounds around it). */
function call(fn: string, args: Value[]): Value {
  const a = args[0];
  if (a === undefined) return Number.NaN;
  if (args.length !== 1) {
    if (fn === 'log' && args.length === 2) return Math.log(toFloat(args[1] as Value)) / Math.log(toFloat(a));
    return Number.NaN;
  }
  switch (fn) {
    case 'sqrt':
      return power(a, HALF);
    case 'cbrt':
      return power(a, THIRD);
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
    case 'sec':
      return 1 / Math.cos(x);
    case 'csc':
      return 1 / Math.sin(x);
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
  // Irrational-ish: large prime denominators, so no "lucky" cancellation lines up with them.
  Q.rational(1414213n, 999983n),
  Q.rational(-1732051n, 1000003n),
  Q.rational(2236069n, 1299709n),
  Q.rational(-3141593n, 2718281n),
];

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
  Q.rational(1299709n, 10007n),
  Q.rational(-7071067n, 100003n),
  Q.rational(31622777n, 1000003n),
  Q.rational(524287n, 3001n),
  Q.rational(-44721359n, 1000003n),
];

/** A point decides equality only with at least this many trustworthy agreeing points (never by luck). */
const MIN_AGREEING_POINTS = 3;
/** The exact shortcut gets at most this many milliseconds (and half of what is left) before sampling. */
const SYMBOLIC_MS = 100;

/** Whole numbers, for expressions defined only there (n!, binomial coefficients); a prime count again. */
const WHOLE_POOL: Rational[] = [2, 5, 3, 7, 4, 6, 1, 9, 8, 0, 11, 10, 12].map((k) => Q.fromInt(k));

/**
 * The sample points used for expressions in `vars`: deterministic, rational, both signs. Each pool has a
 * prime number of values and each variable walks it with its own stride, so variables never move together.
 */
export function samplePoints(vars: readonly string[], wide = false): Map<string, Value>[] {
  return pointsFrom(wide ? WIDE_POOL : POOL, vars);
}

function pointsFrom(pool: readonly Rational[], vars: readonly string[]): Map<string, Value>[] {
  const points: Map<string, Value>[] = [];
  for (let t = 0; t < pool.length; t += 1) {
    const env = new Map<string, Value>();
    vars.forEach((v, j) => {
      const stride = (j % (pool.length - 1)) + 1;
      env.set(v, pool[(t * stride + 5 * j) % pool.length] as Rational);
    });
    points.push(env);
  }
  return points;
}

function allSamplePoints(vars: readonly string[]): Map<string, Value>[] {
  if (vars.length === 0) return [new Map()];
  return [...samplePoints(vars, false), ...samplePoints(vars, true)];
}

type PointVerdict = 'agree' | 'differ' | 'unusable';

/**
 * Two values at one point, given their difference d computed as precisely as they were. Exact values
 * compare exactly. Approximate ones agree within the relative tolerance only when their noise is below it
 * too; they differ only when the difference stands out of tolerance and noise together. A difference
 * within the noise decides nothing, unless both are zero to within an absolute 1e-12 (sin²x + cos²x − 1
 * against 0).
 */
function judge(a: Approx, b: Approx, d: Approx): PointVerdict {
  const usable = [a, b, d].every((v) => !isUndefined(v) && !isInfinite(v) && Number.isFinite(v.err));
  if (!usable) return 'unusable';
  const top = Math.max(a.e, b.e, d.e);
  const size = Math.max(Math.abs(ldexp(a.m, a.e - top)), Math.abs(ldexp(b.m, b.e - top)));
  const diff = Math.abs(ldexp(d.m, d.e - top));
  const noise = ldexp(d.err, d.e - top);
  const tol = REL_TOL * size;
  if (diff > tol + 4 * noise) return 'differ';
  if (diff <= tol && noise <= tol) return 'agree';
  return zeroness(a) === 'zero' && zeroness(b) === 'zero' ? 'agree' : 'unusable';
}

function comparePoint(x: Num, y: Num): PointVerdict {
  if (isRational(x) && isRational(y)) return Q.equals(x, y) ? 'agree' : 'differ';
  const a = approxOf(x);
  const b = approxOf(y);
  return judge(a, b, approxOf(addNum(a, negApprox(b))));
}

type Zeroness = 'zero' | 'nonzero' | 'unclear';

function zeroness(v: Num): Zeroness {
  if (isRational(v)) return Q.isZero(v) ? 'zero' : 'nonzero';
  if (isInfinite(v) || !Number.isFinite(v.err)) return 'unclear';
  if (Math.abs(v.m) > 4 * v.err) return 'nonzero';
  // Zero only when the value lies within its own noise, and that noise is below 1e-12.
  return Math.abs(v.m) <= v.err && ldexp(v.err, v.e) <= ABS_TOL ? 'zero' : 'unclear';
}

// Higher precision, for the points where doubles are too noisy: (930249 − 416020√5)^(1/30) loses most of
// its digits to cancellation in doubles. Values are big · 2^e with a PRECISION-bit integer `big`, within
// err · 2^e; algebra (+ − × ÷, powers, roots, π, e) is carried out in it, other functions in doubles.

const PRECISION = 320;
type Big = { readonly big: bigint; readonly e: number; readonly err: number };
type Precise = Rational | Big;

const PI_DIGITS =
  '3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798214808651';
const E_DIGITS =
  '2.71828182845904523536028747135266249775724709369995957496696762772407663035354759457138217852516642742746639193';

function isBig(v: Precise): v is Big {
  return typeof (v as Big).big === 'bigint';
}

function bigNorm(m: bigint, e: number, err: number): Big {
  if (m === 0n) return { big: 0n, e, err };
  const shift = Q.bitLength(m) - PRECISION;
  if (shift > 0) return { big: m >> BigInt(shift), e: e + shift, err: err / 2 ** shift + 1 };
  if (shift < 0) return { big: m << BigInt(-shift), e: e + shift, err: err * 2 ** -shift };
  return { big: m, e, err };
}

function bigOf(v: Precise): Big {
  if (isBig(v)) return v;
  if (v.n === 0n) return { big: 0n, e: 0, err: 0 };
  const s = PRECISION + 1 + Q.bitLength(v.d) - Q.bitLength(v.n);
  const m = s >= 0 ? (v.n << BigInt(s)) / v.d : v.n / (v.d << BigInt(-s));
  return bigNorm(m, -s, 1);
}

function constantBig(digits: string): Big {
  const b = bigOf(Q.parseDecimal(digits) as Rational);
  return { big: b.big, e: b.e, err: b.err + 1 };
}

const PI_BIG = constantBig(PI_DIGITS);
const E_BIG = constantBig(E_DIGITS);

/** Back to a double-mantissa approximation (for judging: the difference was already taken precisely). */
function approxOfBig(b: Big): Approx {
  if (b.big === 0n) return { m: 0, e: b.e, err: b.err };
  const shift = Q.bitLength(b.big) - 60;
  const m = Number(b.big >> BigInt(shift));
  return approx(m, b.e + shift, b.err / 2 ** shift + 1 + Math.abs(m) * EPS);
}

function numOfPrecise(v: Precise): Num {
  return isBig(v) ? approxOfBig(v) : v;
}

function preciseOfNum(v: Num): Precise | null {
  if (isRational(v)) return v;
  if (Number.isNaN(v.m) || isInfinite(v) || !Number.isFinite(v.err)) return null;
  return bigNorm(BigInt(Math.trunc(v.m * 2 ** 53)), v.e - 53, v.err * 2 ** 53 + 1);
}

function bigNeg(a: Big): Big {
  return { big: -a.big, e: a.e, err: a.err };
}

function bigAdd(a: Big, b: Big): Big {
  if (a.big === 0n || b.big === 0n) {
    const [zero, other] = a.big === 0n ? [a, b] : [b, a];
    return { big: other.big, e: other.e, err: other.err + ldexp(zero.err, zero.e - other.e) };
  }
  const [hi, lo] = a.e >= b.e ? [a, b] : [b, a];
  const gap = hi.e - lo.e;
  if (gap > 2 * PRECISION) {
    return { big: hi.big, e: hi.e, err: hi.err + ldexp(2 ** PRECISION + lo.err, -gap) };
  }
  return bigNorm((hi.big << BigInt(gap)) + lo.big, lo.e, hi.err * 2 ** gap + lo.err);
}

function bigMul(a: Big, b: Big): Big {
  const A = Math.abs(Number(a.big));
  const B = Math.abs(Number(b.big));
  return bigNorm(a.big * b.big, a.e + b.e, A * b.err + B * a.err + a.err * b.err);
}

function bigDiv(a: Big, b: Big): Big | null {
  if (b.big === 0n) return null;
  const shift = PRECISION + 2;
  const below = Math.abs(Number(b.big)) - b.err;
  const q = Math.abs(Number(a.big) / Number(b.big));
  const err = below > 0 ? ((a.err + q * b.err) / below) * 2 ** shift + 1 : Number.POSITIVE_INFINITY;
  return bigNorm((a.big << BigInt(shift)) / b.big, a.e - b.e - shift, err);
}

function bigPowInt(a: Big, k: bigint): Big | null {
  const n = k < 0n ? -k : k;
  // The exponent of the result must stay an exact double.
  if (Number(n) * (Math.abs(a.e) + PRECISION) > MAX_EXPONENT) return null;
  let result = bigOf(Q.ONE);
  let square = a;
  for (let rest = n; rest > 0n; rest >>= 1n) {
    spend();
    if (rest & 1n) result = bigMul(result, square);
    if (rest > 1n) square = bigMul(square, square);
  }
  return k < 0n ? bigDiv(bigOf(Q.ONE), result) : result;
}

/** The real q-th root (odd q for negatives), from an integer root of the mantissa scaled to q·PRECISION bits. */
function bigRoot(a: Big, q: number): Big | null {
  if (a.big < 0n) {
    const r = q % 2 === 1 ? bigRoot(bigNeg(a), q) : null;
    return r && bigNeg(r);
  }
  if (a.big === 0n || a.err >= Number(a.big)) return null;
  let s = q * PRECISION - Q.bitLength(a.big);
  s += (((a.e - s) % q) + q) % q;
  const root = Q.integerRoot(a.big << BigInt(s), q);
  const rel = a.err / Number(a.big) / q;
  return bigNorm(root, (a.e - s) / q, Number(root) * rel + 1);
}

function precisePower(a: Precise, b: Precise): Precise | null {
  if (isRational(a) && isRational(b)) {
    const exact = exactPower(a, b);
    if (exact !== null) return isUndefined(exact) ? null : (exact as Rational);
  }
  if (!isBig(b) && b.d <= 64n) {
    const base = bigOf(a);
    if (base.big < 0n && b.d % 2n === 0n) return null;
    const root = Q.isInteger(b) ? base : bigRoot(base, Number(b.d));
    return root && bigPowInt(root, b.n);
  }
  return preciseOfNum(powNum(numOfPrecise(a), numOfPrecise(b)));
}

function preciseBinary(
  a: Precise | null,
  b: Precise | null,
  exact: (x: Rational, y: Rational) => Rational | null,
  big: (x: Big, y: Big) => Big | null,
): Precise | null {
  if (a === null || b === null) return null;
  if (isRational(a) && isRational(b)) {
    const r = exact(a, b);
    if (r) return r;
  }
  return big(bigOf(a), bigOf(b));
}

const preciseAdd = (a: Precise | null, b: Precise | null) =>
  preciseBinary(a, b, (x, y) => Q.addWithin(x, y, SAMPLE_EXACT_BITS), bigAdd);
const preciseMul = (a: Precise | null, b: Precise | null) =>
  preciseBinary(a, b, (x, y) => Q.mulWithin(x, y, SAMPLE_EXACT_BITS), bigMul);
const preciseDiv = (a: Precise | null, b: Precise | null) =>
  preciseBinary(a, b, (x, y) => (Q.isZero(y) ? null : Q.divWithin(x, y, SAMPLE_EXACT_BITS)), bigDiv);

function preciseNeg(a: Precise | null): Precise | null {
  return a === null ? null : isBig(a) ? bigNeg(a) : Q.neg(a);
}

/** The evaluator again, in PRECISION bits where it would round to doubles; null where undefined. */
function evalPrecise(node: Node, env: Env): Precise | null {
  spend(4);
  switch (node.type) {
    case 'const':
      return node.name === 'pi' ? PI_BIG : node.name === 'e' ? E_BIG : null;
    case 'paren':
    case 'degree':
      return evalPrecise(node.arg, env);
    case 'neg':
      return preciseNeg(evalPrecise(node.arg, env));
    case 'percent':
      return preciseDiv(evalPrecise(node.arg, env), HUNDRED);
    case 'add':
      return preciseAdd(evalPrecise(node.left, env), evalPrecise(node.right, env));
    case 'sub':
      return preciseAdd(evalPrecise(node.left, env), preciseNeg(evalPrecise(node.right, env)));
    case 'mul':
      return preciseMul(evalPrecise(node.left, env), evalPrecise(node.right, env));
    case 'div':
      return preciseDiv(evalPrecise(node.left, env), evalPrecise(node.right, env));
    case 'pow': {
      const base = evalPrecise(node.left, env);
      const exp = base && evalPrecise(node.right, env);
      return base && exp && precisePower(base, exp);
    }
    case 'call': {
      const args = node.args.map((a) => evalPrecise(a, env));
      const [a] = args;
      if (args.length === 1 && a && (node.fn === 'sqrt' || node.fn === 'cbrt')) {
        return precisePower(a, node.fn === 'sqrt' ? HALF : THIRD);
      }
      if (args.some((x) => x === null)) return null;
      return preciseOfNum(callNum(node.fn, (args as Precise[]).map(numOfPrecise)));
    }
    default: {
      // Numbers, variables, factorials: exact, or as precise as the double evaluator makes them.
      const v = evalNum(node, env);
      return isUndefined(v) ? null : preciseOfNum(v);
    }
  }
}

/** A point the doubles could not judge, judged again in higher precision. */
function comparePrecisely(a: Node, b: Node, env: Env): PointVerdict {
  const x = evalPrecise(a, env);
  const y = x && evalPrecise(b, env);
  if (!x || !y) return 'unusable';
  if (isRational(x) && isRational(y)) return Q.equals(x, y) ? 'agree' : 'differ';
  const bx = bigOf(x);
  const by = bigOf(y);
  return judge(approxOfBig(bx), approxOfBig(by), approxOfBig(bigAdd(bx, bigNeg(by))));
}

/** A ratio is usable when it is exact or precise well below the tolerance. */
function isPreciseRatio(r: Num): boolean {
  return isRational(r) || (Number.isFinite(r.err) && r.err <= (Math.abs(r.m) * REL_TOL) / 16);
}

type RatioAt = Num | 'both zero' | 'one zero' | 'unclear';

function ratioAt(x: Num, y: Num): RatioAt {
  const zx = zeroness(x);
  const zy = zeroness(y);
  if (zx === 'unclear' || zy === 'unclear') return 'unclear';
  if (zx === 'zero' || zy === 'zero') return zx === zy ? 'both zero' : 'one zero';
  const r = divNum(x, y);
  return isPreciseRatio(r) ? r : 'unclear';
}

export type Equivalence = 'equal' | 'different' | 'unknown';

/**
 * Equal on the common domain: decided exactly when both sides are (modest) rational functions, otherwise
 * by sampling: exact rationals where possible, approximations with error bounds where not.
 */
export function expressionsEqual(a: Node, b: Node): Equivalence {
  const symbolic = attempt(symbolicShare(), () => symbolicEquality(a, b));
  if (symbolic === 'equal' || symbolic === 'different') return symbolic;
  const sampledVerdict = sampled(() => equalBySampling(a, b));
  // Out of time for the exact way and no answer by sampling: too complex, not "not equal".
  if (symbolic === null && sampledVerdict === 'unknown') throw new TooComplexError();
  return sampledVerdict;
}

/** Inside a budget the exact way gets a share of it; outside any, only its own size limits bound it. */
function symbolicShare(): number {
  const left = remainingMs();
  return Number.isFinite(left) ? Math.min(SYMBOLIC_MS, left / 2) : left;
}

function sortedVariables(a: Node, b: Node): string[] {
  return [...new Set([...freeSymbols(a), ...freeSymbols(b)])].sort();
}

function equalBySampling(a: Node, b: Node): Equivalence {
  const vars = sortedVariables(a, b);
  // Both pools, always: the small points alone all lie where |x + 11| is x + 11, or √((x + 11)²) is.
  const verdict = equalAt(a, b, allSamplePoints(vars), vars.length === 0 ? 1 : MIN_AGREEING_POINTS);
  if (verdict !== 'unknown' || vars.length === 0) return verdict;
  // Undecided where fractions are allowed: perhaps defined at whole numbers only (n!/(n − 1)! and n).
  return equalAt(a, b, pointsFrom(WHOLE_POOL, vars), MIN_AGREEING_POINTS);
}

function equalAt(a: Node, b: Node, points: readonly Env[], needed: number): Equivalence {
  let agree = 0;
  for (const env of points) {
    const x = evalNum(a, env);
    const y = evalNum(b, env);
    if (isUndefined(x) || isUndefined(y)) continue;
    let verdict = comparePoint(x, y);
    if (verdict === 'unusable') verdict = comparePrecisely(a, b, env);
    if (verdict === 'differ') return 'different';
    if (verdict === 'agree') agree += 1;
  }
  return agree >= needed ? 'equal' : 'unknown';
}

/** Does f ≡ k·g for a constant k? Returns k (as a value) or null. */
export function constantRatio(f: Node, g: Node): Value | null {
  let timedOut = true;
  const symbolic = attempt(symbolicShare(), () => {
    const r = symbolicRatio(f, g);
    timedOut = false;
    return r;
  });
  if (symbolic) return symbolic.ratio;
  const sampledRatio = sampled(() => ratioBySampling(f, g));
  if (sampledRatio !== 'unknown') return sampledRatio.ratio;
  // Out of time for the exact way and too few points to tell: too complex, not "no constant ratio".
  if (timedOut) throw new TooComplexError();
  return null;
}

/** A decided ratio (null: not constant, or zero against non-zero), or 'unknown' when too few points tell. */
type RatioVerdict = { ratio: Value | null } | 'unknown';

function ratioBySampling(f: Node, g: Node): RatioVerdict {
  const vars = sortedVariables(f, g);
  const needed = vars.length === 0 ? 1 : MIN_AGREEING_POINTS;
  const verdict = commonRatio(ratiosAt(f, g, allSamplePoints(vars)), needed);
  if (verdict !== 'unknown' || vars.length === 0) return verdict;
  // Undecided among fractions: perhaps defined at whole numbers only (n! and (n − 1)!).
  return commonRatio(ratiosAt(f, g, pointsFrom(WHOLE_POOL, vars)), needed);
}

type Ratios = { ratios: Num[]; bothZero: number } | 'one zero';

/** f/g at each point where both are defined and non-zero, and how often both are zero. */
function ratiosAt(f: Node, g: Node, points: readonly Env[]): Ratios {
  const ratios: Num[] = [];
  let bothZero = 0;
  for (const env of points) {
    const x = evalNum(f, env);
    const y = evalNum(g, env);
    if (isUndefined(x) || isUndefined(y)) continue;
    let r = ratioAt(x, y);
    if (r === 'unclear') {
      const px = evalPrecise(f, env);
      const py = px && evalPrecise(g, env);
      if (px && py) r = ratioAt(numOfPrecise(px), numOfPrecise(py));
    }
    if (r === 'one zero') return r;
    if (r === 'both zero') bothZero += 1;
    else if (r !== 'unclear') ratios.push(r);
  }
  return { ratios, bothZero };
}

/** The common value of the ratios, measured against the most precise of them. */
function commonRatio(found: Ratios, needed: number): RatioVerdict {
  if (found === 'one zero') return { ratio: null };
  const { ratios, bothZero } = found;
  const reference = ratios.find(isRational) ?? mostPrecise(ratios);
  if (reference === undefined) return bothZero >= needed ? { ratio: null } : 'unknown';
  let agree = 0;
  for (const r of ratios) {
    const verdict = comparePoint(r, reference);
    if (verdict === 'differ') return { ratio: null };
    if (verdict === 'agree') agree += 1;
  }
  return agree >= needed ? { ratio: toValue(reference) } : 'unknown';
}

function mostPrecise(values: readonly Num[]): Num | undefined {
  let best: Approx | undefined;
  for (const v of values) {
    const a = approxOf(v);
    if (a.m !== 0 && (!best || a.err / Math.abs(a.m) < best.err / Math.abs(best.m))) best = a;
  }
  return best;
}
