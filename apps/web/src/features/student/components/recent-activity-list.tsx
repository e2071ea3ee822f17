import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { TScoreboard } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { CheckBadge } from '../../tasks/components/task-badges';
import { formatFullDate, formatWhen } from './relative-time';

/** The latest answers, newest first: the task, right or wrong, the points it earned and when. */
export function RecentActivityList({ items }: { items: TScoreboard['recent_activity'] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (items.length === 0) {
    return (
      <Paper withBorder p="md" bg="var(--mantine-color-white)">
        <Text c="dimmed">{t('scoreboard:activity.emptyText')}</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder bg="var(--mantine-color-white)">
      <UnstyledList gap={0} label={t('scoreboard:activity.listLabel')}>
        {items.map((item, index) => (
          <Group
            component="li"
            key={item.attempt_id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            px="md"
            py="sm"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <div style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/tasks/${item.task_id}`}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed" mt={2}>
                <time dateTime={item.at} title={formatFullDate(item.at, language)}>
                  {formatWhen(item.at, language, t('scoreboard:activity.justNow'))}
                </time>
                {' · '}
                {t('scoreboard:activity.points', {
                  count: item.score,
                  formatted: formatNumber(item.score, language),
                })}
              </Text>
            </div>
            {item.is_correct ? (
              <CheckBadge>{t('scoreboard:activity.correct')}</CheckBadge>
            ) : (
              <Badge color="red" variant="light" c="dark.7" style={{ flexShrink: 0 }}>
                {t('scoreboard:activity.incorrect')}
              </Badge>
            )}
          </Group>
        ))}
      </UnstyledList>
    </Paper>
  );
}
