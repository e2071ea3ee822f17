import {
  type TAdminUserListQuery,
  ZAccountListCursor,
  ZAccountStatus,
  ZAdminUserListQuery,
  ZRole,
} from '@taskas/contracts';

export type TRoleFilter = NonNullable<TAdminUserListQuery['role']>;
/** "all" is every status but deleted, as the server lists them without a status. */
export type TStatusFilter = NonNullable<TAdminUserListQuery['status']>;

/**
 * What an admin list shows, kept in the address so a search survives reloads and can be shared. Past
 * the first page, `after` or `before` (the server's cursors) say where the page starts; `page` is its
 * number as the list showed it, and on its own (an old link) the page the server counts to.
 */
export type TAccountSearch = {
  role: TRoleFilter;
  status: TStatusFilter;
  q: string;
  page: number;
  after?: string;
  before?: string;
};

/** The server refuses longer searches; the box stops there. */
export const SEARCH_MAX_LENGTH = ZAdminUserListQuery.shape.q.unwrap().maxLength ?? 100;

/**
 * Reads `?q=&role=&status=&page=&after=|before=`; anything unusable (an unknown role, page 0, a cursor
 * that cannot be one, two cursors) falls back to the default.
 */
export function readAccountSearch(params: URLSearchParams): TAccountSearch {
  const role = ZRole.safeParse(params.get('role'));
  const status = ZAccountStatus.safeParse(params.get('status'));
  const pageNumber = Number(params.get('page'));
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const after = ZAccountListCursor.safeParse(params.get('after'));
  const before = ZAccountListCursor.safeParse(params.get('before'));
  let cursor: Pick<TAccountSearch, 'after' | 'before'> = {};
  if (page > 1 && after.success && !before.success) cursor = { after: after.data };
  if (page > 1 && before.success && !after.success) cursor = { before: before.data };
  return {
    role: role.success ? role.data : 'all',
    status: status.success ? status.data : 'all',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page,
    ...cursor,
  };
}

/**
 * The address for a search: only what differs from the defaults, so the plain list has a plain URL.
 * The first page has no cursor: a new search or filter, which starts there, leaves the old one behind.
 */
export function accountSearchParams(search: TAccountSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.role !== 'all') params.set('role', search.role);
  if (search.status !== 'all') params.set('status', search.status);
  if (search.page > 1) {
    params.set('page', String(search.page));
    if (search.after) params.set('after', search.after);
    else if (search.before) params.set('before', search.before);
  }
  return params;
}
