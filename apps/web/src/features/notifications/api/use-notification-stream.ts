import { useQueryClient } from '@tanstack/react-query';
import { ZNotificationStreamEvent } from '@taskas/contracts';
import { useEffect } from 'react';
import { notificationListQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';

export const NOTIFICATION_STREAM_URL = '/api/v1/notifications/stream';

/**
 * New notifications within seconds (decision 011): the server's stream sets the badge and has the
 * list read again. Polling stays the fallback; closed when the bell unmounts (logout, app close).
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const onEvent = (message: MessageEvent<string>) => {
      let parsed: ReturnType<typeof ZNotificationStreamEvent.safeParse>;
      try {
        parsed = ZNotificationStreamEvent.safeParse(JSON.parse(message.data));
      } catch {
        return;
      }
      if (!parsed.success) return;
      queryClient.setQueryData(unreadCountQueryKey, parsed.data.unread_count);
      void queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
    };
    source.addEventListener('notifications', onEvent);
    return () => {
      source.removeEventListener('notifications', onEvent);
      source.close();
    };
  }, [enabled, queryClient]);
}
