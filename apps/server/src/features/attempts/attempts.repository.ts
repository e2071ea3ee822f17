import { type Kysely, sql } from 'kysely';
import { type Param, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { createStudentTotalsRepository } from '../student-totals/student-totals.repository.ts';

export type NewAttempt = Omit<Database['attempts'], 'id'>;

// What every answer runs, built once (db/prepared-query.ts): the progress lock and the attempt's insert.
const LOCK_PROGRESS = preparedQuery(
  (db: Kysely<Database>, param: Param<{ userId: number; taskId: number; at: string }>) =>
    db
      .insertInto('task_progress')
      .values({
        user_id: param('userId'),
        task_id: param('taskId'),
        attempts: 0,
        wrong_attempts: 0,
        hints_used: 0,
        completed: 0,
        revealed: 0,
        best_score: null,
        completed_at: null,
        updated_at: param('at'),
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'task_id']).doUpdateSet({ user_id: (eb) => eb.ref('excluded.user_id') }),
      )
      .returningAll(),
);

type ProgressChange = { userId: number; taskId: number; hintsUsed: number; score: number; at: string };

/**
 * Adds one attempt to the caller's progress on the task: one upsert that computes the new counters
 * from the stored row, so it needs no read first and two racing answers both count. A right and a
 * wrong answer change different columns: two statements, each built once.
 */
const recordProgressQuery = (isCorrect: boolean) =>
  preparedQuery((db: Kysely<Database>, param: Param<ProgressChange>) =>
    db
      .insertInto('task_progress')
      .values({
        user_id: param('userId'),
        task_id: param('taskId'),
        attempts: 1,
        wrong_attempts: isCorrect ? 0 : 1,
        hints_used: param('hintsUsed'),
        completed: isCorrect ? 1 : 0,
        revealed: 0,
        best_score: isCorrect ? param('score') : null,
        completed_at: isCorrect ? param('at') : null,
        updated_at: param('at'),
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'task_id']).doUpdateSet((eb) => {
          type Counter = 'attempts' | 'wrong_attempts' | 'hints_used' | 'completed';
          const stored = (column: Counter) => eb.ref(`task_progress.${column}`);
          const common = {
            attempts: eb(stored('attempts'), '+', 1),
            hints_used: eb
              .case()
              .when(stored('hints_used'), '>', param('hintsUsed'))
              .then(stored('hints_used'))
              .else(param('hintsUsed'))
              .end(),
            updated_at: param('at'),
          };
          if (!isCorrect) return { ...common, wrong_attempts: eb(stored('wrong_attempts'), '+', 1) };
          const bestSoFar = eb.fn.coalesce('task_progress.best_score', eb.val(0));
          return {
            ...common,
            completed: 1,
            best_score: eb
              .case()
              .when(bestSoFar, '>', param('score'))
              .then(bestSoFar)
              .else(param('score'))
              .end(),
            // The first solve keeps its date.
            completed_at: eb
              .case()
              .when(stored('completed'), '=', 1)
              .then(eb.ref('task_progress.completed_at'))
              .else(param('at'))
              .end(),
          };
        }),
      ),
  );
const RECORD_PROGRESS = { right: recordProgressQuery(true), wrong: recordProgressQuery(false) };

/** Every column of an attempt, so the insert's statement is the same for every answer. */
const ATTEMPT_COLUMNS: Record<keyof NewAttempt, true> = {
  user_id: true,
  task_id: true,
  assignment_id: true,
  answer: true,
  input_format: true,
  work_shown: true,
  work_first_error: true,
  work_result: true,
  time_spent: true,
  hints_used: true,
  device_info: true,
  steps_completed: true,
  confidence_level: true,
  is_correct: true,
  score: true,
  feedback_key: true,
  result: true,
  created_at: true,
};

const INSERT_ATTEMPT = preparedQuery((db: Kysely<Database>, param: Param<NewAttempt>) =>
  db
    .insertInto('attempts')
    .values(
      Object.fromEntries(
        (Object.keys(ATTEMPT_COLUMNS) as (keyof NewAttempt)[]).map((column) => [column, param(column)]),
      ) as NewAttempt,
    )
    .returning('id'),
);

export function createAttemptsRepository(db: Kysely<Database>) {
  const totals = createStudentTotalsRepository(db);
  return {
    findProgress(userId: number, taskId: number) {
      return db
        .selectFrom('task_progress')
        .selectAll()
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .executeTakeFirst();
    },
    /**
     * The caller's progress on the task, created empty when missing and locked until the transaction
     * ends: an upsert that changes nothing waits for another transaction holding the row (PostgreSQL)
     * and returns the latest committed values, so racing answers are scored one after another.
     * SQLite runs one transaction at a time anyway. Call it inside a transaction.
     */
    lockProgress(userId: number, taskId: number, at: string) {
      return LOCK_PROGRESS.executeTakeFirst(db, { userId, taskId, at }).then((row) => {
        if (!row) throw new Error(`no progress row for user ${userId} and task ${taskId}`);
        return row;
      });
    },
    async insertAttempt(attempt: NewAttempt) {
      const row = await INSERT_ATTEMPT.executeTakeFirst(db, attempt);
      if (!row) throw new Error('the attempt was not stored');
      return row.id;
    },
    /**
     * Adds one attempt to the caller's progress on the task: one upsert that computes the new counters
     * from the stored row, so it needs no read first and two racing answers both count.
     */
    async recordProgress(
      userId: number,
      taskId: number,
      change: { isCorrect: boolean; score: number; hintsUsed: number; at: string },
    ) {
      const { isCorrect, score, hintsUsed, at } = change;
      const query = isCorrect ? RECORD_PROGRESS.right : RECORD_PROGRESS.wrong;
      await query.execute(db, {
        userId,
        taskId,
        hintsUsed: Math.max(0, hintsUsed),
        score: Math.max(0, score),
        at,
      });
    },
    /**
     * Counts a hint rung (or the worked solution) on the caller's progress: one upsert that keeps the
     * larger count and never un-reveals, so two hint requests racing cannot lose the higher rung.
     * Answers the count as stored.
     */
    async recordHelp(
      userId: number,
      taskId: number,
      change: { hintsUsed: number; revealed: boolean; at: string },
    ): Promise<number> {
      const hintsUsed = Math.max(0, change.hintsUsed);
      const revealed = change.revealed ? 1 : 0;
      const row = await db
        .insertInto('task_progress')
        .values({
          user_id: userId,
          task_id: taskId,
          attempts: 0,
          wrong_attempts: 0,
          completed: 0,
          best_score: null,
          completed_at: null,
          hints_used: hintsUsed,
          revealed,
          updated_at: change.at,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'task_id']).doUpdateSet((eb) => ({
            hints_used: eb
              .case()
              .when(eb.ref('task_progress.hints_used'), '>', hintsUsed)
              .then(eb.ref('task_progress.hints_used'))
              .else(hintsUsed)
              .end(),
            revealed: eb.case().when(eb.ref('task_progress.revealed'), '=', 1).then(1).else(revealed).end(),
            updated_at: change.at,
          })),
        )
        .returning('hints_used')
        .executeTakeFirstOrThrow();
      return row.hints_used;
    },
    findAttempt(id: number) {
      return db.selectFrom('attempts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    listAttempts(userId: number, taskId: number) {
      return db
        .selectFrom('attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .orderBy('id', 'desc')
        .execute();
    },
    lastWrongAttempt(userId: number, taskId: number) {
      return db
        .selectFrom('attempts')
        .select(['feedback_key', 'result', 'answer'])
        .where('user_id', '=', userId)
        .where('task_id', '=', taskId)
        .where('is_correct', '=', 0)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /**
     * Attempts as history items, newest first (along the user's index by id); optionally of one task.
     * All of them are counted by the student's kept totals, not by reading them.
     */
    async attemptHistory(userId: number, page: { limit: number; offset: number }, taskId?: number) {
      let query = db
        .selectFrom('attempts')
        .innerJoin('tasks', 'tasks.id', 'attempts.task_id')
        .where('attempts.user_id', '=', userId);
      if (taskId !== undefined) query = query.where('attempts.task_id', '=', taskId);
      const items = await query
        .select([
          'attempts.id as attempt_id',
          'attempts.task_id',
          'attempts.score',
          'attempts.is_correct',
          'attempts.created_at as at',
          'tasks.title',
          'tasks.topic',
          'tasks.difficulty',
        ])
        .orderBy('attempts.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      if (taskId === undefined) return { items, total: (await totals.find(userId))?.attempts ?? 0 };
      const count = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
      return { items, total: Number(count?.total ?? 0) };
    },
    /** Solved tasks with their best score, most recently solved first; counted by the kept totals. */
    async completedHistory(userId: number, page: { limit: number; offset: number }) {
      const query = db
        .selectFrom('task_progress')
        .innerJoin('tasks', 'tasks.id', 'task_progress.task_id')
        .where('task_progress.user_id', '=', userId)
        .where('task_progress.completed', '=', 1);
      const items = await query
        .select([
          'task_progress.task_id',
          'task_progress.best_score',
          'task_progress.attempts',
          'task_progress.completed_at',
          'tasks.title',
          'tasks.topic',
          'tasks.difficulty',
        ])
        .orderBy('task_progress.completed_at', 'desc')
        .orderBy('task_progress.task_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { items, total: (await totals.find(userId))?.tasks_solved ?? 0 };
    },
  };
}
