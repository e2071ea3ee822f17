import {
  envelopeOf,
  ZAnswerCheckResult,
  ZAnswerSubmission,
  ZAttempt,
  ZAttemptIdParams,
  ZAttemptsQuery,
  ZHistoryPage,
  ZHistoryQuery,
  ZTaskIdParams,
} from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { createAttemptsService } from './attempts.service.ts';

function viewerOf(request: FastifyRequest) {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
}

/** Answering and history under `/api/v1`: submit / check-answer (and the spec's aliases), attempts, history. */
export const attemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAttemptsService(app.db, { notifications: app.services.notifications, log: app.log });
  const tags = ['attempts'];
  const checkResult = { 200: envelopeOf(ZAnswerCheckResult) };

  app.post(
    '/tasks/:id/submit',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZTaskIdParams, body: ZAnswerSubmission, response: checkResult },
    },
    async (request) =>
      ok(
        request,
        await service.submit(viewerOf(request), requestLanguage(request), request.body, request.params.id),
      ),
  );

  for (const url of ['/answers/check-answer', '/check-answer', '/tasks/answer', '/answers/check-enhanced']) {
    app.post(
      url,
      { preHandler: requireAuth, schema: { tags, body: ZAnswerSubmission, response: checkResult } },
      async (request) =>
        ok(request, await service.submit(viewerOf(request), requestLanguage(request), request.body)),
    );
  }

  app.get(
    '/tasks/:id/attempts',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: ZTaskIdParams,
        querystring: ZAttemptsQuery,
        response: { 200: envelopeOf(z.array(ZAttempt)) },
      },
    },
    async (request) =>
      ok(request, await service.attemptsOf(viewerOf(request), request.params.id, request.query.student_id)),
  );

  app.get(
    '/attempts/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZAttemptIdParams, response: { 200: envelopeOf(ZAttempt) } },
    },
    async (request) => ok(request, await service.attempt(viewerOf(request), request.params.id)),
  );

  app.get(
    '/tasks/:id/history',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: ZTaskIdParams,
        querystring: ZHistoryQuery,
        response: { 200: envelopeOf(ZHistoryPage) },
      },
    },
    async (request) =>
      ok(request, await service.history(viewerOf(request), request.query, request.params.id)),
  );

  app.get(
    '/tasks/history',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZHistoryQuery, response: { 200: envelopeOf(ZHistoryPage) } },
    },
    async (request) => ok(request, await service.history(viewerOf(request), request.query)),
  );

  app.get(
    '/tasks/completed',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZHistoryQuery, response: { 200: envelopeOf(ZHistoryPage) } },
    },
    async (request) => ok(request, await service.completed(viewerOf(request), request.query)),
  );
};
