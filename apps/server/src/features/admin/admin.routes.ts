import { envelopeOf, ZUser, ZUserListQuery } from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { presentUser } from '../auth/auth.service.ts';
import { createAdminRepository } from './admin.repository.ts';

/** Administration under `/api/v1/admin`: admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminRepository(app.db);

  app.get(
    '/users',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], querystring: ZUserListQuery, response: { 200: envelopeOf(z.array(ZUser)) } },
    },
    async (request) => {
      const { role, q, page, per_page } = request.query;
      const { rows, total } = await admin.listUsers({
        role: role === 'all' ? undefined : role,
        q: q || undefined,
        page,
        perPage: per_page,
      });
      return ok(request, rows.map(presentUser), paginationOf(page, per_page, total));
    },
  );
};
