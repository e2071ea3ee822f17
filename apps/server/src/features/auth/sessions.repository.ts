import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/schema.ts';

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
    findActiveByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
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
      await db.updateTable('sessions').set({ last_activity_at: at }).where('id', '=', id).execute();
    },
    async rotate(
      id: number,
      tokens: { token_hash: string; refresh_hash: string; at: string; refresh_expires_at: string },
    ) {
      await db
        .updateTable('sessions')
        .set({
          token_hash: tokens.token_hash,
          refresh_hash: tokens.refresh_hash,
          last_activity_at: tokens.at,
          refresh_expires_at: tokens.refresh_expires_at,
        })
        .where('id', '=', id)
        .execute();
    },
    async revoke(id: number, at: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).execute();
    },
    /** Revokes every live session of a user, except one when given (the caller's own). */
    async revokeAllForUser(userId: number, at: string, exceptId?: number): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      await query.execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
