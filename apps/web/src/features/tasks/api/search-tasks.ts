import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Difficulty, Language, TTaskSummary } from '@taskas/contracts';
import { apiV1, type TQueryParams } from '../../../lib/http';
import { TASKS_PER_PAGE } from './get-tasks';

export type TTaskSearch = {
  q: string;
  language: Language;
  difficulty?: Difficulty;
  grade?: number;
  page: number;
};

function searchParams(search: TTaskSearch): TQueryParams {
  return {
    q: search.q,
    limit: TASKS_PER_PAGE,
    page: search.page,
    language: search.language,
    difficulty: search.difficulty,
    grade: search.grade,
  };
}

/** The curriculum search: tasks whose title, topic or skill matches `q` (full tasks, read as summaries). */
export const searchTasks = (search: TTaskSearch, signal?: AbortSignal) =>
  apiV1.getPage<TTaskSummary>('/search/tasks', { params: searchParams(search), signal });

export const taskSearchQueryKey = (search: TTaskSearch) => ['tasks', 'search', searchParams(search)] as const;

export const taskSearchQueryOptions = (search: TTaskSearch) =>
  queryOptions({
    queryKey: taskSearchQueryKey(search),
    queryFn: ({ signal }) => searchTasks(search, signal),
  });

export function useTaskSearch(search: TTaskSearch, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...taskSearchQueryOptions(search), placeholderData: keepPreviousData, enabled });
}
