import type { Language } from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §3: "Just now" under a minute, then minutes, hours and days ago under 7 days, then the date —
 * in the user's language with its plural forms ("prieš 21 minutę", "prieš 10 minučių").
 */
export function formatNotificationTime(
  at: string,
  language: Language,
  t: TFunction,
  now = Date.now(),
): string {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return t('navbar:notifications.justNow');
  if (elapsed < HOUR) return t('navbar:notifications.minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('navbar:notifications.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t('navbar:notifications.daysAgo', { count: Math.floor(elapsed / DAY) });
  return formatDate(at, language);
}

/** Spec §9: the badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
