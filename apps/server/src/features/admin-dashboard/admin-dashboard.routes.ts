import { envelopeOf, ZAdminDashboard, ZAdminTutor, ZAdminTutorListQuery } from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { createAdminDashboardService } from './admin-dashboard.service.ts';

/** The admin's tutors list and dashboard under `/api/v1/admin`: admins only. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminDashboardService(app);
  const tags = ['admin'];

  app.get(
    '/tutors',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        querystring: ZAdminTutorListQuery,
        response: { 200: envelopeOf(z.array(ZAdminTutor)) },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      const { tutors, total } = await service.listTutors({ q: q || undefined, page, perPage: per_page });
      return ok(request, tutors, paginationOf(page, per_page, total));
    },
  );

  app.get(
    '/dashboard',
    { preHandler: requireRole('admin'), schema: { tags, response: { 200: envelopeOf(ZAdminDashboard) } } },
    async (request) => ok(request, await service.dashboard()),
  );
};
