import { type Kysely, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Two caches of the task list, per database (decision 008):
 *
 * - **Totals.** Every full page needs the number of matching tasks, which changes only when tasks are
 *   written. On SQLite a count of public tasks is kept until this process writes a public task, an
 *   admin's count of all tasks until it writes any (`tasksChanged`), and both until another
 *   connection commits anything (`pragma data_version` moves); answers, hints, sessions and the
 *   students' generated tasks written here leave the public counts alone. PostgreSQL always counts.
 * - **Presented tasks as JSON.** A task in a list is the same text for every caller with the same
 *   progress on it, so the text is kept by task id, version and `updated_at` (every task write sets a
 *   new `updated_at`) and by the progress fields the presenter reads. A changed task or progress has a
 *   new key, so the key alone says what is current, on both databases; a text is made from the row
 *   that carries its key, so no read can store a stale one.
 */
/**
 * What a kept total counts: the public tasks only, which no private write changes, or any tasks (an
 * admin's totals), which every task write may change.
 */
export type CountScope = 'public' | 'any';

type Counts = { writes: number; stamp: string; totals: Map<string, number> };
type TaskCache = { counts: Record<CountScope, Counts>; json: Map<string, string> };

const caches = new WeakMap<Kysely<Database>, TaskCache>();
/** Distinct filter combinations kept; past this the totals start over. */
const MAX_COUNTS = 2000;
/** Presented tasks kept (a few KB each); past this the texts start over. */
const MAX_JSON = 20_000;

function cacheOf(db: Kysely<Database>): TaskCache {
  let cache = caches.get(db);
  if (!cache) {
    const counts = (): Counts => ({ writes: 0, stamp: '', totals: new Map() });
    cache = { counts: { public: counts(), any: counts() }, json: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * Call after writing tasks through `db` (not a transaction of it: pass the database itself), saying
 * whether any written task was public (the bank) or all were private (generated for their student).
 */
export function tasksChanged(db: Kysely<Database>, written: 'public' | 'private'): void {
  const { counts } = cacheOf(db);
  counts.any.writes += 1;
  if (written === 'public') counts.public.writes += 1;
}

/** SQLite: drops totals a write, or another connection's commit, may have made stale; the current stamp. */
async function freshCounts(
  db: Kysely<Database>,
  scope: CountScope,
): Promise<{ counts: Counts; stamp: string }> {
  const counts = cacheOf(db).counts[scope];
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  const stamp = `${counts.writes}:${rows[0]?.data_version ?? ''}`;
  if (stamp !== counts.stamp) {
    counts.totals.clear();
    counts.stamp = stamp;
  }
  return { counts, stamp };
}

export async function cachedTaskCount(
  db: Kysely<Database>,
  key: string,
  scope: CountScope,
  count: () => Promise<number>,
): Promise<number> {
  if (!isSqlite(db)) return count();
  const { counts, stamp } = await freshCounts(db, scope);
  const known = counts.totals.get(key);
  if (known !== undefined) return known;
  const total = await count();
  // A write while counting moved the stamp: the next call starts over, so this count is never reused.
  if (counts.stamp === stamp) {
    if (counts.totals.size >= MAX_COUNTS) counts.totals.clear();
    counts.totals.set(key, total);
  }
  return total;
}

/** What a presented task depends on: the task's version and the caller's progress on it. */
export type TaskJsonKey = {
  id: number;
  version: number;
  updated_at: string;
  progress_completed: number | null;
  progress_best_score: number | null;
  progress_hints_used: number | null;
  progress_revealed: number | null;
};

const taskJsonKey = (shape: string, t: TaskJsonKey) =>
  `${shape}|${t.id}|${t.version}|${t.updated_at}|${t.progress_completed}|${t.progress_best_score}|${t.progress_hints_used}|${t.progress_revealed}`;

/**
 * The JSON text of each task in `keys` (same order) in the given shape: kept texts where there are
 * any, the others read with `load` (full rows, which carry their own key) and made by `present`.
 */
export async function cachedTaskJson<Row extends TaskJsonKey>(
  db: Kysely<Database>,
  shape: string,
  keys: TaskJsonKey[],
  load: (ids: number[]) => Promise<Row[]>,
  present: (row: Row) => string,
): Promise<string[]> {
  const cache = cacheOf(db);
  const texts: (string | undefined)[] = keys.map((key) => cache.json.get(taskJsonKey(shape, key)));
  const missing = keys.filter((_, index) => texts[index] === undefined).map((key) => key.id);
  if (missing.length === 0) return texts as string[];
  const loaded = new Map<number, string>();
  for (const row of await load(missing)) {
    const text = present(row);
    loaded.set(row.id, text);
    if (cache.json.size >= MAX_JSON) cache.json.clear();
    cache.json.set(taskJsonKey(shape, row), text);
  }
  // A task gone between the two reads (deleted meanwhile) is left out of the page.
  return keys.flatMap((key, index) => texts[index] ?? loaded.get(key.id) ?? []);
}
