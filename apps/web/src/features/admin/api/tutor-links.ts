import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminLinkResult,
  TLinkEnded,
  TMoveStudentRequest,
  TMoveStudentResult,
  TTutorWithStudents,
} from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

export const getTutorWithStudents = (tutorId: number, signal?: AbortSignal) =>
  apiV1.get<TTutorWithStudents>(`/admin/tutors/${tutorId}/students`, { signal });

export const tutorLinksQueryKey = (tutorId: number) => ['admin', 'tutor-links', tutorId] as const;

export const tutorWithStudentsQueryOptions = (tutorId: number) =>
  queryOptions({
    queryKey: tutorLinksQueryKey(tutorId),
    queryFn: ({ signal }) => getTutorWithStudents(tutorId, signal),
  });

/** A tutor and the students linked to them, as an admin sees them. */
export function useTutorWithStudents(tutorId: number) {
  return useQuery(tutorWithStudentsQueryOptions(tutorId));
}

/** Every tutor's list may have changed (a move changes two), and with it the tutors' student counts. */
function useRefreshLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'tutor-links'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'tutors'] }),
    ]);
}

export function useLinkStudent(tutorId: number) {
  const refresh = useRefreshLinks();
  return useMutation({
    mutationFn: (studentId: number) =>
      apiV1.put<TAdminLinkResult>(`/admin/tutors/${tutorId}/students/${studentId}`, undefined, {
        retry: false,
      }),
    onSettled: refresh,
  });
}

export function useUnlinkStudent(tutorId: number) {
  const refresh = useRefreshLinks();
  return useMutation({
    mutationFn: (studentId: number) =>
      apiV1.delete<TLinkEnded>(`/admin/tutors/${tutorId}/students/${studentId}`, { retry: false }),
    onSettled: refresh,
  });
}

export function useMoveStudent() {
  const refresh = useRefreshLinks();
  return useMutation({
    mutationFn: ({ studentId, ...body }: TMoveStudentRequest & { studentId: number }) =>
      apiV1.post<TMoveStudentResult>(`/admin/students/${studentId}/move`, body, { retry: false }),
    onSettled: refresh,
  });
}
