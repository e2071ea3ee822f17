/**
 * The server's "now" for assignments (on time or late, open or past due) and their reminders. In
 * production it is the system clock; with `TEST_CLOCK=1` (never in production) a test moves it forward
 * through `POST /api/v1/test/clock` instead of sleeping until a due time passes.
 */
export type Clock = { now(): Date };

export type TestClock = Clock & {
  /** Moves "now" by `ms` (negative moves it back). */
  advance(ms: number): void;
  /** Makes "now" this instant; the clock keeps running from there. */
  set(now: Date): void;
  reset(): void;
  offsetMs(): number;
};

export const systemClock: Clock = { now: () => new Date() };

/** The system clock plus an offset that tests set. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(now) {
      offset = now.getTime() - Date.now();
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
