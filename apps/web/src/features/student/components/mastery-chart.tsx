import { Box, Group, Paper, Text } from '@mantine/core';
import type { TScoreboard } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from './format-percent';

type TTopicMastery = TScoreboard['mastery_by_topic'][number];

/** Mastery below 40 % is weak, from 80 % mastered (the server's threshold), in between growing. */
function barColor(mastery: number): string {
  if (mastery >= 0.8) return 'var(--mantine-color-green-6)';
  if (mastery >= 0.4) return 'var(--mantine-color-lagoon-6)';
  return 'var(--mantine-color-orange-6)';
}

/**
 * A horizontal bar per topic, strongest first. Every bar's topic and percent are written out beside
 * it, and a sentence above names the strongest and the weakest topic, so the bars themselves are
 * decoration for assistive technology.
 */
export function MasteryChart({ topics }: { topics: TTopicMastery[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const percent = (share: number) => formatPercent(share, language);
  const sorted = [...topics].sort((a, b) => b.mastery - a.mastery || a.topic.localeCompare(b.topic));
  const best = sorted[0];
  const weakest = sorted[sorted.length - 1];
  if (!best || !weakest) return null;
  const summary =
    sorted.length === 1
      ? t('scoreboard:mastery.summaryOne', { topic: best.topic, percent: percent(best.mastery) })
      : t('scoreboard:mastery.summary', {
          best: best.topic,
          bestPercent: percent(best.mastery),
          weakest: weakest.topic,
          weakestPercent: percent(weakest.mastery),
        });

  return (
    <Paper withBorder p="md" bg="var(--mantine-color-white)">
      <Text size="sm" c="dimmed">
        {t('scoreboard:mastery.description')}
      </Text>
      <Text size="sm" mt={4} fw={500}>
        {summary}
      </Text>
      <UnstyledList gap="md" mt="md" label={t('scoreboard:mastery.listLabel')}>
        {sorted.map((topic) => (
          <li key={topic.topic_id}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {topic.topic}
                <Text component="span" size="xs" c="dimmed" ml={6}>
                  {t('scoreboard:mastery.skills', {
                    count: topic.skills_practised,
                    formatted: formatNumber(topic.skills_practised, language),
                  })}
                </Text>
              </Text>
              <Text size="sm" fw={700} style={{ flexShrink: 0 }}>
                {percent(topic.mastery)}
              </Text>
            </Group>
            <Box
              aria-hidden="true"
              mt={6}
              h={10}
              bg="var(--mantine-color-gray-2)"
              style={{ borderRadius: 'var(--mantine-radius-xl)', overflow: 'hidden' }}
            >
              <Box
                h="100%"
                w={`${Math.max(2, Math.min(100, topic.mastery * 100))}%`}
                bg={barColor(topic.mastery)}
                style={{ borderRadius: 'var(--mantine-radius-xl)' }}
              />
            </Box>
          </li>
        ))}
      </UnstyledList>
    </Paper>
  );
}
