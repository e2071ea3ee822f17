import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type {
  Language,
  TAnswerCheckResult,
  TExplanationResponse,
  THintResponse,
  TRevealedSolution,
  TTaskDetail,
} from '@taskas/contracts';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconAlert, IconBook, IconCheck, IconClock, IconSparkles } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatCountdown, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { lazyPart } from '../../../lib/i18n/lazy-part';
import { useAuth } from '../../auth/auth-context';
import { useFeedbackEffects } from '../../preferences/feedback-effects';
import { usePreferences } from '../../preferences/use-preferences';
import { answerSubmission } from '../answer-submission';
import { useGenerateTask } from '../api/generate-task';
import { useRevealSolution } from '../api/reveal-solution';
import { useSubmitAnswer } from '../api/submit-answer';
import { useNextHint } from '../api/take-hint';
import { EMPTY_DRAFT, type TDraft, useTaskDraft } from '../drafts';
import { AnswerInput, MathText, useAnswerInputReady } from '../inputs';
import { AiHintMark, PlainExplanation } from './ai-help';
import { DifficultyBadge } from './difficulty-badge';
import { ExamTimer } from './exam-timer';
import { StudyModeBadge } from './study-mode-badge';
import { CheckBadge, GradeBadge } from './task-badges';
import { TaskFigure } from './task-figure.tsx';
import { useElapsedSeconds } from './use-elapsed-seconds';

/** Keys of the checker's plain verdicts; any other `feedback_key` names a mistake. */
const PLAIN_VERDICTS = new Set(['correct', 'incorrect']);

// Shown once the student has done something (typed an answer, submitted, opened the solution): fetched
// then, so the task itself comes up sooner.
const ConfidenceInput = lazy(() =>
  import('./confidence-input').then((m) => ({ default: m.ConfidenceInput })),
);
const SimilarTasks = lazy(() => import('./similar-tasks').then((m) => ({ default: m.SimilarTasks })));
const SolutionSteps = lazy(() => import('./solution-steps').then((m) => ({ default: m.SolutionSteps })));
// Only a task that can be answered by drawing has it: the drawing and its text come with such a task.
const figureDrawing = lazyPart(
  () => import('./figure-drawing').then((m) => ({ default: m.FigureDrawing })),
  ['tasks.drawing'],
);
const WorkCheck = lazy(() => import('./work-check').then((m) => ({ default: m.WorkCheck })));

/** What one hint costs in practice mode (the server's scoring, decision 006). */
export const HINT_COST_POINTS = 20;

/** One rung of the hint ladder as the page lists it; `ai` when a model phrased it (as a question). */
type TShownHint = { level: number; text: string; isFinal: boolean; ai: boolean };

/**
 * A task of an assignment solved in exam mode: its answer is kept by the assignment page (not sent)
 * until the whole set is handed in, then `result` is its verdict.
 */
export type TExamSetTask = {
  /** The answer kept so far on this visit, if any. */
  kept: TDraft | undefined;
  onKeep: (draft: TDraft) => void;
  handedIn: boolean;
  /** The verdict after the hand-in; null before, or when the task had no answer. */
  result: TAnswerCheckResult | null;
};

type TTaskSolverProps = {
  task: TTaskDetail;
  onOpenTask?: (id: number) => void;
  assignmentId?: number;
  onAnswered?: (result: TAnswerCheckResult) => void;
  examSet?: TExamSetTask;
};

/**
 * Solving one task: the question, the answer input and working area, feedback with the named
 * mistake, the hint ladder, the earned solution and similar tasks. `onOpenTask` shows another task
 * (after "show me another"): the page navigates, the task modal swaps its task.
 *
 * Inside an assignment (`assignmentId`) answers go to that assignment, `onAnswered` hears each checked
 * answer, and the ways out of the assignment ("show me another", similar tasks) are left out.
 *
 * The study mode (preferences) decides the help: `learn` has hints and the worked solution at any
 * time, `practice` hints that cost points and the solution once solved or given up, `exam` neither, a
 * clock, and the verdict only when the answer is handed in (with `examSet`, the whole assignment's).
 * The answer, working and confidence are kept as a draft on this device while autoSave is on.
 */
export function TaskSolver(props: TTaskSolverProps) {
  const { isLoading } = usePreferences();
  const inputReady = useAnswerInputReady(props.task);
  // The mode decides what is offered: wait for it rather than show a hint that then goes away; and the
  // answer's options, so that the form appears whole.
  if (isLoading || !inputReady) return <ListSkeleton rows={4} />;
  return <Solver {...props} />;
}

function Solver({ task, onOpenTask, assignmentId, onAnswered, examSet }: TTaskSolverProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { user } = useAuth();
  const { preferences } = usePreferences();
  const mode = preferences.studyMode;
  const effects = useFeedbackEffects();
  const submit = useSubmitAnswer(task.id, assignmentId);
  const inAssignment = assignmentId !== undefined;
  const hint = useNextHint(task.id);
  const reveal = useRevealSolution(task.id);
  const another = useGenerateTask();

  const drafts = useTaskDraft(
    user ? { userId: user.id, taskId: task.id, assignmentId } : null,
    preferences.autoSave,
  );
  const [draft, setDraft] = useState<TDraft>(() => examSet?.kept ?? drafts.restored ?? EMPTY_DRAFT);
  const [showRestored, setShowRestored] = useState(() => !examSet?.kept && drafts.restored !== null);
  // A new key remounts the answer input: the structured inputs read their value only when they mount.
  const [inputKey, setInputKey] = useState(0);
  // Only a cleared draft starts the drawing afresh: a drawn answer remounts the answer input, not the drawing.
  const [drawingKey, setDrawingKey] = useState(0);
  const [ownResult, setResult] = useState<TAnswerCheckResult | null>(null);
  const [hints, setHints] = useState<THintResponse[]>([]);
  const [revealed, setRevealed] = useState<TExplanationResponse | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [confirmGiveUp, setConfirmGiveUp] = useState(false);

  const result = examSet ? examSet.result : ownResult;
  const solved = result?.is_correct === true;
  // A single task in exam mode is handed in once; an unreadable answer was no try and may be fixed.
  const handedIn = examSet
    ? examSet.handedIn
    : mode === 'exam' && result !== null && result.attempt_id !== null;
  const ended = solved || gaveUp || handedIn;
  const seconds = useElapsedSeconds(!ended && !examSet);

  const change = (next: Partial<TDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    drafts.save(updated);
    examSet?.onKeep(updated);
  };
  const clearDraft = () => {
    drafts.clear();
    setDraft(EMPTY_DRAFT);
    examSet?.onKeep(EMPTY_DRAFT);
    setInputKey((key) => key + 1);
    setDrawingKey((key) => key + 1);
    setShowRestored(false);
  };
  // The answer input shows the drawn answer: the structured inputs read their value when they mount.
  const drawAnswer = (answer: string) => {
    change({ answer, format: 'text' });
    setInputKey((key) => key + 1);
  };
  const figureInput = task.content.question.figure_input;

  const lastHint = hints.at(-1);
  const hintsUsed = Math.max(task.hints_used, lastHint?.hints_used ?? 0, result?.hints_used ?? 0);
  // In practice the ladder stops before its last rung, the worked solution.
  const hintLimit = mode === 'practice' ? task.hints_total - 1 : task.hints_total;
  const hintsLeft = !lastHint?.is_final && (task.hints_total === 0 || hintsUsed < hintLimit);
  // Hints taken on an earlier visit first, then this visit's.
  const shownHints: TShownHint[] = [
    ...task.hints_shown.map((text, index) => ({ level: index + 1, text, isFinal: false, ai: false })),
    ...hints
      .filter((item) => item.level > task.hints_shown.length)
      .map((item) => ({
        level: item.level,
        // The last rung is the worked solution, shown in full below.
        text: item.is_final && item.solution ? t('tasks:solve.finalHint') : item.hint,
        isFinal: item.is_final,
        ai: item.source === 'ai',
      })),
  ];
  const translation = task.translations.find((link) => link.language === language);
  // The server sends a solution only once it is earned (solved, given up, shown); an exam shows none.
  const solution =
    mode === 'exam'
      ? null
      : (result?.solution ?? lastHint?.solution ?? revealed?.solution ?? earnedSolution(task));
  const hasAnswer = draft.answer.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasAnswer || examSet) return;
    submit.mutate(answerSubmission(draft, { seconds, hintsUsed }), {
      onSuccess: (checked) => {
        setResult(checked);
        onAnswered?.(checked);
        // An answer the checker could not read was no try: the draft stays until it is fixed.
        if (checked.attempt_id === null) return;
        drafts.clear();
        setDraft((current) => ({ ...current, confidence: null }));
        setShowRestored(false);
        // A right answer solves the task: its celebration (with the chime) is the page's inside an
        // assignment, which may be completed by it too.
        if (!checked.is_correct) effects.wrong();
        else if (!inAssignment) effects.finished();
      },
    });
  };

  const showSolution = (giveUp: boolean) =>
    reveal.mutate(undefined, {
      onSuccess: (shown) => {
        setRevealed(shown);
        setConfirmGiveUp(false);
        if (giveUp) {
          setGaveUp(true);
          drafts.clear();
        }
      },
      onError: () => setConfirmGiveUp(false),
    });

  const showAnother = () =>
    another.mutate(
      {
        topic: task.skill_id ?? task.topic_id ?? task.topic ?? task.category,
        // The student's difficulty preference; `auto` lets their mastery choose.
        difficulty: preferences.difficulty,
        grade: task.grade !== null && task.grade >= 5 ? task.grade : undefined,
      },
      { onSuccess: (next) => onOpenTask?.(next.id) },
    );

  const hintLabel =
    mode === 'practice'
      ? t('tasks:solving.hintCost', {
          count: HINT_COST_POINTS,
          formatted: formatNumber(HINT_COST_POINTS, language),
        })
      : t('tasks:solve.hint');

  return (
    <Stack gap="lg">
      <Group gap="xs">
        <DifficultyBadge difficulty={task.difficulty} />
        {task.grade !== null ? <GradeBadge grade={task.grade} /> : null}
        {task.completed || solved ? <CheckBadge>{t('tasks:list.completedMark')}</CheckBadge> : null}
        {examSet ? null : mode === 'exam' ? (
          <ExamTimer seconds={seconds} />
        ) : (
          <Badge color="gray.7" variant="outline" leftSection={<IconClock size={12} />}>
            <VisuallyHidden>{t('tasks:solve.timeSpent')} </VisuallyHidden>
            {formatCountdown(seconds)}
          </Badge>
        )}
      </Group>
      <StudyModeBadge mode={mode} />

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
            <TaskFigure url={task.content.question.image_url} alt={task.content.question.alt_text} />
          ) : null}
          {figureInput ? (
            <Suspense fallback={<Skeleton height={figureInput.kind === 'interval' ? 220 : 360} maw={480} />}>
              <figureDrawing.Component
                key={drawingKey}
                input={figureInput}
                value={draft.answer}
                format={draft.format}
                onDraw={drawAnswer}
                disabled={ended}
              />
            </Suspense>
          ) : null}

          {showRestored ? (
            <Alert color="blue" variant="light" role="status" p="xs" data-testid="draft-restored">
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {t('tasks:solving.drafts.restored')}
                  </Text>{' '}
                  {t('tasks:solving.drafts.restoredText')}
                </Text>
                <Button size="compact-sm" variant="white" onClick={clearDraft} disabled={ended}>
                  {t('tasks:solving.drafts.clear')}
                </Button>
              </Group>
            </Alert>
          ) : null}

          <form onSubmit={onSubmit} noValidate>
            <Stack gap="sm">
              <AnswerInput
                key={inputKey}
                task={task}
                value={draft.answer}
                format={draft.format}
                onChange={(answer, format) => change({ answer, format })}
                disabled={ended}
                drawnOnFigure={task.content.question.figure_input !== null}
              />
              <Textarea
                label={t('tasks:solve.workLabel')}
                description={t('tasks:solve.workHelp')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.work}
                onChange={(event) => change({ work: event.currentTarget.value })}
                disabled={ended}
                rows={3}
                resize="vertical"
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              {(hasAnswer || draft.confidence !== null) && !ended ? (
                <Suspense fallback={null}>
                  <ConfidenceInput
                    value={draft.confidence}
                    onChange={(confidence) => change({ confidence })}
                  />
                </Suspense>
              ) : null}
              {submit.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('feedback:submitError')}
                </Alert>
              ) : null}
              {submit.isPaused ? (
                <Text size="sm" c="dark.6" role="status">
                  {t('common:errors.network.sentWhenBackOnline')}
                </Text>
              ) : null}
              {examSet ? (
                examSet.handedIn ? null : (
                  <Text size="sm" c="dark.6" role="status">
                    {hasAnswer ? t('tasks:solving.exam.kept') : t('tasks:solving.exam.keptLater')}
                  </Text>
                )
              ) : (
                <Group gap="sm">
                  <Button type="submit" loading={submit.isPending} disabled={ended || !hasAnswer}>
                    {t('tasks:solve.submit')}
                  </Button>
                  {mode === 'exam' ? null : (
                    <Button
                      variant="light"
                      leftSection={<IconSparkles size={16} />}
                      onClick={() =>
                        hint.mutate(undefined, { onSuccess: (h) => setHints((all) => [...all, h]) })
                      }
                      loading={hint.isPending}
                      disabled={!hintsLeft || ended}
                    >
                      {hintLabel}
                    </Button>
                  )}
                  {mode === 'practice' && !ended && !solution ? (
                    <Button variant="default" color="red" onClick={() => setConfirmGiveUp(true)}>
                      {t('tasks:solving.giveUp')}
                    </Button>
                  ) : null}
                  {inAssignment || !onOpenTask ? null : (
                    <Button variant="default" onClick={showAnother} loading={another.isPending}>
                      {t('tasks:solve.another')}
                    </Button>
                  )}
                </Group>
              )}
              {mode === 'learn' && !solution && !solved ? (
                <Stack gap={4} align="flex-start">
                  <Button
                    variant="subtle"
                    leftSection={<IconBook size={16} />}
                    onClick={() => showSolution(false)}
                    loading={reveal.isPending}
                    aria-describedby={`solution-cost-${task.id}`}
                  >
                    {t('tasks:solving.showSolution')}
                  </Button>
                  <Text size="xs" c="dark.6" id={`solution-cost-${task.id}`}>
                    {t('tasks:solving.showSolutionHelp')}
                  </Text>
                </Stack>
              ) : null}
              {mode !== 'exam' && !hintsLeft && !ended && !examSet ? (
                <Text size="sm" c="dimmed">
                  {t(mode === 'practice' ? 'tasks:solving.noHintsLeftPractice' : 'tasks:solve.noHintsLeft')}
                </Text>
              ) : null}
              {gaveUp ? (
                <Text size="sm" role="status">
                  {t('tasks:solving.gaveUp')}
                </Text>
              ) : null}
              {hint.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('tasks:solve.hintError')}
                </Alert>
              ) : null}
              {reveal.isError ? (
                <Alert color="red" icon={<IconAlert size={18} />} role="alert">
                  {t('tasks:solving.solutionError')}
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
      {result?.work_check ? (
        <Suspense fallback={null}>
          <WorkCheck check={result.work_check} />
        </Suspense>
      ) : null}

      {shownHints.length > 0 && mode !== 'exam' ? (
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
                {item.ai ? (
                  <Suspense fallback={null}>
                    <AiHintMark />
                  </Suspense>
                ) : null}
              </Text>
            ))}
          </Stack>
        </Paper>
      ) : null}

      {solution ? (
        <Suspense fallback={<ListSkeleton rows={3} />}>
          <SolutionSteps solution={solution} />
        </Suspense>
      ) : null}
      {solution && revealed?.plain_explanation ? (
        <PlainExplanation text={revealed.plain_explanation} />
      ) : null}

      {inAssignment ? null : (
        <Suspense fallback={null}>
          <SimilarTasks taskId={task.id} />
        </Suspense>
      )}

      <ConfirmDialog
        opened={confirmGiveUp}
        title={t('tasks:solving.giveUpTitle')}
        confirmLabel={t('tasks:solving.giveUpConfirm')}
        busy={reveal.isPending}
        onConfirm={() => showSolution(true)}
        onClose={() => setConfirmGiveUp(false)}
      >
        {t('tasks:solving.giveUpText')}
      </ConfirmDialog>
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
