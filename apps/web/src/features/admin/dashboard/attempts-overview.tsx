import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TAdminDashboard } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { formatDay, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';

// The tutor's answers-per-day chart (its own chunk with recharts), right and wrong stacked.
const ActivityChart = lazy(() => import('../../tutor/components/activity-chart'));

const CHART_HEIGHT = 220;

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton height={28} width={56} mt={4} radius="sm" />
      ) : (
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/** Students active today and over 7 days, then answers per day for 30 days: a chart and its words. */
export function AttemptsOverview({ dashboard }: { dashboard: TAdminDashboard | undefined }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (n: number) => formatNumber(n, language);
  // A day as its own calendar date (the server counts UTC days): read in UTC it stays that date.
  const dayLabel = (day: string, style: 'short' | 'long') => formatDay(day, language, style);

  const days = dashboard?.attempts_per_day ?? [];
  const total = days.reduce((sum, d) => sum + d.attempts, 0);
  const correct = days.reduce((sum, d) => sum + d.correct, 0);
  const busiest = days.reduce<(typeof days)[number] | null>(
    (best, d) => (d.attempts > (best?.attempts ?? 0) ? d : best),
    null,
  );
  const active = days.filter((d) => d.attempts > 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure
          label={t('home:admin.activity.today')}
          value={dashboard ? number(dashboard.active_students.today) : null}
        />
        <Figure
          label={t('home:admin.activity.week')}
          value={dashboard ? number(dashboard.active_students.last_7_days) : null}
        />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{t('home:admin.activity.chartTitle')}</Text>
          </Group>
          {dashboard === undefined ? (
            <Skeleton h={CHART_HEIGHT} radius="sm" aria-hidden="true" />
          ) : total === 0 ? (
            <Text c="dimmed" size="sm" py="lg" ta="center">
              {t('home:admin.activity.empty')}
            </Text>
          ) : (
            <>
              <Text size="sm">
                {t('home:admin.activity.summary', {
                  answers: number(total),
                  correct: number(correct),
                  percent: formatPercent(correct / total, language),
                })}{' '}
                {busiest
                  ? t('home:admin.activity.busiest', {
                      day: dayLabel(busiest.day, 'long'),
                      answers: number(busiest.attempts),
                    })
                  : null}
              </Text>
              <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="sm" aria-hidden="true" />}>
                <ActivityChart
                  days={days.map((d) => ({
                    label: dayLabel(d.day, 'short'),
                    correct: d.correct,
                    wrong: d.attempts - d.correct,
                  }))}
                  labels={{
                    correct: t('home:admin.activity.correct'),
                    wrong: t('home:admin.activity.wrong'),
                  }}
                />
              </Suspense>
              <ChartDataTable
                caption={t('home:admin.activity.tableCaption')}
                columns={[
                  t('home:admin.activity.day'),
                  t('home:admin.activity.answers'),
                  t('home:admin.activity.correct'),
                ]}
                rows={active.map((d) => ({
                  key: d.day,
                  cells: [dayLabel(d.day, 'long'), number(d.attempts), number(d.correct)],
                }))}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
