import { type TAdminUserListQuery, ZAccountStatus, ZAdminUserListQuery, ZRole } from '@taskas/contracts';

export type TRoleFilter = NonNullable<TAdminUserListQuery['role']>;
/** "all" is every status but deleted, as the server lists them without a status. */
export type TStatusFilter = NonNullable<TAdminUserListQuery['status']>;

/** What an admin list shows, kept in the address so a search survives reloads and can be shared. */
export type TAccountSearch = { role: TRoleFilter; status: TStatusFilter; q: string; page: number };

/** The server refuses longer searches; the box stops there. */
export const SEARCH_MAX_LENGTH = ZAdminUserListQuery.shape.q.unwrap().maxLength ?? 100;

/**
 * Reads `?q=&role=&status=&page=`; anything unusable (an unknown role, page 0) falls back to the
 * default.
 */
export function readAccountSearch(params: URLSearchParams): TAccountSearch {
  const role = ZRole.safeParse(params.get('role'));
  const status = ZAccountStatus.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    role: role.success ? role.data : 'all',
    status: status.success ? status.data : 'all',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address for a search: only what differs from the defaults, so the plain list has a plain URL. */
export function accountSearchParams(search: TAccountSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role !== 'all') params.set('role', search.role);
  if (search.status !== 'all') params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
