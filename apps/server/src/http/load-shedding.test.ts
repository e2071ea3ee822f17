import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  createTestContext,
  loginAs,
  type TestAgent,
  type TestContext,
} from '../test/support.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  let ctx: TestContext & { dispose(): Promise<void> };
  let agent: TestAgent;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    agent = await loginAs(ctx, await buildUser(ctx));
  });
  afterAll(async () => {
    await ctx?.dispose();
  });

  it('is off in the test contexts unless a test asks for it', async () => {
    expect(ctx.config.loadShedding.maxEventLoopDelayMs).toBe(0);
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(200);
  });

  it('answers 503 E5002 with Retry-After in the full envelope above its heap limit, while /health still answers', async () => {
    // Any test process uses more than 1 % of V8's heap limit: the first sample (after a second) is over it.
    const busy = await createTestContext('sqlite', {
      LOAD_SHED_MAX_HEAP_USED_PERCENT: '1',
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      const deadline = Date.now() + 10_000;
      let response = await busy.app.inject({ method: 'GET', url: '/api/v1/tasks' });
      while (response.statusCode !== 503 && Date.now() < deadline) {
        await pause(100);
        response = await busy.app.inject({ method: 'GET', url: '/api/v1/tasks' });
      }
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['x-request-id']).toBeTruthy();
      const envelope = body(response);
      expect(envelope.data).toBeNull();
      expect(envelope.meta.request_id).toBe(response.headers['x-request-id']);
      expect(envelope.errors).toEqual([
        expect.objectContaining({ code: 'E5002', field: null, message: expect.any(String) }),
      ]);

      const health = await busy.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await busy.dispose();
    }
  });
});
