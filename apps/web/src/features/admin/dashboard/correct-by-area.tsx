import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TAdminDashboard } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';

const ShareBarChart = lazy(() => import('../../../components/charts/share-bar-chart'));

/**
 * The share of correct answers in each area of the curriculum over 30 days, best first: bars for the
 * eye, a sentence and a table with the same figures for assistive technology.
 */
export function CorrectByArea({ areas }: { areas: TAdminDashboard['correct_by_area'] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const percent = (share: number) => formatPercent(share, language);
  if (areas === undefined) {
    return <Skeleton h={200} radius="sm" aria-hidden="true" />;
  }
  const rows = areas
    .filter((area) => area.attempts > 0)
    .map((area) => ({ ...area, name: area.area_name[language] }))
    .sort((a, b) => b.correct_share - a.correct_share || a.name.localeCompare(b.name, language));
  const best = rows[0];
  const weakest = rows[rows.length - 1];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      {!best || !weakest ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {t('home:admin.areas.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {rows.length === 1
              ? t('home:admin.areas.summaryOne', { area: best.name, percent: percent(best.correct_share) })
              : t('home:admin.areas.summary', {
                  best: best.name,
                  bestPercent: percent(best.correct_share),
                  weakest: weakest.name,
                  weakestPercent: percent(weakest.correct_share),
                })}
          </Text>
          <Suspense fallback={<Skeleton h={40 * rows.length + 40} radius="sm" aria-hidden="true" />}>
            <ShareBarChart
              bars={rows.map((row) => ({ label: row.name, share: row.correct_share }))}
              seriesLabel={t('home:admin.areas.share')}
              formatPercent={percent}
            />
          </Suspense>
          <ChartDataTable
            caption={t('home:admin.areas.tableCaption')}
            columns={[t('home:admin.areas.area'), t('home:admin.areas.share'), t('home:admin.areas.answers')]}
            rows={rows.map((row) => ({
              key: row.area_id,
              cells: [row.name, percent(row.correct_share), formatNumber(row.attempts, language)],
            }))}
          />
        </Stack>
      )}
    </Paper>
  );
}
