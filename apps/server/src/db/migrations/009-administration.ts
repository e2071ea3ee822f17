import { type Kysely, sql } from 'kysely';
import { isPostgres, notNull, withIdColumn } from './column-types.ts';

/**
 * Administration (issue 11): an account's status and last login, invitations next to password resets,
 * the audit trail (immutable: the database itself refuses to change or delete an entry) and the prompt
 * library with every saved version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // active | invited | deactivated | deleted
  await db.schema
    .alterTable('users')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('status_changed_at', 'varchar(32)').execute();
  await db.schema.createIndex('users_status_idx').on('users').columns(['status', 'role']).execute();

  // reset | invite: an invitation is a longer-lived link that also activates an invited account.
  await db.schema
    .alterTable('password_reset_tokens')
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull().defaultTo('reset'))
    .execute();

  await withIdColumn(db, db.schema.createTable('audit_log'))
    // No foreign keys: an entry outlives anything it names, and accounts are anonymised, never removed.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_role', 'varchar(16)')
    .addColumn('action', 'varchar(64)', notNull)
    .addColumn('target_type', 'varchar(32)')
    .addColumn('target_id', 'integer')
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_log_action_idx')
    .on('audit_log')
    .columns(['action', 'created_at'])
    .execute();
  if (isPostgres(db)) {
    await sql`create function audit_log_immutable() returns trigger language plpgsql as $$
      begin raise exception 'audit entries cannot be changed or deleted'; end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log
      for each row execute function audit_log_immutable()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'audit entries cannot be changed or deleted'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit entries cannot be changed or deleted'); end`.execute(db);
  }

  await withIdColumn(db, db.schema.createTable('prompts'))
    .addColumn('name', 'varchar(120)', notNull)
    // task_generation | hint | explanation | lesson
    .addColumn('purpose', 'varchar(32)', notNull)
    .addColumn('language', 'varchar(2)', notNull)
    .addColumn('template', 'text', notNull)
    .addColumn('temperature', 'real', notNull)
    .addColumn('max_tokens', 'integer', notNull)
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
    // shared (managed by admins, used by everyone) | personal (a tutor's own)
    .addColumn('scope', 'varchar(16)', notNull)
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('prompts_lookup_idx')
    .on('prompts')
    .columns(['purpose', 'language', 'scope', 'is_active'])
    .execute();
  await db.schema.createIndex('prompts_owner_idx').on('prompts').column('owner_id').execute();

  await withIdColumn(db, db.schema.createTable('prompt_versions'))
    .addColumn('prompt_id', 'integer', (col) => col.notNull().references('prompts.id').onDelete('cascade'))
    .addColumn('version', 'integer', notNull)
    .addColumn('name', 'varchar(120)', notNull)
    .addColumn('template', 'text', notNull)
    .addColumn('temperature', 'real', notNull)
    .addColumn('max_tokens', 'integer', notNull)
    .addColumn('edited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // The version this one was restored from, when it was a restore.
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addUniqueConstraint('prompt_versions_unique', ['prompt_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('prompt_versions').execute();
  await db.schema.dropTable('prompts').execute();
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_immutable()`.execute(db);
  await db.schema.dropIndex('users_status_idx').execute();
  await db.schema.alterTable('password_reset_tokens').dropColumn('purpose').execute();
  await db.schema.alterTable('users').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('users').dropColumn('status').execute();
}
