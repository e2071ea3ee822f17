import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, TRecommendedTask } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export const RECOMMENDED_LIMIT = 5;

/** The next tasks to practise: the weakest skills first, one due for review, then new skills. */
export const getRecommendedTasks = (signal?: AbortSignal) =>
  apiV1.get<TRecommendedTask[]>('/tasks/recommended', { params: { limit: RECOMMENDED_LIMIT }, signal });

// Under 'tasks' so that an answer submitted on a task page marks these stale too.
export const recommendedTasksQueryKey = (language: Language) =>
  ['tasks', 'recommended', RECOMMENDED_LIMIT, language] as const;

export const recommendedTasksQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: recommendedTasksQueryKey(language),
    queryFn: ({ signal }) => getRecommendedTasks(signal),
  });

export function useRecommendedTasks(language: Language) {
  return useQuery({ ...recommendedTasksQueryOptions(language), staleTime: 0 });
}
