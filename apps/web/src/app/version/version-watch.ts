import type { TVersionInfo } from '@taskas/contracts';

export const VERSION_POLL_MS = 5 * 60_000;

/** Reads /version.json past every cache (bare JSON, not an envelope). */
export async function fetchAppVersion(
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
) {
  const response = await fetchFn('/version.json', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  const body = (await response.json()) as Partial<TVersionInfo>;
  return typeof body.version === 'string' ? body.version : null;
}

export type TVersionWatchDeps = {
  fetchVersion: () => Promise<string | null>;
  onChange: (from: string, to: string) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  /** Subscribes to window focus; returns the unsubscribe. */
  onFocus: (callback: () => void) => () => void;
};

/**
 * Remembers the first version the server reports and calls `onChange` once when a later poll
 * (every 5 minutes and on window focus) sees another one: a new deployment.
 */
export function createVersionWatch(deps: TVersionWatchDeps) {
  let firstSeen: string | null = null;
  let changed = false;
  let interval: unknown = null;
  let unsubscribeFocus: (() => void) | null = null;

  async function check(): Promise<void> {
    if (changed) return;
    let version: string | null;
    try {
      version = await deps.fetchVersion();
    } catch {
      return; // Offline or restarting: the next poll will tell.
    }
    if (!version) return;
    if (firstSeen === null) {
      firstSeen = version;
      return;
    }
    if (version !== firstSeen && !changed) {
      changed = true;
      deps.onChange(firstSeen, version);
    }
  }

  return {
    check,
    start() {
      void check();
      interval = deps.setInterval(() => void check(), VERSION_POLL_MS);
      unsubscribeFocus = deps.onFocus(() => void check());
    },
    stop() {
      if (interval !== null) deps.clearInterval(interval);
      unsubscribeFocus?.();
      interval = null;
      unsubscribeFocus = null;
    },
  };
}
