import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  createTestContext,
  loginAs,
  type TestAgent,
  type TestContext,
} from '../test/support.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the answer has `status`, for up to `ms` (the pool reconnects on the next request). */
async function eventually(request: () => Promise<{ statusCode: number }>, status: number, ms = 10_000) {
  const deadline = Date.now() + ms;
  let last = await request();
  while (last.statusCode !== status && Date.now() < deadline) {
    await pause(100);
    last = await request();
  }
  return last;
}

/** A 503 from the database: E5003 in the full envelope, with Retry-After, and no driver text. */
function expectDatabaseUnavailable(response: Awaited<ReturnType<TestAgent['get']>>) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const envelope = body(response);
  expect(envelope.data).toBeNull();
  expect(envelope.meta.request_id).toBe(response.headers['x-request-id']);
  expect(envelope.errors).toEqual([
    expect.objectContaining({ code: 'E5003', field: null, message: expect.any(String) }),
  ]);
  expect(response.body).not.toMatch(/127\.0\.0\.1|postgres|terminated|timeout exceeded/i);
}

describe.runIf(Boolean(postgresUrl))('PostgreSQL that stops answering [postgres]', () => {
  let proxy: TcpProxy;
  let ctx: TestContext & { dispose(): Promise<void> };
  let agent: TestAgent;

  beforeAll(async () => {
    const target = new URL(postgresUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    ctx = await createTestContext(
      'postgres',
      { DB_STATEMENT_TIMEOUT_MS: '1000', DB_ACQUIRE_TIMEOUT_MS: '1000' },
      { databaseUrl: (url) => proxy.through(url) },
    );
    agent = await loginAs(ctx, await buildUser(ctx));
  });
  afterEach(async () => {
    await proxy.resume();
  });
  afterAll(async () => {
    await proxy.resume();
    await ctx?.dispose();
    await proxy?.close();
  });

  it('answers /health 503 naming the database within seconds when PostgreSQL goes silent, and recovers', async () => {
    expect((await agent.get('/health')).statusCode).toBe(200);
    proxy.stall();

    const started = Date.now();
    const health = await agent.get('/health');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(health.statusCode).toBe(503);
    expect(body(health).data).toMatchObject({
      status: 'unhealthy',
      services: { database: 'unhealthy' },
      service_errors: { database: expect.stringMatching(/did not answer/) },
    });
    expect(health.body).not.toMatch(/127\.0\.0\.1|postgres:|password/i);

    await proxy.resume();
    expect((await eventually(() => agent.get('/health'), 200)).statusCode).toBe(200);
  });

  it('answers an API request 503 E5003 with Retry-After instead of hanging, and recovers without a restart', async () => {
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(200);
    proxy.stall();

    const started = Date.now();
    const response = await agent.get('/api/v1/profile/');
    expect(Date.now() - started).toBeLessThan(10_000);
    expectDatabaseUnavailable(response);

    await proxy.resume();
    expect((await eventually(() => agent.get('/api/v1/profile/'), 200)).statusCode).toBe(200);
  });

  it('answers 503 E5003 (not 500) when PostgreSQL refuses connections, and recovers when it is back', async () => {
    await proxy.refuse();
    proxy.cut();

    expectDatabaseUnavailable(await agent.get('/api/v1/profile/'));
    const health = await agent.get('/health');
    expect(health.statusCode).toBe(503);
    expect(body(health).data).toMatchObject({
      services: { database: 'unhealthy' },
      service_errors: { database: expect.stringMatching(/refused/) },
    });

    await proxy.resume();
    expect((await eventually(() => agent.get('/api/v1/profile/'), 200)).statusCode).toBe(200);
  });

  it('survives PostgreSQL cutting a connection a transaction holds between two statements', async () => {
    const failed = ctx.database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        proxy.cut();
        // The connection dies while checked out and idle: pg reports it as an 'error' event.
        await pause(200);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    expect(await failed).toBe('failed');
    expect((await eventually(() => agent.get('/api/v1/profile/'), 200)).statusCode).toBe(200);
  });

  it('keeps serving when connections are cut while requests run: each answer is 200 or 503, never 500', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const requests = Array.from({ length: 12 }, () => agent.get('/api/v1/profile/'));
      await pause(round * 3);
      proxy.cut();
      for (const response of await Promise.all(requests)) statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await eventually(() => agent.get('/api/v1/profile/'), 200)).statusCode).toBe(200);
  });

  it('answers 503 E5003 after the acquire timeout when every connection is busy, and serves once they are free', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Ten transactions hold the whole pool until the gate opens.
    const holders = Array.from({ length: 10 }, () =>
      ctx.database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
      }),
    );
    await pause(300);
    try {
      const started = Date.now();
      const response = await agent.get('/api/v1/profile/');
      expect(Date.now() - started).toBeLessThan(10_000);
      expectDatabaseUnavailable(response);
    } finally {
      release();
      await Promise.allSettled(holders);
    }
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(200);
  });

  it('cancels a statement that runs longer than DB_STATEMENT_TIMEOUT_MS, and the connection stays usable', async () => {
    const started = Date.now();
    await expect(sql`select pg_sleep(5)`.execute(ctx.database.db)).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(200);
  });
});
