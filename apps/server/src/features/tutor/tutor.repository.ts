import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const studentColumns = [
  'users.id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.created_at',
  'tutor_students.created_at as linked_at',
] as const;

export function createTutorRepository(db: Kysely<Database>) {
  return {
    listStudents(tutorId: number) {
      return db
        .selectFrom('tutor_students')
        .innerJoin('users', 'users.id', 'tutor_students.student_id')
        .select(studentColumns)
        .where('tutor_students.tutor_id', '=', tutorId)
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .execute();
    },
    findLinkedStudent(tutorId: number, studentId: number) {
      return db
        .selectFrom('tutor_students')
        .innerJoin('users', 'users.id', 'tutor_students.student_id')
        .select(studentColumns)
        .where('tutor_students.tutor_id', '=', tutorId)
        .where('tutor_students.student_id', '=', studentId)
        .executeTakeFirst();
    },
    async link(tutorId: number, studentId: number, at: string) {
      await db
        .insertInto('tutor_students')
        .values({ tutor_id: tutorId, student_id: studentId, created_at: at })
        .onConflict((oc) => oc.columns(['tutor_id', 'student_id']).doNothing())
        .execute();
    },
  };
}
