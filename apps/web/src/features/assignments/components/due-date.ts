import { ASSIGNMENT_TIME_ZONE, type Language } from '@taskas/contracts';
import { localeFor } from '../../../lib/i18n/format';

/** A wall time as Mantine's date pickers keep it: `YYYY-MM-DD HH:mm:ss`. */
export type TWallTime = string;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at an instant, as numbers. */
function wallParts(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** Minutes `timeZone` is ahead of UTC at an instant (Vilnius: 120 in winter, 180 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone = ASSIGNMENT_TIME_ZONE): number {
  const p = wallParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

function formatOffset(minutes: number): string {
  if (minutes === 0) return 'Z';
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The instant a Vilnius wall time names, as ISO-8601 with that moment's offset
 * (`2026-11-25 18:00:00` → `2026-11-25T18:00:00+02:00`); null for a value that is no date and time.
 * A time skipped when clocks go forward reads as the same time in the old offset, an hour later.
 */
export function wallTimeToIso(wall: TWallTime, timeZone = ASSIGNMENT_TIME_ZONE): string | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map(Number) as number[];
  const asUtc = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== (month as number) - 1 || check.getUTCDate() !== day) return null;
  // The zone's offset at the guessed instant, then once more at the instant it gives (clock changes).
  const guess = zoneOffsetMinutes(asUtc, timeZone);
  const offset = zoneOffsetMinutes(asUtc - guess * MINUTE, timeZone);
  const instant = asUtc - offset * MINUTE;
  const p = wallParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${formatOffset(offset)}`;
}

/** The Vilnius wall time at an instant, as the picker keeps it. */
export function isoToWallTime(at: string | number | Date, timeZone = ASSIGNMENT_TIME_ZONE): TWallTime {
  const p = wallParts(new Date(at).getTime(), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The default due time: tomorrow at 18:00 in Vilnius. */
export function defaultDueWallTime(now = Date.now(), timeZone = ASSIGNMENT_TIME_ZONE): TWallTime {
  const today = wallParts(now, timeZone);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return `${pad(tomorrow.getUTCFullYear(), 4)}-${pad(tomorrow.getUTCMonth() + 1)}-${pad(tomorrow.getUTCDate())} 18:00:00`;
}

/** Today in Vilnius, `YYYY-MM-DD`: the first day a due date may fall on. */
export function todayInZone(now = Date.now(), timeZone = ASSIGNMENT_TIME_ZONE): string {
  return isoToWallTime(now, timeZone).slice(0, 10);
}

const browserTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "2026 m. lapkričio 25 d. 18:00" / "25 November 2026 at 18:00" in the reader's own time zone, which is
 * named when it is not Vilnius ("… 16:00 UTC"), so a time chosen as Vilnius time is never misread.
 */
export function formatDueAt(at: string, language: Language, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const zone = timeZone ?? browserTimeZone();
  const options: Intl.DateTimeFormatOptions =
    zone === ASSIGNMENT_TIME_ZONE
      ? { dateStyle: 'long', timeStyle: 'short' }
      : {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZoneName: 'short',
        };
  return new Intl.DateTimeFormat(localeFor(language), { ...options, timeZone: zone }).format(date);
}

/** "lapkričio 25 d., trečiadienis 18:00" / "Wednesday 25 November at 18:00": with the weekday, for lists. */
export function formatDueShort(at: string, language: Language, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const zone = timeZone ?? browserTimeZone();
  return new Intl.DateTimeFormat(localeFor(language), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: zone === ASSIGNMENT_TIME_ZONE ? undefined : 'short',
    timeZone: zone,
  }).format(date);
}
