import type { Kysely } from 'kysely';
import { notNull, withIdColumn } from './column-types.ts';

/** The task bank, attempts, per-task progress, mastery and practice settings (issue 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();

  await withIdColumn(db, db.schema.createTable('tasks'))
    .addColumn('problem_id', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(300)', notNull)
    .addColumn('difficulty', 'varchar(16)', notNull)
    .addColumn('grade', 'integer')
    .addColumn('grade_level', 'varchar(30)')
    .addColumn('category', 'varchar(200)', notNull)
    .addColumn('area_id', 'varchar(100)')
    .addColumn('topic', 'varchar(200)')
    .addColumn('topic_id', 'varchar(100)')
    .addColumn('topic_code', 'varchar(10)')
    .addColumn('subtopic', 'varchar(300)')
    .addColumn('subtopic_id', 'varchar(100)')
    .addColumn('skill_id', 'varchar(100)')
    .addColumn('task_category', 'varchar(200)')
    .addColumn('task_subcategory', 'varchar(200)')
    .addColumn('curriculum_ref', 'varchar(40)')
    .addColumn('tags', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('problem', 'text', notNull)
    .addColumn('input_kind', 'varchar(30)', notNull)
    .addColumn('choices', 'text')
    .addColumn('answer_mode', 'varchar(30)', notNull)
    .addColumn('answer_correct', 'text', notNull)
    .addColumn('answer_options', 'text')
    .addColumn('answer_display', 'text', notNull)
    .addColumn('hints', 'text', notNull)
    .addColumn('steps', 'text', notNull)
    .addColumn('explanation', 'text', notNull)
    .addColumn('extra', 'text', notNull)
    .addColumn('presentation_component', 'varchar(60)')
    .addColumn('input_component', 'varchar(60)')
    .addColumn('validation_component', 'varchar(60)')
    .addColumn('react_component', 'varchar(60)')
    .addColumn('original_task_id', 'integer')
    .addColumn('ai_task_id', 'varchar(100)')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('source', 'varchar(16)', notNull)
    .addColumn('status', 'varchar(16)', notNull)
    .addColumn('visibility', 'varchar(16)', notNull)
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('language', 'varchar(2)', notNull)
    .addColumn('seed', 'varchar(100)')
    .addColumn('search_text', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  // The list's filters: language first (every query has it), then the optional ones.
  const indexes: [string, string[]][] = [
    ['tasks_list_idx', ['visibility', 'language', 'id']],
    ['tasks_difficulty_idx', ['language', 'difficulty', 'id']],
    ['tasks_topic_idx', ['language', 'topic_id', 'id']],
    ['tasks_subtopic_idx', ['language', 'subtopic_id', 'id']],
    ['tasks_skill_idx', ['skill_id', 'language', 'difficulty']],
    ['tasks_grade_idx', ['language', 'grade', 'id']],
    ['tasks_owner_idx', ['owner_id']],
    ['tasks_curriculum_ref_idx', ['curriculum_ref']],
    ['tasks_input_component_idx', ['input_component']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('tasks').columns(columns).execute();
  }

  await withIdColumn(db, db.schema.createTable('attempts'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('assignment_id', 'integer')
    .addColumn('answer', 'text', notNull)
    .addColumn('input_format', 'varchar(8)', notNull)
    .addColumn('work_shown', 'text', notNull)
    .addColumn('work_first_error', 'integer')
    .addColumn('work_result', 'text')
    .addColumn('time_spent', 'integer')
    .addColumn('hints_used', 'integer', notNull)
    .addColumn('device_info', 'text')
    .addColumn('steps_completed', 'integer')
    .addColumn('confidence_level', 'integer')
    .addColumn('is_correct', 'integer', notNull)
    .addColumn('score', 'integer', notNull)
    .addColumn('feedback_key', 'varchar(60)', notNull)
    .addColumn('result', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('attempts_user_task_idx')
    .on('attempts')
    .columns(['user_id', 'task_id'])
    .execute();
  await db.schema
    .createIndex('attempts_user_created_idx')
    .on('attempts')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('task_progress')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('attempts', 'integer', notNull)
    .addColumn('wrong_attempts', 'integer', notNull)
    .addColumn('hints_used', 'integer', notNull)
    .addColumn('completed', 'integer', notNull)
    .addColumn('revealed', 'integer', notNull)
    .addColumn('best_score', 'integer')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('task_progress_pk', ['user_id', 'task_id'])
    .execute();
  await db.schema
    .createIndex('task_progress_completed_idx')
    .on('task_progress')
    .columns(['user_id', 'completed', 'completed_at'])
    .execute();

  await db.schema
    .createTable('skill_mastery')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('skill_id', 'varchar(100)', notNull)
    .addColumn('topic_id', 'varchar(100)', notNull)
    .addColumn('rating', 'real', notNull)
    .addColumn('attempts', 'integer', notNull)
    .addColumn('correct', 'integer', notNull)
    .addColumn('last_practised_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('skill_mastery_pk', ['user_id', 'skill_id'])
    .execute();

  await db.schema
    .createTable('practice_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('difficulty', 'varchar(16)', notNull)
    .addColumn('leaderboard_opt_out', 'integer', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'practice_settings',
    'skill_mastery',
    'task_progress',
    'attempts',
    'tasks',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
