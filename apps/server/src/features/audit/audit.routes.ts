import {
  type AuditAction,
  type AuditTargetType,
  ErrorCode,
  envelopeOf,
  type Role,
  type TAuditEntry,
  type TAuditPerson,
  ZAuditEntry,
  ZAuditQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { type AuditRow, createAuditRepository } from './audit.repository.ts';

const DAY_MS = 86_400_000;

function person(
  id: number | null,
  username: string | null,
  firstName: string | null,
  lastName: string | null,
  role: Role | null,
  status: string | null,
): TAuditPerson | null {
  if (id === null || username === null || role === null) return null;
  return {
    id,
    username,
    first_name: firstName ?? '',
    last_name: lastName ?? '',
    role,
    deleted: status === 'deleted',
  };
}

/** The tutor a link entry names (the new one, for a move). */
function linkTutorId(details: Record<string, unknown>): number | null {
  const id = details.to_tutor_id ?? details.tutor_id;
  return typeof id === 'number' ? id : null;
}

function detailsOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function presentAuditEntry(row: AuditRow, related: TAuditPerson | null = null): TAuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor: person(
      row.actor_id,
      row.actor_username,
      row.actor_first_name,
      row.actor_last_name,
      row.actor_role,
      row.actor_status,
    ),
    target_type: row.target_type as AuditTargetType | null,
    target_id: row.target_id,
    target_user: person(
      row.target_user_id,
      row.target_username,
      row.target_first_name,
      row.target_last_name,
      row.target_role,
      row.target_status,
    ),
    related_user: related,
    details: detailsOf(row.details),
    ip: row.ip,
    created_at: row.created_at,
  };
}

/**
 * `GET /api/v1/admin/audit`: the audit trail, newest first, for admins. There is deliberately no route
 * that changes or deletes an entry (and the database refuses it, migration 009).
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = createAuditRepository(app.db);

  app.get(
    '/audit',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        querystring: ZAuditQuery,
        response: { 200: envelopeOf(z.array(ZAuditEntry)) },
      },
    },
    async (request) => {
      const { actor_id, target_id, action, from, to, page, per_page } = request.query;
      if (from && to && from > to) {
        throw new AppError(ErrorCode.VALIDATION, 'The end date is before the start date', {
          field: 'to',
          details: { from, to },
        });
      }
      const { rows, total } = await audit.list({
        actorId: actor_id,
        targetId: target_id,
        action,
        from: from ? `${from}T00:00:00.000Z` : undefined,
        until: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
        page,
        perPage: per_page,
      });
      const tutorIds = rows
        .filter((row) => row.target_type === 'link')
        .map((row) => linkTutorId(detailsOf(row.details)))
        .filter((id): id is number => id !== null);
      const tutors = new Map(
        (await audit.people([...new Set(tutorIds)])).map((tutor) => [
          tutor.id,
          person(tutor.id, tutor.username, tutor.first_name, tutor.last_name, tutor.role, tutor.status),
        ]),
      );
      const entries = rows.map((row) => {
        const tutorId = row.target_type === 'link' ? linkTutorId(detailsOf(row.details)) : null;
        return presentAuditEntry(row, tutorId === null ? null : (tutors.get(tutorId) ?? null));
      });
      return ok(request, entries, paginationOf(page, per_page, total));
    },
  );
};
