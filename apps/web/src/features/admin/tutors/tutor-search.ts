import { ZAdminTutorListQuery } from '@taskas/contracts';

/** What the tutor list shows, kept in the address so a search survives reloads and can be shared. */
export type TTutorSearch = { q: string; page: number };

/** The server refuses longer searches; the box stops there. */
export const SEARCH_MAX_LENGTH = ZAdminTutorListQuery.shape.q.unwrap().maxLength ?? 100;

/** Reads `?q=&page=`; an unusable page (0, text) falls back to the first. */
export function readTutorSearch(params: URLSearchParams): TTutorSearch {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address for a search: only what differs from the defaults. */
export function tutorSearchParams(search: TTutorSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
