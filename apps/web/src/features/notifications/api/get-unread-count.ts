import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotificationCount } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';
import { NOTIFICATIONS_REFRESH_MS, notificationsQueryKey } from './get-notifications';

export const getUnreadCount = (signal?: AbortSignal) =>
  apiV1.get<TNotificationCount>('/notifications/unread-count', { signal });

export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: async ({ signal }) => (await getUnreadCount(signal)).count,
  });

/** The bell's badge: refreshed every 30 s and when the window regains focus. */
export function useUnreadCount() {
  return useQuery({
    ...unreadCountQueryOptions(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
