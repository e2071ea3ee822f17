import type { TSubmitAnswerInput } from './api/submit-answer';
import type { TDraft } from './drafts';

/** The working's non-empty lines, as the server checks them. */
export const workLines = (work: string) =>
  work
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * An answer as it is sent, with what the attempt keeps about it: the seconds spent on the task, how
 * many working steps were written and, when the student said, how sure they were (the device is added
 * when it is sent, api/submit-answer.ts).
 */
export function answerSubmission(
  draft: TDraft,
  { seconds, hintsUsed }: { seconds: number; hintsUsed?: number },
): TSubmitAnswerInput {
  const steps = workLines(draft.work);
  return {
    answer: draft.answer,
    input_format: draft.format,
    hints_used: hintsUsed,
    work_shown: steps.length === 0 ? undefined : draft.work,
    duration_seconds: Math.min(86_400, Math.max(0, Math.round(seconds))),
    steps_completed: Math.min(100, steps.length),
    confidence_level: draft.confidence ?? undefined,
  };
}
