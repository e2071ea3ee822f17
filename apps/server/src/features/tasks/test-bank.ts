import { skillIdsOfTopics } from '@taskas/math';
import { seedTaskBank } from '../../db/seed/task-bank.ts';
import type { TestContext } from '../../test/support.ts';

/** A small bank for integration tests: linear equations, systems and natural numbers, 2 tasks a cell. */
export const TEST_BANK_SKILLS = skillIdsOfTopics(['LEQ', 'SYS', 'NAT']);

export async function seedTestBank(ctx: TestContext) {
  return seedTaskBank(ctx.database.db, { skills: TEST_BANK_SKILLS, perCell: 2 });
}

/** The stored teacher's answer of a task (tests only: clients never receive it before earning it). */
export async function storedAnswer(ctx: TestContext, taskId: number) {
  const row = await ctx.database.db
    .selectFrom('tasks')
    .select(['answer_correct', 'answer_display', 'answer_mode', 'hints'])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  return { ...row, hints: JSON.parse(row.hints) as string[] };
}
