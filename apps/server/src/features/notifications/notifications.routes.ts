import {
  envelopeOf,
  ZNotification,
  ZNotificationCount,
  ZNotificationIdParams,
  ZNotificationListQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth, requireSessionWithoutActivity } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';

/**
 * `/api/v1/notifications`: the caller's own notifications only; another user's id is a 404. Reading
 * (the bell polls every 30 s) does not count as session activity, so an idle tab still times out.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const tags = ['notifications'];

  app.get(
    '/notifications',
    {
      preHandler: requireSessionWithoutActivity,
      schema: {
        tags,
        querystring: ZNotificationListQuery,
        response: { 200: envelopeOf(z.array(ZNotification)) },
      },
    },
    async (request) => {
      const { limit, offset, is_read } = request.query;
      const { items, total } = await service.list(caller(request).user.id, { limit, offset, is_read });
      return ok(request, items, paginationOf(Math.floor(offset / limit) + 1, limit, total));
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      preHandler: requireSessionWithoutActivity,
      schema: { tags, response: { 200: envelopeOf(ZNotificationCount) } },
    },
    async (request) => ok(request, { count: await service.unreadCount(caller(request).user.id) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZNotificationIdParams, response: { 200: envelopeOf(ZNotification) } },
    },
    async (request) => ok(request, await service.markRead(caller(request).user.id, request.params.id)),
  );

  app.post(
    '/notifications/mark-all-read',
    { preHandler: requireAuth, schema: { tags, response: { 200: envelopeOf(ZNotificationCount) } } },
    async (request) => ok(request, { count: await service.markAllRead(caller(request).user.id) }),
  );

  app.delete(
    '/notifications/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZNotificationIdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await service.remove(caller(request).user.id, request.params.id);
      return ok(request, null);
    },
  );
};
