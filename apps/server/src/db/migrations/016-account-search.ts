import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * The admin's account search and list (issue 15, docs/decisions/024-account-search.md):
 * - newest first with role and status in the index, so a keyset page and its count read the index
 *   alone instead of sorting the table;
 * - PostgreSQL: the searched fields as one lower-cased text in a column the database computes itself
 *   (`search_text`, a line break between fields, so a search without one matches inside one field),
 *   with a trigram index (pg_trgm) that `search_text like '%q%'` uses. Without the extension (no
 *   privilege to create it) the migration still succeeds and the search reads that column row by row;
 * - SQLite: an FTS5 table with the trigram tokenizer over the same fields, kept in step with `users`
 *   by triggers (whatever code writes an account) and filled from the accounts already there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_created_idx')
    .on('users')
    .columns(['created_at', 'id', 'role', 'status'])
    .execute();
  if (isPostgres(db)) await postgresSearch(db);
  else await ftsTable(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists users_search_trgm_idx`.execute(db);
    await db.schema.alterTable('users').dropColumn('search_text').execute();
  } else {
    for (const trigger of ['users_search_insert', 'users_search_update', 'users_search_delete']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists users_search`.execute(db);
  }
  await db.schema.dropIndex('users_created_idx').execute();
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  // Stored, not computed per search: lowering four fields of every account costs more than the search.
  await sql`alter table users add column search_text text generated always as (
    lower(username_lower || chr(10) || email || chr(10) || first_name || chr(10) || last_name)
  ) stored`.execute(db);
  // The extension goes into `public` and its operator class is named with that schema: the tables
  // may live in another schema (tests give each run its own), whose dropping must leave it be.
  const schema = await trigramSchema(db);
  if (schema === null) return;
  // Without fast update every account is in the index proper at once: a search never wades through a
  // pending list that only a vacuum would have merged.
  await sql`create index users_search_trgm_idx on users
    using gin (search_text ${sql.id(schema, 'gin_trgm_ops')}) with (fastupdate = off)`.execute(db);
}

/** Where pg_trgm is installed (installing it when it is not), or null when it cannot be. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    return rows[0]?.schema ?? null;
  };
  const existing = await installed();
  if (existing !== null) return existing;
  // A failed statement spoils the migration's transaction: a savepoint keeps the failure to itself.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint account_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    if (inTransaction) await sql`release savepoint account_search_trgm`.execute(db);
  } catch (error) {
    if (inTransaction) await sql`rollback to savepoint account_search_trgm`.execute(db);
    // Another migration running at the same moment may have installed it meanwhile.
    const meanwhile = await installed();
    if (meanwhile !== null) return meanwhile;
    console.warn(
      `pg_trgm could not be installed (${error instanceof Error ? error.message : String(error)}): ` +
        'the admin account search works without its index and reads every account. ' +
        'See docs/decisions/024-account-search.md.',
    );
    return null;
  }
  return installed();
}

async function ftsTable(db: Kysely<unknown>): Promise<void> {
  // External content: the words are indexed, the text itself stays in `users` only.
  await sql`create virtual table users_search using fts5(
    username_lower, email, first_name, last_name,
    content = 'users', content_rowid = 'id', tokenize = 'trigram'
  )`.execute(db);
  await sql`create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, username_lower, email, first_name, last_name)
      values (new.id, new.username_lower, new.email, new.first_name, new.last_name);
  end`.execute(db);
  // Logins and status changes leave the searched fields alone and the index untouched.
  await sql`create trigger users_search_update after update of username_lower, email, first_name, last_name
    on users begin
    insert into users_search (users_search, rowid, username_lower, email, first_name, last_name)
      values ('delete', old.id, old.username_lower, old.email, old.first_name, old.last_name);
    insert into users_search (rowid, username_lower, email, first_name, last_name)
      values (new.id, new.username_lower, new.email, new.first_name, new.last_name);
  end`.execute(db);
  await sql`create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, username_lower, email, first_name, last_name)
      values ('delete', old.id, old.username_lower, old.email, old.first_name, old.last_name);
  end`.execute(db);
  await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
}
