import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatNumber } from './format';

describe('formatting in the current language', () => {
  it('uses the decimal comma in Lithuanian and the point in English', () => {
    expect(formatNumber(3.5, 'lt')).toBe('3,5');
    expect(formatNumber(3.5, 'en')).toBe('3.5');
  });

  it('writes dates the way each language does', () => {
    expect(formatDate('2025-09-01T10:00:00Z', 'en')).toBe('1 September 2025');
    expect(formatDate('2025-09-01T10:00:00Z', 'lt')).toMatch(/^2025 m\. rugsėjo 1 d\.$/);
    expect(formatDate('not a date', 'lt')).toBe('');
  });

  it('shows a countdown as m:ss and never below zero', () => {
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(5)).toBe('0:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
