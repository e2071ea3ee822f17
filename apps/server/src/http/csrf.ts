import { timingSafeEqual } from 'node:crypto';
import { COOKIE_NAMES, CSRF_EXEMPT_PATHS, CSRF_HEADER, ErrorCode } from '@taskas/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT = new Set<string>(CSRF_EXEMPT_PATHS);

/**
 * Double-submit CSRF check: a mutating call must echo the readable `csrf_token` cookie in the
 * `X-CSRF-Token` header. Another site can make the browser send our cookies but cannot read them.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const path = request.url.split('?')[0]?.replace(/\/$/, '') ?? '';
    if (!path.startsWith('/api/') || EXEMPT.has(path)) return;
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
