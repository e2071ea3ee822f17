import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';

export type PostgresPoolOptions = {
  url: string;
  /** Run every connection in this schema (tests give each run its own). */
  searchPath?: string;
  /** PostgreSQL cancels a statement running longer; the client gives up a second later (a silent server). */
  statementTimeoutMs: number;
  /** Longest wait for a connection, from the pool or a new one. */
  acquireTimeoutMs: number;
  max?: number;
};

/** How much longer the client waits than the server's own `statement_timeout` before it gives up. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/**
 * pg's pool as Kysely's `PostgresPool`, safe against a database that fails while a request holds a
 * connection (decision 010):
 * - every client has an 'error' listener for its whole life: pg-pool listens only while a client is
 *   idle, and an error event on a checked-out client with no listener kills the process;
 * - a client whose connection failed, or whose query got no answer in time, is discarded on release
 *   instead of going back to the pool, and its later queries in the same checkout fail at once;
 * - the wait for a connection and every statement are bounded.
 */
export function createPostgresPool(options: PostgresPoolOptions): PostgresPool & { raw: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.acquireTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection is removed by pg-pool, which then emits this.
  pool.on('error', () => {});

  /** The connection failure seen by a checked-out client, until it is released. */
  const failures = new WeakMap<pg.PoolClient, Error>();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!failures.has(client)) failures.set(client, error);
    });
  });

  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, parameters?: unknown) => {
      const failure = failures.get(client);
      if (failure) return Promise.reject(failure);
      if (typeof text !== 'string') return client.query(text as never);
      return client.query(text, parameters as unknown[]).catch((error: unknown) => {
        // An error PostgreSQL sent (a cancelled statement too) leaves the connection usable; a
        // client-side timeout or a lost connection does not.
        const fromServer = (error as { severity?: unknown }).severity !== undefined;
        if (!fromServer && error instanceof Error && isDatabaseUnavailable(error) && !failures.has(client)) {
          failures.set(client, error);
        }
        throw error;
      });
    }) as PostgresPoolClient['query'],
    release() {
      const failure = failures.get(client);
      failures.delete(client);
      // With an error pg-pool closes the client instead of keeping it.
      client.release(failure);
    },
  });

  return {
    raw: pool,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
