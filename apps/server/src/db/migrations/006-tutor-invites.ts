import type { Kysely } from 'kysely';
import { notNull } from './column-types.ts';

/**
 * One invite code per tutor: a student who has it joins the tutor. Renewing replaces the code, so the
 * old one stops working at once. Codes are unique across tutors (decision 012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tutor_invites')
    .addColumn('tutor_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('tutor_invites_code_idx').on('tutor_invites').column('code').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tutor_invites').execute();
}
