import {
  envelopeOf,
  ZAdminLinkResult,
  ZJoinTutorRequest,
  ZJoinTutorResult,
  ZLinkEnded,
  ZMoveStudentRequest,
  ZMoveStudentResult,
  ZMyTutor,
  ZStudentIdParams,
  ZTutorIdParams,
  ZTutorInvite,
  ZTutorStudentParams,
  ZTutorWithStudents,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { countedLimit } from '../../http/rate-limits.ts';
import { actorOf } from '../audit/audit-log.ts';
import { createLinksService } from './links.service.ts';

/** Tries of joining with a code per student and hour, right or wrong: codes cannot be guessed by trying. */
export const JOINS_PER_HOUR = 20;

const listOf = <T>(items: T[]) => paginationOf(1, Math.max(1, items.length), items.length);

/**
 * Tutor–student links under `/api/v1`: the tutor's invite (`/tutor/invite`), a student's tutors
 * (`/profile/tutors`), a tutor removing a student (`/tutor/students/{id}`) and the admin's links
 * (`/admin/tutors/{id}/students`, `/admin/students/{id}/move`). Every route checks role and ownership.
 */
export const linksRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createLinksService({
    db: app.db,
    log: app.log,
    notify: (recipientId, event) => app.services.notifications.notify(recipientId, event),
  });
  const tags = ['links'];

  const joins = countedLimit(app, {
    name: 'tutor_joins',
    max: JOINS_PER_HOUR,
    windowMs: 3_600_000,
    message: (request) =>
      requestLanguage(request) === 'lt'
        ? 'Per daug bandymų prisijungti prie mokytojo – bandykite vėliau.'
        : 'Too many tries to join a tutor - please try again later.',
  });

  app.get(
    '/tutor/invite',
    { preHandler: requireRole('tutor'), schema: { tags, response: { 200: envelopeOf(ZTutorInvite) } } },
    async (request) => ok(request, await links.invite(caller(request).user.id)),
  );

  app.post(
    '/tutor/invite/renew',
    { preHandler: requireRole('tutor'), schema: { tags, response: { 200: envelopeOf(ZTutorInvite) } } },
    async (request) => ok(request, await links.renewInvite(caller(request).user.id)),
  );

  app.delete(
    '/tutor/students/:studentId',
    {
      preHandler: requireRole('tutor'),
      schema: { tags, params: ZStudentIdParams, response: { 200: envelopeOf(ZLinkEnded) } },
    },
    async (request) =>
      ok(
        request,
        await links.removeStudent(caller(request).user, request.params.studentId, actorOf(request)),
      ),
  );

  app.get(
    '/profile/tutors',
    {
      preHandler: requireRole('student'),
      schema: { tags, response: { 200: envelopeOf(z.array(ZMyTutor)) } },
    },
    async (request) => {
      const tutors = await links.listTutors(caller(request).user.id);
      return ok(request, tutors, listOf(tutors));
    },
  );

  app.post(
    '/profile/tutors/join',
    {
      preHandler: requireRole('student'),
      schema: { tags, body: ZJoinTutorRequest, response: { 200: envelopeOf(ZJoinTutorResult) } },
    },
    async (request, reply) => {
      const { user } = caller(request);
      await joins.consume(request, reply, String(user.id));
      return ok(request, await links.join(user, request.body.code, actorOf(request)));
    },
  );

  app.delete(
    '/profile/tutors/:tutorId',
    {
      preHandler: requireRole('student'),
      schema: { tags, params: ZTutorIdParams, response: { 200: envelopeOf(ZLinkEnded) } },
    },
    async (request) =>
      ok(request, await links.leaveTutor(caller(request).user, request.params.tutorId, actorOf(request))),
  );

  app.get(
    '/admin/tutors/:tutorId/students',
    {
      preHandler: requireRole('admin'),
      schema: { tags, params: ZTutorIdParams, response: { 200: envelopeOf(ZTutorWithStudents) } },
    },
    async (request) => ok(request, await links.studentsOfTutor(request.params.tutorId)),
  );

  app.put(
    '/admin/tutors/:tutorId/students/:studentId',
    {
      preHandler: requireRole('admin'),
      schema: { tags, params: ZTutorStudentParams, response: { 200: envelopeOf(ZAdminLinkResult) } },
    },
    async (request) =>
      ok(request, await links.adminLink(request.params.tutorId, request.params.studentId, actorOf(request))),
  );

  app.delete(
    '/admin/tutors/:tutorId/students/:studentId',
    {
      preHandler: requireRole('admin'),
      schema: { tags, params: ZTutorStudentParams, response: { 200: envelopeOf(ZLinkEnded) } },
    },
    async (request) =>
      ok(
        request,
        await links.adminUnlink(request.params.tutorId, request.params.studentId, actorOf(request)),
      ),
  );

  app.post(
    '/admin/students/:studentId/move',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        params: ZStudentIdParams,
        body: ZMoveStudentRequest,
        response: { 200: envelopeOf(ZMoveStudentResult) },
      },
    },
    async (request) =>
      ok(
        request,
        await links.moveStudent(
          request.params.studentId,
          request.body.from_tutor_id,
          request.body.to_tutor_id,
          actorOf(request),
        ),
      ),
  );
};
