import type { Kysely } from 'kysely';

/**
 * The admin dashboard (issue 11) reads the whole school by time, not one user's rows: the last 30 days'
 * answers (per day, per curriculum area, who answered), who was active in the last 7 days, the e-mails
 * kept in the outbox in the last 24 hours. Every existing index on these tables leads with the user, so
 * without these each of those reads would scan the table:
 * - answers by time with who gave them, the verdict and the task (read from the index alone);
 * - sessions by their last activity with the user;
 * - outbox e-mails by time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_created_idx')
    .on('attempts')
    .columns(['created_at', 'user_id', 'is_correct', 'task_id'])
    .execute();
  await db.schema
    .createIndex('sessions_activity_idx')
    .on('sessions')
    .columns(['last_activity_at', 'user_id'])
    .execute();
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_created_idx').execute();
  await db.schema.dropIndex('sessions_activity_idx').execute();
  await db.schema.dropIndex('attempts_created_idx').execute();
}
