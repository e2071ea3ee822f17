import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/support.ts';
import { createAttemptsService } from '../attempts/attempts.service.ts';
import { createScoreboardService } from '../scoreboard/scoreboard.service.ts';
import { createTasksService } from '../tasks/tasks.service.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createStudentResultsService } from '../tutor/student-results.service.ts';
import { rebuildStudentTotals } from './student-totals.repository.ts';

/** Keeps every statement run through it, to be planned afterwards. */
class StatementLog implements KyselyPlugin {
  readonly statements: { node: RootOperationNode; queryId: QueryId }[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

const STUDENTS = 300;
const ANSWERS_EACH = 100;
const CLASS_SIZE = 30;
const DAY_MS = 86_400_000;

describeEachDatabase(
  'the plans of one student’s reads',
  (ctx) => {
    let studentIds: number[];
    let tutorId: number;

    /** Many students' history, written in bulk as the benchmark writes it, then the totals rebuilt. */
    beforeAll(async () => {
      const db = ctx().database.db;
      await seedTestBank(ctx());
      const tasks = (await db.selectFrom('tasks').select('id').orderBy('id').limit(200).execute()).map(
        (t) => t.id,
      );
      const at = new Date().toISOString();
      const person = (i: number, role: 'student' | 'tutor') => ({
        username: `plan_${role}_${i}`,
        username_lower: `plan_${role}_${i}`,
        email: `plan.${role}.${i}@example.com`,
        password_hash: 'not-a-hash',
        first_name: 'Plan',
        last_name: `${i}`,
        role,
        preferred_language: 'lt' as const,
        created_at: at,
        updated_at: at,
      });
      const students = await db
        .insertInto('users')
        .values(Array.from({ length: STUDENTS }, (_, i) => person(i, 'student')))
        .returning('id')
        .execute();
      studentIds = students.map((s) => s.id);
      tutorId = (
        await db.insertInto('users').values(person(0, 'tutor')).returning('id').executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('tutor_students')
        .values(
          studentIds
            .slice(0, CLASS_SIZE)
            .map((id) => ({ tutor_id: tutorId, student_id: id, created_at: at })),
        )
        .execute();
      // Answers interleaved across students, as they arrive in a school: one student's are spread thin.
      const now = Date.now();
      const rows = [];
      for (let n = 0; n < ANSWERS_EACH; n += 1) {
        for (const [s, userId] of studentIds.entries()) {
          const correct = (n + s) % 3 !== 0;
          rows.push({
            user_id: userId,
            task_id: tasks[(n * 7 + s) % tasks.length] as number,
            assignment_id: null,
            answer: '1',
            input_format: 'text',
            work_shown: '[]',
            work_first_error: null,
            work_result: null,
            time_spent: 20,
            hints_used: 0,
            device_info: null,
            steps_completed: null,
            confidence_level: n % 4 === 0 ? 3 : null,
            is_correct: correct ? 1 : 0,
            score: correct ? 100 : 0,
            feedback_key: correct ? 'correct' : 'incorrect',
            result: '{}',
            created_at: new Date(now - (ANSWERS_EACH - n) * (DAY_MS / 2)).toISOString(),
          });
        }
      }
      for (let i = 0; i < rows.length; i += 1000)
        await db
          .insertInto('attempts')
          .values(rows.slice(i, i + 1000))
          .execute();
      const progress = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (row.is_correct) progress.set(`${row.user_id}:${row.task_id}`, row);
      const solved = [...progress.values()].map((row) => ({
        user_id: row.user_id,
        task_id: row.task_id,
        attempts: 1,
        wrong_attempts: 0,
        hints_used: 0,
        completed: 1,
        revealed: 0,
        best_score: 100,
        completed_at: row.created_at,
        updated_at: row.created_at,
      }));
      for (let i = 0; i < solved.length; i += 1000)
        await db
          .insertInto('task_progress')
          .values(solved.slice(i, i + 1000))
          .execute();
      const skills = ['two-step-equation', 'equation-with-brackets', 'prime-factorisation', 'compute-gcd'];
      await db
        .insertInto('skill_mastery')
        .values(
          studentIds.flatMap((userId) =>
            skills.map((skill_id, i) => ({
              user_id: userId,
              skill_id,
              topic_id: i < 2 ? 'linear-equations' : 'natural-numbers-divisibility',
              rating: i - 1,
              attempts: 10,
              correct: 6,
              last_practised_at: at,
            })),
          ),
        )
        .execute();
      await rebuildStudentTotals(db);
      // PostgreSQL plans by the statistics autovacuum keeps; SQLite runs without any (decision 008).
      if (ctx().dialect === 'postgres') await db.executeQuery(CompiledQuery.raw('analyze'));
      // 30,000 answers written while the rest of the suite runs on two cores: more than the usual 30 s.
    }, 180_000);

    async function plansOf(read: (db: Kysely<Database>) => Promise<unknown>) {
      const log = new StatementLog();
      const db = ctx().database.db;
      await read(db.withPlugin(log));
      const plans: { sql: string; plan: string }[] = [];
      for (const { node, queryId } of log.statements) {
        const compiled = db.getExecutor().compileQuery(node, queryId);
        const explain = ctx().dialect === 'sqlite' ? 'explain query plan' : 'explain';
        const result = await db.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
        );
        const lines = result.rows.map((row) => row.detail ?? row['QUERY PLAN'] ?? '');
        plans.push({ sql: compiled.sql, plan: lines.join('\n') });
      }
      return plans;
    }

    /** PostgreSQL: scans of a per-student table whose node has no condition on the student. */
    function scansOfEveryone(plan: string): string[] {
      const lines = plan.split('\n');
      const found: string[] = [];
      lines.forEach((line, i) => {
        if (!/Scan.* on (attempts|task_progress|skill_mastery)\b/.test(line)) return;
        const node: string[] = [];
        for (let j = i + 1; j < lines.length && !lines[j]?.includes('->'); j += 1) node.push(lines[j] ?? '');
        if (!node.some((l) => /(Index|Recheck) Cond: .*\buser_id = /.test(l))) found.push(line.trim());
      });
      return found;
    }

    /** What a student's dashboard, history and recommendations read, and a tutor's page of one student. */
    function studentReads(): [string, (db: Kysely<Database>) => Promise<unknown>][] {
      const studentId = studentIds[17] as number;
      const viewer = { id: studentId, role: 'student' as const };
      const results = (db: Kysely<Database>) => createStudentResultsService(db);
      return [
        ['scoreboard', (db) => createScoreboardService(db).scoreboard(studentId, 'lt')],
        ['leaderboard', (db) => createScoreboardService(db).leaderboard(viewer)],
        ['history', (db) => createAttemptsService(db).history(viewer, { page: 2, per_page: 20 })],
        ['completed', (db) => createAttemptsService(db).completed(viewer, { page: 1, per_page: 20 })],
        ['recommended', (db) => createTasksService(db).recommended(viewer, 'lt', 5)],
        ['results', (db) => results(db).attempts(studentId, 'lt', {}, { page: 1, per_page: 20 })],
        ['activity', (db) => results(db).activity(studentId, 30)],
        ['skills', (db) => results(db).skills(studentId, 'lt')],
      ];
    }

    it('reads a student’s answers, progress and mastery only along indexes that start with the student', async () => {
      for (const [name, read] of studentReads()) {
        for (const { sql, plan } of await plansOf(read)) {
          if (ctx().dialect === 'sqlite') {
            expect(plan, `${name}: ${sql}`).not.toMatch(
              /\bSCAN (attempts|task_progress|skill_mastery|a|p)\b/,
            );
          } else expect(scansOfEveryone(plan), `${name}: ${sql}\n${plan}`).toEqual([]);
        }
      }
    });

    it('finds a student’s latest answers newest first along (user, id), without sorting them', async () => {
      const newestFirst = /order by "(attempts|a)"\."id" desc/;
      let checked = 0;
      for (const [name, read] of studentReads()) {
        for (const { sql, plan } of await plansOf(read)) {
          if (!newestFirst.test(sql)) continue;
          checked += 1;
          if (ctx().dialect === 'sqlite') {
            expect(plan, name).toMatch(
              /SEARCH (attempts|a) USING INDEX attempts_user_recent_idx \(user_id=\?\)/,
            );
            expect(plan, name).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
          } else {
            expect(plan, name).toMatch(/Index Scan Backward using attempts_user_recent_idx/);
            expect(plan, name).not.toMatch(/attempts_pkey|Sort Key/);
          }
        }
      }
      // The dashboard's recent activity, the history and the tutor's list of answers.
      expect(checked).toBe(3);
    });
  },
  // Rebuilding 300 students' totals in one statement, with the rest of the suite on two cores, can take
  // longer than the 5 s a request's statement may.
  { DB_STATEMENT_TIMEOUT_MS: '120000' },
);
