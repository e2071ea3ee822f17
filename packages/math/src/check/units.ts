import * as Q from '../numbers/rational.ts';
import type { Node, ParseErrorKind } from '../parse/ast.ts';
import { latexToText } from '../parse/latex.ts';
import { normalizeText } from '../parse/normalize.ts';
import { parseAnswer, withoutFullStop } from '../parse/parse-answer.ts';

/**
 * A unit as written, its dimension and its size in base units. `dimension` is a canonical text of
 * base-dimension exponents ("L·T^-2" for m/s², "L^3" for l), so two units are comparable exactly when their
 * dimensions are equal, and `factor` converts: km/h has factor 1000/3600 of m/s.
 */
export type Unit = { text: string; dimension: string; factor: Q.Rational };

/** Exponents of the base dimensions: L length, M mass, T time, A angle, € money, Θ temperature. */
type Dimension = Readonly<Record<string, number>>;

type BaseUnit = { dim: Dimension; factor: Q.Rational };

const r = (n: bigint, d = 1n): Q.Rational => Q.rational(n, d);
const unit = (dim: Dimension, factor: Q.Rational): BaseUnit => ({ dim, factor });

const LENGTH = { L: 1 };
const AREA = { L: 2 };
const VOLUME = { L: 3 };
const MASS = { M: 1 };
const TIME = { T: 1 };
const MONEY = { '€': 1 };
const FORCE = { M: 1, L: 1, T: -2 };
const ENERGY = { M: 1, L: 2, T: -2 };
const POWER = { M: 1, L: 2, T: -3 };
const PRESSURE = { M: 1, L: -1, T: -2 };

/**
 * Units of school mathematics and physics in base units m, g, s, degree and euro (so a newton, kg·m/s², is
 * 1000 g·m/s²). °C is a label only: it is never converted to kelvin.
 */
const UNITS: Record<string, BaseUnit> = {
  mm: unit(LENGTH, r(1n, 1000n)),
  cm: unit(LENGTH, r(1n, 100n)),
  dm: unit(LENGTH, r(1n, 10n)),
  m: unit(LENGTH, r(1n)),
  km: unit(LENGTH, r(1000n)),
  ha: unit(AREA, r(10000n)),
  a: unit(AREA, r(100n)),
  ml: unit(VOLUME, r(1n, 1000000n)),
  cl: unit(VOLUME, r(1n, 100000n)),
  dl: unit(VOLUME, r(1n, 10000n)),
  l: unit(VOLUME, r(1n, 1000n)),
  L: unit(VOLUME, r(1n, 1000n)),
  mg: unit(MASS, r(1n, 1000n)),
  g: unit(MASS, r(1n)),
  kg: unit(MASS, r(1000n)),
  t: unit(MASS, r(1000000n)),
  s: unit(TIME, r(1n)),
  sek: unit(TIME, r(1n)),
  min: unit(TIME, r(60n)),
  h: unit(TIME, r(3600n)),
  val: unit(TIME, r(3600n)),
  Hz: unit({ T: -1 }, r(1n)),
  N: unit(FORCE, r(1000n)),
  kN: unit(FORCE, r(1000000n)),
  J: unit(ENERGY, r(1000n)),
  kJ: unit(ENERGY, r(1000000n)),
  W: unit(POWER, r(1000n)),
  kW: unit(POWER, r(1000000n)),
  Wh: unit(ENERGY, r(3600000n)),
  kWh: unit(ENERGY, r(3600000000n)),
  Pa: unit(PRESSURE, r(1000n)),
  hPa: unit(PRESSURE, r(100000n)),
  kPa: unit(PRESSURE, r(1000000n)),
  deg: unit({ A: 1 }, r(1n)),
  degC: unit({ Θ: 1 }, r(1n)),
  eur: unit(MONEY, r(1n)),
  EUR: unit(MONEY, r(1n)),
  Eur: unit(MONEY, r(1n)),
  '€': unit(MONEY, r(1n)),
  ct: unit(MONEY, r(1n, 100n)),
};

/** Longer unit texts are not units; this also bounds the work of finding where the unit starts. */
const MAX_UNIT_LENGTH = 40;
const MAX_UNIT_DEPTH = 5;
const MAX_UNIT_EXPONENT = 12;

type Measure = { dim: Record<string, number>; factor: Q.Rational };

/** Reads a unit expression over the table: "cm^2", "cm2", "km/h", "m/s/s", "m*s^(-2)", "(km)/(h)". */
class UnitReader {
  private i = 0;
  private depth = 0;

  constructor(private readonly s: string) {}

  read(): Measure | null {
    const m = this.product();
    return m && this.i === this.s.length ? m : null;
  }

  private product(): Measure | null {
    let acc = this.power();
    while (acc && (this.s[this.i] === '*' || this.s[this.i] === '/')) {
      const op = this.s[this.i];
      this.i += 1;
      const next = this.power();
      acc = next && combine(acc, next, op === '*' ? 1 : -1);
    }
    return acc;
  }

  private power(): Measure | null {
    const base = this.atom();
    if (!base) return null;
    const m = /^(?:\^\((-?\d+)\)|\^(-?\d+)|(\d+))/.exec(this.s.slice(this.i));
    if (!m) return base;
    this.i += m[0].length;
    const k = Number(m[1] ?? m[2] ?? m[3]);
    if (k === 0 || Math.abs(k) > MAX_UNIT_EXPONENT) return null;
    return combine({ dim: {}, factor: Q.ONE }, base, k);
  }

  private atom(): Measure | null {
    if (this.s[this.i] === '(') {
      if (this.depth >= MAX_UNIT_DEPTH) return null;
      this.i += 1;
      this.depth += 1;
      const inner = this.product();
      this.depth -= 1;
      if (this.s[this.i] !== ')') return null;
      this.i += 1;
      return inner;
    }
    const m = /^(?:[A-Za-z]+|€)/.exec(this.s.slice(this.i));
    const known = m ? UNITS[m[0]] : undefined;
    if (!m || !known) return null;
    this.i += m[0].length;
    return { dim: { ...known.dim }, factor: known.factor };
  }
}

/** a · b^k in dimension exponents and factors. */
function combine(a: Measure, b: Measure, k: number): Measure {
  const dim = { ...a.dim };
  for (const [key, e] of Object.entries(b.dim)) dim[key] = (dim[key] ?? 0) + e * k;
  const scale = Q.powInt(b.factor, BigInt(k)) as Q.Rational;
  return { dim, factor: Q.mul(a.factor, scale) };
}

function dimensionText(dim: Record<string, number>): string {
  return Object.entries(dim)
    .filter(([, e]) => e !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, e]) => (e === 1 ? key : `${key}^${e}`))
    .join('·');
}

/** A unit such as "cm^2", "cm2", "km/h", "m/s²", "kg/m^3", "N"; null for anything else (or no dimension). */
export function readUnit(text: string): Unit | null {
  const compact = text.replace(/\s*([\^*/()])\s*/g, '$1').trim();
  if (compact === '' || compact.length > MAX_UNIT_LENGTH || /\s/.test(compact)) return null;
  const measure = new UnitReader(compact).read();
  if (!measure) return null;
  const dimension = dimensionText(measure.dim);
  if (dimension === '') return null;
  return { text: unitText(compact), dimension, factor: measure.factor };
}

/** How the unit is shown back: "((km)/(h))" from LaTeX's \frac is "km/h", "degC" is "°C". */
function unitText(compact: string): string {
  if (compact === 'degC') return '°C';
  const bare = compact.replace(/\(([A-Za-z€]+)\)/g, '$1');
  return /^\([^()]*\)$/.test(bare) ? bare.slice(1, -1) : bare;
}

export type QuantityReading =
  | { ok: true; value: Node; unit: Unit | null }
  | { ok: false; error: { kind: ParseErrorKind; message: string } };

/** "12 cm²", "12cm2", "1 200 mm^2", "25π cm²", "9,8 m/s²", "12": a value and an optional unit. Never throws. */
export function readQuantity(
  input: string,
  format: 'text' | 'latex',
  decimalComma: boolean,
): QuantityReading {
  const split =
    typeof input === 'string' && input.length <= 2000 ? splitUnit(input, format, decimalComma) : null;
  if (split) return { ok: true, ...split };
  const parsed = parseAnswer(input, { format, decimalComma });
  if (!parsed.ok) return parsed;
  return { ok: true, value: parsed.node, unit: null };
}

/** The longest unit at the end whose value in front reads as an answer. */
function splitUnit(
  input: string,
  format: 'text' | 'latex',
  decimalComma: boolean,
): { value: Node; unit: Unit } | null {
  let text: string;
  try {
    text = normalizeText(format === 'latex' ? latexToText(input) : input);
  } catch {
    return null;
  }
  text = withoutFullStop(text.replace(/[,;]$/, ''))
    .replace(/\bdeg ?C$/, 'degC')
    .trim();
  for (let start = Math.max(1, text.length - MAX_UNIT_LENGTH); start < text.length; start += 1) {
    if (!startsUnit(text, start)) continue;
    const found = readUnit(text.slice(start));
    if (!found) continue;
    const value = parseAnswer(text.slice(0, start), { decimalComma });
    if (value.ok) return { value: value.node, unit: found };
  }
  return null;
}

/** A unit starts at a word or a bracket, never inside a word: "cm" is not c·m, "min" is not m·in. */
function startsUnit(text: string, at: number): boolean {
  const c = text[at] as string;
  const before = text[at - 1] as string;
  return /[A-Za-z€(]/.test(c) && !/[A-Za-z]/.test(before);
}
