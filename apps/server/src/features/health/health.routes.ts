import { envelopeOf, ZHealth, ZVersionInfo } from '@taskas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';

const REDIS_PING_TIMEOUT_MS = 1000;

async function redisHealthy(app: FastifyInstance): Promise<boolean> {
  const redis = app.redis;
  if (!redis) return false;
  try {
    const pong = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), REDIS_PING_TIMEOUT_MS),
      ),
    ]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}

async function health(app: FastifyInstance, request: FastifyRequest) {
  const state = (up: boolean) => (up ? 'healthy' : 'unhealthy') as 'healthy' | 'unhealthy';
  const database = state(await app.database.ping());
  const redis = app.appConfig.redisUrl ? state(await redisHealthy(app)) : undefined;
  const healthy = database === 'healthy' && redis !== 'unhealthy';
  return ok(request, {
    status: state(healthy),
    version: app.appConfig.version,
    uptime_seconds: Math.round(process.uptime()),
    services: { database, ...(redis ? { redis } : {}) },
  });
}

/** `/health` and `/api/v1/health`: 503 when a service the app depends on does not answer. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['health'], response: { 200: envelopeOf(ZHealth), 503: envelopeOf(ZHealth) } };
  for (const path of ['/health', '/api/v1/health']) {
    app.get(path, { schema }, async (request, reply) => {
      const body = await health(app, request);
      return reply.status(body.data.status === 'healthy' ? 200 : 503).send(body);
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
