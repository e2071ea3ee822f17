import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode, LIMITS } from '@taskas/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { type Clock, createTestClock, systemClock, type TestClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes.ts';
import { createAiAssistant } from './features/ai/ai.assistant.ts';
import { aiRoutes } from './features/ai/ai.routes.ts';
import { type AiAssistant, builtinOnly } from './features/ai/ai.types.ts';
import {
  type AssignmentReminders,
  createAssignmentReminders,
} from './features/assignments/assignment-reminders.ts';
import { assignmentsRoutes } from './features/assignments/assignments.routes.ts';
import { attemptsRoutes } from './features/attempts/attempts.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { type Authenticated, type AuthService, createAuthService } from './features/auth/auth.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { helpRoutes } from './features/help/help.routes.ts';
import { lessonsRoutes } from './features/lessons/lessons.routes.ts';
import { linksRoutes } from './features/links/links.routes.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import {
  createNotificationsService,
  type NotificationsService,
} from './features/notifications/notifications.service.ts';
import { preferencesRoutes } from './features/preferences/preferences.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { promptsRoutes } from './features/prompts/prompts.routes.ts';
import { scoreboardRoutes } from './features/scoreboard/scoreboard.routes.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { testModeRoutes } from './features/test-mode/test-mode.routes.ts';
import { tutorRoutes } from './features/tutor/tutor.routes.ts';
import { AppError } from './http/app-error.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { clientErrorHandler, frameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: AppConfig;
    database: AppDatabase;
    db: Kysely<Database>;
    redis: Redis | undefined;
    startedAt: string;
    /** "Now" for assignments and their scheduler; movable in test mode (`TEST_CLOCK=1`). */
    clock: Clock;
    /** The minute scheduler of assignment reminders: started by the server (main.ts), stopped on close. */
    scheduler: AssignmentReminders;
    services: { auth: AuthService; mailer: Mailer; notifications: NotificationsService };
    /** The optional language model; without one every method takes the built-in path (issue 14). */
    ai: AiAssistant;
    /** Every route as registered, so a test can call each one (http/route-matrix.test.ts). */
    routeTable: readonly { method: string; url: string }[];
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  /** The assignments' clock; by default the system clock, or a movable one when `TEST_CLOCK=1`. */
  clock?: Clock | TestClock;
};

/**
 * Fastify's `trustProxy` from the configured hops or addresses: a hop count trusts that many proxies
 * nearest to us, so the client address is the one the outermost of them saw, never a header's first entry.
 */
function trustedProxies(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** Same relative path from `src/` (tsx, tests) and from `dist/` (the bundled server). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server without listening; tests drive it with `app.inject()`. */
export async function buildApp({
  config,
  database,
  logger,
  clock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: LIMITS.bodyMaxBytes,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // A request whose headers and body have not arrived in this time is answered 408 and closed; Node
    // checks open connections every `connectionsCheckingInterval`.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      connectionsCheckingInterval: 1000,
      // Node enforces the request timeout on the body only when the headers' timeout is no longer.
      headersTimeout: config.requestTimeoutSeconds * 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
    },
    clientErrorHandler: clientErrorHandler(config.version),
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        // A Redis that accepted the connection and went silent must not hold a login for long.
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    await redis.connect().catch((err) => app.log.error({ err: err.message }, 'redis is not reachable'));
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: app.log,
  });

  app.decorate('appConfig', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('startedAt', new Date().toISOString());
  app.decorate(
    'ai',
    config.ai ? createAiAssistant({ config: config.ai, db: database.db, log: app.log }) : builtinOnly,
  );
  app.decorate('clock', clock ?? (config.testClock ? createTestClock() : systemClock));
  app.decorate('services', {
    auth: createAuthService({
      db: database.db,
      mailer,
      log: app.log,
      timeoutMinutes: config.sessionTimeoutMinutes,
      publicUrl: config.publicUrl,
    }),
    mailer,
    notifications: createNotificationsService({ db: database.db, log: app.log }),
  });
  const scheduler = createAssignmentReminders({
    db: database.db,
    log: app.log,
    clock: app.clock,
    notify: (recipientId, event) => app.services.notifications.notify(recipientId, event),
  });
  app.decorate('scheduler', scheduler);
  app.decorateRequest('auth', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onClose', async () => {
    scheduler.stop();
    mailer.close();
    if (redis) redis.disconnect();
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await registerRateLimits(app, redis);
  registerErrorHandling(app);
  await registerLoadShedding(app, config.loadShedding);
  registerCsrfProtection(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Taškas API', version: config.version },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'taskas_session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own logo and icons are data: images; only its pages allow them.
    transformStaticCSP: (header) => header.replace("img-src 'self'", "img-src 'self' data:"),
  });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/users' });
  await app.register(profileRoutes, { prefix: '/api/v1/profile' });
  await app.register(preferencesRoutes, { prefix: '/api' });
  await app.register(tutorRoutes, { prefix: '/api/v1/tutor' });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(adminDashboardRoutes, { prefix: '/api/v1/admin' });
  await app.register(auditRoutes, { prefix: '/api/v1/admin' });
  await app.register(aiRoutes, { prefix: '/api/v1/admin' });
  await app.register(linksRoutes, { prefix: '/api/v1' });
  await app.register(tasksRoutes, { prefix: '/api/v1' });
  await app.register(attemptsRoutes, { prefix: '/api/v1' });
  await app.register(helpRoutes, { prefix: '/api/v1/help' });
  await app.register(scoreboardRoutes, { prefix: '/api/v1' });
  await app.register(notificationsRoutes, { prefix: '/api/v1' });
  await app.register(assignmentsRoutes, { prefix: '/api/v1' });
  await app.register(promptsRoutes, { prefix: '/api/v1' });
  await app.register(lessonsRoutes, { prefix: '/api/v1/lessons' });
  // Test mode only (`TEST_CLOCK=1`, refused in production): move the clock, run the scheduler now.
  if (config.testClock) await app.register(testModeRoutes, { prefix: '/api/v1/test' });

  registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST);
  return app;
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` never cached, and every
 * client route answered with `index.html`. Unknown `/api` paths stay coded 404s.
 */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWebApp = existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api';
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // A missing file (an old hashed asset) is a 404 like any other, not the app.
      const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
      if (!isFile) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    throw new AppError(ErrorCode.NOT_FOUND, `No route for ${request.method} ${path}`, {
      details: { method: request.method, path },
    });
  });
}
