import type { TAssignment, TAssignmentCreate } from '@taskas/contracts';
import { expect } from 'vitest';
import type { TestClock } from '../../clock.ts';
import {
  body,
  buildUser,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

/** Test helpers of the assignments suites (not a test file itself). */

export const HOUR = 3_600_000;
export const inHours = (ctx: TestContext, hours: number) =>
  new Date(ctx.app.clock.now().getTime() + hours * HOUR).toISOString();

export function testClock(ctx: TestContext): TestClock {
  const clock = ctx.app.clock as Partial<TestClock>;
  if (!clock.advance) throw new Error('the suite needs TEST_CLOCK=1');
  return clock as TestClock;
}

export type Person = { user: TestUser; agent: TestAgent };

export async function person(ctx: TestContext, role: TestUser['role'], first_name?: string): Promise<Person> {
  const user = await buildUser(ctx, { role, ...(first_name ? { first_name } : {}) });
  return { user, agent: await loginAs(ctx, user) };
}

export async function link(ctx: TestContext, tutor: Person, ...students: Person[]) {
  const links = createTutorRepository(ctx.database.db);
  for (const student of students) await links.link(tutor.user.id, student.user.id, new Date().toISOString());
}

/** Public tasks in the language with a number for an answer, in id order. */
export async function bankTasks(ctx: TestContext, count: number, language: 'lt' | 'en' = 'lt') {
  const rows = await ctx.database.db
    .selectFrom('tasks')
    .select('id')
    .where('visibility', '=', 'public')
    .where('language', '=', language)
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error('the test bank is too small');
  return rows.map((r) => r.id);
}

export async function assign(
  ctx: TestContext,
  tutor: Person,
  students: Person[],
  request: Partial<TAssignmentCreate> = {},
): Promise<TAssignment[]> {
  const response = await tutor.agent.post('/api/v1/assignments', {
    student_ids: students.map((s) => s.user.id),
    title: 'Lygtys',
    due_at: inHours(ctx, 48),
    ...request,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<TAssignment[]>(response).data;
}

export async function answerTask(
  ctx: TestContext,
  student: Person,
  assignmentId: number,
  taskId: number,
  right: boolean,
) {
  return student.agent.post(`/api/v1/assignments/${assignmentId}/tasks/${taskId}`, {
    answer: await answerOf(ctx, taskId, right),
  });
}

/** The task's right answer, or a wrong one the engine reads (another letter for a choice). */
export async function answerOf(ctx: TestContext, taskId: number, right: boolean) {
  const { answer_correct, answer_mode } = await storedAnswer(ctx, taskId);
  if (right) return answer_correct;
  if (answer_mode === 'multiple_choice') return answer_correct === 'A' ? 'B' : 'A';
  return '98765';
}

export async function notificationsOf(ctx: TestContext, userId: number) {
  return ctx.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'action_url', 'dedupe_key'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function countRows(ctx: TestContext, table: 'assignments' | 'assignment_tasks' | 'attempts') {
  const row = await ctx.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
