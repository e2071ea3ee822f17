import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long until the due time, or how long since it passed, in the largest whole unit that reads well:
 * days from two days on, then hours, then minutes ("liko 2 dienos", "terminas baigėsi prieš 3 valandas").
 */
export function formatTimeLeft(dueAt: string, t: TFunction, now = Date.now()): string {
  const due = new Date(dueAt).getTime();
  if (Number.isNaN(due)) return '';
  const left = due - now;
  const span = Math.abs(left);
  const [unit, count] =
    span >= 2 * DAY
      ? (['days', Math.floor(span / DAY)] as const)
      : span >= HOUR
        ? (['hours', Math.floor(span / HOUR)] as const)
        : (['minutes', Math.max(1, Math.floor(span / MINUTE))] as const);
  return t(left >= 0 ? `tasks:assignment.left.${unit}` : `tasks:assignment.ago.${unit}`, { count });
}

/** True once the due time has passed. */
export function isPastDue(dueAt: string, now = Date.now()): boolean {
  return new Date(dueAt).getTime() <= now;
}
