import {
  envelopeOf,
  ZGenerateTaskRequest,
  ZRecommendedQuery,
  ZRecommendedTask,
  ZSimilarTasksQuery,
  ZTask,
  ZTaskByComponentQuery,
  ZTaskDetail,
  ZTaskFigureQuery,
  ZTaskIdParams,
  ZTaskListQuery,
  ZTaskSearchQuery,
  ZTaskSummary,
} from '@taskas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth } from '../../http/auth-guard.ts';
import { ok, okJson, paginationOf } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { countedLimit } from '../../http/rate-limits.ts';
import type { TaskKeyRow } from './tasks.repository.ts';
import { createTasksService } from './tasks.service.ts';

const ZTaskList = envelopeOf(z.array(z.union([ZTask, ZTaskSummary])));

function viewerOf(request: FastifyRequest) {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
}

/** The task bank under `/api/v1`: list, search, detail, similar, generated and recommended tasks. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTasksService(app.db, app.ai);
  const tags = ['tasks'];

  /** A page of tasks, sent as text made of each task's kept JSON (task-cache.ts). */
  const listPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: { rows: TaskKeyRow[]; total: number; page: { page: number; limit: number } },
    summary?: boolean,
  ) => {
    const items = await service.pageJson(viewerOf(request), result.rows, summary ? 'summary' : 'task');
    const pagination = paginationOf(result.page.page, result.page.limit, result.total);
    return reply.type('application/json; charset=utf-8').send(okJson(request, items, pagination));
  };

  for (const url of ['/tasks', '/tasks/']) {
    app.get(
      url,
      {
        preHandler: requireAuth,
        schema: { tags, querystring: ZTaskListQuery, response: { 200: ZTaskList } },
      },
      async (request, reply) => {
        const result = await service.list(viewerOf(request), requestLanguage(request), request.query);
        return listPage(request, reply, result, request.query.summary);
      },
    );
  }

  app.get(
    '/search/tasks',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZTaskSearchQuery, response: { 200: ZTaskList } },
    },
    async (request, reply) =>
      listPage(
        request,
        reply,
        await service.search(viewerOf(request), requestLanguage(request), request.query),
      ),
  );

  app.get(
    '/tasks/by-component',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZTaskByComponentQuery, response: { 200: ZTaskList } },
    },
    async (request, reply) =>
      listPage(
        request,
        reply,
        await service.byComponent(viewerOf(request), requestLanguage(request), request.query),
      ),
  );

  app.get(
    '/tasks/recommended',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        querystring: ZRecommendedQuery,
        response: { 200: envelopeOf(z.array(ZRecommendedTask)) },
      },
    },
    async (request) =>
      ok(
        request,
        await service.recommended(viewerOf(request), requestLanguage(request), request.query.limit),
      ),
  );

  app.get(
    '/tasks/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZTaskIdParams, response: { 200: envelopeOf(ZTaskDetail) } },
    },
    async (request) => ok(request, await service.get(viewerOf(request), request.params.id)),
  );

  app.get(
    '/tasks/:id/figure.svg',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZTaskIdParams, querystring: ZTaskFigureQuery },
    },
    async (request, reply) => {
      const { svg } = await service.figure(viewerOf(request), request.params.id, request.query.theme);
      // The figure is a picture, not a page: nothing in it may run or load anything.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );

  app.get(
    '/tasks/:id/similar',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: ZTaskIdParams,
        querystring: ZSimilarTasksQuery,
        response: { 200: envelopeOf(z.array(ZTaskSummary)) },
      },
    },
    async (request) =>
      ok(request, await service.similar(viewerOf(request), request.params.id, request.query)),
  );

  // Generated tasks per user and hour, counted before the generator runs and the task is stored.
  const generated = countedLimit(app, {
    name: 'generated_tasks',
    max: app.appConfig.limits.generatedTasksPerHour,
    windowMs: 3_600_000,
    message: (request) =>
      requestLanguage(request) === 'lt'
        ? 'Per valandą sugeneravote daugiausia leidžiamų užduočių – bandykite vėliau.'
        : 'You have generated as many tasks as allowed in an hour - please try again later.',
  });
  for (const url of ['/tasks/generate', '/generate-task']) {
    app.post(
      url,
      {
        preHandler: requireAuth,
        schema: { tags, body: ZGenerateTaskRequest, response: { 201: envelopeOf(ZTaskDetail) } },
      },
      async (request, reply) => {
        await generated.consume(request, reply, String(caller(request).user.id));
        const task = await service.generate(viewerOf(request), requestLanguage(request), request.body);
        return reply.status(201).send(ok(request, task));
      },
    );
  }
};
