import {
  envelopeOf,
  ZAccountActionResult,
  ZAccountDetail,
  ZAdminUser,
  ZAdminUserListQuery,
  ZChangeRoleRequest,
  ZCreateAccountRequest,
  ZCsvImportPreview,
  ZCsvImportRequest,
  ZCsvImportResult,
  ZUserIdParams,
} from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireRole } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../audit/audit-log.ts';
import { clearAuthCookies } from '../auth/auth.cookies.ts';
import { type AdminActor, createAccountsService } from './accounts.service.ts';
import { exportFileName } from './csv-export.ts';

/** A class list of `CSV_IMPORT_MAX_ROWS` rows, as JSON, is larger than the API's usual body limit. */
const IMPORT_BODY_LIMIT = 1024 * 1024;

function adminActor(request: FastifyRequest): AdminActor {
  const { user } = caller(request);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return { ...actorOf(request), id: user.id, name };
}

function filterOf(query: z.output<typeof ZAdminUserListQuery>) {
  return {
    role: query.role === 'all' ? undefined : query.role,
    status: query.status === 'all' ? undefined : query.status,
    q: query.q || undefined,
  };
}

/** Administration under `/api/v1/admin`: admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService({
    db: app.db,
    mailer: app.services.mailer,
    log: app.log,
    publicUrl: app.appConfig.publicUrl,
    timeoutMinutes: app.appConfig.sessionTimeoutMinutes,
  });
  const tags = ['admin'];
  const adminOnly = requireRole('admin');
  const action = { 200: envelopeOf(ZAccountActionResult) };
  const params = ZUserIdParams;

  app.get(
    '/users',
    {
      preHandler: adminOnly,
      schema: { tags, querystring: ZAdminUserListQuery, response: { 200: envelopeOf(z.array(ZAdminUser)) } },
    },
    async (request) => {
      const { page, per_page, after, before } = request.query;
      const { users, ...pagination } = await accounts.list(filterOf(request.query), {
        page,
        perPage: per_page,
        after,
        before,
      });
      return ok(request, users, { ...pagination, per_page });
    },
  );

  app.get(
    '/users/export.csv',
    { preHandler: adminOnly, schema: { tags, querystring: ZAdminUserListQuery } },
    async (request, reply) => {
      const csv = await accounts.exportCsv(actorOf(request), filterOf(request.query));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/users',
    {
      preHandler: adminOnly,
      schema: { tags, body: ZCreateAccountRequest, response: { 201: envelopeOf(ZAdminUser) } },
    },
    async (request, reply) =>
      reply.status(201).send(ok(request, await accounts.create(adminActor(request), request.body))),
  );

  app.post(
    '/users/import/preview',
    {
      preHandler: adminOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ZCsvImportRequest, response: { 200: envelopeOf(ZCsvImportPreview) } },
    },
    async (request) => ok(request, await accounts.previewImport(request.body.csv)),
  );

  app.post(
    '/users/import',
    {
      preHandler: adminOnly,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, body: ZCsvImportRequest, response: { 201: envelopeOf(ZCsvImportResult) } },
    },
    async (request, reply) => {
      const result = await accounts.importClassList(
        adminActor(request),
        request.body.csv,
        request.body.language,
      );
      return reply.status(201).send(ok(request, result));
    },
  );

  app.get(
    '/users/:userId',
    { preHandler: adminOnly, schema: { tags, params, response: { 200: envelopeOf(ZAccountDetail) } } },
    async (request) => ok(request, await accounts.detail(request.params.userId)),
  );

  app.patch(
    '/users/:userId/role',
    { preHandler: adminOnly, schema: { tags, params, body: ZChangeRoleRequest, response: action } },
    async (request) =>
      ok(request, await accounts.changeRole(adminActor(request), request.params.userId, request.body.role)),
  );

  app.post(
    '/users/:userId/deactivate',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request) => ok(request, await accounts.deactivate(adminActor(request), request.params.userId)),
  );

  app.post(
    '/users/:userId/reactivate',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request) => ok(request, await accounts.reactivate(adminActor(request), request.params.userId)),
  );

  app.post(
    '/users/:userId/password-reset',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request) =>
      ok(request, await accounts.sendPasswordReset(adminActor(request), request.params.userId)),
  );

  app.post(
    '/users/:userId/invitation',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request) =>
      ok(request, await accounts.resendInvitation(adminActor(request), request.params.userId)),
  );

  app.post(
    '/users/:userId/sessions/end',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request, reply) => {
      const actor = adminActor(request);
      const result = await accounts.endSessions(actor, request.params.userId);
      // Ending one's own sessions is logging out everywhere, this browser included.
      if (result.user.id === actor.id) clearAuthCookies(reply);
      return ok(request, result);
    },
  );

  app.delete(
    '/users/:userId',
    { preHandler: adminOnly, schema: { tags, params, response: action } },
    async (request) => ok(request, await accounts.erase(adminActor(request), request.params.userId)),
  );
};
