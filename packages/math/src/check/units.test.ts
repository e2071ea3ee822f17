import { describe, expect, it } from 'vitest';
import * as Q from '../numbers/rational.ts';
import { formatNode } from '../parse/print.ts';
import { checkAnswer } from './check-answer.ts';
import { evaluate, toFloat, valuesEqual } from './evaluate.ts';
import { readQuantity, readUnit } from './units.ts';

type Reading = { value: number; unit: string | null; dimension: string | null; base: number };

function quantity(input: string, format: 'text' | 'latex' = 'text'): Reading {
  const q = readQuantity(input, format, true);
  if (!q.ok) throw new Error(`${input}: ${q.error.message}`);
  const value = toFloat(evaluate(q.value));
  const factor = q.unit ? Q.toNumber(q.unit.factor) : 1;
  return { value, unit: q.unit?.text ?? null, dimension: q.unit?.dimension ?? null, base: value * factor };
}

/** The same amount of the same kind: what the quantity mode accepts as a conversion. */
function sameQuantity(a: string, b: string): boolean {
  const x = quantity(a);
  const y = quantity(b);
  return x.dimension === y.dimension && valuesEqual(x.base, y.base);
}

describe('compound units', () => {
  it.each([
    ['9.8 m/s^2', '9.8 m*s^(-2)'],
    ['9.8 m/s^2', '9.8 m/s/s'],
    ['9.8 m/s^2', '9,8 m·s⁻²'],
    ['9.8 m/s^2', '9,8 m/s²'],
    ['10 m/s', '36 km/h'],
    ['10 m/s', '36 km/val'],
    ['10 m/s', '600 m/min'],
    ['12 cm^2', '12 cm²'],
    ['12 cm^2', '12cm2'],
    ['12 cm^2', '1200 mm^2'],
    ['12 cm^2', '0,12 dm^2'],
    ['1 l', '1 dm³'],
    ['1 l', '1000 ml'],
    ['1 l', '1000 cm^3'],
    ['1 ha', '10000 m^2'],
    ['1000 kg/m^3', '1 g/cm³'],
    ['1000 kg/m^3', '1 kg/l'],
    ['5 N', '5 kg*m/s^2'],
    ['5 J', '5 N*m'],
    ['2 W', '2 J/s'],
    ['3 Pa', '3 N/m^2'],
    ['1 kWh', '3600000 J'],
    ['2 min', '120 s'],
    ['1,5 val', '90 min'],
    ['2 €', '200 ct'],
  ])('%s is the same quantity as %s', (a, b) => {
    expect(sameQuantity(a, b)).toBe(true);
  });

  it.each([
    ['9.8 m/s^2', '9.8 m/s'],
    ['12 cm^2', '12 cm'],
    ['1 l', '1 kg'],
    ['5 N', '5 J'],
    ['20 °C', '20 deg'],
    ['10 m/s', '10 km/h'],
  ])('%s is not the same quantity as %s', (a, b) => {
    expect(sameQuantity(a, b)).toBe(false);
  });

  it('describes a unit by its base dimensions and a rational factor', () => {
    expect(readUnit('km/h')).toMatchObject({ dimension: 'L·T^-1', factor: { n: 5n, d: 18n } });
    expect(readUnit('m*s^(-2)')?.dimension).toBe(readUnit('m/s/s')?.dimension);
    expect(readUnit('cm^3')).toMatchObject({ dimension: 'L^3', factor: { n: 1n, d: 1000000n } });
    expect(readUnit('(m/s)^2')?.dimension).toBe('L^2·T^-2');
  });

  it('does not read unknown or dimensionless units', () => {
    expect(readUnit('xyz')).toBeNull();
    expect(readUnit('m/m')).toBeNull();
    expect(readUnit('m^99')).toBeNull();
    expect(readUnit('cm cm')).toBeNull();
    expect(readUnit('((((((m))))))')).toBeNull();
  });
});

describe('the value in front of a unit', () => {
  it.each([
    ['25π cm²', 25 * Math.PI, 'cm^2'],
    ['25*pi cm^2', 25 * Math.PI, 'cm^2'],
    ['4/3 π m³', (4 / 3) * Math.PI, 'm^3'],
    ['1 200 mm^2', 1200, 'mm^2'],
    ['1,5·10³ m', 1500, 'm'],
    ['12', 12, null],
    ['5 cm.', 5, 'cm'],
    ['5 cm,', 5, 'cm'],
    ['20 °C', 20, '°C'],
    ['20℃', 20, '°C'],
    ['30°', 30, 'deg'],
    ['5€', 5, '€'],
    ['2 min', 2, 'min'],
  ])('%s is %d with unit %s', (input, value, unit) => {
    const q = quantity(input);
    expect(q.value).toBeCloseTo(value, 9);
    expect(q.unit).toBe(unit);
  });

  it.each([
    ['25\\pi\\text{ cm}^2', 25 * Math.PI, 'cm^2'],
    ['25\\pi\\,\\mathrm{cm}^{2}', 25 * Math.PI, 'cm^2'],
    ['36\\frac{\\text{km}}{\\text{h}}', 36, 'km/h'],
    ['9{,}8\\ \\text{m}/\\text{s}^2', 9.8, 'm/s^2'],
    ['\\frac{4}{3}\\pi\\text{ m}^3', (4 / 3) * Math.PI, 'm^3'],
  ])('LaTeX %s is %d with unit %s', (input, value, unit) => {
    const q = quantity(input, 'latex');
    expect(q.value).toBeCloseTo(value, 9);
    expect(q.unit).toBe(unit);
  });

  it('keeps letters that are not a unit in the value, and reports unreadable input', () => {
    const q = readQuantity('2(3+4)', 'text', true);
    expect(q.ok && formatNode(q.value)).toBe('2*(3 + 4)');
    expect(q.ok && q.unit).toBeNull();
    const bad = readQuantity('5 cm +', 'text', true);
    expect(bad.ok).toBe(false);
  });
});

describe('checking quantities with compound units', () => {
  const check = (correct: string, student: string, input_format: 'text' | 'latex' = 'text') =>
    checkAnswer({ mode: 'quantity', correct, student, input_format });

  it.each([
    ['9.8 m/s^2', '9,8 m·s⁻²'],
    ['9.8 m/s^2', '9.8 m/s/s'],
    ['10 m/s', '36 km/h'],
    ['25*pi cm^2', '25π cm²'],
    ['25*pi cm^2', '2500π mm²'],
    ['4/3*pi m^3', '4000/3 π dm³'],
    ['1 g/cm^3', '1000 kg/m^3'],
    ['5 N', '5 kg*m/s^2'],
    ['12 cm^2', '12 cm^2.'],
  ])('accepts %s written as %s', (correct, student) => {
    expect(check(correct, student)).toMatchObject({ is_correct: true, feedback_key: 'correct' });
  });

  it('names a unit of another kind and a number left in the old unit', () => {
    expect(check('9.8 m/s^2', '9.8 m/s').feedback_key).toBe('wrong_unit');
    expect(check('25*pi cm^2', '25π cm').feedback_key).toBe('wrong_unit');
    expect(check('10 m/s', '10 km/h').feedback_key).toBe('unit_not_converted');
  });

  it('reads units typed in MathLive', () => {
    expect(check('36 km/h', '36\\frac{\\text{km}}{\\text{h}}', 'latex')).toMatchObject({
      is_correct: true,
      student_expr: '36 km/h',
    });
    expect(check('25*pi cm^2', '25\\pi\\,\\text{cm}^{2}', 'latex').is_correct).toBe(true);
  });
});
