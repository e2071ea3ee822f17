import { ErrorCode, type TExplanationResponse, type THintResponse } from '@taskas/contracts';
import { type CheckMode, type CheckOptions, FEEDBACK, type FeedbackKey, feedbackText } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AiAssistant, GuardedAnswer } from '../ai/ai.types.ts';
import { createAssignmentsRepository } from '../assignments/assignments.repository.ts';
import { createAttemptsRepository } from '../attempts/attempts.repository.ts';
import { hintsOf, revealedSolution } from '../tasks/task-presenter.ts';
import { createTasksRepository, type TaskWithProgress, type Viewer } from '../tasks/tasks.repository.ts';

type HintStyle = 'ladder' | 'socratic';

/** The student's last wrong answer on a task (null: none), when the caller has already read it. */
type LastWrong = { answer: string; feedback_key: string } | null;

function guardedOf(task: TaskWithProgress): GuardedAnswer {
  return {
    answer: task.answer_correct,
    mode: task.answer_mode as CheckMode,
    ...(task.answer_options ? { options: JSON.parse(task.answer_options) as CheckOptions } : {}),
  };
}

function namedMistake(key: string | null | undefined, language: 'lt' | 'en'): string | null {
  return key && key !== 'incorrect' && key in FEEDBACK ? feedbackText(key as FeedbackKey, language) : null;
}

/**
 * The hint ladder: the task's hints from a nudge to the last step, then one more rung, the worked
 * solution. Taking a rung counts on the caller's progress (and so lowers the score, decision 006).
 * With a configured model, a rung before the last may come as a Socratic question about the student's
 * last wrong answer; the engine refuses one that gives the answer away, and the ladder's own text is
 * used instead (decision 021).
 */
export function createHelpService(db: Kysely<Database>, ai: AiAssistant) {
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

  /** The model's question for this rung about the student's last wrong answer, or null. */
  async function socraticRung(viewer: Viewer, task: TaskWithProgress, rung: string, known?: LastWrong) {
    const last = known === undefined ? await attempts.lastWrongAttempt(viewer.id, task.id) : known;
    return ai.socraticHint({
      userId: viewer.id,
      language: task.language,
      grade: task.grade,
      skillId: task.skill_id,
      question: task.problem,
      lastAnswer: last?.answer ?? null,
      mistake: namedMistake(last?.feedback_key, task.language),
      rung,
      guarded: guardedOf(task),
    });
  }

  return {
    /** Rung `level` (1-based; default the next one). Asking for rung n counts n hints. */
    async hint(
      viewer: Viewer,
      taskId: number,
      level: number | 'next',
      options: { mistake?: string | null; style?: HintStyle; lastWrong?: LastWrong } = {},
    ): Promise<THintResponse> {
      const mistake = options.mistake ?? null;
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
      const ladder = isFinal ? (solution?.steps.join('\n') ?? '') : (hints[rung - 1] ?? '');
      const socratic =
        !isFinal && options.style === 'socratic' && ai.configured
          ? await socraticRung(viewer, task, ladder, options.lastWrong)
          : null;
      return {
        task_id: task.id,
        level: rung,
        total_levels: total,
        hint: socratic ?? ladder,
        is_final: isFinal,
        hints_used: hintsUsed,
        solution,
        mistake,
        source: socratic ? 'ai' : 'ladder',
      };
    },

    /** The next rung, with the named mistake of the last wrong answer when there was one. */
    async generate(viewer: Viewer, taskId: number, language: 'lt' | 'en'): Promise<THintResponse> {
      const last = await attempts.lastWrongAttempt(viewer.id, taskId);
      return this.hint(viewer, taskId, 'next', {
        mistake: namedMistake(last?.feedback_key, language),
        style: 'socratic',
        lastWrong: last ?? null,
      });
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
      const solution = revealedSolution(task);
      const plain = ai.configured
        ? await ai.plainExplanation({
            userId: viewer.id,
            language: task.language,
            grade: task.grade,
            skillId: task.skill_id,
            question: task.problem,
            steps: solution.steps,
            answerDisplay: solution.answer,
            guarded: guardedOf(task),
          })
        : null;
      return { task_id: task.id, explanation: task.explanation, solution, plain_explanation: plain };
    },
  };
}
