import { type Kysely, type Migration, Migrator } from 'kysely';
import * as accounts from './migrations/001-accounts.ts';
import * as practice from './migrations/002-practice.ts';
import * as taskListIndex from './migrations/003-task-list-index.ts';
import * as refreshTokenReuse from './migrations/004-refresh-token-reuse.ts';
import * as notifications from './migrations/005-notifications.ts';
import * as tutorInvites from './migrations/006-tutor-invites.ts';
import * as assignments from './migrations/007-assignments.ts';
import * as tutorDashboardIndexes from './migrations/008-tutor-dashboard-indexes.ts';
import * as administration from './migrations/009-administration.ts';
import * as adminDashboardIndexes from './migrations/010-admin-dashboard-indexes.ts';
import * as preferences from './migrations/011-preferences.ts';
import * as taskOrder from './migrations/012-task-order.ts';
import * as taskFigures from './migrations/013-task-figures.ts';
import * as aiAndLessons from './migrations/014-ai-and-lessons.ts';
import * as studentTotals from './migrations/015-student-totals.ts';
import * as accountSearch from './migrations/016-account-search.ts';
import * as ownTasksIndex from './migrations/017-own-tasks-index.ts';
import type { Database } from './schema.ts';

/** Migrations are listed in code so the bundled server needs no migration folder on disk. */
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-practice': practice,
  '003-task-list-index': taskListIndex,
  '004-refresh-token-reuse': refreshTokenReuse,
  '005-notifications': notifications,
  '006-tutor-invites': tutorInvites,
  '007-assignments': assignments,
  '008-tutor-dashboard-indexes': tutorDashboardIndexes,
  '009-administration': administration,
  '010-admin-dashboard-indexes': adminDashboardIndexes,
  '011-preferences': preferences,
  '012-task-order': taskOrder,
  '013-task-figures': taskFigures,
  '014-ai-and-lessons': aiAndLessons,
  '015-student-totals': studentTotals,
  '016-account-search': accountSearch,
  '017-own-tasks-index': ownTasksIndex,
};

/**
 * `schema`: keep Kysely's own bookkeeping tables in this PostgreSQL schema. Without it Kysely's check
 * for its lock table can see the table of another schema on the same server and skip creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<string[]> {
  // Migrations see the database as it was when they were written, not today's typed schema.
  const migrator = new Migrator({
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
