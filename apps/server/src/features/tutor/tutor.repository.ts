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

const tutorColumns = [
  'users.id',
  'users.username',
  'users.first_name',
  'users.last_name',
  'tutor_students.created_at as linked_at',
] as const;

/** Tutor–student links, read from either side. Every function also runs inside a transaction. */
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
        .orderBy('users.id')
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
    listTutorsOf(studentId: number) {
      return db
        .selectFrom('tutor_students')
        .innerJoin('users', 'users.id', 'tutor_students.tutor_id')
        .select(tutorColumns)
        .where('tutor_students.student_id', '=', studentId)
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .orderBy('users.id')
        .execute();
    },
    findLinkedTutor(studentId: number, tutorId: number) {
      return db
        .selectFrom('tutor_students')
        .innerJoin('users', 'users.id', 'tutor_students.tutor_id')
        .select(tutorColumns)
        .where('tutor_students.student_id', '=', studentId)
        .where('tutor_students.tutor_id', '=', tutorId)
        .executeTakeFirst();
    },
    /** Links the two; answers false when they were linked already (nothing changes then). */
    async link(tutorId: number, studentId: number, at: string): Promise<boolean> {
      const result = await db
        .insertInto('tutor_students')
        .values({ tutor_id: tutorId, student_id: studentId, created_at: at })
        .onConflict((oc) => oc.columns(['tutor_id', 'student_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** Ends the link; answers false when there was none. */
    async unlink(tutorId: number, studentId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('tutor_students')
        .where('tutor_id', '=', tutorId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
