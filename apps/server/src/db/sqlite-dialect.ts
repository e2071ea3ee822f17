import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

type Row = Record<string, unknown>;

/** A prepared statement with what running it needs: whether it returns rows and how to build them. */
type Prepared = {
  statement: Statement<unknown[]>;
  reader: boolean;
  /** A `create`, `alter` or `drop`: after it runs, the schema version is read again. */
  ddl: boolean;
  /** Readers only: builds a row object from the statement's raw value array (null: the statement builds objects). */
  build: ((values: unknown[]) => Row) | null;
};

/** Enough for every query shape the app builds (a few dozen) plus the variable-length `in (…)` lists. */
const DEFAULT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite dialect with a prepared-statement cache (decision 008). Kysely's own driver calls
 * `db.prepare(sql)` for every query, which costs as much as running a small one; here each SQL text is
 * prepared once and reused. Rows are read as value arrays and built by a per-statement function, which
 * is faster than better-sqlite3's own object building and gives every row of a statement the same shape.
 * Results are exactly those of Kysely's `SqliteDialect`.
 */
export class CachedSqliteDialect implements Dialect {
  readonly #database: SqliteDatabase;
  readonly #cacheSize: number;

  constructor(config: { database: SqliteDatabase; cacheSize?: number }) {
    this.#database = config.database;
    this.#cacheSize = config.cacheSize ?? DEFAULT_CACHE_SIZE;
  }

  createDriver(): Driver {
    return new CachedSqliteDriver(this.#database, this.#cacheSize);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class CachedSqliteDriver implements Driver {
  readonly #database: SqliteDatabase;
  readonly #connection: CachedSqliteConnection;
  readonly #mutex = new ConnectionMutex();

  constructor(database: SqliteDatabase, cacheSize: number) {
    this.#database = database;
    this.#connection = new CachedSqliteConnection(new StatementCache(database, cacheSize));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // SQLite has one connection: queries wait here until the previous user released it.
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#connection.clear();
    this.#database.close();
  }
}

class CachedSqliteConnection implements DatabaseConnection {
  readonly #cache: StatementCache;

  constructor(cache: StatementCache) {
    this.#cache = cache;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { statement, reader, ddl, build } = this.#cache.get(compiledQuery.sql);
    if (ddl) this.#cache.schemaMayHaveChanged();
    const parameters = compiledQuery.parameters as unknown[];
    if (reader) {
      const rows = statement.all(parameters) as unknown[];
      if (build) for (let i = 0; i < rows.length; i++) rows[i] = build(rows[i] as unknown[]);
      return Promise.resolve({ rows: rows as R[] });
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({
      numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
      insertId:
        lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
      rows: [],
    });
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) {
      throw new Error('Sqlite driver only supports streaming of select queries');
    }
    // A statement being iterated cannot run meanwhile, so a stream gets a statement of its own.
    const statement = this.#cache.prepareUncached(compiledQuery.sql);
    for (const row of statement.iterate(compiledQuery.parameters as unknown[])) {
      yield { rows: [row as R] };
    }
  }

  clear(): void {
    this.#cache.clear();
  }
}

/**
 * Prepared statements by SQL text, the least recently used dropped first when full. A schema change
 * (a migration here, or another process) re-prepares inside SQLite and may rename result columns, so
 * the whole cache is dropped whenever `schema_version` moves. That is read once per turn of the event
 * loop (a request's queries mostly run in one) and again after a statement that may change the schema:
 * reading it before every query cost more than some of the queries.
 */
class StatementCache {
  readonly #database: SqliteDatabase;
  readonly #size: number;
  readonly #entries = new Map<string, Prepared>();
  readonly #schemaVersion: Statement<unknown[]>;
  readonly #schemaReload: Statement<unknown[]>;
  #knownSchemaVersion: unknown;
  #versionChecked = false;

  constructor(database: SqliteDatabase, size: number) {
    this.#database = database;
    this.#size = size;
    this.#schemaVersion = database.prepare('pragma schema_version').pluck();
    this.#schemaReload = database.prepare('select 1 from sqlite_schema limit 0');
    this.#knownSchemaVersion = this.#schemaVersion.get();
  }

  get(sql: string): Prepared {
    if (!this.#versionChecked) this.#checkSchemaVersion();
    const cached = this.#entries.get(sql);
    if (cached) {
      // Re-inserting keeps the map in least-recently-used order.
      this.#entries.delete(sql);
      this.#entries.set(sql, cached);
      return cached;
    }
    const prepared = this.#prepare(sql);
    if (this.#entries.size >= this.#size) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(sql, prepared);
    return prepared;
  }

  schemaMayHaveChanged(): void {
    this.#versionChecked = false;
  }

  #checkSchemaVersion(): void {
    this.#versionChecked = true;
    setImmediate(() => {
      this.#versionChecked = false;
    });
    const version = this.#schemaVersion.get();
    if (version !== this.#knownSchemaVersion) {
      // The pragma reads the file; the connection's own copy of the schema, which `prepare` and
      // `columns()` use, is reloaded only when a statement runs: without this, a statement prepared
      // now would name the columns as they were before another connection's change.
      this.#schemaReload.all();
      this.#entries.clear();
      this.#knownSchemaVersion = version;
    }
  }

  prepareUncached(sql: string): Statement<unknown[]> {
    return this.#database.prepare(sql);
  }

  clear(): void {
    this.#entries.clear();
  }

  #prepare(sql: string): Prepared {
    const statement = this.#database.prepare(sql) as Statement<unknown[]>;
    if (!statement.reader)
      return { statement, reader: false, ddl: /^\s*(create|alter|drop)\b/i.test(sql), build: null };
    const names = statement.columns().map((column) => column.name);
    const build = rowBuilder(names);
    if (build) statement.raw(true);
    return { statement, reader: true, ddl: false, build };
  }
}

/**
 * A function that turns `[v0, v1, …]` into `{name0: v0, name1: v1, …}` as one object literal, so V8
 * gives every row the same hidden class at once. Names are JSON-quoted, so any column name is safe;
 * a repeated name keeps its last value, as better-sqlite3 does. `__proto__` would set the prototype in
 * a literal, so such a statement keeps better-sqlite3's own object building (null).
 */
function rowBuilder(names: string[]): ((values: unknown[]) => Row) | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Row;
}

/** Kysely's single-connection mutex: one user of the connection at a time (transactions included). */
class ConnectionMutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
