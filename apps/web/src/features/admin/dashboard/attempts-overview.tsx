import { Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminDashboard } from '@taskas/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
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
  const dayLabel = (day: string, style: 'short' | 'long') =>
    formatDate(`${day}T12:00:00Z`, language, {
      month: style === 'short' ? 'numeric' : 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });

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
              <VisuallyHidden>
                <Table>
                  <caption>{t('home:admin.activity.tableCaption')}</caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('home:admin.activity.day')}</Table.Th>
                      <Table.Th>{t('home:admin.activity.answers')}</Table.Th>
                      <Table.Th>{t('home:admin.activity.correct')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {active.map((d) => (
                      <Table.Tr key={d.day}>
                        <Table.Td>{dayLabel(d.day, 'long')}</Table.Td>
                        <Table.Td>{number(d.attempts)}</Table.Td>
                        <Table.Td>{number(d.correct)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </VisuallyHidden>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
