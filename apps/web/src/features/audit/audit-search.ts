import { type AuditAction, ZAuditAction } from '@taskas/contracts';

/** The audit trail's filters and page, kept in the address so a filtered view can be reloaded or shared. */
export type TAuditSearch = {
  action: AuditAction | null;
  actor: number | null;
  target: number | null;
  /** Inclusive days, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  page: number;
};

export const NO_AUDIT_FILTERS: TAuditSearch = {
  action: null,
  actor: null,
  target: null,
  from: null,
  to: null,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function day(value: string | null): string | null {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
}

/** Reads `?action=&actor=&target=&from=&to=&page=`; anything unusable is left out. */
export function readAuditSearch(params: URLSearchParams): TAuditSearch {
  const action = ZAuditAction.safeParse(params.get('action'));
  return {
    action: action.success ? action.data : null,
    actor: positiveId(params.get('actor')),
    target: positiveId(params.get('target')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positiveId(params.get('page')) ?? 1,
  };
}

/** The address of a filtered view: only what is set, so the plain trail has a plain URL. */
export function auditSearchParams(search: TAuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.action) params.set('action', search.action);
  if (search.actor) params.set('actor', String(search.actor));
  if (search.target) params.set('target', String(search.target));
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export function isFiltered(search: TAuditSearch): boolean {
  return Boolean(search.action || search.actor || search.target || search.from || search.to);
}
