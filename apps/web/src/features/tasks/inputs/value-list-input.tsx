import { ActionIcon, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { AnswerPreview, LEGEND } from './answer-preview';
import { listOfAnswer } from './answer-restore';
import { setAnswer, solutionsAnswer } from './answer-syntax';

const MAX_ITEMS = 24;

type TListKind = 'set' | 'solutions';

/**
 * The elements of a set (`{1; 2; 3}`) or the roots of an equation (`2; -3`), one field each; starts
 * from `initialValue` when it is one (a restored draft).
 */
export function ValueListInput({
  kind,
  initialValue = '',
  onChange,
  disabled,
}: {
  kind: TListKind;
  initialValue?: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const keys = kind === 'set' ? 'tasks:inputs.set' : 'tasks:inputs.solutions';
  const [initial] = useState(() => listOfAnswer(initialValue, kind));
  // Rows carry a stable id so that removing one keeps the focus and text of the others.
  const [rows, setRows] = useState(() =>
    initial && initial.items.length > 0
      ? initial.items.slice(0, MAX_ITEMS).map((text, index) => ({ id: index + 1, text }))
      : [{ id: 1, text: '' }],
  );
  const [none, setNone] = useState(initial?.none ?? false);
  const [nextId, setNextId] = useState(() => rows.length + 1);

  const answerOf = (texts: string[], empty: boolean) =>
    kind === 'set' ? setAnswer(texts, empty, language) : solutionsAnswer(texts, empty, language);
  const answer = answerOf(
    rows.map((r) => r.text),
    none,
  );

  const update = (next: { id: number; text: string }[], empty = none) => {
    setRows(next);
    setNone(empty);
    onChange(
      answerOf(
        next.map((r) => r.text),
        empty,
      ),
    );
  };

  const addRow = () => {
    update([...rows, { id: nextId, text: '' }]);
    setNextId(nextId + 1);
    // The new field takes the focus, as a list editor should.
    requestAnimationFrame(() => document.getElementById(`${kind}-item-${nextId}`)?.focus());
  };

  return (
    <Fieldset legend={t(`${keys}.title`)} variant="unstyled" disabled={disabled} styles={LEGEND}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id={`${kind}-help`}>
          {t(`${keys}.help`)}
        </Text>
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <Group component="li" key={row.id} gap="xs" align="end" wrap="nowrap">
              <TextInput
                id={`${kind}-item-${row.id}`}
                label={t(`${keys}.item`, { index: index + 1 })}
                aria-describedby={`${kind}-help`}
                value={row.text}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  update(rows.map((r) => (r.id === row.id ? { ...r, text } : r)));
                }}
                disabled={disabled || none}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                style={{ flex: 1, maxWidth: 320 }}
              />
              {rows.length > 1 ? (
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t(`${keys}.remove`, { index: index + 1 })}
                  onClick={() => update(rows.filter((r) => r.id !== row.id))}
                  disabled={disabled || none}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
        <Group gap="md">
          <Button
            variant="light"
            size="xs"
            onClick={addRow}
            disabled={disabled || none || rows.length >= MAX_ITEMS}
          >
            {t(`${keys}.add`)}
          </Button>
          <Checkbox
            label={t(`${keys}.none`)}
            checked={none}
            onChange={(event) => update(rows, event.currentTarget.checked)}
            disabled={disabled}
          />
        </Group>
        <AnswerPreview answer={answer} />
      </Stack>
    </Fieldset>
  );
}
