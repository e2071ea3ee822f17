import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function createPasswordResetsRepository(db: Kysely<Database>) {
  return {
    /** A reset link (60 minutes) by default; `purpose: 'invite'` for an invitation's first password. */
    async insert(row: {
      user_id: number;
      token_hash: string;
      expires_at: string;
      created_at: string;
      purpose?: 'reset' | 'invite';
    }) {
      await db
        .insertInto('password_reset_tokens')
        .values({ ...row, purpose: row.purpose ?? 'reset' })
        .execute();
    },
    /** An unused token of this purpose: a reset link never works as an invitation, nor the other way. */
    findUnused(tokenHash: string, purpose: 'reset' | 'invite' = 'reset') {
      return db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },
    /** Every open link of the user stops working (one was used, or the password changed). */
    async voidAllForUser(userId: number, at: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
    /** Marks the token used; false when another request used it first (single use under races). */
    async markUsed(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
