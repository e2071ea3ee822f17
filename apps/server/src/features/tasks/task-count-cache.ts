import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Every full page of the task list needs the number of matching tasks, but that number changes only
 * when tasks are written. On SQLite a count is kept until this process writes a task (`tasksChanged`)
 * or another connection commits anything (`pragma data_version` moves); answers, hints and sessions
 * written here leave it alone. PostgreSQL always counts.
 */
type CountCache = { writes: number; stamp: string; counts: Map<string, number> };

const caches = new WeakMap<Kysely<Database>, CountCache>();
/** Distinct filter combinations kept; past this the cache starts over. */
const MAX_COUNTS = 2000;

function cacheOf(db: Kysely<Database>): CountCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { writes: 0, stamp: '', counts: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** Call after writing tasks through `db` (not a transaction of it: pass the database itself). */
export function tasksChanged(db: Kysely<Database>): void {
  cacheOf(db).writes += 1;
}

export async function cachedTaskCount(
  db: Kysely<Database>,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return count();
  const cache = cacheOf(db);
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  const stamp = `${cache.writes}:${rows[0]?.data_version ?? ''}`;
  if (stamp !== cache.stamp) {
    cache.counts.clear();
    cache.stamp = stamp;
  }
  const known = cache.counts.get(key);
  if (known !== undefined) return known;
  const total = await count();
  // A write while counting moved the stamp: the next call starts over, so this count is never reused.
  if (cache.stamp === stamp) {
    if (cache.counts.size >= MAX_COUNTS) cache.counts.clear();
    cache.counts.set(key, total);
  }
  return total;
}
