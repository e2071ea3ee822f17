import { Badge, Group, type MantineColor, Paper, Text } from '@mantine/core';
import type { TRecommendedTask } from '@taskas/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/link-card.module.css';
import { UnstyledList } from '../../../components/unstyled-list';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from './format-percent';

type TBadge = TRecommendedTask['reason'] | 'needsPractice';

const BADGE_COLORS: Record<TBadge, MantineColor> = {
  weakest: 'orange',
  needsPractice: 'orange',
  review: 'grape',
  new: 'lagoon',
};

/**
 * Every unmastered skill comes as `weakest`; only the one with the lowest mastery (the first on a tie)
 * is called that, the others need practice.
 */
function withBadges(items: TRecommendedTask[]): (TRecommendedTask & { badge: TBadge })[] {
  const weak = items.filter((item) => item.reason === 'weakest');
  const lowest = weak.reduce<TRecommendedTask | undefined>(
    (low, item) => (low === undefined || (item.mastery ?? 0) < (low.mastery ?? 0) ? item : low),
    undefined,
  );
  return items.map((item) => ({
    ...item,
    badge: item.reason === 'weakest' && item !== lowest ? 'needsPractice' : item.reason,
  }));
}

/**
 * The recommended tasks as cards, each a link to its task, saying why it was picked. With `onOpen`
 * a plain click opens the task there (the task modal); a new tab or window still gets the page.
 */
export function RecommendedTaskList({
  items,
  onOpen,
}: {
  items: TRecommendedTask[];
  onOpen?: (taskId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <UnstyledList gap="sm" label={t('scoreboard:recommended.listLabel')}>
      {withBadges(items).map(({ task, badge, mastery, difficulty }) => (
        <li key={task.id}>
          <Paper
            component={Link}
            to={`/tasks/${task.id}`}
            onClick={(event: MouseEvent) => {
              const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
              if (!onOpen || !plain || event.altKey) return;
              event.preventDefault();
              onOpen(task.id);
            }}
            withBorder
            p="md"
            bg="var(--mantine-color-white)"
            className={classes.card}
            style={{ display: 'block' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {task.title}
              </Text>
              {/* Dark text: the light variant's own shade is too pale to read on its tint. */}
              <Badge color={BADGE_COLORS[badge]} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
                {t(`scoreboard:recommended.reason.${badge}`)}
              </Badge>
            </Group>
            {task.problem ? (
              <Text size="sm" mt={6} lineClamp={2}>
                {task.problem}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed" mt={6}>
              {[
                task.topic,
                t(`tasks:difficulty.${difficulty}`),
                mastery === null
                  ? null
                  : t('scoreboard:recommended.mastery', { percent: formatPercent(mastery, language) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Paper>
        </li>
      ))}
    </UnstyledList>
  );
}
