import type { Kysely } from 'kysely';
import { notNull, withIdColumn } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(30)', notNull)
    .addColumn('username_lower', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('first_name', 'varchar(50)', notNull)
    .addColumn('last_name', 'varchar(50)', notNull)
    .addColumn('role', 'varchar(16)', notNull)
    .addColumn('preferred_language', 'varchar(2)', (col) => col.notNull().defaultTo('lt'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await withIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('refresh_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_activity_at', 'varchar(32)', notNull)
    .addColumn('refresh_expires_at', 'varchar(32)', notNull)
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('user_agent', 'varchar(300)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('password_reset_tokens'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await withIdColumn(db, db.schema.createTable('email_outbox'))
    .addColumn('to_address', 'varchar(254)', notNull)
    .addColumn('subject', 'varchar(300)', notNull)
    .addColumn('body_text', 'text', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('tutor_students')
    .addColumn('tutor_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addPrimaryKeyConstraint('tutor_students_pk', ['tutor_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('tutor_students_student_idx')
    .on('tutor_students')
    .column('student_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tutor_students', 'email_outbox', 'password_reset_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
