import { timingSafeEqual } from 'node:crypto';
import { COOKIE_NAMES, CSRF_EXEMPT_PATHS, CSRF_HEADER, ErrorCode } from '@taskas/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT = new Set<string>(CSRF_EXEMPT_PATHS);

/**
 * Double-submit CSRF check: a mutating call must echo the readable `csrf_token` cookie in the
 * `X-CSRF-Token` header. Another site can make the browser send our cookies but cannot read them.
 * The path checked is the route Fastify matched, never the request target as written: an absolute-form
 * target (`PATCH http://host/api/v1/profile/`) reaches the same route as the plain one.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const route = request.routeOptions.url;
    // No route matched: the answer is a 404 and nothing changes.
    if (route === undefined) return;
    if (EXEMPT.has(route.replace(/\/$/, ''))) return;
    // The test mode's routes (registered only with TEST_CLOCK=1) hold nothing of a user's.
    if ((request.routeOptions.config as { csrfExempt?: boolean } | undefined)?.csrfExempt) return;
    const cookie = request.cookies[COOKIE_NAMES.csrf];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError(ErrorCode.FORBIDDEN, 'Missing or invalid CSRF token', {
        details: { reason: 'csrf' },
      });
    }
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
