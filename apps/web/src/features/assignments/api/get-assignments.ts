import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAssignmentListQuery, TAssignmentSummary } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export type TAssignmentFilters = {
  status?: TAssignmentListQuery['status'];
  /** By due time: soonest first (the default) or the latest first. */
  order?: TAssignmentListQuery['order'];
  student_id?: number;
  page?: number;
  per_page?: number;
};

/** A page of the caller's assignments: a student's own, a tutor's own (optionally one student's). */
export const getAssignments = (query: TAssignmentFilters, signal?: AbortSignal) =>
  apiV1.getPage<TAssignmentSummary>('/assignments', { params: { ...query }, signal });

export const assignmentsQueryKey = (query: TAssignmentFilters) => ['assignments', 'list', query] as const;

export const assignmentsQueryOptions = (query: TAssignmentFilters) =>
  queryOptions({
    queryKey: assignmentsQueryKey(query),
    queryFn: ({ signal }) => getAssignments(query, signal),
  });

export function useAssignments(query: TAssignmentFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...assignmentsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
