import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBank } from '../features/tasks/test-bank.ts';
import { buildUser, createTestContext, TestAgent } from '../test/support.ts';

type Context = Awaited<ReturnType<typeof createTestContext>>;

// A built web app as `npm run build -w apps/web` leaves it: each file with its `.br` and `.gz` beside it.
const SCRIPT = `export const greeting = ${JSON.stringify('Labas, '.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="lt"><title>Taškas</title>${'<!-- padding -->'.repeat(100)}<div id="root"></div>`;

describe('compression', () => {
  let ctx: Context;
  let dir: string;
  let agent: TestAgent;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'taskas-web-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, text] of [
      ['index.html', INDEX],
      ['assets/index-abc123.js', SCRIPT],
    ] as const) {
      writeFileSync(join(dir, name), text);
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(dir, 'assets', 'plain-def456.js'), SCRIPT);
    ctx = await createTestContext('sqlite', { WEB_DIST_DIR: dir });
    await seedTestBank(ctx);
    const student = await buildUser(ctx, { role: 'student' });
    agent = new TestAgent(ctx.app);
    await agent.post('/api/users/login', { email: student.email, password: student.password });
  });
  afterAll(async () => {
    await ctx.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const taskList = (encoding?: string) =>
    agent.request({
      method: 'GET',
      url: '/api/v1/tasks?limit=20',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends a task list brotli-compressed to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const plain = await taskList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    const br = await taskList('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toEqual(plain.json().data);

    const gz = await taskList('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data).toEqual(plain.json().data);
  });

  it('leaves small answers plain: they are smaller than the compression headers would save', async () => {
    const response = await agent.request({
      method: 'GET',
      url: '/api/v1/notifications/unread-count',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('serves the built files compressed at build time, as they are, with their caching', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes compressed at build time, not compressed again per request.
    expect(response.rawPayload.equals(readFileSync(join(dir, 'assets/index-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);

    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // Whichever copy a shared cache keeps, it must know the answer depends on Accept-Encoding.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a client route with the compressed index.html, never cached', async () => {
    const response = await ctx.app.inject({ url: '/tasks/12', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses a built file that has no compressed copy as it sends it', async () => {
    const response = await ctx.app.inject({
      url: '/assets/plain-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('refuses a compressed request body that inflates past the body limit', async () => {
    // 4 MB of JSON in ~4 KB of gzip: the limit is on what the body inflates to, not what was sent.
    const inflated = JSON.stringify({ email: `${'a'.repeat(4 * 1024 * 1024)}@x.lt`, password: 'x' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(inflated),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toMatch(/^E\d{4}$/);
  });
});
