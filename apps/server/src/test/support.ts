import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COOKIE_NAMES, type Role } from '@taskas/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type AppDatabase, createDatabase, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type TestContext = {
  app: FastifyInstance;
  database: AppDatabase;
  dialect: Dialect;
  config: AppConfig;
};

type DatabaseHandle = { url: string; searchPath?: string; dispose(): Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;
const isCi = process.env.CI === 'true';
let warnedAboutPostgres = false;

/** A fresh SQLite file in a temporary folder. */
function sqliteHandle(): DatabaseHandle {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-test-'));
  return {
    url: `sqlite:${join(dir, 'test.db')}`,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Its own schema in the PostgreSQL test database, dropped afterwards. */
async function postgresHandle(url: string): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    url,
    searchPath: schema,
    async dispose() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export async function createTestContext(
  dialect: Dialect,
  env: Record<string, string> = {},
  /** `databaseUrl` changes the URL the app connects to, e.g. to go through a test TCP proxy. */
  options: { databaseUrl?: (url: string) => string } = {},
): Promise<TestContext & { dispose(): Promise<void> }> {
  const handle = dialect === 'sqlite' ? sqliteHandle() : await postgresHandle(postgresUrl ?? '');
  const url = options.databaseUrl?.(handle.url) ?? handle.url;
  // Every test logs in from the same address: the per-address limit is high here; tests of the limits
  // set their own. Load shedding by event-loop delay is off: seeding a bank blocks the loop for seconds.
  const config = loadConfig(
    {
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      DATABASE_URL: url,
    },
    '9.9.9-test',
  );
  const database = createDatabase(url, {
    searchPath: handle.searchPath,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    acquireTimeoutMs: config.databaseTimeouts.acquireMs,
  });
  await migrateToLatest(database.db, database.schema);
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    dialect,
    config,
    async dispose() {
      await app.close();
      await database.close();
      await handle.dispose();
    },
  };
}

/**
 * Runs a suite once on SQLite and once on PostgreSQL (when `TEST_DATABASE_URL` is set). Without it the
 * PostgreSQL half says loudly that it was skipped; with `CI=true` it fails instead.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  env: Record<string, string> = {},
): void {
  const dialects: Dialect[] = ['sqlite', 'postgres'];
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !postgresUrl) {
      if (isCi) {
        describe(`${name} [postgres]`, () => {
          it('needs TEST_DATABASE_URL in CI', () => {
            throw new Error('TEST_DATABASE_URL is not set, but CI=true requires the PostgreSQL suite');
          });
        });
      } else {
        if (!warnedAboutPostgres) {
          warnedAboutPostgres = true;
          console.warn(
            '\n*** TEST_DATABASE_URL is not set: the PostgreSQL half of the integration suite is SKIPPED ***\n',
          );
        }
        describe.skip(`${name} [postgres] (skipped: TEST_DATABASE_URL not set)`, () =>
          suite(() => undefined as never));
      }
      continue;
    }
    describe(`${name} [${dialect}]`, () => {
      let context: Awaited<ReturnType<typeof createTestContext>> | undefined;
      beforeAll(async () => {
        context = await createTestContext(dialect, env);
      });
      afterAll(async () => {
        await context?.dispose();
      });
      suite(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}

type AgentRequest = Omit<InjectOptions, 'cookies'> & { csrf?: boolean };

/**
 * A browser-like client over `app.inject`: keeps the cookies the server sets and echoes the CSRF
 * cookie in `X-CSRF-Token` on mutating calls, as the web app does.
 */
export class TestAgent {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(options: AgentRequest) {
    const { csrf = true, headers = {}, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const csrfToken = this.cookies.get(COOKIE_NAMES.csrf);
    const response = await this.app.inject({
      ...rest,
      headers: {
        ...(csrf && csrfToken && method !== 'GET' ? { 'x-csrf-token': csrfToken } : {}),
        ...headers,
      },
      cookies: Object.fromEntries(this.cookies),
    } as InjectOptions);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: object) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  }
  patch(url: string, payload: object) {
    return this.request({ method: 'PATCH', url, payload });
  }
}

export type TestUser = {
  id: number;
  email: string;
  username: string;
  password: string;
  role: Role;
};

let sequence = 0;

/** Creates an account directly through the service (no HTTP), with overridable fields. */
export async function buildUser(
  ctx: TestContext,
  overrides: Partial<Pick<TestUser, 'email' | 'username' | 'password' | 'role'>> & {
    first_name?: string;
  } = {},
): Promise<TestUser> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const role = overrides.role ?? 'student';
  const username = overrides.username ?? `${role}_${tag}`;
  const email = overrides.email ?? `${role}.${tag}@example.com`;
  const password = overrides.password ?? `Pw-${tag}-long`;
  const user = await ctx.app.services.auth.createUser({
    username,
    email,
    password,
    firstName: overrides.first_name ?? 'Test',
    lastName: 'User',
    role,
    language: 'lt',
  });
  return { id: user.id, email: user.email, username, password, role };
}

/** A logged-in agent for the user. */
export async function loginAs(ctx: TestContext, user: TestUser): Promise<TestAgent> {
  const agent = new TestAgent(ctx.app);
  const response = await agent.post('/api/users/login', { email: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`login failed for ${user.email}: ${response.body}`);
  return agent;
}

/** The parsed envelope of a response. */
export function body<T = unknown>(response: { json(): unknown }) {
  return response.json() as {
    data: T;
    meta: { timestamp: string; version: string; request_id?: string; pagination?: Record<string, number> };
    errors: {
      code: string;
      message: string;
      field: string | null;
      details?: Record<string, unknown> | null;
    }[];
  };
}
