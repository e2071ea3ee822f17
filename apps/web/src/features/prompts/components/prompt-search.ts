import { LANGUAGES, PROMPT_PURPOSES, PROMPT_SCOPES, ZPromptListQuery } from '@taskas/contracts';

export type TPurposeFilter = (typeof PROMPT_PURPOSES)[number] | 'all';
export type TLanguageFilter = (typeof LANGUAGES)[number] | 'all';
export type TScopeFilter = (typeof PROMPT_SCOPES)[number] | 'all';

/** The library's filters, kept in the address so a reload or a shared link shows the same list. */
export type TPromptSearch = {
  purpose: TPurposeFilter;
  language: TLanguageFilter;
  scope: TScopeFilter;
  q: string;
  page: number;
};

/** The server refuses longer searches; the box stops there. */
export const PROMPT_SEARCH_MAX_LENGTH = ZPromptListQuery.shape.q.unwrap().maxLength ?? 100;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | 'all' =>
  allowed.includes(value as T) ? (value as T) : 'all';

/** Reads `?purpose=&language=&scope=&q=&page=`; anything unusable falls back to the default. */
export function readPromptSearch(params: URLSearchParams): TPromptSearch {
  const page = Number(params.get('page'));
  return {
    purpose: oneOf(PROMPT_PURPOSES, params.get('purpose')),
    language: oneOf(LANGUAGES, params.get('language')),
    scope: oneOf(PROMPT_SCOPES, params.get('scope')),
    q: (params.get('q') ?? '').trim().slice(0, PROMPT_SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults, so the plain list has a plain address. */
export function promptSearchParams(search: TPromptSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  for (const name of ['purpose', 'language', 'scope'] as const) {
    if (search[name] !== 'all') params.set(name, search[name]);
  }
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
