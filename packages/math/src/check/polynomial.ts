import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { spend } from './budget.ts';

/** A polynomial with rational coefficients: monomial key ("x^2*y", "" for constants) → coefficient. */
export type Poly = Map<string, Rational>;

const MAX_DEGREE = 40;
const MAX_TERMS = 300;
/** Term pairs in one multiplication of `toPoly`: two 150-term sums multiplied are not a "small" polynomial. */
const MAX_PAIRS = 20_000;

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
  if (a.size * b.size > MAX_PAIRS) return null;
  const r: Poly = new Map();
  for (const [ka, ca] of a) {
    for (const [kb, cb] of b) {
      spend();
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

/** p^k by squaring and multiplying: about 2·log₂k multiplications. */
function polyPow(p: Poly, k: bigint): Poly | null {
  let result: Poly | null = new Map([['', Q.ONE]]);
  let square: Poly | null = p;
  for (let rest = k; rest > 0n && result && square; rest >>= 1n) {
    if (rest & 1n) result = polyMul(result, square);
    if (rest > 1n) square = polyMul(square, square);
  }
  return result && square && result;
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
      const v = constantOf(n);
      return v === null ? null : Q.isZero(v) ? new Map() : new Map([['', v]]);
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
      const e = constantOf(n.right);
      if (e === null || !Q.isInteger(e) || e.n < 0n || e.n > BigInt(MAX_DEGREE)) return null;
      const base = toPoly(n.left);
      return base && polyPow(base, e.n);
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
  const qs = divisors(an);
  for (const pDiv of divisors(a0)) {
    for (const qDiv of qs) {
      spend();
      if (Q.gcd(pDiv, qDiv) !== 1n) continue;
      if (isRoot(ints, pDiv, qDiv) || isRoot(ints, -pDiv, qDiv)) return true;
    }
  }
  return false;
}

/**
 * Is p/q a root of Σ ints[i]·x^i? A double evaluation rules out nearly every candidate; the few left are
 * confirmed in integers: q^n·P(p/q) = Σ ints[i]·p^i·q^(n−i).
 */
function isRoot(ints: readonly bigint[], p: bigint, q: bigint): boolean {
  const r = Number(p) / Number(q);
  let value = 0;
  let scale = 0;
  for (let i = ints.length - 1; i >= 0; i -= 1) {
    const c = Number(ints[i] as bigint);
    value = value * r + c;
    scale = scale * Math.abs(r) + Math.abs(c);
  }
  if (Number.isFinite(value) && Math.abs(value) > 1e-6 * scale) return false;
  const n = ints.length - 1;
  let sum = 0n;
  for (let i = 0; i <= n; i += 1) sum += (ints[i] as bigint) * p ** BigInt(i) * q ** BigInt(n - i);
  return sum === 0n;
}

// Exact equality without expanding: products of powers of polynomials.
//
// Sampling cannot tell (x − a)^6000 from (a − x)^6000 (the values have tens of thousands of digits), and
// expanding either gives 6001 terms with enormous coefficients. Written as c · Π pᵢ^eᵢ — each pᵢ a
// polynomial with coprime integer coefficients and a positive leading term — both are (x − a)^6000, with
// c = 1 and c = (−1)^6000. Sums are written out only after taking out what their terms share, so
// x^6000 − x^6001 is x^6000 · (1 − x). Anything else (sin x, √x, π, a power with a variable exponent) is an
// opaque atom: identities between atoms (sin²x + cos²x = 1) are unknown here, so with atoms only "equal"
// is ever concluded, never "different".

/** Largest polynomial written out, largest coefficient, and most term pairs in one multiplication. */
const MAX_SPARSE_TERMS = 500;
const MAX_COEF_BITS = 20_000;
const MAX_SPARSE_PAIRS = 20_000;
/** Largest n! computed exactly here (bigger ones are atoms). */
const MAX_EXACT_FACTORIAL = 300n;

/**
 * A monomial: (variable or atom name, exponent) pairs sorted by name; bigint, because x^(2^90) is a fine
 * monomial.
 */
type Monomial = readonly (readonly [string, bigint])[];
type Term = { readonly mono: Monomial; readonly c: Rational };
/** A sparse polynomial keyed by monomial. */
type Sparse = Map<string, Term>;
type Factor = { readonly base: Sparse; readonly exp: bigint };
/** coef · Π base^exp, keyed by base; coef 0 is the zero function, with no factors. */
type Product = { readonly coef: Rational; readonly factors: ReadonlyMap<string, Factor> };

/** The opaque parts of one comparison, named §0, §1, … by content (no variable can have such a name). */
type Atoms = Map<string, string>;

const ZERO_PRODUCT: Product = { coef: Q.ZERO, factors: new Map() };
const ONE_PRODUCT: Product = { coef: Q.ONE, factors: new Map() };

function byKey<T>([a]: [string, T], [b]: [string, T]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function monoKey(m: Monomial): string {
  return m.map(([v, e]) => `${v}\u0002${e}`).join('\u0001');
}

/** The product of two monomials: their sorted pairs merged, exponents of a common name added. */
function mulMono(a: Monomial, b: Monomial): Monomial {
  const out: (readonly [string, bigint])[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x[0] < y[0])) {
      out.push(x);
      i += 1;
    } else if (y && (!x || y[0] < x[0])) {
      out.push(y);
      j += 1;
    } else if (x && y) {
      out.push([x[0], x[1] + y[1]]);
      i += 1;
      j += 1;
    }
  }
  return out;
}

function exponentIn(m: Monomial, name: string): bigint {
  return m.find(([v]) => v === name)?.[1] ?? 0n;
}

function sparseKey(p: Sparse): string {
  return [...p]
    .sort(byKey)
    .map(([k, t]) => `${k}=${t.c.n}/${t.c.d}`)
    .join(';');
}

function productKey(p: Product): string {
  const factors = [...p.factors].sort(byKey).map(([k, f]) => `[${k}]^${f.exp}`);
  return [`${p.coef.n}/${p.coef.d}`, ...factors].join('*');
}

function constantProduct(c: Rational): Product {
  return { coef: c, factors: new Map() };
}

function isConstantProduct(p: Product): boolean {
  return p.factors.size === 0;
}

function variableProduct(name: string): Product {
  const mono: Monomial = [[name, 1n]];
  const base: Sparse = new Map([[monoKey(mono), { mono, c: Q.ONE }]]);
  return { coef: Q.ONE, factors: new Map([[name, { base, exp: 1n }]]) };
}

function negated(p: Product): Product {
  return { coef: Q.neg(p.coef), factors: p.factors };
}

function scaledFactors(p: Product, k: bigint): Map<string, Factor> {
  const factors = new Map<string, Factor>();
  for (const [key, f] of p.factors) factors.set(key, { base: f.base, exp: f.exp * k });
  return factors;
}

function mulProducts(a: Product, b: Product): Product | null {
  const coef = Q.mulWithin(a.coef, b.coef, MAX_COEF_BITS);
  if (coef === null) return null;
  if (Q.isZero(coef)) return ZERO_PRODUCT;
  const factors = new Map(a.factors);
  for (const [key, f] of b.factors) {
    spend();
    const exp = (factors.get(key)?.exp ?? 0n) + f.exp;
    if (exp === 0n) factors.delete(key);
    else factors.set(key, { base: f.base, exp });
  }
  return { coef, factors };
}

function inverse(p: Product): Product | null {
  const coef = Q.div(Q.ONE, p.coef);
  return coef && { coef, factors: scaledFactors(p, -1n) };
}

function power(p: Product, k: bigint): Product | null {
  if (k === 0n) return ONE_PRODUCT;
  if (Q.isZero(p.coef)) return k > 0n ? ZERO_PRODUCT : null;
  const coef = Q.powInt(p.coef, k, MAX_COEF_BITS);
  return coef && { coef, factors: scaledFactors(p, k) };
}

function addTerm(p: Sparse, term: Term, key = monoKey(term.mono)): boolean {
  const old = p.get(key);
  const sum = old ? Q.addWithin(old.c, term.c, MAX_COEF_BITS) : term.c;
  if (sum === null) return false;
  if (Q.isZero(sum)) p.delete(key);
  else p.set(key, { mono: term.mono, c: sum });
  return true;
}

function sparseMul(a: Sparse, b: Sparse): Sparse | null {
  if (a.size * b.size > MAX_SPARSE_PAIRS) return null;
  const r: Sparse = new Map();
  for (const ta of a.values()) {
    for (const tb of b.values()) {
      spend();
      const mono = mulMono(ta.mono, tb.mono);
      const c = Q.mulWithin(ta.c, tb.c, MAX_COEF_BITS);
      if (c === null || !addTerm(r, { mono, c })) return null;
    }
    if (r.size > MAX_SPARSE_TERMS) return null;
  }
  return r;
}

/** At most how many terms p^k has: k·degree + 1 in one variable, else the monomials of degree k in p's terms. */
function powerTermsBound(p: Sparse, k: bigint): number {
  const K = Number(k);
  let bound = 1;
  for (let i = 1; i < p.size && bound <= MAX_SPARSE_TERMS; i += 1) bound = (bound * (K + i)) / i;
  const vars = new Set<string>();
  let degree = 0n;
  for (const t of p.values()) {
    for (const [v, e] of t.mono) {
      vars.add(v);
      if (e > degree) degree = e;
    }
  }
  return vars.size === 1 ? Math.min(bound, K * Number(degree) + 1) : bound;
}

function sparsePow(p: Sparse, k: bigint): Sparse | null {
  const [only] = p.values();
  if (p.size === 1 && only) {
    const c = Q.powInt(only.c, k, MAX_COEF_BITS);
    const mono: Monomial = only.mono.map(([v, e]) => [v, e * k] as const);
    return c && new Map([[monoKey(mono), { mono, c }]]);
  }
  if (powerTermsBound(p, k) > MAX_SPARSE_TERMS) return null;
  // Square and multiply: about 2·log₂k multiplications, none with more terms than the result.
  let result: Sparse | null = new Map([['', { mono: [], c: Q.ONE }]]);
  let square: Sparse | null = p;
  for (let rest = k; rest > 0n && result && square; rest >>= 1n) {
    if (rest & 1n) result = sparseMul(result, square);
    if (rest > 1n) square = sparseMul(square, square);
  }
  return result && square && result;
}

/** c · Π base^exp written out (every exp ≥ 0); null when too large. */
function expand(c: Rational, factors: Iterable<Factor>): Sparse | null {
  let r: Sparse | null = new Map([['', { mono: [], c }]]);
  for (const f of factors) {
    const power = sparsePow(f.base, f.exp);
    r = power && r && sparseMul(r, power);
    if (!r) return null;
  }
  return r;
}

function leadingTerm(p: Sparse): Term | undefined {
  let best: [string, Term] | undefined;
  for (const entry of p) if (!best || entry[0] > best[0]) best = entry;
  return best?.[1];
}

/**
 * c · x^a · y^b · P, with P primitive (coprime integer coefficients, positive leading term, no variable
 * in every term): one polynomial gives the same factors however it was written.
 */
function productOfSparse(p: Sparse): Product | null {
  const lead = leadingTerm(p);
  if (!lead) return ZERO_PRODUCT;
  let num = 0n;
  let den = 1n;
  const common = new Map(lead.mono);
  for (const t of p.values()) {
    spend();
    num = Q.gcd(num, t.c.n);
    den = (den / Q.gcd(den, t.c.d)) * t.c.d;
    for (const [v, e] of common) common.set(v, minBig(e, exponentIn(t.mono, v)));
  }
  const content = Q.rational(lead.c.n < 0n ? -num : num, den);
  const prim: Sparse = new Map();
  for (const t of p.values()) {
    const mono: Monomial = t.mono
      .map(([v, e]) => [v, e - (common.get(v) ?? 0n)] as const)
      .filter(([, e]) => e !== 0n);
    const c = Q.divWithin(t.c, content, MAX_COEF_BITS);
    if (c === null) return null;
    prim.set(monoKey(mono), { mono, c });
  }
  let result: Product | null = constantProduct(content);
  for (const [v, e] of common) {
    if (e !== 0n && result)
      result = mulProducts(result, { coef: Q.ONE, factors: scaledFactors(variableProduct(v), e) });
  }
  if (prim.size > 1 && result) {
    result = mulProducts(result, {
      coef: Q.ONE,
      factors: new Map([[sparseKey(prim), { base: prim, exp: 1n }]]),
    });
  }
  return result;
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

/** The shape of a term without its coefficient: terms of one shape add up by their coefficients. */
function shapeKey(p: Product): string {
  return productKey({ coef: Q.ONE, factors: p.factors });
}

/** Like terms added up; null when a coefficient grows too large. */
function collectLikeTerms(terms: readonly Product[]): Product[] | null {
  const byShape = new Map<string, Product>();
  for (const t of terms) {
    spend();
    if (Q.isZero(t.coef)) continue;
    const key = shapeKey(t);
    const old = byShape.get(key);
    const coef = old ? Q.addWithin(old.coef, t.coef, MAX_COEF_BITS) : t.coef;
    if (coef === null) return null;
    if (Q.isZero(coef)) byShape.delete(key);
    else byShape.set(key, { coef, factors: t.factors });
  }
  return [...byShape.values()];
}

/** Π base^(least exponent over the terms, 0 where a term lacks the base): what every term has in common. */
function sharedFactors(terms: readonly Product[]): Product {
  const bases = new Map<string, Sparse>();
  for (const t of terms) for (const [key, f] of t.factors) bases.set(key, f.base);
  const factors = new Map<string, Factor>();
  for (const [key, base] of bases) {
    let exp: bigint | null = null;
    for (const t of terms) {
      const e = t.factors.get(key)?.exp ?? 0n;
      exp = exp === null || e < exp ? e : exp;
    }
    if (exp) factors.set(key, { base, exp });
  }
  return { coef: Q.ONE, factors };
}

/**
 * Σ terms: like terms first, then what all terms share is taken out and only the rest is written out
 * and added: x^6000 − x^6001 = x^6000 · (1 − x).
 */
function sumProducts(terms: readonly Product[]): Product | null {
  const groups = collectLikeTerms(terms);
  if (!groups || groups.length <= 1) return groups && (groups[0] ?? ZERO_PRODUCT);
  const common = sharedFactors(groups);
  const unshared = inverse(common) as Product;
  const sum: Sparse = new Map();
  for (const g of groups) {
    const rest = mulProducts(g, unshared);
    const written = rest && expand(rest.coef, rest.factors.values());
    if (!written) return null;
    for (const [key, t] of written) if (!addTerm(sum, t, key)) return null;
    if (sum.size > MAX_SPARSE_TERMS) return null;
  }
  const left = productOfSparse(sum);
  return left && mulProducts(common, left);
}

function flatSum(node: Node, negative: boolean, out: { node: Node; negative: boolean }[]): void {
  const n = unparen(node);
  if (n.type === 'add' || n.type === 'sub') {
    flatSum(n.left, negative, out);
    flatSum(n.right, n.type === 'sub' ? !negative : negative, out);
  } else out.push({ node: n, negative });
}

function atom(key: string, atoms: Atoms): Product {
  let name = atoms.get(key);
  if (name === undefined) {
    name = `§${atoms.size}`;
    atoms.set(key, name);
  }
  return variableProduct(name);
}

/** The normal form of an expression, or null when a part has no value (a list, ±, ∞, 1/0). */
function toProduct(node: Node, atoms: Atoms): Product | null {
  spend();
  const n = node;
  switch (n.type) {
    case 'num':
      return constantProduct(n.value);
    case 'mixed':
      return constantProduct(Q.add(Q.fromInt(n.whole), Q.rational(n.num, n.den === 0n ? 1n : n.den)));
    case 'sym':
      return variableProduct(n.name);
    case 'const':
      return n.name === 'inf' ? null : atom(n.name, atoms);
    case 'paren':
    case 'degree':
      return toProduct(n.arg, atoms);
    case 'neg': {
      const a = toProduct(n.arg, atoms);
      return a && negated(a);
    }
    case 'percent': {
      const a = toProduct(n.arg, atoms);
      return a && mulProducts(a, constantProduct(Q.rational(1n, 100n)));
    }
    case 'add':
    case 'sub':
      return sumOf(n, atoms);
    case 'mul': {
      const a = toProduct(n.left, atoms);
      const b = a && toProduct(n.right, atoms);
      return a && b && mulProducts(a, b);
    }
    case 'div': {
      const a = toProduct(n.left, atoms);
      const b = a && toProduct(n.right, atoms);
      const inv = b && inverse(b);
      return a && inv && mulProducts(a, inv);
    }
    case 'pow': {
      const base = toProduct(n.left, atoms);
      const exp = base && toProduct(n.right, atoms);
      return base && exp && powerOf(base, exp, atoms);
    }
    case 'call':
      return callOf(n.fn, n.args, atoms);
    case 'factorial': {
      const a = toProduct(n.arg, atoms);
      return a && factorialOf(a, atoms);
    }
    default:
      return null;
  }
}

function sumOf(n: Node, atoms: Atoms): Product | null {
  const parts: { node: Node; negative: boolean }[] = [];
  flatSum(n, false, parts);
  const terms: Product[] = [];
  for (const part of parts) {
    const t = toProduct(part.node, atoms);
    if (!t) return null;
    terms.push(part.negative ? negated(t) : t);
  }
  return sumProducts(terms);
}

/** base^exp: integer powers stay exact, exact roots of numbers are taken, the rest is an atom. */
function powerOf(base: Product, exp: Product, atoms: Atoms): Product | null {
  if (!isConstantProduct(exp)) return powerAtom(base, exp, atoms);
  const e = exp.coef;
  if (Q.isInteger(e)) {
    return Q.isZero(base.coef) ? power(base, e.n) : (power(base, e.n) ?? powerAtom(base, exp, atoms));
  }
  if (isConstantProduct(base) && e.d <= 64n) {
    const root = Q.rootRational(base.coef, Number(e.d));
    const value = root && Q.powInt(root, e.n, MAX_COEF_BITS);
    if (value) return constantProduct(value);
    if (base.coef.n < 0n && e.d % 2n === 0n) return null;
  }
  return powerAtom(base, exp, atoms);
}

function powerAtom(base: Product, exp: Product, atoms: Atoms): Product {
  return atom(`pow(${productKey(base)};${productKey(exp)})`, atoms);
}

function callOf(fn: string, args: readonly Node[], atoms: Atoms): Product | null {
  const parts: Product[] = [];
  for (const a of args) {
    const p = toProduct(a, atoms);
    if (!p) return null;
    parts.push(p);
  }
  const [only] = parts;
  if (only && parts.length === 1 && (fn === 'sqrt' || fn === 'cbrt')) {
    return powerOf(only, constantProduct(Q.rational(1n, fn === 'sqrt' ? 2n : 3n)), atoms);
  }
  if (only && parts.length === 1 && fn === 'abs' && isConstantProduct(only)) {
    return constantProduct(only.coef.n < 0n ? Q.neg(only.coef) : only.coef);
  }
  return atom(`${fn}(${parts.map(productKey).join(',')})`, atoms);
}

function factorialOf(a: Product, atoms: Atoms): Product | null {
  const k = isConstantProduct(a) ? a.coef : null;
  if (k && Q.isInteger(k) && k.n >= 0n && k.n <= MAX_EXACT_FACTORIAL) {
    let r = 1n;
    for (let i = 2n; i <= k.n; i += 1n) r *= i;
    return constantProduct(Q.fromInt(r));
  }
  if (k && (!Q.isInteger(k) || k.n < 0n)) return null;
  return atom(`!(${productKey(a)})`, atoms);
}

/** The exact value of a constant expression (no variables, nothing irrational), or null. */
export function constantOf(node: Node): Rational | null {
  const atoms: Atoms = new Map();
  const p = toProduct(node, atoms);
  return p && atoms.size === 0 && isConstantProduct(p) ? p.coef : null;
}

export type SymbolicVerdict = 'equal' | 'different' | 'unknown';

/**
 * Decides a ≡ b exactly where that is cheap: both are rational functions of their variables and atoms,
 * and their difference can be written out within bounds. "different" only without atoms: a non-zero
 * rational function is non-zero almost everywhere on the common domain.
 */
export function symbolicEquality(a: Node, b: Node): SymbolicVerdict {
  const atoms: Atoms = new Map();
  const pa = toProduct(a, atoms);
  const pb = pa && toProduct(b, atoms);
  const difference = pa && pb && sumProducts([pa, negated(pb)]);
  if (!difference) return 'unknown';
  if (Q.isZero(difference.coef)) return 'equal';
  return atoms.size === 0 ? 'different' : 'unknown';
}

/**
 * Is f ≡ k·g for a constant k, decided exactly? `{ ratio: k }`; `{ ratio: null }` when not (or when f or g
 * is zero, as sampling says too); null when it cannot be decided here.
 */
export function symbolicRatio(f: Node, g: Node): { ratio: Rational | null } | null {
  const atoms: Atoms = new Map();
  const pf = toProduct(f, atoms);
  const pg = pf && toProduct(g, atoms);
  if (!pf || !pg) return null;
  const decided = atoms.size === 0;
  if (Q.isZero(pf.coef) || Q.isZero(pg.coef)) return decided ? { ratio: null } : null;
  const inv = inverse(pg);
  const quotient = inv && mulProducts(pf, inv);
  if (!quotient) return null;
  if (isConstantProduct(quotient)) return { ratio: quotient.coef };
  // Different bases may still cancel, (x² − 1) / ((x − 1)(x + 1)): write both sides out and compare.
  const factors = [...quotient.factors.values()];
  const top = expand(
    quotient.coef,
    factors.filter((x) => x.exp > 0n),
  );
  const bottom = expand(
    Q.ONE,
    factors.filter((x) => x.exp < 0n).map((x) => ({ base: x.base, exp: -x.exp })),
  );
  if (!top || !bottom) return null;
  const k = proportion(top, bottom);
  if (k === undefined) return null;
  return k !== null ? { ratio: k } : decided ? { ratio: null } : null;
}

/** k with top = k · bottom; null when there is none; undefined when the numbers grow too large to tell. */
function proportion(top: Sparse, bottom: Sparse): Rational | null | undefined {
  const [key, first] = [...bottom][0] ?? [];
  const t = key === undefined ? undefined : top.get(key);
  if (top.size !== bottom.size || !first || !t) return null;
  const k = Q.divWithin(t.c, first.c, MAX_COEF_BITS);
  if (k === null) return undefined;
  for (const [mk, b] of bottom) {
    spend();
    const scaled = Q.mulWithin(b.c, k, MAX_COEF_BITS);
    if (scaled === null) return undefined;
    if (!Q.equals(top.get(mk)?.c ?? Q.ZERO, scaled)) return null;
  }
  return k;
}
