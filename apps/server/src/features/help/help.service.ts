import { ErrorCode, type TExplanationResponse, type THintResponse } from '@taskas/contracts';
import { FEEDBACK, type FeedbackKey, feedbackText } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { createAssignmentsRepository } from '../assignments/assignments.repository.ts';
import { createAttemptsRepository } from '../attempts/attempts.repository.ts';
import { hintsOf, revealedSolution } from '../tasks/task-presenter.ts';
import { createTasksRepository, type Viewer } from '../tasks/tasks.repository.ts';

/**
 * The hint ladder: the task's hints from a nudge to the last step, then one more rung, the worked
 * solution. Taking a rung counts on the caller's progress (and so lowers the score, decision 006).
 */
export function createHelpService(db: Kysely<Database>) {
  const tasks = createTasksRepository(db);
  const attempts = createAttemptsRepository(db);
  const assignments = createAssignmentsRepository(db);

  /** A task the viewer may see, or one an assignment of theirs holds (a tutor's own task, say). */
  async function visibleTask(viewer: Viewer, taskId: number) {
    const task =
      (await tasks.findVisible(viewer, taskId)) ??
      ((await assignments.holdsTask(viewer.id, taskId))
        ? await tasks.findGranted(viewer, taskId)
        : undefined);
    if (!task)
      throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${taskId} not found.`, {
        details: { id: taskId },
      });
    return task;
  }

  return {
    /** Rung `level` (1-based; default the next one). Asking for rung n counts n hints. */
    async hint(
      viewer: Viewer,
      taskId: number,
      level: number | 'next',
      mistake: string | null = null,
    ): Promise<THintResponse> {
      const task = await visibleTask(viewer, taskId);
      const hints = hintsOf(task);
      const total = hints.length + 1;
      const used = task.progress_hints_used ?? 0;
      const rung = Math.min(total, level === 'next' ? used + 1 : level);
      const isFinal = rung === total;
      const hintsUsed = await attempts.recordHelp(viewer.id, task.id, {
        hintsUsed: rung,
        revealed: isFinal,
        at: new Date().toISOString(),
      });
      const solution = isFinal ? revealedSolution(task) : null;
      return {
        task_id: task.id,
        level: rung,
        total_levels: total,
        hint: isFinal ? (solution?.steps.join('\n') ?? '') : (hints[rung - 1] ?? ''),
        is_final: isFinal,
        hints_used: hintsUsed,
        solution,
        mistake,
      };
    },

    /** The next rung, with the named mistake of the last wrong answer when there was one. */
    async generate(viewer: Viewer, taskId: number, language: 'lt' | 'en'): Promise<THintResponse> {
      const last = await attempts.lastWrongAttempt(viewer.id, taskId);
      const key = last?.feedback_key;
      const named = key && key !== 'incorrect' && key in FEEDBACK;
      return this.hint(viewer, taskId, 'next', named ? feedbackText(key as FeedbackKey, language) : null);
    },

    /** Giving up: the explanation and the worked solution; the task then scores 0. */
    async explanation(viewer: Viewer, taskId: number): Promise<TExplanationResponse> {
      const task = await visibleTask(viewer, taskId);
      if (task.progress_completed !== 1) {
        await attempts.recordHelp(viewer.id, task.id, {
          hintsUsed: task.progress_hints_used ?? 0,
          revealed: true,
          at: new Date().toISOString(),
        });
      }
      return { task_id: task.id, explanation: task.explanation, solution: revealedSolution(task) };
    },
  };
}
