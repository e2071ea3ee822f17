// Where the benchmark's datasets live, shared by the generator (bench-data.ts) and the benchmark (bench.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The sizes `npm run bench:data` builds and `npm run bench` compares: a plan that grows shows here. */
export const SIZES = [1_000_000, 100_000];

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Every generated account's password (its hash is computed once per dataset with the app's own helper). */
export const BENCH_PASSWORD = 'Bench-Password-2025';

export const dataDir = (dir = process.env.BENCH_DATA_DIR) => dir || join(tmpdir(), 'taskas-bench-data');

export const databaseUrl = () => process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;

/** 1,000,000 → "1m", 100,000 → "100k". */
export function sizeLabel(attempts) {
  if (attempts % 1_000_000 === 0) return `${attempts / 1_000_000}m`;
  if (attempts % 1_000 === 0) return `${attempts / 1_000}k`;
  return String(attempts);
}

/** The dataset's name: the SQLite file's and the PostgreSQL schema's. */
export const datasetName = (attempts) => `bench_data_${sizeLabel(attempts)}`;

export const sqliteFile = (dir, name) => join(dir, `${name}.db`);

/** What the generator wrote down about a dataset (counts, the measured accounts), or null when missing. */
export const manifestFile = (dir, name, dialect) => join(dir, `${name}.${dialect}.json`);

export function readManifest(dir, name, dialect) {
  try {
    return JSON.parse(readFileSync(manifestFile(dir, name, dialect), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The built server's `DATABASE_URL` for a dataset. PostgreSQL: its schema through the connection's
 * options (the server has no schema setting), and an application name that picks its connections out of
 * `pg_stat_activity`, so the database's CPU per request can be counted.
 */
export function serverDatabaseUrl(dialect, dir, name, applicationName = 'taskas-bench') {
  if (dialect === 'sqlite') return `sqlite:${sqliteFile(dir, name)}`;
  const url = new URL(databaseUrl());
  url.searchParams.set('options', `-c search_path=${name}`);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}

/**
 * The migrations as they are now: their names, and a hash of their text, so a dataset built before a
 * migration was added or changed is known to be out of date.
 */
export function migrationsNow() {
  const folder = new URL('../src/db/migrations/', import.meta.url);
  const names = readdirSync(folder)
    .filter((name) => /^\d{3}-.*\.ts$/.test(name))
    .sort();
  const hash = createHash('sha256');
  for (const name of names) hash.update(name).update(readFileSync(new URL(name, folder)));
  return { names, hash: hash.digest('hex').slice(0, 16) };
}
