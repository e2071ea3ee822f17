import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInterests, TInterestsUpdate } from '@taskas/contracts';
import { apiAuth } from '../../../lib/http';
import { useAuth } from '../../auth/auth-context';

/** A student's interests: their own, or (a linked tutor, an admin) the student's with `studentId`. */
export const getInterests = (studentId: number | null, signal?: AbortSignal) =>
  apiAuth.get<TInterests>('/users/interests', {
    signal,
    params: studentId === null ? undefined : { student_id: studentId },
  });

/** Replaces the signed-in student's interests; the server answers with what it kept. */
export const saveInterests = (interests: TInterestsUpdate) =>
  apiAuth.put<TInterests>('/users/interests', interests, { retry: false });

/** Keyed by the student whose interests they are, whoever asks. */
export const interestsQueryKey = (studentId: number) => ['interests', studentId] as const;

export const interestsQueryOptions = (studentId: number, own: boolean) =>
  queryOptions({
    queryKey: interestsQueryKey(studentId),
    queryFn: ({ signal }) => getInterests(own ? null : studentId, signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in student's interests (nothing is asked for anyone else). */
export function useMyInterests() {
  const { user } = useAuth();
  const studentId = user?.role === 'student' ? user.id : null;
  return useQuery({ ...interestsQueryOptions(studentId ?? 0, true), enabled: studentId !== null });
}

/** A student's interests as their tutor sees them; `null` asks nothing. */
export function useStudentInterests(studentId: number | null) {
  return useQuery({
    ...interestsQueryOptions(studentId ?? 0, false),
    enabled: studentId !== null,
    // Another tutor's student, or an account that has gone: then there is simply nothing to start from.
    retry: false,
  });
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationKey: ['interests', 'save'],
    mutationFn: saveInterests,
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(interestsQueryKey(user.id), saved);
    },
  });
}
