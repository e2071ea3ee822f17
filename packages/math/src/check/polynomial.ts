import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { evaluate, isExact } from './evaluate.ts';

/** A polynomial with rational coefficients: monomial key ("x^2*y", "" for constants) → coefficient. */
export type Poly = Map<string, Rational>;

const MAX_DEGREE = 40;
const MAX_TERMS = 300;

type Mono = Map<string, number>;

function keyOf(m: Mono): string {
  return [...m.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([v, e]) => (e === 1 ? v : `${v}^${e}`))
    .join('*');
}

function parseKey(key: string): Mono {
  const m: Mono = new Map();
  if (key === '') return m;
  for (const part of key.split('*')) {
    const [v, e] = part.split('^');
    m.set(v as string, e ? Number(e) : 1);
  }
  return m;
}

export function degreeOfKey(key: string): number {
  let d = 0;
  for (const e of parseKey(key).values()) d += e;
  return d;
}

function addInto(p: Poly, key: string, c: Rational): void {
  const s = Q.add(p.get(key) ?? Q.ZERO, c);
  if (Q.isZero(s)) p.delete(key);
  else p.set(key, s);
}

function polyAdd(a: Poly, b: Poly, sign: 1 | -1): Poly {
  const r: Poly = new Map(a);
  for (const [k, c] of b) addInto(r, k, sign === 1 ? c : Q.neg(c));
  return r;
}

function polyMul(a: Poly, b: Poly): Poly | null {
  const r: Poly = new Map();
  for (const [ka, ca] of a) {
    for (const [kb, cb] of b) {
      const m = parseKey(ka);
      for (const [v, e] of parseKey(kb)) m.set(v, (m.get(v) ?? 0) + e);
      let deg = 0;
      for (const e of m.values()) deg += e;
      if (deg > MAX_DEGREE) return null;
      addInto(r, keyOf(m), Q.mul(ca, cb));
    }
  }
  return r.size > MAX_TERMS ? null : r;
}

function constant(p: Poly): Rational | null {
  if (p.size === 0) return Q.ZERO;
  if (p.size === 1 && p.has('')) return p.get('') as Rational;
  return null;
}

/** The polynomial of an expression, or null when it is not a (small) polynomial with rational coefficients. */
export function toPoly(node: Node): Poly | null {
  const n = unparen(node);
  switch (n.type) {
    case 'sym':
      return new Map([[n.name, Q.ONE]]);
    case 'num':
    case 'mixed':
    case 'percent': {
      const v = evaluate(n);
      return isExact(v) ? (Q.isZero(v) ? new Map() : new Map([['', v]])) : null;
    }
    case 'neg': {
      const a = toPoly(n.arg);
      return a ? polyAdd(new Map(), a, -1) : null;
    }
    case 'add':
    case 'sub': {
      const a = toPoly(n.left);
      const b = a && toPoly(n.right);
      return a && b ? polyAdd(a, b, n.type === 'add' ? 1 : -1) : null;
    }
    case 'mul': {
      const a = toPoly(n.left);
      const b = a && toPoly(n.right);
      return a && b ? polyMul(a, b) : null;
    }
    case 'div': {
      const a = toPoly(n.left);
      const b = a && toPoly(n.right);
      const c = b && constant(b);
      if (!a || !c || Q.isZero(c)) return null;
      const inv = Q.div(Q.ONE, c) as Rational;
      return polyMul(a, new Map([['', inv]]));
    }
    case 'pow': {
      const e = evaluate(n.right);
      if (!isExact(e) || !Q.isInteger(e) || e.n < 0n || e.n > BigInt(MAX_DEGREE)) return null;
      const base = toPoly(n.left);
      if (!base) return null;
      let r: Poly | null = new Map([['', Q.ONE]]);
      for (let i = 0n; i < e.n && r; i += 1n) r = polyMul(r, base);
      return r;
    }
    default:
      return null;
  }
}

export function polyVariables(p: Poly): Set<string> {
  const vars = new Set<string>();
  for (const k of p.keys()) for (const v of parseKey(k).keys()) vars.add(v);
  return vars;
}

export function polyDegree(p: Poly): number {
  let d = 0;
  for (const k of p.keys()) d = Math.max(d, degreeOfKey(k));
  return d;
}

/** Coefficients of a univariate polynomial, lowest degree first. */
function univariate(p: Poly, v: string): Rational[] {
  const deg = polyDegree(p);
  const out: Rational[] = Array.from({ length: deg + 1 }, () => Q.ZERO);
  for (const [k, c] of p) out[k === '' ? 0 : (parseKey(k).get(v) ?? 0)] = c;
  return out;
}

function divisors(n: bigint): bigint[] {
  const a = n < 0n ? -n : n;
  const out: bigint[] = [];
  if (a === 0n || a > 1_000_000n) return out;
  for (let d = 1n; d * d <= a; d += 1n) {
    if (a % d === 0n) {
      out.push(d);
      if (d * d !== a) out.push(a / d);
    }
  }
  return out;
}

/** Integer content of a polynomial with integer coefficients (1 when some coefficient is fractional). */
export function integerContent(p: Poly): bigint {
  let g = 0n;
  for (const c of p.values()) {
    if (!Q.isInteger(c)) return 1n;
    g = Q.gcd(g, c.n);
  }
  return g === 0n ? 1n : g;
}

/** Can this polynomial be split into factors of lower degree over Q? (Exact for one variable up to degree 3.) */
export function isReducible(p: Poly): boolean {
  const vars = [...polyVariables(p)];
  const deg = polyDegree(p);
  if (deg <= 1) return false;
  // A variable common to every term can be taken out.
  for (const v of vars) if ([...p.keys()].every((k) => parseKey(k).has(v))) return true;
  if (vars.length !== 1) return false;
  const coeffs = univariate(p, vars[0] as string);
  if (deg === 2) {
    const [c, b, a] = coeffs as [Rational, Rational, Rational];
    const disc = Q.sub(Q.mul(b, b), Q.mul(Q.fromInt(4), Q.mul(a, c)));
    return disc.n >= 0n && Q.rootRational(disc, 2) !== null;
  }
  // Rational roots of the integer-scaled polynomial.
  let lcm = 1n;
  for (const c of coeffs) lcm = (lcm * c.d) / Q.gcd(lcm, c.d);
  const ints = coeffs.map((c) => (c.n * lcm) / c.d);
  const a0 = ints[0] as bigint;
  const an = ints[ints.length - 1] as bigint;
  if (a0 === 0n) return true;
  for (const pDiv of divisors(a0)) {
    for (const qDiv of divisors(an)) {
      for (const sign of [1n, -1n]) {
        const r = Q.rational(sign * pDiv, qDiv);
        let acc = Q.ZERO;
        for (let i = ints.length - 1; i >= 0; i -= 1)
          acc = Q.add(Q.mul(acc, r), Q.fromInt(ints[i] as bigint));
        if (Q.isZero(acc)) return true;
      }
    }
  }
  if (deg === 4 || deg > 5) return false;
  return false;
}
