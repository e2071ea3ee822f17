/** Spec §9: 30 s per attempt in the main and auth clients. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Spec §9, the task/notification service reading: 15 s per attempt for those services' calls. */
export const SERVICE_TIMEOUT_MS = 15_000;

/** The main API's task service and notification service paths (query string left out). */
const SERVICE_PATHS = [
  /^\/tasks(\/|$)/,
  /^\/search\/tasks(\/|$)/,
  /^\/generate-task(\/|$)/,
  /^\/check-answer(\/|$)/,
  /^\/answers(\/|$)/,
  /^\/assignments\/[^/]+\/tasks(\/|$)/,
  /^\/notifications(\/|$)/,
];

/** The timeout of one `/api/v1` call: 15 s for the task and notification services, 30 s for the rest. */
export function mainApiTimeoutMs(path: string): number {
  const clean = `/${(path.split('?')[0] ?? '').replace(/^\/+/, '')}`;
  return SERVICE_PATHS.some((pattern) => pattern.test(clean)) ? SERVICE_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

/** Spec §9: up to 3 retries after the first attempt. */
export const MAX_RETRIES = 3;

export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;

/** Delay before retry number `retryNumber` (1-based): 1 s, 2 s, 4 s, then doubling, capped at 30 s. */
export function retryDelayMs(retryNumber: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retryNumber - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Only failures that may heal by themselves are retried: no answer at all (status 0) or a 5xx.
 * A 4xx would fail the same way again.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500;
}
