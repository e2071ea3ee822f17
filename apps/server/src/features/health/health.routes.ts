import { ErrorCode, envelopeOf, type TApiErrorItem, ZHealth, ZVersionInfo } from '@taskas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseProblem } from '../../db/database-errors.ts';
import { ok } from '../../http/envelope.ts';
import { checkServices } from './service-health.ts';

async function health(app: FastifyInstance, request: FastifyRequest) {
  const [{ database, databaseProblem: problem, redis }, ai] = await Promise.all([
    checkServices(app),
    app.ai.state(),
  ]);
  const healthy = database === 'healthy' && redis !== 'unhealthy';
  // Fixed texts only: a driver's message can name hosts, users or databases.
  const failed: { service: 'database' | 'redis'; code: ErrorCode; message: string }[] = [];
  if (problem !== null) {
    const message = describeDatabaseProblem(problem === 'error' ? null : problem);
    failed.push({ service: 'database', code: ErrorCode.DATABASE_ERROR, message });
  }
  if (redis === 'unhealthy') {
    failed.push({ service: 'redis', code: ErrorCode.SERVICE_UNAVAILABLE, message: 'redis did not answer' });
  }
  const body = ok(request, {
    status: healthy ? ('healthy' as const) : ('unhealthy' as const),
    version: app.appConfig.version,
    uptime_seconds: Math.round(process.uptime()),
    // The model is optional: not configured or unreachable, the built-in engine answers instead.
    services: { database, ...(redis ? { redis } : {}), ai },
    ...(failed.length > 0
      ? { service_errors: Object.fromEntries(failed.map((f) => [f.service, f.message])) }
      : {}),
  });
  const errors: TApiErrorItem[] = failed.map((f) => ({
    code: f.code,
    message: f.message,
    field: null,
    details: { service: f.service },
  }));
  return { ...body, errors };
}

/** `/health` and `/api/v1/health`: 503 when a service the app depends on does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['health'], response: { 200: envelopeOf(ZHealth), 503: envelopeOf(ZHealth) } };
  for (const path of ['/health', '/api/v1/health']) {
    app.get(path, { schema }, async (request, reply) => {
      const body = await health(app, request);
      if (body.data.status === 'healthy') return reply.status(200).send(body);
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(body);
    });
  }

  app.get(
    '/version.json',
    { schema: { tags: ['health'], response: { 200: ZVersionInfo } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store, no-cache, must-revalidate').header('Pragma', 'no-cache');
      return { version: app.appConfig.version, started_at: app.startedAt };
    },
  );
};
