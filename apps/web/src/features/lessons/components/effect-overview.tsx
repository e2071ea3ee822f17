import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TLessonEffectiveness } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { accuracyText, effectSizeText } from './effect-format';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)" role="group" aria-label={label}>
      <Text size="sm" c="dark.6" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? (
        <Text size="sm" c="dark.6" mt={4}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * The overall effect: the lesson students' effect size with before → after accuracy, the comparison
 * group's change, and their difference, with how many lessons and students it rests on.
 */
export function EffectOverview({ effectiveness }: { effectiveness: TLessonEffectiveness }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { overall } = effectiveness;
  const number = (n: number) => formatNumber(n, language);
  const accuracy = (value: Parameters<typeof accuracyText>[0]) => accuracyText(value, language, t);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure
          label={t('tasks:lessons.effect.lessonEffect')}
          value={effectSizeText(overall.effect_size, language, t)}
          note={t('tasks:lessons.effect.beforeAfter', {
            before: accuracy(overall.before),
            after: accuracy(overall.after),
          })}
        />
        <Figure
          label={t('tasks:lessons.effect.comparisonEffect')}
          value={effectSizeText(overall.comparison_effect_size, language, t)}
          note={
            overall.comparison.students === 0
              ? t('tasks:lessons.effect.noComparison')
              : t('tasks:lessons.effect.comparisonChange', {
                  count: overall.comparison.students,
                  students: number(overall.comparison.students),
                  earlier: accuracy(overall.comparison.earlier),
                  later: accuracy(overall.comparison.later),
                })
          }
        />
        <Figure
          label={t('tasks:lessons.effect.netEffect')}
          value={effectSizeText(overall.net_effect_size, language, t)}
          note={t('tasks:lessons.effect.netNote')}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Badge variant="light" color="gray" c="dark.7" tt="none">
          {t('tasks:lessons.effect.lessonsCount', {
            count: overall.lessons,
            formatted: number(overall.lessons),
          })}
        </Badge>
        <Badge variant="light" color="gray" c="dark.7" tt="none">
          {t('tasks:lessons.effect.studentsCount', {
            count: overall.students,
            formatted: number(overall.students),
          })}
        </Badge>
        <Badge variant="light" color="gray" c="dark.7" tt="none">
          {effectiveness.average_rating === null
            ? t('tasks:lessons.effect.noRatings')
            : t('tasks:lessons.effect.averageRating', {
                rating: formatNumber(effectiveness.average_rating, language, { maximumFractionDigits: 1 }),
              })}
        </Badge>
      </Group>
    </Stack>
  );
}
