import { z } from 'zod';
import { ZUser } from './auth.ts';
import { ZLinkedStudent } from './people.ts';
import { ZId } from './tasks.ts';

/**
 * Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 8.5 × 10^11
 * codes (docs/decisions/012-tutor-links-and-invite-codes.md).
 */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_PATTERN = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/** A code as people type it: any case, with spaces or dashes between groups. */
export function normaliseInviteCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** The web page that joins a student to the tutor whose code it carries. */
export const joinPathOf = (code: string) => `/join/${code}`;

/** `GET /api/v1/tutor/invite`, `POST /api/v1/tutor/invite/renew`: the caller's own invite. */
export const ZTutorInvite = z.object({
  code: z.string(),
  /** The app's path for the code; the page adds its own origin to make the link. */
  join_path: z.string(),
  created_at: z.string(),
});
export type TTutorInvite = z.infer<typeof ZTutorInvite>;

/** `POST /api/v1/profile/tutors/join`. */
export const ZJoinTutorRequest = z.object({ code: z.string().trim().min(1).max(32) });
export type TJoinTutorRequest = z.input<typeof ZJoinTutorRequest>;

/** A tutor as their student sees them. */
export const ZMyTutor = ZUser.pick({ id: true, username: true, first_name: true, last_name: true }).extend({
  linked_at: z.string(),
});
export type TMyTutor = z.infer<typeof ZMyTutor>;

export const ZJoinTutorResult = z.object({
  tutor: ZMyTutor,
  /** True when the student was linked to this tutor already (joining twice changes nothing). */
  already_linked: z.boolean(),
});
export type TJoinTutorResult = z.infer<typeof ZJoinTutorResult>;

export const ZTutorIdParams = z.object({ tutorId: ZId });
export const ZTutorStudentParams = z.object({ tutorId: ZId, studentId: ZId });

/** `DELETE` of a link: who was unlinked from whom. */
export const ZLinkEnded = z.object({ tutor_id: z.number().int(), student_id: z.number().int() });
export type TLinkEnded = z.infer<typeof ZLinkEnded>;

/** `GET /api/v1/admin/tutors/{tutorId}/students`: the tutor and their students. */
export const ZTutorWithStudents = z.object({
  tutor: ZUser.pick({ id: true, username: true, email: true, first_name: true, last_name: true }),
  students: z.array(ZLinkedStudent),
});
export type TTutorWithStudents = z.infer<typeof ZTutorWithStudents>;

/** `PUT /api/v1/admin/tutors/{tutorId}/students/{studentId}`. */
export const ZAdminLinkResult = z.object({ student: ZLinkedStudent, already_linked: z.boolean() });
export type TAdminLinkResult = z.infer<typeof ZAdminLinkResult>;

/** `POST /api/v1/admin/students/{studentId}/move`: one transaction, the old link ends, the new one starts. */
export const ZMoveStudentRequest = z.object({ from_tutor_id: ZId, to_tutor_id: ZId });
export type TMoveStudentRequest = z.input<typeof ZMoveStudentRequest>;
export const ZMoveStudentResult = z.object({
  student: ZLinkedStudent,
  from_tutor_id: z.number().int(),
  to_tutor_id: z.number().int(),
});
export type TMoveStudentResult = z.infer<typeof ZMoveStudentResult>;
