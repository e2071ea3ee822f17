import { COOKIE_NAMES, ErrorCode, type Role } from '@taskas/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Authenticated } from '../features/auth/auth.service.ts';
import { AppError } from './app-error.ts';

/**
 * The one guard every protected route uses: `preHandler: requireRole('tutor', 'admin')`.
 * With no roles it only requires a live session. Status checks pass `touch: false` so that
 * asking how long is left does not itself count as activity.
 */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return guard(roles, true);
}

export const requireAuth = requireRole();
export const requireSessionWithoutActivity = guard([], false);

function guard(roles: Role[], touch: boolean): preHandlerAsyncHookHandler {
  return async function roleGuard(request: FastifyRequest, _reply: FastifyReply) {
    const auth = await request.server.services.auth.authenticate(request.cookies[COOKIE_NAMES.session], {
      touch,
    });
    request.auth = auth;
    if (roles.length > 0 && !roles.includes(auth.user.role)) {
      throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, 'You do not have permission to do this', {
        details: { required_roles: roles },
      });
    }
  };
}

/** The authenticated caller of a guarded route (the guard guarantees one). */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError(ErrorCode.AUTH_MISSING, 'Authentication required');
  return request.auth;
}
