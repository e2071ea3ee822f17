import type { FastifyInstance } from 'fastify';
import type { DatabaseProblem } from '../../db/database-errors.ts';

const REDIS_PING_TIMEOUT_MS = 1000;
/** /health answers within about this long whatever the database does (decision 010). */
const DATABASE_CHECK_TIMEOUT_MS = 1500;

export type ServiceState = 'healthy' | 'unhealthy';

export type ServiceHealth = {
  database: ServiceState;
  /** What went wrong with the database, when it did. */
  databaseProblem: DatabaseProblem | 'error' | null;
  /** Undefined when no `REDIS_URL` is configured. */
  redis: ServiceState | undefined;
};

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

/** The database and Redis, each asked at once and answered within about a second and a half. */
export async function checkServices(app: FastifyInstance): Promise<ServiceHealth> {
  const state = (up: boolean): ServiceState => (up ? 'healthy' : 'unhealthy');
  const [problem, redisUp] = await Promise.all([
    app.database.check(DATABASE_CHECK_TIMEOUT_MS),
    app.appConfig.redisUrl ? redisHealthy(app) : undefined,
  ]);
  return {
    database: state(problem === null),
    databaseProblem: problem,
    redis: redisUp === undefined ? undefined : state(redisUp),
  };
}
