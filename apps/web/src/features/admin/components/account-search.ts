import { type TUserListQuery, ZRole, ZUserListQuery } from '@taskas/contracts';

export type TRoleFilter = NonNullable<TUserListQuery['role']>;

/** What an admin list shows, kept in the address so a search survives reloads and can be shared. */
export type TAccountSearch = { role: TRoleFilter; q: string; page: number };

/** The server refuses longer searches; the box stops there. */
export const SEARCH_MAX_LENGTH = ZUserListQuery.shape.q.unwrap().maxLength ?? 100;

/** Reads `?q=&role=&page=`; anything unusable (an unknown role, page 0) falls back to the default. */
export function readAccountSearch(params: URLSearchParams): TAccountSearch {
  const role = ZRole.safeParse(params.get('role'));
  const page = Number(params.get('page'));
  return {
    role: role.success ? role.data : 'all',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address for a search: only what differs from the defaults, so the plain list has a plain URL. */
export function accountSearchParams(search: TAccountSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role !== 'all') params.set('role', search.role);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
