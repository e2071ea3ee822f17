import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { Language, THistoryItem } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconTasks } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { HISTORY_PER_PAGE, useCompletedTasks } from '../api/get-completed-tasks';

/** The student's solved tasks, newest first, 10 a page, each a link back to its task. */
export function CompletedHistory({ serverLanguage }: { serverLanguage: Language }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [page, setPage] = useState(1);
  const history = useCompletedTasks(page, serverLanguage);

  if (history.isPending) return <ListSkeleton rows={4} />;
  if (history.isError) {
    return <QueryErrorPanel title={t('scoreboard:history.loadError')} query={history} />;
  }
  const { items, total } = history.data;
  if (total === 0) {
    return (
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('scoreboard:history.emptyTitle')}
        description={t('scoreboard:history.emptyText')}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / HISTORY_PER_PAGE));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('scoreboard:history.count', { count: total, formatted: formatNumber(total, language) })}
      </Text>
      <Paper
        withBorder
        bg="var(--mantine-color-white)"
        aria-busy={history.isPlaceholderData}
        style={{ opacity: history.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
      >
        <UnstyledList gap={0} label={t('scoreboard:history.listLabel')}>
          {items.map((item, index) => (
            <HistoryRow key={item.task_id} item={item} first={index === 0} />
          ))}
        </UnstyledList>
      </Paper>
      <PageNav
        label={t('scoreboard:history.pagination.label')}
        page={page}
        pages={pages}
        onChange={setPage}
      />
    </Stack>
  );
}

function HistoryRow({ item, first }: { item: THistoryItem; first: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/tasks/${item.task_id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed" mt={2}>
          {[
            item.topic,
            t(`tasks:difficulty.${item.difficulty}`),
            t('scoreboard:history.attempts', { formatted: formatNumber(item.attempts, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </div>
      <div style={{ flexShrink: 0, textAlign: 'right' }}>
        <Text size="sm" fw={600}>
          {t('scoreboard:activity.points', {
            count: item.score,
            formatted: formatNumber(item.score, language),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={item.at}>{formatDate(item.at, language)}</time>
        </Text>
      </div>
    </Group>
  );
}
