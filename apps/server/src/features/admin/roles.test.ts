import { expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs, TestAgent } from '../../test/support.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';

describeEachDatabase('roles and ownership on the server', (ctx) => {
  it('gives a student and a tutor 403 on an admin route, and an anonymous caller 401', async () => {
    for (const role of ['student', 'tutor'] as const) {
      const agent = await loginAs(ctx(), await buildUser(ctx(), { role }));
      const response = await agent.get('/api/v1/admin/users');
      expect(response.statusCode).toBe(403);
      expect(body(response).errors[0]?.code).toBe('E3002');
      expect(body(response).data).toBeNull();
    }
    expect((await new TestAgent(ctx().app).get('/api/v1/admin/users')).statusCode).toBe(401);
  });

  it('lets an admin list, filter and page every account without password hashes', async () => {
    const admin = await buildUser(ctx(), { role: 'admin' });
    await buildUser(ctx(), { role: 'tutor', first_name: 'Zigmas' });
    const agent = await loginAs(ctx(), admin);
    const all = await agent.get('/api/v1/admin/users?per_page=2&page=1');
    expect(all.statusCode).toBe(200);
    expect(body<unknown[]>(all).data).toHaveLength(2);
    expect(body(all).meta.pagination).toMatchObject({ page: 1, per_page: 2 });
    expect(all.body).not.toContain('argon2');

    const tutors = body<{ role: string; first_name: string }[]>(
      await agent.get('/api/v1/admin/users?role=tutor&q=zigm'),
    );
    expect(tutors.data.length).toBeGreaterThan(0);
    expect(tutors.data.every((u) => u.role === 'tutor')).toBe(true);
    expect(tutors.data[0]?.first_name).toBe('Zigmas');

    const bad = await agent.get('/api/v1/admin/users?per_page=1000');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors[0]).toMatchObject({ field: 'per_page', code: 'E2007' });
  });

  it('shows a tutor only their own students', async () => {
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    const mine = await buildUser(ctx(), { first_name: 'Mano' });
    const notMine = await buildUser(ctx(), { first_name: 'Svetimas' });
    await createTutorRepository(ctx().database.db).link(tutor.id, mine.id, new Date().toISOString());
    const agent = await loginAs(ctx(), tutor);

    const list = body<{ id: number }[]>(await agent.get('/api/v1/tutor/students'));
    expect(list.data.map((s) => s.id)).toEqual([mine.id]);
    expect((await agent.get(`/api/v1/tutor/students/${mine.id}`)).statusCode).toBe(200);
    const foreign = await agent.get(`/api/v1/tutor/students/${notMine.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Svetimas');
    expect((await agent.get('/api/v1/tutor/students/999999')).statusCode).toBe(404);

    const student = await loginAs(ctx(), mine);
    expect((await student.get('/api/v1/tutor/students')).statusCode).toBe(403);
  });
});
