import { INVITE_CODE_PATTERN, type TJoinTutorResult, type TTutorInvite } from '@taskas/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  body,
  buildUser,
  describeEachDatabase,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';
import { JOINS_PER_HOUR } from './links.routes.ts';
import { newInviteCode } from './links.service.ts';

const del = (agent: TestAgent, url: string) => agent.request({ method: 'DELETE', url });
const put = (agent: TestAgent, url: string) => agent.request({ method: 'PUT', url });

async function signedIn(ctx: TestContext, role: TestUser['role'], first_name?: string) {
  const user = await buildUser(ctx, { role, ...(first_name ? { first_name } : {}) });
  return { user, agent: await loginAs(ctx, user) };
}

async function inviteOf(agent: TestAgent) {
  const response = await agent.get('/api/v1/tutor/invite');
  expect(response.statusCode).toBe(200);
  return body<TTutorInvite>(response).data;
}

async function linked(ctx: TestContext, tutorId: number, studentId: number) {
  const row = await ctx.database.db
    .selectFrom('tutor_students')
    .select('created_at')
    .where('tutor_id', '=', tutorId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}

async function notificationsOf(ctx: TestContext, userId: number) {
  return ctx.database.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'action_url'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const studentIds = (response: { json(): unknown }) => body<{ id: number }[]>(response).data.map((s) => s.id);

describe('invite codes', () => {
  it('are 8 characters of the unambiguous alphabet, and differ', () => {
    const codes = new Set(Array.from({ length: 1000 }, newInviteCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(INVITE_CODE_PATTERN);
    expect([...codes].join('')).not.toMatch(/[01OIL]/);
  });
});

describeEachDatabase('tutor–student links', (ctx) => {
  it('gives a tutor one invite, created on first ask, and renewing voids the old code', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const first = await inviteOf(tutor.agent);
    expect(first.code).toMatch(INVITE_CODE_PATTERN);
    expect(first.join_path).toBe(`/join/${first.code}`);
    expect(await inviteOf(tutor.agent)).toEqual(first);

    const renewed = await tutor.agent.post('/api/v1/tutor/invite/renew');
    expect(renewed.statusCode).toBe(200);
    const second = body<TTutorInvite>(renewed).data;
    expect(second.code).not.toBe(first.code);
    expect(await inviteOf(tutor.agent)).toEqual(second);

    const student = await signedIn(ctx(), 'student');
    const old = await student.agent.post('/api/v1/profile/tutors/join', { code: first.code });
    expect(old.statusCode).toBe(404);
    expect(body(old).errors[0]).toMatchObject({ code: 'E4001', field: 'code' });
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(false);
    const fresh = await student.agent.post('/api/v1/profile/tutors/join', { code: second.code });
    expect(fresh.statusCode).toBe(200);

    // Another tutor has a code of their own; students and admins have none.
    expect((await inviteOf((await signedIn(ctx(), 'tutor')).agent)).code).not.toBe(second.code);
    for (const role of ['student', 'admin'] as const) {
      const other = await signedIn(ctx(), role);
      for (const response of [
        await other.agent.get('/api/v1/tutor/invite'),
        await other.agent.post('/api/v1/tutor/invite/renew'),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(body(response).errors[0]?.code).toBe('E3002');
      }
    }
  });

  it('joins a student with the code as typed, tells the tutor once, and a second join changes nothing', async () => {
    const tutor = await signedIn(ctx(), 'tutor', 'Rasa');
    const { code } = await inviteOf(tutor.agent);
    const student = await signedIn(ctx(), 'student', 'Jonas');
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;

    const joined = await student.agent.post('/api/v1/profile/tutors/join', { code: typed });
    expect(joined.statusCode).toBe(200);
    expect(body<TJoinTutorResult>(joined).data).toMatchObject({
      already_linked: false,
      tutor: { id: tutor.user.id, first_name: 'Rasa', last_name: 'User', username: tutor.user.username },
    });
    expect(studentIds(await tutor.agent.get('/api/v1/tutor/students'))).toEqual([student.user.id]);
    const told = await notificationsOf(ctx(), tutor.user.id);
    expect(told).toEqual([
      {
        type: 'other',
        title: 'Naujas mokinys',
        message: 'Jonas User prisijungė prie jūsų mokinių sąrašo.',
        action_url: expect.stringContaining(String(student.user.id)),
      },
    ]);

    const again = await student.agent.post('/api/v1/profile/tutors/join', { code });
    expect(again.statusCode).toBe(200);
    expect(body<TJoinTutorResult>(again).data.already_linked).toBe(true);
    expect(await notificationsOf(ctx(), tutor.user.id)).toHaveLength(1);
    expect(studentIds(await tutor.agent.get('/api/v1/tutor/students'))).toEqual([student.user.id]);
  });

  it('refuses a wrong code with a coded 404 naming the field, and tutors and admins with 403', async () => {
    const student = await signedIn(ctx(), 'student');
    for (const code of ['ABCDEFGH', 'zz', 'ĄČĘĖĮŠŲŪ', '0O1IL0O1']) {
      const response = await student.agent.post('/api/v1/profile/tutors/join', { code });
      expect(response.statusCode, code).toBe(404);
      expect(body(response).errors[0], code).toMatchObject({ code: 'E4001', field: 'code' });
    }
    const empty = await student.agent.post('/api/v1/profile/tutors/join', { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).errors[0]?.field).toBe('code');

    const tutor = await signedIn(ctx(), 'tutor');
    const { code } = await inviteOf(tutor.agent);
    for (const role of ['tutor', 'admin'] as const) {
      const other = await signedIn(ctx(), role);
      const response = await other.agent.post('/api/v1/profile/tutors/join', { code });
      expect(response.statusCode).toBe(403);
      expect(body(response).errors[0]?.code).toBe('E3002');
      expect(await linked(ctx(), tutor.user.id, other.user.id)).toBe(false);
    }
    expect(await notificationsOf(ctx(), tutor.user.id)).toEqual([]);
  });

  it(`allows ${JOINS_PER_HOUR} tries an hour per student, right or wrong, then 429 in the student's language`, async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const { code } = await inviteOf(tutor.agent);
    const student = await signedIn(ctx(), 'student');
    for (let i = 0; i < JOINS_PER_HOUR; i += 1) {
      const guess = await student.agent.post('/api/v1/profile/tutors/join', { code: `GUESS${i}` });
      expect(guess.statusCode).toBe(404);
    }
    const refused = await student.agent.post('/api/v1/profile/tutors/join', { code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(refused).errors[0]).toMatchObject({
      code: 'E5005',
      details: { reason: 'tutor_joins' },
      message: expect.stringContaining('Per daug bandymų'),
    });
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(false);

    // The limit is the student's own.
    const other = await signedIn(ctx(), 'student');
    expect((await other.agent.post('/api/v1/profile/tutors/join', { code })).statusCode).toBe(200);
  });

  it('lets a student have several tutors and see only their own, and leave one of them', async () => {
    const [first, second] = [
      await signedIn(ctx(), 'tutor', 'Aistė'),
      await signedIn(ctx(), 'tutor', 'Bronius'),
    ];
    const student = await signedIn(ctx(), 'student', 'Ugnė');
    for (const tutor of [second, first]) {
      const { code } = await inviteOf(tutor.agent);
      expect((await student.agent.post('/api/v1/profile/tutors/join', { code })).statusCode).toBe(200);
    }
    const mine = await student.agent.get('/api/v1/profile/tutors');
    expect(body<{ id: number; first_name: string }[]>(mine).data.map((t) => t.first_name)).toEqual([
      'Aistė',
      'Bronius',
    ]);
    const stranger = await signedIn(ctx(), 'student');
    expect(body<unknown[]>(await stranger.agent.get('/api/v1/profile/tutors')).data).toEqual([]);
    // Only students have tutors to list.
    expect((await first.agent.get('/api/v1/profile/tutors')).statusCode).toBe(403);

    // Another student cannot end this student's link: they have none with that tutor.
    const notTheirs = await del(stranger.agent, `/api/v1/profile/tutors/${first.user.id}`);
    expect(notTheirs.statusCode).toBe(404);
    expect(await linked(ctx(), first.user.id, student.user.id)).toBe(true);

    const left = await del(student.agent, `/api/v1/profile/tutors/${first.user.id}`);
    expect(left.statusCode).toBe(200);
    expect(body(left).data).toEqual({ tutor_id: first.user.id, student_id: student.user.id });
    expect(studentIds(await first.agent.get('/api/v1/tutor/students'))).toEqual([]);
    expect(studentIds(await second.agent.get('/api/v1/tutor/students'))).toEqual([student.user.id]);
    expect((await del(student.agent, `/api/v1/profile/tutors/${first.user.id}`)).statusCode).toBe(404);
    expect((await notificationsOf(ctx(), first.user.id)).at(-1)).toMatchObject({
      title: 'Mokymo ryšys nutrauktas',
      message: expect.stringContaining('Ugnė User'),
    });
  });

  it('lets a tutor remove their own student only, and tells the student', async () => {
    const tutor = await signedIn(ctx(), 'tutor', 'Rimas');
    const otherTutor = await signedIn(ctx(), 'tutor');
    const student = await signedIn(ctx(), 'student');
    for (const t of [tutor, otherTutor]) {
      const { code } = await inviteOf(t.agent);
      await student.agent.post('/api/v1/profile/tutors/join', { code });
    }
    const stranger = await signedIn(ctx(), 'tutor');
    const refused = await del(stranger.agent, `/api/v1/tutor/students/${student.user.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(true);
    // Students and admins use their own routes.
    for (const agent of [student.agent, (await signedIn(ctx(), 'admin')).agent]) {
      expect((await del(agent, `/api/v1/tutor/students/${student.user.id}`)).statusCode).toBe(403);
    }

    const removed = await del(tutor.agent, `/api/v1/tutor/students/${student.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(false);
    expect(await linked(ctx(), otherTutor.user.id, student.user.id)).toBe(true);
    expect(
      body<{ id: number }[]>(await student.agent.get('/api/v1/profile/tutors')).data.map((t) => t.id),
    ).toEqual([otherTutor.user.id]);
    expect(await notificationsOf(ctx(), student.user.id)).toEqual([
      expect.objectContaining({
        title: 'Mokymo ryšys nutrauktas',
        message: expect.stringContaining('Rimas User'),
      }),
    ]);
    expect((await del(tutor.agent, `/api/v1/tutor/students/${student.user.id}`)).statusCode).toBe(404);
  });

  it('lets an admin list, link and unlink, telling both sides', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const tutor = await signedIn(ctx(), 'tutor', 'Vida');
    const student = await signedIn(ctx(), 'student', 'Tomas');
    const base = `/api/v1/admin/tutors/${tutor.user.id}/students`;
    expect(body(await admin.agent.get(base)).data).toEqual({
      tutor: {
        id: tutor.user.id,
        username: tutor.user.username,
        email: tutor.user.email,
        first_name: 'Vida',
        last_name: 'User',
      },
      students: [],
    });

    const added = await put(admin.agent, `${base}/${student.user.id}`);
    expect(added.statusCode).toBe(200);
    expect(body(added).data).toMatchObject({ already_linked: false, student: { id: student.user.id } });
    const listed = body<{ students: { id: number }[] }>(await admin.agent.get(base)).data.students;
    expect(listed.map((s) => s.id)).toEqual([student.user.id]);
    expect(studentIds(await tutor.agent.get('/api/v1/tutor/students'))).toEqual([student.user.id]);
    expect(body(await put(admin.agent, `${base}/${student.user.id}`)).data).toMatchObject({
      already_linked: true,
    });
    expect(await notificationsOf(ctx(), tutor.user.id)).toEqual([
      expect.objectContaining({ title: 'Naujas mokinys', message: expect.stringContaining('Tomas User') }),
    ]);

    // Only a tutor has students, and only a student can be linked.
    const otherAdmin = await buildUser(ctx(), { role: 'admin' });
    for (const [url, status] of [
      [`/api/v1/admin/tutors/${student.user.id}/students`, 404],
      [`/api/v1/admin/tutors/${otherAdmin.id}/students`, 404],
      ['/api/v1/admin/tutors/999999/students', 404],
    ] as const) {
      const response = await admin.agent.get(url);
      expect(response.statusCode, url).toBe(status);
      expect(body(response).errors[0]?.code).toBe('E4001');
    }
    expect((await put(admin.agent, `${base}/${otherAdmin.id}`)).statusCode).toBe(404);
    expect(
      (await put(admin.agent, `/api/v1/admin/tutors/${student.user.id}/students/${student.user.id}`))
        .statusCode,
    ).toBe(404);

    // Nobody else reaches these routes.
    for (const agent of [tutor.agent, student.agent]) {
      expect((await agent.get(base)).statusCode).toBe(403);
      expect((await put(agent, `${base}/${student.user.id}`)).statusCode).toBe(403);
      expect((await del(agent, `${base}/${student.user.id}`)).statusCode).toBe(403);
    }
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(true);

    const removed = await del(admin.agent, `${base}/${student.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(false);
    expect((await notificationsOf(ctx(), tutor.user.id)).at(-1)?.message).toContain('Tomas User');
    expect((await notificationsOf(ctx(), student.user.id)).at(-1)?.message).toContain('Vida User');
    expect((await del(admin.agent, `${base}/${student.user.id}`)).statusCode).toBe(404);
  });

  it('lets an admin move a student between tutors in one step, keeping their other tutors', async () => {
    const admin = await signedIn(ctx(), 'admin');
    const [from, to, kept] = [
      await signedIn(ctx(), 'tutor', 'Senas'),
      await signedIn(ctx(), 'tutor', 'Naujas'),
      await signedIn(ctx(), 'tutor', 'Kitas'),
    ];
    const student = await signedIn(ctx(), 'student', 'Paulius');
    for (const t of [from, kept])
      await put(admin.agent, `/api/v1/admin/tutors/${t.user.id}/students/${student.user.id}`);
    const move = (payload: object, studentId = student.user.id) =>
      admin.agent.post(`/api/v1/admin/students/${studentId}/move`, payload);

    // Refusals change nothing.
    const same = await move({ from_tutor_id: from.user.id, to_tutor_id: from.user.id });
    expect(same.statusCode).toBe(422);
    expect(body(same).errors[0]).toMatchObject({ code: 'E2004', field: 'to_tutor_id' });
    const notLinked = await move({ from_tutor_id: to.user.id, to_tutor_id: kept.user.id });
    expect(notLinked.statusCode).toBe(404);
    expect(body(notLinked).errors[0]).toMatchObject({ code: 'E4001', field: 'from_tutor_id' });
    const notATutor = await move({ from_tutor_id: from.user.id, to_tutor_id: student.user.id });
    expect(body(notATutor).errors[0]).toMatchObject({ code: 'E4001', field: 'to_tutor_id' });
    const missing = await move({ from_tutor_id: from.user.id, to_tutor_id: to.user.id }, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(await linked(ctx(), from.user.id, student.user.id)).toBe(true);
    expect(await linked(ctx(), to.user.id, student.user.id)).toBe(false);
    expect(
      (
        await from.agent.post(`/api/v1/admin/students/${student.user.id}/move`, {
          from_tutor_id: from.user.id,
          to_tutor_id: to.user.id,
        })
      ).statusCode,
    ).toBe(403);

    const moved = await move({ from_tutor_id: from.user.id, to_tutor_id: to.user.id });
    expect(moved.statusCode).toBe(200);
    expect(body(moved).data).toMatchObject({
      student: { id: student.user.id },
      from_tutor_id: from.user.id,
      to_tutor_id: to.user.id,
    });
    expect(await linked(ctx(), from.user.id, student.user.id)).toBe(false);
    expect(await linked(ctx(), to.user.id, student.user.id)).toBe(true);
    expect(await linked(ctx(), kept.user.id, student.user.id)).toBe(true);
    expect((await notificationsOf(ctx(), from.user.id)).at(-1)?.title).toBe('Mokymo ryšys nutrauktas');
    expect((await notificationsOf(ctx(), to.user.id)).at(-1)?.title).toBe('Naujas mokinys');
    expect((await notificationsOf(ctx(), student.user.id)).at(-1)?.message).toContain('Senas User');
  });

  it('keeps a link change when its notification cannot be written', async () => {
    const tutor = await signedIn(ctx(), 'tutor');
    const { code } = await inviteOf(tutor.agent);
    const student = await signedIn(ctx(), 'student');
    const { db } = ctx().database;
    await sql`alter table notifications rename to notifications_away`.execute(db);
    try {
      const joined = await student.agent.post('/api/v1/profile/tutors/join', { code });
      expect(joined.statusCode).toBe(200);
      const left = await del(student.agent, `/api/v1/profile/tutors/${tutor.user.id}`);
      expect(left.statusCode).toBe(200);
    } finally {
      await sql`alter table notifications_away rename to notifications`.execute(db);
    }
    expect(await linked(ctx(), tutor.user.id, student.user.id)).toBe(false);
  });
});
