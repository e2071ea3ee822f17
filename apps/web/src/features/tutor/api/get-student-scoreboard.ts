import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TScoreboard } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The student's points, solved tasks, accuracy and streak, as the student's own scoreboard counts them. */
export const getStudentScoreboard = (studentId: number, signal?: AbortSignal) =>
  apiV1.get<TScoreboard>('/scoreboard', { params: { student_id: studentId }, signal });

export const studentScoreboardQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: ['tutor', 'students', studentId, 'scoreboard'] as const,
    queryFn: ({ signal }) => getStudentScoreboard(studentId, signal),
  });

export function useStudentScoreboard(studentId: number) {
  return useQuery({ ...studentScoreboardQueryOptions(studentId), staleTime: 0 });
}
