import type { AccountStatus, Role } from '@taskas/contracts';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

export type AccountFilter = { role?: Role; status?: AccountStatus; q?: string };

/** Accounts as the admin sees and changes them. Every function also runs inside a transaction. */
export function createAdminRepository(db: Kysely<Database>) {
  function filtered(filter: AccountFilter) {
    let query = db.selectFrom('users');
    if (filter.role) query = query.where('role', '=', filter.role);
    // Deleted accounts are only listed when asked for by name.
    query = filter.status
      ? query.where('status', '=', filter.status)
      : query.where('status', '!=', 'deleted');
    if (filter.q) {
      const search = filter.q;
      query = query.where((eb) =>
        eb.or([
          containsText(eb.ref('username_lower'), search),
          containsText(eb.ref('email'), search),
          containsText(eb.ref('first_name'), search),
          containsText(eb.ref('last_name'), search),
        ]),
      );
    }
    return query;
  }

  return {
    /** A page of the accounts, newest first. */
    async listUsers(filter: AccountFilter & { page: number; perPage: number }) {
      const query = filtered(filter);
      const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every matching account, newest first, at most `limit`. */
    listAll(filter: AccountFilter, limit: number) {
      return filtered(filter)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findUser(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Active admins other than this account: demoting or removing the last one is refused. */
    async countOtherActiveAdmins(exceptId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Sessions not ended whose last activity is after `activeSince`. */
    async countOpenSessions(userId: number, activeSince: string): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('last_activity_at', '>', activeSince)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The other side of the account's links: `side` is the column the account is in. */
    linkedPeople(userId: number, side: 'student_id' | 'tutor_id') {
      const other = side === 'student_id' ? 'tutor_students.tutor_id' : 'tutor_students.student_id';
      return db
        .selectFrom('tutor_students')
        .innerJoin('users', 'users.id', other)
        .select([
          'users.id',
          'users.username',
          'users.email',
          'users.first_name',
          'users.last_name',
          'tutor_students.created_at as linked_at',
        ])
        .where(`tutor_students.${side}`, '=', userId)
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .orderBy('users.id')
        .execute();
    },

    /** Every link the account is in, as tutor or as student. */
    linksOf(userId: number, side: 'student_id' | 'tutor_id') {
      return db
        .selectFrom('tutor_students')
        .select(['tutor_id', 'student_id'])
        .where(side, '=', userId)
        .execute();
    },

    async hasPendingInvitation(userId: number, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('purpose', '=', 'invite')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The status an account had when it was last deactivated, as the audit trail recorded it. */
    async statusBeforeDeactivation(userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'account.deactivated')
        .where('target_type', '=', 'user')
        .where('target_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return undefined;
      const details = JSON.parse(row.details) as { from?: unknown };
      return typeof details.from === 'string' ? details.from : undefined;
    },

    /** Which of these (lower-case) e-mails an account already has. */
    async takenEmails(emails: string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
      return new Set(rows.map((r) => r.email));
    },

    /** Tutors (not deleted) by their (lower-case) e-mails. */
    async tutorsByEmail(emails: string[]): Promise<Map<string, number>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', emails)
        .where('role', '=', 'tutor')
        .where('status', '!=', 'deleted')
        .execute();
      return new Map(rows.map((r) => [r.email, r.id]));
    },

    /**
     * Lower-case usernames starting with this (lower-case) stem, and perhaps a few more: `_` in a stem
     * is a LIKE wildcard, and the caller compares whole names.
     */
    async usernamesStartingWith(stem: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('users')
        .select('username_lower')
        .where('username_lower', 'like', `${stem}%`)
        .execute();
      return new Set(rows.map((r) => r.username_lower));
    },

    /**
     * Erases what is personal beside the account row: reset and invitation links, notifications, mail
     * still waiting in the outbox for the old address, preferences, interests and the tutor's invite code.
     * Attempts, task progress and mastery stay, for the class's statistics without a name.
     */
    async erasePersonalRows(userId: number, oldEmail: string): Promise<void> {
      await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
      await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
      await db.deleteFrom('email_outbox').where('to_address', '=', oldEmail).execute();
      await db.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
      await db.deleteFrom('user_interests').where('user_id', '=', userId).execute();
      await db.deleteFrom('tutor_invites').where('tutor_id', '=', userId).execute();
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
