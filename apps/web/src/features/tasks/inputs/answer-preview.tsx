import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the structured input will send, in the notation the student would type. */
export function AnswerPreview({ answer }: { answer: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="answer-preview">
      {t('tasks:inputs.preview')}{' '}
      {answer ? (
        <Code fz="sm">{answer}</Code>
      ) : (
        <Text span size="sm" c="dimmed">
          {t('tasks:inputs.previewEmpty')}
        </Text>
      )}
    </Text>
  );
}

/** The title of a structured input reads like a field label. */
export const LEGEND = {
  legend: { fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 },
} as const;
