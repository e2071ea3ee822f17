import type { Language } from '../../../types.ts';
import { formatNumber, MINUS_SIGN, superscript, times } from '../../format.ts';
import { displayFraction, type Fraction, fraction, isInteger, isTerminating } from '../../fraction.ts';

/**
 * Writing sums of terms, polynomials, multiples of π and powers twice: in the task language's Unicode
 * typography (`2x³ − 5x + 1`) and in the language-neutral ASCII of canonical answers (`2x^3-5x+1`).
 */

/** A term: coefficient times a body such as `x²` (text) / `x^2` (ascii); an empty body is a constant. */
export type Term = { c: Fraction | number; text: string; ascii: string };

const asRational = (c: Fraction | number): Fraction => (typeof c === 'number' ? fraction(c) : c);

function coefficientText(c: Fraction, body: string, language: Language): string {
  const abs = fraction(Math.abs(c.n), c.d);
  if (body === '')
    return isInteger(abs) || isTerminating(abs)
      ? formatNumber(abs.n / abs.d, language)
      : displayFraction(abs, language);
  if (abs.n === 1 && abs.d === 1) return body;
  if (isInteger(abs) || isTerminating(abs)) return `${formatNumber(abs.n / abs.d, language)}${body}`;
  return `(${displayFraction(abs, language)})${body}`;
}

function coefficientAscii(c: Fraction, body: string): string {
  const abs = fraction(Math.abs(c.n), c.d);
  if (body === '')
    return isInteger(abs) ? String(abs.n) : isTerminating(abs) ? String(abs.n / abs.d) : `${abs.n}/${abs.d}`;
  if (abs.n === 1 && abs.d === 1) return body;
  if (isInteger(abs) || isTerminating(abs)) return `${abs.n / abs.d}${body}`;
  return `(${abs.n}/${abs.d})*${body}`;
}

/** `2x² − 3x + 1` in the task language; zero terms are left out; all zero gives `0`. */
export function sumText(terms: readonly Term[], language: Language): string {
  let out = '';
  for (const term of terms) {
    const c = asRational(term.c);
    if (c.n === 0) continue;
    const body = coefficientText(c, term.text, language);
    if (out === '') out = c.n < 0 ? `${MINUS_SIGN}${body}` : body;
    else out += c.n < 0 ? ` ${MINUS_SIGN} ${body}` : ` + ${body}`;
  }
  return out === '' ? '0' : out;
}

/** `2x^2-3x+1`: the same sum in canonical ASCII. */
export function sumAscii(terms: readonly Term[]): string {
  let out = '';
  for (const term of terms) {
    const c = asRational(term.c);
    if (c.n === 0) continue;
    const body = coefficientAscii(c, term.ascii);
    if (out === '') out = c.n < 0 ? `-${body}` : body;
    else out += c.n < 0 ? `-${body}` : `+${body}`;
  }
  return out === '' ? '0' : out;
}

function powerTerms(coeffs: readonly (Fraction | number)[], variable: string): Term[] {
  const terms: Term[] = [];
  for (let k = coeffs.length - 1; k >= 0; k -= 1) {
    const c = coeffs[k] ?? 0;
    const text = k === 0 ? '' : k === 1 ? variable : `${variable}${superscript(k)}`;
    const ascii = k === 0 ? '' : k === 1 ? variable : `${variable}^${k}`;
    terms.push({ c, text, ascii });
  }
  return terms;
}

/** A polynomial from its coefficients by degree (`[c0, c1, c2]`), highest degree first. */
export function polyText(coeffs: readonly (Fraction | number)[], language: Language, variable = 'x'): string {
  return sumText(powerTerms(coeffs, variable), language);
}

export function polyAscii(coeffs: readonly (Fraction | number)[], variable = 'x'): string {
  return sumAscii(powerTerms(coeffs, variable));
}

/** The value of a polynomial with integer coefficients at an integer point, exactly. */
export function polyAt(coeffs: readonly number[], x: number): number {
  let result = 0;
  for (let k = coeffs.length - 1; k >= 0; k -= 1) result = result * x + (coeffs[k] ?? 0);
  return result;
}

/** `x − 3`, `x + 2`, `x` for a shift inside brackets. */
export function shiftText(variable: string, shift: number, language: Language): string {
  if (shift === 0) return variable;
  return `${variable} ${shift < 0 ? MINUS_SIGN : '+'} ${formatNumber(Math.abs(shift), language)}`;
}

export function shiftAscii(variable: string, shift: number): string {
  if (shift === 0) return variable;
  return `${variable}${shift < 0 ? '-' : '+'}${Math.abs(shift)}`;
}

/** A multiple of π: `5π/6`, `−π/3`, `2π`, `0`. */
export function piText(r: Fraction): string {
  if (r.n === 0) return '0';
  const sign = r.n < 0 ? MINUS_SIGN : '';
  const n = Math.abs(r.n);
  return `${sign}${n === 1 ? '' : n}π${r.d === 1 ? '' : `/${r.d}`}`;
}

export function piAscii(r: Fraction): string {
  if (r.n === 0) return '0';
  const sign = r.n < 0 ? '-' : '';
  const n = Math.abs(r.n);
  return `${sign}${n === 1 ? '' : `${n}*`}pi${r.d === 1 ? '' : `/${r.d}`}`;
}

/** `y = 2x + 1` / `y=2x+1` for the line y = kx + b. */
export function lineText(
  k: Fraction | number,
  b: Fraction | number,
  language: Language,
  y = 'y',
  x = 'x',
): string {
  return `${y} = ${sumText(
    [
      { c: k, text: x, ascii: x },
      { c: b, text: '', ascii: '' },
    ],
    language,
  )}`;
}

export function lineAscii(k: Fraction | number, b: Fraction | number, y = 'y', x = 'x'): string {
  return `${y}=${sumAscii([
    { c: k, text: x, ascii: x },
    { c: b, text: '', ascii: '' },
  ])}`;
}

/** `3 · (−2)² − (−2) + 5`: a polynomial with a value written in place of the variable. */
export function substitutedPoly(coeffs: readonly number[], valueText: string, language: Language): string {
  const dot = times(language);
  const parts: string[] = [];
  for (let k = coeffs.length - 1; k >= 0; k -= 1) {
    const c = coeffs[k] ?? 0;
    if (c === 0) continue;
    const abs = Math.abs(c);
    const body =
      k === 0
        ? formatNumber(abs, language)
        : `${abs === 1 ? '' : `${formatNumber(abs, language)} ${dot} `}${valueText}${k > 1 ? superscript(k) : ''}`;
    if (parts.length === 0) parts.push(c < 0 ? `${MINUS_SIGN}${body}` : body);
    else parts.push(c < 0 ? ` ${MINUS_SIGN} ${body}` : ` + ${body}`);
  }
  return parts.length === 0 ? '0' : parts.join('');
}

/** `4ˣ − 6 · 2ˣ + 8`: integer coefficients times bodies (an empty body is a constant), zeros left out. */
export function productSum(terms: readonly { c: number; body: string }[], language: Language): string {
  const dot = times(language);
  const parts: string[] = [];
  for (const { c, body } of terms) {
    if (c === 0) continue;
    const abs = Math.abs(c);
    const text =
      body === ''
        ? formatNumber(abs, language)
        : abs === 1
          ? body
          : `${formatNumber(abs, language)} ${dot} ${body}`;
    if (parts.length === 0) parts.push(c < 0 ? `${MINUS_SIGN}${text}` : text);
    else parts.push(c < 0 ? ` ${MINUS_SIGN} ${text}` : ` + ${text}`);
  }
  return parts.length === 0 ? '0' : parts.join('');
}
