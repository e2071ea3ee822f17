import type { FastifyInstance } from 'fastify';
import { createUsersRepository } from '../features/auth/users.repository.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureConfiguredAdmin, type SeededAccount, seedDemoAccounts } from './seed/demo-accounts.ts';
import {
  refreshBankAnswerOptions,
  seedTaskBank,
  type TaskBankOptions,
  type TaskBankResult,
} from './seed/task-bank.ts';

/** Migrations, the task bank once, then the demo accounts on an empty database, then the configured admin. */
export async function prepareDatabase(
  app: FastifyInstance,
  options: { taskBank?: TaskBankOptions } = {},
): Promise<{ seeded: SeededAccount[]; taskBank: TaskBankResult }> {
  const applied = await migrateToLatest(app.db, app.database.schema);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  const taskBank = await seedTaskBank(app.db, options.taskBank);
  if (!taskBank.skipped) {
    app.log.info({ inserted: taskBank.inserted, ms: Math.round(taskBank.ms) }, 'task bank seeded');
    // PostgreSQL's autovacuum would analyse the new rows only later; until then the planner guesses.
    await app.database.analyze();
  }
  const refreshed = await refreshBankAnswerOptions(app.db);
  if (refreshed.updated > 0)
    app.log.info({ updated: refreshed.updated }, 'answer checks and figures of stored tasks updated');
  const users = createUsersRepository(app.db);
  let seeded: SeededAccount[] = [];
  if (app.appConfig.seedDemo && (await users.count()) === 0) {
    seeded = await seedDemoAccounts(app.database, app.services.auth);
  }
  if (app.appConfig.admin && (await ensureConfiguredAdmin(app.services.auth, users, app.appConfig.admin))) {
    app.log.info({ email: app.appConfig.admin.email }, 'administrator account created from ADMIN_EMAIL');
  }
  return { seeded, taskBank };
}

export function formatSeededAccounts(accounts: SeededAccount[]): string {
  const rows = accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(26)} ${a.password}   (${a.name})`);
  return [
    '',
    'Demo accounts were created. Their passwords are shown only this once:',
    '',
    `  ${'role'.padEnd(8)} ${'e-mail'.padEnd(26)} password`,
    ...rows,
    '',
  ].join('\n');
}
