import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { TScoreboard } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from './format-percent';

// The bars are drawn by @mantine/charts (recharts), loaded in their own chunk with the first chart.
const ShareBarChart = lazy(() => import('../../../components/charts/share-bar-chart'));

type TTopicMastery = TScoreboard['mastery_by_topic'][number];

/**
 * A horizontal bar per topic, strongest first. A sentence above names the strongest and the weakest
 * topic (one of each, none when every topic shows the same percent), and a list for assistive technology
 * gives every topic's percent and skills practised, so the chart itself is decoration.
 */
export function MasteryChart({ topics }: { topics: TTopicMastery[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const percent = (share: number) => formatPercent(share, language);
  const sorted = [...topics].sort((a, b) => b.mastery - a.mastery || a.topic.localeCompare(b.topic));
  const best = sorted[0];
  const weakest = sorted[sorted.length - 1];
  if (!best || !weakest) return null;
  const summary =
    sorted.length === 1
      ? t('scoreboard:mastery.summaryOne', { topic: best.topic, percent: percent(best.mastery) })
      : percent(best.mastery) === percent(weakest.mastery)
        ? t('scoreboard:mastery.summaryEqual', { percent: percent(best.mastery) })
        : t('scoreboard:mastery.summary', {
            best: best.topic,
            bestPercent: percent(best.mastery),
            weakest: weakest.topic,
            weakestPercent: percent(weakest.mastery),
          });

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)">
      <Text size="sm" c="dimmed">
        {t('scoreboard:mastery.description')}
      </Text>
      <Text size="sm" mt={4} mb="sm" fw={500}>
        {summary}
      </Text>
      <Suspense fallback={<Skeleton h={40 * sorted.length + 40} radius="sm" aria-hidden="true" />}>
        <ShareBarChart
          bars={sorted.map((topic) => ({ label: topic.topic, share: topic.mastery }))}
          seriesLabel={t('scoreboard:mastery.title')}
          formatPercent={percent}
        />
      </Suspense>
      <VisuallyHidden>
        <UnstyledList label={t('scoreboard:mastery.listLabel')}>
          {sorted.map((topic) => (
            <li key={topic.topic_id}>
              {t('scoreboard:mastery.item', {
                topic: topic.topic,
                skills: t('scoreboard:mastery.skills', {
                  count: topic.skills_practised,
                  formatted: formatNumber(topic.skills_practised, language),
                }),
                percent: percent(topic.mastery),
              })}
            </li>
          ))}
        </UnstyledList>
      </VisuallyHidden>
    </Paper>
  );
}
