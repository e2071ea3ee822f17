import type { Kysely } from 'kysely';
import { notNull, withIdColumn } from './column-types.ts';

/**
 * Assignments (issue 10). One row per student: assigning to a class writes one assignment per student,
 * related by `group_id`, so each student's tasks (generated ones are the student's own), progress,
 * score and reminders stand alone. `assignment_tasks` keeps each task's on-time result, written in the
 * same transaction as the attempt, so the dashboards read it without scanning attempts.
 * `due_notified_at` / `overdue_notified_at` let the minute scheduler skip what it has done; the
 * notifications' unique `dedupe_key` is what makes each reminder exist once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('assignments'))
    .addColumn('group_id', 'varchar(40)', notNull)
    .addColumn('tutor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', notNull)
    .addColumn('instructions', 'text', notNull)
    .addColumn('due_at', 'varchar(32)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('due_notified_at', 'varchar(32)')
    .addColumn('overdue_notified_at', 'varchar(32)')
    .execute();
  const indexes: [string, string[]][] = [
    ['assignments_student_idx', ['student_id', 'due_at']],
    ['assignments_tutor_idx', ['tutor_id', 'student_id', 'due_at']],
    ['assignments_group_idx', ['group_id']],
    ['assignments_due_idx', ['due_at']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('assignments').columns(columns).execute();
  }

  await db.schema
    .createTable('assignment_tasks')
    .addColumn('assignment_id', 'integer', (col) =>
      col.notNull().references('assignments.id').onDelete('cascade'),
    )
    .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('late_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('best_score', 'integer')
    .addColumn('solved_at', 'varchar(32)')
    .addColumn('last_attempt_at', 'varchar(32)')
    .addPrimaryKeyConstraint('assignment_tasks_pk', ['assignment_id', 'task_id'])
    .execute();
  await db.schema.createIndex('assignment_tasks_task_idx').on('assignment_tasks').column('task_id').execute();
  await db.schema.createIndex('attempts_assignment_idx').on('attempts').column('assignment_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attempts_assignment_idx').execute();
  await db.schema.dropTable('assignment_tasks').execute();
  await db.schema.dropTable('assignments').execute();
}
