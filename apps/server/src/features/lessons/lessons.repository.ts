import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LessonPlan } from './lesson-content.ts';

/** Whose lessons a list shows: a student their own, a tutor their linked students', an admin anyone's. */
export type LessonScope =
  | { role: 'student'; studentId: number }
  | { role: 'tutor'; tutorId: number; studentId?: number }
  | { role: 'admin'; studentId?: number };

const LESSON_COLUMNS = [
  'l.id',
  'l.user_id',
  'l.created_by',
  'l.skill_id',
  'l.topic_id',
  'l.grade',
  'l.language',
  'l.difficulty',
  'l.reason',
  'l.goal',
  'l.explanation',
  'l.explanation_source',
  'l.worked_examples',
  'l.assignment_id',
  'l.created_at',
  'l.completed_at',
  'u.username',
  'u.first_name',
  'u.last_name',
] as const;

/** Rows a statement writes at most. */
const BATCH = 100;

/**
 * Lessons, their tasks and feedback. Every function also runs inside a transaction (pass it as `db`).
 */
export function createLessonsRepository(db: Kysely<Database>) {
  const withStudent = () =>
    db.selectFrom('lessons as l').innerJoin('users as u', 'u.id', 'l.user_id').select(LESSON_COLUMNS);

  return {
    /**
     * Stores the lesson's tasks, the lesson and the links between them; answers the lesson's id. Run it
     * inside a transaction, so a failure leaves neither tasks nor lesson behind; then call `tasksChanged`.
     */
    async insert(plan: LessonPlan): Promise<number> {
      const ids = new Map<string, number>();
      const records = plan.tasks.map((t) => t.record);
      for (let i = 0; i < records.length; i += BATCH) {
        const rows = await db
          .insertInto('tasks')
          .values(records.slice(i, i + BATCH))
          .returning(['id', 'problem_id'])
          .execute();
        for (const row of rows) ids.set(row.problem_id, row.id);
      }
      const { id } = await db
        .insertInto('lessons')
        .values(plan.row)
        .returning('id')
        .executeTakeFirstOrThrow();
      const links = plan.tasks.map((t) => {
        const taskId = ids.get(t.record.problem_id);
        if (taskId === undefined) throw new Error(`the lesson task ${t.record.problem_id} was not stored`);
        return { lesson_id: id, task_id: taskId, part: t.part, position: t.position };
      });
      await db.insertInto('lesson_tasks').values(links).execute();
      return id;
    },

    async setExplanation(id: number, explanation: string) {
      await db
        .updateTable('lessons')
        .set({ explanation, explanation_source: 'llm' })
        .where('id', '=', id)
        .execute();
    },

    /** Set once: the first reader of a completed lesson writes when it was completed. */
    async markCompleted(id: number, at: string) {
      await db
        .updateTable('lessons')
        .set({ completed_at: at })
        .where('id', '=', id)
        .where('completed_at', 'is', null)
        .execute();
    },

    find(id: number) {
      return withStudent().where('l.id', '=', id).executeTakeFirst();
    },

    /** One page of the scope's lessons, newest first, and how many there are. */
    async list(scope: LessonScope, filter: { skillId?: string }, page: { limit: number; offset: number }) {
      const scoped = <Q extends ReturnType<typeof withStudent>>(query: Q): Q => {
        let q = query;
        if (filter.skillId !== undefined) q = q.where('l.skill_id', '=', filter.skillId) as Q;
        if (scope.role === 'student') return q.where('l.user_id', '=', scope.studentId) as Q;
        if (scope.studentId !== undefined) q = q.where('l.user_id', '=', scope.studentId) as Q;
        if (scope.role === 'tutor') {
          const { tutorId } = scope;
          q = q.where('l.user_id', 'in', (eb) =>
            eb.selectFrom('tutor_students as ts').select('ts.student_id').where('ts.tutor_id', '=', tutorId),
          ) as Q;
        }
        return q;
      };
      const rows = await scoped(withStudent())
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const counted = await scoped(withStudent())
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return { rows, total: Number(counted?.total ?? 0) };
    },

    /** The lessons made with these assignments (one per assignment). */
    byAssignments(assignmentIds: number[]) {
      if (assignmentIds.length === 0) return Promise.resolve([]);
      return withStudent().where('l.assignment_id', 'in', assignmentIds).execute();
    },

    /**
     * The tasks of these lessons in part and position order, with the student's progress on each and
     * their first answer to it (right or not, and when).
     */
    async tasksOf(lessonIds: number[]) {
      if (lessonIds.length === 0) return [];
      const rows = await db
        .selectFrom('lesson_tasks as lt')
        .innerJoin('lessons as l', 'l.id', 'lt.lesson_id')
        .innerJoin('tasks as t', 't.id', 'lt.task_id')
        .leftJoin('task_progress as p', (join) =>
          join.onRef('p.task_id', '=', 'lt.task_id').onRef('p.user_id', '=', 'l.user_id'),
        )
        .select((eb) => [
          'lt.lesson_id',
          'lt.task_id',
          'lt.part',
          'lt.position',
          't.title',
          't.problem',
          't.difficulty',
          'p.attempts',
          'p.completed',
          eb
            .selectFrom('attempts as a')
            .select('a.is_correct')
            .whereRef('a.user_id', '=', 'l.user_id')
            .whereRef('a.task_id', '=', 'lt.task_id')
            .orderBy('a.id')
            .limit(1)
            .as('first_correct'),
          eb
            .selectFrom('attempts as a')
            .select('a.created_at')
            .whereRef('a.user_id', '=', 'l.user_id')
            .whereRef('a.task_id', '=', 'lt.task_id')
            .orderBy('a.id')
            .limit(1)
            .as('first_at'),
        ])
        .where('lt.lesson_id', 'in', lessonIds)
        .orderBy('lt.lesson_id')
        .orderBy('lt.part')
        .orderBy('lt.position')
        .execute();
      return rows.map((r) => ({
        lesson_id: r.lesson_id,
        task_id: r.task_id,
        part: r.part,
        position: r.position,
        title: r.title,
        problem: r.problem,
        difficulty: r.difficulty,
        attempts: Number(r.attempts ?? 0),
        solved: Number(r.completed ?? 0) === 1,
        first_try_correct:
          r.first_correct === null || r.first_correct === undefined ? null : Number(r.first_correct) === 1,
        first_at: r.first_at ?? null,
      }));
    },

    /** The feedback the lessons' students gave (one each at most). */
    feedbackOf(lessonIds: number[]) {
      if (lessonIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('lesson_feedback as f')
        .innerJoin('lessons as l', (join) =>
          join.onRef('l.id', '=', 'f.lesson_id').onRef('l.user_id', '=', 'f.user_id'),
        )
        .select(['f.lesson_id', 'f.rating', 'f.comment', 'f.created_at', 'f.updated_at'])
        .where('f.lesson_id', 'in', lessonIds)
        .execute();
    },

    /** Stores the student's feedback; given again, it replaces the first (keeping when it was first given). */
    async saveFeedback(row: {
      lesson_id: number;
      user_id: number;
      rating: number;
      comment: string;
      check_results: string;
      check_correct: number | null;
      check_total: number | null;
      at: string;
    }) {
      const { at, ...values } = row;
      return db
        .insertInto('lesson_feedback')
        .values({ ...values, created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['lesson_id', 'user_id']).doUpdateSet({
            rating: values.rating,
            comment: values.comment,
            check_results: values.check_results,
            check_correct: values.check_correct,
            check_total: values.check_total,
            updated_at: at,
          }),
        )
        .returning(['created_at', 'updated_at'])
        .executeTakeFirstOrThrow();
    },

    async isLinked(tutorId: number, studentId: number): Promise<boolean> {
      const row = await db
        .selectFrom('tutor_students')
        .select('student_id')
        .where('tutor_id', '=', tutorId)
        .where('student_id', '=', studentId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The grade the student practises in now: the most common grade of the tasks of their latest
     * answers (the latest such answer breaks a tie), or undefined before any.
     */
    async recentGrade(userId: number, answers = 10): Promise<number | undefined> {
      const rows = await db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .select(['t.grade'])
        .where('a.user_id', '=', userId)
        .where('t.grade', 'is not', null)
        .orderBy('a.id', 'desc')
        .limit(answers)
        .execute();
      const counts = new Map<number, number>();
      for (const { grade } of rows) if (grade !== null) counts.set(grade, (counts.get(grade) ?? 0) + 1);
      let best: number | undefined;
      for (const [grade, count] of counts)
        if (best === undefined || count > (counts.get(best) ?? 0)) best = grade;
      return best;
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
export type LessonWithStudent = NonNullable<Awaited<ReturnType<LessonsRepository['find']>>>;
export type LessonTaskState = Awaited<ReturnType<LessonsRepository['tasksOf']>>[number];
