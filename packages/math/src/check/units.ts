import * as Q from '../numbers/rational.ts';
import type { Node, ParseErrorKind } from '../parse/ast.ts';
import { normalizeText } from '../parse/normalize.ts';
import { parseAnswer } from '../parse/parse-answer.ts';

export type Unit = { text: string; dimension: string; factor: Q.Rational };

type BaseUnit = { dim: string; factor: Q.Rational };

const r = (n: bigint, d = 1n): Q.Rational => Q.rational(n, d);

/** Units of school mathematics in SI base units (length m, mass g, time s, angle degree, money euro). */
const UNITS: Record<string, BaseUnit> = {
  mm: { dim: 'L', factor: r(1n, 1000n) },
  cm: { dim: 'L', factor: r(1n, 100n) },
  dm: { dim: 'L', factor: r(1n, 10n) },
  m: { dim: 'L', factor: r(1n) },
  km: { dim: 'L', factor: r(1000n) },
  ha: { dim: 'L2', factor: r(10000n) },
  a: { dim: 'L2', factor: r(100n) },
  ml: { dim: 'L3', factor: r(1n, 1000000n) },
  cl: { dim: 'L3', factor: r(1n, 100000n) },
  dl: { dim: 'L3', factor: r(1n, 10000n) },
  l: { dim: 'L3', factor: r(1n, 1000n) },
  L: { dim: 'L3', factor: r(1n, 1000n) },
  mg: { dim: 'M', factor: r(1n, 1000n) },
  g: { dim: 'M', factor: r(1n) },
  kg: { dim: 'M', factor: r(1000n) },
  t: { dim: 'M', factor: r(1000000n) },
  s: { dim: 'T', factor: r(1n) },
  sek: { dim: 'T', factor: r(1n) },
  min: { dim: 'T', factor: r(60n) },
  h: { dim: 'T', factor: r(3600n) },
  val: { dim: 'T', factor: r(3600n) },
  deg: { dim: 'A', factor: r(1n) },
  eur: { dim: '€', factor: r(1n) },
  EUR: { dim: '€', factor: r(1n) },
  '€': { dim: '€', factor: r(1n) },
  ct: { dim: '€', factor: r(1n, 100n) },
  Eur: { dim: '€', factor: r(1n) },
};

function single(text: string): Unit | null {
  const m = /^([A-Za-z€]+)(?:\^\(?(\d)\)?|(\d))?$/.exec(text);
  if (!m) return null;
  const base = UNITS[m[1] as string];
  if (!base) return null;
  const power = Number(m[2] ?? m[3] ?? '1');
  if (power > 1 && base.dim.length > 1) return null;
  const dim = power === 1 ? base.dim : `${base.dim}${power}`;
  return { text, dimension: dim, factor: Q.powInt(base.factor, BigInt(power)) as Q.Rational };
}

/** A unit such as "cm^2", "cm2", "km/h". */
export function readUnit(text: string): Unit | null {
  const parts = text.split('/');
  if (parts.length > 2) return null;
  const a = single(parts[0] as string);
  if (!a) return null;
  if (parts.length === 1) return a;
  const b = single(parts[1] as string);
  if (!b) return null;
  return {
    text,
    dimension: `${a.dimension}/${b.dimension}`,
    factor: Q.div(a.factor, b.factor) as Q.Rational,
  };
}

export type QuantityReading =
  | { ok: true; value: Node; unit: Unit | null }
  | { ok: false; error: { kind: ParseErrorKind; message: string } };

/** "12 cm²", "12cm2", "1 200 mm^2", "12": a value and an optional unit. */
export function readQuantity(
  input: string,
  format: 'text' | 'latex',
  decimalComma: boolean,
): QuantityReading {
  if (typeof input === 'string' && input.length <= 1000 && format === 'text') {
    const text = normalizeText(input);
    const m = /^(.*?[\d)])\s*([A-Za-z€]+(?:\^\(?\d\)?|\d)?(?:\/[A-Za-z]+(?:\^\(?\d\)?|\d)?)?)$/.exec(text);
    const unit = m ? readUnit(m[2] as string) : null;
    if (m && unit) {
      const parsed = parseAnswer(m[1] as string, { decimalComma });
      if (parsed.ok) return { ok: true, value: parsed.node, unit };
    }
  }
  const parsed = parseAnswer(input, { format, decimalComma });
  if (!parsed.ok) return parsed;
  return { ok: true, value: parsed.node, unit: null };
}
