import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { LessonPart, TLessonTask } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/icons';
import { DifficultyBadge } from '../../tasks/components/difficulty-badge';

type TTaskState = { key: string; color: string; count?: number };

/**
 * Where one task stands, in words: practice counts tries until it is solved; the check tells whether
 * the first answer was right, since that is what the check result counts.
 */
function stateOf(task: TLessonTask): TTaskState {
  if (task.part === 'check') {
    if (task.first_try_correct === null) return { key: 'notAnswered', color: 'gray' };
    return task.first_try_correct
      ? { key: 'rightFirstTime', color: 'green' }
      : { key: task.solved ? 'solvedLater' : 'notRightFirstTime', color: 'orange' };
  }
  if (task.solved) return { key: 'solved', color: 'green' };
  return task.attempts > 0
    ? { key: 'tried', color: 'yellow', count: task.attempts }
    : { key: 'notStarted', color: 'gray' };
}

/**
 * The practice or check tasks of a lesson in order, each with its state. The lesson's student opens a
 * task on its own page (which links back here); a tutor or admin reads the list without links.
 */
export function LessonTaskList({
  tasks,
  part,
  lessonId,
  canSolve,
  labelledBy,
}: {
  tasks: TLessonTask[];
  part: LessonPart;
  lessonId: number;
  canSolve: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {ordered.map((task, index) => {
        const state = stateOf(task);
        const name = t(`tasks:lessons.task.${part}Name`, { number: index + 1 });
        // A tick for a solved practice task or a check task right first time; a wrong first answer
        // to a check task keeps its number, in the warning colour of its state.
        const done = part === 'check' ? task.first_try_correct === true : task.solved;
        const missed = part === 'check' && task.first_try_correct === false;
        return (
          <Paper component="li" key={task.task_id} withBorder p="sm" bg="var(--mantine-color-white)">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                variant={done ? 'filled' : 'light'}
                color={done ? 'green.8' : missed ? 'orange' : 'lagoon'}
                radius="xl"
                size={28}
                aria-hidden
              >
                {done ? (
                  <IconCheck size={16} />
                ) : (
                  <Text span fw={700} size="sm">
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                {canSolve ? (
                  <Anchor
                    component={Link}
                    to={`/tasks/${task.task_id}?lesson=${lessonId}`}
                    fw={600}
                    size="sm"
                  >
                    {name}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                )}
                <Text size="sm" c="dark.6" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {task.problem || task.title}
                </Text>
                {/* Below the text rather than beside it, so a phone keeps the whole line for the task. */}
                <Group gap={6} mt={4}>
                  <Badge color={state.color} variant="light" c="dark.7" tt="none">
                    {t(`tasks:lessons.task.state.${state.key}`, { count: state.count })}
                  </Badge>
                  <DifficultyBadge difficulty={task.difficulty} />
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
