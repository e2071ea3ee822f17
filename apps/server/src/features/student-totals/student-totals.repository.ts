import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/migrations/column-types.ts';
import type { Database, TaskProgressRow } from '../../db/schema.ts';
import { addDays, continuedRun, runOf } from './active-days.ts';

/**
 * The points each user is credited with: the best score of every solved bank task, and of generated
 * tasks only the best one per skill, difficulty and day — generating task after task earns nothing more
 * than solving one (decision 009). One row per credited task or group, with when it was first solved;
 * sum them per user. `solvedFrom` (a UTC day) leaves out what was solved before it: a generated group
 * lies within one UTC day, so no group is cut in two.
 */
export function creditedPoints(db: Kysely<Database>, userIds?: number[], solvedFrom?: string) {
  let query = db
    .selectFrom('task_progress as p')
    .innerJoin('tasks as t', 't.id', 'p.task_id')
    .where('p.completed', '=', 1);
  if (userIds) query = query.where('p.user_id', 'in', userIds);
  if (solvedFrom) query = query.where('p.completed_at', '>=', solvedFrom);
  return query
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

/**
 * The totals as history says they are, per user with any answer or solved task (all users, or the
 * given ones): what `rebuildStudentTotals` writes and what the tests compare the kept row with. The
 * streak's run is found as "gaps and islands": consecutive days minus their rank is one number per run.
 */
function recountQuery(db: Kysely<Database>, userIds?: number[]) {
  const dayNumber = isPostgres(db as Kysely<unknown>)
    ? sql<number>`cast(day as date) - date '1970-01-01'`
    : sql<number>`cast(julianday(day) as integer)`;
  return db
    .with('days', (qb) => {
      const days = qb
        .selectFrom('attempts')
        .select(['user_id', sql<string>`substr(created_at, 1, 10)`.as('day')])
        .distinct();
      return userIds ? days.where('user_id', 'in', userIds) : days;
    })
    .with('islands', (qb) =>
      qb
        .selectFrom('days')
        .select([
          'user_id',
          'day',
          sql<number>`${dayNumber} - row_number() over (partition by user_id order by day)`.as('island'),
        ]),
    )
    .with('runs', (qb) =>
      qb
        .selectFrom('islands')
        .select(['user_id', sql<string>`max(day)`.as('last_day'), sql<number>`count(*)`.as('run')])
        .groupBy(['user_id', 'island']),
    )
    .with('latest', (qb) =>
      qb
        .selectFrom('runs')
        .select(['user_id', sql<string>`max(last_day)`.as('last_day')])
        .groupBy('user_id'),
    )
    .with('answers', (qb) => {
      const answers = qb
        .selectFrom('attempts')
        .select([
          'user_id',
          sql<number>`count(*)`.as('attempts'),
          sql<number>`sum(is_correct)`.as('correct'),
          sql<string>`max(created_at)`.as('last_at'),
        ])
        .groupBy('user_id');
      return userIds ? answers.where('user_id', 'in', userIds) : answers;
    })
    .with('solved', (qb) => {
      const solved = qb
        .selectFrom('task_progress')
        .select(['user_id', sql<number>`count(*)`.as('solved')])
        .where('completed', '=', 1)
        .groupBy('user_id');
      return userIds ? solved.where('user_id', 'in', userIds) : solved;
    })
    .with('credited', () =>
      db
        .selectFrom(creditedPoints(db, userIds).as('c'))
        .select(['c.user_id', sql<number>`sum(c.points)`.as('points')])
        .groupBy('c.user_id'),
    )
    .with('people', (qb) =>
      qb.selectFrom('answers').select('user_id').union(qb.selectFrom('solved').select('user_id')),
    )
    .selectFrom('people as u')
    .leftJoin('answers as a', 'a.user_id', 'u.user_id')
    .leftJoin('solved as s', 's.user_id', 'u.user_id')
    .leftJoin('credited as c', 'c.user_id', 'u.user_id')
    .leftJoin('latest as l', 'l.user_id', 'u.user_id')
    .leftJoin('runs as r', (join) =>
      join.onRef('r.user_id', '=', 'l.user_id').onRef('r.last_day', '=', 'l.last_day'),
    )
    .select([
      'u.user_id',
      sql<number>`coalesce(c.points, 0)`.as('points'),
      sql<number>`coalesce(s.solved, 0)`.as('tasks_solved'),
      sql<number>`coalesce(a.attempts, 0)`.as('attempts'),
      sql<number>`coalesce(a.correct, 0)`.as('correct_attempts'),
      'r.last_day as last_active_day',
      sql<number>`coalesce(r.run, 0)`.as('active_run_days'),
      'a.last_at as last_attempt_at',
    ]);
}

export type StudentTotals = Database['student_totals'];

/** The totals of the given users recounted from their history (users without any are left out). */
export async function recountStudentTotals(
  db: Kysely<Database>,
  userIds: number[],
): Promise<StudentTotals[]> {
  if (userIds.length === 0) return [];
  const rows = await recountQuery(db, userIds).orderBy('u.user_id').execute();
  // PostgreSQL answers counts and sums as strings.
  return rows.map((r) => ({
    user_id: Number(r.user_id),
    points: Number(r.points),
    tasks_solved: Number(r.tasks_solved),
    attempts: Number(r.attempts),
    correct_attempts: Number(r.correct_attempts),
    last_active_day: r.last_active_day ?? null,
    active_run_days: Number(r.active_run_days),
    last_attempt_at: r.last_attempt_at ?? null,
  }));
}

/**
 * Replaces every student's totals by a recount of the whole history, in set-based statements: the
 * backfill of migration 015, and what to call after writing attempts or progress other than through
 * the answer route (bulk-loaded benchmark data, a repair). Runs in the caller's transaction if given
 * one, else in its own, so readers never see the table half filled.
 */
export async function rebuildStudentTotals(db: Kysely<Database>): Promise<void> {
  const rebuild = async (trx: Kysely<Database>) => {
    await trx.deleteFrom('student_totals').execute();
    await trx
      .insertInto('student_totals')
      .columns([
        'user_id',
        'points',
        'tasks_solved',
        'attempts',
        'correct_attempts',
        'last_active_day',
        'active_run_days',
        'last_attempt_at',
      ])
      .expression(recountQuery(trx))
      .execute();
  };
  if (db.isTransaction) await rebuild(db);
  else await db.transaction().execute(rebuild);
}

/** What one stored answer changes. */
export type AnswerTotals = { isCorrect: boolean; solvedNow: boolean; points: number; at: string };

type PointsTask = { id: number; source: string; skill_id: string | null; difficulty: string };

export function createStudentTotalsRepository(db: Kysely<Database>) {
  return {
    find(userId: number) {
      return db.selectFrom('student_totals').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * The student's row, created empty when missing and locked until the transaction ends: an upsert
     * that changes nothing waits for another transaction holding the row (PostgreSQL). Taken first in
     * an answer's transaction, it puts one student's answers one after another, so the points of a
     * generated task's group are read after the other answer in it is committed. Call it in a transaction.
     */
    lock(userId: number) {
      return db
        .insertInto('student_totals')
        .values({
          user_id: userId,
          points: 0,
          tasks_solved: 0,
          attempts: 0,
          correct_attempts: 0,
          last_active_day: null,
          active_run_days: 0,
          last_attempt_at: null,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ user_id: (eb) => eb.ref('excluded.user_id') }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * The points a right answer with `score` adds (decision 009), from the task's progress before it:
     * the change of its own best score for a bank task; for a generated task the change of the best
     * of its group (skill, difficulty and the UTC day it was first solved), so only that group is read.
     */
    async pointsGained(
      userId: number,
      task: PointsTask,
      before: Pick<TaskProgressRow, 'completed' | 'best_score' | 'completed_at'>,
      score: number,
      at: string,
    ): Promise<number> {
      const solved = before.completed === 1;
      const was = solved ? (before.best_score ?? 0) : 0;
      const now = Math.max(was, score);
      if (task.source !== 'generated' || (solved && now === was)) return now - was;
      const day = (solved ? (before.completed_at ?? at) : at).slice(0, 10);
      const others = await db
        .selectFrom('task_progress as p')
        .innerJoin('tasks as t', 't.id', 'p.task_id')
        .select(sql<number | null>`max(coalesce(p.best_score, 0))`.as('best'))
        .where('p.user_id', '=', userId)
        .where('p.completed', '=', 1)
        .where('p.completed_at', '>=', day)
        .where('p.completed_at', '<', addDays(day, 1))
        .where('p.task_id', '!=', task.id)
        .where('t.source', '=', 'generated')
        .where('t.skill_id', task.skill_id === null ? 'is' : '=', task.skill_id)
        .where('t.difficulty', '=', task.difficulty as Database['tasks']['difficulty'])
        .executeTakeFirst();
      const groupBest = Number(others?.best ?? 0);
      return Math.max(groupBest, now) - Math.max(groupBest, was);
    },

    /**
     * Adds a stored answer to the row `lock` returned. Counters grow in the statement itself, so they
     * stay right even unlocked; the streak's run needs the locked row (and, rarely, the history).
     */
    async add(locked: StudentTotals, change: AnswerTotals): Promise<void> {
      const userId = locked.user_id;
      const day = change.at.slice(0, 10);
      const before = { lastActiveDay: locked.last_active_day, run: locked.active_run_days };
      let after = continuedRun(before, day);
      if (!after) {
        const rows = await db
          .selectFrom('attempts')
          .select(sql<string>`substr(created_at, 1, 10)`.as('day'))
          .distinct()
          .where('user_id', '=', userId)
          .orderBy('day', 'desc')
          .execute();
        after = { lastActiveDay: before.lastActiveDay, run: runOf(rows.map((r) => r.day)) };
      }
      await db
        .updateTable('student_totals')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          correct_attempts: eb('correct_attempts', '+', change.isCorrect ? 1 : 0),
          tasks_solved: eb('tasks_solved', '+', change.solvedNow ? 1 : 0),
          points: eb('points', '+', change.points),
          last_active_day: after.lastActiveDay,
          active_run_days: after.run,
          last_attempt_at: eb
            .case()
            .when('last_attempt_at', '>=', change.at)
            .then(eb.ref('last_attempt_at'))
            .else(change.at)
            .end(),
        }))
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
