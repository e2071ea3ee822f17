import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, TTutorAttempt } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export type TAttemptFilters = { topic_id?: string; skill_id?: string; page: number };

/** A page of the student's answers, newest first, optionally of one topic or skill. */
export const getStudentAttempts = (studentId: number, filters: TAttemptFilters, signal?: AbortSignal) =>
  apiV1.getPage<TTutorAttempt>(`/tutor/students/${studentId}/attempts`, { params: filters, signal });

export const studentAttemptsQueryOptions = (
  studentId: number,
  filters: TAttemptFilters,
  language: Language,
) =>
  queryOptions({
    queryKey: ['tutor', 'students', studentId, 'attempts', language, filters] as const,
    queryFn: ({ signal }) => getStudentAttempts(studentId, filters, signal),
  });

export function useStudentAttempts(studentId: number, filters: TAttemptFilters, language: Language) {
  return useQuery({
    ...studentAttemptsQueryOptions(studentId, filters, language),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
