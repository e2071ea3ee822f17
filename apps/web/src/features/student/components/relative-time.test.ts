import { describe, expect, it } from 'vitest';
import { formatWhen } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatWhen', () => {
  it('says "just now" under a minute', () => {
    expect(formatWhen(ago(30_000), 'lt', 'ką tik', now)).toBe('ką tik');
  });

  it('counts minutes, hours and days within a week, in the user language', () => {
    expect(formatWhen(ago(5 * 60_000), 'lt', 'ką tik', now)).toBe('prieš 5 minutes');
    expect(formatWhen(ago(5 * 60_000), 'en', 'just now', now)).toBe('5 minutes ago');
    expect(formatWhen(ago(3 * 3_600_000), 'en', 'just now', now)).toBe('3 hours ago');
    expect(formatWhen(ago(86_400_000), 'lt', 'ką tik', now)).toBe('vakar');
    expect(formatWhen(ago(86_400_000), 'en', 'just now', now)).toBe('yesterday');
  });

  it('gives the date after a week', () => {
    expect(formatWhen(ago(10 * 86_400_000), 'en', 'just now', now)).toBe('28 February 2026');
    expect(formatWhen(ago(10 * 86_400_000), 'lt', 'ką tik', now)).toBe('2026 m. vasario 28 d.');
  });
});
