import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { AssignmentStatus, AssignmentTaskStatus, TAssignmentSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

// Dark text on the light tints: their own shades are too pale to read (axe: color-contrast).
const STATUS_COLORS: Record<AssignmentStatus, string> = {
  open: 'blue',
  completed: 'green',
  past_due: 'red',
  cancelled: 'gray',
};

/** Open, completed, overdue or cancelled. An open-ended past-due assignment reads "Overdue" in red. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      // Filled red needs its darker shade under white text (axe: color-contrast).
      color={status === 'past_due' ? 'red.8' : STATUS_COLORS[status]}
      variant={status === 'past_due' ? 'filled' : 'light'}
      c={status === 'past_due' ? 'white' : 'dark.7'}
      style={{ flexShrink: 0 }}
    >
      {t(`tasks:assignment.status.${status}`)}
    </Badge>
  );
}

const TASK_COLORS: Record<AssignmentTaskStatus, string> = {
  not_started: 'gray',
  attempted: 'yellow',
  solved: 'green',
};

export function TaskStatusBadge({ status }: { status: AssignmentTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={TASK_COLORS[status]} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
      {t(`tasks:assignment.taskStatus.${status}`)}
    </Badge>
  );
}

/** A score of 0–100 as the user's language writes it: "66,7" / "66.7". */
export function formatScore(score: number, language: ReturnType<typeof currentLanguage>): string {
  return formatNumber(score, language, { maximumFractionDigits: 1 });
}

/** "3 of 5 solved" with a bar; the bar is named by the same words. */
export function AssignmentProgress({
  assignment,
  size = 'md',
}: {
  assignment: Pick<TAssignmentSummary, 'tasks_solved' | 'tasks_total' | 'status'>;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { tasks_solved: solved, tasks_total: total } = assignment;
  const label = t('tasks:assignment.progress', { solved, count: total });
  const percent = total > 0 ? (solved / total) * 100 : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size={size === 'sm' ? 'xs' : 'sm'} fw={500}>
          {label}
        </Text>
      </Group>
      <Progress
        value={percent}
        size={size === 'sm' ? 'sm' : 'lg'}
        radius="xl"
        color={solved === total && total > 0 ? 'green' : assignment.status === 'past_due' ? 'red' : 'lagoon'}
        aria-label={label}
      />
    </Stack>
  );
}

export function ScoreText({ score }: { score: number | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (score === null) return null;
  return (
    <Text size="sm" fw={600}>
      {t('tasks:assignment.score', { score: formatScore(score, language) })}
    </Text>
  );
}
