import { Group, Paper, Text } from '@mantine/core';
import type { TTaskSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/link-card.module.css';
import { DifficultyBadge } from './difficulty-badge';
import { CheckBadge, GradeBadge } from './task-badges';

/** One task of the list: a link to it with its title, the start of its problem, topic, difficulty, grade and whether it is solved. */
export function TaskCard({ task }: { task: TTaskSummary }) {
  const { t } = useTranslation();
  return (
    <Paper
      component={Link}
      to={`/tasks/${task.id}`}
      withBorder
      p="md"
      bg="var(--mantine-color-white)"
      className={classes.card}
      style={{ display: 'block', height: '100%' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {task.title}
        </Text>
        {task.completed ? <CheckBadge>{t('tasks:list.completedMark')}</CheckBadge> : null}
      </Group>
      {task.problem ? (
        // Tasks of one skill share a title; the start of the problem tells them apart.
        <Text size="sm" mt={6} lineClamp={2}>
          {task.problem}
        </Text>
      ) : null}
      {task.topic ? (
        <Text size="sm" c="dimmed" mt={4}>
          {task.subtopic && task.subtopic !== task.topic ? `${task.topic} · ${task.subtopic}` : task.topic}
        </Text>
      ) : null}
      <Group gap="xs" mt="sm">
        <DifficultyBadge difficulty={task.difficulty} />
        {task.grade !== null ? <GradeBadge grade={task.grade} /> : null}
      </Group>
    </Paper>
  );
}
