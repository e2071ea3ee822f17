import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { TScoreboard } from '@taskas/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChart, IconCheck, IconClock, IconTrophy } from '../../../components/icons';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from './format-percent';

const GRID_COLS = { base: 2, md: 4 } as const;

/** Points, tasks solved, accuracy and the streak of days: four cards, each a group named by its label. */
export function StatCards({ scoreboard }: { scoreboard: TScoreboard }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      <StatCard
        icon={<IconTrophy size={20} />}
        label={t('scoreboard:stats.points')}
        value={number(scoreboard.points)}
        hint={t('scoreboard:stats.pointsHint')}
      />
      <StatCard
        icon={<IconCheck size={20} />}
        label={t('scoreboard:stats.tasksSolved')}
        value={number(scoreboard.tasks_solved)}
        hint={t('scoreboard:stats.answersGiven', { formatted: number(scoreboard.attempts) })}
      />
      <StatCard
        icon={<IconChart size={20} />}
        label={t('scoreboard:stats.accuracy')}
        value={formatPercent(scoreboard.accuracy, language)}
        hint={t('scoreboard:stats.accuracyHint', {
          correct: number(scoreboard.correct_attempts),
          attempts: number(scoreboard.attempts),
        })}
      />
      <StatCard
        icon={<IconClock size={20} />}
        label={t('scoreboard:stats.streak')}
        value={t('scoreboard:stats.streakValue', {
          count: scoreboard.streak_days,
          formatted: number(scoreboard.streak_days),
        })}
        hint={t(scoreboard.streak_days > 0 ? 'scoreboard:stats.streakActive' : 'scoreboard:stats.streakNone')}
      />
    </SimpleGrid>
  );
}

function StatCard({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
}) {
  const labelId = useId();
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" role="group" aria-labelledby={labelId}>
      <Group gap="xs" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size="md" radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text id={labelId} size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
      <Text mt="xs" fz={26} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text mt={4} size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

export function StatCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-busy="true">
      <VisuallyHidden>{t('common:loading.page')}</VisuallyHidden>
      {[0, 1, 2, 3].map((card) => (
        <Paper key={card} withBorder p="md" bg="var(--mantine-color-white)" aria-hidden="true">
          <Skeleton height={12} width="55%" radius="sm" />
          <Skeleton height={26} width="40%" radius="sm" mt="sm" />
          <Skeleton height={10} width="80%" radius="sm" mt="sm" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
