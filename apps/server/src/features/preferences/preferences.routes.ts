import {
  ErrorCode,
  envelopeOf,
  ZId,
  ZInterests,
  ZInterestsUpdate,
  ZPreferences,
  ZPreferencesUpdate,
} from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { caller, requireAuth, requireRole } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { createPreferencesService, preferencesNotFound } from './preferences.service.ts';

const ZInterestsQuery = z.object({
  /** Tutors (of a linked student) and admins: whose interests. */
  student_id: ZId.optional(),
  _t: z.string().optional(),
});

/**
 * Preferences and interests, registered under `/api`: the spec's `/api/users/preferences` (the language
 * switch's `{ preferred_language }` and any other preference), `/api/v1/profile/preferences` (the same
 * object), and `/api/users/interests`. A user who never saved a preference gets 404: the client's
 * defaults apply (spec §9).
 */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPreferencesService(app.db);
  const tutors = createTutorRepository(app.db);
  const tags = ['preferences'];

  for (const url of ['/users/preferences', '/v1/profile/preferences']) {
    app.get(
      url,
      { preHandler: requireAuth, schema: { tags, response: { 200: envelopeOf(ZPreferences) } } },
      async (request) => {
        const preferences = await service.find(caller(request).user);
        if (!preferences) throw preferencesNotFound();
        return ok(request, preferences);
      },
    );

    app.patch(
      url,
      {
        preHandler: requireAuth,
        schema: { tags, body: ZPreferencesUpdate, response: { 200: envelopeOf(ZPreferences) } },
      },
      async (request) => ok(request, await service.update(caller(request).user, request.body)),
    );
  }

  app.get(
    '/users/interests',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: ZInterestsQuery, response: { 200: envelopeOf(ZInterests) } },
    },
    async (request) => {
      const { user } = caller(request);
      const studentId = request.query.student_id ?? user.id;
      if (studentId === user.id && user.role !== 'student') {
        throw new AppError(ErrorCode.ROLE_REQUIRED, 'Interests belong to students', {
          details: { required_roles: ['student'] },
        });
      }
      const allowed =
        studentId === user.id ||
        user.role === 'admin' ||
        (user.role === 'tutor' && (await tutors.findLinkedStudent(user.id, studentId)));
      if (!allowed) {
        throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, "You cannot see this student's interests");
      }
      return ok(request, await service.interests(studentId));
    },
  );

  app.put(
    '/users/interests',
    {
      preHandler: requireRole('student'),
      schema: { tags, body: ZInterestsUpdate, response: { 200: envelopeOf(ZInterests) } },
    },
    async (request) => ok(request, await service.saveInterests(caller(request).user.id, request.body)),
  );
};
