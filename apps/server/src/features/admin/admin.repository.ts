import type { AccountStatus, Role } from '@taskas/contracts';
import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import type { AccountCursor } from './account-cursor.ts';
import { matchesAccountSearch } from './account-search.ts';

export type AccountFilter = { role?: Role; status?: AccountStatus; q?: string };

/** Where a page starts: just after or before an account, or (old links) this many from the top. */
export type AccountPageStart = { after?: AccountCursor; before?: AccountCursor; offset?: number };

type UsersBuilder = ExpressionBuilder<Database, 'users'>;

/** Newer than the cursor's account in the list's order, which is newest first. */
const newerThan = (eb: UsersBuilder, cursor: AccountCursor) =>
  eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(cursor.createdAt, cursor.id));

const olderThan = (eb: UsersBuilder, cursor: AccountCursor) =>
  eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id));

const dialectOf = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? ('postgres' as const) : ('sqlite' as const);

/**
 * The accounts the filter lets through, deleted ones only when asked for by status. `newestFirst`: the
 * query reads them in the list's order and stops at a page (see `matchesAccountSearch`).
 */
function filteredAccounts(db: Kysely<Database>, filter: AccountFilter, newestFirst = false) {
  let query = db.selectFrom('users');
  if (filter.role) query = query.where('role', '=', filter.role);
  query = filter.status ? query.where('status', '=', filter.status) : query.where('status', '!=', 'deleted');
  if (filter.q) {
    const search = filter.q;
    const dialect = dialectOf(db);
    query = query.where((eb) => matchesAccountSearch(eb, search, dialect, newestFirst));
  }
  return query;
}

/**
 * One page of the list read from where it starts, never the rows before it (unless an old link asks
 * for an offset). A page before a cursor is read oldest first: the caller turns it round.
 */
export function accountPageQuery(
  db: Kysely<Database>,
  filter: AccountFilter,
  start: AccountPageStart,
  perPage: number,
) {
  const { after, before, offset = 0 } = start;
  const query = filteredAccounts(db, filter, true).selectAll();
  if (before) {
    return query
      .where((eb) => newerThan(eb, before))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(perPage);
  }
  const page = (after ? query.where((eb) => olderThan(eb, after)) : query)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage);
  return offset > 0 ? page.offset(offset) : page;
}

/** Accounts as the admin sees and changes them. Every function also runs inside a transaction. */
export function createAdminRepository(db: Kysely<Database>) {
  const filtered = (filter: AccountFilter) => filteredAccounts(db, filter);

  return {
    /**
     * A page of the accounts, newest first. `newer`: how many matching accounts come before the
     * page's first, counted with the total in one pass.
     */
    async listUsers(filter: AccountFilter, start: AccountPageStart, perPage: number) {
      const read = await accountPageQuery(db, filter, start, perPage).execute();
      const rows: UserRow[] = start.before ? read.reverse() : read;
      const first = rows[0];
      const counts = await filtered(filter)
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          first
            ? eb.fn
                .countAll<string | number>()
                .filterWhere((inner) => newerThan(inner, { createdAt: first.created_at, id: first.id }))
                .as('newer')
            : sql<number>`0`.as('newer'),
        ])
        .executeTakeFirst();
      return { rows, total: Number(counts?.total ?? 0), newer: Number(counts?.newer ?? 0) };
    },

    /** Every matching account, newest first, at most `limit`. */
    listAll(filter: AccountFilter, limit: number) {
      return filteredAccounts(db, filter, true)
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
