import {
  ErrorCode,
  envelopeOf,
  ZChangePasswordRequest,
  ZMessage,
  ZProfileUpdateRequest,
  ZUser,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { caller, requireAuth } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { perAddressLimit } from '../../http/rate-limits.ts';
import { actorOf, recordAudit } from '../audit/audit-log.ts';
import { loginFailuresLimit, recordLoginFailure } from '../auth/auth.routes.ts';
import { isUniqueViolation, presentUser } from '../auth/auth.service.ts';
import { createUsersRepository } from '../auth/users.repository.ts';

/** The signed-in user's own profile under `/api/v1/profile`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);
  const tags = ['profile'];
  const wrongPasswords = loginFailuresLimit(app);

  app.get(
    '/',
    { preHandler: requireAuth, schema: { tags, response: { 200: envelopeOf(ZUser) } } },
    async (request) => ok(request, presentUser(caller(request).user)),
  );

  app.patch(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags, body: ZProfileUpdateRequest, response: { 200: envelopeOf(ZUser) } },
    },
    async (request) => {
      const { user } = caller(request);
      const changes = request.body;
      if (changes.email && changes.email !== user.email && (await users.findByEmail(changes.email))) {
        throw new AppError(ErrorCode.DUPLICATE, 'An account with this e-mail already exists', {
          field: 'email',
        });
      }
      if (
        changes.username &&
        changes.username.toLowerCase() !== user.username_lower &&
        (await users.findByUsername(changes.username))
      ) {
        throw new AppError(ErrorCode.DUPLICATE, 'This username is already taken', { field: 'username' });
      }
      try {
        const updated = await users.update(user.id, {
          ...changes,
          ...(changes.username ? { username_lower: changes.username.toLowerCase() } : {}),
          updated_at: new Date().toISOString(),
        });
        return ok(request, presentUser(updated));
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new AppError(ErrorCode.DUPLICATE, 'This value is already taken', { field: 'email' });
        }
        throw err;
      }
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: requireAuth,
      config: perAddressLimit(app),
      schema: { tags, body: ZChangePasswordRequest, response: { 200: envelopeOf(ZMessage) } },
    },
    async (request, reply) => {
      // Wrong current passwords count with wrong login passwords: the same guess, another door.
      const { user } = caller(request);
      await wrongPasswords.assertWithin(request, reply, user.email);
      await app.services.auth
        .changePassword(caller(request), request.body.current_password, request.body.new_password)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.field === 'current_password') {
            await recordLoginFailure(app, wrongPasswords, request, user.email);
          }
          throw err;
        });
      await recordAudit(app.db, actorOf(request), {
        action: 'password.changed',
        targetType: 'user',
        targetId: user.id,
      });
      return ok(request, { message: 'Your password has been changed. Other sessions were logged out.' });
    },
  );
};
