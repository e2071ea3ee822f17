import {
  envelopeOf,
  ZLinkedStudent,
  ZPractisedTopic,
  ZStudentActivity,
  ZStudentActivityQuery,
  ZStudentIdParams,
  ZTutorAttempt,
  ZTutorAttemptsQuery,
  ZTutorDashboard,
  ZTutorDashboardQuery,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { createStudentResultsService } from './student-results.service.ts';
import { createTutorRepository } from './tutor.repository.ts';
import { createTutorDashboardService } from './tutor-dashboard.service.ts';

/**
 * A tutor's own students under `/api/v1/tutor`: the list, the class dashboard, and each student's
 * results. Admins may look at any student's results; the dashboard is a tutor's own class only (an
 * admin has no students of their own: 403, as the list).
 */
export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tutors = createTutorRepository(app.db);
  const dashboard = createTutorDashboardService(app.db);
  const results = createStudentResultsService(app.db);
  const tags = ['tutor'];
  const viewerOf = (request: Parameters<typeof caller>[0]) => {
    const { user } = caller(request);
    return { id: user.id, role: user.role };
  };

  app.get(
    '/students',
    {
      preHandler: requireRole('tutor'),
      schema: { tags, response: { 200: envelopeOf(z.array(ZLinkedStudent)) } },
    },
    async (request) => {
      const students = await tutors.listStudents(caller(request).user.id);
      return ok(request, students, paginationOf(1, Math.max(1, students.length), students.length));
    },
  );

  app.get(
    '/dashboard',
    {
      preHandler: requireRole('tutor'),
      schema: { tags, querystring: ZTutorDashboardQuery, response: { 200: envelopeOf(ZTutorDashboard) } },
    },
    async (request) => {
      const { query } = request;
      // The assignments' clock: what is overdue here is what is overdue on the assignment pages.
      const { data, total } = await dashboard.dashboard(
        caller(request).user.id,
        requestLanguage(request),
        query,
        app.clock.now(),
      );
      return ok(request, data, paginationOf(query.page, query.per_page, total));
    },
  );

  app.get(
    '/students/:studentId',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: { tags, params: ZStudentIdParams, response: { 200: envelopeOf(ZLinkedStudent) } },
    },
    async (request) => ok(request, await results.visibleStudent(viewerOf(request), request.params.studentId)),
  );

  app.get(
    '/students/:studentId/attempts',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: {
        tags,
        params: ZStudentIdParams,
        querystring: ZTutorAttemptsQuery,
        response: { 200: envelopeOf(z.array(ZTutorAttempt)) },
      },
    },
    async (request) => {
      const { id } = await results.visibleStudent(viewerOf(request), request.params.studentId);
      const { query } = request;
      const { items, total } = await results.attempts(
        id,
        requestLanguage(request),
        { topicId: query.topic_id, skillId: query.skill_id },
        query,
      );
      return ok(request, items, paginationOf(query.page, query.per_page, total));
    },
  );

  app.get(
    '/students/:studentId/activity',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: {
        tags,
        params: ZStudentIdParams,
        querystring: ZStudentActivityQuery,
        response: { 200: envelopeOf(ZStudentActivity) },
      },
    },
    async (request) => {
      const { id } = await results.visibleStudent(viewerOf(request), request.params.studentId);
      return ok(request, await results.activity(id, request.query.days, app.clock.now()));
    },
  );

  app.get(
    '/students/:studentId/skills',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: { tags, params: ZStudentIdParams, response: { 200: envelopeOf(z.array(ZPractisedTopic)) } },
    },
    async (request) => {
      const { id } = await results.visibleStudent(viewerOf(request), request.params.studentId);
      return ok(request, await results.skills(id, requestLanguage(request)));
    },
  );
};
