import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The answer as the preview prints it: a real minus sign (U+2212) for each hyphen-minus, `−3`, `x − 2`.
 * Display only; the answer sent to the checker keeps the ASCII hyphen.
 */
export function previewText(answer: string): string {
  return answer.replaceAll('-', '\u2212');
}

/** What the structured input will send, in the notation the student would type. */
export function AnswerPreview({ answer }: { answer: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="answer-preview">
      {t('tasks:inputs.preview')}{' '}
      {answer ? (
        <Code fz="sm">{previewText(answer)}</Code>
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
