import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Language, LIMITS, type THistoryPage } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export const HISTORY_PER_PAGE = LIMITS.historyPageSize;

/** One page of the student's solved tasks, newest first, with the total for the pagination. */
export const getCompletedTasks = (page: number, signal?: AbortSignal) =>
  apiV1.get<THistoryPage>('/tasks/completed', { params: { page, per_page: HISTORY_PER_PAGE }, signal });

export const completedTasksQueryKey = (page: number, language: Language) =>
  ['tasks', 'completed', { page, per_page: HISTORY_PER_PAGE }, language] as const;

export const completedTasksQueryOptions = (page: number, language: Language) =>
  queryOptions({
    queryKey: completedTasksQueryKey(page, language),
    queryFn: ({ signal }) => getCompletedTasks(page, signal),
  });

/** The previous page stays on screen, dimmed, while the next one loads. */
export function useCompletedTasks(page: number, language: Language) {
  return useQuery({ ...completedTasksQueryOptions(page, language), placeholderData: keepPreviousData });
}
