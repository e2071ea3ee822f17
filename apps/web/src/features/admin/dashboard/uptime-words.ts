import type { TFunction } from 'i18next';

const UNITS = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
] as const;

/** "3 days 4 hours": the two largest units that are not zero; under a minute, "less than a minute". */
export function uptimeWords(seconds: number, t: TFunction, number: (n: number) => string): string {
  let left = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0 && parts.length < 2) {
      parts.push(t(`home:admin.system.${unit}`, { count, formatted: number(count) }));
    } else if (parts.length > 0) break;
  }
  return parts.length > 0 ? parts.join(' ') : t('home:admin.system.underAMinute');
}
