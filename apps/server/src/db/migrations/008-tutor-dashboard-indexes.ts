import type { Kysely } from 'kysely';

/**
 * The tutor dashboard (issue 10) reads, for every student of a class at once: the count of answers,
 * the right ones and the latest; the last two weeks' answers with their tasks; the points of the
 * solved tasks. These indexes hold all of it, so a class of 200 students among 10,000 is read from
 * index entries alone, without visiting the wide rows (`npm run bench`):
 * - attempts by user and time with the verdict and the task, replacing `attempts_user_created_idx`
 *   (its columns come first, so every query that used it uses this one);
 * - solved tasks by user and day with the task and its best score, replacing
 *   `task_progress_completed_idx` (the same leading columns);
 * - tasks by id with what points depend on (source, skill, difficulty): PostgreSQL joins a class's
 *   solved tasks to it without reading the task texts;
 * - mastery by user with the skill's topic and rating: PostgreSQL reads a class's mastery from it
 *   instead of scanning every student's (it chose a scan of the table over its primary key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('attempts_user_activity_idx')
    .on('attempts')
    .columns(['user_id', 'created_at', 'is_correct', 'task_id'])
    .execute();
  await db.schema.dropIndex('attempts_user_created_idx').execute();
  await db.schema
    .createIndex('task_progress_solved_idx')
    .on('task_progress')
    .columns(['user_id', 'completed', 'completed_at', 'task_id', 'best_score'])
    .execute();
  await db.schema.dropIndex('task_progress_completed_idx').execute();
  await db.schema
    .createIndex('tasks_points_idx')
    .on('tasks')
    .columns(['id', 'source', 'skill_id', 'difficulty'])
    .execute();
  await db.schema
    .createIndex('skill_mastery_class_idx')
    .on('skill_mastery')
    .columns(['user_id', 'skill_id', 'topic_id', 'rating'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('skill_mastery_class_idx').execute();
  await db.schema.dropIndex('tasks_points_idx').execute();
  await db.schema
    .createIndex('task_progress_completed_idx')
    .on('task_progress')
    .columns(['user_id', 'completed', 'completed_at'])
    .execute();
  await db.schema.dropIndex('task_progress_solved_idx').execute();
  await db.schema
    .createIndex('attempts_user_created_idx')
    .on('attempts')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('attempts_user_activity_idx').execute();
}
