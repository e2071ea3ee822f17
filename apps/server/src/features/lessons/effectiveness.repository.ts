import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whose lessons are measured: a tutor's linked students', or everyone's (an admin). */
export type EffectScope = { tutorId: number } | { tutorId: null };
export type EffectFilter = { skillId?: string; studentId?: number };

/** Answers without hints: how many, how many right. */
export type Tally = { attempts: number; correct: number };

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * An ISO-8601 UTC timestamp column moved `hours` later, as the same ISO text (`…T10:00:00.000Z`), so
 * it compares with the stored timestamps as text on both dialects.
 */
function hoursLater(db: Kysely<Database>, column: string, hours: number): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`to_char((${sql.ref(column)}::timestamptz + make_interval(hours => ${sql.lit(hours)})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref(column)}, ${sql.lit(`+${hours} hours`)})`;
}

const count = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
const correct = (condition: RawBuilder<unknown>) =>
  sql<number>`sum(case when ${condition} then ${sql.ref('a.is_correct')} else 0 end)`;

const tally = (attempts: unknown, right: unknown): Tally => ({
  attempts: Number(attempts ?? 0),
  correct: Number(right ?? 0),
});

/**
 * The queries of `GET /lessons/effectiveness`. Every sum is computed by the database (grouped by
 * lesson or by skill); no attempt is read into memory.
 */
export function createEffectivenessRepository(db: Kysely<Database>) {
  /** The scope's lessons (`l`), filtered. */
  const lessonsIn = (scope: EffectScope, filter: EffectFilter) => {
    let query = db.selectFrom('lessons as l');
    const { tutorId } = scope;
    if (tutorId !== null) {
      query = query.where('l.user_id', 'in', (eb) =>
        eb.selectFrom('tutor_students as ts').select('ts.student_id').where('ts.tutor_id', '=', tutorId),
      );
    }
    if (filter.skillId !== undefined) query = query.where('l.skill_id', '=', filter.skillId);
    if (filter.studentId !== undefined) query = query.where('l.user_id', '=', filter.studentId);
    return query;
  };

  /**
   * The lessons' students' hint-free answers on the lesson's skill, the lesson's own tasks left out;
   * `before` answers came before the lesson, `after` ones at least `afterHours` after it.
   */
  const answersAround = (scope: EffectScope, filter: EffectFilter, afterHours: number) => {
    const before = sql`${sql.ref('a.created_at')} < ${sql.ref('l.created_at')}`;
    const after = sql`${sql.ref('a.created_at')} >= ${hoursLater(db, 'l.created_at', afterHours)}`;
    const query = lessonsIn(scope, filter)
      .innerJoin('attempts as a', (join) =>
        join.onRef('a.user_id', '=', 'l.user_id').on('a.hints_used', '=', 0),
      )
      .innerJoin('tasks as t', (join) =>
        join.onRef('t.id', '=', 'a.task_id').onRef('t.skill_id', '=', 'l.skill_id'),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lesson_tasks as own')
              .select('own.task_id')
              .whereRef('own.lesson_id', '=', 'l.id')
              .whereRef('own.task_id', '=', 'a.task_id'),
          ),
        ),
      );
    const sums = [
      count(before).as('before_attempts'),
      correct(before).as('before_correct'),
      count(after).as('after_attempts'),
      correct(after).as('after_correct'),
    ] as const;
    return { query, sums };
  };

  return {
    /** The newest `limit` lessons of the scope with their students and ratings. */
    recent(scope: EffectScope, filter: EffectFilter, limit: number) {
      return lessonsIn(scope, filter)
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .leftJoin('lesson_feedback as f', (join) =>
          join.onRef('f.lesson_id', '=', 'l.id').onRef('f.user_id', '=', 'l.user_id'),
        )
        .select([
          'l.id',
          'l.user_id',
          'l.skill_id',
          'l.language',
          'l.created_at',
          'u.username',
          'u.first_name',
          'u.last_name',
          'f.rating',
        ])
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Before and after tallies of each of these lessons. */
    async byLesson(scope: EffectScope, filter: EffectFilter, lessonIds: number[], afterHours: number) {
      if (lessonIds.length === 0) return new Map<number, { before: Tally; after: Tally }>();
      const { query, sums } = answersAround(scope, filter, afterHours);
      const rows = await query
        .select(['l.id', ...sums])
        .where('l.id', 'in', lessonIds)
        .groupBy('l.id')
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            before: tally(r.before_attempts, r.before_correct),
            after: tally(r.after_attempts, r.after_correct),
          },
        ]),
      );
    },

    /** Before and after tallies summed over each skill's lessons. */
    async bySkill(scope: EffectScope, filter: EffectFilter, afterHours: number) {
      const { query, sums } = answersAround(scope, filter, afterHours);
      const rows = await query
        .select(['l.skill_id', ...sums])
        .groupBy('l.skill_id')
        .execute();
      return new Map(
        rows.map((r) => [
          r.skill_id,
          {
            before: tally(r.before_attempts, r.before_correct),
            after: tally(r.after_attempts, r.after_correct),
          },
        ]),
      );
    },

    /** Per skill: its lessons and their students. */
    async lessonCounts(scope: EffectScope, filter: EffectFilter) {
      const rows = await lessonsIn(scope, filter)
        .select((eb) => [
          'l.skill_id',
          eb.fn.countAll<number>().as('lessons'),
          eb.fn.count<number>('l.user_id').distinct().as('students'),
        ])
        .groupBy('l.skill_id')
        .orderBy('l.skill_id')
        .execute();
      return rows.map((r) => ({
        skillId: r.skill_id,
        lessons: Number(r.lessons),
        students: Number(r.students),
      }));
    },

    /** Students with a lesson in the scope, each once. */
    async studentCount(scope: EffectScope, filter: EffectFilter): Promise<number> {
      const row = await lessonsIn(scope, filter)
        .select((eb) => eb.fn.count<number>('l.user_id').distinct().as('students'))
        .executeTakeFirst();
      return Number(row?.students ?? 0);
    },

    /** The mean rating the scope's students gave their lessons, or null when none did. */
    async averageRating(scope: EffectScope, filter: EffectFilter): Promise<number | null> {
      const row = await lessonsIn(scope, filter)
        .innerJoin('lesson_feedback as f', (join) =>
          join.onRef('f.lesson_id', '=', 'l.id').onRef('f.user_id', '=', 'l.user_id'),
        )
        .select((eb) => [eb.fn.countAll<number>().as('ratings'), eb.fn.sum<number>('f.rating').as('total')])
        .executeTakeFirst();
      const ratings = Number(row?.ratings ?? 0);
      return ratings > 0 ? Number(row?.total ?? 0) / ratings : null;
    },

    /**
     * The comparison group of each skill: the scope's students who answered its tasks and never had a
     * lesson on it. Each student's hint-free answers on the skill, in time order, are split at the
     * middle by count: the first ⌊n/2⌋ are `earlier`, the last ⌊n/2⌋ `later` (an odd middle one is left
     * out, so both halves weigh the same).
     */
    async comparison(scope: EffectScope, skillIds: string[]) {
      if (skillIds.length === 0) return new Map<string, { students: number; earlier: Tally; later: Tally }>();
      const { tutorId } = scope;
      let answers = db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select((eb) => [
          'a.user_id',
          't.skill_id',
          'a.is_correct',
          eb.fn
            .agg<number>('row_number')
            .over((ob) => ob.partitionBy(['a.user_id', 't.skill_id']).orderBy('a.created_at').orderBy('a.id'))
            .as('rank'),
          eb.fn
            .countAll<number>()
            .over((ob) => ob.partitionBy(['a.user_id', 't.skill_id']))
            .as('n'),
        ])
        .where('a.hints_used', '=', 0)
        .where('u.role', '=', 'student')
        .where('t.skill_id', 'in', skillIds)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('lessons as had')
                .select('had.id')
                .whereRef('had.user_id', '=', 'a.user_id')
                .whereRef('had.skill_id', '=', 't.skill_id'),
            ),
          ),
        );
      if (tutorId !== null) {
        answers = answers.where('a.user_id', 'in', (eb) =>
          eb.selectFrom('tutor_students as ts').select('ts.student_id').where('ts.tutor_id', '=', tutorId),
        );
      }
      const half = (side: 'earlier' | 'later'): Expression<unknown> =>
        side === 'earlier'
          ? sql`${sql.ref('r.rank')} <= ${sql.ref('r.n')} / 2`
          : sql`${sql.ref('r.rank')} > ${sql.ref('r.n')} - ${sql.ref('r.n')} / 2`;
      const sumIf = (side: 'earlier' | 'later', value: 'one' | 'correct') =>
        sql<number>`sum(case when ${half(side)} then ${value === 'one' ? sql.lit(1) : sql.ref('r.is_correct')} else 0 end)`;
      const rows = await db
        .selectFrom(answers.as('r'))
        .select((eb) => [
          'r.skill_id',
          eb.fn.count<number>('r.user_id').distinct().as('students'),
          sumIf('earlier', 'one').as('earlier_attempts'),
          sumIf('earlier', 'correct').as('earlier_correct'),
          sumIf('later', 'one').as('later_attempts'),
          sumIf('later', 'correct').as('later_correct'),
        ])
        .groupBy('r.skill_id')
        .execute();
      return new Map(
        rows.flatMap((r) =>
          r.skill_id === null
            ? []
            : [
                [
                  r.skill_id,
                  {
                    students: Number(r.students),
                    earlier: tally(r.earlier_attempts, r.earlier_correct),
                    later: tally(r.later_attempts, r.later_correct),
                  },
                ] as const,
              ],
        ),
      );
    },
  };
}
