import type { Kysely } from 'kysely';
import { notNull, withIdColumn } from './column-types.ts';

/**
 * AI assistance and lessons (issue 14): a row for every call to the optional language model (what it
 * was for, how it ended, tokens and latency: the admin dashboard sums them and the per-user daily limit
 * counts them), the verification report of a model-written task, and lessons with their tasks and
 * feedback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ai_calls'))
    // No foreign key: usage outlives an anonymised account, as the audit trail does.
    .addColumn('user_id', 'integer')
    // task_generation | hint | explanation | lesson
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('model', 'varchar(200)', notNull)
    .addColumn('prompt_id', 'integer')
    .addColumn('prompt_version', 'integer')
    // ok | rejected (the engine refused what came back) | failed (error, timeout, bad reply) | limited
    .addColumn('outcome', 'varchar(16)', notNull)
    .addColumn('reason', 'text')
    .addColumn('prompt_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('latency_ms', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON: the verification report of a rejected task, or what was refused, for whoever reviews prompts.
    .addColumn('details', 'text')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('ai_calls_user_idx')
    .on('ai_calls')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('ai_calls_created_idx').on('ai_calls').columns(['created_at']).execute();

  // JSON of the generation report (model, prompt and version, the engine's checks) of an `llm` task.
  await db.schema.alterTable('tasks').addColumn('generation', 'text').execute();

  await withIdColumn(db, db.schema.createTable('lessons'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('skill_id', 'varchar(100)', notNull)
    .addColumn('topic_id', 'varchar(100)', notNull)
    .addColumn('grade', 'integer', notNull)
    .addColumn('language', 'varchar(2)', notNull)
    .addColumn('difficulty', 'varchar(16)', notNull)
    // chosen | weakest | review | new | assigned
    .addColumn('reason', 'varchar(16)', notNull)
    .addColumn('goal', 'text', notNull)
    .addColumn('explanation', 'text', notNull)
    // builtin | llm
    .addColumn('explanation_source', 'varchar(16)', notNull)
    // JSON list of worked examples: {question, steps, answer}
    .addColumn('worked_examples', 'text', notNull)
    .addColumn('assignment_id', 'integer', (col) => col.references('assignments.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('completed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('lessons_user_idx').on('lessons').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('lessons_skill_idx')
    .on('lessons')
    .columns(['skill_id', 'created_at'])
    .execute();
  await db.schema.createIndex('lessons_assignment_idx').on('lessons').columns(['assignment_id']).execute();

  await db.schema
    .createTable('lesson_tasks')
    .addColumn('lesson_id', 'integer', (col) => col.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    // practice | check
    .addColumn('part', 'varchar(16)', notNull)
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('lesson_tasks_pk', ['lesson_id', 'task_id'])
    .execute();
  await db.schema.createIndex('lesson_tasks_task_idx').on('lesson_tasks').columns(['task_id']).execute();

  await withIdColumn(db, db.schema.createTable('lesson_feedback'))
    .addColumn('lesson_id', 'integer', (col) => col.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', notNull)
    .addColumn('comment', 'text', notNull)
    // JSON list: {task_id, first_try_correct, solved} of each check task when the feedback was given
    .addColumn('check_results', 'text', notNull)
    .addColumn('check_correct', 'integer')
    .addColumn('check_total', 'integer')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addUniqueConstraint('lesson_feedback_one_per_user', ['lesson_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_feedback').execute();
  await db.schema.dropTable('lesson_tasks').execute();
  await db.schema.dropTable('lessons').execute();
  await db.schema.alterTable('tasks').dropColumn('generation').execute();
  await db.schema.dropTable('ai_calls').execute();
}
