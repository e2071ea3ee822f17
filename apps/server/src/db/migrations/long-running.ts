import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * For a migration that backfills or indexes a large table: on PostgreSQL the migrations run in one
 * transaction on a connection of the app's pool, whose `statement_timeout` (DB_STATEMENT_TIMEOUT_MS,
 * 5 s) is meant for requests; `set local` lifts it until that transaction ends. SQLite has no such limit.
 */
export async function allowLongStatements(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`set local statement_timeout = 0`.execute(db);
}
