import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type {
  Language,
  TAnswerCheckResult,
  THintResponse,
  TRevealedSolution,
  TTaskDetail,
} from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconBook, IconCheck, IconClock, IconSparkles } from '../../../components/icons';
import { formatCountdown, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useGenerateTask } from '../api/generate-task';
import { useSubmitAnswer } from '../api/submit-answer';
import { useNextHint } from '../api/take-hint';
import { AnswerInput, MathText, type TAnswerFormat } from '../inputs';
import { DifficultyBadge } from './difficulty-badge';
import { SimilarTasks } from './similar-tasks';
import { SolutionSteps } from './solution-steps';
import { CheckBadge, GradeBadge } from './task-badges';
import { useElapsedSeconds } from './use-elapsed-seconds';
import { WorkCheck } from './work-check';

/** Keys of the checker's plain verdicts; any other `feedback_key` names a mistake. */
const PLAIN_VERDICTS = new Set(['correct', 'incorrect']);

/** One rung of the hint ladder as the page lists it. */
type TShownHint = { level: number; text: string; isFinal: boolean };

/**
 * Solving one task: the question, the answer input and working area, feedback with the named
 * mistake, the hint ladder, the earned solution and similar tasks. `onOpenTask` shows another task
 * (after "show me another"): the page navigates, the task modal swaps its task.
 *
 * Inside an assignment (`assignmentId`) answers go to that assignment, `onAnswered` hears each checked
 * answer, and the ways out of the assignment ("show me another", similar tasks) are left out.
 */
export function TaskSolver({
  task,
  onOpenTask,
  assignmentId,
  onAnswered,
}: {
  task: TTaskDetail;
  onOpenTask?: (id: number) => void;
  assignmentId?: number;
  onAnswered?: (result: TAnswerCheckResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const submit = useSubmitAnswer(task.id, assignmentId);
  const inAssignment = assignmentId !== undefined;
  const hint = useNextHint(task.id);
  const another = useGenerateTask();

  const [answer, setAnswer] = useState('');
  const [inputFormat, setInputFormat] = useState<TAnswerFormat>('text');
  const [work, setWork] = useState('');
  const [result, setResult] = useState<TAnswerCheckResult | null>(null);
  const [hints, setHints] = useState<THintResponse[]>([]);
  const solved = result?.is_correct === true;
  const seconds = useElapsedSeconds(!solved);

  const lastHint = hints.at(-1);
  const hintsUsed = Math.max(task.hints_used, lastHint?.hints_used ?? 0, result?.hints_used ?? 0);
  const hintsLeft = !lastHint?.is_final && (task.hints_total === 0 || hintsUsed < task.hints_total);
  // Hints taken on an earlier visit first, then this visit's.
  const shownHints: TShownHint[] = [
    ...task.hints_shown.map((text, index) => ({ level: index + 1, text, isFinal: false })),
    ...hints
      .filter((item) => item.level > task.hints_shown.length)
      .map((item) => ({
        level: item.level,
        // The last rung is the worked solution, shown in full below.
        text: item.is_final && item.solution ? t('tasks:solve.finalHint') : item.hint,
        isFinal: item.is_final,
      })),
  ];
  const translation = task.translations.find((link) => link.language === language);
  const solution = result?.solution ?? lastHint?.solution ?? earnedSolution(task);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim() === '') return;
    submit.mutate(
      {
        answer,
        hints_used: hintsUsed,
        time_spent: seconds,
        input_format: inputFormat,
        work_shown: work.trim() === '' ? undefined : work,
      },
      {
        onSuccess: (checked) => {
          setResult(checked);
          onAnswered?.(checked);
        },
      },
    );
  };

  const showAnother = () =>
    another.mutate(
      {
        topic: task.skill_id ?? task.topic_id ?? task.topic ?? task.category,
        difficulty: task.difficulty,
        grade: task.grade !== null && task.grade >= 5 ? task.grade : undefined,
      },
      { onSuccess: (next) => onOpenTask?.(next.id) },
    );

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <DifficultyBadge difficulty={task.difficulty} />
        {task.grade !== null ? <GradeBadge grade={task.grade} /> : null}
        {task.completed || solved ? <CheckBadge>{t('tasks:list.completedMark')}</CheckBadge> : null}
        <Badge color="gray.7" variant="outline" leftSection={<IconClock size={12} />}>
          <VisuallyHidden>{t('tasks:solve.timeSpent')} </VisuallyHidden>
          {formatCountdown(seconds)}
        </Badge>
      </Group>

      {task.language !== language ? (
        <Alert color="blue" variant="light" icon={<IconBook size={18} />}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t(`tasks:solve.inLanguage.${task.language}`)}</Text>
            {translation ? (
              <Button component={Link} to={`/tasks/${translation.id}`} size="xs" variant="white">
                {t('tasks:solve.openTranslation')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('tasks:solve.questionTitle')}
          </Title>
          <MathText
            text={task.content.question.text}
            format={task.content.question.format}
            fz="lg"
            component="div"
            data-testid="task-question"
          />
          {task.content.question.image_url ? (
            <Image
              src={task.content.question.image_url}
              alt={task.content.question.alt_text ?? ''}
              maw={480}
              radius="sm"
            />
          ) : null}

          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <AnswerInput
                task={task}
                value={answer}
                onChange={(value, format) => {
                  setAnswer(value);
                  setInputFormat(format);
                }}
                disabled={solved}
              />
              <Textarea
                label={t('tasks:solve.workLabel')}
                description={t('tasks:solve.workHelp')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={work}
                onChange={(event) => setWork(event.currentTarget.value)}
                disabled={solved}
                rows={3}
                resize="vertical"
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              {submit.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('feedback:submitError')}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button type="submit" loading={submit.isPending} disabled={solved || answer.trim() === ''}>
                  {t('tasks:solve.submit')}
                </Button>
                <Button
                  variant="light"
                  leftSection={<IconSparkles size={16} />}
                  onClick={() => hint.mutate(undefined, { onSuccess: (h) => setHints((all) => [...all, h]) })}
                  loading={hint.isPending}
                  disabled={!hintsLeft || solved}
                >
                  {t('tasks:solve.hint')}
                </Button>
                {inAssignment || !onOpenTask ? null : (
                  <Button variant="default" onClick={showAnother} loading={another.isPending}>
                    {t('tasks:solve.another')}
                  </Button>
                )}
              </Group>
              {!hintsLeft && !solved ? (
                <Text size="sm" c="dimmed">
                  {t('tasks:solve.noHintsLeft')}
                </Text>
              ) : null}
              {hint.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('tasks:solve.hintError')}
                </Alert>
              ) : null}
              {another.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('tasks:solve.anotherError')}
                </Alert>
              ) : null}
            </Stack>
          </form>
        </Stack>
      </Paper>

      {result ? <AnswerFeedback result={result} language={language} /> : null}
      {result?.work_check ? <WorkCheck check={result.work_check} /> : null}

      {shownHints.length > 0 ? (
        <Paper withBorder p="md" bg="var(--mantine-color-white)" component="section" aria-labelledby="hints">
          <Title order={2} id="hints" fz="lg" mb="sm">
            {t('tasks:solve.hintsTitle')}
          </Title>
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="hints">
            {shownHints.map((item) => (
              <Text component="li" key={item.level} style={{ whiteSpace: 'pre-wrap' }}>
                <Text span fw={600} c="lagoon.8">
                  {t('tasks:solve.hintLevel', { level: item.level, total: task.hints_total })}
                </Text>{' '}
                <MathText text={item.text} component="span" />
              </Text>
            ))}
          </Stack>
        </Paper>
      ) : null}

      {solution ? <SolutionSteps solution={solution} /> : null}

      {inAssignment ? null : <SimilarTasks taskId={task.id} />}
    </Stack>
  );
}

/** The solution the task already carries when the student earned it on an earlier visit. */
function earnedSolution(task: TTaskDetail): TRevealedSolution | null {
  const { answer, explanation, steps } = task.content.solution;
  if (!task.solution_revealed || answer === null) return null;
  return { answer, steps, explanation: explanation ?? '' };
}

function AnswerFeedback({ result, language }: { result: TAnswerCheckResult; language: Language }) {
  const { t } = useTranslation();
  // An answer the checker could not read as the kind asked for (or in the form asked for) is not a try:
  // it says what is expected, and costs nothing.
  if (result.attempt_id === null) {
    return (
      <Alert
        role="status"
        color="yellow"
        icon={<IconAlert size={18} />}
        title={t('feedback:notCounted')}
        styles={{ title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-md)' } }}
      >
        <Text size="sm" data-feedback-key={result.feedback_key}>
          {result.feedback}
        </Text>
      </Alert>
    );
  }
  const mistake = PLAIN_VERDICTS.has(result.feedback_key) ? null : result.feedback;
  return (
    <Alert
      role="status"
      color={result.is_correct ? 'green' : 'red'}
      icon={result.is_correct ? <IconCheck size={18} /> : <IconAlert size={18} />}
      title={t(result.is_correct ? 'feedback:correct' : 'feedback:incorrect')}
      // The light tint's own title shade is too pale to read on green (axe: color-contrast).
      styles={{ title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-md)' } }}
    >
      <Stack gap={4}>
        {mistake ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('tasks:solve.mistakeLabel')}
            </Text>{' '}
            <span data-feedback-key={result.feedback_key}>{mistake}</span>
          </Text>
        ) : null}
        <Text size="sm">
          {t('tasks:solve.score', {
            count: result.score,
            formatted: formatNumber(result.score, language),
          })}
        </Text>
        {result.explanation && !result.solution ? <Text size="sm">{result.explanation}</Text> : null}
      </Stack>
    </Alert>
  );
}
