import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { formatNode } from '../parse/print.ts';
import { degree, gcdPoly } from '../solve/dense-poly.ts';
import { withWorkBudget } from '../solve/limits.ts';
import { evaluate, freeSymbols, isDefined, isExact } from './evaluate.ts';
import { degreeOfKey, integerContent, isReducible, type Poly, polyVariables, toPoly } from './polynomial.ts';
import { constantParts } from './values.ts';

/**
 * A canonical string of an expression's form, up to commutativity and associativity of + and *,
 * redundant parentheses and notation (implicit/explicit product, 7 vs 7.0): STACK's EqualComAss.
 */
export function canonicalForm(node: Node): string {
  return form(node);
}

/** The terms of a sum, a subtracted term as a product with −1. */
function sumTerms(n: Node, out: string[]): void {
  const m = unparen(n);
  if (m.type === 'add' || m.type === 'sub') {
    sumTerms(m.left, out);
    if (m.type === 'add') sumTerms(m.right, out);
    else out.push(form({ type: 'neg', arg: m.right }));
    return;
  }
  out.push(form(m));
}

/** The factors of a product with its divisions as reciprocals and its minus signs as factors of −1. */
function productFactors(n: Node, out: string[]): void {
  const m = unparen(n);
  if (m.type === 'mul') {
    productFactors(m.left, out);
    productFactors(m.right, out);
  } else if (m.type === 'div' && !isFractionLiteral(m)) {
    productFactors(m.left, out);
    out.push(`recip(${form(m.right)})`);
  } else if (m.type === 'neg') {
    out.push('-1');
    productFactors(m.arg, out);
  } else if (m.type === 'num' && m.value.n < 0n) {
    out.push('-1');
    out.push(Q.toFractionString(Q.neg(m.value)));
  } else out.push(form(m));
}

/** `3/4` written with two whole numbers is one number, as in Maxima: a fraction, not a division. */
function isFractionLiteral(n: { left: Node; right: Node }): boolean {
  const a = unparen(n.left);
  const b = unparen(n.right);
  return a.type === 'num' && b.type === 'num' && a.notation === 'integer' && b.notation === 'integer';
}

const HALF = '1/2';

/**
 * One node's form. Sums and products are flattened and their parts sorted (commutativity and
 * associativity); a quotient is a product with a reciprocal and a minus sign a factor of −1, so
 * `(a·b)/c` and `a·(b/c)` are one form while `(−x)·(−x)` is not `x·x` and `x/(−y)` is not `−(x/y)`, as in
 * STACK's EqualComAss; `exp(x)` is `e^x` and `√x` is `x^(1/2)`.
 */
function form(node: Node): string {
  const n = unparen(node);
  switch (n.type) {
    case 'num':
      // 7 and 7.0 are one number written two ways; 0.75 is not the fraction 3/4.
      return n.notation === 'decimal' && !Q.isInteger(n.value)
        ? `dec(${Q.toFractionString(n.value)})`
        : Q.toFractionString(n.value);
    case 'add':
    case 'sub': {
      const terms: string[] = [];
      sumTerms(n, terms);
      return `sum(${terms.sort().join(',')})`;
    }
    case 'neg':
    case 'mul':
    case 'div': {
      if (n.type === 'div' && isFractionLiteral(n)) {
        return `${form(n.left)}/${form(n.right)}`;
      }
      const factors: string[] = [];
      productFactors(n, factors);
      return factors.length === 1 ? (factors[0] as string) : `mul(${factors.sort().join(',')})`;
    }
    case 'pow':
      return `pow(${form(n.left)},${form(n.right)})`;
    case 'call':
      if (n.fn === 'exp' && n.args.length === 1) return `pow(e,${form(n.args[0] as Node)})`;
      if (n.fn === 'sqrt' && n.args.length === 1) return `pow(${form(n.args[0] as Node)},${HALF})`;
      return `${n.fn}(${n.args.map(form).join(',')})`;
    case 'const':
      return n.name;
    case 'degree':
      return form(n.arg);
    case 'percent':
      return `pct(${form(n.arg)})`;
    case 'mixed':
      return `mixed(${n.whole},${n.num},${n.den})`;
    case 'rel': {
      // a = b and b = a are one equation (STACK: equality is commutative); x < 1 and 1 > x are not one form.
      const sides = n.args.map(form);
      if (n.ops.length === 1 && n.ops[0] === '=') sides.sort();
      return `rel(${n.ops.join('')};${sides.join(';')})`;
    }
    case 'list': {
      // Conditions joined only by "and" (or only by "or") in any order are one condition.
      const items = n.items.map(form);
      const one = new Set(n.seps).size === 1 && (n.seps[0] === 'and' || n.seps[0] === 'or');
      return `list(${n.seps.join('')};${(one ? items.sort() : items).join(';')})`;
    }
    default:
      return formatNode(n);
  }
}

export type FractionForm = 'ok' | 'decimal' | 'not_reduced' | 'sign_in_denominator' | 'not_a_fraction';

/** Is this an integer or a single fraction a/b in lowest terms with b > 1 and no sign in the denominator? */
export function simplifiedFractionForm(node: Node): FractionForm {
  let n = unparen(node);
  if (n.type === 'neg') n = unparen(n.arg);
  if (n.type === 'num') return n.notation === 'integer' ? 'ok' : 'decimal';
  if (n.type !== 'div') return 'not_a_fraction';
  let num = unparen(n.left);
  const den = unparen(n.right);
  if (num.type === 'neg') num = unparen(num.arg);
  if (den.type === 'neg') return 'sign_in_denominator';
  if (num.type !== 'num' || den.type !== 'num') return algebraicFractionForm(num, den);
  if (num.notation !== 'integer' || den.notation !== 'integer') return 'decimal';
  if (den.value.n <= 1n || Q.gcd(num.value.n, den.value.n) !== 1n) return 'not_reduced';
  return 'ok';
}

/**
 * One algebraic fraction (`2/n`, `ac/(a + 2b)`): polynomials over and under the line with no common
 * number and no letter common to every term of both (STACK's SingleFrac with LowestTerms, for school).
 */
function algebraicFractionForm(num: Node, den: Node): FractionForm {
  const p = toPoly(num);
  const q = toPoly(den);
  if (!p || !q || freeSymbols(den).size === 0) return 'not_a_fraction';
  if (Q.gcd(integerContent(p), integerContent(q)) > 1n) return 'not_reduced';
  const inEveryTerm = (poly: typeof p, v: string) =>
    [...poly.keys()].every((key) => key.split('*').some((part) => part.split('^')[0] === v));
  for (const v of freeSymbols(den)) if (inEveryTerm(p, v) && inEveryTerm(q, v)) return 'not_reduced';
  return hasCommonFactor(p, q) ? 'not_reduced' : 'ok';
}

/** In one variable, a common polynomial factor ((x − 1)/(x² − 1)): their gcd has a positive degree. */
function hasCommonFactor(p: Poly, q: Poly): boolean {
  const names = new Set([...polyVariables(p), ...polyVariables(q)]);
  if (names.size !== 1) return false;
  const a = denseOf(p);
  const b = denseOf(q);
  if (!a || !b) return false;
  try {
    return withWorkBudget(() => degree(gcdPoly(a, b)) > 0);
  } catch {
    return false;
  }
}

/** A one-variable polynomial's coefficients by degree (small degrees only). */
function denseOf(p: Poly): Q.Rational[] | null {
  const out: Q.Rational[] = [];
  for (const [key, c] of p) {
    const d = degreeOfKey(key);
    if (d > 40) return null;
    while (out.length <= d) out.push(Q.ZERO);
    out[d] = c;
  }
  return out;
}

export type MixedForm = 'ok' | 'improper' | 'not_reduced' | 'not_mixed';

export function mixedNumberForm(node: Node): MixedForm {
  let n = unparen(node);
  if (n.type === 'neg') n = unparen(n.arg);
  if (n.type === 'num') return n.notation === 'integer' ? 'ok' : 'not_mixed';
  if (n.type === 'mixed') {
    if (n.num >= n.den || n.num === 0n) return 'improper';
    return Q.gcd(n.num, n.den) === 1n ? 'ok' : 'not_reduced';
  }
  if (n.type === 'div') {
    const a = unparen(n.left);
    const b = unparen(n.right);
    if (a.type === 'num' && b.type === 'num' && a.notation === 'integer' && b.notation === 'integer') {
      if (a.value.n >= b.value.n) return 'improper';
      return Q.gcd(a.value.n, b.value.n) === 1n ? 'ok' : 'not_reduced';
    }
  }
  return 'not_mixed';
}

/** Does the expression hold a sum anywhere (x + 1, (x − 1)², √(x + 1))? */
export function containsSum(n: Node): boolean {
  const m = unparen(n);
  switch (m.type) {
    case 'add':
    case 'sub':
    case 'pm':
      return true;
    case 'neg':
      return containsSum(m.arg);
    case 'mul':
    case 'div':
    case 'pow':
      return containsSum(m.left) || containsSum(m.right);
    case 'call':
      return m.args.some(containsSum);
    default:
      return false;
  }
}

/** A product's factors as written, its parentheses and nesting taken away. */
function productNodes(n: Node, out: Node[]): void {
  const m = unparen(n);
  if (m.type === 'mul') {
    productNodes(m.left, out);
    productNodes(m.right, out);
  } else out.push(m);
}

/**
 * A factor that nothing more can expand, kept as a unit of its term: a function of anything (`√3`,
 * `sin(x + 1)`), a constant (π), a root or other non-integer power (`(x + 1)^(1/2)`).
 */
function atomKey(f: Node): string | null {
  if (f.type === 'call' || f.type === 'const') return canonicalForm(f);
  if (f.type === 'pow') {
    const e = unparen(f.right);
    const integerPower = e.type === 'num' && e.notation === 'integer';
    if (!integerPower || !containsSum(f.left)) return integerPower ? null : canonicalForm(f);
  }
  return null;
}

/**
 * The variables and irreducible factors (surds, functions, π) of a term with their multiplicity as
 * written, or null when it is not such a term.
 */
function monomialKey(n: Node): string | null {
  const factors: Node[] = [];
  productNodes(n, factors);
  const seen = new Map<string, string>();
  for (const raw of factors) {
    let f = unparen(raw);
    if (f.type === 'neg') f = unparen(f.arg);
    if (f.type === 'num' || f.type === 'mixed') continue;
    if (f.type === 'div') {
      const den = unparen(f.right);
      if (den.type !== 'num') return null;
      const inner = monomialKey(f.left);
      if (inner === null) return null;
      for (const part of inner.split('*').filter(Boolean)) {
        const v = part.split('^')[0] as string;
        if (seen.has(v)) return null;
        seen.set(v, part);
      }
      continue;
    }
    let v: string | null = atomKey(f);
    if (f.type === 'sym') v = f.name;
    else if (f.type === 'pow') {
      const b = unparen(f.left);
      const e = unparen(f.right);
      if (b.type === 'sym' && e.type === 'num' && e.notation === 'integer') v = `${b.name}^${e.raw}`;
      else if (b.type === 'num' && e.type === 'num' && e.notation === 'integer') continue;
    }
    if (v === null) return null;
    const name = f.type === 'sym' || f.type === 'pow' ? (v.split('^')[0] as string) : v;
    if (seen.has(name)) return null; // x*x is not a monomial written properly
    seen.set(name, v);
  }
  return [...seen.values()].sort().join('*');
}

export type ExpandedForm = 'ok' | 'not_expanded' | 'like_terms';

/**
 * A sum of terms with like terms collected: no products or integer powers of sums, no x*x; surds,
 * functions and π are factors like variables (`3 + 2√3` is expanded, `2√3 + √3` has like terms).
 */
export function expandedForm(node: Node): ExpandedForm {
  const nodes: Node[] = [];
  collectTermNodes(node, nodes);
  const keys = new Set<string>();
  for (const t of nodes) {
    if (containsSum(t)) return 'not_expanded';
    const key = monomialKey(t);
    if (key === null) return 'not_expanded';
    if (keys.has(key)) return 'like_terms';
    keys.add(key);
  }
  return 'ok';
}

function collectTermNodes(n: Node, out: Node[]): void {
  const m = unparen(n);
  if (m.type === 'add' || m.type === 'sub') {
    collectTermNodes(m.left, out);
    collectTermNodes(m.right, out);
  } else if (m.type === 'neg' && (unparen(m.arg).type === 'add' || unparen(m.arg).type === 'sub')) {
    out.push(m); // -(a+b) is not expanded
  } else out.push(m);
}

export type FactoredForm = 'ok' | 'not_factored' | 'not_fully_factored';

/** A product of factors irreducible over Q, with any common numeric factor taken out of the factors. */
export function factoredForm(node: Node): FactoredForm {
  let n = unparen(node);
  while (n.type === 'neg') n = unparen(n.arg);
  const factors: Node[] = [];
  productNodes(n, factors);
  const nonConstant = factors.filter((f) => !isConstant(f));
  for (const raw of nonConstant) {
    let f = unparen(raw);
    if (f.type === 'neg') f = unparen(f.arg);
    if (f.type === 'pow') f = unparen(f.left);
    const p = toPoly(f);
    if (!p) continue;
    if (integerContent(p) > 1n || isReducible(p))
      return factors.length === 1 ? 'not_factored' : 'not_fully_factored';
  }
  return 'ok';
}

/**
 * How many factors with a variable a product has, a whole-number power counted that many times:
 * `(a + 9)(y + 8)` has 2, `(x − 1)²` has 2, `y(a + 9) + 8(a + 9)` (a sum) has 1.
 */
export function variableFactorCount(node: Node): number {
  let n = unparen(node);
  while (n.type === 'neg') n = unparen(n.arg);
  const factors: Node[] = [];
  productNodes(n, factors);
  let count = 0;
  for (const raw of factors) {
    if (isConstant(raw)) continue;
    const f = unparen(raw);
    const exponent = f.type === 'pow' ? writtenInteger(f.right) : null;
    count += exponent !== null && exponent > 0n && exponent <= 50n ? Number(exponent) : 1;
  }
  return count;
}

function isConstant(n: Node): boolean {
  const m = unparen(n);
  if (m.type === 'num' || m.type === 'mixed' || m.type === 'const') return true;
  if (m.type === 'neg') return isConstant(m.arg);
  if (m.type === 'div' || m.type === 'pow') return isConstant(m.left) && isConstant(m.right);
  return false;
}

/** An integer as written (`7`, `-7`, `(−7)`), or null. */
function writtenInteger(node: Node): bigint | null {
  let n = unparen(node);
  let sign = 1n;
  if (n.type === 'neg') {
    n = unparen(n.arg);
    sign = -1n;
  }
  return n.type === 'num' && n.notation === 'integer' ? sign * n.value.n : null;
}

/** A number as written: 7, −0.75, 1,5e3, 0,(3), 1 1/2, 3/4 (not 6/2: that division is not done), 75 %, 60°. */
export function isNumberLiteral(node: Node): boolean {
  let n = unparen(node);
  if (n.type === 'neg') n = unparen(n.arg);
  if (n.type === 'percent' || n.type === 'degree') n = unparen(n.arg);
  if (n.type === 'num' || n.type === 'mixed') return true;
  if (n.type !== 'div') return false;
  const a = writtenInteger(n.left);
  const b = writtenInteger(n.right);
  return a !== null && b !== null && b !== 0n && a % b !== 0n;
}

/** sin(π/6) = 0.49999999999999994, lg 100 = 2: a function value that is a simple fraction after all. */
function nearlyRational(x: number): boolean {
  for (let d = 1; d <= 100; d += 1) {
    const y = x * d;
    if (Math.abs(y - Math.round(y)) < 1e-12 * Math.max(1, Math.abs(y))) return true;
  }
  return false;
}

function flatFactors(node: Node, inDenominator: boolean, num: Node[], den: Node[]): void {
  const n = unparen(node);
  if (n.type === 'neg') flatFactors(n.arg, inDenominator, num, den);
  else if (n.type === 'mul') {
    flatFactors(n.left, inDenominator, num, den);
    flatFactors(n.right, inDenominator, num, den);
  } else if (n.type === 'div') {
    flatFactors(n.left, inDenominator, num, den);
    flatFactors(n.right, !inDenominator, num, den);
  } else (inDenominator ? den : num).push(n);
}

function flatTerms(node: Node, out: Node[]): void {
  const n = unparen(node);
  if (n.type === 'add' || n.type === 'sub') {
    flatTerms(n.left, out);
    flatTerms(n.right, out);
  } else if (n.type === 'neg' && ['add', 'sub'].includes(unparen(n.arg).type)) flatTerms(n.arg, out);
  else out.push(n);
}

/** k^(1/n) in lowest terms: k ≥ 2 with no factor p^n (√8 = 2√2 is not simplest, √12 neither). */
function simplestRoot(k: bigint, n: number): boolean {
  if (k < 2n || n < 2) return false;
  const power = BigInt(n);
  for (let p = 2n; p ** power <= k && p < 100_000n; p += 1n) if (k % p ** power === 0n) return false;
  return true;
}

/** The kind of an irreducible factor of an exact irrational number (π, e, π², √2, ∛5, ln 2), or null. */
function atomKind(factor: Node): 'constant' | 'root' | 'function' | null {
  const f = unparen(factor);
  if (f.type === 'const') return f.name === 'inf' ? null : 'constant';
  if (f.type === 'pow') {
    const base = unparen(f.left);
    const exponent = unparen(f.right);
    if (base.type === 'const' && base.name !== 'inf') {
      const k = writtenInteger(exponent);
      return k !== null && k >= 2n ? 'constant' : null;
    }
    const k = writtenInteger(base);
    if (k === null || exponent.type !== 'div' || writtenInteger(exponent.left) !== 1n) return null;
    const n = writtenInteger(exponent.right);
    return n !== null && n <= 64n && simplestRoot(k, Number(n)) ? 'root' : null;
  }
  if (f.type !== 'call') return null;
  const k = f.args.length === 1 ? writtenInteger(f.args[0] as Node) : null;
  if (f.fn === 'sqrt' || f.fn === 'cbrt')
    return k !== null && simplestRoot(k, f.fn === 'sqrt' ? 2 : 3) ? 'root' : null;
  if (f.fn === 'abs' || !f.args.every(isNumberLiteral)) return null;
  const v = evaluate(f);
  return !isExact(v) && Number.isFinite(v) && !nearlyRational(v) ? 'function' : null;
}

/**
 * One term of an exact number in simplest form: a rational coefficient (at most one number above and one
 * below, not 6/3) times distinct irreducible factors, at most one root above and one below the line.
 * Returns the term's irrational part ('' for a rational term), or null when something is left to do.
 */
function simplestTerm(term: Node): string | null {
  const num: Node[] = [];
  const den: Node[] = [];
  flatFactors(term, false, num, den);
  const numbers = num.filter(isNumberLiteral);
  const divisors = den.filter(isNumberLiteral);
  if (numbers.length > 1 || divisors.length > 1) return null;
  if (divisors[0]) {
    const b = writtenInteger(divisors[0]);
    const a = numbers[0] ? writtenInteger(numbers[0]) : 1n;
    if (a === null || b === null || b === 0n || b === 1n || b === -1n || a % b === 0n) return null;
  }
  const atoms = [...num.filter((f) => !isNumberLiteral(f)), ...den.filter((f) => !isNumberLiteral(f))];
  const kinds = atoms.map(atomKind);
  if (kinds.some((k) => k === null)) return null;
  const roots = (side: Node[]) => side.filter((f) => atomKind(f) === 'root').length;
  if (roots(num) > 1 || roots(den) > 1) return null;
  const keys = [
    ...num.filter((f) => !isNumberLiteral(f)).map(canonicalForm),
    ...den.filter((f) => !isNumberLiteral(f)).map((f) => `/${canonicalForm(f)}`),
  ].sort();
  if (new Set(keys.map((k) => k.replace(/^\//, ''))).size < keys.length) return null;
  return keys.join('*');
}

/** 10√2, 100π/3, (3 + √5)/2, 2 − √3: distinct simplest terms, at most one of them rational. */
function isSimplestExact(node: Node): boolean {
  let n = unparen(node);
  if (n.type === 'neg') n = unparen(n.arg);
  if (n.type === 'div' && ['add', 'sub'].includes(unparen(n.left).type)) {
    const d = writtenInteger(n.right);
    if (d === null || d === 0n || d === 1n || d === -1n) return false;
    n = unparen(n.left);
  }
  const terms: Node[] = [];
  flatTerms(n, terms);
  const parts = terms.map(simplestTerm);
  if (parts.some((p) => p === null)) return false;
  return parts.filter((p) => p === '').length <= 1 && new Set(parts).size === parts.length;
}

/**
 * A constant written as a computed result (`form: 'value'`): a number literal when the value is
 * rational, the simplest exact form when it is irrational (10√2, not √200; 12π, not 4·3π). A copy of the
 * question (√64 − √225) or any operation left to do (7 + 14, 6/2, sin 30°) is not.
 */
export function isComputed(node: Node): boolean {
  const v = evaluate(node);
  if (!isDefined(v)) return true; // 1/0 is a wrong value, not an unfinished one
  return isExact(v) ? isNumberLiteral(node) : isSimplestExact(node);
}

/** Products with more than one number factor or a repeated variable, sums with like terms or two numbers. */
function arithmeticLeft(node: Node): boolean {
  const n = unparen(node);
  if (n.type === 'add' || n.type === 'sub') {
    const terms: Node[] = [];
    flatTerms(n, terms);
    // Like terms share their letters (2x and 3x); numbers alone are like terms when both are rational.
    const keys = terms.map((t) => {
      if (freeSymbols(t).size === 0) return isNumberLiteral(t) ? 'number' : canonicalForm(t);
      const num: Node[] = [];
      const den: Node[] = [];
      flatFactors(t, false, num, den);
      const symbolic = (side: Node[]) => side.filter((f) => freeSymbols(f).size > 0).map(canonicalForm);
      return [...symbolic(num), ...symbolic(den).map((k) => `/${k}`)].sort().join('*');
    });
    if (new Set(keys).size < keys.length) return true;
  }
  if (n.type === 'mul' || n.type === 'div') {
    const num: Node[] = [];
    const den: Node[] = [];
    flatFactors(n, false, num, den);
    if (num.filter(isNumberLiteral).length > 1 || den.filter(isNumberLiteral).length > 1) return true;
    const names = num.filter((f) => f.type === 'sym').map((f) => (f as { name: string }).name);
    if (new Set(names).size < names.length) return true;
  }
  return children(n).some(arithmeticLeft);
}

/** Total degree of the variable denominators (x/(x(x−2)) → 2), or null when one is not a polynomial. */
function denominatorDegree(node: Node): number | null {
  let total = 0;
  const visit = (n: Node): boolean => {
    if (n.type === 'div' && freeSymbols(n.right).size > 0) {
      const p = toPoly(n.right);
      if (!p) return false;
      total += Math.max(0, ...[...p.keys()].map(degreeOfKey));
    }
    return children(n).every(visit);
  };
  return visit(node) ? total : null;
}

/** The most terms of one sum that are fractions with a variable below the line (−2/(x+3) + 4/x → 2). */
function fractionTerms(node: Node): number {
  let most = 0;
  const visit = (n: Node): void => {
    const m = unparen(n);
    if (m.type === 'add' || m.type === 'sub') {
      const terms: Node[] = [];
      flatTerms(m, terms);
      const fractions = terms.filter((t) => {
        const num: Node[] = [];
        const den: Node[] = [];
        flatFactors(t, false, num, den);
        return den.some((f) => freeSymbols(f).size > 0);
      });
      most = Math.max(most, fractions.length);
    }
    children(m).forEach(visit);
  };
  visit(node);
  return most;
}

/**
 * An expression with nothing left to simplify (`form: 'simplified'`): every number computed, no product
 * of numbers or like terms left, and fractions combined as far as the teacher's answer: no more fractions
 * in a sum and no bigger denominators (−6/(x+6) − 5/(x+6) and (x² − 5x)/(5x) are not simplified).
 */
export function isSimplified(student: Node, correct: Node): boolean {
  if (!constantParts(student).every(isComputed) || arithmeticLeft(student)) return false;
  if (fractionTerms(student) > fractionTerms(correct)) return false;
  const s = denominatorDegree(student);
  const c = denominatorDegree(correct);
  return s === null || c === null || s <= c;
}
