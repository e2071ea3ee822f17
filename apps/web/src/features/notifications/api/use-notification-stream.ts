import { useQueryClient } from '@tanstack/react-query';
import { ZNotificationStreamEvent } from '@taskas/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useFeedbackEffects } from '../../preferences/feedback-effects';
import { notificationListQueryKey } from './get-notifications';
import { unreadCountQueryKey } from './get-unread-count';
import { refreshWhatNotificationsConcern } from './refresh-concerned';

export const NOTIFICATION_STREAM_URL = '/api/v1/notifications/stream';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isPageVisible = () => document.visibilityState !== 'hidden';

/**
 * New notifications within seconds (decision 011): the server's stream sets the badge and has the
 * list read again; a new unread one plays the notification sound (the stream's first event, on
 * connecting, carries none). Polling stays the fallback; closed when the bell unmounts (logout, app
 * close) and while the tab is hidden: a browser opens at most six connections to one host over
 * HTTP/1.1, and a stream held by every open tab would leave the others none.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const { notification: notificationSound } = useFeedbackEffects();
  const visible = useSyncExternalStore(subscribeToVisibility, isPageVisible, () => true);
  useEffect(() => {
    if (!enabled || !visible || typeof EventSource === 'undefined') return;
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
      if (parsed.data.notification) refreshWhatNotificationsConcern(queryClient);
      if (parsed.data.notification && !parsed.data.notification.is_read) notificationSound();
    };
    source.addEventListener('notifications', onEvent);
    return () => {
      source.removeEventListener('notifications', onEvent);
      source.close();
    };
  }, [enabled, visible, queryClient, notificationSound]);
}
