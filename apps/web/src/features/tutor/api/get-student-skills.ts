import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, TPractisedTopic } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The topics and skills the student practised, with mastery, in curriculum order. */
export const getStudentSkills = (studentId: number, signal?: AbortSignal) =>
  apiV1.get<TPractisedTopic[]>(`/tutor/students/${studentId}/skills`, { signal });

/** Keyed on the language: the names come back in the account's language. */
export const studentSkillsQueryOptions = (studentId: number, language: Language) =>
  queryOptions({
    queryKey: ['tutor', 'students', studentId, 'skills', language] as const,
    queryFn: ({ signal }) => getStudentSkills(studentId, signal),
  });

export function useStudentSkills(studentId: number, language: Language) {
  return useQuery({ ...studentSkillsQueryOptions(studentId, language), staleTime: 0 });
}
