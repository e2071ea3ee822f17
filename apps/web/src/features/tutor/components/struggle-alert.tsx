import { Badge, Stack, Text } from '@mantine/core';
import type { TStruggleAlert } from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';

/** Why the student is flagged, in one sentence (decision 015). */
export function struggleReason(alert: TStruggleAlert, t: TFunction, language: 'lt' | 'en'): string {
  if (alert.kind === 'wrong_streak') {
    return t('home:tutor.alert.wrongStreak', { count: alert.wrong_in_a_row, skill: alert.skill });
  }
  return t('home:tutor.alert.accuracyDrop', {
    before: formatPercent(alert.previous_accuracy, language),
    now: formatPercent(alert.accuracy, language),
  });
}

/** "Needs help" and the reason beneath, or nothing when the student is doing fine. */
export function StruggleAlert({ alert }: { alert: TStruggleAlert | null }) {
  const { t, i18n } = useTranslation();
  if (!alert) return null;
  return (
    <Stack gap={2} align="flex-start">
      {/* Dark text on the light tint: its own shade is too pale to read (axe: color-contrast). */}
      <Badge color="red" variant="light" c="red.9">
        {t('home:tutor.alert.badge')}
      </Badge>
      <Text size="xs" c="dimmed" maw={240}>
        {struggleReason(alert, t, currentLanguage(i18n))}
      </Text>
    </Stack>
  );
}
