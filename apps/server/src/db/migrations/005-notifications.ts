import type { Kysely } from 'kysely';
import { notNull, withIdColumn } from './column-types.ts';

/**
 * A user's notifications. `dedupe_key` makes a notification that must exist at most once (one summary
 * per student and day, one due reminder per assignment and student) a database rule: writers insert
 * with `on conflict (dedupe_key) do nothing`, so two server instances cannot both write it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('is_read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('action_url', 'varchar(300)')
    .addColumn('dedupe_key', 'varchar(200)', (col) => col.unique())
    .execute();
  // The list (newest first), the unread count and mark-all-read are all per user.
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
