import type { Language } from '@taskas/contracts';

const LOCALES: Record<Language, string> = { lt: 'lt-LT', en: 'en-GB' };

export function localeFor(language: Language): string {
  return LOCALES[language];
}

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeFor(language), options).format(value);
}

export function formatDate(
  value: string | number | Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeFor(language), options).format(date);
}

/** "m:ss" for a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A calendar day (`YYYY-MM-DD`, a UTC date) as "11-24" (short) or "lapkričio 24 d." (long). */
export function formatDay(day: string, language: Language, style: 'short' | 'long'): string {
  return formatDate(`${day}T12:00:00Z`, language, {
    month: style === 'short' ? 'numeric' : 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
