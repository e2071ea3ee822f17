import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
        .select([sql<number>`count(*)`.as('solved'), sql<number>`coalesce(sum(best_score), 0)`.as('points')])
        .where('user_id', '=', userId)
        .where('completed', '=', 1)
        .executeTakeFirst();
      return {
        attempts: Number(attempts?.attempts ?? 0),
        correct: Number(attempts?.correct ?? 0),
        solved: Number(solved?.solved ?? 0),
        points: Number(solved?.points ?? 0),
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
    mastery(userId: number) {
      return db.selectFrom('skill_mastery').selectAll().where('user_id', '=', userId).execute();
    },
    /** Points and solved tasks of the given students who did not opt out. */
    leaderboard(studentIds: number[]) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .leftJoin('practice_settings as s', 's.user_id', 'users.id')
        .leftJoin('task_progress as p', (join) =>
          join.onRef('p.user_id', '=', 'users.id').on('p.completed', '=', 1),
        )
        .select([
          'users.id',
          'users.first_name',
          sql<number>`coalesce(sum(p.best_score), 0)`.as('points'),
          sql<number>`count(p.task_id)`.as('solved'),
        ])
        .where('users.id', 'in', studentIds)
        .where((eb) => eb.or([eb('s.leaderboard_opt_out', 'is', null), eb('s.leaderboard_opt_out', '=', 0)]))
        .groupBy(['users.id', 'users.first_name'])
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
    findSettings(userId: number) {
      return db.selectFrom('practice_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async saveSettings(
      userId: number,
      values: { difficulty: string; leaderboard_opt_out: number },
      at: string,
    ) {
      await db
        .insertInto('practice_settings')
        .values({ user_id: userId, ...values, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
        .execute();
    },
  };
}
