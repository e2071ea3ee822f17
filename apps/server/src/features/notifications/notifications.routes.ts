import {
  COOKIE_NAMES,
  ErrorCode,
  envelopeOf,
  ZNotification,
  ZNotificationCount,
  ZNotificationIdParams,
  ZNotificationListQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseIdentity } from '../../db/deployment-key.ts';
import { AppError } from '../../http/app-error.ts';
import { caller, requireAuth, requireSessionWithoutActivity } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { createNotificationsHub, MAX_STREAMS_PER_USER, type NotificationsHub } from './notifications.hub.ts';
import { SSE_HEADERS } from './sse-stream.ts';

export type NotificationsRoutesOptions = { heartbeatMs?: number };

/**
 * `/api/v1/notifications`: the caller's own notifications only; another user's id is a 404. Reading
 * (the bell polls every 30 s) does not count as session activity, so an idle tab still times out.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  options,
) => {
  const service = app.services.notifications;
  const tags = ['notifications'];
  const hub: NotificationsHub = createNotificationsHub({
    notifications: service,
    redis: app.redis,
    databaseIdentity: databaseIdentity(app.appConfig.databaseUrl, app.database.schema),
    log: app.log,
    heartbeatMs: options.heartbeatMs,
  });
  await hub.ready;
  // Before the server stops taking connections: open streams would otherwise hold the close.
  app.addHook('preClose', async () => hub.close());

  /**
   * Server-sent events (decision 011): an event `notifications` with the unread count at once, then on
   * every change of the caller's notifications (with the new one, if a notification was written);
   * comment heartbeats; ended when the session ends. Not session activity.
   */
  app.get(
    '/notifications/stream',
    { preHandler: requireSessionWithoutActivity, schema: { tags, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const { user } = caller(request);
      const token = request.cookies[COOKIE_NAMES.session];
      const stillSignedIn = async () => {
        try {
          const auth = await app.services.auth.authenticate(token, { touch: false });
          return app.services.auth.sessionStatus(auth.session).remaining_seconds > 0;
        } catch {
          return false;
        }
      };
      const stream = await hub.open(user.id, stillSignedIn);
      if (!stream) {
        throw new AppError(ErrorCode.RATE_LIMIT_EXCEEDED, 'Too many open notification streams', {
          details: { max_streams: MAX_STREAMS_PER_USER },
        });
      }
      reply.raw.on('close', () => stream.end());
      return reply.headers(SSE_HEADERS).send(stream.body);
    },
  );

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
