import { Alert, Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerCheckResult, TAssignment } from '@taskas/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconAlert, IconCheck } from '../../../components/icons';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { assignmentQueryKey } from '../../assignments/api/get-assignment';
import { formatScore } from '../../assignments/components/assignment-badges';
import { useFeedbackEffects } from '../../preferences/feedback-effects';
import { answerSubmission } from '../../tasks/answer-submission';
import { submitAssignmentAnswer } from '../../tasks/api/submit-answer';
import { RunningExamTimer } from '../../tasks/components/exam-timer';
import { clearDraft, readDraft, type TDraft } from '../../tasks/drafts';

/**
 * An assignment solved in exam mode: the answers are kept here (and as drafts while autoSave is on),
 * not sent, while the student moves between the tasks; "Hand in the whole set" sends each, in the
 * assignment's order, and then every verdict shows. `visit` is told which task is on screen, so each
 * answer carries the seconds spent on its task.
 */
export function useExamSet(assignment: TAssignment, userId: number, autoSave: boolean) {
  const queryClient = useQueryClient();
  const effects = useFeedbackEffects();
  const [kept, setKept] = useState<Record<number, TDraft>>({});
  const [results, setResults] = useState<Record<number, TAnswerCheckResult>>({});
  const [handedIn, setHandedIn] = useState(false);
  const spent = useRef<Record<number, number>>({});
  const onScreen = useRef<{ taskId: number; since: number } | null>(null);

  const visit = useCallback((taskId: number | null) => {
    const now = Date.now();
    const was = onScreen.current;
    if (was) spent.current[was.taskId] = (spent.current[was.taskId] ?? 0) + (now - was.since) / 1000;
    onScreen.current = taskId === null ? null : { taskId, since: now };
  }, []);

  const place = (taskId: number) => ({ userId, taskId, assignmentId: assignment.id });
  /** The answer kept on this visit, else the draft kept on this device (after a reload). */
  const answerOf = (taskId: number): TDraft | null =>
    kept[taskId] ?? (autoSave ? readDraft(place(taskId)) : null);
  const open = assignment.tasks.filter((task) => task.status !== 'solved' && !results[task.task_id]);
  const answered = (taskId: number) => (answerOf(taskId)?.answer.trim() ?? '') !== '';
  const toSend = open.filter((task) => answered(task.task_id));

  const handIn = useMutation({
    mutationFn: async () => {
      visit(onScreen.current?.taskId ?? null);
      let failed = 0;
      for (const task of toSend) {
        const draft = answerOf(task.task_id);
        if (!draft) continue;
        try {
          const checked = await submitAssignmentAnswer(
            assignment.id,
            task.task_id,
            answerSubmission(draft, { seconds: spent.current[task.task_id] ?? 0 }),
          );
          setResults((all) => ({ ...all, [task.task_id]: checked }));
          queryClient.setQueryData(assignmentQueryKey(assignment.id), checked.assignment);
          clearDraft(place(task.task_id));
        } catch {
          // The others are still sent; this one stays kept for the next try.
          failed += 1;
        }
      }
      if (failed > 0) throw new Error(`${failed} answers could not be sent`);
    },
    onSuccess: () => {
      setHandedIn(true);
      effects.finished();
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['assignments'] });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });

  return {
    visit,
    kept,
    keep: (taskId: number, draft: TDraft) => setKept((all) => ({ ...all, [taskId]: draft })),
    answered,
    results,
    handedIn,
    /** Tasks still to answer: neither solved before nor handed in. */
    open,
    toSend,
    handIn,
  };
}

export type TExamSet = ReturnType<typeof useExamSet>;

/**
 * The exam's bar above the tasks: the clock, how many are answered, and "Hand in the whole set" (with
 * the unanswered tasks listed in its confirmation); after the hand-in, each task's verdict and the total.
 */
export function ExamSetPanel({ assignment, exam }: { assignment: TAssignment; exam: TExamSet }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [confirming, setConfirming] = useState(false);
  const unanswered = exam.open.filter((task) => !exam.answered(task.task_id));
  const position = (taskId: number) => assignment.tasks.findIndex((task) => task.task_id === taskId) + 1;

  if (exam.handedIn) {
    return (
      <Paper
        withBorder
        p={{ base: 'md', sm: 'lg' }}
        bg="var(--mantine-color-white)"
        component="section"
        aria-labelledby="exam-results"
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="exam-results">
            {t('tasks:solving.exam.resultsTitle')}
          </Title>
          <Stack
            component="ol"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="exam-results"
          >
            {assignment.tasks.map((task, index) => {
              const result = exam.results[task.task_id];
              return (
                <Group component="li" key={task.task_id} gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('tasks:assignment.taskTitle', { position: index + 1, title: task.title })}
                  </Text>
                  <ExamVerdict result={result} solvedBefore={!result && task.status === 'solved'} />
                </Group>
              );
            })}
          </Stack>
          <Text fw={600}>
            {t('tasks:assignment.score', { score: formatScore(assignment.score ?? 0, language) })}
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="exam-set"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="exam-set">
            {t('tasks:solving.exam.setTitle')}
          </Title>
          <RunningExamTimer />
        </Group>
        <Text size="sm">{t('tasks:solving.exam.setText')}</Text>
        <Text size="sm" fw={600}>
          {t('tasks:solving.exam.progress', { answered: exam.toSend.length, total: exam.open.length })}
        </Text>
        {exam.handIn.isError ? (
          <Alert color="red" icon={<IconAlert size={18} />} role="alert">
            {t('tasks:solving.exam.handInError')}
          </Alert>
        ) : null}
        <Box>
          <Button
            onClick={() => setConfirming(true)}
            loading={exam.handIn.isPending}
            disabled={exam.toSend.length === 0}
          >
            {t('tasks:solving.exam.handIn')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('tasks:solving.exam.handInTitle')}
        confirmLabel={t('tasks:solving.exam.handInConfirm')}
        busy={exam.handIn.isPending}
        onConfirm={() => exam.handIn.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        <Stack gap="sm">
          <Text>{t('tasks:solving.exam.handInText')}</Text>
          {unanswered.length > 0 ? (
            <div>
              <Text fw={600} id="exam-unanswered">
                {t('tasks:solving.exam.unanswered', { count: unanswered.length })}
              </Text>
              <List aria-labelledby="exam-unanswered" size="sm">
                {unanswered.map((task) => (
                  <List.Item key={task.task_id}>
                    {t('tasks:assignment.taskTitle', { position: position(task.task_id), title: task.title })}
                  </List.Item>
                ))}
              </List>
            </div>
          ) : (
            <Text>{t('tasks:solving.exam.allAnswered')}</Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}

function ExamVerdict({ result, solvedBefore }: { result?: TAnswerCheckResult; solvedBefore: boolean }) {
  const { t } = useTranslation();
  if (solvedBefore)
    return (
      <Badge color="green" variant="light" c="dark.7">
        {t('tasks:assignment.taskStatus.solved')}
      </Badge>
    );
  if (!result) {
    return (
      <Badge color="gray" variant="light" c="dark.7" style={{ flexShrink: 0 }}>
        {t('tasks:solving.exam.verdict.unanswered')}
      </Badge>
    );
  }
  if (result.attempt_id === null) {
    return (
      <Badge color="yellow" variant="light" c="dark.7" style={{ flexShrink: 0 }}>
        {t('tasks:solving.exam.verdict.notCounted')}
      </Badge>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        color={result.is_correct ? 'green' : 'red'}
        variant="light"
        c="dark.7"
        leftSection={result.is_correct ? <IconCheck size={12} /> : <IconAlert size={12} />}
        style={{ flexShrink: 0 }}
      >
        {t(result.is_correct ? 'tasks:solving.exam.verdict.correct' : 'tasks:solving.exam.verdict.incorrect')}
      </Badge>
      <Text size="xs" c="dark.6">
        {t('tasks:assignment.taskScore', { score: result.score })}
      </Text>
    </Group>
  );
}
