import { isIP } from 'node:net';
import { SESSION } from '@taskas/contracts';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/**
 * Which proxies' `X-Forwarded-*` headers are believed: `0`/`false` none (the socket's peer is the client),
 * a hop count (`1` = the one proxy in front of us; `true` means 1 too), or a comma-separated list of
 * proxy addresses or CIDR ranges. Never "every hop": the left-most `X-Forwarded-For` is the client's own claim.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['0', 'false', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
    const entries = value.split(',').map((entry) => entry.trim());
    const valid = entries.every((entry) => {
      const [address, bits, ...rest] = entry.split('/');
      if (rest.length > 0 || !address || isIP(address) === 0) return false;
      if (bits === undefined) return true;
      const max = isIP(address) === 4 ? 32 : 128;
      return /^\d+$/.test(bits) && Number(bits) <= max;
    });
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be 0, a hop count, or a comma-separated list of proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }
    return entries;
  });

const perHour = (fallback: number) => z.coerce.number().int().min(1).max(100_000).default(fallback);

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('')
      .refine((url) => url === '' || /^(sqlite:|postgres(ql)?:\/\/)/.test(url), {
        message: 'must be empty, sqlite:PATH or postgres://…',
      }),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Taškas <no-reply@taskas.lt>'),
    PUBLIC_URL: z.url().optional(),
    SESSION_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(SESSION.defaultTimeoutMinutes),
    APP_VERSION: z.string().min(1).optional(),
    SEED_DEMO: booleanFlag.default(true),
    TRUST_PROXY: trustProxy.default(false),
    AUTH_RATE_LIMIT_PER_ADDRESS: perHour(30),
    LOGIN_FAILURES_PER_ACCOUNT: perHour(10),
    GENERATED_TASKS_PER_HOUR: perHour(60),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    LOAD_SHED_MAX_HEAP_USED_PERCENT: z.coerce.number().int().min(0).max(100).default(90),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    SCHEDULER: booleanFlag.default(true),
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_MODEL: z.string().trim().min(1).max(200).optional(),
    AI_API_KEY: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(12_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    AI_DAILY_CALLS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(100),
    TEST_CLOCK: booleanFlag.default(false),
    NODE_ENV: z.string().optional(),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_EMAIL'],
  })
  .refine((env) => Boolean(env.AI_BASE_URL) === Boolean(env.AI_MODEL), {
    message: 'AI_BASE_URL and AI_MODEL must be set together',
    path: ['AI_BASE_URL'],
  })
  .refine((env) => !(env.TEST_CLOCK && env.NODE_ENV === 'production'), {
    message: "must not be set when NODE_ENV=production: it lets anyone move the server's clock",
    path: ['TEST_CLOCK'],
  });

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  sessionTimeoutMinutes: number;
  version: string;
  seedDemo: boolean;
  trustProxy: false | number | string[];
  limits: {
    /** Requests per minute from one client address to each of login, register, password reset and change. */
    authPerAddressPerMinute: number;
    /** Wrong passwords per account in 15 minutes, from any address, before login is refused. */
    loginFailuresPerAccount: number;
    /** Tasks one user may generate per hour. */
    generatedTasksPerHour: number;
  };
  /** A request (headers and body) must arrive within this time. */
  requestTimeoutSeconds: number;
  /** PostgreSQL: longest statement and longest wait for a pooled connection (decision 010). */
  databaseTimeouts: { statementMs: number; acquireMs: number };
  /** Requests are answered 503 E5002 above these; 0 turns a check off (decision 010). */
  loadShedding: { maxEventLoopDelayMs: number; maxHeapUsedPercent: number };
  logLevel: string;
  webDistDir: string | undefined;
  /** The minute scheduler of assignment reminders runs in this instance (`SCHEDULER`, on by default). */
  scheduler: boolean;
  /** Test mode: the assignments' clock can be moved and the scheduler run through `/api/v1/test/*`. */
  testClock: boolean;
  /**
   * The optional OpenAI-compatible language model (decision 021); undefined: the built-in engine answers
   * everything. `timeoutMs` bounds each try, `maxRetries` the tries after a 429, 5xx or lost connection.
   */
  ai:
    | {
        baseUrl: string;
        model: string;
        apiKey: string | undefined;
        timeoutMs: number;
        maxRetries: number;
        dailyCallsPerUser: number;
      }
    | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv, defaultVersion = '0.0.0'): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || 'sqlite:./data/taskas.db',
    redisUrl: e.REDIS_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionTimeoutMinutes: e.SESSION_TIMEOUT_MINUTES,
    version: e.APP_VERSION ?? defaultVersion,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    limits: {
      authPerAddressPerMinute: e.AUTH_RATE_LIMIT_PER_ADDRESS,
      loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      generatedTasksPerHour: e.GENERATED_TASKS_PER_HOUR,
    },
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    databaseTimeouts: { statementMs: e.DB_STATEMENT_TIMEOUT_MS, acquireMs: e.DB_ACQUIRE_TIMEOUT_MS },
    loadShedding: {
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedPercent: e.LOAD_SHED_MAX_HEAP_USED_PERCENT,
    },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    scheduler: e.SCHEDULER,
    testClock: e.TEST_CLOCK,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
            model: e.AI_MODEL,
            apiKey: e.AI_API_KEY,
            timeoutMs: e.AI_TIMEOUT_MS,
            maxRetries: e.AI_MAX_RETRIES,
            dailyCallsPerUser: e.AI_DAILY_CALLS_PER_USER,
          }
        : undefined,
  };
}
