import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Tutors' invite codes (the links themselves are in features/tutor/tutor.repository.ts). Every function
 * also runs inside a transaction.
 */
export function createLinksRepository(db: Kysely<Database>) {
  return {
    findInvite(tutorId: number) {
      return db
        .selectFrom('tutor_invites')
        .select(['code', 'created_at'])
        .where('tutor_id', '=', tutorId)
        .executeTakeFirst();
    },
    /** The tutor a code belongs to (an account that is still a tutor). */
    findTutorByCode(code: string) {
      return db
        .selectFrom('tutor_invites')
        .innerJoin('users', 'users.id', 'tutor_invites.tutor_id')
        .select(['users.id', 'users.username', 'users.first_name', 'users.last_name'])
        .where('tutor_invites.code', '=', code)
        .where('users.role', '=', 'tutor')
        .executeTakeFirst();
    },
    /** Creates the tutor's first code; a code already there (another request won) is kept. */
    async insertInviteIfMissing(tutorId: number, code: string, at: string) {
      await db
        .insertInto('tutor_invites')
        .values({ tutor_id: tutorId, code, created_at: at })
        .onConflict((oc) => oc.column('tutor_id').doNothing())
        .execute();
    },
    /** Replaces the tutor's code (or creates it): the old one stops working at once. */
    async replaceInvite(tutorId: number, code: string, at: string) {
      await db
        .insertInto('tutor_invites')
        .values({ tutor_id: tutorId, code, created_at: at })
        .onConflict((oc) => oc.column('tutor_id').doUpdateSet({ code, created_at: at }))
        .execute();
    },

    findUser(id: number) {
      return db
        .selectFrom('users')
        .select(['id', 'role', 'username', 'email', 'first_name', 'last_name', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;
