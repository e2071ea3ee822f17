import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSort, Language, TTutorDashboard } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** What the page keeps in its address: the search, the sort and the page. */
export type TDashboardQuery = {
  q: string;
  sort: DashboardSort;
  order: 'asc' | 'desc';
  page: number;
};

/**
 * The tutor's class: a page of students with their figures, and the whole class's totals and weakest
 * skills. Curriculum names come back in the account's language, hence the key holds it.
 */
export const getTutorDashboard = async (query: TDashboardQuery, signal?: AbortSignal) => {
  const { q, ...rest } = query;
  const { data, pagination } = await apiV1.getPaged<TTutorDashboard>('/tutor/dashboard', {
    params: { ...rest, ...(q ? { q } : {}) },
    signal,
  });
  return { ...data, pagination };
};

export const tutorDashboardQueryKey = (query: TDashboardQuery, language: Language) =>
  ['tutor', 'dashboard', language, query] as const;

export const tutorDashboardQueryOptions = (query: TDashboardQuery, language: Language) =>
  queryOptions({
    queryKey: tutorDashboardQueryKey(query, language),
    queryFn: ({ signal }) => getTutorDashboard(query, signal),
  });

/** Fresh on every visit (students answer all day); the last page stays while the next loads. */
export function useTutorDashboard(query: TDashboardQuery, language: Language) {
  return useQuery({
    ...tutorDashboardQueryOptions(query, language),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
