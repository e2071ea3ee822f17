import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, type TNotification } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** Spec §9: notifications are read 50 at a time and refreshed every 30 s. */
export const NOTIFICATIONS_PAGE_SIZE = LIMITS.notificationsPageSize;
export const NOTIFICATIONS_REFRESH_MS = 30_000;

export const getNotifications = (offset: number, signal?: AbortSignal) =>
  apiV1.getPage<TNotification>('/notifications', {
    params: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
    signal,
  });

export const notificationsQueryKey = ['notifications'] as const;
export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationListQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 0,
    // The next page starts where the loaded ones end, while the server counts more.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return last.data.length > 0 && loaded < last.pagination.total ? loaded : undefined;
    },
  });

/** The caller's notifications, newest first, while the list is open. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...notificationListQueryOptions(),
    enabled,
    staleTime: 0,
    refetchInterval: enabled ? NOTIFICATIONS_REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });
}
