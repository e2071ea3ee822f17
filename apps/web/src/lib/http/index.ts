import { readDocumentCookie, redirectToLogin } from './browser-context.ts';
import { createHttpClient, type TAuthFailureHandler } from './http-client.ts';
import { DEFAULT_TIMEOUT_MS, mainApiTimeoutMs } from './retry-policy.ts';
import { createSessionRefresher, REFRESH_PATH } from './session-refresh.ts';

export {
  ApiError,
  INVALID_LIST_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type TNetworkFailure,
} from './api-error.ts';
export { AUTH_PAGE_PATHS, isAuthPage, type TPageLocation } from './browser-context.ts';
export { retryWhenBackOnline, useOnlineStatus } from './connectivity.ts';
export {
  createHttpClient,
  type TAuthFailureHandler,
  type THttpClient,
  type THttpClientOptions,
  type TPage,
  type TPaged,
  type TQueryParams,
  type TRequestOptions,
} from './http-client.ts';
export {
  DEFAULT_TIMEOUT_MS,
  MAX_RETRIES,
  mainApiTimeoutMs,
  retryDelayMs,
  SERVICE_TIMEOUT_MS,
} from './retry-policy.ts';
export { createSessionRefresher, type TSessionRefresher } from './session-refresh.ts';

let authFailureHandler: TAuthFailureHandler = redirectToLogin;

/**
 * Lets the app react to a session that cannot be refreshed (clear cached user data, then navigate
 * with the router instead of a full page load). `null` restores the default redirect to /login.
 */
export function setAuthFailureHandler(handler: TAuthFailureHandler | null): void {
  authFailureHandler = handler ?? redirectToLogin;
}

// Both clients share one refresher so a 401 on either triggers at most one refresh at a time.
const sharedRefresher = createSessionRefresher({
  url: REFRESH_PATH,
  fetch: (input, init) => globalThis.fetch(input, init),
  readCookie: readDocumentCookie,
  timeoutMs: DEFAULT_TIMEOUT_MS,
});

const sharedOptions = {
  refresher: sharedRefresher,
  onAuthFailure: (returnUrl: string) => authFailureHandler(returnUrl),
};

/** The main API (`/api/v1`): 15 s for task and notification calls, 30 s for the rest (spec §9). */
export const apiV1 = createHttpClient({ basePath: '/api/v1', timeoutMs: mainApiTimeoutMs, ...sharedOptions });

/** The auth service (`/api`): login, register, refresh, logout, session, profile. */
export const apiAuth = createHttpClient({ basePath: '/api', ...sharedOptions });
