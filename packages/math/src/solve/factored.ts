import { evaluate, freeSymbols, isExact } from '../check/evaluate.ts';
import type { Rational } from '../numbers/rational.ts';
import * as Q from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { LIMITS, unsupported } from './limits.ts';
import {
  addSparse,
  canonicalSplit,
  constant,
  mulSparse,
  powSparse,
  type Sparse,
  sparseDegree,
  sparseKey,
  X,
} from './sparse-poly.ts';

/** A canonical polynomial (see `canonicalSplit`) with its key. */
export type Poly = { readonly poly: Sparse; readonly key: string };

/** poly^exp, exp a nonzero integer (negative: a denominator). */
export type Factor = Poly & { readonly exp: number };

/**
 * coef · Π poly^exp, with `excluded` the polynomials that must not vanish (every denominator ever written,
 * also when it cancels: x/x is 1 only for x ≠ 0). Products and powers stay factored, so (x − 1)^100 is one
 * factor; only sums are expanded.
 */
export type Factored = { readonly coef: Rational; readonly factors: Factor[]; readonly excluded: Poly[] };

/** What the conversion needs: the variable, the sign chosen for each |…|, and whether a float crept in. */
export type Conversion = {
  readonly variable: string;
  readonly absSigns: ReadonlyMap<Node, 1 | -1>;
  approximate: boolean;
};

const MAX_FACTOR_EXPONENT = 10_000_000;
const X_POLY: Poly = { poly: X, key: sparseKey(X) };

function constantFactored(coef: Rational): Factored {
  return { coef, factors: [], excluded: [] };
}

function unionPolys(a: readonly Poly[], b: readonly Poly[]): Poly[] {
  const out = [...a];
  for (const p of b) if (!out.some((q) => q.key === p.key)) out.push(p);
  return out;
}

function mergeFactors(list: readonly Factor[]): Factor[] {
  const byKey = new Map<string, Factor>();
  for (const f of list) {
    const prev = byKey.get(f.key);
    byKey.set(f.key, { ...f, exp: (prev?.exp ?? 0) + f.exp });
  }
  const out = [...byKey.values()].filter((f) => f.exp !== 0);
  if (out.some((f) => Math.abs(f.exp) > MAX_FACTOR_EXPONENT)) unsupported('the exponent is too large');
  return out;
}

function product(a: Factored, b: Factored): Factored {
  const coef = Q.mul(a.coef, b.coef);
  const excluded = unionPolys(a.excluded, b.excluded);
  if (Q.isZero(coef)) return { coef, factors: [], excluded };
  return { coef, factors: mergeFactors([...a.factors, ...b.factors]), excluded };
}

function inverse(a: Factored): Factored {
  const coef = Q.div(Q.ONE, a.coef);
  if (coef === null) unsupported('division by zero');
  return {
    coef,
    factors: a.factors.map((f) => ({ ...f, exp: -f.exp })),
    excluded: unionPolys(a.excluded, a.factors),
  };
}

function power(a: Factored, k: number): Factored {
  if (k < 0) return inverse(power(a, -k));
  if (k === 0) return { coef: Q.ONE, factors: [], excluded: a.excluded };
  const coef = Q.powInt(a.coef, BigInt(k));
  if (coef === null) unsupported('the number is too large');
  if (Q.isZero(coef)) return { coef, factors: [], excluded: a.excluded };
  return {
    coef,
    factors: mergeFactors(a.factors.map((f) => ({ ...f, exp: f.exp * k }))),
    excluded: a.excluded,
  };
}

function exponentOf(f: Factored, key: string): number {
  return f.factors.find((x) => x.key === key)?.exp ?? 0;
}

/** coef · Π poly^(exp − pulled) expanded; every remaining exponent is ≥ 0 by the choice of `pulled`. */
function expandRest(f: Factored, pulled: readonly Factor[]): Sparse {
  let out = constant(f.coef);
  for (const p of pulled) {
    const e = exponentOf(f, p.key) - p.exp;
    if (e > 0) out = mulSparse(out, powSparse(p.poly, e));
  }
  return out;
}

/** An expanded polynomial as coef · x^shift · core. */
function fromSparse(p: Sparse): Factored {
  if (p.length === 0) return constantFactored(Q.ZERO);
  const { content, shift, core } = canonicalSplit(p);
  const factors: Factor[] = [];
  if (shift > 0) factors.push({ ...X_POLY, exp: shift });
  if (sparseDegree(core) > 0) factors.push({ poly: core, key: sparseKey(core), exp: 1 });
  return { coef: content, factors, excluded: [] };
}

/**
 * a + b with the factors they share pulled out first (min exponent per factor, so common denominators
 * and common powers such as x^5999 are never expanded); only the cofactors are multiplied out.
 */
function sum(a: Factored, b: Factored): Factored {
  const excluded = unionPolys(a.excluded, b.excluded);
  if (Q.isZero(a.coef)) return { ...b, excluded };
  if (Q.isZero(b.coef)) return { ...a, excluded };
  const pulled: Factor[] = [];
  for (const f of [...a.factors, ...b.factors]) {
    if (pulled.some((p) => p.key === f.key)) continue;
    pulled.push({ poly: f.poly, key: f.key, exp: Math.min(exponentOf(a, f.key), exponentOf(b, f.key)) });
  }
  const rest = fromSparse(addSparse(expandRest(a, pulled), expandRest(b, pulled)));
  if (Q.isZero(rest.coef)) return { coef: Q.ZERO, factors: [], excluded };
  return { coef: rest.coef, factors: mergeFactors([...pulled, ...rest.factors]), excluded };
}

function negate(a: Factored): Factored {
  return { ...a, coef: Q.neg(a.coef) };
}

/** Does the expression contain the variable (so it is not a constant)? */
export function mentions(node: Node, variable: string): boolean {
  if (node.type === 'sym') return node.name === variable;
  return children(node).some((c) => mentions(c, variable));
}

/** The exact rational value of a double (every finite double is one). */
function rationalOfDouble(x: number): Rational {
  let v = x;
  let d = 1n;
  for (let k = 0; k < 1100 && !Number.isInteger(v); k += 1) {
    v *= 2;
    d *= 2n;
  }
  return Q.rational(BigInt(v), d);
}

function constantOf(node: Node, conversion: Conversion): Factored {
  const others = [...freeSymbols(node)];
  if (others.length > 0) unsupported(`another variable (${others.join(', ')})`);
  const v = evaluate(node);
  if (isExact(v)) return constantFactored(v);
  if (!Number.isFinite(v)) unsupported('an expression without a real value');
  conversion.approximate = true;
  return constantFactored(rationalOfDouble(v));
}

function integerExponent(node: Node, conversion: Conversion): number {
  if (mentions(node, conversion.variable)) unsupported('the variable is in an exponent');
  const v = evaluate(node);
  if (!isExact(v) || !Q.isInteger(v)) unsupported('a power that is not an integer');
  if (v.n > BigInt(LIMITS.maxExponent) || v.n < -BigInt(LIMITS.maxExponent))
    unsupported('the exponent is too large');
  return Number(v.n);
}

/** The expression as a factored rational function of the variable, or 'unsupported' (thrown, caught above). */
export function toFactored(node: Node, conversion: Conversion): Factored {
  if (!mentions(node, conversion.variable)) return constantOf(node, conversion);
  switch (node.type) {
    case 'sym':
      return { coef: Q.ONE, factors: [{ ...X_POLY, exp: 1 }], excluded: [] };
    case 'paren':
      return toFactored(node.arg, conversion);
    case 'neg':
      return negate(toFactored(node.arg, conversion));
    case 'add':
      return sum(toFactored(node.left, conversion), toFactored(node.right, conversion));
    case 'sub':
      return sum(toFactored(node.left, conversion), negate(toFactored(node.right, conversion)));
    case 'mul':
      return product(toFactored(node.left, conversion), toFactored(node.right, conversion));
    case 'div':
      return product(toFactored(node.left, conversion), inverse(toFactored(node.right, conversion)));
    case 'pow':
      return power(toFactored(node.left, conversion), integerExponent(node.right, conversion));
    case 'percent':
      return product(toFactored(node.arg, conversion), constantFactored(Q.rational(1n, 100n)));
    case 'call': {
      const sign = conversion.absSigns.get(node);
      if (node.fn !== 'abs' || node.args.length !== 1 || sign === undefined)
        return unsupported(`${node.fn}() of the variable`);
      const inner = toFactored(node.args[0] as Node, conversion);
      return sign === 1 ? inner : negate(inner);
    }
    default:
      return unsupported(`a ${node.type} inside the expression`);
  }
}

/** lhs − rhs, the expression whose sign a comparison is about. */
export function difference(lhs: Node, rhs: Node, conversion: Conversion): Factored {
  return sum(toFactored(lhs, conversion), negate(toFactored(rhs, conversion)));
}
