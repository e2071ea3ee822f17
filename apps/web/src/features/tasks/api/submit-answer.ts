import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerCheckResult, TAnswerSubmission } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export type TSubmitAnswerInput = Pick<
  TAnswerSubmission,
  'answer' | 'hints_used' | 'time_spent' | 'work_shown' | 'input_format'
>;

/** A single attempt: the student presses Submit again themselves, so a failure is not retried. */
export const submitAnswer = (taskId: number, input: TSubmitAnswerInput) =>
  apiV1.post<TAnswerCheckResult>(`/tasks/${taskId}/submit`, input, { retry: false });

export function useSubmitAnswer(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitAnswerInput) => submitAnswer(taskId, input),
    // The list's completed marks and the task's progress follow the new attempt.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
