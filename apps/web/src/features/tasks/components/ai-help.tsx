import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../components/icons';
import { MathText } from '../inputs';

// With its tooltip (and what positions it), fetched with the first hint a model phrased.
export const AiHintMark = lazy(() => import('./ai-hint-mark'));

/** The worked solution retold in plainer words by a model, under the solution and labelled as such. */
export function PlainExplanation({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="plain-explanation"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="center">
          <Title order={2} id="plain-explanation" fz="lg">
            {t('tasks:solving.ai.plainTitle')}
          </Title>
          <Badge color="grape" variant="light" c="dark.7" tt="none" leftSection={<IconSparkles size={12} />}>
            {t('tasks:solving.ai.plainBadge')}
          </Badge>
        </Group>
        <MathText text={text} />
        <Text size="xs" c="dark.6">
          {t('tasks:solving.ai.plainNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
