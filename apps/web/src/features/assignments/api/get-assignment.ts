import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignment, TAssignmentTaskView } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** One assignment with its tasks in order; 404 when it is not the caller's to see. */
export const getAssignment = (id: number, signal?: AbortSignal) =>
  apiV1.get<TAssignment>(`/assignments/${id}`, { signal });

export const assignmentQueryKey = (id: number) => ['assignments', 'detail', id] as const;

export const assignmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: assignmentQueryKey(id),
    queryFn: ({ signal }) => getAssignment(id, signal),
  });

export function useAssignment(id: number) {
  return useQuery({ ...assignmentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** One task of an assignment as its solver needs it (the task, its state, the next unsolved one). */
export const getAssignmentTask = (id: number, taskId: number, signal?: AbortSignal) =>
  apiV1.get<TAssignmentTaskView>(`/assignments/${id}/tasks/${taskId}`, { signal });

export const assignmentTaskQueryKey = (id: number, taskId: number) =>
  ['assignments', 'task', id, taskId] as const;

export function useAssignmentTask(id: number, taskId: number | null) {
  return useQuery({
    queryKey: assignmentTaskQueryKey(id, taskId ?? 0),
    queryFn: ({ signal }) => getAssignmentTask(id, taskId ?? 0, signal),
    enabled: taskId !== null,
  });
}
