import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAssignmentsRepository } from '../assignments/assignments.repository.ts';
import { type AuditActor, linkAudit, recordAudit } from '../audit/audit-log.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

/**
 * Links a tutor and a student inside the caller's transaction, with its `link.created` entry.
 * Answers false when they were linked already (and records nothing).
 */
export async function linkInTransaction(
  trx: Kysely<Database>,
  actor: AuditActor,
  tutorId: number,
  studentId: number,
): Promise<boolean> {
  const linked = await createTutorRepository(trx).link(tutorId, studentId, new Date().toISOString());
  if (linked) await recordAudit(trx, actor, linkAudit('link.created', tutorId, studentId));
  return linked;
}

/**
 * Ends a link inside the caller's transaction and cancels what the tutor assigned the student that is
 * still going (a tutor no longer linked cannot follow it); records `link.ended` when an actor is given
 * (a move records itself). Answers false when there was no link. Every way a link ends goes through
 * here: a tutor or student ending it, an admin unlinking or moving, a role change, an account deleted.
 */
export async function endLinkInTransaction(
  trx: Kysely<Database>,
  tutorId: number,
  studentId: number,
  actor?: AuditActor,
): Promise<boolean> {
  if (!(await createTutorRepository(trx).unlink(tutorId, studentId))) return false;
  await createAssignmentsRepository(trx).cancelActive(tutorId, studentId, new Date().toISOString());
  if (actor) await recordAudit(trx, actor, linkAudit('link.ended', tutorId, studentId));
  return true;
}
