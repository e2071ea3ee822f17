import { onlineManager } from '@tanstack/react-query';
import { ErrorCode } from '@taskas/contracts';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';

/** How many times one query or mutation may fail for want of a connection before it gives up. */
export const OFFLINE_RETRIES = 3;

/**
 * Whether the app believes it is online: TanStack Query's `onlineManager`, which follows the
 * browser's `online` and `offline` events and pauses queries and mutations while offline.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * The retry rule for a call that failed because the connection went away while it was under way
 * (the browser went offline, or had already said so): TanStack Query retries it, and its retry waits,
 * paused, until the browser is back online. So an answer sent as the connection drops is sent again
 * once it is back, never lost. Other failures are the HTTP client's to retry, not this rule's.
 */
export function retryWhenBackOnline(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 0 || failureCount >= OFFLINE_RETRIES) return false;
  return error.code === ErrorCode.CONNECTION_FAILED || !onlineManager.isOnline();
}
