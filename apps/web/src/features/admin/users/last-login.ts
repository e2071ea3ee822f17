import type { Language } from '@taskas/contracts';
import { formatDate, localeFor } from '../../../lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When an account last logged in, as people say it: "5 minutes ago", "yesterday", "3 days ago" within
 * a week, a date after that; null when it never has.
 */
export function formatLastLogin(value: string | null, language: Language, now = Date.now()): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const elapsed = Math.max(0, now - time);
  const relative = new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value, language);
}
