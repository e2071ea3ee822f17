import type { TSessionStatus } from '@taskas/contracts';
import { ApiError } from '../../../lib/http';

/** The session timings of spec §4 and §8–§9. */
export const SESSION_TIMING = {
  firstCheckMs: 30_000,
  /** A login that happened this recently waits longer for its first check. */
  freshLoginMs: 5_000,
  firstCheckAfterFreshLoginMs: 60_000,
  intervalMs: 5 * 60_000,
  /** A check is skipped when the user did something this recently. */
  activityWindowMs: 30_000,
  /** "Expired" answers are ignored this soon after a login (clock skew, a session just replaced). */
  expiryGraceAfterLoginMs: 2 * 60_000,
  /** 401 answers are ignored this soon after a login. */
  unauthorizedGraceAfterLoginMs: 60_000,
  /** After this many failed checks in a row the app stops checking and carries on. */
  maxFailures: 10,
} as const;

const since = (now: number, at: number | null) => (at === null ? Number.POSITIVE_INFINITY : now - at);

/** First check: 30 s after authentication, 60 s when the login was under 5 s ago. */
export function firstCheckDelay(now: number, loginAt: number | null): number {
  return since(now, loginAt) < SESSION_TIMING.freshLoginMs
    ? SESSION_TIMING.firstCheckAfterFreshLoginMs
    : SESSION_TIMING.firstCheckMs;
}

export function isRecentlyActive(now: number, lastActivityAt: number | null): boolean {
  return since(now, lastActivityAt) < SESSION_TIMING.activityWindowMs;
}

export type TStatusVerdict = 'ok' | 'expiring' | 'expired' | 'ignore';

/** What a status answer means; an "expired" right after a login is not believed. */
export function verdictForStatus(
  status: TSessionStatus,
  now: number,
  loginAt: number | null,
): TStatusVerdict {
  if (status.remaining_seconds <= 0) {
    return since(now, loginAt) < SESSION_TIMING.expiryGraceAfterLoginMs ? 'ignore' : 'expired';
  }
  return status.is_expiring_soon ? 'expiring' : 'ok';
}

export type TFailureVerdict = 'ignore' | 'expired' | 'retry' | 'give-up';

/** What a failed check means: a 401 is the end of the session (except just after a login). */
export function verdictForFailure(
  error: unknown,
  now: number,
  loginAt: number | null,
  failuresSoFar: number,
): TFailureVerdict {
  if (error instanceof ApiError && error.status === 401) {
    return since(now, loginAt) < SESSION_TIMING.unauthorizedGraceAfterLoginMs ? 'ignore' : 'expired';
  }
  return failuresSoFar + 1 >= SESSION_TIMING.maxFailures ? 'give-up' : 'retry';
}

export type TTimerHandle = unknown;

export type TSessionMonitorDeps = {
  now: () => number;
  setTimer: (callback: () => void, ms: number) => TTimerHandle;
  clearTimer: (handle: TTimerHandle) => void;
  fetchStatus: () => Promise<TSessionStatus>;
  lastActivityAt: () => number | null;
  loginAt: number | null;
  onStatus: (status: TSessionStatus, verdict: 'ok' | 'expiring') => void;
  onExpired: () => void;
};

export type TSessionMonitor = {
  start: () => void;
  stop: () => void;
  /** Checks at once, whatever the activity (the warning dialog's countdown ran out, or after extending). */
  checkNow: () => Promise<void>;
};

export function createSessionMonitor(deps: TSessionMonitorDeps): TSessionMonitor {
  let timer: TTimerHandle | null = null;
  let stopped = true;
  let failures = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void tick();
    }, ms);
  };

  const stop = () => {
    stopped = true;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };

  async function check(): Promise<void> {
    try {
      const status = await deps.fetchStatus();
      if (stopped) return;
      failures = 0;
      const verdict = verdictForStatus(status, deps.now(), deps.loginAt);
      if (verdict === 'expired') {
        stop();
        deps.onExpired();
        return;
      }
      if (verdict !== 'ignore') deps.onStatus(status, verdict);
    } catch (error) {
      if (stopped) return;
      const verdict = verdictForFailure(error, deps.now(), deps.loginAt, failures);
      if (verdict === 'expired') {
        stop();
        deps.onExpired();
        return;
      }
      if (verdict === 'retry') failures += 1;
      if (verdict === 'give-up') {
        // The spec's choice: after repeated failures the app carries on without validating.
        stop();
        return;
      }
    }
    schedule(SESSION_TIMING.intervalMs);
  }

  async function tick(): Promise<void> {
    if (isRecentlyActive(deps.now(), deps.lastActivityAt())) {
      schedule(SESSION_TIMING.intervalMs);
      return;
    }
    await check();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      failures = 0;
      schedule(firstCheckDelay(deps.now(), deps.loginAt));
    },
    stop,
    async checkNow() {
      if (stopped) return;
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      await check();
    },
  };
}
