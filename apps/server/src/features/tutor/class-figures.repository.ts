import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The figures of a tutor's class, each one query over all the given students at once (a class is up
 * to a few hundred). Every query reads an index that holds what it needs (migration 008), so a
 * class's dashboard costs the same in a database of thousands of students as in one of ten.
 */
export function createClassFiguresRepository(db: Kysely<Database>) {
  return {
    /** Counted answers, correct answers and the latest answer of each student who has any. */
    answerTotals(studentIds: number[]) {
      return db
        .selectFrom('attempts')
        .select([
          'user_id',
          sql<number>`count(*)`.as('answers'),
          sql<number>`sum(is_correct)`.as('correct'),
          sql<string>`max(created_at)`.as('last_at'),
        ])
        .where('user_id', 'in', studentIds)
        .groupBy('user_id')
        .execute();
    },
    /** Answers since the instant with the skill of their task, newest first per student. */
    recentAnswers(studentIds: number[], since: string) {
      return db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .select(['a.user_id', 'a.is_correct', 'a.created_at', 't.skill_id', 't.topic_id'])
        .where('a.user_id', 'in', studentIds)
        .where('a.created_at', '>=', since)
        .orderBy('a.user_id')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute();
    },
    /** Tasks first solved since the instant, per student. */
    solvedSince(studentIds: number[], since: string) {
      return db
        .selectFrom('task_progress')
        .select(['user_id', sql<number>`count(*)`.as('solved')])
        .where('user_id', 'in', studentIds)
        .where('completed', '=', 1)
        .where('completed_at', '>=', since)
        .groupBy('user_id')
        .execute();
    },
    masteryRows(studentIds: number[]) {
      return db
        .selectFrom('skill_mastery')
        .select(['user_id', 'skill_id', 'topic_id', 'rating'])
        .where('user_id', 'in', studentIds)
        .execute();
    },
    /**
     * The tutor's assignments per student that are neither completed nor cancelled, split by whether
     * their due time has passed (`past_due`, shown as overdue) or not (`open`).
     */
    unfinishedAssignments(tutorId: number, now: string) {
      return db
        .selectFrom('assignments')
        .select([
          'student_id',
          sql<number>`sum(case when due_at >= ${now} then 1 else 0 end)`.as('open'),
          sql<number>`sum(case when due_at < ${now} then 1 else 0 end)`.as('overdue'),
        ])
        .where('tutor_id', '=', tutorId)
        .where('completed_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .groupBy('student_id')
        .execute();
    },
  };
}
