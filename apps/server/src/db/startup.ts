import type { FastifyInstance } from 'fastify';
import { createUsersRepository } from '../features/auth/users.repository.ts';
import { migrateToLatest } from './migrate.ts';
import { ensureConfiguredAdmin, type SeededAccount, seedDemoAccounts } from './seed/demo-accounts.ts';

/** Migrations, then the demo accounts on an empty database, then the configured admin. */
export async function prepareDatabase(app: FastifyInstance): Promise<{ seeded: SeededAccount[] }> {
  const applied = await migrateToLatest(app.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  const users = createUsersRepository(app.db);
  let seeded: SeededAccount[] = [];
  if (app.appConfig.seedDemo && (await users.count()) === 0) {
    seeded = await seedDemoAccounts(app.database, app.services.auth);
  }
  if (app.appConfig.admin && (await ensureConfiguredAdmin(app.services.auth, users, app.appConfig.admin))) {
    app.log.info({ email: app.appConfig.admin.email }, 'administrator account created from ADMIN_EMAIL');
  }
  return { seeded };
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
