import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import { badgeText, formatNotificationTime } from './notification-time';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('when a notification arrived', () => {
  const cases: [number, string, string][] = [
    [0, 'Ką tik', 'Just now'],
    [59_000, 'Ką tik', 'Just now'],
    [MIN, 'prieš 1 minutę', '1m ago'],
    [2 * MIN, 'prieš 2 minutes', '2m ago'],
    [10 * MIN, 'prieš 10 minučių', '10m ago'],
    [11 * MIN, 'prieš 11 minučių', '11m ago'],
    [21 * MIN, 'prieš 21 minutę', '21m ago'],
    [59 * MIN + 59_000, 'prieš 59 minutes', '59m ago'],
    [HOUR, 'prieš 1 valandą', '1h ago'],
    [5 * HOUR, 'prieš 5 valandas', '5h ago'],
    [12 * HOUR, 'prieš 12 valandų', '12h ago'],
    [21 * HOUR, 'prieš 21 valandą', '21h ago'],
    [DAY, 'prieš 1 dieną', '1d ago'],
    [6 * DAY, 'prieš 6 dienas', '6d ago'],
  ];

  it.each(cases)('%i ms ago reads “%s” and “%s”', (ms, lt, en) => {
    expect(formatNotificationTime(ago(ms), 'lt', createI18n('lt').t, NOW)).toBe(lt);
    expect(formatNotificationTime(ago(ms), 'en', createI18n('en').t, NOW)).toBe(en);
  });

  it('gives the date from 7 days on, in the user’s language', () => {
    expect(formatNotificationTime(ago(7 * DAY), 'en', createI18n('en').t, NOW)).toBe('13 March 2026');
    expect(formatNotificationTime(ago(7 * DAY), 'lt', createI18n('lt').t, NOW)).toBe('2026 m. kovo 13 d.');
  });

  it('shows a time slightly ahead of this clock as just now', () => {
    expect(formatNotificationTime(new Date(NOW + 5_000).toISOString(), 'en', createI18n('en').t, NOW)).toBe(
      'Just now',
    );
  });
});

describe('the badge', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect([1, 9, 99, 100, 1234].map(badgeText)).toEqual(['1', '9', '99', '99+', '99+']);
  });
});
