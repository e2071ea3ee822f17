import { type Expression, type Kysely, sql } from 'kysely';
import { containsText } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';
import { SCHEDULER_LAST_RUN_KEY } from '../assignments/assignments.repository.ts';

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The admin's whole-school reads: tutors with their figures and the dashboard's counts. Every count is
 * one grouped query over a time-bounded range (migration 010's indexes), never a query per row.
 */
export function createAdminDashboardRepository(db: Kysely<Database>) {
  return {
    /** Tutors (deleted ones left out) by first and last name, with their students and last activity. */
    async listTutors(filter: { q?: string; page: number; perPage: number }) {
      let query = db
        .selectFrom('users as u')
        .where('u.role', '=', 'tutor')
        .where('u.status', '!=', 'deleted');
      if (filter.q) {
        const search = filter.q;
        const matches = (text: Expression<string>) => containsText(text, search);
        query = query.where(({ or, ref }) =>
          or([
            matches(ref('u.username')),
            matches(ref('u.email')),
            matches(sql<string>`${ref('u.first_name')} || ' ' || ${ref('u.last_name')}`),
          ]),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const rows = await query
        .selectAll('u')
        .select((eb) => [
          eb
            .selectFrom('tutor_students as ts')
            .innerJoin('users as s', 's.id', 'ts.student_id')
            .whereRef('ts.tutor_id', '=', 'u.id')
            .where('s.status', '!=', 'deleted')
            .select((sb) => sb.fn.countAll<string | number>().as('n'))
            .as('student_count'),
          eb
            .selectFrom('sessions as se')
            .whereRef('se.user_id', '=', 'u.id')
            .select((sb) => sb.fn.max('se.last_activity_at').as('at'))
            .as('last_active_at'),
        ])
        .orderBy('u.first_name')
        .orderBy('u.last_name')
        .orderBy('u.id')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute();
      return {
        rows: rows.map((row) => ({
          ...row,
          student_count: count(row.student_count),
          last_active_at: row.last_active_at ?? null,
        })),
        total: count(total?.n),
      };
    },

    async accountsByRoleAndStatus() {
      const rows = await db
        .selectFrom('users')
        .select(['role', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy(['role', 'status'])
        .orderBy('role')
        .orderBy('status')
        .execute();
      return rows.map((row) => ({ role: row.role, status: row.status, count: count(row.n) }));
    },

    /** Students (not deleted) with session activity or an answer since `since`. */
    async activeStudentsSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('users as u')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('u.role', '=', 'student')
        .where('u.status', '!=', 'deleted')
        .where('u.id', 'in', (eb) =>
          eb
            .selectFrom('sessions')
            .select('user_id')
            .where('last_activity_at', '>=', since)
            // UNION ALL: `in` needs no distinct list, and SQLite then reads both by their time indexes.
            .unionAll(eb.selectFrom('attempts').select('user_id').where('created_at', '>=', since)),
        )
        .executeTakeFirst();
      return count(row?.n);
    },

    /** Answers and right answers per UTC day (YYYY-MM-DD) since `since`; days without any are absent. */
    async attemptsPerDay(since: string) {
      const day = sql<string>`substr(created_at, 1, 10)`;
      const rows = await db
        .selectFrom('attempts')
        .select([
          day.as('day'),
          (eb) => eb.fn.countAll<string | number>().as('attempts'),
          (eb) => eb.fn.sum<string | number>('is_correct').as('correct'),
        ])
        .where('created_at', '>=', since)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({
        day: row.day,
        attempts: count(row.attempts),
        correct: count(row.correct),
      }));
    },

    /** Answers and right answers per curriculum area since `since` (tasks without an area left out). */
    async attemptsByArea(since: string) {
      const rows = await db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .select([
          't.area_id',
          (eb) => eb.fn.countAll<string | number>().as('attempts'),
          (eb) => eb.fn.sum<string | number>('a.is_correct').as('correct'),
        ])
        .where('a.created_at', '>=', since)
        .where('t.area_id', 'is not', null)
        .groupBy('t.area_id')
        .execute();
      return rows.map((row) => ({
        area_id: row.area_id ?? '',
        attempts: count(row.attempts),
        correct: count(row.correct),
      }));
    },

    /** E-mails kept in the outbox table: all of them, and those since `since`. */
    async outbox(since: string) {
      const outbox = db.selectFrom('email_outbox');
      const counted = (query: typeof outbox) =>
        query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
      const [total, recent] = await Promise.all([
        counted(outbox),
        counted(outbox.where('created_at', '>=', since)),
      ]);
      return { total: count(total?.n), recent: count(recent?.n) };
    },

    async schedulerLastRun(): Promise<string | null> {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', SCHEDULER_LAST_RUN_KEY)
        .executeTakeFirst();
      return row?.value ?? null;
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
