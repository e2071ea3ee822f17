// Types of datasets.mjs for bench-data.ts (the .mjs benchmark scripts use it untyped).
export const SIZES: number[];
export const DEFAULT_DATABASE_URL: string;
export const BENCH_PASSWORD: string;
export function dataDir(dir?: string): string;
export function databaseUrl(): string;
export function sizeLabel(attempts: number): string;
export function datasetName(attempts: number): string;
export function sqliteFile(dir: string, name: string): string;
export function manifestFile(dir: string, name: string, dialect: 'sqlite' | 'postgres'): string;
export function readManifest(dir: string, name: string, dialect: 'sqlite' | 'postgres'): unknown;
export function serverDatabaseUrl(
  dialect: 'sqlite' | 'postgres',
  dir: string,
  name: string,
  applicationName?: string,
): string;
export function migrationsNow(): { names: string[]; hash: string };
