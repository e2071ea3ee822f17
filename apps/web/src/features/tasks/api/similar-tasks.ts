import { useQuery } from '@tanstack/react-query';
import { LIMITS, type TTaskSummary } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** Up to two tasks of the same topic and grade (unsolved first), never the task itself. */
export const getSimilarTasks = (taskId: number, signal?: AbortSignal) =>
  apiV1.get<TTaskSummary[]>(`/tasks/${taskId}/similar`, {
    params: { limit: LIMITS.similarTasksQuery, summary: true },
    signal,
  });

export function useSimilarTasks(taskId: number) {
  return useQuery({
    queryKey: ['tasks', 'similar', taskId] as const,
    queryFn: ({ signal }) => getSimilarTasks(taskId, signal),
  });
}
