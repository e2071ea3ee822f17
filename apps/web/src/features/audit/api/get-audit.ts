import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TAuditEntry, type TAuditQuery, ZAuditQuery } from '@taskas/contracts';
import { apiV1, type TQueryParams } from '../../../lib/http';

/** Entries per page of the audit trail. */
export const AUDIT_PER_PAGE = 25;

/** The query string of `GET /admin/audit`, normalised by the server's own schema. */
export function auditParams(query: TAuditQuery): TQueryParams {
  const { actor_id, target_id, action, from, to, page, per_page } = ZAuditQuery.parse(query);
  return { actor_id, target_id, action, from, to, page, per_page };
}

export const getAudit = (query: TAuditQuery, signal?: AbortSignal) =>
  apiV1.getPage<TAuditEntry>('/admin/audit', { params: auditParams(query), signal });

export const auditQueryOptions = (query: TAuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', auditParams(query)] as const,
    queryFn: ({ signal }) => getAudit(query, signal),
  });

/** One page of the audit trail; the previous page stays on screen while the next one loads. */
export function useAudit(query: TAuditQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}
