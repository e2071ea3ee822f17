import type { TSessionStatus } from '@taskas/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import {
  createSessionMonitor,
  firstCheckDelay,
  isRecentlyActive,
  type TSessionMonitorDeps,
} from './session-monitor';

const MINUTE = 60_000;

function status(overrides: Partial<TSessionStatus> = {}): TSessionStatus {
  return {
    remaining_seconds: 1500,
    remaining_minutes: 25,
    remaining_display: '25:00',
    timeout_minutes: 30,
    is_expiring_soon: false,
    ...overrides,
  };
}

const unauthorized = () =>
  new ApiError({ status: 401, code: 'E1001', messageKey: 'errors.E1001', message: 'Session expired' });
const serverDown = () =>
  new ApiError({ status: 503, code: 'E5002', messageKey: 'errors.status.503', message: 'down' });

function setup(overrides: Partial<TSessionMonitorDeps> = {}) {
  let lastActivity: number | null = null;
  const deps: TSessionMonitorDeps = {
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    fetchStatus: vi.fn(async () => status()),
    lastActivityAt: () => lastActivity,
    loginAt: null,
    onStatus: vi.fn(),
    onExpired: vi.fn(),
    ...overrides,
  };
  const monitor = createSessionMonitor(deps);
  return {
    deps,
    monitor,
    fetchStatus: deps.fetchStatus as ReturnType<typeof vi.fn>,
    touch: () => {
      lastActivity = Date.now();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-09-01T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session check timing', () => {
  it('waits 30 s after authentication, 60 s when the login was under 5 s ago', () => {
    const now = Date.now();
    expect(firstCheckDelay(now, null)).toBe(30_000);
    expect(firstCheckDelay(now, now - 10_000)).toBe(30_000);
    expect(firstCheckDelay(now, now - 4_999)).toBe(60_000);
  });

  it('counts activity within the last 30 s as recent', () => {
    const now = Date.now();
    expect(isRecentlyActive(now, null)).toBe(false);
    expect(isRecentlyActive(now, now - 29_999)).toBe(true);
    expect(isRecentlyActive(now, now - 30_000)).toBe(false);
  });

  it('checks first after 30 s, then every 5 minutes', async () => {
    const { monitor, fetchStatus } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    monitor.stop();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('waits 60 s for the first check right after a login', async () => {
    const { monitor, fetchStatus } = setup({ loginAt: Date.now() });
    monitor.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('skips a check when the user was active within 30 s', async () => {
    const { monitor, fetchStatus, touch } = setup();
    monitor.start();
    await vi.advanceTimersByTimeAsync(20_000);
    touch();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});

describe('session check results', () => {
  it('reports a session that expires soon so the warning dialog can open', async () => {
    const expiring = status({ remaining_seconds: 240, is_expiring_soon: true });
    const { monitor, deps } = setup({ fetchStatus: vi.fn(async () => expiring) });
    monitor.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.onStatus).toHaveBeenCalledWith(expiring, 'expiring');
    expect(deps.onExpired).not.toHaveBeenCalled();
  });

  it('logs out when no time is left', async () => {
    const { monitor, deps, fetchStatus } = setup({
      fetchStatus: vi.fn(async () => status({ remaining_seconds: 0 })),
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('ignores "no time left" when the login was under 2 minutes ago', async () => {
    const { monitor, deps } = setup({
      loginAt: Date.now(),
      fetchStatus: vi.fn(async () => status({ remaining_seconds: 0 })),
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 within 60 s of login and treats a later one as the end of the session', async () => {
    const { monitor, deps } = setup({
      loginAt: Date.now(),
      fetchStatus: vi.fn(async () => {
        throw unauthorized();
      }),
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(10_000);
    await monitor.checkNow();
    expect(deps.onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(51_000);
    await monitor.checkNow();
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
  });

  it('stops checking after 10 failed checks and carries on', async () => {
    const { monitor, deps, fetchStatus } = setup({
      fetchStatus: vi.fn(async () => {
        throw serverDown();
      }),
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(30_000 + 20 * 5 * MINUTE);
    expect(fetchStatus).toHaveBeenCalledTimes(10);
    expect(deps.onExpired).not.toHaveBeenCalled();
  });

  it('starts counting failures again after a good answer', async () => {
    let calls = 0;
    const { monitor, fetchStatus } = setup({
      fetchStatus: vi.fn(async () => {
        calls += 1;
        if (calls === 5) return status();
        throw serverDown();
      }),
    });
    monitor.start();
    await vi.advanceTimersByTimeAsync(30_000 + 30 * 5 * MINUTE);
    // 4 failures, 1 good answer, then 10 failures before giving up.
    expect(fetchStatus).toHaveBeenCalledTimes(15);
  });
});
