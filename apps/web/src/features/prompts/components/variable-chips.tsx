import { Button, Group, Text } from '@mantine/core';
import { PROMPT_VARIABLES, type PromptVariable } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';

export const variableToken = (name: string) => `{{${name}}}`;

/** The template's variables as buttons; each puts its `{{name}}` at the template's cursor. */
export function VariableChips({ onInsert }: { onInsert: (variable: PromptVariable) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="group" aria-labelledby="prompt-variables-label">
      <Text size="sm" id="prompt-variables-label" c="dimmed">
        {t('tasks:prompts.editor.variables')}
      </Text>
      {PROMPT_VARIABLES.map((variable) => (
        <Button
          key={variable}
          size="compact-xs"
          variant="light"
          ff="monospace"
          aria-label={t('tasks:prompts.editor.insertVariable', { token: variableToken(variable) })}
          title={t(`tasks:prompts.variables.${variable}`)}
          onClick={() => onInsert(variable)}
        >
          {variableToken(variable)}
        </Button>
      ))}
    </Group>
  );
}
