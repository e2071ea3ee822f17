import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJoinTutorRequest, TJoinTutorResult, TLinkEnded, TMyTutor } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The logged-in student's tutors. */
export const getMyTutors = (signal?: AbortSignal) => apiV1.get<TMyTutor[]>('/profile/tutors', { signal });

export const myTutorsQueryKey = ['profile', 'tutors'] as const;

export const myTutorsQueryOptions = () =>
  queryOptions({ queryKey: myTutorsQueryKey, queryFn: ({ signal }) => getMyTutors(signal) });

export function useMyTutors() {
  return useQuery(myTutorsQueryOptions());
}

/** Joins the tutor whose invite code this is; joining twice changes nothing. */
export function useJoinTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TJoinTutorRequest) =>
      apiV1.post<TJoinTutorResult>('/profile/tutors/join', body, { retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTutorsQueryKey }),
  });
}

/** The student ends the link with one of their tutors. */
export function useLeaveTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tutorId: number) => apiV1.delete<TLinkEnded>(`/profile/tutors/${tutorId}`, { retry: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myTutorsQueryKey }),
  });
}
