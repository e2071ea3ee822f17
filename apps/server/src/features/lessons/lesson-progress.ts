import type { LessonStatus } from '@taskas/contracts';
import type { LessonTaskState } from './lessons.repository.ts';

/** Where a lesson stands, read from its tasks: the check's answers decide whether it is done. */
export function progressOf(tasks: readonly LessonTaskState[]) {
  const check = tasks.filter((t) => t.part === 'check');
  const answered = check.filter((t) => t.first_at !== null);
  const complete = check.length > 0 && answered.length === check.length;
  let status: LessonStatus = 'not_started';
  if (complete) status = 'completed';
  else if (answered.length > 0) status = 'checking';
  else if (tasks.some((t) => t.attempts > 0 || t.first_at !== null)) status = 'practising';
  const checkResult = complete
    ? { correct: check.filter((t) => t.first_try_correct === true).length, total: check.length }
    : null;
  // Completed when the last check task got its first answer.
  const completedAt = complete
    ? answered.map((t) => t.first_at ?? '').reduce((latest, at) => (at > latest ? at : latest), '')
    : null;
  return { status, checkResult, completedAt };
}
