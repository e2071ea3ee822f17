import { Alert, Button, EmptyState, Group, Popover, ScrollArea, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@taskas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TDeferredPartProps } from '../../../components/deferred-part';
import { IconChecks, IconInbox } from '../../../components/icons';
import { useNotifications } from '../api/get-notifications';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notification-actions';
import { refreshWhatNotificationsConcern } from '../api/refresh-concerned';
import { BellButton } from './notification-bell';
import { NotificationList, NotificationsError, NotificationsLoading } from './notification-list';
import classes from './notifications.module.css';

/**
 * The bell with its dropdown (Mantine's Popover and what positions it), fetched after the page has
 * loaded or when the bell is first used (notification-bell.tsx); opening it shows the notifications,
 * 50 at a time.
 */
export default function NotificationPopover({
  unreadCount,
  activated,
  autoFocus,
}: { unreadCount: number } & TDeferredPartProps) {
  const [opened, setOpened] = useState(activated);
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the placeholder
  useEffect(() => {
    if (autoFocus && !activated) target.current?.focus();
  }, []);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width="min(380px, calc(100vw - 16px))"
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton ref={target} unreadCount={unreadCount} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown p={0}>
        {opened ? <NotificationPanel unreadCount={unreadCount} onClose={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationPanel({ unreadCount, onClose }: { unreadCount: number; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const panel = useRef<HTMLDivElement>(null);

  // The deleted row's button is gone: focus stays in the list (the next row's delete, or the heading),
  // so that the keyboard and Escape keep working.
  const deleteNotification = (notification: TNotification) => {
    const rows = [...(panel.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [])];
    const index = rows.findIndex((row) => row.dataset.delete === String(notification.id));
    remove.mutate(notification, {
      onSuccess: () => {
        const next = rows[index + 1] ?? rows[index - 1];
        if (next?.isConnected) next.focus();
        else panel.current?.querySelector<HTMLElement>('h2')?.focus();
      },
    });
  };
  const failed = markRead.isError || markAll.isError || remove.isError;

  const open = (notification: TNotification) => {
    if (!notification.is_read) markRead.mutate(notification);
    if (notification.action_url?.startsWith('/')) {
      onClose();
      // Its page may be the one on screen already (the same route does not load again).
      refreshWhatNotificationsConcern(queryClient);
      void navigate(notification.action_url);
    }
  };

  return (
    <div ref={panel}>
      <Group className={classes.header} justify="space-between" gap={4}>
        <Title order={2} fz="md" tabIndex={-1}>
          {t('navbar:notifications.title')}
        </Title>
        {unreadCount > 0 ? (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('navbar:notifications.markAllRead')}
          </Button>
        ) : null}
      </Group>
      {failed ? (
        <Alert color="red" variant="light" radius={0} py="xs">
          <Text size="sm">{t('navbar:notifications.actionFailed')}</Text>
        </Alert>
      ) : null}
      <ScrollArea.Autosize mah="min(460px, calc(100dvh - 160px))" type="auto">
        {list.isPending ? (
          <NotificationsLoading />
        ) : list.isError && items.length === 0 ? (
          <NotificationsError onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<IconInbox size={22} />}
            withIndicatorBackground
            title={t('navbar:notifications.empty')}
            description={
              <Text span size="sm" c="dimmed">
                {t('navbar:notifications.emptyHint')}
              </Text>
            }
            py="md"
            px="md"
          />
        ) : (
          <>
            <NotificationList
              items={items}
              onOpen={open}
              onDelete={deleteNotification}
              deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
            />
            {list.hasNextPage ? (
              <div className={classes.footer}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  fullWidth
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t('navbar:notifications.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </ScrollArea.Autosize>
    </div>
  );
}
