import type { Kysely } from 'kysely';
import { notNull } from './column-types.ts';

/**
 * Every refresh token a session has already exchanged: one presented again means two holders of the same
 * session (a stolen cookie), and the whole session is revoked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_refresh_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('session_id', 'integer', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('used_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('used_refresh_tokens_session_idx')
    .on('used_refresh_tokens')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_refresh_tokens').execute();
}
