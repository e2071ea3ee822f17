import type { Kysely } from 'kysely';

/**
 * The tutor dashboard (issue 10) reads, for every student of a class at once, the count of answers,
 * the correct ones, the latest, and the last two weeks' answers with their tasks. This index holds all
 * of that, so those reads never visit the attempts table itself: a class of 200 students with 20,000
 * answers among 1,000,000 is read from about 20,000 index entries. It begins with the columns of
 * `attempts_user_created_idx`, which it replaces (one index fewer to write per answer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_user_activity_idx')
    .on('attempts')
    .columns(['user_id', 'created_at', 'is_correct', 'task_id'])
    .execute();
  await db.schema.dropIndex('attempts_user_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_user_created_idx')
    .on('attempts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('attempts_user_activity_idx').execute();
}
