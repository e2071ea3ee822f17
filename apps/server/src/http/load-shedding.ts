import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { ErrorCode } from '@taskas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './app-error.ts';

/** What a client is told to wait before trying again after a 503 E5002. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** /health keeps answering under pressure: it reports the services, and failing it would restart a busy process. */
const EXEMPT = new Set(['/health', '/api/v1/health']);

const isExempt = (request: FastifyRequest) => EXEMPT.has(request.routeOptions.url ?? '');

/**
 * Sheds load with 503 E5002 and Retry-After while the event loop lags or the heap nears its limit
 * (@fastify/under-pressure, sampled each second), instead of letting every answer get slower
 * (decision 010). A limit of 0 turns its check off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: AppConfig['loadShedding'],
): Promise<void> {
  const maxHeapUsedBytes =
    limits.maxHeapUsedPercent > 0
      ? Math.floor((getHeapStatistics().heap_size_limit * limits.maxHeapUsedPercent) / 100)
      : 0;
  if (limits.maxEventLoopDelayMs === 0 && maxHeapUsedBytes === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes,
    async pressureHandler(request, reply, type) {
      if (isExempt(request)) return;
      request.log.warn({ type }, 'under pressure: request shed');
      reply.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The server is busy - please try again shortly', {
        details: { retry_after_seconds: BUSY_RETRY_AFTER_SECONDS },
      });
    },
  });
}
