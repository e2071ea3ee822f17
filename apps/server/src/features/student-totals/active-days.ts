/** Days are UTC calendar days written `YYYY-MM-DD`, as `created_at.slice(0, 10)` gives them. */
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many consecutive days end on the newest of the distinct days given, newest first. */
export function runOf(daysNewestFirst: string[]): number {
  const [newest] = daysNewestFirst;
  if (newest === undefined) return 0;
  let run = 0;
  for (const day of daysNewestFirst) {
    if (day !== addDays(newest, -run)) break;
    run += 1;
  }
  return run;
}

/** The streak a student is shown: the run ending on their last active day, if that was today or yesterday. */
export function shownStreak(lastActiveDay: string | null, run: number, today: Date): number {
  const todayKey = today.toISOString().slice(0, 10);
  if (lastActiveDay !== todayKey && lastActiveDay !== addDays(todayKey, -1)) return 0;
  return run;
}

export type ActiveRun = { lastActiveDay: string | null; run: number };

/**
 * The run after an answer on `day`, from the run before it alone; `undefined` when history must say
 * (the day touches the run's first day from before it, so earlier days may join the run). Only a clock
 * moved back, or servers whose clocks disagree around midnight, give an answer older than the last day.
 */
export function continuedRun(before: ActiveRun, day: string): ActiveRun | undefined {
  const { lastActiveDay, run } = before;
  if (lastActiveDay === null || run === 0) return { lastActiveDay: day, run: 1 };
  if (day === lastActiveDay) return before;
  if (day > lastActiveDay)
    return { lastActiveDay: day, run: day === addDays(lastActiveDay, 1) ? run + 1 : 1 };
  const firstDay = addDays(lastActiveDay, -(run - 1));
  if (day === addDays(firstDay, -1)) return undefined;
  return before;
}
