import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { type Role, type TAdminUser, type TAdminUserListQuery, ZAdminUserListQuery } from '@taskas/contracts';
import { apiV1, type TPage, type TQueryParams } from '../../../lib/http';

/** Accounts per page in the admin lists. */
export const USERS_PER_PAGE = 20;

/**
 * The query string of `GET /admin/users`, normalised by the server's own schema (its defaults, a
 * trimmed search); "all roles", "every status but deleted" and a blank search are left out, as the
 * server treats them as no filter. A page is asked for by a cursor (`after`, `before`) handed out
 * with the one before, or by its number (an old link): never both.
 */
export function userListParams(query: TAdminUserListQuery): TQueryParams {
  const { role, status, q, page, per_page, after, before } = ZAdminUserListQuery.parse(query);
  return {
    role: role === 'all' ? undefined : role,
    status: status === 'all' ? undefined : status,
    q: q || undefined,
    page: after || before ? undefined : page,
    per_page,
    after,
    before,
  };
}

/**
 * Where the filtered list downloads as CSV: every match of the same filters, not one page. A plain
 * link: the browser sends the session cookie and saves the file the server names.
 */
export function usersExportHref(
  query: Omit<TAdminUserListQuery, 'page' | 'per_page' | 'after' | 'before'>,
): string {
  const {
    page: _page,
    per_page: _perPage,
    after: _after,
    before: _before,
    ...filters
  } = userListParams(query);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `/api/v1/admin/users/export.csv${search ? `?${search}` : ''}`;
}

export const getUsers = (query: TAdminUserListQuery, signal?: AbortSignal) =>
  apiV1.getPage<TAdminUser>('/admin/users', { params: userListParams(query), signal });

export const usersQueryKey = (query: TAdminUserListQuery) =>
  ['admin', 'users', userListParams(query)] as const;

export const usersQueryOptions = (query: TAdminUserListQuery) =>
  queryOptions({ queryKey: usersQueryKey(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** One page of accounts; the page before stays on screen while the next search or page loads. */
export function useUsers(query: TAdminUserListQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}

/** How many accounts each role has: one single-row page per role, read from its pagination total. */
export function useAccountCounts(roles: readonly Role[]) {
  return useQueries({
    queries: roles.map((role) => ({
      ...usersQueryOptions({ role, per_page: 1 }),
      select: (page: TPage<TAdminUser>) => page.pagination.total,
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
