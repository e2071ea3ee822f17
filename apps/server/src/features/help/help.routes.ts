import { envelopeOf, ZExplanationResponse, ZHelpRequest, ZHintResponse } from '@taskas/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller, requireAuth } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { createHelpService } from './help.service.ts';

function viewerOf(request: FastifyRequest) {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
}

/** `/api/v1/help/…`: rungs of a task's hint ladder and its explanation. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHelpService(app.db, app.ai);
  const tags = ['help'];
  const hintSchema = { tags, body: ZHelpRequest, response: { 200: envelopeOf(ZHintResponse) } };

  app.post('/hint', { preHandler: requireAuth, schema: hintSchema }, async (request) =>
    ok(
      request,
      await service.hint(viewerOf(request), request.body.task_id, request.body.hint_level ?? 'next', {
        style: 'socratic',
      }),
    ),
  );
  app.post('/progressive', { preHandler: requireAuth, schema: hintSchema }, async (request) =>
    ok(
      request,
      await service.hint(viewerOf(request), request.body.task_id, 'next', {
        style: 'socratic',
      }),
    ),
  );
  app.post('/minimal', { preHandler: requireAuth, schema: hintSchema }, async (request) =>
    ok(request, await service.hint(viewerOf(request), request.body.task_id, 1)),
  );
  app.post('/generate', { preHandler: requireAuth, schema: hintSchema }, async (request) =>
    ok(request, await service.generate(viewerOf(request), request.body.task_id, requestLanguage(request))),
  );
  app.post(
    '/explanation',
    {
      preHandler: requireAuth,
      schema: { tags, body: ZHelpRequest, response: { 200: envelopeOf(ZExplanationResponse) } },
    },
    async (request) => ok(request, await service.explanation(viewerOf(request), request.body.task_id)),
  );
};
