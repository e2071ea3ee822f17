import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ErrorCode,
  type TAnswerCheckResult,
  type TAnswerSubmission,
  type TAssignmentAnswerResult,
} from '@taskas/contracts';
import { ApiError, apiV1 } from '../../../lib/http';

export type TSubmitAnswerInput = Pick<
  TAnswerSubmission,
  | 'answer'
  | 'hints_used'
  | 'time_spent'
  | 'work_shown'
  | 'input_format'
  | 'duration_seconds'
  | 'device_info'
  | 'steps_completed'
  | 'confidence_level'
>;

/** Spec §8: a submit the server accepted but answered without its result. */
export const SUBMISSION_NULL_MESSAGE = 'Task submission failed: response data is null.';

/** The check result, or the spec's failure when a 2xx answer carried no data to show. */
function checkedResult<T>(result: T | null | undefined): T {
  if (result !== null && result !== undefined) return result;
  throw new ApiError({
    status: 200,
    code: ErrorCode.SERVER_ERROR,
    messageKey: 'errors.response.submissionEmpty',
    message: SUBMISSION_NULL_MESSAGE,
  });
}

/**
 * The answer with the device it was given on. What reads the browser's name (bowser, some 10 KB) is
 * fetched with the first answer rather than with the page; should that fail, the answer goes without.
 */
async function withDevice(input: TSubmitAnswerInput): Promise<TSubmitAnswerInput> {
  if (input.device_info) return input;
  try {
    const { deviceInfo } = await import('../device-info');
    return { ...input, device_info: deviceInfo() };
  } catch {
    return input;
  }
}

/**
 * A single attempt: the student presses Submit again themselves, so a failure is not retried (only an
 * answer cut off by a lost connection is sent again, by the query client, once back online).
 */
export const submitAnswer = async (taskId: number, input: TSubmitAnswerInput) =>
  checkedResult(
    await apiV1.post<TAnswerCheckResult | null>(`/tasks/${taskId}/submit`, await withDevice(input), {
      retry: false,
    }),
  );

/** An answer to a task of an assignment: checked the same way, and counted in that assignment. */
export const submitAssignmentAnswer = async (
  assignmentId: number,
  taskId: number,
  input: TSubmitAnswerInput,
) =>
  checkedResult(
    await apiV1.post<TAssignmentAnswerResult | null>(
      `/assignments/${assignmentId}/tasks/${taskId}`,
      await withDevice(input),
      { retry: false },
    ),
  );

/** `assignmentId`: the task is solved inside that assignment, which then follows the answer. */
export function useSubmitAnswer(taskId: number, assignmentId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitAnswerInput): Promise<TAnswerCheckResult | TAssignmentAnswerResult> =>
      assignmentId === undefined
        ? submitAnswer(taskId, input)
        : submitAssignmentAnswer(assignmentId, taskId, input),
    onSuccess: (result) => {
      if ('assignment' in result) {
        // The assignment as it stands after the answer: progress, statuses and score at once.
        queryClient.setQueryData(['assignments', 'detail', result.assignment.id], result.assignment);
        void queryClient.invalidateQueries({ queryKey: ['assignments'] });
      }
      // The list's completed marks and the task's progress follow the new attempt.
      return queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
