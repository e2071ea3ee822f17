import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLinkedStudent } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';
import { tutorStudentsQueryKey, tutorStudentsQueryOptions } from './get-tutor-students';

/**
 * One student as their tutor sees them. The server answers 403 (E3002) for a student not linked to
 * the tutor and 404 (E4001) when there is no such student; an admin may open any student.
 */
export const getTutorStudent = (studentId: number, signal?: AbortSignal) =>
  apiV1.get<TLinkedStudent>(`/tutor/students/${studentId}`, { signal });

export const tutorStudentQueryKey = (studentId: number) => [...tutorStudentsQueryKey, studentId] as const;

export const tutorStudentQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: tutorStudentQueryKey(studentId),
    queryFn: ({ signal }) => getTutorStudent(studentId, signal),
  });

export function useTutorStudent(studentId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...tutorStudentQueryOptions(studentId),
    // Opened from the dashboard list: show that row at once while the server confirms it.
    placeholderData: () =>
      queryClient
        .getQueryData(tutorStudentsQueryOptions().queryKey)
        ?.find((student) => student.id === studentId),
  });
}
