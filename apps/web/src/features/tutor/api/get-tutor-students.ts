import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLinkedStudent } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The students linked to the logged-in tutor, by first and last name. */
export const getTutorStudents = (signal?: AbortSignal) =>
  apiV1.get<TLinkedStudent[]>('/tutor/students', { signal });

export const tutorStudentsQueryKey = ['tutor', 'students'] as const;

export const tutorStudentsQueryOptions = () =>
  queryOptions({ queryKey: tutorStudentsQueryKey, queryFn: ({ signal }) => getTutorStudents(signal) });

/** `enabled: false` for a caller the server would refuse (an admin has no students of their own). */
export function useTutorStudents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tutorStudentsQueryOptions(), enabled });
}
