import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  createStudentTotalsRepository,
  creditedPoints,
} from '../student-totals/student-totals.repository.ts';

export function createScoreboardRepository(db: Kysely<Database>) {
  return {
    /** The student's kept totals (decision 023); zeros before their first answer. */
    async totals(userId: number) {
      const row = await createStudentTotalsRepository(db).find(userId);
      return {
        attempts: row?.attempts ?? 0,
        correct: row?.correct_attempts ?? 0,
        solved: row?.tasks_solved ?? 0,
        points: row?.points ?? 0,
        lastActiveDay: row?.last_active_day ?? null,
        activeRunDays: row?.active_run_days ?? 0,
      };
    },
    /** The latest answers along the (user, id) index: never a walk through everyone's. */
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
    /**
     * The user's credited points earned since the instant, each with when it was earned; only what was
     * solved from the instant's UTC day on is read.
     */
    creditedSince(userId: number, since: string) {
      return db
        .selectFrom(creditedPoints(db, [userId], since.slice(0, 10)).as('c'))
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
        .leftJoin('student_totals as t', 't.user_id', 'users.id')
        .select([
          'users.id',
          'users.first_name',
          sql<number>`coalesce(t.points, 0)`.as('points'),
          sql<number>`coalesce(t.tasks_solved, 0)`.as('solved'),
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
