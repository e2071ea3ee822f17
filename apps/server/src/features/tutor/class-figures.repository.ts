import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The figures of a tutor's class in three queries, whatever its size: the students with their totals,
 * the last two weeks' answers, and the mastery rows. Each names the class by the tutor (a subquery of
 * `tutor_students`, not a list of ids) and reads indexes that hold what it needs (migration 008), so a
 * class's dashboard costs about the same in a database of 10,000 students as in one of ten
 * (`npm run bench`). Fewer, larger queries: on PostgreSQL each round trip costs more than the rows.
 */
export function createClassFiguresRepository(db: Kysely<Database>) {
  const classOf = (tutorId: number) =>
    db.selectFrom('tutor_students').select('student_id').where('tutor_id', '=', tutorId);

  return {
    /**
     * The tutor's students with: their answers, right answers, latest answer and points, from their
     * kept totals (decision 023); tasks first solved since `weekStart`; and the tutor's assignments to
     * them that are neither completed nor cancelled, split by whether the due time has passed
     * (`past_due`, shown as overdue) or not.
     */
    students(tutorId: number, at: { weekStart: string; now: string }) {
      const solved = db
        .selectFrom('task_progress')
        .select(['user_id', sql<number>`count(*)`.as('solved')])
        .where('user_id', 'in', classOf(tutorId))
        .where('completed', '=', 1)
        .where('completed_at', '>=', at.weekStart)
        .groupBy('user_id');
      const assignments = db
        .selectFrom('assignments')
        .select([
          'student_id',
          sql<number>`sum(case when due_at >= ${at.now} then 1 else 0 end)`.as('open'),
          sql<number>`sum(case when due_at < ${at.now} then 1 else 0 end)`.as('overdue'),
        ])
        .where('tutor_id', '=', tutorId)
        .where('completed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .groupBy('student_id');
      return db
        .selectFrom('tutor_students as ts')
        .innerJoin('users as u', 'u.id', 'ts.student_id')
        .leftJoin('student_totals as a', 'a.user_id', 'u.id')
        .leftJoin(solved.as('s'), 's.user_id', 'u.id')
        .leftJoin(assignments.as('g'), 'g.student_id', 'u.id')
        .select([
          'u.id',
          'u.username',
          'u.email',
          'u.first_name',
          'u.last_name',
          'ts.created_at as linked_at',
          'a.attempts as answers',
          'a.correct_attempts as correct',
          'a.last_attempt_at as last_at',
          's.solved',
          'a.points',
          'g.open',
          'g.overdue',
        ])
        .where('ts.tutor_id', '=', tutorId)
        .orderBy('u.id')
        .execute();
    },
    /** The class's answers since the instant with the skill of their task, newest first per student. */
    recentAnswers(tutorId: number, since: string) {
      return db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .select(['a.user_id', 'a.is_correct', 'a.created_at', 't.skill_id', 't.topic_id'])
        .where('a.user_id', 'in', classOf(tutorId))
        .where('a.created_at', '>=', since)
        .orderBy('a.user_id')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },
    masteryRows(tutorId: number) {
      return db
        .selectFrom('skill_mastery')
        .select(['user_id', 'skill_id', 'topic_id', 'rating'])
        .where('user_id', 'in', classOf(tutorId))
        .execute();
    },
  };
}
