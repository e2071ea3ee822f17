import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TAttempt, THistoryItem } from '@taskas/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel';
import { IconAlert, IconCheck, IconInbox, IconRefresh } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Section } from '../../../components/page-layout';
import { PageNav } from '../../../components/page-nav';
import { UnstyledList } from '../../../components/unstyled-list';
import { messageForError, type TMessage } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import {
  isMissingHistoryData,
  TASK_HISTORY_PER_PAGE,
  useTaskAttempts,
  useTaskHistory,
} from '../api/get-task-history';
import { MathText } from '../inputs';

/** The spec's words for a history that cannot be shown, else the error's catalogue message. */
function historyErrorMessage(error: unknown, taskId: number): TMessage {
  if (error instanceof ApiError && error.status === 404) {
    return { key: 'tasks:history.notFound', values: { id: taskId } };
  }
  if (isMissingHistoryData(error)) return { key: 'tasks:history.noData' };
  return messageForError(error);
}

/**
 * The student's own attempts at one task, newest first, 10 a page: when, their answer, the verdict,
 * the points and the hints they had taken.
 */
export function TaskHistory({ taskId }: { taskId: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [page, setPage] = useState(1);
  const history = useTaskHistory(taskId, page);
  const hasRows = (history.data?.total ?? 0) > 0;
  const attempts = useTaskAttempts(taskId, { enabled: hasRows });
  const byId = new Map((attempts.data ?? []).map((attempt) => [attempt.id, attempt]));

  let body: ReactNode;
  if (history.isPending) body = <ListSkeleton rows={3} />;
  else if (history.isError) {
    const message = historyErrorMessage(history.error, taskId);
    const notFound = history.error instanceof ApiError && history.error.status === 404;
    body = (
      <Box role="alert">
        <EmptyPanel
          color="red"
          icon={<IconAlert size={28} />}
          title={t('tasks:history.loadError')}
          description={t(message.key, message.values)}
          actions={
            notFound ? undefined : (
              <Button
                onClick={() => void history.refetch()}
                loading={history.isFetching}
                leftSection={<IconRefresh size={16} />}
              >
                {t('common:actions.retry')}
              </Button>
            )
          }
        />
      </Box>
    );
  } else if (history.data.total === 0) {
    body = (
      <EmptyPanel
        icon={<IconInbox size={28} />}
        title={t('tasks:history.emptyTitle')}
        description={t('tasks:history.emptyText')}
      />
    );
  } else {
    const { items, total } = history.data;
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('tasks:history.count', { count: total, formatted: formatNumber(total, language) })}
        </Text>
        <Paper
          withBorder
          bg="var(--mantine-color-white)"
          aria-busy={history.isPlaceholderData}
          style={{ opacity: history.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <UnstyledList gap={0} label={t('tasks:history.listLabel')}>
            {items.map((item, index) => (
              <HistoryRow
                key={item.attempt_id ?? `${item.at}-${index}`}
                item={item}
                attempt={item.attempt_id === null ? undefined : byId.get(item.attempt_id)}
                first={index === 0}
              />
            ))}
          </UnstyledList>
        </Paper>
        <PageNav
          label={t('tasks:history.pagination')}
          page={page}
          pages={Math.max(1, Math.ceil(total / TASK_HISTORY_PER_PAGE))}
          onChange={setPage}
        />
      </Stack>
    );
  }
  return (
    <Section title={t('tasks:history.title')} id="task-history">
      {body}
    </Section>
  );
}

/** One attempt; `attempt` (its answer and hints) may still be loading, and the row waits for nothing. */
function HistoryRow({ item, attempt, first }: { item: THistoryItem; attempt?: TAttempt; first: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const when = formatDate(item.at, language, { dateStyle: 'medium', timeStyle: 'short' });
  let hints: string | null = null;
  if (attempt) {
    hints =
      attempt.hints_used === 0
        ? t('tasks:history.noHints')
        : t('tasks:history.hints', {
            count: attempt.hints_used,
            formatted: formatNumber(attempt.hints_used, language),
          });
  }
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        {attempt ? (
          <Group gap="xs" align="baseline" wrap="nowrap">
            <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
              {t('tasks:history.answer')}
            </Text>
            <MathText
              text={attempt.answer}
              format={attempt.input_format === 'latex' ? 'latex' : 'text'}
              component="span"
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
            />
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          <time dateTime={item.at}>{when}</time>
          {hints ? ` · ${hints}` : null}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        <Badge
          color={item.is_correct ? 'green' : 'red'}
          variant="light"
          // Dark text on the light tint: its own shade is too pale to read (axe: color-contrast).
          c="dark.7"
          leftSection={item.is_correct ? <IconCheck size={12} /> : <IconAlert size={12} />}
        >
          {t(item.is_correct ? 'tasks:history.correct' : 'tasks:history.wrong')}
        </Badge>
        <Text size="sm" fw={600}>
          {t('tasks:history.points', { count: item.score, formatted: formatNumber(item.score, language) })}
        </Text>
      </Stack>
    </Group>
  );
}
