import { describe, expect, it } from 'vitest';
import {
  add,
  div,
  equals,
  formatRational,
  parseDecimal,
  parsePeriodic,
  powInt,
  rational,
  rootRational,
  roundToPlaces,
  toDecimalString,
} from './rational.ts';

describe('exact rationals', () => {
  it('adds decimals exactly: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    const sum = add(parseDecimal('0.1') ?? rational(0n), parseDecimal('0.2') ?? rational(0n));
    expect(equals(sum, rational(3n, 10n))).toBe(true);
    expect(equals(sum, parseDecimal('0.30000000000000004') ?? rational(0n))).toBe(false);
  });

  it('normalises sign and common factors', () => {
    expect(rational(6n, -8n)).toEqual({ n: -3n, d: 4n });
  });

  it('reads periodic decimals: 0,(3) = 1/3 and 1.2(45) = 137/110', () => {
    expect(parsePeriodic('0', '', '3')).toEqual(rational(1n, 3n));
    expect(parsePeriodic('1', '2', '45')).toEqual(rational(137n, 110n));
  });

  it('refuses division by zero and oversized powers instead of hanging', () => {
    expect(div(rational(1n), rational(0n))).toBeNull();
    expect(powInt(rational(2n), 1000n)?.n).toBe(2n ** 1000n);
    expect(powInt(rational(3n, 7n), 10_000_000n)).toBeNull();
  });

  it('takes exact roots only when they exist', () => {
    expect(rootRational(rational(9n, 4n), 2)).toEqual(rational(3n, 2n));
    expect(rootRational(rational(-8n), 3)).toEqual(rational(-2n));
    expect(rootRational(rational(2n), 2)).toBeNull();
    expect(rootRational(rational(-4n), 2)).toBeNull();
  });

  it('rounds half away from zero and prints decimals', () => {
    expect(toDecimalString(roundToPlaces(rational(314159n, 100000n), 2))).toBe('3.14');
    expect(toDecimalString(roundToPlaces(rational(-25n, 10n), 0))).toBe('-3');
    expect(formatRational(rational(1n, 3n))).toBe('1/3');
    expect(formatRational(rational(3n, 4n))).toBe('0.75');
  });
});
