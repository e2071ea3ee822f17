import type { AuditAction, AuditTargetType } from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Who did something and from where: the signed-in caller of a request, or nobody (a lockout, an e-mail link). */
export type AuditActor = { id: number | null; role: string | null; ip: string | null };

export type AuditEvent = {
  action: AuditAction;
  targetType?: AuditTargetType;
  targetId?: number;
  /** What changed. Never names, e-mails or other personal data: those are read from `users` when shown. */
  details?: Record<string, unknown>;
};

/**
 * A link's entry (`link.created`, `link.ended`): target type `link` with the student's id as `target_id`
 * (a link has no id of its own) and both people in the details, so the trail's filter by account finds
 * it from either side. A move is `link.moved` with `{from_tutor_id, to_tutor_id, student_id}`.
 */
export function linkAudit(
  action: 'link.created' | 'link.ended',
  tutorId: number,
  studentId: number,
): AuditEvent {
  return {
    action,
    targetType: 'link',
    targetId: studentId,
    details: { tutor_id: tutorId, student_id: studentId },
  };
}

/** The caller of a request as the audit trail records them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.auth?.user;
  return { id: user?.id ?? null, role: user?.role ?? null, ip: request.ip ?? null };
}

/**
 * Writes one entry. Pass the transaction that makes the change, so the change and its record land
 * together or not at all. Entries are never updated or deleted (migration 009's triggers refuse it).
 */
export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  event: AuditEvent,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor_role: actor.role,
      action: event.action,
      target_type: event.targetType ?? null,
      target_id: event.targetId ?? null,
      details: JSON.stringify(event.details ?? {}),
      ip: actor.ip?.slice(0, 64) ?? null,
      created_at: at.toISOString(),
    })
    .execute();
}
