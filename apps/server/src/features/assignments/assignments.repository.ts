import type { AssignmentStatus } from '@taskas/contracts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, NewTask } from '../../db/schema.ts';

export type AssignmentListStatus = AssignmentStatus | 'all' | 'active';

/** The `app_meta` key holding the reminder scheduler's last completed run (ISO UTC). */
export const SCHEDULER_LAST_RUN_KEY = 'scheduler_last_run_at';

/** Who is listing: a student their own, a tutor those they made for students still linked, an admin any. */
export type AssignmentScope =
  | { role: 'student'; studentId: number }
  | { role: 'tutor'; tutorId: number; studentId?: number }
  | { role: 'admin'; studentId?: number };

const ASSIGNMENT_COLUMNS = [
  'a.id',
  'a.group_id',
  'a.tutor_id',
  'a.student_id',
  'a.title',
  'a.instructions',
  'a.due_at',
  'a.created_at',
  'a.updated_at',
  'a.completed_at',
  'a.cancelled_at',
  't.username as tutor_username',
  't.first_name as tutor_first_name',
  't.last_name as tutor_last_name',
  's.username as student_username',
  's.first_name as student_first_name',
  's.last_name as student_last_name',
] as const;

type Scoped = ExpressionBuilder<Database & { a: Database['assignments'] }, 'a'>;

/** The status rule of the contract as SQL: `now` is an ISO UTC string, compared as text on both dialects. */
function statusCondition(eb: Scoped, status: Exclude<AssignmentListStatus, 'all'>, now: string) {
  const live = [eb('a.cancelled_at', 'is', null), eb('a.completed_at', 'is', null)];
  switch (status) {
    case 'cancelled':
      return eb('a.cancelled_at', 'is not', null);
    case 'completed':
      return eb.and([eb('a.cancelled_at', 'is', null), eb('a.completed_at', 'is not', null)]);
    case 'past_due':
      return eb.and([...live, eb('a.due_at', '<', now)]);
    case 'open':
      return eb.and([...live, eb('a.due_at', '>=', now)]);
    case 'active':
      return eb.and(live);
  }
}

export type NewAssignment = Omit<Database['assignments'], 'id'>;

/**
 * Assignments and the tasks in them. Every function also runs inside a transaction (pass it as `db`).
 */
export function createAssignmentsRepository(db: Kysely<Database>) {
  const withPeople = () =>
    db
      .selectFrom('assignments as a')
      .innerJoin('users as t', 't.id', 'a.tutor_id')
      .innerJoin('users as s', 's.id', 'a.student_id')
      .select(ASSIGNMENT_COLUMNS);

  return {
    /** One page of the scope's assignments with the status, ordered by due time (then id) either way. */
    async list(
      scope: AssignmentScope,
      filter: { status: AssignmentListStatus; now: string; order: 'asc' | 'desc' },
      page: { limit: number; offset: number },
    ) {
      const scoped = (query: ReturnType<typeof withPeople>) => {
        let q = query;
        const { status } = filter;
        if (status !== 'all')
          q = q.where((eb) => statusCondition(eb as unknown as Scoped, status, filter.now));
        if (scope.role === 'student') return q.where('a.student_id', '=', scope.studentId);
        if (scope.studentId !== undefined) q = q.where('a.student_id', '=', scope.studentId);
        if (scope.role === 'tutor') {
          const { tutorId } = scope;
          q = q
            .where('a.tutor_id', '=', tutorId)
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('tutor_students as ts')
                  .select('ts.student_id')
                  .where('ts.tutor_id', '=', tutorId)
                  .whereRef('ts.student_id', '=', 'a.student_id'),
              ),
            );
        }
        return q;
      };
      const rows = await scoped(withPeople())
        .orderBy('a.due_at', filter.order)
        .orderBy('a.id', filter.order)
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const counted = await scoped(withPeople())
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      return { rows, total: Number(counted?.total ?? 0) };
    },

    findMany(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return withPeople().where('a.id', 'in', ids).execute();
    },

    find(id: number) {
      return db.selectFrom('assignments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The tasks of these assignments in their order, with each one's result in its assignment. */
    tasksOf(assignmentIds: number[]) {
      if (assignmentIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('assignment_tasks as at')
        .innerJoin('tasks', 'tasks.id', 'at.task_id')
        .select([
          'at.assignment_id',
          'at.task_id',
          'at.position',
          'at.attempts',
          'at.late_attempts',
          'at.best_score',
          'at.solved_at',
          'at.last_attempt_at',
          'tasks.title',
          'tasks.problem',
          'tasks.difficulty',
          'tasks.topic',
          'tasks.skill_id',
          'tasks.source',
          'tasks.language',
        ])
        .where('at.assignment_id', 'in', assignmentIds)
        .orderBy('at.assignment_id')
        .orderBy('at.position')
        .execute();
    },

    /**
     * Per assignment: tasks, tasks solved on time, the sum of their best scores, the on-time answers and
     * the late ones.
     */
    async statsOf(assignmentIds: number[]) {
      if (assignmentIds.length === 0) return new Map<number, AssignmentStats>();
      const rows = await db
        .selectFrom('assignment_tasks')
        .select((eb) => [
          'assignment_id',
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('solved_at', 'is not', null).then(1).else(0).end()).as('solved'),
          eb.fn.sum<number>(eb.fn.coalesce('best_score', eb.lit(0))).as('score_sum'),
          eb.fn.sum<number>('attempts').as('attempts'),
          eb.fn.sum<number>('late_attempts').as('late_attempts'),
        ])
        .where('assignment_id', 'in', assignmentIds)
        .groupBy('assignment_id')
        .execute();
      return new Map(
        rows.map((r) => [
          r.assignment_id,
          {
            total: Number(r.total),
            solved: Number(r.solved ?? 0),
            scoreSum: Number(r.score_sum ?? 0),
            attempts: Number(r.attempts ?? 0),
            lateAttempts: Number(r.late_attempts ?? 0),
          },
        ]),
      );
    },

    async insertAssignment(row: NewAssignment): Promise<number> {
      const { id } = await db.insertInto('assignments').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async insertTasks(rows: { assignment_id: number; task_id: number; position: number }[]) {
      // Bounded statements: a class of 200 students with 30 tasks each is 6,000 rows.
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('assignment_tasks')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    },

    /** Generated tasks, answered as `problem_id` → id (the problem ids are new and unique). */
    async insertGeneratedTasks(records: NewTask[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let i = 0; i < records.length; i += 100) {
        const rows = await db
          .insertInto('tasks')
          .values(records.slice(i, i + 100))
          .returning(['id', 'problem_id'])
          .execute();
        for (const row of rows) ids.set(row.problem_id, row.id);
      }
      return ids;
    },

    /** The tasks (by id) the tutor may assign: public ones and the tutor's own. */
    async assignableTaskIds(tutorId: number, ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('tasks')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('visibility', '=', 'public'), eb('owner_id', '=', tutorId)]))
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The students among `ids` linked to the tutor, with their language. */
    async linkedStudents(tutorId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('tutor_students as ts')
        .innerJoin('users', 'users.id', 'ts.student_id')
        .select(['users.id', 'users.preferred_language'])
        .where('ts.tutor_id', '=', tutorId)
        .where('ts.student_id', 'in', ids)
        .where('users.role', '=', 'student')
        .execute();
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

    /** The student's skills, lowest rating first. */
    masteryOf(studentId: number) {
      return db
        .selectFrom('skill_mastery')
        .select(['skill_id', 'rating'])
        .where('user_id', '=', studentId)
        .orderBy('rating')
        .orderBy('skill_id')
        .execute();
    },

    /**
     * A public task of the skill in the language that the student has not solved and that is not in
     * `exclude`, at the difficulty when there is one.
     */
    async unsolvedBankTask(
      studentId: number,
      skillId: string,
      language: 'lt' | 'en',
      difficulty: string,
      exclude: number[],
    ) {
      let query = db
        .selectFrom('tasks')
        .leftJoin('task_progress as p', (join) =>
          join.onRef('p.task_id', '=', 'tasks.id').on('p.user_id', '=', studentId),
        )
        .select('tasks.id')
        .where('tasks.skill_id', '=', skillId)
        .where('tasks.language', '=', language)
        .where('tasks.visibility', '=', 'public')
        .where((eb) => eb.or([eb('p.completed', 'is', null), eb('p.completed', '=', 0)]));
      if (exclude.length > 0) query = query.where('tasks.id', 'not in', exclude);
      const row = await query
        .orderBy(sql`case when ${sql.ref('tasks.difficulty')} = ${difficulty} then 0 else 1 end`)
        .orderBy('tasks.id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    /** Skills with public tasks in the language. */
    async skillIdsWithTasks(language: 'lt' | 'en') {
      const rows = await db
        .selectFrom('tasks')
        .select('skill_id')
        .distinct()
        .where('language', '=', language)
        .where('visibility', '=', 'public')
        .execute();
      return new Set(rows.map((r) => r.skill_id).filter((id): id is string => id !== null));
    },

    async update(
      id: number,
      changes: Partial<
        Pick<
          Database['assignments'],
          'title' | 'instructions' | 'due_at' | 'updated_at' | 'due_notified_at' | 'overdue_notified_at'
        >
      >,
    ) {
      await db.updateTable('assignments').set(changes).where('id', '=', id).execute();
    },

    async reorder(id: number, taskIds: number[]) {
      for (const [index, taskId] of taskIds.entries()) {
        await db
          .updateTable('assignment_tasks')
          .set({ position: index + 1 })
          .where('assignment_id', '=', id)
          .where('task_id', '=', taskId)
          .execute();
      }
    },

    /** Cancels the assignment unless it is cancelled already; answers whether this call did. */
    async cancel(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('assignments')
        .set({ cancelled_at: at, updated_at: at })
        .where('id', '=', id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The link between the two ended: what the tutor set the student and is still going is cancelled. */
    async cancelActive(tutorId: number, studentId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('assignments')
        .set({ cancelled_at: at, updated_at: at })
        .where('tutor_id', '=', tutorId)
        .where('student_id', '=', studentId)
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Live assignments due within the reminder window whose reminder no tick has sent yet, soonest first.
     * `now` and `until` are ISO UTC strings.
     */
    dueSoon(now: string, until: string, limit: number) {
      return db
        .selectFrom('assignments')
        .select(['id', 'student_id', 'title', 'due_at'])
        .where('cancelled_at', 'is', null)
        .where('completed_at', 'is', null)
        .where('due_notified_at', 'is', null)
        .where('due_at', '>', now)
        .where('due_at', '<=', until)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Live (not completed, not cancelled) assignments past their due time that no tick has reported yet. */
    overdue(now: string, limit: number) {
      return db
        .selectFrom('assignments as a')
        .innerJoin('users as s', 's.id', 'a.student_id')
        .select([
          'a.id',
          'a.tutor_id',
          'a.student_id',
          'a.title',
          'a.due_at',
          's.username',
          's.first_name',
          's.last_name',
        ])
        .where('a.cancelled_at', 'is', null)
        .where('a.completed_at', 'is', null)
        .where('a.overdue_notified_at', 'is', null)
        .where('a.due_at', '<', now)
        .orderBy('a.due_at')
        .orderBy('a.id')
        .limit(limit)
        .execute();
    },

    /** Later ticks skip it; only while the due time is still the one reminded of (a tutor may move it). */
    async markReminded(
      id: number,
      dueAt: string,
      column: 'due_notified_at' | 'overdue_notified_at',
      at: string,
    ) {
      await db
        .updateTable('assignments')
        .set({ [column]: at })
        .where('id', '=', id)
        .where('due_at', '=', dueAt)
        .execute();
    },

    /** Keeps when the reminder scheduler last finished a run (any instance's), for the admin dashboard. */
    async recordSchedulerRun(at: string) {
      await db
        .insertInto('app_meta')
        .values({ key: SCHEDULER_LAST_RUN_KEY, value: at, updated_at: at })
        // Instances finishing at the same moment: the latest run wins whoever writes last.
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: at, updated_at: at }).where('app_meta.value', '<', at),
        )
        .execute();
    },

    /** Whether a non-cancelled assignment of the student holds the task (it may then read and use it). */
    async holdsTask(studentId: number, taskId: number): Promise<boolean> {
      const row = await db
        .selectFrom('assignments as a')
        .innerJoin('assignment_tasks as at', 'at.assignment_id', 'a.id')
        .select('a.id')
        .where('a.student_id', '=', studentId)
        .where('a.cancelled_at', 'is', null)
        .where('at.task_id', '=', taskId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The student's assignment holding the task, if it is not cancelled: what an answer with
     * `assignment_id` needs before it is checked.
     */
    findGrant(studentId: number, assignmentId: number, taskId: number) {
      return db
        .selectFrom('assignments as a')
        .innerJoin('assignment_tasks as at', 'at.assignment_id', 'a.id')
        .select(['a.id', 'a.due_at', 'a.tutor_id'])
        .where('a.id', '=', assignmentId)
        .where('a.student_id', '=', studentId)
        .where('a.cancelled_at', 'is', null)
        .where('at.task_id', '=', taskId)
        .executeTakeFirst();
    },

    /**
     * Records one answer to a task of the assignment, inside the answer's transaction. The assignment row
     * is locked first (an update that changes nothing waits for another transaction holding it on
     * PostgreSQL; SQLite runs one writer at a time), so two answers finishing its last two tasks at once
     * see each other and exactly one of them completes it. On time (at or before the due time) the answer
     * counts: attempts, best score, first solve; later it is only counted as late work (decision 013).
     * Answers undefined when the assignment was cancelled meanwhile (the caller rolls back).
     */
    async recordAnswer(
      assignmentId: number,
      taskId: number,
      answer: { isCorrect: boolean; score: number; at: string },
    ) {
      const locked = await db
        .updateTable('assignments')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', assignmentId)
        .returning(['id', 'due_at', 'cancelled_at', 'completed_at', 'tutor_id', 'student_id', 'title'])
        .executeTakeFirst();
      if (!locked || locked.cancelled_at !== null) return undefined;
      const { isCorrect, score, at } = answer;
      const late = at > locked.due_at;
      await db
        .updateTable('assignment_tasks')
        .set((eb) => {
          if (late) return { late_attempts: eb('late_attempts', '+', 1), last_attempt_at: at };
          const best = eb.ref('best_score');
          return {
            attempts: eb('attempts', '+', 1),
            best_score: eb
              .case()
              .when(best, 'is', null)
              .then(score)
              .when(best, '<', score)
              .then(score)
              .else(best)
              .end(),
            solved_at: isCorrect ? eb.fn.coalesce('solved_at', eb.val(at)) : eb.ref('solved_at'),
            last_attempt_at: at,
          };
        })
        .where('assignment_id', '=', assignmentId)
        .where('task_id', '=', taskId)
        .execute();
      let completed = false;
      if (!late && isCorrect && locked.completed_at === null) {
        const open = await db
          .selectFrom('assignment_tasks')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('assignment_id', '=', assignmentId)
          .where('solved_at', 'is', null)
          .executeTakeFirst();
        if (Number(open?.count ?? 0) === 0) {
          const done = await db
            .updateTable('assignments')
            .set({ completed_at: at })
            .where('id', '=', assignmentId)
            .where('completed_at', 'is', null)
            .executeTakeFirst();
          completed = Number(done.numUpdatedRows) > 0;
        }
      }
      return { ...locked, late, completed };
    },
  };
}

export type AssignmentStats = {
  total: number;
  solved: number;
  scoreSum: number;
  attempts: number;
  lateAttempts: number;
};
export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
export type AssignmentWithPeople = Awaited<ReturnType<AssignmentsRepository['findMany']>>[number];
export type AssignmentTaskWithTask = Awaited<ReturnType<AssignmentsRepository['tasksOf']>>[number];
