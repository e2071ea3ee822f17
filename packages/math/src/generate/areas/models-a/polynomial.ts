import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, superscript } from '../../format.ts';

/**
 * Integer polynomials in a few named variables, for building and printing expressions exactly. A term
 * is a coefficient and the exponents of the variables in `vars` order.
 */
export type Term = { c: number; e: readonly number[] };
export type Poly = { vars: readonly string[]; terms: Term[] };

function degree(t: Term): number {
  return t.e.reduce((s, x) => s + x, 0);
}

/** Highest total degree first, then by the exponents of the first variable, and so on. */
function compareTerms(a: Term, b: Term): number {
  const byDegree = degree(b) - degree(a);
  if (byDegree !== 0) return byDegree;
  for (let i = 0; i < a.e.length; i += 1) {
    const diff = (b.e[i] ?? 0) - (a.e[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function poly(vars: readonly string[], terms: readonly Term[]): Poly {
  const merged = new Map<string, Term>();
  for (const t of terms) {
    const key = t.e.join(',');
    const prev = merged.get(key);
    merged.set(key, { c: (prev?.c ?? 0) + t.c, e: t.e });
  }
  return {
    vars,
    terms: [...merged.values()].filter((t) => t.c !== 0).sort(compareTerms),
  };
}

/** A polynomial in one variable from coefficients, highest power first: `uni('x', 2, -3)` = 2x − 3. */
export function uni(variable: string, ...coefficients: number[]): Poly {
  const top = coefficients.length - 1;
  return poly(
    [variable],
    coefficients.map((c, i) => ({ c, e: [top - i] })),
  );
}

/** A polynomial from [coefficient, exponents] pairs in the given variables. */
export function multi(vars: readonly string[], ...terms: [number, ...number[]][]): Poly {
  return poly(
    vars,
    terms.map(([c, ...e]) => ({ c, e })),
  );
}

export function plus(a: Poly, b: Poly): Poly {
  return poly(a.vars, [...a.terms, ...b.terms]);
}

export function scale(a: Poly, k: number): Poly {
  return poly(
    a.vars,
    a.terms.map((t) => ({ c: t.c * k, e: t.e })),
  );
}

export function minus(a: Poly, b: Poly): Poly {
  return plus(a, scale(b, -1));
}

export function times(a: Poly, b: Poly): Poly {
  const terms: Term[] = [];
  for (const s of a.terms) {
    for (const t of b.terms) terms.push({ c: s.c * t.c, e: s.e.map((x, i) => x + (t.e[i] ?? 0)) });
  }
  return poly(a.vars, terms);
}

/** The coefficient of the term with these exponents (0 if absent). */
export function coef(a: Poly, ...e: number[]): number {
  return a.terms.find((t) => t.e.every((x, i) => x === (e[i] ?? 0)))?.c ?? 0;
}

/** Value at integer or decimal points (exact for the small integers the generators use). */
export function evaluate(a: Poly, values: readonly number[]): number {
  return a.terms.reduce((s, t) => s + t.c * t.e.reduce((p, x, i) => p * (values[i] ?? 0) ** x, 1), 0);
}

function monomialAscii(vars: readonly string[], e: readonly number[]): string {
  let out = '';
  e.forEach((x, i) => {
    if (x === 0) return;
    // `x^2*y`, not `x^2y`, so the power cannot be misread as `x^(2y)`.
    if (out.endsWith('^') || /\^\d+$/.test(out)) out += '*';
    out += x === 1 ? vars[i] : `${vars[i]}^${x}`;
  });
  return out;
}

function monomialText(vars: readonly string[], e: readonly number[]): string {
  return e.map((x, i) => (x === 0 ? '' : x === 1 ? vars[i] : `${vars[i]}${superscript(x)}`)).join('');
}

/** ASCII canonical form: `2x^2+5x-12`, `9a^2-12ab+4b^2`, `0` for the zero polynomial. */
export function ascii(a: Poly): string {
  if (a.terms.length === 0) return '0';
  return a.terms
    .map((t, index) => {
      const mono = monomialAscii(a.vars, t.e);
      const size = Math.abs(t.c);
      const body = mono === '' ? String(size) : size === 1 ? mono : `${size}${mono}`;
      if (t.c < 0) return `-${body}`;
      return index === 0 ? body : `+${body}`;
    })
    .join('');
}

/** Unicode text form as printed in a task: `2x² + 5x − 12`. */
export function text(a: Poly, language: Language): string {
  if (a.terms.length === 0) return '0';
  return a.terms
    .map((t, index) => {
      const mono = monomialText(a.vars, t.e);
      const size = Math.abs(t.c);
      const body =
        mono === ''
          ? formatNumber(size, language)
          : size === 1
            ? mono
            : `${formatNumber(size, language)}${mono}`;
      if (index === 0) return t.c < 0 ? `${MINUS_SIGN}${body}` : body;
      return t.c < 0 ? ` ${MINUS_SIGN} ${body}` : ` + ${body}`;
    })
    .join('');
}

/** A factor in brackets unless it is a single monomial with coefficient 1: `(x − 3)`, `x`. */
export function factorText(a: Poly, language: Language): string {
  const only = a.terms[0];
  if (a.terms.length === 1 && only && only.c === 1) return text(a, language);
  return `(${text(a, language)})`;
}

export function factorAscii(a: Poly): string {
  const only = a.terms[0];
  if (a.terms.length === 1 && only && only.c === 1) return ascii(a);
  return `(${ascii(a)})`;
}

/** The number of terms (after collecting). */
export function size(a: Poly): number {
  return a.terms.length;
}

/** Terms joined in the given order without collecting them: `5x − 3 + 2x`. */
export function rawText(vars: readonly string[], terms: readonly Term[], language: Language): string {
  return terms
    .map((t, index) => {
      const one = text(poly(vars, [{ c: Math.abs(t.c), e: t.e }]), language);
      if (index === 0) return t.c < 0 ? `${MINUS_SIGN}${one}` : one;
      return t.c < 0 ? ` ${MINUS_SIGN} ${one}` : ` + ${one}`;
    })
    .join('');
}

/**
 * A sum of products `k·(bracket)` as printed: `4(2x − 3) − 3(x − 5) + 2x`. A monomial multiplier of 1 is
 * left out; an item without a bracket is just its monomial.
 */
export function productsText(
  items: readonly { mult: Poly; inner: Poly | null }[],
  language: Language,
): string {
  return items
    .map(({ mult, inner }, index) => {
      const lead = mult.terms[0];
      const negative = (lead?.c ?? 0) < 0;
      const absMult = negative ? scale(mult, -1) : mult;
      const multText =
        inner &&
        absMult.terms.length === 1 &&
        absMult.terms[0]?.c === 1 &&
        absMult.terms[0].e.every((x) => x === 0)
          ? ''
          : text(absMult, language);
      const body = inner ? `${multText}(${text(inner, language)})` : multText;
      if (index === 0) return negative ? `${MINUS_SIGN}${body}` : body;
      return negative ? ` ${MINUS_SIGN} ${body}` : ` + ${body}`;
    })
    .join('');
}

export function productsValue(items: readonly { mult: Poly; inner: Poly | null }[]): Poly {
  const vars = items[0]?.mult.vars ?? ['x'];
  return items.reduce((sum, { mult, inner }) => plus(sum, inner ? times(mult, inner) : mult), poly(vars, []));
}
