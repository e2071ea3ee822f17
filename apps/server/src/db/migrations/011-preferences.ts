import { type Kysely, sql } from 'kysely';
import { notNull } from './column-types.ts';

/**
 * Preferences and interests (issue 12): one row of preferences per user who has saved any (the practice
 * difficulty and leaderboard opt-out move here from `practice_settings`, which goes), and the student's
 * interests. The language stays on `users.preferred_language`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('font_size', 'varchar(16)', (col) => col.notNull().defaultTo('medium'))
    .addColumn('math_notation', 'varchar(16)', (col) => col.notNull().defaultTo('latex'))
    .addColumn('auto_save', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sound_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('animations_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('difficulty', 'varchar(16)', (col) => col.notNull().defaultTo('auto'))
    .addColumn('study_mode', 'varchar(16)', (col) => col.notNull().defaultTo('learn'))
    .addColumn('leaderboard_opt_out', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await sql`insert into user_preferences (user_id, difficulty, leaderboard_opt_out, updated_at)
    select user_id, difficulty, leaderboard_opt_out, updated_at from practice_settings`.execute(db);
  await db.schema.dropTable('practice_settings').execute();

  await db.schema
    .createTable('user_interests')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // JSON arrays of strings: the picked interests' keys and the student's own words.
    .addColumn('chosen', 'text', notNull)
    .addColumn('own', 'text', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_interests').execute();
  await db.schema
    .createTable('practice_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('difficulty', 'varchar(16)', notNull)
    .addColumn('leaderboard_opt_out', 'integer', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await sql`insert into practice_settings (user_id, difficulty, leaderboard_opt_out, updated_at)
    select user_id, difficulty, leaderboard_opt_out, updated_at from user_preferences`.execute(db);
  await db.schema.dropTable('user_preferences').execute();
}
