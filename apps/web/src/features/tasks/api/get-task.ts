import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTaskDetail } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** One task with the caller's progress; 404 (E4001) when there is none the caller may see. */
export const getTask = (taskId: number, signal?: AbortSignal) =>
  apiV1.get<TTaskDetail>(`/tasks/${taskId}`, { signal });

export const taskQueryKey = (taskId: number) => ['tasks', 'detail', taskId] as const;

export const taskQueryOptions = (taskId: number) =>
  queryOptions({ queryKey: taskQueryKey(taskId), queryFn: ({ signal }) => getTask(taskId, signal) });

export function useTask(taskId: number) {
  return useQuery({ ...taskQueryOptions(taskId), enabled: Number.isInteger(taskId) && taskId > 0 });
}
