import { COOKIE_NAMES } from '@taskas/contracts';
import { buildHeaders } from './request-headers.ts';

/** The auth service's refresh call; the refresh cookie travels by itself. */
export const REFRESH_PATH = '/api/users/refresh';

/** Auth calls answer 401 as part of their job (wrong password, no session yet): never refresh on them. */
const AUTH_CALL_PATHS = new Set([
  '/users/login',
  '/users/register',
  '/users/refresh',
  '/users/logout',
  '/users/forgot-password',
  '/users/reset-password',
  '/users/accept-invitation',
]);

/**
 * Spec §8 (b): session, health and status calls pass a 401 straight through, because they are how the
 * app learns about the session, and a refresh there would hide that (or loop).
 */
export function isRefreshExemptPath(path: string): boolean {
  const clean = (path.split('?')[0] ?? '').replace(/\/+$/, '');
  return (
    AUTH_CALL_PATHS.has(clean) ||
    clean.startsWith('/users/session/') ||
    ['/health', '/status'].some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`))
  );
}

/** The refresh URL next to a client's base path; an absolute base keeps its origin. */
export function refreshUrlFor(basePath: string): string {
  return /^https?:\/\//.test(basePath) ? `${new URL(basePath).origin}${REFRESH_PATH}` : REFRESH_PATH;
}

export type TSessionRefresher = { refresh(): Promise<boolean> };

type TRefresherOptions = {
  url: string;
  fetch: typeof fetch;
  readCookie: (name: string) => string | null;
  timeoutMs: number;
};

/**
 * Refreshes the session cookie once for any number of parallel 401s: they all await the same call,
 * since a page that fires several queries at once would otherwise refresh once per query, and where
 * the refresh cookie is rotated the later refreshes would present a stale one.
 */
export function createSessionRefresher({
  url,
  fetch,
  readCookie,
  timeoutMs,
}: TRefresherOptions): TSessionRefresher {
  let inFlight: Promise<boolean> | null = null;

  async function refreshOnce(): Promise<boolean> {
    // The CSRF cookie lives exactly as long as a login's refresh cookie and is cleared on logout, so
    // without it there is no session to renew and a refresh call would only be refused.
    const csrfToken = readCookie(COOKIE_NAMES.csrf);
    if (!csrfToken) return false;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: buildHeaders({ method: 'POST', hasBody: false, csrfToken }),
        signal: controller.signal,
      });
      await response.text();
      return response.ok;
    } catch {
      // A refresh that cannot reach the server is as good as a refused one: the session is gone.
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    refresh() {
      inFlight ??= refreshOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
