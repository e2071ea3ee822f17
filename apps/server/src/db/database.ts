import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseProblem, databaseProblemOf } from './database-errors.ts';
import { createPostgresPool } from './postgres-pool.ts';
import type { Database } from './schema.ts';
import { CachedSqliteDialect } from './sqlite-dialect.ts';

export type Dialect = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the schema every connection works in, when one was given. */
  schema: string | undefined;
  /** Runs a trivial query for at most `timeoutMs`: null when it answered, else what went wrong. */
  check(timeoutMs: number): Promise<DatabaseProblem | 'error' | null>;
  /**
   * PostgreSQL: gives the planner table statistics now (`analyze`), after seeding or a large import,
   * instead of whenever autovacuum gets to it. SQLite keeps none (decision 008): nothing to do.
   */
  analyze(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL only: run every connection in this schema (tests give each run its own). */
  searchPath?: string;
  /** PostgreSQL only: `statement_timeout`; the client gives up a second later (decision 010). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: the longest wait for a pooled connection (decision 010). */
  acquireTimeoutMs?: number;
};

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 3000;

/** `sqlite:PATH` (file created with its folder) or `postgres://…`. */
export function createDatabase(url: string, options: DatabaseOptions = {}): AppDatabase {
  const db = url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url, options);
  return {
    db,
    dialect: url.startsWith('sqlite:') ? 'sqlite' : 'postgres',
    schema: url.startsWith('sqlite:') ? undefined : options.searchPath,
    async check(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const answered = sql`select 1`.execute(db).then(
        () => null,
        (error: unknown) => databaseProblemOf(error) ?? ('error' as const),
      );
      try {
        return await Promise.race([answered, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async analyze() {
      if (!url.startsWith('sqlite:')) await analyzePostgres(url, options.searchPath);
    },
    close: () => db.destroy(),
  };
}

function openSqlite(path: string): Kysely<Database> {
  const file = path === ':memory:' ? path : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // WAL makes a commit one append; NORMAL syncs at checkpoints only, which WAL keeps consistent.
  connection.pragma('synchronous = NORMAL');
  // Reads come from the page cache or the memory-mapped file instead of a read() per page (decision 008).
  connection.pragma('cache_size = -32000');
  connection.pragma('mmap_size = 268435456');
  connection.pragma('temp_store = MEMORY');
  return new Kysely<Database>({ dialect: new CachedSqliteDialect({ database: connection }) });
}

/**
 * `analyze` of this schema's tables on a connection of its own: a large bank takes longer than the
 * statement timeout a request gets, and other schemas in the same database are not ours to analyse.
 */
async function analyzePostgres(url: string, searchPath: string | undefined): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`,
    );
    if (rows.length > 0) await client.query(`analyze ${rows.map((row) => row.name).join(', ')}`);
  } finally {
    await client.end();
  }
}

function openPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  const pool = createPostgresPool({
    url,
    searchPath: options.searchPath,
    statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
