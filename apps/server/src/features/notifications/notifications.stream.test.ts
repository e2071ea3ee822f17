import type { TNotificationStreamEvent } from '@taskas/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Dialect } from '../../db/database.ts';
import {
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
} from '../../test/support.ts';
import { createNotificationsHub, MAX_STREAMS_PER_USER } from './notifications.hub.ts';

type SseEvent = { event: string; data: string; id?: string };

/** An open stream read as a browser would: events as they arrive, comments (heartbeats) counted. */
class SseReader {
  readonly events: SseEvent[] = [];
  comments = 0;
  ended = false;
  #buffer = '';

  constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    // An error answer is JSON, left for the test to read.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) void this.#read();
  }

  async #read() {
    const reader = this.response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.#buffer += decoder.decode(value, { stream: true });
        let end = this.#buffer.indexOf('\n\n');
        while (end >= 0) {
          this.#parse(this.#buffer.slice(0, end));
          this.#buffer = this.#buffer.slice(end + 2);
          end = this.#buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  #parse(block: string) {
    const event: SseEvent = { event: 'message', data: '' };
    let fields = 0;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments += 1;
      const [name, ...rest] = line.split(': ');
      const value = rest.join(': ');
      if (name === 'event') event.event = value;
      else if (name === 'data') event.data = value;
      else if (name === 'id') event.id = value;
      else continue;
      fields += 1;
    }
    if (fields > 0 && event.data) this.events.push(event);
  }

  payloads(): TNotificationStreamEvent[] {
    return this.events.filter((e) => e.event === 'notifications').map((e) => JSON.parse(e.data));
  }

  close() {
    this.abort.abort();
  }
}

function cookieHeader(agent: TestAgent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function openStream(baseUrl: string, agent: TestAgent | null): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/notifications/stream`, {
    headers: agent ? { cookie: cookieHeader(agent), accept: 'text/event-stream' } : {},
    signal: abort.signal,
  });
  return new SseReader(response, abort);
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const joined = (n: number) =>
  ({ kind: 'student_joined', studentId: n, studentName: `Mokinys ${n}` }) as const;

describeEachDatabase('the notifications stream', (ctx) => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(ctx().app);
  });

  it('sends the unread count at once and each new notification within two seconds, unbuffered and uncached', async () => {
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    await ctx().app.services.notifications.notify(tutor.id, joined(1));
    const stream = await openStream(baseUrl, await loginAs(ctx(), tutor));
    try {
      expect(stream.response.status).toBe(200);
      const headers = stream.response.headers;
      expect(headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('x-accel-buffering')).toBe('no');
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers.get('content-encoding')).toBeNull();
      await expect
        .poll(() => stream.payloads(), { timeout: 2_000 })
        .toEqual([{ unread_count: 1, notification: null }]);

      const sent = Date.now();
      await ctx().app.services.notifications.notify(tutor.id, joined(2));
      await expect.poll(() => stream.payloads().length, { timeout: 2_000 }).toBe(2);
      expect(Date.now() - sent).toBeLessThan(2_000);
      const [, arrived] = stream.payloads();
      expect(arrived).toMatchObject({
        unread_count: 2,
        notification: {
          title: 'Naujas mokinys',
          message: 'Mokinys 2 prisijungė prie jūsų mokinių sąrašo.',
          is_read: false,
        },
      });
      expect(stream.events[1]?.id).toBe(String(arrived?.notification?.id));
    } finally {
      stream.close();
    }
  });

  it('tells the stream when notifications are read, and tells nobody else', async () => {
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    const other = await buildUser(ctx(), { role: 'tutor' });
    await ctx().app.services.notifications.notify(tutor.id, joined(1));
    const agent = await loginAs(ctx(), tutor);
    const mine = await openStream(baseUrl, agent);
    const theirs = await openStream(baseUrl, await loginAs(ctx(), other));
    try {
      await expect.poll(() => mine.payloads().length).toBe(1);
      await expect.poll(() => theirs.payloads().length).toBe(1);
      expect((await agent.post('/api/v1/notifications/mark-all-read')).statusCode).toBe(200);
      await expect
        .poll(() => mine.payloads().at(-1), { timeout: 2_000 })
        .toEqual({ unread_count: 0, notification: null });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(theirs.payloads()).toEqual([{ unread_count: 0, notification: null }]);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('needs a session, and refuses more than the streams one user may hold', async () => {
    const anonymous = await openStream(baseUrl, null);
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.response.headers.get('content-type')).toMatch(/^application\/json/);

    const user = await buildUser(ctx(), { role: 'student' });
    const agent = await loginAs(ctx(), user);
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => openStream(baseUrl, agent)),
    );
    try {
      expect(streams.map((s) => s.response.status)).toEqual(streams.map(() => 200));
      const extra = await openStream(baseUrl, agent);
      expect(extra.response.status).toBe(429);
      expect(((await extra.response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('E5005');
      // A closed tab frees its place.
      streams[0]?.close();
      await expect
        .poll(async () => {
          const again = await openStream(baseUrl, agent);
          again.close();
          return again.response.status;
        })
        .toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('a stream whose session has ended', () => {
  it('gets heartbeats while the session lives and is ended at the first one after', async () => {
    const context = await createTestContext('sqlite');
    try {
      const hub = createNotificationsHub({
        notifications: context.app.services.notifications,
        redis: undefined,
        databaseIdentity: 'hub-test',
        log: context.app.log,
        heartbeatMs: 50,
      });
      let signedIn = true;
      const stream = await hub.open(1, async () => signedIn);
      if (!stream) throw new Error('no stream');
      let text = '';
      stream.body.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      await expect.poll(() => text.split(': ping').length - 1).toBeGreaterThanOrEqual(2);
      expect(stream.closed).toBe(false);
      signedIn = false;
      await expect.poll(() => stream.closed).toBe(true);
      expect(hub.streamCount(1)).toBe(0);
      await hub.close();
    } finally {
      await context.dispose();
    }
  });
});

describe('closing the app with streams open', () => {
  it('ends the streams instead of waiting for them', async () => {
    const context = await createTestContext('sqlite');
    const baseUrl = await listen(context.app);
    const user = await buildUser(context, { role: 'tutor' });
    const stream = await openStream(baseUrl, await loginAs(context, user));
    await expect.poll(() => stream.payloads().length).toBe(1);
    const started = Date.now();
    await context.dispose();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => stream.ended).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A second instance of the app on the first one's database and Redis, as a second server would be. */
async function secondInstance(first: TestContext) {
  const database = createDatabase(first.config.databaseUrl, { searchPath: first.database.schema });
  const app = await buildApp({ config: first.config, database, logger: false });
  return {
    app,
    async dispose() {
      await app.close();
      await database.close();
    },
  };
}

describe.skipIf(!redisUrl).each(dialects)('two instances with Redis [%s]', (dialect) => {
  let first: Awaited<ReturnType<typeof createTestContext>>;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let secondUrl: string;
  let firstUrl: string;

  beforeAll(async () => {
    first = await createTestContext(dialect, { REDIS_URL: redisUrl ?? '' });
    second = await secondInstance(first);
    firstUrl = await listen(first.app);
    secondUrl = await listen(second.app);
  });
  afterAll(async () => {
    await second?.dispose();
    await first?.dispose();
  });

  it('delivers a notification written on one instance to a stream open on the other, within two seconds', async () => {
    const tutor = await buildUser(first, { role: 'tutor' });
    const agent = await loginAs(first, tutor);
    const onSecond = await openStream(secondUrl, agent);
    const onFirst = await openStream(firstUrl, agent);
    try {
      await expect.poll(() => onSecond.payloads().length).toBe(1);
      await expect.poll(() => onFirst.payloads().length).toBe(1);
      const sent = Date.now();
      await first.app.services.notifications.notify(tutor.id, joined(7));
      await expect.poll(() => onSecond.payloads().length, { timeout: 2_000 }).toBe(2);
      expect(Date.now() - sent).toBeLessThan(2_000);
      expect(onSecond.payloads()[1]).toMatchObject({
        unread_count: 1,
        notification: { message: 'Mokinys 7 prisijungė prie jūsų mokinių sąrašo.' },
      });
      // Each instance delivers it once.
      await expect.poll(() => onFirst.payloads().length, { timeout: 2_000 }).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onSecond.payloads()).toHaveLength(2);
      expect(onFirst.payloads()).toHaveLength(2);

      // And the other way round, a read on the second instance reaches the first.
      expect(
        (await agent.request({ method: 'POST', url: '/api/v1/notifications/mark-all-read' })).statusCode,
      ).toBe(200);
      await expect
        .poll(() => onFirst.payloads().at(-1), { timeout: 2_000 })
        .toEqual({ unread_count: 0, notification: null });
    } finally {
      onSecond.close();
      onFirst.close();
    }
  });
});
