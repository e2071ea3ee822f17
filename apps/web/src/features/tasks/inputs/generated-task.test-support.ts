import type { Language, TTask } from '@taskas/contracts';
import {
  type CheckResult,
  checkAnswer,
  DIFFICULTY_LEVELS,
  type Difficulty,
  type GeneratedTask,
  generateTask,
} from '@taskas/math';
import { presentTask } from '../../../../../server/src/features/tasks/task-presenter.ts';
import { taskRecordOf } from '../../../../../server/src/features/tasks/task-record.ts';
import type { TaskWithProgress } from '../../../../../server/src/features/tasks/tasks.repository.ts';

/**
 * A real generated task, as the server stores and presents it to a student (no progress yet), and
 * the engine's verdict on an answer to it, as the server gives it.
 */
export function generatedTask(
  skillId: string,
  {
    difficulty = 'medium',
    seed = '1',
    language = 'en',
  }: { difficulty?: Difficulty; seed?: string; language?: Language } = {},
): {
  generated: GeneratedTask;
  task: TTask;
  check: (answer: string, inputFormat?: 'text' | 'latex') => CheckResult;
} {
  const generated = generateTask(skillId, { difficulty, seed, language });
  const at = '2026-01-01T00:00:00.000Z';
  const record = taskRecordOf(generated, {
    problemId: `t-${seed}`,
    source: 'generated',
    visibility: 'public',
    ownerId: null,
    at,
  });
  const row = {
    ...record,
    id: 1,
    progress_completed: null,
    progress_best_score: null,
    progress_hints_used: null,
    progress_revealed: null,
  } as unknown as TaskWithProgress;
  const check = (answer: string, inputFormat: 'text' | 'latex' = 'text') =>
    checkAnswer({
      correct: generated.answer.correct,
      student: answer,
      mode: generated.answer.mode,
      options: generated.answer.options,
      input_format: inputFormat,
      language,
    });
  return { generated, task: presentTask(row), check };
}

/** The first task (by seed, at any difficulty) that passes `accept`: to pick, say, a two-point answer. */
export function findGeneratedTask(
  skillId: string,
  accept: (task: GeneratedTask) => boolean,
  options: { language?: Language } = {},
) {
  for (let seed = 1; seed < 200; seed += 1) {
    for (const difficulty of DIFFICULTY_LEVELS) {
      const found = generatedTask(skillId, { ...options, difficulty, seed: String(seed) });
      if (accept(found.generated)) return found;
    }
  }
  throw new Error(`no ${skillId} task matches`);
}
