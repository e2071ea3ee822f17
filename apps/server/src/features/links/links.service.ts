import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CODE_PATTERN,
  joinPathOf,
  normaliseInviteCode,
  type TAdminLinkResult,
  type TJoinTutorResult,
  type TLinkedStudent,
  type TMoveStudentResult,
  type TMyTutor,
  type TTutorInvite,
  type TTutorWithStudents,
} from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../auth/auth.service.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { endLinkInTransaction, linkInTransaction } from './link-changes.ts';
import { createLinksRepository } from './links.repository.ts';

/** What the other side of a link is told (the notifications feature words it). */
export type LinkEvent =
  | { kind: 'student_joined'; studentId: number; studentName: string }
  | { kind: 'link_ended'; otherName: string; endedBy: 'tutor' | 'student' | 'admin'; studentId?: number };

export type LinkNotifier = (recipientId: number, event: LinkEvent) => Promise<unknown>;

type Person = { username: string; first_name: string; last_name: string };
const nameOf = (person: Person) => `${person.first_name} ${person.last_name}`.trim() || person.username;

/** A fresh code: each character drawn uniformly from the alphabet by the system's CSPRNG. */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/** Tries again on the (1 in 10^11) chance that a new code is another tutor's. */
const CODE_ATTEMPTS = 5;

function notFound(message: string, field?: string, details?: Record<string, unknown>) {
  return new AppError(ErrorCode.NOT_FOUND, message, { ...(field ? { field } : {}), details });
}

/**
 * Tutor–student links: a tutor's invite code, a student joining or leaving, a tutor removing a student,
 * and an admin linking, unlinking and moving students. Notifications go out after the change is stored;
 * one that fails is logged and never undoes or fails the change.
 */
export function createLinksService(deps: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  notify?: LinkNotifier;
}) {
  const repo = createLinksRepository(deps.db);
  const tutors = createTutorRepository(deps.db);

  async function tell(recipientId: number, event: LinkEvent) {
    if (!deps.notify) return;
    try {
      await deps.notify(recipientId, event);
    } catch (err) {
      deps.log.error({ err, recipientId, kind: event.kind }, 'a link notification could not be written');
    }
  }

  const presentInvite = (row: { code: string; created_at: string }): TTutorInvite => ({
    code: row.code,
    join_path: joinPathOf(row.code),
    created_at: row.created_at,
  });

  async function writeCode(write: (code: string) => Promise<void>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(newInviteCode());
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
      }
    }
  }

  const unlink = (actor: AuditActor, tutorId: number, studentId: number) =>
    deps.db.transaction().execute((trx) => endLinkInTransaction(trx, tutorId, studentId, actor));

  /** Links the two with its `link.created` entry in one transaction; answers false when already linked. */
  const makeLink = (actor: AuditActor, tutorId: number, studentId: number) =>
    deps.db.transaction().execute((trx) => linkInTransaction(trx, actor, tutorId, studentId));

  async function requireTutor(tutorId: number, field?: string) {
    const tutor = await repo.findUser(tutorId);
    if (tutor?.role !== 'tutor') {
      throw notFound(`Tutor with ID ${tutorId} not found.`, field, { tutor_id: tutorId });
    }
    return tutor;
  }

  async function requireStudent(studentId: number, field?: string) {
    const student = await repo.findUser(studentId);
    if (student?.role !== 'student') {
      throw notFound(`Student with ID ${studentId} not found.`, field, { student_id: studentId });
    }
    return student;
  }

  async function linkedStudent(tutorId: number, studentId: number): Promise<TLinkedStudent> {
    const row = await tutors.findLinkedStudent(tutorId, studentId);
    if (!row) throw notFound(`Student with ID ${studentId} is not linked to tutor ${tutorId}.`);
    return row;
  }

  return {
    /** The tutor's invite, created on first ask. */
    async invite(tutorId: number): Promise<TTutorInvite> {
      const existing = await repo.findInvite(tutorId);
      if (existing) return presentInvite(existing);
      await writeCode((code) => repo.insertInviteIfMissing(tutorId, code, new Date().toISOString()));
      const created = await repo.findInvite(tutorId);
      if (!created) throw new Error('the invite code was not stored');
      return presentInvite(created);
    },

    /** A new code for the tutor; the old one no longer joins anyone. */
    async renewInvite(tutorId: number): Promise<TTutorInvite> {
      await writeCode((code) => repo.replaceInvite(tutorId, code, new Date().toISOString()));
      const renewed = await repo.findInvite(tutorId);
      if (!renewed) throw new Error('the invite code was not stored');
      return presentInvite(renewed);
    },

    /** Joins the student to the tutor whose code this is; a second join changes nothing. */
    async join(
      student: Person & { id: number },
      typedCode: string,
      actor: AuditActor,
    ): Promise<TJoinTutorResult> {
      const code = normaliseInviteCode(typedCode);
      const tutor = INVITE_CODE_PATTERN.test(code) ? await repo.findTutorByCode(code) : undefined;
      if (!tutor) {
        throw notFound('No tutor has this invite code. It may have been renewed.', 'code');
      }
      const linked = await makeLink(actor, tutor.id, student.id);
      const row = await tutors.findLinkedTutor(student.id, tutor.id);
      if (!row) throw new Error('the link was not stored');
      if (linked) {
        await tell(tutor.id, { kind: 'student_joined', studentId: student.id, studentName: nameOf(student) });
      }
      return { tutor: row, already_linked: !linked };
    },

    listTutors(studentId: number): Promise<TMyTutor[]> {
      return tutors.listTutorsOf(studentId);
    },

    /** The student ends their link with a tutor. */
    async leaveTutor(student: Person & { id: number }, tutorId: number, actor: AuditActor) {
      if (!(await unlink(actor, tutorId, student.id))) {
        throw notFound(`You are not linked to a tutor with ID ${tutorId}.`);
      }
      await tell(tutorId, {
        kind: 'link_ended',
        otherName: nameOf(student),
        endedBy: 'student',
        studentId: student.id,
      });
      return { tutor_id: tutorId, student_id: student.id };
    },

    /** The tutor ends their link with a student. */
    async removeStudent(tutor: Person & { id: number }, studentId: number, actor: AuditActor) {
      if (!(await unlink(actor, tutor.id, studentId))) {
        throw notFound(`Student with ID ${studentId} is not linked to you.`);
      }
      await tell(studentId, { kind: 'link_ended', otherName: nameOf(tutor), endedBy: 'tutor' });
      return { tutor_id: tutor.id, student_id: studentId };
    },

    async studentsOfTutor(tutorId: number): Promise<TTutorWithStudents> {
      const { id, username, email, first_name, last_name } = await requireTutor(tutorId);
      return {
        tutor: { id, username, email, first_name, last_name },
        students: await tutors.listStudents(tutorId),
      };
    },

    /** An admin links a student to a tutor; linking twice changes nothing. */
    async adminLink(tutorId: number, studentId: number, actor: AuditActor): Promise<TAdminLinkResult> {
      await requireTutor(tutorId);
      const student = await requireStudent(studentId);
      const linked = await makeLink(actor, tutorId, studentId);
      const result = { student: await linkedStudent(tutorId, studentId), already_linked: !linked };
      if (linked) {
        await tell(tutorId, { kind: 'student_joined', studentId, studentName: nameOf(student) });
      }
      return result;
    },

    /** An admin ends a link: both sides are told. */
    async adminUnlink(tutorId: number, studentId: number, actor: AuditActor) {
      const tutor = await requireTutor(tutorId);
      const student = await requireStudent(studentId);
      if (!(await unlink(actor, tutorId, studentId))) {
        throw notFound(`Student with ID ${studentId} is not linked to tutor ${tutorId}.`);
      }
      await tell(tutorId, { kind: 'link_ended', otherName: nameOf(student), endedBy: 'admin', studentId });
      await tell(studentId, { kind: 'link_ended', otherName: nameOf(tutor), endedBy: 'admin' });
      return { tutor_id: tutorId, student_id: studentId };
    },

    /**
     * An admin moves a student from one tutor to another in one transaction: either the old link ended
     * and the new one exists, or nothing changed. The student's other tutors stay.
     */
    async moveStudent(
      studentId: number,
      fromTutorId: number,
      toTutorId: number,
      actor: AuditActor,
    ): Promise<TMoveStudentResult> {
      if (fromTutorId === toTutorId) {
        throw new AppError(ErrorCode.VALIDATION, 'The student is already with this tutor: choose another', {
          field: 'to_tutor_id',
        });
      }
      const student = await requireStudent(studentId);
      const from = await requireTutor(fromTutorId, 'from_tutor_id');
      const to = await requireTutor(toTutorId, 'to_tutor_id');
      const joinedNew = await deps.db.transaction().execute(async (trx) => {
        const links = createTutorRepository(trx);
        if (!(await endLinkInTransaction(trx, fromTutorId, studentId))) {
          throw notFound(
            `Student with ID ${studentId} is not linked to tutor ${fromTutorId}.`,
            'from_tutor_id',
          );
        }
        const joined = await links.link(toTutorId, studentId, new Date().toISOString());
        await recordAudit(trx, actor, {
          action: 'link.moved',
          targetType: 'link',
          targetId: studentId,
          details: { from_tutor_id: fromTutorId, to_tutor_id: toTutorId, student_id: studentId },
        });
        return joined;
      });
      const result = {
        student: await linkedStudent(toTutorId, studentId),
        from_tutor_id: fromTutorId,
        to_tutor_id: toTutorId,
      };
      await tell(fromTutorId, {
        kind: 'link_ended',
        otherName: nameOf(student),
        endedBy: 'admin',
        studentId,
      });
      await tell(studentId, { kind: 'link_ended', otherName: nameOf(from), endedBy: 'admin' });
      if (joinedNew) {
        await tell(to.id, { kind: 'student_joined', studentId, studentName: nameOf(student) });
      }
      return result;
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
