import { generatorSkillIds } from '@taskas/math';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support.ts';
import { seedTaskBank } from './task-bank.ts';

describeEachDatabase('task bank seeding', (ctx) => {
  it('seeds every skill × 5 difficulties × 2 languages × 3 tasks once, deterministically', async () => {
    const first = await seedTaskBank(ctx().database.db);
    const expected = generatorSkillIds().length * 5 * 2 * 3;
    expect(first).toMatchObject({ inserted: expected, skipped: false });
    console.info(`[${ctx().dialect}] full task bank: ${first.inserted} tasks in ${Math.round(first.ms)} ms`);
    const second = await seedTaskBank(ctx().database.db);
    expect(second).toMatchObject({ inserted: 0, skipped: true });
    const rows = await ctx()
      .database.db.selectFrom('tasks')
      .select(['problem_id', 'problem'])
      .orderBy('problem_id')
      .limit(3)
      .execute();
    // Same seeds give the same tasks: regenerate into an empty marker and nothing new is inserted.
    await ctx().database.db.deleteFrom('app_meta').execute();
    const third = await seedTaskBank(ctx().database.db);
    expect(third).toMatchObject({ inserted: 0, skipped: false });
    const again = await ctx()
      .database.db.selectFrom('tasks')
      .select(['problem_id', 'problem'])
      .orderBy('problem_id')
      .limit(3)
      .execute();
    expect(again).toEqual(rows);
  });
});
