import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExplanationResponse } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/**
 * The worked solution and its explanation at once ("Show the worked solution", "Give up"): the server
 * records it as shown, so the task then scores 0 (decision 006).
 */
export const revealSolution = (taskId: number) =>
  apiV1.post<TExplanationResponse>('/help/explanation', { task_id: taskId }, { retry: false });

export function useRevealSolution(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealSolution(taskId),
    // The task's own view (solution_revealed) follows.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
