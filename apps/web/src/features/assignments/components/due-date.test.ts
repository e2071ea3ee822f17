import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import {
  defaultDueWallTime,
  formatDueAt,
  formatDueShort,
  isoToWallTime,
  wallTimeToIso,
  zoneOffsetMinutes,
} from './due-date';
import { formatTimeLeft } from './time-left';

describe('Vilnius wall time', () => {
  it('gives the offset of the day: +02:00 in winter, +03:00 in summer', () => {
    expect(wallTimeToIso('2026-11-25 18:00:00')).toBe('2026-11-25T18:00:00+02:00');
    expect(wallTimeToIso('2026-07-01 18:00:00')).toBe('2026-07-01T18:00:00+03:00');
    expect(zoneOffsetMinutes(Date.parse('2026-01-10T12:00:00Z'))).toBe(120);
  });

  it('handles the nights the clocks change', () => {
    // 29 March 2026: 03:00 becomes 04:00. 02:30 is still winter time; 05:00 is summer time.
    expect(wallTimeToIso('2026-03-29 02:30:00')).toBe('2026-03-29T02:30:00+02:00');
    expect(wallTimeToIso('2026-03-29 05:00:00')).toBe('2026-03-29T05:00:00+03:00');
    // 25 October 2026: 04:00 becomes 03:00 again.
    expect(wallTimeToIso('2026-10-25 12:00:00')).toBe('2026-10-25T12:00:00+02:00');
  });

  it('refuses what is no date and time', () => {
    expect(wallTimeToIso('')).toBeNull();
    expect(wallTimeToIso('2026-02-30 18:00:00')).toBeNull();
    expect(wallTimeToIso('tomorrow')).toBeNull();
  });

  it('reads an instant back as the wall time, and defaults to tomorrow at 18:00', () => {
    expect(isoToWallTime('2026-11-25T16:00:00Z')).toBe('2026-11-25 18:00:00');
    // 23:30 in Vilnius on 31 December is already 1 January there: tomorrow is 2 January.
    expect(defaultDueWallTime(Date.parse('2026-12-31T22:30:00Z'))).toBe('2027-01-02 18:00:00');
    expect(defaultDueWallTime(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01 18:00:00');
  });

  it('writes the due time in the user’s language', () => {
    expect(formatDueAt('2026-11-25T16:00:00Z', 'lt', 'Europe/Vilnius')).toBe('2026 m. lapkričio 25 d. 18:00');
    expect(formatDueAt('2026-11-25T16:00:00Z', 'en', 'Europe/Vilnius')).toBe('25 November 2026 at 18:00');
    // Read elsewhere, the reader's zone is named.
    expect(formatDueAt('2026-11-25T16:00:00Z', 'en', 'UTC')).toBe('25 November 2026 at 16:00 UTC');
    expect(formatDueShort('2026-11-25T16:00:00Z', 'lt', 'Europe/Vilnius')).toBe(
      'lapkričio 25 d., trečiadienis 18:00',
    );
  });
});

describe('time left', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  const lt = createI18n('lt').t;
  const en = createI18n('en').t;

  it.each([
    [24 * 2, 'liko 2 dienos'],
    [24 * 10, 'liko 10 dienų'],
    [24 * 21, 'liko 21 diena'],
    [1, 'liko 1 valanda'],
    [5, 'liko 5 valandos'],
    [0.5, 'liko 30 minučių'],
    [-3, 'vėluojama 3 valandas'],
    [-24, 'vėluojama 24 valandas'],
    [-24 * 21, 'vėluojama 21 dieną'],
  ])('writes %i hours in Lithuanian as "%s"', (hours, text) => {
    expect(formatTimeLeft(at(hours), lt, now)).toBe(text);
  });

  it('writes English too', () => {
    expect(formatTimeLeft(at(24 * 3), en, now)).toBe('3 days left');
    expect(formatTimeLeft(at(1), en, now)).toBe('1 hour left');
    expect(formatTimeLeft(at(-50), en, now)).toBe('2 days overdue');
  });
});
