import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('rate limiter', () => {
  it('in memory: allows the limit, refuses the next hit, and forgets after a reset', async () => {
    const limiter = createRateLimiter(undefined);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.hit('k', 3, 60));
    expect(results).toEqual([true, true, true, false]);
    await limiter.reset('k');
    expect(await limiter.hit('k', 3, 60)).toBe(true);
  });

  it.runIf(Boolean(redisUrl))('in Redis: two instances share one count', async () => {
    const a = new Redis(redisUrl ?? '');
    const b = new Redis(redisUrl ?? '');
    try {
      const key = `test-${randomBytes(4).toString('hex')}`;
      const first = createRateLimiter(a);
      const second = createRateLimiter(b);
      expect(await first.hit(key, 2, 60)).toBe(true);
      expect(await second.hit(key, 2, 60)).toBe(true);
      expect(await first.hit(key, 2, 60)).toBe(false);
      expect(await a.ttl(`taskas:rl:${key}`)).toBeGreaterThan(0);
      await second.reset(key);
      expect(await first.hit(key, 2, 60)).toBe(true);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
