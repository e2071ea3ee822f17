import { ActionIcon } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPart } from '../../../components/deferred-part';
import { IconBell } from '../../../components/icons';
import { lazyPart } from '../../../lib/i18n/lazy-part';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationStream } from '../api/use-notification-stream';
import { badgeText } from './notification-time';
import classes from './notifications.module.css';

const popover = lazyPart(() => import('./notification-popover'), ['navbar']);

/** The bell itself with the unread count as a badge (99+ above 99). */
export function BellButton({
  unreadCount,
  ref,
  ...props
}: { unreadCount: number; ref?: Ref<HTMLButtonElement> } & ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      className={classes.bell}
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={
        unreadCount > 0
          ? t('navbar:notifications.labelUnread', { count: unreadCount })
          : t('navbar:notifications.label')
      }
      {...props}
    >
      <IconBell size={22} />
      {unreadCount > 0 ? (
        <span className={classes.badge} aria-hidden="true" data-testid="notification-badge">
          {badgeText(unreadCount)}
        </span>
      ) : null}
    </ActionIcon>
  );
}

/**
 * The header's bell: the unread count as a badge, kept current by the live stream and a 30 s poll.
 * Its dropdown comes after the page (notification-popover.tsx); the bell shows the count meanwhile.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  useNotificationStream(true);
  const unreadCount = unread.data ?? 0;
  return (
    <DeferredPart
      part={popover}
      props={{ unreadCount }}
      placeholder={(handlers) => (
        <BellButton unreadCount={unreadCount} aria-haspopup="dialog" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
