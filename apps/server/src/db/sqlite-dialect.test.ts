import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CachedSqliteDialect } from './sqlite-dialect.ts';

type Db = { notes: { id: Generated<number>; title: string; body: string | null } };

describe('the SQLite dialect with a statement cache', () => {
  let connection: SQLite.Database;
  let db: Kysely<Db>;
  let plain: Kysely<Db>;

  beforeEach(async () => {
    connection = new SQLite(':memory:');
    db = new Kysely<Db>({ dialect: new CachedSqliteDialect({ database: connection }) });
    plain = new Kysely<Db>({ dialect: new SqliteDialect({ database: connection }) });
    await sql`create table notes (id integer primary key autoincrement, title text not null, body text)`.execute(
      db,
    );
  });

  afterEach(async () => {
    await db.destroy();
  });

  it('returns what Kysely’s own SQLite dialect returns, for reads and writes', async () => {
    const inserted = await db.insertInto('notes').values({ title: 'Ąžuolas', body: null }).executeTakeFirst();
    expect(inserted.insertId).toBe(1n);
    await db.insertInto('notes').values({ title: 'Beržas', body: 'x' }).execute();
    const returned = await db
      .insertInto('notes')
      .values({ title: 'Klevas', body: 'y' })
      .returningAll()
      .execute();
    expect(returned).toEqual([{ id: 3, title: 'Klevas', body: 'y' }]);

    const query = (k: Kysely<Db>) =>
      k
        .selectFrom('notes')
        .select(['id', 'title', 'body', sql<string>`'same'`.as('title')])
        .orderBy('id')
        .execute();
    expect(await query(db)).toEqual(await query(plain));
    expect(await query(db)).toEqual([
      { id: 1, title: 'same', body: null },
      { id: 2, title: 'same', body: 'x' },
      { id: 3, title: 'same', body: 'y' },
    ]);

    const updated = await db.updateTable('notes').set({ body: 'z' }).where('id', '>', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('prepares each SQL text once', async () => {
    const prepare = vi.spyOn(connection, 'prepare');
    for (let i = 0; i < 5; i++) {
      await db.selectFrom('notes').selectAll().where('id', '=', i).execute();
    }
    const preparedSelects = prepare.mock.calls.filter(([text]) => text.startsWith('select * from "notes"'));
    expect(preparedSelects).toHaveLength(1);
  });

  it('sees a schema change: rows get the new columns', async () => {
    await db.insertInto('notes').values({ title: 'a', body: 'b' }).execute();
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([{ id: 1, title: 'a', body: 'b' }]);
    await sql`alter table notes rename column body to text`.execute(db);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([
      { id: 1, title: 'a', text: 'b', pinned: 0 },
    ]);
  });

  it("sees another connection's schema change from the next turn of the event loop", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'taskas-dialect-'));
    const file = join(dir, 'notes.db');
    const mine = new Kysely<Db>({ dialect: new CachedSqliteDialect({ database: new SQLite(file) }) });
    const other = new SQLite(file);
    try {
      other.exec('create table notes (id integer primary key, title text not null, body text)');
      other.exec("insert into notes (title, body) values ('a', 'b')");
      expect(await mine.selectFrom('notes').selectAll().execute()).toEqual([
        { id: 1, title: 'a', body: 'b' },
      ]);
      other.exec('alter table notes rename column body to text');
      await new Promise((resolve) => setImmediate(resolve));
      expect(await mine.selectFrom('notes').selectAll().execute()).toEqual([
        { id: 1, title: 'a', text: 'b' },
      ]);
    } finally {
      other.close();
      await mine.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ title: 'kept?', body: null }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('streams rows of a select', async () => {
    await db
      .insertInto('notes')
      .values([{ title: 'a' }, { title: 'b' }])
      .execute();
    const titles: string[] = [];
    for await (const row of db.selectFrom('notes').select('title').orderBy('id').stream())
      titles.push(row.title);
    expect(titles).toEqual(['a', 'b']);
  });
});
