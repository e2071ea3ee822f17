/** Spec §9: 30 s per attempt in the main and auth clients. */
export const DEFAULT_TIMEOUT_MS = 30_000;

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
