import {
  COOKIE_NAMES,
  ErrorCode,
  envelopeOf,
  ZAcceptInvitationRequest,
  ZAuthResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessage,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSessionStatus,
} from '@taskas/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { caller, requireAuth, requireSessionWithoutActivity } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { type CountedLimit, countedLimit, perAddressLimit } from '../../http/rate-limits.ts';
import { actorOf, recordAudit } from '../audit/audit-log.ts';
import { clearAuthCookies, setAuthCookies } from './auth.cookies.ts';
import { presentUser } from './auth.service.ts';
import { createUsersRepository } from './users.repository.ts';

const RESET_MAILS_PER_HOUR = 5;

/**
 * Wrong passwords of one account, from any address: the limit an attacker rotating addresses (or
 * `X-Forwarded-For` headers) cannot escape. Counted only on failures; checked before the password is.
 */
export function loginFailuresLimit(app: FastifyInstance) {
  return countedLimit(app, {
    name: 'login_failures',
    max: app.appConfig.limits.loginFailuresPerAccount,
    windowMs: 15 * 60_000,
    message: 'Too many failed login attempts for this account - please try again later',
  });
}

/**
 * Counts one wrong password of the account (`account` is its lower-cased e-mail). The failure that uses
 * up the last try goes on the audit trail as `login.locked_out`, once, with the caller's address.
 */
export async function recordLoginFailure(
  app: FastifyInstance,
  limit: CountedLimit,
  request: FastifyRequest,
  account: string,
): Promise<void> {
  const failures = await limit.recordUse(request, account);
  if (!failures.lastAllowed) return;
  const target = await createUsersRepository(app.db).findByEmail(account);
  await recordAudit(app.db, actorOf(request), {
    action: 'login.locked_out',
    ...(target ? { targetType: 'user' as const, targetId: target.id } : {}),
    details: { failures: failures.used },
  });
}

/** The auth service of the spec, under `/api/users`. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;
  const tags = ['auth'];
  const limited = perAddressLimit(app);
  const loginFailures = loginFailuresLimit(app);
  // Reset mails per e-mail address: beyond it the answer is the same, but no mail goes out.
  const resetMails = countedLimit(app, {
    name: 'reset_mails',
    max: RESET_MAILS_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many password reset e-mails',
  });

  app.post(
    '/register',
    {
      config: limited,
      schema: { tags, body: ZRegisterRequest, response: { 201: envelopeOf(ZAuthResponse) } },
    },
    async (request, reply) => {
      const result = await auth.register(request.body, request.headers['user-agent'] ?? null);
      setAuthCookies(request, reply, result.token, result.refreshToken);
      return reply
        .status(201)
        .send(ok(request, { user: presentUser(result.user), session: auth.sessionStatus(result.session) }));
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: { tags, body: ZLoginRequest, response: { 200: envelopeOf(ZAuthResponse) } },
    },
    async (request, reply) => {
      const account = request.body.email.trim().toLowerCase();
      await loginFailures.assertWithin(request, reply, account);
      const result = await auth
        .login(request.body.email, request.body.password, request.headers['user-agent'] ?? null)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === ErrorCode.AUTH_FAILED) {
            await recordLoginFailure(app, loginFailures, request, account);
          }
          throw err;
        });
      setAuthCookies(request, reply, result.token, result.refreshToken);
      return ok(request, { user: presentUser(result.user), session: auth.sessionStatus(result.session) });
    },
  );

  app.post(
    '/refresh',
    { schema: { tags, response: { 200: envelopeOf(ZAuthResponse) } } },
    async (request, reply) => {
      try {
        const result = await auth.refresh(request.cookies[COOKIE_NAMES.refresh]);
        setAuthCookies(request, reply, result.token, result.refreshToken);
        return ok(request, { user: presentUser(result.user), session: auth.sessionStatus(result.session) });
      } catch (err) {
        clearAuthCookies(reply);
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: envelopeOf(ZMessage) } } },
    async (request, reply) => {
      const token = request.cookies[COOKIE_NAMES.session];
      if (token) {
        // Logging out of a session that already expired is still a successful logout.
        const session = await auth.authenticate(token, { touch: false }).catch(() => undefined);
        if (session) await auth.logout(session.session);
      }
      clearAuthCookies(reply);
      return ok(request, { message: 'Logged out' });
    },
  );

  app.post(
    '/forgot-password',
    {
      config: limited,
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: envelopeOf(ZMessage) } },
    },
    async (request) => {
      const withinLimit = await resetMails.record(request, request.body.email.trim().toLowerCase());
      if (withinLimit) await auth.forgotPassword(request.body.email, requestLanguage(request));
      return ok(request, {
        message: 'If an account exists for this e-mail, a link to reset the password has been sent.',
      });
    },
  );

  app.post(
    '/reset-password',
    {
      config: limited,
      schema: { tags, body: ZResetPasswordRequest, response: { 200: envelopeOf(ZMessage) } },
    },
    async (request) => {
      const userId = await auth.resetPassword(request.body.token, request.body.password);
      await recordAudit(app.db, actorOf(request), {
        action: 'password.reset',
        targetType: 'user',
        targetId: userId,
      });
      return ok(request, { message: 'Your password has been changed. You can now log in.' });
    },
  );

  app.post(
    '/accept-invitation',
    {
      config: limited,
      schema: { tags, body: ZAcceptInvitationRequest, response: { 200: envelopeOf(ZAuthResponse) } },
    },
    async (request, reply) => {
      const result = await auth.acceptInvitation(
        request.body.token,
        request.body.password,
        request.headers['user-agent'] ?? null,
      );
      // Nobody was signed in: the e-mail link is the proof.
      await recordAudit(
        app.db,
        { id: null, role: null, ip: request.ip ?? null },
        { action: 'account.invitation_accepted', targetType: 'user', targetId: result.user.id },
      );
      setAuthCookies(request, reply, result.token, result.refreshToken);
      return ok(request, { user: presentUser(result.user), session: auth.sessionStatus(result.session) });
    },
  );

  app.get(
    '/session/status',
    {
      preHandler: requireSessionWithoutActivity,
      schema: { tags, response: { 200: envelopeOf(ZSessionStatus) } },
    },
    async (request) => ok(request, auth.sessionStatus(caller(request).session)),
  );

  app.post(
    '/session/extend',
    { preHandler: requireAuth, schema: { tags, response: { 200: envelopeOf(ZSessionStatus) } } },
    async (request) => ok(request, auth.sessionStatus(await auth.extend(caller(request).session))),
  );
};
