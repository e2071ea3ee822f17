import { ErrorCode, envelopeOf, ZLinkedStudent, ZStudentIdParams } from '@taskas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { caller, requireRole } from '../../http/auth-guard.ts';
import { ok, paginationOf } from '../../http/envelope.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { createTutorRepository } from './tutor.repository.ts';

/** A tutor's own students under `/api/v1/tutor`; admins may look at any tutor's view of a student. */
export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tutors = createTutorRepository(app.db);
  const users = createUsersRepository(app.db);
  const tags = ['tutor'];

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
    '/students/:studentId',
    {
      preHandler: requireRole('tutor', 'admin'),
      schema: { tags, params: ZStudentIdParams, response: { 200: envelopeOf(ZLinkedStudent) } },
    },
    async (request) => {
      const { user } = caller(request);
      const { studentId } = request.params;
      const student = await users.findById(studentId);
      if (student?.role !== 'student') {
        throw new AppError(ErrorCode.NOT_FOUND, `Student with ID ${studentId} not found.`);
      }
      if (user.role === 'admin') {
        return ok(request, {
          id: student.id,
          username: student.username,
          email: student.email,
          first_name: student.first_name,
          last_name: student.last_name,
          created_at: student.created_at,
          linked_at: student.created_at,
        });
      }
      const linked = await tutors.findLinkedStudent(user.id, studentId);
      if (!linked)
        throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, 'This student is not linked to you');
      return ok(request, linked);
    },
  );
};
