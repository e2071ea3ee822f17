import type { Kysely } from 'kysely';
import { type Param, preparedQuery } from '../../db/prepared-query.ts';
import type { Database, SessionRow, UserRow } from '../../db/schema.ts';

// Every authenticated request runs the first; most run the second: built once (db/prepared-query.ts).
const activeSessionWithUser = preparedQuery((db: Kysely<Database>, param: Param<{ tokenHash: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.token_hash',
      'sessions.refresh_hash',
      'sessions.created_at as session_created_at',
      'sessions.last_activity_at',
      'sessions.refresh_expires_at',
      'sessions.revoked_at',
      'sessions.user_agent',
    ])
    .where('sessions.token_hash', '=', param('tokenHash'))
    .where('sessions.revoked_at', 'is', null),
);

const touchSession = preparedQuery((db: Kysely<Database>, param: Param<{ id: number; at: string }>) =>
  db
    .updateTable('sessions')
    .set({ last_activity_at: param('at') })
    .where('id', '=', param('id')),
);

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async insert(session: {
      user_id: number;
      token_hash: string;
      refresh_hash: string;
      created_at: string;
      refresh_expires_at: string;
      user_agent: string | null;
    }): Promise<SessionRow> {
      return db
        .insertInto('sessions')
        .values({ ...session, last_activity_at: session.created_at })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** The live session of a token with its user, in one query: every authenticated request asks this. */
    async findActiveWithUser(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const row = await activeSessionWithUser.executeTakeFirst(db, { tokenHash });
      if (!row) return undefined;
      const {
        session_id,
        token_hash,
        refresh_hash,
        session_created_at,
        last_activity_at,
        refresh_expires_at,
        revoked_at,
        user_agent,
        ...user
      } = row;
      return {
        user,
        session: {
          id: session_id,
          user_id: user.id,
          token_hash,
          refresh_hash,
          created_at: session_created_at,
          last_activity_at,
          refresh_expires_at,
          revoked_at,
          user_agent,
        },
      };
    },
    findActiveByRefreshHash(refreshHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('refresh_hash', '=', refreshHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },
    async touch(id: number, at: string): Promise<void> {
      await touchSession.execute(db, { id, at });
    },
    /**
     * Exchanges the session's refresh token for new tokens, remembering the old one as used. False when
     * another request exchanged the same token first.
     */
    async rotate(
      session: { id: number; refresh_hash: string },
      tokens: { token_hash: string; refresh_hash: string; at: string; refresh_expires_at: string },
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('sessions')
          .set({
            token_hash: tokens.token_hash,
            refresh_hash: tokens.refresh_hash,
            last_activity_at: tokens.at,
            refresh_expires_at: tokens.refresh_expires_at,
          })
          .where('id', '=', session.id)
          .where('refresh_hash', '=', session.refresh_hash)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('used_refresh_tokens')
          .values({ token_hash: session.refresh_hash, session_id: session.id, used_at: tokens.at })
          .execute();
        return true;
      });
    },
    /** The session that already exchanged this refresh token, and when, if any did. */
    findUsedRefresh(refreshHash: string) {
      return db
        .selectFrom('used_refresh_tokens')
        .select(['session_id', 'used_at'])
        .where('token_hash', '=', refreshHash)
        .executeTakeFirst();
    },
    async revoke(id: number, at: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).execute();
    },
    /** Revokes every live session of a user, except one when given (the caller's own); answers how many. */
    async revokeAllForUser(userId: number, at: string, exceptId?: number): Promise<number> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
