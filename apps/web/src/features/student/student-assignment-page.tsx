import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBan,
  IconCalendarDue,
  IconCheck,
  IconClockExclamation,
  IconConfetti,
  IconEye,
} from '@tabler/icons-react';
import type { TAnswerCheckResult, TAssignment, TAssignmentTask } from '@taskas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconArrowLeft, IconCompass } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { ApiError } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n/i18n';
import { fullName } from '../../lib/people/full-name';
import { useAssignment, useAssignmentTask } from '../assignments/api/get-assignment';
import {
  AssignmentProgress,
  AssignmentStatusBadge,
  formatScore,
  TaskStatusBadge,
} from '../assignments/components/assignment-badges';
import { formatDueAt } from '../assignments/components/due-date';
import { formatTimeLeft } from '../assignments/components/time-left';
import { useCurrentUser } from '../auth/auth-context';
import { AssignmentLessonCard } from '../lessons/components/assignment-lesson-card';
import { useFeedbackEffects } from '../preferences/feedback-effects';
import { usePreferences } from '../preferences/use-preferences';
import { TaskSolver } from '../tasks/components/task-solver';
import { ExamSetPanel, type TExamSet, useExamSet } from './components/exam-set';
import classes from './student-assignment-page.module.css';

/** Re-renders every `ms` so "time left" stays true while the page is open. */
function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * /student/assignments/{id}: the assignment's title, instructions, due time and time left, the tutor,
 * the tasks in order with their state, each solved here with the task page's solver, and the score when
 * it is finished. A tutor or admin sees the same read-only.
 */
export default function StudentAssignmentPage() {
  const { t } = useTranslation();
  const { assignmentId = '' } = useParams();
  const id = Number(assignmentId);
  const assignment = useAssignment(id);
  // The study mode decides how the tasks are solved (exam mode hands them in together).
  const preferences = usePreferences();
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    (assignment.error instanceof ApiError && [403, 404].includes(assignment.error.status));

  if (notFound) {
    return (
      <Page title={t('tasks:assignment.unavailableTitle')} size="md">
        <EmptyPanel
          icon={<IconCompass size={28} />}
          description={t('tasks:assignment.unavailableText')}
          actions={<BackToDashboard />}
        />
      </Page>
    );
  }
  if (assignment.isPending || preferences.isLoading) {
    return (
      <Page title={t('tasks:assignment.pageTitle', { id: assignmentId })} size="md">
        <ListSkeleton rows={5} />
      </Page>
    );
  }
  if (assignment.isError) {
    return (
      <Page
        title={t('tasks:assignment.pageTitle', { id: assignmentId })}
        size="md"
        actions={<BackToDashboard />}
      >
        <QueryErrorPanel title={t('tasks:assignment.loadError')} query={assignment} />
      </Page>
    );
  }
  return <AssignmentView assignment={assignment.data} />;
}

function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/student-dashboard"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('tasks:assignment.backToDashboard')}
    </Button>
  );
}

function AssignmentView({ assignment }: { assignment: TAssignment }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const user = useCurrentUser();
  const { preferences } = usePreferences();
  const effects = useFeedbackEffects();
  const now = useNow();
  const readOnly = user.id !== assignment.student.id;
  const cancelled = assignment.status === 'cancelled';
  const pastDue = assignment.status === 'past_due';
  const allSolved = assignment.tasks_total > 0 && assignment.tasks_solved === assignment.tasks_total;
  const finished = assignment.status === 'completed' || allSolved;
  const canSolve = !readOnly && !cancelled;
  const examSet = useExamSet(assignment, user.id, preferences.autoSave);
  // Exam mode: answers are kept until the whole set is handed in (then its verdicts stay on screen).
  const exam = preferences.studyMode === 'exam' && canSolve && (!finished || examSet.handedIn);

  // The task on screen: the one chosen, else the first not yet solved.
  const [chosen, setChosen] = useState<number | null>(null);
  const firstOpen = assignment.tasks.find((task) => task.status !== 'solved')?.task_id ?? null;
  const current = canSolve ? (chosen ?? firstOpen) : null;
  const solverHeading = useRef<HTMLHeadingElement>(null);
  const finishedPanel = useRef<HTMLDivElement>(null);
  const { visit } = examSet;
  useEffect(() => {
    if (exam) visit(current);
  }, [exam, current, visit]);

  const open = (taskId: number) => {
    setChosen(taskId);
    requestAnimationFrame(() => {
      solverHeading.current?.focus();
      solverHeading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };

  const onAnswered = (taskId: number, result: TAnswerCheckResult) => {
    // Keep the answered task on screen (with its feedback) even once it is solved.
    setChosen(taskId);
    const after = 'assignment' in result ? (result.assignment as TAssignment) : null;
    const completed = after !== null && after.tasks_total > 0 && after.tasks_solved === after.tasks_total;
    // One celebration for a solved task, or for the assignment it completed.
    if (result.is_correct || completed) effects.finished();
    if (completed) requestAnimationFrame(() => finishedPanel.current?.focus());
  };

  const back = readOnly ? (
    <Button
      component={Link}
      to={`/tutor/students/${assignment.student.id}`}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('tasks:assignment.toStudent')}
    </Button>
  ) : (
    <BackToDashboard />
  );

  return (
    <Page
      title={assignment.title}
      subtitle={t('tasks:assignment.from', { name: fullName(assignment.tutor) })}
      size="md"
      actions={back}
    >
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Box c={pastDue ? 'red.8' : 'lagoon.8'} mt={2}>
                  <IconCalendarDue size={22} aria-hidden />
                </Box>
                <div>
                  <Text fw={600}>
                    {t('tasks:assignment.due', { date: formatDueAt(assignment.due_at, language) })}
                  </Text>
                  {cancelled || finished ? null : (
                    <Text size="sm" c={pastDue ? 'red.8' : 'dark.6'} fw={pastDue ? 600 : undefined}>
                      {formatTimeLeft(assignment.due_at, t, now)}
                    </Text>
                  )}
                </div>
              </Group>
              <AssignmentStatusBadge status={assignment.status} />
            </Group>
            <AssignmentProgress assignment={assignment} />
            {assignment.score !== null ? (
              <Text size="sm">
                {t('tasks:assignment.score', { score: formatScore(assignment.score, language) })}
              </Text>
            ) : null}
          </Stack>
        </Paper>

        {readOnly ? (
          <Alert
            color="blue"
            icon={<IconEye size={18} aria-hidden />}
            title={t('tasks:assignment.readOnlyTitle')}
          >
            {t('tasks:assignment.readOnlyText', { name: fullName(assignment.student) })}
          </Alert>
        ) : null}
        {cancelled ? (
          <Alert
            color="gray"
            icon={<IconBan size={18} aria-hidden />}
            title={t('tasks:assignment.cancelledTitle')}
            classNames={{ title: classes.alertTitle }}
          >
            {t('tasks:assignment.cancelledText')}
          </Alert>
        ) : null}
        {pastDue && !finished ? (
          <Alert
            color="red"
            icon={<IconClockExclamation size={18} aria-hidden />}
            title={t('tasks:assignment.pastDueTitle')}
            classNames={{ title: classes.alertTitle }}
          >
            {t(readOnly ? 'tasks:assignment.pastDueTutorText' : 'tasks:assignment.pastDueText')}
          </Alert>
        ) : null}
        {finished && !cancelled ? (
          <Paper
            ref={finishedPanel}
            tabIndex={-1}
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            className={classes.finished}
            role="status"
            aria-labelledby="assignment-finished"
          >
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Box c="green.8">
                <IconConfetti size={32} aria-hidden />
              </Box>
              <Stack gap={4}>
                <Title order={2} fz="lg" id="assignment-finished">
                  {t(readOnly ? 'tasks:assignment.finishedTutorTitle' : 'tasks:assignment.finishedTitle')}
                </Title>
                <Text fw={600} fz="lg">
                  {t('tasks:assignment.score', { score: formatScore(assignment.score ?? 0, language) })}
                </Text>
                <Text size="sm">
                  {t(pastDue ? 'tasks:assignment.finishedLateText' : 'tasks:assignment.finishedText')}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ) : null}

        {exam ? <ExamSetPanel assignment={assignment} exam={examSet} /> : null}

        {assignment.instructions.trim() ? (
          <Paper
            withBorder
            p={{ base: 'md', sm: 'lg' }}
            bg="var(--mantine-color-white)"
            component="section"
            aria-labelledby="assignment-instructions"
          >
            <Title order={2} fz="lg" id="assignment-instructions" mb="xs">
              {t('tasks:assignment.instructions')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {assignment.instructions}
            </Text>
          </Paper>
        ) : null}

        {assignment.lesson ? <AssignmentLessonCard lesson={assignment.lesson} readOnly={readOnly} /> : null}

        <Box component="section" aria-labelledby="assignment-tasks">
          <Title order={2} fz="lg" id="assignment-tasks" mb="sm">
            {t('tasks:assignment.tasksTitle')}
          </Title>
          <Stack
            component="ol"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="assignment-tasks"
          >
            {assignment.tasks.map((task, index) => (
              <TaskRow
                key={task.task_id}
                task={task}
                index={index}
                current={task.task_id === current}
                canSolve={canSolve}
                kept={exam && !examSet.handedIn && task.status !== 'solved' && examSet.answered(task.task_id)}
                onOpen={() => open(task.task_id)}
              />
            ))}
          </Stack>
        </Box>

        {current !== null ? (
          <SolverPanel
            key={current}
            assignment={assignment}
            taskId={current}
            headingRef={solverHeading}
            onAnswered={(result) => onAnswered(current, result)}
            onNext={open}
            examSet={exam ? examSet : undefined}
          />
        ) : null}
      </Stack>
    </Page>
  );
}

function TaskRow({
  task,
  index,
  current,
  canSolve,
  kept,
  onOpen,
}: {
  task: TAssignmentTask;
  index: number;
  current: boolean;
  canSolve: boolean;
  /** Exam mode: an answer is kept for the hand-in. */
  kept: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const content = (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon
        variant={task.status === 'solved' ? 'filled' : 'light'}
        color={task.status === 'solved' ? 'green.8' : 'lagoon'}
        radius="xl"
        size={28}
        aria-hidden
      >
        {task.status === 'solved' ? (
          <IconCheck size={16} />
        ) : (
          <Text span fw={700} size="sm">
            {index + 1}
          </Text>
        )}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('tasks:assignment.taskTitle', { position: index + 1, title: task.title })}
        </Text>
        {task.problem ? (
          <Text size="xs" c="dark.6" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {task.problem}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4} align="flex-end">
        {kept ? (
          <Badge color="grape" variant="light" c="dark.7" style={{ flexShrink: 0 }}>
            {t('tasks:solving.exam.answeredMark')}
          </Badge>
        ) : (
          <TaskStatusBadge status={task.status} />
        )}
        {task.score !== null ? (
          <Text size="xs" c="dark.6">
            {t('tasks:assignment.taskScore', { score: task.score })}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
  return (
    <Paper
      component="li"
      withBorder
      bg={current ? 'lagoon.0' : 'var(--mantine-color-white)'}
      className={classes.row}
    >
      {canSolve ? (
        <UnstyledButton
          onClick={onOpen}
          p="sm"
          w="100%"
          className={classes.rowButton}
          aria-current={current ? 'step' : undefined}
        >
          {content}
        </UnstyledButton>
      ) : (
        <Box p="sm">{content}</Box>
      )}
    </Paper>
  );
}

function SolverPanel({
  assignment,
  taskId,
  headingRef,
  onAnswered,
  onNext,
  examSet,
}: {
  assignment: TAssignment;
  taskId: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAnswered: (result: TAnswerCheckResult) => void;
  onNext: (taskId: number) => void;
  /** Exam mode: the answers kept for the hand-in. */
  examSet?: TExamSet;
}) {
  const { t } = useTranslation();
  const view = useAssignmentTask(assignment.id, taskId);
  const [late, setLate] = useState(false);
  const index = assignment.tasks.findIndex((task) => task.task_id === taskId);
  const state = assignment.tasks[index];
  // The next task not yet solved after this one in the assignment's order, else any before it.
  const next =
    assignment.tasks.slice(index + 1).find((task) => task.status !== 'solved') ??
    assignment.tasks.slice(0, index).find((task) => task.status !== 'solved');

  return (
    <Box component="section" aria-labelledby="assignment-solver">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="assignment-solver" ref={headingRef} tabIndex={-1}>
          {t('tasks:assignment.solverTitle', {
            position: index + 1,
            total: assignment.tasks_total,
            title: state?.title ?? '',
          })}
        </Title>
        {(state?.status === 'solved' || (examSet && !examSet.handedIn)) && next ? (
          <Button
            rightSection={<IconArrowRight size={16} aria-hidden />}
            onClick={() => onNext(next.task_id)}
          >
            {t('tasks:assignment.nextTask')}
          </Button>
        ) : null}
      </Group>
      {late ? (
        <Alert color="yellow" icon={<IconClockExclamation size={18} aria-hidden />} mb="md" role="status">
          {t('tasks:assignment.lateAnswer')}
        </Alert>
      ) : null}
      {view.isPending ? (
        <ListSkeleton rows={4} />
      ) : view.isError ? (
        <QueryErrorPanel title={t('tasks:assignment.taskLoadError')} query={view} />
      ) : (
        <TaskSolver
          key={taskId}
          task={view.data.task}
          assignmentId={assignment.id}
          onAnswered={(result) => {
            setLate('late' in result && result.late === true);
            onAnswered(result);
          }}
          examSet={
            examSet
              ? {
                  kept: examSet.kept[taskId],
                  onKeep: (draft) => examSet.keep(taskId, draft),
                  handedIn: examSet.handedIn || examSet.results[taskId] !== undefined,
                  result: examSet.results[taskId] ?? null,
                }
              : undefined
          }
        />
      )}
    </Box>
  );
}
