import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationCount } from '@taskas/contracts';
import { apiV1, type TPage } from '../../../lib/http';
import { notificationListQueryKey, notificationsQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const markNotificationRead = (id: number) =>
  apiV1.post<TNotification>(`/notifications/${id}/read`, undefined, { retry: false });

export const markAllNotificationsRead = () =>
  apiV1.post<TNotificationCount>('/notifications/mark-all-read', undefined, { retry: false });

export const deleteNotification = (id: number) =>
  apiV1.delete<null>(`/notifications/${id}`, { retry: false });

type TList = InfiniteData<TPage<TNotification>, number>;

/** Changes the loaded list in place, so the change shows before the refetch that confirms it. */
function updateList(queryClient: QueryClient, change: (items: TNotification[]) => TNotification[]) {
  queryClient.setQueryData<TList>(notificationListQueryKey, (list) =>
    list ? { ...list, pages: list.pages.map((page) => ({ ...page, data: change(page.data) })) } : list,
  );
}

/** The badge count, never below 0 (spec §7). */
function lowerUnreadCount(queryClient: QueryClient, by: number | 'all') {
  queryClient.setQueryData<number>(unreadCountQueryKey, (count) =>
    count === undefined ? count : by === 'all' ? 0 : Math.max(0, count - by),
  );
}

function useNotificationMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  onSuccess: (queryClient: QueryClient, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, variables) => onSuccess(queryClient, variables),
    // Not awaited: the caller's own callbacks (moving focus after a delete) run at once, not after the refetch.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}

export function useMarkNotificationRead() {
  return useNotificationMutation(
    (notification: TNotification) => markNotificationRead(notification.id),
    (queryClient, notification) => {
      if (notification.is_read) return;
      const at = new Date().toISOString();
      updateList(queryClient, (items) =>
        items.map((n) => (n.id === notification.id ? { ...n, is_read: true, read_at: at } : n)),
      );
      lowerUnreadCount(queryClient, 1);
    },
  );
}

export function useMarkAllNotificationsRead() {
  return useNotificationMutation(markAllNotificationsRead, (queryClient) => {
    const at = new Date().toISOString();
    updateList(queryClient, (items) =>
      items.map((n) => (n.is_read ? n : { ...n, is_read: true, read_at: at })),
    );
    lowerUnreadCount(queryClient, 'all');
  });
}

export function useDeleteNotification() {
  return useNotificationMutation(
    (notification: TNotification) => deleteNotification(notification.id),
    (queryClient, notification) => {
      updateList(queryClient, (items) => items.filter((n) => n.id !== notification.id));
      if (!notification.is_read) lowerUnreadCount(queryClient, 1);
    },
  );
}
