import { Badge, Group, Paper, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../components/icons';
import { MathText } from '../inputs';

/**
 * The small "AI" beside a hint a language model phrased as a question (the engine let it through): a
 * student knows who is asking. The full words are read out and shown on hover.
 */
export function AiHintMark() {
  const { t } = useTranslation();
  const label = t('tasks:solving.ai.hintBadgeLabel');
  return (
    <Tooltip label={label} withinPortal>
      <Badge
        component="span"
        size="xs"
        color="grape"
        variant="light"
        c="dark.7"
        tt="none"
        ml={6}
        style={{ verticalAlign: 'middle' }}
      >
        <span aria-hidden="true">{t('tasks:solving.ai.hintBadge')}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

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
