import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { CachedSqliteDialect } from './sqlite-dialect.ts';

export type Dialect = 'sqlite' | 'postgres';

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL only: the schema every connection works in, when one was given. */
  schema: string | undefined;
  /** Answers whether the database takes a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL only: run every connection in this schema (tests give each run its own). */
  searchPath?: string;
};

/** `sqlite:PATH` (file created with its folder) or `postgres://…`. */
export function createDatabase(url: string, options: DatabaseOptions = {}): AppDatabase {
  const db = url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url, options);
  return {
    db,
    dialect: url.startsWith('sqlite:') ? 'sqlite' : 'postgres',
    schema: url.startsWith('sqlite:') ? undefined : options.searchPath,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
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

function openPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
