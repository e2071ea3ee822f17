import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createUsersRepository } from '../features/auth/users.repository.ts';
import { createTutorRepository } from '../features/tutor/tutor.repository.ts';
import { createTestContext, describeEachDatabase, loginAs } from '../test/support.ts';
import { formatSeededAccounts, prepareDatabase } from './startup.ts';

describeEachDatabase(
  'first start',
  (ctx) => {
    it('seeds one admin, one tutor and three linked students once, and prints their passwords', async () => {
      const first = await prepareDatabase(ctx().app);
      expect(first.seeded.map((a) => a.role)).toEqual(['admin', 'tutor', 'student', 'student', 'student']);
      const tutorAccount = first.seeded.find((a) => a.role === 'tutor');
      const tutor = await createUsersRepository(ctx().database.db).findByEmail(tutorAccount?.email ?? '');
      const students = await createTutorRepository(ctx().database.db).listStudents(tutor?.id ?? 0);
      expect(students).toHaveLength(3);

      const printed = formatSeededAccounts(first.seeded);
      for (const account of first.seeded) expect(printed).toContain(account.password);
      await expect(
        loginAs(ctx(), {
          id: 0,
          email: tutorAccount?.email ?? '',
          password: tutorAccount?.password ?? '',
          username: '',
          role: 'tutor',
        }),
      ).resolves.toBeDefined();

      const second = await prepareDatabase(ctx().app);
      expect(second.seeded).toEqual([]);
      expect(await createUsersRepository(ctx().database.db).count()).toBe(5);
    });

    it('leaves PostgreSQL table statistics after seeding the bank, so the planner does not guess', async () => {
      await prepareDatabase(ctx().app);
      const { db, dialect } = ctx().database;
      if (dialect === 'postgres') {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from pg_stats where tablename = 'tasks' and schemaname = current_schema()`.execute(
          db,
        );
        expect(Number(rows[0]?.n)).toBeGreaterThan(0);
      }
      // After a large import, the same call again (SQLite keeps no statistics: decision 008).
      await expect(ctx().database.analyze()).resolves.toBeUndefined();
    });
  },
  { SEED_DEMO: '1' },
);

it('seeds nothing with SEED_DEMO=0 but creates the admin of ADMIN_EMAIL', async () => {
  const ctx = await createTestContext('sqlite', {
    SEED_DEMO: '0',
    ADMIN_EMAIL: 'Head@School.lt',
    ADMIN_PASSWORD: 'a-strong-admin-pass',
  });
  try {
    const { seeded } = await prepareDatabase(ctx.app);
    expect(seeded).toEqual([]);
    const users = createUsersRepository(ctx.database.db);
    expect(await users.count()).toBe(1);
    expect(await users.findByEmail('head@school.lt')).toMatchObject({ role: 'admin', username: 'Head' });
    await prepareDatabase(ctx.app);
    expect(await users.count()).toBe(1);
  } finally {
    await ctx.dispose();
  }
});
