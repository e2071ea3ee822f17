import { Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/charts/chart-data-table';
import { QueryErrorPanel } from '../../../components/error-panel';
import { formatDay, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useStudentActivity } from '../api/get-student-activity';

const ActivityChart = lazy(() => import('./activity-chart'));

const RANGES = [7, 30, 90] as const;

/** Answers per day over the chosen period (Vilnius days), right and wrong, with the period's totals. */
export function StudentActivity({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const activity = useStudentActivity(studentId, days);
  const number = (value: number) => formatNumber(value, language);

  const range = (
    <SegmentedControl
      aria-label={t('home:tutorStudent.activity.range')}
      value={String(days)}
      onChange={(value) => setDays(Number(value) as (typeof RANGES)[number])}
      data={RANGES.map((n) => ({
        value: String(n),
        label: t('home:tutorStudent.activity.days', { count: n, formatted: number(n) }),
      }))}
    />
  );
  if (activity.isError) {
    return <QueryErrorPanel title={t('home:tutorStudent.activity.loadError')} query={activity} />;
  }
  const list = activity.data?.days ?? [];
  // A day as its own calendar date (the server counts Vilnius days): read in UTC it stays that date.
  const dayLabel = (day: string, style: 'short' | 'long') => formatDay(day, language, style);
  const totals = list.reduce(
    (sum, d) => ({
      answers: sum.answers + d.answers,
      correct: sum.correct + d.correct,
      points: sum.points + d.points,
    }),
    { answers: 0, correct: 0, points: 0 },
  );
  const active = list.filter((d) => d.answers > 0);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite">
            {activity.isPending
              ? t('common:loading.page')
              : t('home:tutorStudent.activity.summary', {
                  answers: number(totals.answers),
                  correct: number(totals.correct),
                  points: number(totals.points),
                })}
          </Text>
          {range}
        </Group>
        {activity.isPending ? (
          <Skeleton h={220} radius="sm" aria-hidden="true" />
        ) : totals.answers === 0 ? (
          <Text c="dimmed" size="sm" py="lg" ta="center">
            {t('home:tutorStudent.activity.empty')}
          </Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h={220} radius="sm" aria-hidden="true" />}>
              <ActivityChart
                days={list.map((d) => ({
                  label: dayLabel(d.day, 'short'),
                  correct: d.correct,
                  wrong: d.answers - d.correct,
                }))}
                labels={{
                  correct: t('home:tutorStudent.activity.correct'),
                  wrong: t('home:tutorStudent.activity.wrong'),
                }}
              />
            </Suspense>
            <ChartDataTable
              caption={t('home:tutorStudent.activity.tableCaption')}
              columns={[
                t('home:tutorStudent.activity.day'),
                t('home:tutorStudent.activity.answers'),
                t('home:tutorStudent.activity.correct'),
                t('home:tutorStudent.activity.points'),
              ]}
              rows={active.map((d) => ({
                key: d.day,
                cells: [dayLabel(d.day, 'long'), number(d.answers), number(d.correct), number(d.points)],
              }))}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
