import {
  envelopeOf,
  ZAnswerSubmission,
  ZAssignment,
  ZAssignmentAnswerResult,
  ZAssignmentCreate,
  ZAssignmentIdParams,
  ZAssignmentListQuery,
  ZAssignmentSummary,
  ZAssignmentTaskParams,
  ZAssignmentTaskView,
  ZAssignmentUpdate,
} from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { createAssignmentsService } from './assignments.service.ts';

function viewerOf(request: FastifyRequest) {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
}

/**
 * Assignments under `/api/v1`: list for the caller, create (tutors), read, update and cancel (its tutor
 * or an admin), and the spec's `/assignments/{id}/tasks/{taskId}` (the task in the assignment and the
 * student's answer to it). Whatever the caller may not see answers 404.
 */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAssignmentsService({
    db: app.db,
    log: app.log,
    clock: app.clock,
    notifications: app.services.notifications,
    ai: app.ai,
  });
  const tags = ['assignments'];
  const one = { 200: envelopeOf(ZAssignment) };

  app.get(
    '/assignments',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        querystring: ZAssignmentListQuery,
        response: { 200: envelopeOf(z.array(ZAssignmentSummary)) },
      },
    },
    async (request) => {
      const { items, total } = await service.list(viewerOf(request), request.query);
      return ok(request, items, paginationOf(request.query.page, request.query.per_page, total));
    },
  );

  app.post(
    '/assignments',
    {
      preHandler: requireRole('tutor'),
      schema: { tags, body: ZAssignmentCreate, response: { 201: envelopeOf(z.array(ZAssignment)) } },
    },
    async (request, reply) => {
      const created = await service.create(caller(request).user.id, request.body);
      reply.code(201);
      return ok(request, created, paginationOf(1, Math.max(1, created.length), created.length));
    },
  );

  app.get(
    '/assignments/:id',
    { preHandler: requireAuth, schema: { tags, params: ZAssignmentIdParams, response: one } },
    async (request) => ok(request, await service.get(viewerOf(request), request.params.id)),
  );

  app.patch(
    '/assignments/:id',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: { tags, params: ZAssignmentIdParams, body: ZAssignmentUpdate, response: one },
    },
    async (request) => ok(request, await service.update(viewerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/assignments/:id/cancel',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: { tags, params: ZAssignmentIdParams, response: one },
    },
    async (request) => ok(request, await service.cancel(viewerOf(request), request.params.id)),
  );

  app.get(
    '/assignments/:id/tasks/:taskId',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZAssignmentTaskParams, response: { 200: envelopeOf(ZAssignmentTaskView) } },
    },
    async (request) =>
      ok(request, await service.task(viewerOf(request), request.params.id, request.params.taskId)),
  );

  app.post(
    '/assignments/:id/tasks/:taskId',
    {
      preHandler: requireRole('student'),
      schema: {
        tags,
        params: ZAssignmentTaskParams,
        body: ZAnswerSubmission,
        response: { 200: envelopeOf(ZAssignmentAnswerResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.answer(
          viewerOf(request),
          requestLanguage(request),
          request.params.id,
          request.params.taskId,
          request.body,
        ),
      ),
  );
};
