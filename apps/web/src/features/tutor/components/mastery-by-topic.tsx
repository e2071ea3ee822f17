import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TPractisedTopic } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { EmptyPanel } from '../../../components/empty-panel';
import { IconChart } from '../../../components/icons';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';

const ShareBarChart = lazy(() => import('../../../components/charts/share-bar-chart'));

/**
 * Mastery per topic: a bar chart for the eye (loaded when shown) and the same figures as a table for
 * assistive technology, with the number of skills practised in each topic.
 */
export function MasteryByTopic({ topics }: { topics: TPractisedTopic[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const percent = (share: number) => formatPercent(share, language);
  if (topics.length === 0) {
    return (
      <EmptyPanel
        icon={<IconChart size={28} />}
        title={t('home:tutorStudent.mastery.emptyTitle')}
        description={t('home:tutorStudent.mastery.emptyText')}
      />
    );
  }
  const sorted = [...topics].sort((a, b) => b.mastery - a.mastery);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('home:tutorStudent.mastery.text')}
        </Text>
        <Suspense fallback={<Skeleton h={44 * sorted.length + 40} radius="sm" aria-hidden="true" />}>
          <ShareBarChart
            bars={sorted.map((topic) => ({ label: topic.topic, share: topic.mastery }))}
            seriesLabel={t('home:tutorStudent.mastery.value')}
            formatPercent={percent}
          />
        </Suspense>
        <ChartDataTable
          caption={t('home:tutorStudent.mastery.chartLabel')}
          columns={[
            t('home:tutorStudent.mastery.topic'),
            t('home:tutorStudent.mastery.value'),
            t('home:tutorStudent.mastery.skills'),
          ]}
          rows={sorted.map((topic) => ({
            key: topic.topic_id,
            cells: [topic.topic, percent(topic.mastery), formatNumber(topic.skills.length, language)],
          }))}
        />
      </Stack>
    </Paper>
  );
}
