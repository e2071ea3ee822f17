import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TAdminTutor, type TAdminTutorListQuery, ZAdminTutorListQuery } from '@taskas/contracts';
import { apiV1, type TQueryParams } from '../../../lib/http';

/** Tutors per page in tutor management. */
export const TUTORS_PER_PAGE = 20;

/** The query string of `GET /admin/tutors`, normalised by the server's own schema; a blank search is left out. */
export function tutorListParams(query: TAdminTutorListQuery): TQueryParams {
  const { q, page, per_page } = ZAdminTutorListQuery.parse(query);
  return { q: q || undefined, page, per_page };
}

export const getTutors = (query: TAdminTutorListQuery, signal?: AbortSignal) =>
  apiV1.getPage<TAdminTutor>('/admin/tutors', { params: tutorListParams(query), signal });

/** Under `admin`, so creating an account or changing a link (which refresh `['admin', …]`) can refresh it. */
export const tutorsQueryKey = (query: TAdminTutorListQuery) =>
  ['admin', 'tutors', tutorListParams(query)] as const;

export const tutorsQueryOptions = (query: TAdminTutorListQuery) =>
  queryOptions({ queryKey: tutorsQueryKey(query), queryFn: ({ signal }) => getTutors(query, signal) });

/** One page of tutors with their student counts; the previous page stays on screen while the next loads. */
export function useTutors(query: TAdminTutorListQuery) {
  return useQuery({ ...tutorsQueryOptions(query), placeholderData: keepPreviousData });
}
