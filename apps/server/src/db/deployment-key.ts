import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/**
 * What makes server instances one deployment: the database they write to, not how each one spells its
 * URL. User, password and connection settings such as `application_name` (one per instance, to tell them
 * apart in `pg_stat_activity`) are left out; `options` stays, since it can choose another schema.
 */
export function databaseIdentity(databaseUrl: string, schema: string | undefined): string {
  if (databaseUrl.startsWith('sqlite:')) return `sqlite:${resolve(databaseUrl.slice('sqlite:'.length))}`;
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options') ?? '';
  const port = url.port || '5432';
  return `postgres://${url.hostname.toLowerCase()}:${port}${url.pathname}?${options}#${schema ?? ''}`;
}

/**
 * A short name of the deployment for what it keeps in Redis (notification channel, rate-limit counters):
 * instances of one deployment share them, and two deployments on one Redis never see each other's.
 */
export function deploymentKey(databaseUrl: string, schema: string | undefined): string {
  return createHash('sha256').update(databaseIdentity(databaseUrl, schema)).digest('hex').slice(0, 16);
}
