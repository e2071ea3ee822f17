import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Users by id, or a query of their ids (a tutor's class: `tutor_students.student_id`). */
export type UserIds = number[] | SelectQueryBuilder<Database, 'tutor_students', { student_id: number }>;

/**
 * The points each user is credited with: the best score of every solved bank task, and of generated
 * tasks only the best one per skill, difficulty and day — generating task after task earns nothing more
 * than solving one (decision 009). One row per credited task or group, with when it was first solved;
 * sum them per user. One pass over the solved tasks: a bank task is a group of its own, generated ones
 * group by skill, difficulty and day (a class's dashboard reads thousands of them at once).
 */
function creditedPoints(db: Kysely<Database>, userIds: UserIds) {
  return db
    .selectFrom('task_progress as p')
    .innerJoin('tasks as t', 't.id', 'p.task_id')
    .where('p.user_id', 'in', userIds)
    .where('p.completed', '=', 1)
    .select([
      'p.user_id',
      sql<number>`max(coalesce(p.best_score, 0))`.as('points'),
      sql<string>`min(p.completed_at)`.as('credited_at'),
    ])
    .groupBy([
      'p.user_id',
      sql`case when t.source = 'generated' then null else p.task_id end`,
      sql`case when t.source = 'generated' then t.skill_id end`,
      sql`case when t.source = 'generated' then t.difficulty end`,
      sql`case when t.source = 'generated' then substr(p.completed_at, 1, 10) end`,
    ]);
}

/** Each user's points (`user_id`, `points`) as a query to join; users without any are left out. */
export function pointsOf(db: Kysely<Database>, userIds: UserIds) {
  return db
    .selectFrom(creditedPoints(db, userIds).as('c'))
    .select(['c.user_id', sql<number>`sum(c.points)`.as('points')])
    .groupBy('c.user_id');
}

export function createScoreboardRepository(db: Kysely<Database>) {
  return {
    async totals(userId: number) {
      const attempts = await db
        .selectFrom('attempts')
        .select([
          sql<number>`count(*)`.as('attempts'),
          sql<number>`coalesce(sum(is_correct), 0)`.as('correct'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const solved = await db
        .selectFrom('task_progress')
        .select(sql<number>`count(*)`.as('solved'))
        .where('user_id', '=', userId)
        .where('completed', '=', 1)
        .executeTakeFirst();
      const credited = await db
        .selectFrom(creditedPoints(db, [userId]).as('c'))
        .select(sql<number>`coalesce(sum(c.points), 0)`.as('points'))
        .executeTakeFirst();
      return {
        attempts: Number(attempts?.attempts ?? 0),
        correct: Number(attempts?.correct ?? 0),
        solved: Number(solved?.solved ?? 0),
        points: Number(credited?.points ?? 0),
      };
    },
    /** Distinct UTC days (YYYY-MM-DD) with an attempt, newest first. */
    async activeDays(userId: number) {
      const rows = await db
        .selectFrom('attempts')
        .select(sql<string>`substr(created_at, 1, 10)`.as('day'))
        .distinct()
        .where('user_id', '=', userId)
        .orderBy('day', 'desc')
        .limit(400)
        .execute();
      return rows.map((r) => r.day);
    },
    recent(userId: number, limit: number) {
      return db
        .selectFrom('attempts')
        .innerJoin('tasks', 'tasks.id', 'attempts.task_id')
        .select([
          'attempts.id as attempt_id',
          'attempts.task_id',
          'tasks.title',
          'attempts.is_correct',
          'attempts.score',
          'attempts.created_at as at',
        ])
        .where('attempts.user_id', '=', userId)
        .orderBy('attempts.id', 'desc')
        .limit(limit)
        .execute();
    },
    /** The user's credited points earned since the instant, each with when it was earned. */
    creditedSince(userId: number, since: string) {
      return db
        .selectFrom(creditedPoints(db, [userId]).as('c'))
        .select(['c.points', 'c.credited_at'])
        .where('c.credited_at', '>=', since)
        .execute();
    },
    /**
     * The answers since the instant that carried a confidence level, counted per UTC day and level with
     * how many were right: a row per day and level at most, read along the (user, time) index.
     */
    async confidenceSince(userId: number, since: string) {
      const day = sql<string>`substr(created_at, 1, 10)`;
      const rows = await db
        .selectFrom('attempts')
        .select([
          day.as('day'),
          sql<number>`confidence_level`.as('level'),
          sql<number>`count(*)`.as('answers'),
          sql<number>`sum(is_correct)`.as('correct'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .where('confidence_level', 'is not', null)
        .groupBy([day, 'confidence_level'])
        .execute();
      return rows.map((r) => ({
        day: r.day,
        level: Number(r.level),
        answers: Number(r.answers),
        correct: Number(r.correct),
      }));
    },
    mastery(userId: number) {
      return db.selectFrom('skill_mastery').selectAll().where('user_id', '=', userId).execute();
    },
    /** Points and solved tasks of the given students who did not opt out. */
    leaderboard(studentIds: number[]) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .leftJoin('user_preferences as s', 's.user_id', 'users.id')
        .leftJoin(
          db
            .selectFrom('task_progress')
            .select(['user_id', sql<number>`count(*)`.as('solved')])
            .where('user_id', 'in', studentIds)
            .where('completed', '=', 1)
            .groupBy('user_id')
            .as('p'),
          'p.user_id',
          'users.id',
        )
        .leftJoin(pointsOf(db, studentIds).as('credited'), 'credited.user_id', 'users.id')
        .select([
          'users.id',
          'users.first_name',
          sql<number>`coalesce(credited.points, 0)`.as('points'),
          sql<number>`coalesce(p.solved, 0)`.as('solved'),
        ])
        .where('users.id', 'in', studentIds)
        .where((eb) => eb.or([eb('s.leaderboard_opt_out', 'is', null), eb('s.leaderboard_opt_out', '=', 0)]))
        .execute();
    },
    /** Students linked to the tutor, or to any tutor of the student (their class). */
    async classmates(of: { tutorId?: number; studentId?: number }) {
      let tutorIds: number[] = of.tutorId ? [of.tutorId] : [];
      if (of.studentId) {
        const rows = await db
          .selectFrom('tutor_students')
          .select('tutor_id')
          .where('student_id', '=', of.studentId)
          .execute();
        tutorIds = rows.map((r) => r.tutor_id);
      }
      if (tutorIds.length === 0) return [];
      const rows = await db
        .selectFrom('tutor_students')
        .select('student_id')
        .distinct()
        .where('tutor_id', 'in', tutorIds)
        .execute();
      return rows.map((r) => r.student_id);
    },
  };
}
