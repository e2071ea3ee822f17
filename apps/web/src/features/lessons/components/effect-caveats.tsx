import { List, Paper, Text } from '@mantine/core';
import type { TLessonEffectiveness } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Effect sizes the best tutoring systems publish, in standard deviations: the yardstick to read ours by. */
const PUBLISHED_EFFECT = { low: 0.1, high: 0.3 } as const;
const signed = { signDisplay: 'always', maximumFractionDigits: 1 } as const;

/** What the numbers can and cannot say, in plain words, beside the numbers themselves. */
export function EffectCaveats({ effectiveness }: { effectiveness: TLessonEffectiveness }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const hours = effectiveness.after_delay_hours;
  const after =
    hours % 24 === 0
      ? t('tasks:lessons.caveats.afterDays', {
          count: hours / 24,
          formatted: formatNumber(hours / 24, language),
        })
      : t('tasks:lessons.caveats.afterHours', { count: hours, formatted: formatNumber(hours, language) });
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <List spacing="xs" size="sm">
        <List.Item>
          {t('tasks:lessons.caveats.small', {
            count: effectiveness.min_attempts,
            formatted: formatNumber(effectiveness.min_attempts, language),
          })}
        </List.Item>
        <List.Item>{t('tasks:lessons.caveats.notRandom')}</List.Item>
        <List.Item>{after}</List.Item>
        <List.Item>{t('tasks:lessons.caveats.comparison')}</List.Item>
        <List.Item>{t('tasks:lessons.caveats.cohen')}</List.Item>
        <List.Item>
          {t('tasks:lessons.caveats.published', {
            low: formatNumber(PUBLISHED_EFFECT.low, language, signed),
            high: formatNumber(PUBLISHED_EFFECT.high, language, signed),
          })}
        </List.Item>
      </List>
      <Text size="xs" c="dark.6" mt="sm">
        {t('tasks:lessons.caveats.scope')}
      </Text>
    </Paper>
  );
}
