import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerCheckResult, TAnswerSubmission, TAssignmentAnswerResult } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export type TSubmitAnswerInput = Pick<
  TAnswerSubmission,
  'answer' | 'hints_used' | 'time_spent' | 'work_shown' | 'input_format'
>;

/** A single attempt: the student presses Submit again themselves, so a failure is not retried. */
export const submitAnswer = (taskId: number, input: TSubmitAnswerInput) =>
  apiV1.post<TAnswerCheckResult>(`/tasks/${taskId}/submit`, input, { retry: false });

/** An answer to a task of an assignment: checked the same way, and counted in that assignment. */
export const submitAssignmentAnswer = (assignmentId: number, taskId: number, input: TSubmitAnswerInput) =>
  apiV1.post<TAssignmentAnswerResult>(`/assignments/${assignmentId}/tasks/${taskId}`, input, {
    retry: false,
  });

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
