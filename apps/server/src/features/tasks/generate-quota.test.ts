import { expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs } from '../../test/support.ts';

// Issue 9: 200 private tasks were generated in 2 s, each stored and each worth leaderboard points.

describeEachDatabase(
  'generated tasks: hourly quota and points',
  (ctx) => {
    it('refuses the generation over the quota with 429, Retry-After and a message in Lithuanian', async () => {
      const user = await buildUser(ctx());
      const student = await loginAs(ctx(), user);
      const generate = () => student.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' });
      for (let i = 0; i < 3; i += 1) expect((await generate()).statusCode).toBe(201);
      const before = await ctx()
        .database.db.selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow();

      const refused = await generate();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(refused).errors[0]).toMatchObject({
        code: 'E5005',
        details: { reason: 'generated_tasks' },
        message: expect.stringContaining('sugeneravote'),
      });
      // The alias shares the quota, and nothing more was stored.
      expect(
        (await student.post('/api/v1/generate-task', { topic: 'LEQ', difficulty: 'easy' })).statusCode,
      ).toBe(429);
      const after = await ctx()
        .database.db.selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));

      // Another student has a quota of their own.
      const other = await loginAs(ctx(), await buildUser(ctx()));
      expect(
        (await other.post('/api/v1/tasks/generate', { topic: 'LEQ', difficulty: 'easy' })).statusCode,
      ).toBe(201);
    });

    it('credits generated tasks of one skill and difficulty once a day, bank tasks each', async () => {
      const user = await buildUser(ctx());
      const student = await loginAs(ctx(), user);
      const solved: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const made = await student.post('/api/v1/tasks/generate', {
          topic: 'two-step-equation',
          difficulty: 'easy',
        });
        const id = body<{ id: number }>(made).data.id;
        const row = await ctx()
          .database.db.selectFrom('tasks')
          .select(['answer_correct', 'skill_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const answer = await student.post(`/api/v1/tasks/${id}/submit`, { answer: row.answer_correct });
        expect(body<{ is_correct: boolean }>(answer).data.is_correct).toBe(true);
        solved.push(body<{ score: number }>(answer).data.score);
      }
      const board = body<{ points: number; tasks_solved: number }>(
        await student.get('/api/v1/scoreboard'),
      ).data;
      expect(board.tasks_solved).toBe(3);
      // One credit for the skill and difficulty generated today, however many tasks were solved.
      expect(board.points).toBe(Math.max(...solved));
    });
  },
  { GENERATED_TASKS_PER_HOUR: '3' },
);
