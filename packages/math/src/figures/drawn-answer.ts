import type { Language } from '../types.ts';

/**
 * What a student drew on a figure, in the figure's world units (already snapped to its grid). The web
 * turns clicks into a `Drawing`; `drawnAnswer` turns it into the text a student would have typed, so the
 * checker grades a drawing exactly as it grades a typed answer.
 */
export type Drawing =
  | { kind: 'point'; x: number; y: number }
  | { kind: 'line'; a: readonly [number, number]; b: readonly [number, number] }
  | { kind: 'interval'; lo: number | null; hi: number | null; loClosed: boolean; hiClosed: boolean };

/** Decimals kept after snapping: enough for any sensible step, few enough to drop float dust. */
const SNAP_DECIMALS = 10;

/** A number without float dust and without a negative zero. */
function clean(value: number): number {
  const rounded = Number(value.toFixed(SNAP_DECIMALS));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The nearest multiple of step (no float dust: 0.1+0.2 → 0.3). A click never lands exactly on a grid
 * point, and the answer must be the grid point the student meant. A step that is not a positive finite
 * number leaves the value as it is.
 */
export function snap(value: number, step: number): number {
  if (!Number.isFinite(value)) return value;
  if (!Number.isFinite(step) || step <= 0) return clean(value);
  return clean(Math.round(value / step) * step);
}

type Rational = { n: number; d: number };

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  for (let i = 0; i < 200 && y !== 0; i += 1) [x, y] = [y, x % y];
  return x || 1;
}

function rational(n: number, d: number): Rational {
  const g = gcd(n, d);
  const sign = d < 0 ? -1 : 1;
  return { n: clean((sign * n) / g), d: clean((sign * d) / g) };
}

/** The largest drawn coordinate read exactly: far beyond any figure, small enough for exact arithmetic. */
const MAX_COORDINATE = 1e6;

/** The exact fraction of a drawn coordinate (a decimal with at most 6 places), or null when it is none. */
function toRational(value: number): Rational | null {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_COORDINATE) return null;
  for (let places = 0, d = 1; places <= 6; places += 1, d *= 10) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) <= 1e-12 * Math.max(1, Math.abs(value))) return rational(n, d);
  }
  return null;
}

/** Whether y = mx + c goes through the point, as a guard against a fraction that lost precision. */
function passesThrough(m: Rational, c: Rational, p: readonly [number, number]): boolean {
  const exact = [m.n, m.d, c.n, c.d].every(Number.isSafeInteger);
  const y = (m.n / m.d) * p[0] + c.n / c.d;
  return exact && Math.abs(y - p[1]) <= 1e-9 * Math.max(1, Math.abs(p[1]));
}

const sub = (a: Rational, b: Rational): Rational => rational(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational): Rational => rational(a.n * b.n, a.d * b.d);
const div = (a: Rational, b: Rational): Rational => rational(a.n * b.d, a.d * b.n);

/** A number as a student types it: ASCII minus, decimal comma in Lithuanian, no thousands separators. */
function plainNumber(value: number, language: Language): string {
  const text = String(clean(value));
  return language === 'lt' ? text.replace('.', ',') : text;
}

/** `3/2`, `-3/2`, `4` (language-neutral: fractions need no decimal separator). */
function fractionText(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}

/** The x term of `y = mx + b`: `x`, `-x`, `2x`, `3x/2`, `-x/2` (the slash after x so it cannot read as 3/(2x)). */
function slopeTerm(m: Rational): string {
  const sign = m.n < 0 ? '-' : '';
  const top = Math.abs(m.n) === 1 ? 'x' : `${Math.abs(m.n)}x`;
  return m.d === 1 ? `${sign}${top}` : `${sign}${top}/${m.d}`;
}

function pointAnswer(x: number, y: number, language: Language): string | null {
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  return `(${plainNumber(x, language)}; ${plainNumber(y, language)})`;
}

/** An equation in fractions only: a decimal comma in `x = 1,5` would read as a list of two numbers. */
function lineAnswer(a: readonly [number, number], b: readonly [number, number]): string | null {
  const [x1, y1, x2, y2] = [a[0], a[1], b[0], b[1]].map(toRational);
  if (!x1 || !y1 || !x2 || !y2) return null;
  const run = sub(x2, x1);
  const rise = sub(y2, y1);
  if (run.n === 0 && rise.n === 0) return null;
  if (run.n === 0) return `x = ${fractionText(x1)}`;
  const m = div(rise, run);
  const c = sub(y1, mul(m, x1));
  if (!passesThrough(m, c, a) || !passesThrough(m, c, b)) return null;
  if (m.n === 0) return `y = ${fractionText(c)}`;
  if (c.n === 0) return `y = ${slopeTerm(m)}`;
  const constant = `${c.n < 0 ? '-' : '+'} ${fractionText({ n: Math.abs(c.n), d: c.d })}`;
  return `y = ${slopeTerm(m)} ${constant}`;
}

function intervalAnswer(drawing: Extract<Drawing, { kind: 'interval' }>, language: Language): string | null {
  const { lo, hi } = drawing;
  if ((lo !== null && !Number.isFinite(lo)) || (hi !== null && !Number.isFinite(hi))) return null;
  if (lo !== null && hi !== null) {
    if (lo > hi) return null;
    if (lo === hi && !(drawing.loClosed && drawing.hiClosed)) return null;
  }
  const left = lo === null ? '(-inf' : `${drawing.loClosed ? '[' : '('}${plainNumber(lo, language)}`;
  const right = hi === null ? '+inf)' : `${plainNumber(hi, language)}${drawing.hiClosed ? ']' : ')'}`;
  return `${left}; ${right}`;
}

/**
 * The answer text the drawing stands for, as a student would type it in that language; null when the
 * drawing is not an answer yet (a line through one point twice, an interval with lo > hi). Plain text that
 * both the checker and the typed input read: `(1,5; -2)`, `y = 3x/2 - 1`, `x = 4`, `[-2; +inf)`.
 */
export function drawnAnswer(drawing: Drawing, language: Language): string | null {
  switch (drawing.kind) {
    case 'point':
      return pointAnswer(drawing.x, drawing.y, language);
    case 'line':
      return lineAnswer(drawing.a, drawing.b);
    case 'interval':
      return intervalAnswer(drawing, language);
    default:
      return null;
  }
}

/** Grid steps a drawing input offers, finest last: whole units first, halves when the answer needs them. */
const INPUT_STEPS = [1, 0.5] as const;

/**
 * The snapping step on which every value lies (1, else 0.5), or null when a value is off any reasonable
 * grid (1/3, √2): such an answer cannot be drawn by clicking grid points, so the figure offers no input.
 */
export function snappingStep(values: readonly number[]): number | null {
  if (!values.every(Number.isFinite)) return null;
  return INPUT_STEPS.find((step) => values.every((v) => Math.abs(snap(v, step) - v) < 1e-9)) ?? null;
}
