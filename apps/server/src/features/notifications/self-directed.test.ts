import type { TNotification } from '@taskas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
} from '../../test/support.ts';
import { seedTestBank, storedAnswer } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

async function publicTasks(ctx: TestContext, count: number) {
  const rows = await ctx.database.db
    .selectFrom('tasks')
    .select('id')
    .where('visibility', '=', 'public')
    .where('language', '=', 'lt')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

async function answerRight(ctx: TestContext, agent: TestAgent, taskId: number) {
  const { answer_correct } = await storedAnswer(ctx, taskId);
  const response = await agent.post(`/api/v1/tasks/${taskId}/submit`, { answer: answer_correct });
  expect(response.statusCode).toBe(200);
  return body<{ attempt_id: number | null }>(response).data;
}

describeEachDatabase('self-directed activity notifications', (ctx) => {
  beforeAll(async () => {
    await seedTestBank(ctx());
  });

  it('gives each of a student’s tutors one summary a day, counting the tasks practised', async () => {
    const student = await buildUser(ctx(), { role: 'student', first_name: 'Ona' });
    const tutorA = await buildUser(ctx(), { role: 'tutor' });
    const tutorB = await buildUser(ctx(), { role: 'tutor' });
    const stranger = await buildUser(ctx(), { role: 'tutor' });
    const links = createTutorRepository(ctx().database.db);
    await links.link(tutorA.id, student.id, new Date().toISOString());
    await links.link(tutorB.id, student.id, new Date().toISOString());
    const studentAgent = await loginAs(ctx(), student);
    const [first, second] = await publicTasks(ctx(), 2);
    if (!first || !second) throw new Error('the test bank is empty');

    await answerRight(ctx(), studentAgent, first);
    const tutorAgent = await loginAs(ctx(), tutorA);
    const list = async (agent: TestAgent) =>
      body<TNotification[]>(await agent.get('/api/v1/notifications')).data;
    await expect.poll(() => list(tutorAgent)).toHaveLength(1);
    expect((await list(tutorAgent))[0]).toMatchObject({
      type: 'self_directed_activity',
      title: 'Savarankiška praktika',
      message: 'Ona User šiandien savarankiškai sprendė 1 užduotį.',
      action_url: `/tutor/students/${student.id}`,
      is_read: false,
    });

    // The same task again, then another one: still one summary, now of two tasks.
    await studentAgent.post(`/api/v1/tasks/${first}/submit`, { answer: '12345' });
    await answerRight(ctx(), studentAgent, second);
    await expect
      .poll(async () => (await list(tutorAgent)).map((n) => n.message))
      .toEqual(['Ona User šiandien savarankiškai sprendė 2 užduotis.']);
    const tutorBAgent = await loginAs(ctx(), tutorB);
    await expect
      .poll(async () => (await list(tutorBAgent)).map((n) => n.message))
      .toEqual(['Ona User šiandien savarankiškai sprendė 2 užduotis.']);
    expect(await list(await loginAs(ctx(), stranger))).toEqual([]);
    expect(await list(studentAgent)).toEqual([]);
  });

  it("rings a tutor's bell again only when the day's count of tasks changes", async () => {
    const student = await buildUser(ctx(), { role: 'student', first_name: 'Rūta' });
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    await createTutorRepository(ctx().database.db).link(tutor.id, student.id, new Date().toISOString());
    const studentAgent = await loginAs(ctx(), student);
    const [first, second] = await publicTasks(ctx(), 2);
    if (!first || !second) throw new Error('the test bank is empty');
    const rings: number[] = [];
    const stop = ctx().app.services.notifications.onChange((change) => {
      if (change.userId === tutor.id) rings.push(change.notificationId ?? 0);
    });
    try {
      // A wrong answer in the form the task asks for (another option, or another number), then the right one.
      const { answer_correct: right } = await storedAnswer(ctx(), first);
      const wrong = /^[A-D]$/.test(right) ? (right === 'A' ? 'B' : 'A') : `${right}1`;
      const tried = await studentAgent.post(`/api/v1/tasks/${first}/submit`, { answer: wrong });
      expect(body<{ attempt_id: number | null }>(tried).data.attempt_id, tried.body).not.toBeNull();
      await expect.poll(() => rings.length).toBe(1);
      // The same task again: the summary still says one task, and the tutor hears nothing new.
      await answerRight(ctx(), studentAgent, first);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(rings).toHaveLength(1);
      await answerRight(ctx(), studentAgent, second);
      await expect.poll(() => rings.length).toBe(2);
      const tutorAgent = await loginAs(ctx(), tutor);
      expect(
        body<TNotification[]>(await tutorAgent.get('/api/v1/notifications')).data.map((n) => n.message),
      ).toEqual(['Rūta User šiandien savarankiškai sprendė 2 užduotis.']);
    } finally {
      stop();
    }
  });

  it('says nothing for a student without a tutor or an answer that did not count', async () => {
    const loner = await buildUser(ctx(), { role: 'student' });
    await answerRight(ctx(), await loginAs(ctx(), loner), (await publicTasks(ctx(), 1))[0] ?? 0);

    const student = await buildUser(ctx(), { role: 'student' });
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    await createTutorRepository(ctx().database.db).link(tutor.id, student.id, new Date().toISOString());
    const [task] = await publicTasks(ctx(), 1);
    const unreadable = await (await loginAs(ctx(), student)).post(`/api/v1/tasks/${task}/submit`, {
      answer: '',
    });
    expect(unreadable.statusCode).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await ctx()
      .database.db.selectFrom('notifications')
      .select('id')
      .where('user_id', '=', tutor.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('an answer whose notification cannot be written', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    await seedTestBank(ctx);
  });
  afterAll(async () => {
    await ctx?.dispose();
  });

  it('is still stored and answered', async () => {
    const student = await buildUser(ctx, { role: 'student' });
    const tutor = await buildUser(ctx, { role: 'tutor' });
    await createTutorRepository(ctx.database.db).link(tutor.id, student.id, new Date().toISOString());
    // A real failure: the table is gone.
    await ctx.database.db.schema.dropTable('notifications').execute();
    const [task] = await publicTasks(ctx, 1);
    const result = await answerRight(ctx, await loginAs(ctx, student), task ?? 0);
    expect(result.attempt_id).toEqual(expect.any(Number));
  });
});
