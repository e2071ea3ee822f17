import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ERROR_CODES } from '@taskas/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, buildUser, createTestContext, loginAs, TestAgent } from '../test/support.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

// Issue 9: security headers, the envelope from every layer, and Redis faults. Each failed before its fix.

type Context = Awaited<ReturnType<typeof createTestContext>>;

/** One raw HTTP exchange with a listening app, for what `inject` cannot send. */
function rawExchange(port: number, request: string, options: { endAfterWrite?: boolean } = {}) {
  return new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(request);
      if (options.endAfterWrite) socket.end();
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', (err) => (text ? resolve({ text, ms: Date.now() - started }) : reject(err)));
  });
}

function envelopeOf(text: string) {
  const json = text.slice(text.indexOf('\r\n\r\n') + 4);
  return JSON.parse(json) as ReturnType<typeof body>;
}

function expectFullErrorEnvelope(envelope: ReturnType<typeof body>) {
  expect(envelope.data).toBeNull();
  expect(envelope.meta).toMatchObject({
    timestamp: expect.any(String),
    version: expect.any(String),
    request_id: expect.any(String),
  });
  expect(envelope.errors.length).toBeGreaterThan(0);
  for (const item of envelope.errors) {
    expect(ALL_ERROR_CODES).toContain(item.code);
    expect(item).toHaveProperty('message');
    expect(item).toHaveProperty('field');
    expect(item).toHaveProperty('details');
  }
}

describe('security headers', () => {
  let ctx: Context;
  let behindProxy: Context;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'taskas-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    writeFileSync(join(webDist, 'assets', 'a.js'), 'console.log(1)');
    ctx = await createTestContext('sqlite', { WEB_DIST_DIR: webDist });
    behindProxy = await createTestContext('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await ctx.dispose();
    await behindProxy.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the policy and the other headers on pages, assets, API answers and errors', async () => {
    for (const url of ['/tasks', '/assets/a.js', '/api/v1/health', '/api/v1/nothing-here', '/version.json']) {
      const response = await ctx.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
      // Plain HTTP: no HSTS.
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("allows data: images on the API documentation's pages only", async () => {
    const docs = await ctx.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).toContain("img-src 'self' data:");
    const page = await ctx.app.inject({ url: '/tasks' });
    expect(String(page.headers['content-security-policy'])).toContain("img-src 'self';");
  });

  it('keeps API answers out of caches and lets the built assets be cached', async () => {
    const user = await buildUser(ctx);
    const agent = await loginAs(ctx, user);
    expect((await agent.get('/api/v1/profile/')).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: '/api/v1/nothing-here' })).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: '/assets/a.js' })).headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ url: '/tasks' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const trusted = await behindProxy.app.inject({ url: '/api/v1/health', headers });
    expect(trusted.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Without TRUST_PROXY the header is the client's claim and changes nothing.
    const untrusted = await ctx.app.inject({ url: '/api/v1/health', headers });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the envelope from every layer', () => {
  let ctx: Context;
  let webCtx: Context;
  let webDist: string;
  let port: number;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'taskas-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
    webCtx = await createTestContext('sqlite', { WEB_DIST_DIR: webDist });
    ctx = await createTestContext('sqlite', { REQUEST_TIMEOUT_SECONDS: '1' });
    port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await ctx.dispose();
    await webCtx.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a missing file with a coded 404 envelope, not plain text', async () => {
    const missing = await webCtx.app.inject({ url: '/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expectFullErrorEnvelope(body(missing));
    expect(body(missing).errors[0]?.code).toBe('E4001');
  });

  it('answers invalid JSON and a wrong content type with every field of the envelope', async () => {
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(invalid.statusCode).toBe(400);
    expectFullErrorEnvelope(body(invalid));
    const media = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(media.statusCode).toBe(415);
    expectFullErrorEnvelope(body(media));
  });

  it('answers an address that does not decode with E2003', async () => {
    const response = await rawExchange(
      port,
      'GET /api/v1/tasks/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(response.text).toMatch(/^HTTP\/1\.1 400/);
    const envelope = envelopeOf(response.text);
    expectFullErrorEnvelope(envelope);
    expect(envelope.errors[0]?.code).toBe('E2003');
  });

  it("answers Node's own refusals (malformed request, headers too large) in the envelope", async () => {
    const malformed = await rawExchange(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(malformed.text).toMatch(/^HTTP\/1\.1 400/);
    expectFullErrorEnvelope(envelopeOf(malformed.text));

    const huge = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.text).toMatch(/^HTTP\/1\.1 431/);
    const envelope = envelopeOf(huge.text);
    expectFullErrorEnvelope(envelope);
    expect(envelope.errors[0]?.code).toBe('E2005');
  });

  it('cuts off a body shorter than its Content-Length after the request timeout, not 300 s', async () => {
    const response = await rawExchange(
      port,
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email"',
    );
    expect(response.text).toMatch(/^HTTP\/1\.1 408/);
    expectFullErrorEnvelope(envelopeOf(response.text));
    expect(response.ms).toBeLessThan(10_000);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const isCi = process.env.CI === 'true';

describe.runIf(Boolean(redisUrl) || isCi)('Redis faults (REDIS_URL through a TCP proxy)', () => {
  let proxy: TcpProxy;
  let ctx: Context;
  let direct: Redis;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set, but CI=true requires the Redis fault tests');
    const target = new URL(redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    ctx = await createTestContext('sqlite', { REDIS_URL: proxy.url('redis') });
    direct = new Redis(redisUrl);
  });
  afterAll(async () => {
    direct?.disconnect();
    await ctx?.dispose();
    await proxy?.close();
  });

  const failedLogin = (email: string) =>
    new TestAgent(ctx.app).post('/api/users/login', { email, password: 'not-the-password' });
  const countedInRedis = async (email: string) =>
    (await direct.keys(`taskas:rl:*login_failures:${email}`)).length > 0;

  it('counts in Redis, goes on in memory while Redis is silent or gone, and returns to Redis', async () => {
    const first = `first.${randomBytes(4).toString('hex')}@example.com`;
    expect((await failedLogin(first)).statusCode).toBe(401);
    expect(await countedInRedis(first)).toBe(true);

    // Accepted the connection, then silent: answers within the command timeout, not a 500.
    proxy.stall();
    const silent = `silent.${randomBytes(4).toString('hex')}@example.com`;
    const during = await failedLogin(silent);
    expect(during.statusCode).toBe(401);
    const health = await ctx.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(body<{ services: { redis: string } }>(health).data.services.redis).toBe('unhealthy');

    // Gone altogether.
    await proxy.refuse();
    proxy.cut();
    const gone = await failedLogin(silent);
    expect(gone.statusCode).toBe(401);
    const forgot = await new TestAgent(ctx.app).post('/api/users/forgot-password', { email: silent });
    expect(forgot.statusCode).toBe(200);
    expect(await countedInRedis(silent)).toBe(false);

    // Back: the limits are shared through Redis again, without a restart.
    await proxy.resume();
    const back = `back.${randomBytes(4).toString('hex')}@example.com`;
    await vi.waitFor(
      async () => {
        expect((await failedLogin(back)).statusCode).toBe(401);
        expect(await countedInRedis(back)).toBe(true);
      },
      { timeout: 20_000, interval: 1_000 },
    );
    const healthy = await ctx.app.inject({ url: '/api/v1/health' });
    expect(body<{ services: { redis: string } }>(healthy).data.services.redis).toBe('healthy');
  }, 40_000);
});
