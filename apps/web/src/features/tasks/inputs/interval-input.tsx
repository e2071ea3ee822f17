import { ActionIcon, Button, Checkbox, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerPreview, LEGEND } from './answer-preview';
import { intervalOfAnswer } from './answer-restore';
import { intervalAnswer, type TIntervalEnd, type TIntervalPiece } from './answer-syntax';

const MAX_PIECES = 4;

type TRow = TIntervalPiece & { id: number };
type TSide = 'left' | 'right';

const blankEnd = (): TIntervalEnd => ({ value: '', infinite: false, closed: true });
const blankRow = (id: number): TRow => ({ id, left: blankEnd(), right: blankEnd() });

/** The rows an answer sent earlier reads back as (a restored draft), else one blank row. */
function rowsOf(initialValue: string): TRow[] {
  const pieces = intervalOfAnswer(initialValue);
  return pieces
    ? pieces.slice(0, MAX_PIECES).map((piece, index) => ({ ...piece, id: index + 1 }))
    : [blankRow(1)];
}

/**
 * An interval, or a union of intervals, built end by end: bracket, value (or ∓∞), value, bracket.
 * Sends `[-6; -2]`, `(-∞; 4]`, `(-∞; -8) ∪ [-4; +∞)`; starts from `initialValue` when it is one.
 */
export function IntervalInput({
  initialValue = '',
  onChange,
  disabled,
}: {
  initialValue?: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TRow[]>(() => rowsOf(initialValue));
  const [nextId, setNextId] = useState(() => rows.length + 1);

  const update = (next: TRow[]) => {
    setRows(next);
    onChange(intervalAnswer(next));
  };
  const setEnd = (id: number, side: TSide, change: Partial<TIntervalEnd>) =>
    update(rows.map((row) => (row.id === id ? { ...row, [side]: { ...row[side], ...change } } : row)));

  return (
    <Fieldset
      legend={t('tasks:inputs.interval.title')}
      variant="unstyled"
      disabled={disabled}
      styles={LEGEND}
    >
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Fieldset
            key={row.id}
            legend={t('tasks:inputs.interval.piece', { index: index + 1 })}
            p="sm"
            disabled={disabled}
          >
            <Group gap="xs" align="start" wrap="wrap">
              <IntervalEnd
                side="left"
                end={row.left}
                disabled={disabled}
                onEnd={(c) => setEnd(row.id, 'left', c)}
              />
              <IntervalEnd
                side="right"
                end={row.right}
                disabled={disabled}
                onEnd={(c) => setEnd(row.id, 'right', c)}
              />
              {rows.length > 1 ? (
                <ActionIcon
                  variant="default"
                  size={36}
                  mt={24}
                  aria-label={t('tasks:inputs.interval.remove', { index: index + 1 })}
                  onClick={() => update(rows.filter((r) => r.id !== row.id))}
                  disabled={disabled}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              ) : null}
            </Group>
          </Fieldset>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              update([...rows, blankRow(nextId)]);
              setNextId(nextId + 1);
            }}
            disabled={disabled || rows.length >= MAX_PIECES}
          >
            {t('tasks:inputs.interval.add')}
          </Button>
        </Group>
        <AnswerPreview answer={intervalAnswer(rows)} />
      </Stack>
    </Fieldset>
  );
}

/** One end: the left end reads `[ value`, the right end `value ]`, as the interval is written. */
function IntervalEnd({
  side,
  end,
  disabled,
  onEnd,
}: {
  side: TSide;
  end: TIntervalEnd;
  disabled: boolean;
  onEnd: (change: Partial<TIntervalEnd>) => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => t(`tasks:inputs.interval.${side}.${key}`);
  const bracket = (
    <NativeSelect
      label={k('bracket')}
      value={end.infinite ? 'open' : end.closed ? 'closed' : 'open'}
      onChange={(event) => onEnd({ closed: event.currentTarget.value === 'closed' })}
      disabled={disabled || end.infinite}
      data={[
        { value: 'closed', label: k('closed') },
        { value: 'open', label: k('open') },
      ]}
      w={150}
    />
  );
  const value = (
    <Stack gap={6}>
      <TextInput
        label={k('value')}
        value={end.infinite ? (side === 'left' ? '−∞' : '+∞') : end.value}
        onChange={(event) => onEnd({ value: event.currentTarget.value })}
        disabled={disabled || end.infinite}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        w={120}
      />
      <Checkbox
        label={k('infinite')}
        checked={end.infinite}
        onChange={(event) => onEnd({ infinite: event.currentTarget.checked })}
        disabled={disabled}
        size="sm"
      />
    </Stack>
  );
  return (
    <Group gap="xs" align="start" wrap="nowrap">
      {side === 'left' ? bracket : value}
      {side === 'left' ? value : bracket}
    </Group>
  );
}
