import type { TAdminUser } from '@taskas/contracts';
import { CompiledQuery, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import * as accountSearchMigration from '../../db/migrations/016-account-search.ts';
import type { NewUser } from '../../db/schema.ts';
import { body, buildUser, describeEachDatabase, loginAs, type TestAgent } from '../../test/support.ts';
import { type Admin, admin } from './accounts-test-kit.ts';
import { accountPageQuery } from './admin.repository.ts';

const USERS = '/api/v1/admin/users';

let sequence = 0;
/** A word no other account has, so a search for it finds only this test's accounts. */
const uniqueTag = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

type ListPage = {
  ids: number[];
  pagination: {
    page: number;
    per_page: number;
    total: number;
    pages: number;
    next_cursor: string | null;
    prev_cursor: string | null;
  };
};

async function list(agent: TestAgent, query: Record<string, string | number>): Promise<ListPage> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await agent.get(`${USERS}?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  const page = body<TAdminUser[]>(response);
  return {
    ids: page.data.map((u) => u.id),
    pagination: page.meta.pagination as unknown as ListPage['pagination'],
  };
}

/** The ids a search finds, every page of them. */
const found = async (agent: TestAgent, q: string, more: Record<string, string> = {}) =>
  (await list(agent, { q, per_page: 100, ...more })).ids;

/** An invited student made by the admin, with the names and e-mail given. */
async function student(
  agent: TestAgent,
  fields: { first_name: string; last_name: string; email: string; username?: string },
) {
  const response = await agent.post(USERS, { role: 'student', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return body<TAdminUser>(response).data;
}

describeEachDatabase('the admin account search', (ctx) => {
  let me: Admin;
  beforeAll(async () => {
    me = await admin(ctx());
  });

  it('finds an account by part of its username, e-mail, first or last name, whatever the case', async () => {
    const tag = uniqueTag();
    const target = await student(me.agent, {
      first_name: 'Šarūnas',
      last_name: `Žukauskas${tag}`,
      email: `s.z.${tag}@mokykla.lt`,
      username: `ruonis_${tag}`,
    });
    const other = await student(me.agent, {
      first_name: 'Ona',
      last_name: `Onaitė${tag}`,
      email: `ona.${tag}@kita.lt`,
    });

    // Lithuanian letters in either case, long enough for the index and shorter than that.
    for (const q of ['šar', 'ŠAR', 'Šarū', 'ŠarŪNAS', 'ša', 'ŠA', 'Ū', 'ū', 'rūn']) {
      expect(await found(me.agent, q), q).toContain(target.id);
    }
    expect(await found(me.agent, `ŽUKAUSKAS${tag}`)).toEqual([target.id]);
    expect(await found(me.agent, `kauskas${tag}`)).toEqual([target.id]);
    // Username and parts of the e-mail, its "@" and dots included.
    expect(await found(me.agent, `RUONIS_${tag}`)).toEqual([target.id]);
    expect(await found(me.agent, `.${tag}@mok`)).toEqual([target.id]);
    expect(await found(me.agent, `${tag}@`)).toEqual([other.id, target.id]);
    expect(await found(me.agent, '@mokykla.lt')).toContain(target.id);
    expect(await found(me.agent, '@')).toEqual(expect.arrayContaining([target.id, other.id]));
    expect(await found(me.agent, tag)).toEqual([other.id, target.id]);
    // Letters with and without their marks are different letters, as before.
    expect(await found(me.agent, `zukauskas${tag}`)).toEqual([]);
    expect(await found(me.agent, `onaite${tag}`)).toEqual([]);
    expect(await found(me.agent, `Onaitė${tag}`)).toEqual([other.id]);
    // A match must lie within one field, not across two of them.
    expect(await found(me.agent, `ūnas žukauskas${tag}`)).toEqual([]);
    // The search still goes with the other filters.
    expect(await found(me.agent, tag, { role: 'tutor' })).toEqual([]);
    expect(await found(me.agent, tag, { status: 'invited' })).toEqual([other.id, target.id]);
  });

  it('finds a renamed, new or erased account at once, and no longer by its old name', async () => {
    const tag = uniqueTag();
    const person = await buildUser(ctx(), { first_name: `Senas${tag}` });
    expect(await found(me.agent, `senas${tag}`)).toEqual([person.id]);

    const own = await loginAs(ctx(), person);
    const renamed = await own.patch('/api/v1/profile/', {
      first_name: `Naujas${tag}`,
      last_name: 'Kęstutis',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found(me.agent, `senas${tag}`)).toEqual([]);
    expect(await found(me.agent, `NAUJAS${tag}`)).toEqual([person.id]);

    const newcomer = await student(me.agent, {
      first_name: `Naujas${tag}`,
      last_name: 'Antras',
      email: `antras.${tag}@example.com`,
    });
    expect(await found(me.agent, `naujas${tag}`)).toEqual([newcomer.id, person.id]);

    const erased = await me.agent.request({ method: 'DELETE', url: `${USERS}/${person.id}` });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await found(me.agent, `naujas${tag}`)).toEqual([newcomer.id]);
    expect(await found(me.agent, `naujas${tag}`, { status: 'deleted' })).toEqual([]);
    expect(await found(me.agent, `deleted-${person.id}@`, { status: 'deleted' })).toEqual([person.id]);

    // A row removed outright leaves nothing behind in the search index either.
    await ctx().database.db.deleteFrom('users').where('id', '=', newcomer.id).execute();
    expect(await found(me.agent, `naujas${tag}`)).toEqual([]);
    if (ctx().dialect === 'sqlite') {
      // Raises when the FTS index and the accounts differ in any row.
      await ctx().database.db.executeQuery(
        CompiledQuery.raw(`insert into users_search (users_search) values ('integrity-check')`),
      );
    }
  });

  it('walks the filtered list page by page, each account once, while accounts are added', async () => {
    const tag = uniqueTag();
    const make = (n: number) =>
      student(me.agent, { first_name: 'Puslapis', last_name: `P${tag}`, email: `p${n}.${tag}@example.com` });
    const original: number[] = [];
    for (let n = 1; n <= 7; n += 1) original.unshift((await make(n)).id);
    const q = `p${tag}`;

    const first = await list(me.agent, { q, per_page: 3 });
    expect(first.ids).toEqual(original.slice(0, 3));
    expect(first.pagination).toMatchObject({ page: 1, per_page: 3, total: 7, pages: 3, prev_cursor: null });

    // Accounts created meanwhile come above the pages already read: the walk goes on without them.
    const added = [(await make(8)).id, (await make(9)).id].reverse();
    const walked = [...first.ids];
    let cursor = first.pagination.next_cursor;
    let last = first;
    while (cursor) {
      last = await list(me.agent, { q, per_page: 3, after: cursor });
      walked.push(...last.ids);
      cursor = last.pagination.next_cursor;
    }
    expect(walked).toEqual(original);
    expect(last.pagination).toMatchObject({ total: 9, next_cursor: null });
    expect(last.pagination.page).toBe(last.pagination.pages);

    // Back from the last page: each page is the one just above, and the top of the list, shorter
    // than a page now, is served as a full first page with the new accounts.
    const back: number[][] = [];
    cursor = last.pagination.prev_cursor;
    while (cursor) {
      const page = await list(me.agent, { q, per_page: 3, before: cursor });
      back.unshift(page.ids);
      cursor = page.pagination.prev_cursor;
    }
    expect(back).toEqual([[...added, original[0]], original.slice(0, 3), original.slice(3, 6)]);

    // An old link's page number still works, and hands out cursors from there.
    const old = await list(me.agent, { q, per_page: 3, page: 2 });
    expect(old.ids).toEqual(original.slice(1, 4));
    expect(old.pagination).toMatchObject({ page: 2, pages: 3, total: 9 });
    expect((await list(me.agent, { q, per_page: 3, after: old.pagination.next_cursor ?? '' })).ids).toEqual(
      original.slice(4, 7),
    );
    // Past the end: an empty page whose number says so.
    expect(await list(me.agent, { q, per_page: 3, page: 9 })).toMatchObject({
      ids: [],
      pagination: { page: 9, pages: 3, next_cursor: null },
    });
  });

  it('refuses a parameter it does not know, naming it, instead of listing every account', async () => {
    for (const [url, field] of [
      [`${USERS}?search=ona`, 'search'],
      [`${USERS}?q=ona&name=ona`, 'name'],
      [`${USERS}/export.csv?search=ona`, 'search'],
    ] as const) {
      const response = await me.agent.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(body(response).data).toBeNull();
      expect(body(response).errors).toMatchObject([
        { code: 'E2001', field, details: { issue: 'unrecognized_keys', keys: [field] } },
      ]);
    }

    // The timestamp parameter the web adds to every GET, as the spec asks, is one the list knows.
    const { pagination } = await list(me.agent, { per_page: 1, _t: Date.now() });
    const cursor = pagination.next_cursor ?? '';
    const refused = async (query: string) => {
      const response = await me.agent.get(`${USERS}?${query}`);
      expect(response.statusCode, query).toBe(400);
      return body(response).errors[0];
    };
    expect(await refused(`after=${cursor}&before=${cursor}`)).toMatchObject({
      code: 'E2001',
      field: 'before',
    });
    expect(await refused(`page=2&after=${cursor}`)).toMatchObject({ code: 'E2001', field: 'page' });
    expect(await refused('after=bm90LWEtY3Vyc29y')).toMatchObject({ code: 'E2003', field: 'after' });
    expect(await refused('before=a%2Fb')).toMatchObject({ code: 'E2003', field: 'before' });
  });
});

/** Accounts enough for the planners to prefer an index over reading the table when it pays. */
const SCHOOL_SIZE = 12_000;

describeEachDatabase('the account list of a large school', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    const start = Date.parse('2024-09-01T08:00:00.000Z');
    const rows: NewUser[] = [];
    for (let n = 0; n < SCHOOL_SIZE; n += 1) {
      const name = n % 4000 === 17 ? 'Šarūnas' : 'Mokinys';
      const family = n % 4000 === 17 ? 'Jonaitis' : `Mokinaitis${n}`;
      rows.push({
        username: `mokinys${n}`,
        username_lower: `mokinys${n}`,
        email: `mokinys${n}@mokykla.lt`,
        password_hash: 'not-a-password',
        first_name: name,
        last_name: family,
        role: n % 100 === 0 ? 'tutor' : 'student',
        preferred_language: 'lt',
        created_at: new Date(start + n * 60_000).toISOString(),
        updated_at: new Date(start + n * 60_000).toISOString(),
      });
    }
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 500))
        .execute();
    await ctx().database.analyze();
  }, 120_000);

  /** The database's plan for the list's page query, as text. */
  async function planOf(q?: string): Promise<string> {
    const compiled = accountPageQuery(ctx().database.db, { q }, {}, 20).compile();
    const explain = ctx().dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await ctx().database.db.executeQuery(
      CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
  }

  it('searches through the index and pages without sorting the table', async () => {
    const { agent } = await admin(ctx());
    const jonaitis = await list(agent, { q: 'JONAIT', per_page: 20 });
    expect(jonaitis.ids).toHaveLength(3);
    expect(jonaitis.pagination).toMatchObject({ total: 3, pages: 1 });

    const plan = await planOf('jonait');
    if (ctx().dialect === 'postgres') expect(plan).toContain('users_search_trgm_idx');
    else expect(plan).toMatch(/users_search VIRTUAL TABLE INDEX/);

    const newest = await planOf();
    expect(newest).toContain('users_created_idx');
    expect(newest).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

describeEachDatabase('the search index of a database that already has accounts', (ctx) => {
  it('finds the accounts that were there before the index was made', async () => {
    const db = ctx().database.db as unknown as Kysely<unknown>;
    await accountSearchMigration.down(db);
    const existing = await buildUser(ctx(), { first_name: `Ąžuolas${uniqueTag()}` });
    await accountSearchMigration.up(db);
    const { agent } = await admin(ctx());
    expect(await found(agent, 'ĄŽUOLAS')).toEqual([existing.id]);
    expect(await found(agent, 'ąž')).toEqual([existing.id]);
  });
});
