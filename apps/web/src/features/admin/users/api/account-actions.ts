import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Role,
  TAccountActionResult,
  TAccountDetail,
  TAdminUser,
  TCreateAccountRequest,
} from '@taskas/contracts';
import { apiV1 } from '../../../../lib/http';

export const getAccountDetail = (userId: number, signal?: AbortSignal) =>
  apiV1.get<TAccountDetail>(`/admin/users/${userId}`, { signal });

export const accountDetailQueryKey = (userId: number) => ['admin', 'account', userId] as const;

export const accountDetailQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountDetailQueryKey(userId),
    queryFn: ({ signal }) => getAccountDetail(userId, signal),
  });

/** One account as the admin's detail view shows it: profile, status, sessions, links. */
export function useAccountDetail(userId: number) {
  return useQuery(accountDetailQueryOptions(userId));
}

/** Any account change may move it in a list, a count, a tutor's students or the dashboard. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}

export function useCreateAccount() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (input: TCreateAccountRequest) =>
      apiV1.post<TAdminUser>('/admin/users', input, { retry: false }),
    onSuccess: refresh,
  });
}

export function useChangeRole(userId: number) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (role: Role) =>
      apiV1.patch<TAccountActionResult>(`/admin/users/${userId}/role`, { role }, { retry: false }),
    onSettled: refresh,
  });
}

/** The one-click account actions, each a POST under `/admin/users/{id}/…` (or the DELETE). */
export const ACCOUNT_ACTIONS = [
  'deactivate',
  'reactivate',
  'password-reset',
  'invitation',
  'sessions/end',
  'delete',
] as const;
export type TAccountAction = (typeof ACCOUNT_ACTIONS)[number];

export function useAccountAction(userId: number) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (action: TAccountAction) =>
      action === 'delete'
        ? apiV1.delete<TAccountActionResult>(`/admin/users/${userId}`, { retry: false })
        : apiV1.post<TAccountActionResult>(`/admin/users/${userId}/${action}`, undefined, { retry: false }),
    onSettled: refresh,
  });
}
