import { Radio, Stack } from '@mantine/core';
import type { TTask } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

/** The options of a multiple-choice task; its own chunk, fetched with the first such task. */
export function ChoiceInput({
  options,
  value,
  onChange,
  disabled,
}: {
  options: TTask['content']['solution']['answer_options'];
  value: string;
  onChange: (letter: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('tasks:inputs.chooseLabel')} value={value} onChange={onChange} required>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.letter}
            value={option.letter}
            label={`${option.letter}. ${option.text}`}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
