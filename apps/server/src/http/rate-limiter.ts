import type { Redis } from 'ioredis';

export type RateLimiter = {
  /** Counts one hit for `key`; answers whether it is still within `limit` hits per window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<boolean>;
  reset(key: string): Promise<void>;
};

/** Redis when configured (shared by every instance), else this process's memory. */
export function createRateLimiter(redis: Redis | undefined): RateLimiter {
  return redis ? redisLimiter(redis) : memoryLimiter();
}

function redisLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const name = `taskas:rl:${key}`;
      const results = await redis.multi().incr(name).expire(name, windowSeconds, 'NX').exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      return count <= limit;
    },
    async reset(key) {
      await redis.del(`taskas:rl:${key}`);
    },
  };
}

function memoryLimiter(): RateLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size > 10_000) {
          for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        }
        hits.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
        return limit >= 1;
      }
      entry.count += 1;
      return entry.count <= limit;
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}
