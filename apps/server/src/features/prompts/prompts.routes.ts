import {
  envelopeOf,
  ZPrompt,
  ZPromptIdParams,
  ZPromptInput,
  ZPromptListQuery,
  ZPromptPreview,
  ZPromptPreviewRequest,
  ZPromptRestoreRequest,
  ZPromptSummary,
  ZPromptUpdate,
  ZPromptVersion,
  ZPromptVersionListQuery,
  ZPromptVersionParams,
  ZTaskGenerationPrompt,
  ZTaskGenerationPromptQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { actorOf } from '../audit/audit-log.ts';
import { previewPrompt } from './prompt-preview.ts';
import { createPromptsService, type PromptViewer, seedDefaultPrompts } from './prompts.service.ts';

const viewerOf = (request: Parameters<typeof caller>[0]): PromptViewer => {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
};

/**
 * The prompt library under `/api/v1/prompts`, for tutors and admins. The static paths (`preview`,
 * `task-generation`) win over `{promptId}` in Fastify's router whatever the order of registration.
 */
export const promptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const prompts = createPromptsService({ db: app.db, aiConfigured: app.ai.configured });
  const tags = ['prompts'];
  const preHandler = requireRole('tutor', 'admin');

  // Runs after the migrations (main.ts prepares the database before listening; tests migrate first).
  // A failure is logged, not fatal: the library works without its defaults and task generation falls
  // back to the built-in prompt; the next start tries again.
  app.addHook('onReady', async () => {
    try {
      if (await seedDefaultPrompts(app.db)) app.log.info('default prompts seeded');
    } catch (err) {
      app.log.error({ err }, 'the default prompts could not be seeded');
    }
  });

  app.get(
    '/prompts',
    {
      preHandler,
      schema: { tags, querystring: ZPromptListQuery, response: { 200: envelopeOf(z.array(ZPromptSummary)) } },
    },
    async (request) => {
      const { purpose, language, scope, q, page, per_page } = request.query;
      const { items, total } = await prompts.list(viewerOf(request), {
        purpose: purpose === 'all' ? undefined : purpose,
        language: language === 'all' ? undefined : language,
        scope: scope === 'all' ? undefined : scope,
        q: q || undefined,
        page,
        perPage: per_page,
      });
      return ok(request, items, paginationOf(page, per_page, total));
    },
  );

  app.post(
    '/prompts',
    { preHandler, schema: { tags, body: ZPromptInput, response: { 201: envelopeOf(ZPrompt) } } },
    async (request, reply) => {
      const created = await prompts.create(viewerOf(request), actorOf(request), request.body);
      return reply.code(201).send(ok(request, created));
    },
  );

  app.post(
    '/prompts/preview',
    {
      preHandler,
      schema: { tags, body: ZPromptPreviewRequest, response: { 200: envelopeOf(ZPromptPreview) } },
    },
    async (request) => ok(request, previewPrompt(request.body)),
  );

  app.get(
    '/prompts/task-generation',
    {
      preHandler,
      schema: {
        tags,
        querystring: ZTaskGenerationPromptQuery,
        response: { 200: envelopeOf(ZTaskGenerationPrompt) },
      },
    },
    async (request) => {
      const language = request.query.language ?? caller(request).user.preferred_language;
      return ok(request, await prompts.taskGeneration(viewerOf(request), language));
    },
  );

  app.get(
    '/prompts/:promptId',
    { preHandler, schema: { tags, params: ZPromptIdParams, response: { 200: envelopeOf(ZPrompt) } } },
    async (request) => ok(request, await prompts.get(viewerOf(request), request.params.promptId)),
  );

  app.put(
    '/prompts/:promptId',
    {
      preHandler,
      schema: { tags, params: ZPromptIdParams, body: ZPromptUpdate, response: { 200: envelopeOf(ZPrompt) } },
    },
    async (request) =>
      ok(
        request,
        await prompts.update(viewerOf(request), actorOf(request), request.params.promptId, request.body),
      ),
  );

  app.delete(
    '/prompts/:promptId',
    { preHandler, schema: { tags, params: ZPromptIdParams, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await prompts.remove(viewerOf(request), actorOf(request), request.params.promptId);
      return ok(request, null);
    },
  );

  app.get(
    '/prompts/:promptId/versions',
    {
      preHandler,
      schema: {
        tags,
        params: ZPromptIdParams,
        querystring: ZPromptVersionListQuery,
        response: { 200: envelopeOf(z.array(ZPromptVersion)) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await prompts.versions(
        viewerOf(request),
        request.params.promptId,
        page,
        per_page,
      );
      return ok(request, items, paginationOf(page, per_page, total));
    },
  );

  app.post(
    '/prompts/:promptId/versions/:version/restore',
    {
      preHandler,
      schema: {
        tags,
        params: ZPromptVersionParams,
        body: ZPromptRestoreRequest,
        response: { 200: envelopeOf(ZPrompt) },
      },
    },
    async (request) =>
      ok(
        request,
        await prompts.restore(
          viewerOf(request),
          actorOf(request),
          request.params.promptId,
          request.params.version,
          request.body.expected_version,
        ),
      ),
  );

  app.post(
    '/prompts/:promptId/copy',
    { preHandler, schema: { tags, params: ZPromptIdParams, response: { 201: envelopeOf(ZPrompt) } } },
    async (request, reply) => {
      const copied = await prompts.copy(viewerOf(request), actorOf(request), request.params.promptId);
      return reply.code(201).send(ok(request, copied));
    },
  );
};
