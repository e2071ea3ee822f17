import { ErrorCode, type TNotification } from '@taskas/contracts';
import { beforeAll, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestUser,
} from '../../test/support.ts';

describeEachDatabase('notifications API', (ctx) => {
  let owner: TestUser;
  let other: TestUser;
  let ownerAgent: TestAgent;
  let otherAgent: TestAgent;

  async function notifyOwner(count: number) {
    for (let n = 1; n <= count; n += 1)
      await ctx().app.services.notifications.notify(owner.id, {
        kind: 'student_joined',
        studentId: n,
        studentName: `Mokinys ${n}`,
      });
  }

  async function idsOf(userId: number) {
    const rows = await ctx()
      .database.db.selectFrom('notifications')
      .select(['id', 'is_read'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return rows;
  }

  beforeAll(async () => {
    owner = await buildUser(ctx(), { role: 'tutor' });
    other = await buildUser(ctx(), { role: 'tutor' });
    ownerAgent = await loginAs(ctx(), owner);
    otherAgent = await loginAs(ctx(), other);
    await notifyOwner(55);
    await ctx().app.services.notifications.notify(other.id, {
      kind: 'student_joined',
      studentId: 1,
      studentName: 'Kito mokinys',
    });
  });

  it('lists the caller’s own notifications newest first, 50 at a time, with the spec’s fields', async () => {
    const first = await ownerAgent.get('/api/v1/notifications');
    expect(first.statusCode).toBe(200);
    const page = body<TNotification[]>(first);
    expect(page.data).toHaveLength(50);
    expect(page.meta.pagination).toEqual({ page: 1, per_page: 50, total: 55, pages: 2 });
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ['action_url', 'created_at', 'id', 'is_read', 'message', 'read_at', 'title', 'type'].sort(),
    );
    expect(page.data[0]).toMatchObject({
      type: 'other',
      title: 'Naujas mokinys',
      message: 'Mokinys 55 prisijungė prie jūsų mokinių sąrašo.',
      is_read: false,
      read_at: null,
      action_url: '/tutor/students/55',
    });
    const ids = page.data.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const rest = body<TNotification[]>(await ownerAgent.get('/api/v1/notifications?offset=50'));
    expect(rest.data.map((n) => n.message)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Mokinys ${n} prisijungė prie jūsų mokinių sąrašo.`),
    );
    expect(body(await otherAgent.get('/api/v1/notifications')).data).toHaveLength(1);
  });

  it('refuses a page larger than 50 and filters by is_read', async () => {
    expect((await ownerAgent.get('/api/v1/notifications?limit=51')).statusCode).toBe(400);
    expect((await ownerAgent.get('/api/v1/notifications?offset=-1')).statusCode).toBe(400);
    const read = body<TNotification[]>(await ownerAgent.get('/api/v1/notifications?is_read=true'));
    expect(read.data).toHaveLength(0);
    const unread = body<TNotification[]>(await ownerAgent.get('/api/v1/notifications?is_read=false&limit=5'));
    expect(unread.data).toHaveLength(5);
    expect(unread.meta.pagination?.total).toBe(55);
  });

  it('counts, marks one read, never another user’s, and counts again', async () => {
    const count = async (agent: TestAgent) =>
      body<{ count: number }>(await agent.get('/api/v1/notifications/unread-count')).data.count;
    expect(await count(ownerAgent)).toBe(55);
    const [newest] = await idsOf(owner.id);
    const [theirs] = await idsOf(other.id);
    if (!newest || !theirs) throw new Error('fixture missing');

    const refused = await ownerAgent.post(`/api/v1/notifications/${theirs.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(body(refused).errors[0]?.code).toBe(ErrorCode.NOT_FOUND);
    expect((await idsOf(other.id))[0]?.is_read).toBe(0);

    const marked = await ownerAgent.post(`/api/v1/notifications/${newest.id}/read`);
    expect(marked.statusCode).toBe(200);
    const notification = body<TNotification>(marked).data;
    expect(notification).toMatchObject({ id: newest.id, is_read: true });
    expect(notification.read_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Marking again changes nothing, the time of reading included.
    const again = body<TNotification>(await ownerAgent.post(`/api/v1/notifications/${newest.id}/read`)).data;
    expect(again.read_at).toBe(notification.read_at);
    expect(await count(ownerAgent)).toBe(54);
    expect(await count(otherAgent)).toBe(1);
    expect((await ownerAgent.post('/api/v1/notifications/2000000000/read')).statusCode).toBe(404);
  });

  it('marks all read for the caller alone and says how many changed', async () => {
    const all = await ownerAgent.post('/api/v1/notifications/mark-all-read');
    expect(all.statusCode).toBe(200);
    expect(body<{ count: number }>(all).data).toEqual({ count: 54 });
    expect(
      body<{ count: number }>(await ownerAgent.post('/api/v1/notifications/mark-all-read')).data.count,
    ).toBe(0);
    expect((await idsOf(owner.id)).every((n) => n.is_read === 1)).toBe(true);
    expect((await idsOf(other.id))[0]?.is_read).toBe(0);
  });

  it('deletes the caller’s own notification only', async () => {
    const [mine] = await idsOf(owner.id);
    const [theirs] = await idsOf(other.id);
    if (!mine || !theirs) throw new Error('fixture missing');
    const refused = await ownerAgent.request({ method: 'DELETE', url: `/api/v1/notifications/${theirs.id}` });
    expect(refused.statusCode).toBe(404);
    expect(await idsOf(other.id)).toHaveLength(1);

    const deleted = await ownerAgent.request({ method: 'DELETE', url: `/api/v1/notifications/${mine.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).data).toBeNull();
    expect(await idsOf(owner.id)).toHaveLength(54);
    const gone = await ownerAgent.request({ method: 'DELETE', url: `/api/v1/notifications/${mine.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('needs a session and the CSRF token', async () => {
    const [mine] = await idsOf(owner.id);
    const anonymous = await ctx().app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await ownerAgent.request({
      method: 'POST',
      url: '/api/v1/notifications/mark-all-read',
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const noCsrfDelete = await ownerAgent.request({
      method: 'DELETE',
      url: `/api/v1/notifications/${mine?.id}`,
      csrf: false,
    });
    expect(noCsrfDelete.statusCode).toBe(403);
    expect(await idsOf(owner.id)).toHaveLength(54);
  });

  it('does not count reading the bell as session activity', async () => {
    const user = await buildUser(ctx(), { role: 'student' });
    const agent = await loginAs(ctx(), user);
    const activity = () =>
      ctx()
        .database.db.selectFrom('sessions')
        .select('last_activity_at')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 20 * 60_000).toISOString();
    await ctx()
      .database.db.updateTable('sessions')
      .set({ last_activity_at: past })
      .where('user_id', '=', user.id)
      .execute();
    expect((await agent.get('/api/v1/notifications')).statusCode).toBe(200);
    expect((await agent.get('/api/v1/notifications/unread-count')).statusCode).toBe(200);
    expect((await activity()).last_activity_at).toBe(past);
  });

  it('removes a user’s notifications with the account', async () => {
    const user = await buildUser(ctx(), { role: 'tutor' });
    await ctx().app.services.notifications.notify(user.id, {
      kind: 'student_joined',
      studentId: 1,
      studentName: 'A',
    });
    await ctx().database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await idsOf(user.id)).toHaveLength(0);
  });
});
