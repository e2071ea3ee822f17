/// <reference path="../types/fastify-rate-limit-stores.d.ts" />
// (Referenced here so that every program compiling this file, the web tests' too, sees the declaration.)
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { ErrorCode } from '@taskas/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { deploymentKey } from '../db/deployment-key.ts';
import { AppError } from './app-error.ts';

/** How long the limits stay in this process's memory after Redis failed, before Redis is tried again. */
const REDIS_RETRY_AFTER_MS = 5_000;
const KEY_PREFIX = 'taskas:rl:';

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;
type StoreMethod = 'incr' | 'read';
type Store = Pick<LocalStore, StoreMethod>;

/**
 * A store for `@fastify/rate-limit` that keeps the counters in Redis when `REDIS_URL` is set and in this
 * process's memory otherwise. When Redis fails or stays silent past its command timeout, the limits go on
 * in memory (a warning in the log) and Redis is tried again a few seconds later: a Redis outage degrades
 * the limits to one instance's view instead of failing every login.
 */
export function resilientStore(redis: Redis | undefined, log: FastifyBaseLogger, keyPrefix = KEY_PREFIX) {
  let redisDownUntil = 0;
  // One memory store per key prefix, so that limits sharing a name share their counts here too.
  const localStores = new Map<string, LocalStore>();

  function markDown(err: Error) {
    if (Date.now() >= redisDownUntil) {
      log.warn({ err: err.message }, 'redis failed: rate limits are kept in this process until it answers');
    }
    redisDownUntil = Date.now() + REDIS_RETRY_AFTER_MS;
  }

  return class ResilientStore {
    private readonly local: Store;
    private readonly shared: Store | undefined;

    constructor(
      private readonly params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      private readonly prefix = keyPrefix,
    ) {
      const local =
        localStores.get(prefix) ??
        new LocalStore(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), 10_000);
      localStores.set(prefix, local);
      this.local = local;
      this.shared = redis
        ? new RedisStore(Boolean(params.continueExceeding), Boolean(params.exponentialBackoff), redis, prefix)
        : undefined;
    }

    incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      this.call('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      this.call('read', key, cb, timeWindow, max);
    }

    /** The plugin passes the route's merged options with `routeInfo` (its types say otherwise). */
    child(options: object) {
      const routeOptions = options as { routeInfo?: { method?: string; url?: string } };
      const route = routeOptions.routeInfo?.url
        ? `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`
        : '';
      return new ResilientStore(this.params, `${this.prefix}${route}`);
    }

    private call(method: StoreMethod, key: string, cb: StoreCallback, timeWindow: number, max: number) {
      const shared = this.shared;
      if (!shared || Date.now() < redisDownUntil) {
        this.local[method](key, cb, timeWindow, max);
        return;
      }
      shared[method](
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          markDown(err);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  };
}

/** The 429 every limit answers: the envelope's E5005, with the seconds to wait in `details`. */
function limitExceeded(retryAfterSeconds: number, reason: string, message: string): AppError {
  return new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, message, {
    details: { reason, retry_after_seconds: retryAfterSeconds },
  });
}

export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Counters are the deployment's own: instances on one database share them, another deployment on
    // the same Redis (a staging copy, another test) counts apart, although its user ids and e-mails repeat.
    store: resilientStore(
      redis,
      app.log,
      `${KEY_PREFIX}${deploymentKey(app.appConfig.databaseUrl, app.database.schema)}:`,
    ),
    // The response headers of a route that is still within its limit tell an attacker nothing useful
    // and every other client nothing at all.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      limitExceeded(
        Math.ceil(context.ttl / 1000),
        'address',
        'Too many requests from this address - please try again later',
      ),
  });
}

/**
 * The per-address limit of one anonymous or password route (login, register, password reset and change):
 * counted before the body is read, so a flood never reaches argon2.
 */
export function perAddressLimit(app: FastifyInstance): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max: app.appConfig.limits.authPerAddressPerMinute, timeWindow: 60_000 } };
}

export type CountedLimit = {
  /** Refuses with 429 when the key has used up its limit, without counting this request. */
  assertWithin(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** Counts one use; answers whether it was still within the limit. */
  record(request: FastifyRequest, key: string): Promise<boolean>;
  /**
   * Counts one use; answers how many the window holds now and whether this one used up the last
   * allowed (the next is refused): a lockout is noticed exactly once.
   */
  recordUse(
    request: FastifyRequest,
    key: string,
  ): Promise<{ within: boolean; used: number; lastAllowed: boolean }>;
  /** Counts one use and refuses with 429 when it went over the limit. */
  consume(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
};

/**
 * A limit on something other than the client's address (an account's wrong passwords, a user's generated
 * tasks), kept in the same store as the others. Keys are namespaced by `name`, which is also the `reason`
 * in the 429's details.
 */
export function countedLimit(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    windowMs: number;
    /** The 429's message, in the caller's language where the function gives one. */
    message: string | ((request: FastifyRequest) => string);
  },
): CountedLimit {
  const keyOf = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => keyOf.get(request) ?? '',
  });
  async function run(request: FastifyRequest, key: string, increment: boolean) {
    keyOf.set(request, `${options.name}:${key}`);
    const state = await check(request, { increment });
    if (state.isAllowed) return { over: false, seconds: 0, remaining: options.max };
    const over = increment ? state.isExceeded : state.remaining <= 0;
    return { over, seconds: Math.max(1, state.ttlInSeconds), remaining: state.remaining };
  }
  function refuse(request: FastifyRequest, reply: FastifyReply, seconds: number): never {
    reply.header('Retry-After', String(seconds));
    const message = typeof options.message === 'function' ? options.message(request) : options.message;
    throw limitExceeded(seconds, options.name, message);
  }
  return {
    async assertWithin(request, reply, key) {
      const { over, seconds } = await run(request, key, false);
      if (over) refuse(request, reply, seconds);
    },
    async record(request, key) {
      return !(await run(request, key, true)).over;
    },
    async recordUse(request, key) {
      const { over, remaining } = await run(request, key, true);
      return { within: !over, used: options.max - remaining, lastAllowed: !over && remaining === 0 };
    },
    async consume(request, reply, key) {
      const { over, seconds } = await run(request, key, true);
      if (over) refuse(request, reply, seconds);
    },
  };
}
