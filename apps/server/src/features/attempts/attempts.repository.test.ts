import { beforeAll, expect, it } from 'vitest';
import { buildUser, describeEachDatabase, type TestUser } from '../../test/support.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createAttemptsRepository } from './attempts.repository.ts';

describeEachDatabase('progress kept by the attempts repository', (ctx) => {
  let me: TestUser;
  let taskId: number;
  beforeAll(async () => {
    await seedTestBank(ctx());
    me = await buildUser(ctx());
    const task = await ctx()
      .database.db.selectFrom('tasks')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    taskId = task.id;
  });

  it('counts attempts and wrong tries, keeps the best score, the most hints and the first solve date', async () => {
    const attempts = createAttemptsRepository(ctx().database.db);
    const record = (isCorrect: boolean, score: number, hintsUsed: number, at: string) =>
      attempts.recordProgress(me.id, taskId, { isCorrect, score, hintsUsed, at });

    await record(false, 0, 2, '2026-01-01T00:00:00.000Z');
    expect(await attempts.findProgress(me.id, taskId)).toMatchObject({
      attempts: 1,
      wrong_attempts: 1,
      hints_used: 2,
      completed: 0,
      revealed: 0,
      best_score: null,
      completed_at: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    });

    await record(true, 60, 1, '2026-01-02T00:00:00.000Z');
    expect(await attempts.findProgress(me.id, taskId)).toMatchObject({
      attempts: 2,
      wrong_attempts: 1,
      hints_used: 2,
      completed: 1,
      best_score: 60,
      completed_at: '2026-01-02T00:00:00.000Z',
    });

    await record(true, 40, 3, '2026-01-03T00:00:00.000Z');
    await record(false, 0, 0, '2026-01-04T00:00:00.000Z');
    expect(await attempts.findProgress(me.id, taskId)).toMatchObject({
      attempts: 4,
      wrong_attempts: 2,
      hints_used: 3,
      completed: 1,
      best_score: 60,
      completed_at: '2026-01-02T00:00:00.000Z',
      updated_at: '2026-01-04T00:00:00.000Z',
    });

    await record(true, 90, 0, '2026-01-05T00:00:00.000Z');
    expect(await attempts.findProgress(me.id, taskId)).toMatchObject({
      attempts: 5,
      best_score: 90,
      completed_at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('starts a first correct answer as solved with its score', async () => {
    const other = await buildUser(ctx());
    const attempts = createAttemptsRepository(ctx().database.db);
    await attempts.recordProgress(other.id, taskId, {
      isCorrect: true,
      score: 100,
      hintsUsed: 0,
      at: '2026-02-01T00:00:00.000Z',
    });
    expect(await attempts.findProgress(other.id, taskId)).toMatchObject({
      attempts: 1,
      wrong_attempts: 0,
      completed: 1,
      best_score: 100,
      completed_at: '2026-02-01T00:00:00.000Z',
    });
  });
});
