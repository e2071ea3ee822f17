import { Alert, Anchor, Button, Flex, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCalendarDue,
  IconClockExclamation,
  IconPencil,
} from '@tabler/icons-react';
import type { TAssignmentSummary } from '@taskas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconTasks } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { showToast } from '../../../components/toast';
import { UnstyledList } from '../../../components/unstyled-list';
import { messageForError } from '../../../lib/forms/field-error';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCancelAssignment } from '../api/assignment-actions';
import { useAssignments } from '../api/get-assignments';
import { AssignmentProgress, AssignmentStatusBadge, ScoreText } from './assignment-badges';
import { formatDueAt } from './due-date';
import { EditAssignmentModal } from './edit-assignment-modal';
import { formatTimeLeft } from './time-left';

const PAGE_SIZE = 10;

/** "Now", moved on every minute, so the time left stays true while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The tutor's assignments to one student, whatever their status, the latest due first (what was just
 * given on top, the history below), paged. Each one links to its read-only page; an open or past-due
 * one can be edited (title, instructions, due time, order of its tasks) or cancelled.
 */
export function StudentAssignmentsPanel({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const now = useMinuteClock();
  const assignments = useAssignments({
    student_id: studentId,
    status: 'all',
    order: 'desc',
    page,
    per_page: PAGE_SIZE,
  });
  const pages = assignments.data?.pagination.pages ?? 1;
  // A page that no longer exists (fewer assignments than when it was chosen): the last one there is.
  useEffect(() => {
    if (page > 1 && page > pages) setPage(Math.max(1, pages));
  }, [page, pages]);

  if (assignments.isPending) return <ListSkeleton rows={3} />;
  if (assignments.isError) {
    return <QueryErrorPanel title={t('tasks:assignment.listLoadError')} query={assignments} />;
  }
  const items = assignments.data.data;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('tasks:manage.emptyTitle')}
        description={t('tasks:manage.emptyText')}
        actions={
          <Button
            component={Link}
            to={`/tutor/students/${studentId}/assign`}
            leftSection={<IconTasks size={16} />}
          >
            {t('tasks:manage.assign')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <UnstyledList
        gap="sm"
        label={t('tasks:manage.listLabel')}
        aria-busy={assignments.isPlaceholderData || undefined}
      >
        {items.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} now={now} />
        ))}
      </UnstyledList>
      <PageNav label={t('tasks:manage.pagesLabel')} page={page} pages={pages} onChange={setPage} />
    </Stack>
  );
}

function AssignmentRow({ assignment, now }: { assignment: TAssignmentSummary; now: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const titleLink = useRef<HTMLAnchorElement>(null);
  const justCancelled = useRef(false);
  const { status, title } = assignment;
  const active = status === 'open' || status === 'past_due';
  const overdue = status === 'past_due';

  // The Cancel button is gone once it is cancelled: the keyboard goes on from the assignment's title.
  useEffect(() => {
    if (status === 'cancelled' && justCancelled.current) {
      justCancelled.current = false;
      titleLink.current?.focus();
    }
  }, [status]);

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      bg="var(--mantine-color-white)"
      style={overdue ? { borderColor: 'var(--mantine-color-red-6)', borderLeftWidth: 4 } : undefined}
    >
      <Grid gap={{ base: 'sm', md: 'lg' }} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Anchor
                component={Link}
                to={`/student/assignments/${assignment.id}`}
                ref={titleLink}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {title}
              </Anchor>
              <AssignmentStatusBadge status={status} />
            </Group>
            <Group gap={6} wrap="nowrap" align="flex-start" c={overdue ? 'red.8' : 'dark.6'}>
              <IconCalendarDue size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="inherit" fw={overdue ? 600 : undefined}>
                {t('tasks:assignment.due', { date: formatDueAt(assignment.due_at, language) })}
                {active ? ` · ${formatTimeLeft(assignment.due_at, t, now)}` : null}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
          <AssignmentProgress assignment={assignment} size="sm" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
          <Stack gap={2}>
            {assignment.score === null ? (
              <Text size="sm" c="dark.6">
                {t('tasks:manage.noScore')}
              </Text>
            ) : (
              <ScoreText score={assignment.score} />
            )}
            {assignment.late_attempts > 0 ? (
              <Group gap={4} wrap="nowrap" align="flex-start" c="apricot.8">
                <IconClockExclamation size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="xs" c="inherit">
                  {t('tasks:manage.late', { count: assignment.late_attempts })}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Grid.Col>
        {active ? (
          <Grid.Col span={{ base: 12, md: 3 }}>
            {/* Beside the figures on a wide screen, one under the other; a row of their own below. */}
            <Flex
              direction={{ base: 'row', md: 'column' }}
              gap="xs"
              justify={{ base: 'flex-end', md: 'center' }}
              align={{ base: 'center', md: 'flex-end' }}
              wrap="wrap"
            >
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
                aria-label={t('tasks:manage.editLabel', { title })}
              >
                {t('tasks:manage.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="compact-sm"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setCancelling(true)}
                aria-label={t('tasks:manage.cancelLabel', { title })}
              >
                {t('tasks:manage.cancel')}
              </Button>
            </Flex>
          </Grid.Col>
        ) : null}
      </Grid>
      <EditAssignmentModal assignment={assignment} opened={editing} onClose={() => setEditing(false)} />
      <CancelAssignmentDialog
        assignment={assignment}
        opened={cancelling}
        onClose={() => setCancelling(false)}
        onCancelled={() => {
          justCancelled.current = true;
          setCancelling(false);
        }}
      />
    </Paper>
  );
}

/** "Cancel this assignment?" with what it means for the student; the server's refusal stays in view. */
function CancelAssignmentDialog({
  assignment,
  opened,
  onClose,
  onCancelled,
}: {
  assignment: TAssignmentSummary;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelAssignment(assignment.id);
  const failure = cancel.isError ? messageForError(cancel.error) : null;
  return (
    <ConfirmDialog
      opened={opened}
      title={t('tasks:manage.cancelTitle')}
      confirmLabel={t('tasks:manage.cancelConfirm')}
      cancelLabel={t('tasks:manage.keep')}
      busy={cancel.isPending}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: (cancelled) => {
            showToast(t, 'teal', t('tasks:manage.cancelled', { title: cancelled.title }));
            cancel.reset();
            onCancelled();
          },
        })
      }
    >
      <Stack gap="sm">
        <Text>{t('tasks:manage.cancelText', { title: assignment.title })}</Text>
        {failure ? (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            title={t('tasks:manage.cancelFailed')}
          >
            {t(failure.key, failure.values)}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
