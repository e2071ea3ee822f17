import { ActionIcon, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { DIFFICULTIES, type Difficulty, type TTaskSummary } from '@taskas/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DifficultyBadge } from '../../tasks/components/difficulty-badge';

/** A task as the list shows it: a bank task, or one already in an assignment (its id as `id`). */
export type TOrderedTask = Pick<TTaskSummary, 'id' | 'title' | 'problem'> & { difficulty: string };

const isDifficulty = (value: string): value is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value);

/**
 * The chosen bank tasks in the order the student will get them: move up, move down, and remove when
 * `onRemove` is given. After a move the focus stays on the same button of the moved task, so the
 * keyboard can keep moving it.
 */
export function ChosenTaskList({
  tasks,
  onMove,
  onRemove,
  label,
}: {
  tasks: readonly TOrderedTask[];
  onMove: (index: number, to: number) => void;
  onRemove?: (index: number) => void;
  /** The list's name; "Chosen tasks in order" unless given. */
  label?: string;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);

  const move = (index: number, to: number, control: 'up' | 'down') => {
    onMove(index, to);
    // After React has drawn the new order: the moved task's button, or the other one at an end.
    requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${control}"]:not(:disabled)`);
      (same ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    });
  };

  const remove = (index: number) => {
    onRemove?.(index);
    requestAnimationFrame(() => {
      const rows = list.current?.children;
      const next = rows?.[Math.min(index, rows.length - 1)];
      next?.querySelector<HTMLButtonElement>('[data-remove]')?.focus();
    });
  };

  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tasks:assign.bank.noneChosen')}
      </Text>
    );
  }
  return (
    <Stack
      component="ol"
      ref={list}
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label ?? t('tasks:assign.bank.chosenLabel')}
    >
      {tasks.map((task, index) => (
        <Paper component="li" key={task.id} withBorder p="xs" bg="var(--mantine-color-white)">
          <Group gap="xs" wrap="nowrap" align="center">
            <Badge variant="light" circle size="lg" aria-hidden>
              {index + 1}
            </Badge>
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {task.title}
              </Text>
              {task.problem ? (
                <Text size="xs" c="dark.6" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                  {task.problem}
                </Text>
              ) : null}
            </Stack>
            {isDifficulty(task.difficulty) ? (
              <Box visibleFrom="sm">
                <DifficultyBadge difficulty={task.difficulty} />
              </Box>
            ) : null}
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                data-move="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
                aria-label={t('tasks:assign.bank.moveUp', { title: task.title })}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                data-move="down"
                disabled={index === tasks.length - 1}
                onClick={() => move(index, index + 1, 'down')}
                aria-label={t('tasks:assign.bank.moveDown', { title: task.title })}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              {onRemove ? (
                <ActionIcon
                  variant="default"
                  size="lg"
                  c="red.8"
                  data-remove
                  onClick={() => remove(index)}
                  aria-label={t('tasks:assign.bank.remove', { title: task.title })}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
