import * as Q from '../numbers/rational.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { formatNode } from '../parse/print.ts';
import { integerContent, isReducible, toPoly } from './polynomial.ts';

type Signed = { neg: boolean; s: string };

/**
 * A canonical string of an expression's form, up to commutativity and associativity of + and *,
 * redundant parentheses and notation (implicit/explicit product, 7 vs 7.0): STACK's EqualComAss.
 */
export function canonicalForm(node: Node): string {
  const c = signed(node);
  return (c.neg ? '-' : '') + c.s;
}

function sumTerms(n: Node, neg: boolean, out: Signed[]): void {
  const m = unparen(n);
  if (m.type === 'add' || m.type === 'sub') {
    sumTerms(m.left, neg, out);
    sumTerms(m.right, m.type === 'sub' ? !neg : neg, out);
    return;
  }
  if (m.type === 'neg') {
    sumTerms(m.arg, !neg, out);
    return;
  }
  const t = signed(m);
  out.push({ neg: t.neg !== neg, s: t.s });
}

function productFactors(n: Node, out: Node[]): void {
  const m = unparen(n);
  if (m.type === 'mul') {
    productFactors(m.left, out);
    productFactors(m.right, out);
  } else out.push(m);
}

function signed(node: Node): Signed {
  const n = unparen(node);
  switch (n.type) {
    case 'num':
      return { neg: n.value.n < 0n, s: Q.toFractionString(n.value.n < 0n ? Q.neg(n.value) : n.value) };
    case 'neg': {
      const a = signed(n.arg);
      return { neg: !a.neg, s: a.s };
    }
    case 'add':
    case 'sub': {
      const terms: Signed[] = [];
      sumTerms(n, false, terms);
      const parts = terms.map((t) => (t.neg ? '-' : '+') + t.s).sort();
      return { neg: false, s: `sum(${parts.join(',')})` };
    }
    case 'mul': {
      const factors: Node[] = [];
      productFactors(n, factors);
      let neg = false;
      const parts = factors
        .map((f) => {
          const c = signed(f);
          neg = neg !== c.neg;
          return c.s;
        })
        .filter((s) => s !== '1' || factors.length === 1)
        .sort();
      return { neg, s: `mul(${parts.join(',')})` };
    }
    case 'div': {
      const a = signed(n.left);
      const b = signed(n.right);
      return { neg: a.neg !== b.neg, s: `div(${a.s},${b.s})` };
    }
    case 'pow':
      return { neg: false, s: `pow(${canonicalForm(n.left)},${canonicalForm(n.right)})` };
    case 'call':
      return { neg: false, s: `${n.fn}(${n.args.map(canonicalForm).join(',')})` };
    case 'degree':
      return signed(n.arg);
    case 'percent':
      return { neg: false, s: `pct(${canonicalForm(n.arg)})` };
    case 'mixed':
      return { neg: false, s: `mixed(${n.whole},${n.num},${n.den})` };
    case 'rel':
      return { neg: false, s: `rel(${n.ops.join('')};${n.args.map(canonicalForm).join(';')})` };
    default:
      return { neg: false, s: formatNode(n) };
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
  if (num.type !== 'num' || den.type !== 'num') return 'not_a_fraction';
  if (num.notation !== 'integer' || den.notation !== 'integer') return 'decimal';
  if (den.value.n <= 1n || Q.gcd(num.value.n, den.value.n) !== 1n) return 'not_reduced';
  return 'ok';
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

function containsSum(n: Node): boolean {
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

/** The variables of a monomial with their multiplicity as written, or null when it is not a monomial. */
function monomialKey(n: Node): string | null {
  const factors: Node[] = [];
  productFactors(n, factors);
  const seen = new Map<string, string>();
  for (const raw of factors) {
    let f = unparen(raw);
    if (f.type === 'neg') f = unparen(f.arg);
    if (f.type === 'num' || f.type === 'mixed' || f.type === 'const') continue;
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
    let v: string | null = null;
    if (f.type === 'sym') v = f.name;
    else if (f.type === 'pow') {
      const b = unparen(f.left);
      const e = unparen(f.right);
      if (b.type === 'sym' && e.type === 'num' && e.notation === 'integer') v = `${b.name}^${e.raw}`;
      else if (b.type === 'num' && e.type === 'num') continue;
    }
    if (v === null) return null;
    const name = v.split('^')[0] as string;
    if (seen.has(name)) return null; // x*x is not a monomial written properly
    seen.set(name, v);
  }
  return [...seen.values()].sort().join('*');
}

export type ExpandedForm = 'ok' | 'not_expanded' | 'like_terms';

/** A sum of monomials with like terms collected: no products or powers of sums, no x*x. */
export function expandedForm(node: Node): ExpandedForm {
  const terms: Signed[] = [];
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
  void terms;
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
  productFactors(n, factors);
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

function isConstant(n: Node): boolean {
  const m = unparen(n);
  if (m.type === 'num' || m.type === 'mixed' || m.type === 'const') return true;
  if (m.type === 'neg') return isConstant(m.arg);
  if (m.type === 'div' || m.type === 'pow') return isConstant(m.left) && isConstant(m.right);
  return false;
}
