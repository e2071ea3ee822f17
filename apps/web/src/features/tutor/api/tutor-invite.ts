import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLinkEnded, TTutorInvite } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';
import { tutorStudentsQueryKey } from './get-tutor-students';

/** The logged-in tutor's invite code and the path of its join link (created on first ask). */
export const getTutorInvite = (signal?: AbortSignal) => apiV1.get<TTutorInvite>('/tutor/invite', { signal });

export const tutorInviteQueryKey = ['tutor', 'invite'] as const;

export const tutorInviteQueryOptions = () =>
  queryOptions({ queryKey: tutorInviteQueryKey, queryFn: ({ signal }) => getTutorInvite(signal) });

export function useTutorInvite() {
  return useQuery(tutorInviteQueryOptions());
}

/** A new code; the old code and link stop working at once. */
export function useRenewInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiV1.post<TTutorInvite>('/tutor/invite/renew', undefined, { retry: false }),
    onSuccess: (invite) => queryClient.setQueryData(tutorInviteQueryKey, invite),
  });
}

/** The tutor ends the link with one of their students. */
export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      apiV1.delete<TLinkEnded>(`/tutor/students/${studentId}`, { retry: false }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tutorStudentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['tutor', 'dashboard'] }),
      ]),
  });
}

/** The link students open: this page's own address with the invite's path. */
export const inviteLinkOf = (invite: TTutorInvite) => `${window.location.origin}${invite.join_path}`;
