import type { Kysely } from 'kysely';
import { rebuildStudentTotals } from '../../features/student-totals/student-totals.repository.ts';
import type { Database } from '../schema.ts';
import { notNull } from './column-types.ts';
import { allowLongStatements } from './long-running.ts';

/**
 * Plans that do not grow (issue 15, decision 023): a student's totals in one row kept by each answer,
 * filled here from the history already stored; and the student's answers newest first along an index
 * (by id, the order they are listed in), where PostgreSQL walked everyone's answers backwards along the
 * primary key to find one student's latest.
 *
 * The backfill calls today's rebuild: a later migration that changes `student_totals` must rebuild the
 * table itself, and replace this call with a copy of the statements it runs now, so that this migration
 * still runs on a new database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A school's whole history is read once here, and its answers indexed: longer than a request may take.
  await allowLongStatements(db);
  await db.schema
    .createTable('student_totals')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', notNull)
    .addColumn('tasks_solved', 'integer', notNull)
    .addColumn('attempts', 'integer', notNull)
    .addColumn('correct_attempts', 'integer', notNull)
    .addColumn('last_active_day', 'varchar(10)')
    .addColumn('active_run_days', 'integer', notNull)
    .addColumn('last_attempt_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('attempts_user_recent_idx').on('attempts').columns(['user_id', 'id']).execute();
  await rebuildStudentTotals(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attempts_user_recent_idx').execute();
  await db.schema.dropTable('student_totals').execute();
}
