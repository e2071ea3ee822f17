import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import type { TAssignmentSummary } from '@taskas/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconTasks } from '../../../components/icons';
import classes from '../../../components/link-card.module.css';
import { ListSkeleton } from '../../../components/list-skeleton';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useAssignments } from '../../assignments/api/get-assignments';
import { AssignmentProgress, AssignmentStatusBadge } from '../../assignments/components/assignment-badges';
import { formatDueShort } from '../../assignments/components/due-date';
import { formatTimeLeft } from '../../assignments/components/time-left';

/** What is still to do: open assignments, and past-due ones with tasks left (late work is still taken). */
export function toDo(assignments: readonly TAssignmentSummary[]): TAssignmentSummary[] {
  return assignments
    .filter(
      (item) =>
        item.status === 'open' || (item.status === 'past_due' && item.tasks_solved < item.tasks_total),
    )
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
}

/** The student's assignments to do, soonest due first, each with its progress, linking to its page. */
export function AssignmentList() {
  const { t } = useTranslation();
  const assignments = useAssignments({ status: 'active', per_page: 100 });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  if (assignments.isPending) return <ListSkeleton rows={2} />;
  if (assignments.isError)
    return <QueryErrorPanel title={t('tasks:assignment.listLoadError')} query={assignments} />;
  const items = toDo(assignments.data.data);
  if (items.length === 0) {
    return (
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('home:student.noAssignmentsTitle')}
        description={t('home:student.noAssignmentsText')}
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('tasks:assignment.listLabel')}
    >
      {items.map((assignment) => (
        <li key={assignment.id}>
          <AssignmentCard assignment={assignment} now={now} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function AssignmentCard({ assignment, now }: { assignment: TAssignmentSummary; now: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const overdue = assignment.status === 'past_due';
  return (
    <Paper
      component={Link}
      to={`/student/assignments/${assignment.id}`}
      withBorder
      p="md"
      bg="var(--mantine-color-white)"
      className={classes.card}
      style={{
        display: 'block',
        height: '100%',
        borderColor: overdue ? 'var(--mantine-color-red-6)' : undefined,
        borderLeftWidth: overdue ? 4 : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {assignment.title}
          </Text>
          {overdue ? <AssignmentStatusBadge status="past_due" /> : null}
        </Group>
        <Text size="sm" c="dark.6">
          {t('tasks:assignment.from', { name: fullName(assignment.tutor) })}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start" c={overdue ? 'red.8' : 'dark.7'}>
          <IconCalendarDue size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={overdue ? 600 : 500} c="inherit">
            {t('tasks:assignment.dueShort', { date: formatDueShort(assignment.due_at, language) })}
            {' · '}
            {formatTimeLeft(assignment.due_at, t, now)}
          </Text>
        </Group>
        <AssignmentProgress assignment={assignment} size="sm" />
      </Stack>
    </Paper>
  );
}
