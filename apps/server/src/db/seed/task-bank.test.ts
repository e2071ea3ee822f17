import { generatorSkillIds } from '@taskas/math';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/support.ts';
import { refreshBankAnswerOptions, seedTaskBank } from './task-bank.ts';

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

  it('brings the answer checks of a bank stored by an older version up to date, once', async () => {
    const { db } = ctx().database;
    await seedTaskBank(db);
    // As an older version stored it: compute tasks without the asked form, and no options marker.
    const computeTasks = await db
      .selectFrom('tasks')
      .select(['id', 'answer_options', 'updated_at'])
      .where('source', '=', 'bank')
      .where('answer_options', 'like', '%"form":"value"%')
      .limit(5)
      .execute();
    expect(computeTasks.length).toBe(5);
    for (const task of computeTasks) {
      const options = JSON.parse(task.answer_options ?? '{}') as Record<string, unknown>;
      delete options.form;
      await db
        .updateTable('tasks')
        .set({ answer_options: JSON.stringify(options), updated_at: '2026-01-01T00:00:00.000Z' })
        .where('id', '=', task.id)
        .execute();
    }
    await db.deleteFrom('app_meta').where('key', '=', 'task_bank_options_version').execute();

    expect(await refreshBankAnswerOptions(db)).toEqual({ updated: 5, skipped: false });
    const after = await db
      .selectFrom('tasks')
      .select(['id', 'answer_options', 'updated_at'])
      .where(
        'id',
        'in',
        computeTasks.map((t) => t.id),
      )
      .orderBy('id')
      .execute();
    expect(after.map((t) => t.answer_options)).toEqual(computeTasks.map((t) => t.answer_options));
    expect(after.every((t) => t.updated_at > '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await refreshBankAnswerOptions(db)).toEqual({ updated: 0, skipped: true });
  });
});

describeEachDatabase('figures of stored tasks', (ctx) => {
  it('draws the figures of tasks stored before there were figures, once, and leaves other tasks alone', async () => {
    const { db } = ctx().database;
    await seedTaskBank(db, { skills: ['midpoint', 'two-step-equation'], perCell: 1 });
    const drawn = await db
      .selectFrom('tasks')
      .select(['id', 'skill_id', 'figure_svg', 'figure_alt'])
      .orderBy('id')
      .execute();
    expect(
      drawn.filter((t) => t.skill_id === 'midpoint').every((t) => t.figure_svg?.startsWith('<svg')),
    ).toBe(true);
    expect(drawn.filter((t) => t.skill_id === 'two-step-equation').every((t) => t.figure_svg === null)).toBe(
      true,
    );
    // As an older version stored them: no figures, and no marker of the derived fields.
    await db
      .updateTable('tasks')
      .set({ figure_svg: null, figure_alt: null, updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await db.deleteFrom('app_meta').where('key', '=', 'task_bank_options_version').execute();

    const midpoints = drawn.filter((t) => t.skill_id === 'midpoint');
    expect(await refreshBankAnswerOptions(db)).toEqual({ updated: midpoints.length, skipped: false });
    const after = await db
      .selectFrom('tasks')
      .select(['id', 'figure_svg', 'figure_alt', 'updated_at'])
      .orderBy('id')
      .execute();
    expect(after.map((t) => [t.figure_svg, t.figure_alt])).toEqual(
      drawn.map((t) => [t.figure_svg, t.figure_alt]),
    );
    const changed = after.filter((t) => t.figure_svg !== null);
    expect(changed.every((t) => t.updated_at > '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await refreshBankAnswerOptions(db)).toEqual({ updated: 0, skipped: true });
  });
});
