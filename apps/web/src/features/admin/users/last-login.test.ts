import { describe, expect, it } from 'vitest';
import { formatLastLogin } from './last-login';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatLastLogin', () => {
  it('says how long ago within a week, in the language', () => {
    expect(formatLastLogin(ago(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatLastLogin(ago(3 * 3_600_000), 'lt', now)).toBe('prieš 3 valandas');
    expect(formatLastLogin(ago(86_400_000), 'en', now)).toBe('yesterday');
  });

  it('gives the date after a week, and nothing when there was no login', () => {
    expect(formatLastLogin('2026-02-01T08:00:00Z', 'lt', now)).toBe('2026 m. vasario 1 d.');
    expect(formatLastLogin(null, 'en', now)).toBeNull();
  });
});
