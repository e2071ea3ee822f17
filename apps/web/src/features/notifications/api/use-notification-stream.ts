import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { usePageLoaded } from '../../../lib/page-loaded';
import { usePreferences } from '../../preferences/use-preferences';
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
 * HTTP/1.1, and a stream held by every open tab would leave the others none. It opens once the page
 * has loaded (the badge's first count comes from its own request), and the contract that checks its
 * events, with zod, is fetched with the first event rather than with the page.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  const soundOn = useRef(false);
  soundOn.current = usePreferences().preferences.soundEnabled;
  const visible = useSyncExternalStore(subscribeToVisibility, isPageVisible, () => true);
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!enabled || !visible || !pageLoaded || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const onEvent = async (message: MessageEvent<string>) => {
      const { readStreamEvent } = await import('./notification-stream-event');
      const event = readStreamEvent(message.data);
      if (!event) return;
      queryClient.setQueryData(unreadCountQueryKey, event.unread_count);
      void queryClient.invalidateQueries({ queryKey: notificationListQueryKey });
      if (event.notification) refreshWhatNotificationsConcern(queryClient);
      // The sound's code comes with the first unread notification, not with the header.
      if (event.notification && !event.notification.is_read && soundOn.current)
        void import('../../preferences/sounds').then(({ playSound }) => playSound('notification'));
    };
    source.addEventListener('notifications', onEvent);
    return () => {
      source.removeEventListener('notifications', onEvent);
      source.close();
    };
  }, [enabled, visible, pageLoaded, queryClient]);
}
