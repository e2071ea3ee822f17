import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TStudentActivity } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** Answers, right answers and points per day (Vilnius days) of the last `days` days. */
export const getStudentActivity = (studentId: number, days: number, signal?: AbortSignal) =>
  apiV1.get<TStudentActivity>(`/tutor/students/${studentId}/activity`, { params: { days }, signal });

export const studentActivityQueryOptions = (studentId: number, days: number) =>
  queryOptions({
    queryKey: ['tutor', 'students', studentId, 'activity', days] as const,
    queryFn: ({ signal }) => getStudentActivity(studentId, days, signal),
  });

export function useStudentActivity(studentId: number, days: number) {
  return useQuery({
    ...studentActivityQueryOptions(studentId, days),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
