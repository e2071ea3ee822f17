import {
  envelopeOf,
  LESSON_LIMITS,
  ZLesson,
  ZLessonAdaptiveRequest,
  ZLessonEffectiveness,
  ZLessonEffectivenessQuery,
  ZLessonFeedbackRequest,
  ZLessonFeedbackResponse,
  ZLessonGenerateRequest,
  ZLessonIdParams,
  ZLessonListQuery,
  ZLessonSummary,
} from '@taskas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireAuth, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { countedLimit } from '../../http/rate-limits.ts';
import { createEffectivenessService } from './effectiveness.ts';
import { createLessonsService, type LessonChoice } from './lessons.service.ts';

function viewerOf(request: FastifyRequest) {
  const { user } = caller(request);
  return { id: user.id, role: user.role };
}

/**
 * Lessons under `/api/v1/lessons` (issue 14): a student makes one on a skill or topic, or lets their
 * mastery choose; students, their tutors and admins read them; the student rates theirs; tutors and
 * admins measure their effect. Tutors give lessons through assignments, not here.
 */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lessons = createLessonsService({ db: app.db, ai: app.ai, log: app.log });
  const effectiveness = createEffectivenessService(app.db);
  const tags = ['lessons'];
  const created = { 201: envelopeOf(ZLesson) };

  // Lessons per student and hour, counted once the skill is known and before the eight tasks are made.
  const limit = countedLimit(app, {
    name: 'lessons',
    max: LESSON_LIMITS.perHour,
    windowMs: 3_600_000,
    message: (request) =>
      requestLanguage(request) === 'lt'
        ? 'Per valandą gavote daugiausia leidžiamų pamokų – bandykite vėliau.'
        : 'You have been given as many lessons as allowed in an hour - please try again later.',
  });

  async function make(
    request: FastifyRequest,
    reply: FastifyReply,
    choice: LessonChoice,
    language?: 'lt' | 'en',
  ) {
    const viewer = viewerOf(request);
    await limit.consume(request, reply, String(viewer.id));
    const lesson = await lessons.build(viewer, language ?? requestLanguage(request), choice);
    return reply.status(201).send(ok(request, lesson));
  }

  app.post(
    '/generate',
    {
      preHandler: requireRole('student'),
      schema: { tags, body: ZLessonGenerateRequest, response: created },
    },
    async (request, reply) =>
      make(request, reply, await lessons.choose(viewerOf(request), request.body), request.body.language),
  );

  app.post(
    '/generate/adaptive',
    {
      preHandler: requireRole('student'),
      schema: { tags, body: ZLessonAdaptiveRequest, response: created },
    },
    async (request, reply) =>
      make(
        request,
        reply,
        await lessons.chooseAdaptive(viewerOf(request), request.body),
        request.body.language,
      ),
  );

  app.post(
    '/feedback',
    {
      preHandler: requireRole('student'),
      schema: { tags, body: ZLessonFeedbackRequest, response: { 200: envelopeOf(ZLessonFeedbackResponse) } },
    },
    async (request) => ok(request, await lessons.feedback(viewerOf(request), request.body)),
  );

  app.get(
    '',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZLessonListQuery, response: { 200: envelopeOf(z.array(ZLessonSummary)) } },
    },
    async (request) => {
      const { items, total } = await lessons.list(viewerOf(request), request.query);
      return ok(request, items, paginationOf(request.query.page, request.query.per_page, total));
    },
  );

  app.get(
    '/effectiveness',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: {
        tags,
        querystring: ZLessonEffectivenessQuery,
        response: { 200: envelopeOf(ZLessonEffectiveness) },
      },
    },
    async (request) =>
      ok(request, await effectiveness.measure(viewerOf(request), requestLanguage(request), request.query)),
  );

  app.get(
    '/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: ZLessonIdParams, response: { 200: envelopeOf(ZLesson) } },
    },
    async (request) => ok(request, await lessons.get(viewerOf(request), request.params.id)),
  );
};
