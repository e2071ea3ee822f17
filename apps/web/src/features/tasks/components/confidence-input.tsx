import { Group, Input, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const LEVELS = [1, 2, 3, 4, 5] as const;

/**
 * "How sure are you?", 1 (a guess) to 5 (completely sure), optional: a radio group, so arrow keys move
 * between the levels and a screen reader names each, the words at both ends included.
 */
export function ConfidenceInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null;
  onChange: (level: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const low = t('tasks:solving.confidence.low');
  const high = t('tasks:solving.confidence.high');
  return (
    <Stack gap={4}>
      <Input.Label id={`${id}-label`} fw={500}>
        {t('tasks:solving.confidence.label')}{' '}
        <Text span size="sm" c="dark.6" fw={400}>
          {t('tasks:solving.confidence.optional')}
        </Text>
      </Input.Label>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        // '' matches no level: nothing is chosen until the student chooses.
        value={value === null ? '' : String(value)}
        onChange={(level) => onChange(Number(level))}
        disabled={disabled}
        data={LEVELS.map((level) => ({
          value: String(level),
          label: (
            <>
              {level}
              {level === 1 || level === 5 ? (
                <VisuallyHidden>{` – ${level === 1 ? low : high}`}</VisuallyHidden>
              ) : null}
            </>
          ),
        }))}
        maw={320}
        fullWidth
      />
      {/* The scale's ends as seen; a screen reader hears them with levels 1 and 5. */}
      <Group justify="space-between" maw={320} aria-hidden>
        <Text size="xs" c="dark.6">
          {low}
        </Text>
        <Text size="xs" c="dark.6">
          {high}
        </Text>
      </Group>
    </Stack>
  );
}
