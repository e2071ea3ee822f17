import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Loader,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Language, TNotification } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons';
import { formatDate } from '../../../lib/i18n/format';
import { formatNotificationTime } from './notification-time';
import classes from './notifications.module.css';

type TProps = {
  items: TNotification[];
  onOpen(notification: TNotification): void;
  onDelete(notification: TNotification): void;
  deletingId: number | null;
};

/** The notifications, newest first: each opens its page; each can be deleted. */
export function NotificationList({ items, onOpen, onDelete, deletingId }: TProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const now = Date.now();
  return (
    <ul className={classes.list}>
      {items.map((notification) => (
        <li
          key={notification.id}
          className={classes.row}
          data-unread={notification.is_read ? undefined : true}
        >
          <UnstyledButton className={classes.item} onClick={() => onOpen(notification)}>
            <span className={classes.dot} aria-hidden="true" />
            <span style={{ minWidth: 0 }}>
              {notification.is_read ? null : (
                <VisuallyHidden>{t('navbar:notifications.unread')}: </VisuallyHidden>
              )}
              <Text component="span" display="block" size="sm" fw={notification.is_read ? 500 : 700}>
                {notification.title}
              </Text>
              <Text component="span" display="block" size="sm" c="gray.8">
                {notification.message}
              </Text>
              <Text
                component="time"
                display="block"
                size="xs"
                c="gray.7"
                mt={2}
                dateTime={notification.created_at}
                title={formatDate(notification.created_at, language, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                })}
              >
                {formatNotificationTime(notification.created_at, language, t, now)}
              </Text>
            </span>
          </UnstyledButton>
          <ActionIcon
            className={classes.delete}
            variant="subtle"
            color="gray.8"
            size="md"
            loading={deletingId === notification.id}
            data-delete={notification.id}
            aria-label={t('navbar:notifications.delete', { title: notification.title })}
            onClick={() => onDelete(notification)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </li>
      ))}
    </ul>
  );
}

export function NotificationsLoading() {
  const { t } = useTranslation();
  return (
    <Center py="lg">
      <Loader size="sm" aria-label={t('common:loading.page')} />
    </Center>
  );
}

export function NotificationsError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" m="md" title={t('navbar:notifications.error')}>
      <Button size="xs" variant="white" color="red" mt={4} onClick={onRetry} loading={retrying}>
        {t('navbar:notifications.retry')}
      </Button>
    </Alert>
  );
}
