import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { type Role, type TUser, type TUserListQuery, ZUserListQuery } from '@taskas/contracts';
import { apiV1, type TPage, type TQueryParams } from '../../../lib/http';

/** Accounts per page in the admin lists. */
export const USERS_PER_PAGE = 20;

/**
 * The query string of `GET /admin/users`, normalised by the server's own schema (its defaults, a
 * trimmed search); "all roles" and a blank search are left out, as the server treats both as no filter.
 */
export function userListParams(query: TUserListQuery): TQueryParams {
  const { role, q, page, per_page } = ZUserListQuery.parse(query);
  return { role: role === 'all' ? undefined : role, q: q || undefined, page, per_page };
}

export const getUsers = (query: TUserListQuery, signal?: AbortSignal) =>
  apiV1.getPage<TUser>('/admin/users', { params: userListParams(query), signal });

export const usersQueryKey = (query: TUserListQuery) => ['admin', 'users', userListParams(query)] as const;

export const usersQueryOptions = (query: TUserListQuery) =>
  queryOptions({ queryKey: usersQueryKey(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** One page of accounts; the previous page stays on screen while the next search or page loads. */
export function useUsers(query: TUserListQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}

/** How many accounts each role has: one single-row page per role, read from its pagination total. */
export function useAccountCounts(roles: readonly Role[]) {
  return useQueries({
    queries: roles.map((role) => ({
      ...usersQueryOptions({ role, per_page: 1 }),
      select: (page: TPage<TUser>) => page.pagination.total,
    })),
    combine: (results) => ({
      counts: results.map((result) => result.data),
      error: results.find((result) => result.isError)?.error ?? null,
      isFetching: results.some((result) => result.isFetching),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
