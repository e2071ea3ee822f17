import { SimpleGrid } from '@mantine/core';
import type { TClassSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconChart, IconCheck, IconUsers } from '../../../components/icons';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';
import { FigureCard } from './figure-card';

/** The whole class at a glance: students and who was active, solved this week, accuracy, who needs help. */
export function ClassOverview({ summary }: { summary: TClassSummary }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  const monday = formatDate(summary.week_starts_at, language, {
    month: 'long',
    day: 'numeric',
    timeZone: 'Europe/Vilnius',
  });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <FigureCard
        icon={<IconUsers size={20} />}
        label={t('home:tutor.overview.students')}
        value={number(summary.students)}
        hint={t('home:tutor.overview.activeThisWeek', { formatted: number(summary.active_this_week) })}
      />
      <FigureCard
        icon={<IconCheck size={20} />}
        label={t('home:tutor.overview.weekSolved')}
        value={number(summary.week_solved)}
        hint={t('home:tutor.overview.sinceMonday', { date: monday })}
      />
      <FigureCard
        icon={<IconChart size={20} />}
        label={t('home:tutor.overview.accuracy')}
        value={summary.accuracy === null ? '—' : formatPercent(summary.accuracy, language)}
        hint={t(
          summary.accuracy === null ? 'home:tutor.overview.noAnswers' : 'home:tutor.overview.accuracyHint',
        )}
      />
      <FigureCard
        icon={<IconAlert size={20} />}
        label={t('home:tutor.overview.alerts')}
        value={number(summary.alerts)}
        hint={t('home:tutor.overview.overdue', { formatted: number(summary.overdue_assignments) })}
        warn={summary.alerts > 0}
      />
    </SimpleGrid>
  );
}
