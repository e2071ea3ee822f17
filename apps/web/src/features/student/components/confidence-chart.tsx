import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TConfidenceCalibration } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { EmptyPanel } from '../../../components/empty-panel';
import { IconChart } from '../../../components/icons';
import { formatDay, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from './format-percent';

// Drawn by @mantine/charts (recharts), loaded in their own chunks with the first chart.
const ShareBarChart = lazy(() => import('../../../components/charts/share-bar-chart'));
const CalibrationLineChart = lazy(() => import('./calibration-line-chart'));

/**
 * How well the confidence a student marked after answering matched their results: the share of right
 * answers at each confidence level (bars, the surest first) and the weekly match (a line; the contract's
 * `calibration`). Sentences above each chart say the same in words, and tables give every figure to
 * assistive technology, so the charts themselves are decoration.
 */
export function ConfidenceChart({ confidence }: { confidence: TConfidenceCalibration }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const percent = (share: number) => formatPercent(share, language);
  const number = (value: number) => formatNumber(value, language);
  const levelName = (level: number) => t(`scoreboard:confidence.level.${level}`);
  const answered = confidence.by_level.filter((level) => level.answers > 0).reverse();
  const surest = answered[0];
  if (!surest) {
    return (
      <EmptyPanel
        icon={<IconChart size={28} />}
        title={t('scoreboard:confidence.emptyTitle')}
        description={t('scoreboard:confidence.emptyText')}
      />
    );
  }
  const latest = confidence.weekly.at(-1);
  const none = t('scoreboard:confidence.table.none');

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('scoreboard:confidence.description')}
        </Text>
        <div>
          <Title order={3} fz="md" mb={4}>
            {t('scoreboard:confidence.levelsTitle')}
          </Title>
          <Text size="sm" mb="sm" fw={500}>
            {t(`scoreboard:confidence.summary.${surest.level}`, { percent: percent(surest.correct_share) })}
          </Text>
          <Suspense fallback={<Skeleton h={40 * answered.length + 40} radius="sm" aria-hidden="true" />}>
            <ShareBarChart
              bars={answered.map((level) => ({ label: levelName(level.level), share: level.correct_share }))}
              seriesLabel={t('scoreboard:confidence.levelsSeries')}
              formatPercent={percent}
            />
          </Suspense>
          <ChartDataTable
            caption={t('scoreboard:confidence.table.levelsCaption')}
            columns={[
              t('scoreboard:confidence.table.level'),
              t('scoreboard:confidence.table.answers'),
              t('scoreboard:confidence.table.correctShare'),
            ]}
            rows={[...confidence.by_level].reverse().map((level) => ({
              key: String(level.level),
              cells: [
                levelName(level.level),
                number(level.answers),
                level.answers > 0 ? percent(level.correct_share) : none,
              ],
            }))}
          />
        </div>
        {latest ? (
          <div>
            <Title order={3} fz="md" mb={4}>
              {t('scoreboard:confidence.weeklyTitle')}
            </Title>
            <Text size="sm" fw={500}>
              {t('scoreboard:confidence.weeklySummary', {
                week: formatDay(latest.week_start, language, 'long'),
                percent: percent(latest.calibration),
              })}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              {t('scoreboard:confidence.weeklyExplained')}
            </Text>
            <Suspense fallback={<Skeleton h={200} radius="sm" aria-hidden="true" />}>
              <CalibrationLineChart
                weeks={confidence.weekly.map((week) => ({
                  label: formatDay(week.week_start, language, 'short'),
                  calibration: week.calibration,
                }))}
                seriesLabel={t('scoreboard:confidence.weeklySeries')}
                formatPercent={percent}
              />
            </Suspense>
            <ChartDataTable
              caption={t('scoreboard:confidence.table.weeksCaption')}
              columns={[
                t('scoreboard:confidence.table.week'),
                t('scoreboard:confidence.table.answers'),
                t('scoreboard:confidence.table.meanConfidence'),
                t('scoreboard:confidence.table.correctShare'),
                t('scoreboard:confidence.table.calibration'),
              ]}
              rows={confidence.weekly.map((week) => ({
                key: week.week_start,
                cells: [
                  formatDay(week.week_start, language, 'long'),
                  number(week.answers),
                  percent(week.mean_confidence),
                  percent(week.correct_share),
                  percent(week.calibration),
                ],
              }))}
            />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
