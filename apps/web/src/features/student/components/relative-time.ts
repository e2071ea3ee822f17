import type { Language } from '@taskas/contracts';
import { formatDate, localeFor } from '../../../lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, in the user's language: "just now" under a minute, then minutes, hours
 * and days ago ("vakar" / "yesterday") within a week, then the date itself. `justNow` is the
 * translated "just now", since Intl has no wording for it.
 */
export function formatWhen(at: string, language: Language, justNow: string, now = Date.now()): string {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return justNow;
  const relative = new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'auto' });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(at, language);
}

/** The full date and time, for a tooltip beside a relative time. */
export function formatFullDate(at: string, language: Language): string {
  return formatDate(at, language, { dateStyle: 'long', timeStyle: 'short' });
}
