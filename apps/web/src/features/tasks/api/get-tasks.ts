import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Difficulty, Language, TTaskSummary } from '@taskas/contracts';
import { apiV1, type TQueryParams } from '../../../lib/http';

/** Tasks per page in the task list. */
export const TASKS_PER_PAGE = 20;

export type TTaskListFilters = {
  language: Language;
  difficulty?: Difficulty;
  /** A topic id or code of the taxonomy. */
  topic?: string;
  grade?: number;
  completed?: boolean;
  page: number;
};

export function taskListParams(filters: TTaskListFilters): TQueryParams {
  return {
    limit: TASKS_PER_PAGE,
    page: filters.page,
    language: filters.language,
    difficulty: filters.difficulty,
    topic: filters.topic,
    grade: filters.grade,
    completed: filters.completed,
    summary: true,
  };
}

export const getTasks = (filters: TTaskListFilters, signal?: AbortSignal) =>
  apiV1.getPage<TTaskSummary>('/tasks', { params: taskListParams(filters), signal });

export const tasksQueryKey = (filters: TTaskListFilters) =>
  ['tasks', 'list', taskListParams(filters)] as const;

export const tasksQueryOptions = (filters: TTaskListFilters) =>
  queryOptions({ queryKey: tasksQueryKey(filters), queryFn: ({ signal }) => getTasks(filters, signal) });

/** One page of tasks; the previous page stays on screen while the next filter or page loads. */
export function useTasks(filters: TTaskListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tasksQueryOptions(filters), placeholderData: keepPreviousData, enabled });
}
