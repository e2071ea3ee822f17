import { TUTOR_DASHBOARD } from '@taskas/contracts';

const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TUTOR_DASHBOARD.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Vilnius wall-clock time minus UTC at the instant, in ms (+2 h in winter, +3 h in summer). */
function offsetAt(ms: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The Vilnius calendar day (`YYYY-MM-DD`) of an instant. */
export function vilniusDay(at: Date | string): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(ms + offsetAt(ms)).toISOString().slice(0, 10);
}

/** The instant a Vilnius calendar day begins (clocks change at 03:00/04:00, never at midnight). */
export function startOfVilniusDay(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}

/** The calendar day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday 00:00 in Vilnius of the week the instant falls in. */
export function vilniusWeekStart(now: Date): Date {
  const today = vilniusDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return startOfVilniusDay(addDays(today, -((weekday + 6) % 7)));
}
