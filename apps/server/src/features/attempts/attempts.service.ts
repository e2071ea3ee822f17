import {
  type Difficulty,
  ErrorCode,
  type Language,
  LIMITS,
  type TAnswerCheckResult,
  type TAttempt,
  type THistoryPage,
  ZAnswerCheckResult,
} from '@taskas/contracts';
import {
  type CheckMode,
  type CheckOptions,
  type CheckResult,
  checkAnswer,
  checkSteps,
  type StepsResult,
} from '@taskas/math';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.ts';
import type { AttemptRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createAssignmentsRepository } from '../assignments/assignments.repository.ts';
import type { NotificationEvent } from '../notifications/notification-texts.ts';
import { createStudentTotalsRepository } from '../student-totals/student-totals.repository.ts';
import { hintsOf, revealedSolution, solutionEarned } from '../tasks/task-presenter.ts';
import { createTasksRepository, type TaskWithProgress, type Viewer } from '../tasks/tasks.repository.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { createAttemptsRepository } from './attempts.repository.ts';
import { masteryQueries, outcomeOf } from './mastery.ts';
import { scoreOf } from './scoring.ts';

export type Submission = {
  task_id?: number;
  problem_id?: string;
  problem?: string;
  answer: string;
  input_format: 'text' | 'latex';
  assignment_id?: number;
  work_shown?: string[];
  time_spent?: number;
  duration_seconds?: number;
  hints_used?: number;
  device_info?: { browser?: string; os?: string; screen?: string };
  steps_completed?: number;
  confidence_level?: number;
};

function notFound(id: number | string): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `Task with ID ${id} not found.`, { details: { id } });
}

export function presentAttempt(row: AttemptRow): TAttempt {
  return {
    id: row.id,
    task_id: row.task_id,
    user_id: row.user_id,
    answer: row.answer,
    input_format: row.input_format,
    is_correct: row.is_correct === 1,
    score: row.score,
    feedback_key: row.feedback_key,
    hints_used: row.hints_used,
    time_spent: row.time_spent,
    assignment_id: row.assignment_id,
    work_shown: JSON.parse(row.work_shown) as string[],
    work_first_error: row.work_first_error,
    confidence_level: row.confidence_level,
    steps_completed: row.steps_completed,
    device_info: row.device_info ? (JSON.parse(row.device_info) as TAttempt['device_info']) : null,
    created_at: row.created_at,
  };
}

/** The check result as sent: `correct_*`, the difference and the solution only once earned. */
function present(
  task: TaskWithProgress,
  result: CheckResult,
  work: StepsResult | null,
  outcome: {
    score: number;
    earned: boolean;
    attemptId: number | null;
    attemptNumber: number;
    hintsUsed: number;
    mastery: number | null;
  },
): TAnswerCheckResult {
  const { earned } = outcome;
  return {
    is_correct: result.is_correct,
    feedback: result.feedback || (result.is_correct ? 'Correct!' : 'Incorrect.'),
    feedback_key: result.feedback_key,
    explanation: earned ? task.explanation : null,
    solution: earned ? revealedSolution(task) : null,
    score: outcome.score,
    answer_type: result.answer_type,
    error: result.error,
    student_value: result.student_value,
    correct_value: earned ? result.correct_value : null,
    difference: earned ? result.difference : null,
    student_expr: result.student_expr,
    correct_expr: earned ? result.correct_expr : null,
    simplified_difference: earned ? result.simplified_difference : null,
    student_coords: result.student_coords,
    correct_coords: earned ? result.correct_coords : null,
    work_check: work
      ? {
          first_error: work.first_error,
          lines: work.lines,
          feedback_key: work.feedback_key,
          message: work.message,
        }
      : null,
    attempt_id: outcome.attemptId,
    task_id: task.id,
    attempt_number: outcome.attemptNumber,
    hints_used: outcome.hintsUsed,
    mastery: outcome.mastery,
  };
}

/** Told of every counted answer, after it is stored; a failure here never fails the answer. */
export type AttemptsHooks = {
  notifications: {
    selfDirectedActivity(studentId: number, answered?: { taskId: number; attemptId: number }): Promise<void>;
    notify(recipientId: number, event: NotificationEvent): Promise<unknown>;
  };
  log: FastifyBaseLogger;
  /** "Now" for answers: whether an assignment's answer is on time (the test clock in test mode). */
  clock?: Clock;
};

/** What an answer did to its assignment: late (after the due time), and whether it just completed it. */
export type AssignmentOutcome = { assignmentId: number; late: boolean; completed: boolean };

function assignmentNotFound(assignmentId: number, taskId: number): AppError {
  return new AppError(
    ErrorCode.NOT_FOUND,
    `Assignment with ID ${assignmentId} not found, or it does not hold task ${taskId}.`,
    { field: 'assignment_id', details: { assignment_id: assignmentId, task_id: taskId } },
  );
}

export function createAttemptsService(db: Kysely<Database>, hooks?: AttemptsHooks) {
  const tasks = createTasksRepository(db);
  const attempts = createAttemptsRepository(db);
  const tutors = createTutorRepository(db);
  const assignments = createAssignmentsRepository(db);
  const clock = hooks?.clock ?? systemClock;

  /** Tells the tutor once that the student finished the assignment (the notification's key makes it once). */
  async function tellCompleted(assignmentId: number) {
    if (!hooks) return;
    const row = await assignments.findMany([assignmentId]);
    const done = row[0];
    if (!done) return;
    const studentName =
      `${done.student_first_name} ${done.student_last_name}`.trim() || done.student_username;
    await hooks.notifications.notify(done.tutor_id, {
      kind: 'assignment_completed',
      assignmentId,
      title: done.title,
      studentId: done.student_id,
      studentName,
    });
  }

  async function resolveTaskId(viewer: Viewer, submission: Submission, pathId?: number): Promise<number> {
    if (pathId !== undefined) return pathId;
    if (submission.task_id !== undefined) return submission.task_id;
    const reference = submission.problem_id ?? submission.problem;
    if (!reference) {
      throw new AppError(ErrorCode.REQUIRED_FIELD, 'task_id, problem_id or problem is required', {
        field: 'task_id',
      });
    }
    const byProblemId = await tasks.findVisibleByProblemId(viewer, reference);
    if (byProblemId !== undefined) return byProblemId;
    // A numeric reference is a task id, if it is one the databases can store at all.
    if (/^\d+$/.test(reference) && Number(reference) <= LIMITS.idMax) return Number(reference);
    throw notFound(reference);
  }

  return {
    /**
     * Checks an answer with the engine and, when the engine could read it, stores the attempt and
     * updates progress and mastery. Storing and presenting are one transaction: a result that cannot
     * be presented leaves nothing behind. Racing answers to the same task are scored one after another.
     */
    async submit(
      viewer: Viewer,
      language: Language,
      submission: Submission,
      pathId?: number,
    ): Promise<TAnswerCheckResult> {
      return (await this.submitAnswer(viewer, language, submission, pathId)).result;
    },

    /**
     * `submit`, and what the answer did to its assignment when it names one (`assignment_id`): accepted
     * only from the student of a non-cancelled assignment holding the task, else 404 and nothing stored.
     * The assignment grants the task even when it is private to someone else (the tutor's own).
     */
    async submitAnswer(
      viewer: Viewer,
      language: Language,
      submission: Submission,
      pathId?: number,
    ): Promise<{ result: TAnswerCheckResult; assignment: AssignmentOutcome | null }> {
      const assignmentId = submission.assignment_id;
      const taskId = await resolveTaskId(viewer, submission, pathId);
      let task: TaskWithProgress | undefined;
      if (assignmentId !== undefined) {
        const grant = await assignments.findGrant(viewer.id, assignmentId, taskId);
        if (!grant) throw assignmentNotFound(assignmentId, taskId);
        task = await tasks.findGranted(viewer, taskId);
      } else task = await tasks.findVisible(viewer, taskId);
      if (!task) throw notFound(taskId);
      const options = task.answer_options ? (JSON.parse(task.answer_options) as CheckOptions) : undefined;
      const mode = task.answer_mode as CheckMode;
      const result = checkAnswer({
        correct: task.answer_correct,
        student: submission.answer,
        mode,
        input_format: submission.input_format,
        options,
        language,
      });
      const lines = submission.work_shown ?? [];
      const work: StepsResult | null =
        lines.length > 0 ? checkSteps({ mode, variable: options?.variable, language }, lines) : null;
      const hintCount = hintsOf(task).length;

      // An answer the engine could not read (empty, unparsable, too long, too large, not in the asked
      // form, …) is not a try: nothing is stored and nothing counts.
      if (result.error !== null) {
        const progress = await attempts.findProgress(viewer.id, task.id);
        const hintsUsed = Math.max(submission.hints_used ?? 0, progress?.hints_used ?? 0);
        const unread = ZAnswerCheckResult.parse(
          present(task, result, work, {
            score: 0,
            earned: solutionEarned(task) || progress?.completed === 1 || hintsUsed > hintCount,
            attemptId: null,
            attemptNumber: progress?.attempts ?? 0,
            hintsUsed,
            mastery: null,
          }),
        );
        return { result: unread, assignment: null };
      }

      // An assignment's answer is on the assignments' clock (movable in test mode), as its due time is.
      const at = (assignmentId !== undefined ? clock : systemClock).now().toISOString();
      let outcome: AssignmentOutcome | null = null;
      const checked = await db.transaction().execute(async (trx) => {
        const trxAttempts = createAttemptsRepository(trx);
        const totals = createStudentTotalsRepository(trx);
        // The student's totals row first, then the task's progress: every answer locks in this order.
        const before = await totals.lock(viewer.id);
        const progress = await trxAttempts.lockProgress(viewer.id, task.id, at);
        const hintsUsed = Math.max(submission.hints_used ?? 0, progress.hints_used);
        const solutionShown = progress.revealed === 1 || hintsUsed > hintCount;
        const score = scoreOf({
          isCorrect: result.is_correct,
          hintsUsed,
          earlierWrongTries: progress.wrong_attempts,
          solutionShown: solutionShown && progress.completed !== 1,
        });
        const attemptId = await trxAttempts.insertAttempt({
          user_id: viewer.id,
          task_id: task.id,
          assignment_id: assignmentId ?? null,
          answer: submission.answer,
          input_format: submission.input_format,
          work_shown: JSON.stringify(lines),
          work_first_error: work?.first_error ?? null,
          work_result: work ? JSON.stringify(work) : null,
          time_spent: submission.time_spent ?? submission.duration_seconds ?? null,
          hints_used: hintsUsed,
          device_info: submission.device_info ? JSON.stringify(submission.device_info) : null,
          steps_completed: submission.steps_completed ?? null,
          confidence_level: submission.confidence_level ?? null,
          is_correct: result.is_correct ? 1 : 0,
          score,
          feedback_key: result.feedback_key,
          result: JSON.stringify(result),
          created_at: at,
        });
        await trxAttempts.recordProgress(viewer.id, task.id, {
          isCorrect: result.is_correct,
          score,
          hintsUsed,
          at,
        });
        await totals.add(before, {
          isCorrect: result.is_correct,
          solvedNow: result.is_correct && progress.completed !== 1,
          points: result.is_correct ? await totals.pointsGained(viewer.id, task, progress, score, at) : 0,
          at,
        });
        if (assignmentId !== undefined) {
          const recorded = await createAssignmentsRepository(trx).recordAnswer(assignmentId, task.id, {
            isCorrect: result.is_correct,
            score,
            at,
          });
          // Cancelled between the check above and this lock: nothing is stored.
          if (!recorded) throw assignmentNotFound(assignmentId, task.id);
          outcome = { assignmentId, late: recorded.late, completed: recorded.completed };
        }
        const mastery =
          task.skill_id && task.topic_id && progress.completed !== 1
            ? await masteryQueries(trx).record(
                viewer.id,
                { skillId: task.skill_id, topicId: task.topic_id },
                task.difficulty as Difficulty,
                result.is_correct,
                outcomeOf(result.is_correct, hintsUsed, solutionShown),
                at,
              )
            : null;
        // Checked here, inside the transaction: a result its schema refuses rolls the attempt back.
        return ZAnswerCheckResult.parse(
          present(task, result, work, {
            score,
            earned: result.is_correct || solutionShown || solutionEarned(task) || progress.completed === 1,
            attemptId,
            attemptNumber: progress.attempts + 1,
            hintsUsed,
            mastery,
          }),
        );
      });
      // Practice outside an assignment is summarised for the tutors; the summary is written after the
      // answer is stored, and without making the student wait for it.
      if (hooks && checked.attempt_id !== null && assignmentId === undefined) {
        hooks.notifications
          .selfDirectedActivity(viewer.id, { taskId: task.id, attemptId: checked.attempt_id })
          .catch((err) => hooks.log.warn({ err }, 'self-directed activity notification failed'));
      }
      const done = outcome as AssignmentOutcome | null;
      if (hooks && done?.completed) {
        await tellCompleted(done.assignmentId).catch((err) =>
          hooks.log.error({ err }, 'the assignment_completed notification could not be written'),
        );
      }
      return { result: checked, assignment: outcome };
    },

    /**
     * Whose data a request may read: the caller's own; a tutor's linked student; anyone for an admin.
     * A student asking for someone else gets 403.
     */
    async subjectOf(viewer: Viewer, studentId: number | undefined): Promise<number> {
      if (studentId === undefined || studentId === viewer.id) return viewer.id;
      if (viewer.role === 'admin') return studentId;
      if (viewer.role === 'tutor' && (await tutors.findLinkedStudent(viewer.id, studentId))) return studentId;
      throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, "You cannot see this student's attempts");
    },

    async attemptsOf(viewer: Viewer, taskId: number, studentId?: number): Promise<TAttempt[]> {
      const subject = await this.subjectOf(viewer, studentId);
      const task = await tasks.findVisible(
        subject === viewer.id ? viewer : { id: subject, role: 'student' },
        taskId,
      );
      if (!task) throw notFound(taskId);
      return (await attempts.listAttempts(subject, taskId)).map(presentAttempt);
    },

    /** One attempt: its owner, their tutor or an admin; anyone else gets 404 (its existence stays hidden). */
    async attempt(viewer: Viewer, id: number): Promise<TAttempt> {
      const row = await attempts.findAttempt(id);
      const allowed =
        row &&
        (row.user_id === viewer.id ||
          viewer.role === 'admin' ||
          (viewer.role === 'tutor' && (await tutors.findLinkedStudent(viewer.id, row.user_id))));
      if (!row || !allowed) {
        throw new AppError(ErrorCode.NOT_FOUND, `Attempt with ID ${id} not found.`, { details: { id } });
      }
      return presentAttempt(row);
    },

    async history(
      viewer: Viewer,
      query: { page: number; per_page: number; student_id?: number },
      taskId?: number,
    ): Promise<THistoryPage> {
      const subject = await this.subjectOf(viewer, query.student_id);
      if (taskId !== undefined) {
        const task = await tasks.findVisible(
          subject === viewer.id ? viewer : { id: subject, role: 'student' },
          taskId,
        );
        if (!task) {
          throw new AppError(ErrorCode.NOT_FOUND, `History for task ${taskId} not found.`, {
            details: { id: taskId },
          });
        }
      }
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      const { items, total } = await attempts.attemptHistory(subject, page, taskId);
      return {
        items: items.map((i) => ({
          task_id: i.task_id,
          score: i.score,
          title: i.title,
          topic: i.topic,
          difficulty: i.difficulty,
          is_correct: i.is_correct === 1,
          attempt_id: i.attempt_id,
          attempts: 1,
          at: i.at,
        })),
        total,
      };
    },

    async completed(
      viewer: Viewer,
      query: { page: number; per_page: number; student_id?: number },
    ): Promise<THistoryPage> {
      const subject = await this.subjectOf(viewer, query.student_id);
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      const { items, total } = await attempts.completedHistory(subject, page);
      return {
        items: items.map((i) => ({
          task_id: i.task_id,
          score: i.best_score ?? 0,
          title: i.title,
          topic: i.topic,
          difficulty: i.difficulty,
          is_correct: true,
          attempt_id: null,
          attempts: i.attempts,
          at: i.completed_at ?? '',
        })),
        total,
      };
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
