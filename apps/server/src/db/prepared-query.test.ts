import { type Kysely, type KyselyPlugin, SelectQueryNode, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser, createTestContext, describeEachDatabase } from '../test/support.ts';
import { type Param, preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';

describeEachDatabase('a prepared query', (ctx) => {
  it('is built once and answers each call with its own values, inside a transaction too', async () => {
    const [ona, jonas] = [await buildUser(ctx()), await buildUser(ctx(), { role: 'tutor' })];
    let builds = 0;
    const byRoleAndId = preparedQuery(
      (db: Kysely<Database>, param: Param<{ role: 'student' | 'tutor'; id: number }>) => {
        builds += 1;
        return db
          .selectFrom('users')
          .select('username')
          .where('role', '=', param('role'))
          .where('id', '=', param('id'))
          .limit(1);
      },
    );
    const { db } = ctx().database;
    expect(await byRoleAndId.executeTakeFirst(db, { role: 'student', id: ona.id })).toEqual({
      username: ona.username,
    });
    expect(await byRoleAndId.executeTakeFirst(db, { role: 'tutor', id: jonas.id })).toEqual({
      username: jonas.username,
    });
    expect(await byRoleAndId.execute(db, { role: 'tutor', id: ona.id })).toEqual([]);
    await db.transaction().execute(async (trx) => {
      expect(await byRoleAndId.executeTakeFirst(trx, { role: 'student', id: ona.id })).toEqual({
        username: ona.username,
      });
    });
    expect(builds).toBe(1);
  });

  it("goes through a database's plugins, as a query built there would", async () => {
    const user = await buildUser(ctx());
    const username = preparedQuery((db: Kysely<Database>, param: Param<{ id: number }>) =>
      db.selectFrom('users').select('username').where('id', '=', param('id')),
    );
    const { db } = ctx().database;
    expect(await username.executeTakeFirst(db, { id: user.id })).toEqual({ username: user.username });
    const failingReads: KyselyPlugin = {
      transformQuery({ node }) {
        if (SelectQueryNode.is(node)) throw new Error('read failed');
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    await expect(username.execute(db.withPlugin(failingReads), { id: user.id })).rejects.toThrow(
      'read failed',
    );
    expect(await username.executeTakeFirst(db, { id: user.id })).toEqual({ username: user.username });
  });

  it('writes with its values and says how many rows changed', async () => {
    const user = await buildUser(ctx());
    const rename = preparedQuery((db: Kysely<Database>, param: Param<{ id: number; first: string }>) =>
      db
        .updateTable('users')
        .set({ first_name: param('first') })
        .where('id', '=', param('id')),
    );
    const { db } = ctx().database;
    expect(await rename.executeChanges(db, { id: user.id, first: 'Šarūnas' })).toBe(1n);
    expect(await rename.executeChanges(db, { id: -1, first: 'Niekas' })).toBe(0n);
    const row = await db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.first_name).toBe('Šarūnas');
  });
});

describe('a prepared query given a stand-in where no value goes', () => {
  it('is refused when first built, not run with the value missing', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      const broken = preparedQuery((db: Kysely<Database>, param: Param<{ column: string }>) =>
        db.selectFrom('users').select(sql.raw(String(param('column'))).as('x')),
      );
      await expect(broken.execute(ctx.database.db, { column: 'id' })).rejects.toThrow(/not a value/);
    } finally {
      await ctx.dispose();
    }
  });
});
