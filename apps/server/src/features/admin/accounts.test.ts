import type { TAccountActionResult, TAccountDetail, TAdminUser } from '@taskas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../test/smtp-receiver.ts';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  TestAgent,
  type TestContext,
} from '../../test/support.ts';
import { answerTask, assign, bankTasks, countRows, person } from '../assignments/assignments-test-kit.ts';
import { seedTestBank } from '../tasks/test-bank.ts';
import { createTutorRepository } from '../tutor/tutor.repository.ts';
import { admin, auditOf, mailedToken, outboxFor, refusal, userRow } from './accounts-test-kit.ts';

const USERS = '/api/v1/admin/users';

/** Every account administration route, with a body it accepts. */
const ADMIN_ROUTES = (id: number) => [
  { method: 'GET', url: USERS },
  { method: 'GET', url: `${USERS}/export.csv` },
  { method: 'GET', url: `${USERS}/${id}` },
  {
    method: 'POST',
    url: USERS,
    payload: { first_name: 'A', last_name: 'B', email: 'x@example.com', role: 'student' },
  },
  { method: 'PATCH', url: `${USERS}/${id}/role`, payload: { role: 'tutor' } },
  { method: 'POST', url: `${USERS}/${id}/deactivate` },
  { method: 'POST', url: `${USERS}/${id}/reactivate` },
  { method: 'POST', url: `${USERS}/${id}/password-reset` },
  { method: 'POST', url: `${USERS}/${id}/sessions/end` },
  { method: 'POST', url: `${USERS}/${id}/invitation` },
  { method: 'DELETE', url: `${USERS}/${id}` },
  { method: 'POST', url: `${USERS}/import/preview`, payload: { csv: 'a,b,c@example.com' } },
  { method: 'POST', url: `${USERS}/import`, payload: { csv: 'a,b,c@example.com' } },
];

async function createAccount(agent: TestAgent, request: Record<string, unknown>) {
  const response = await agent.post(USERS, { first_name: 'Ona', last_name: 'Onaitė', ...request });
  expect(response.statusCode, response.body).toBe(201);
  return body<TAdminUser>(response).data;
}

async function acceptInvitation(ctx: TestContext, email: string, password: string) {
  const agent = new TestAgent(ctx.app);
  const token = await mailedToken(ctx, email, 'accept-invitation');
  const response = await agent.post('/api/users/accept-invitation', { token, password });
  return { agent, response };
}

let emails = 0;
const freshEmail = (local = 'mokinys') => {
  emails += 1;
  return `${local}.${Date.now().toString(36)}${emails}@example.com`;
};

describeEachDatabase('account administration', (ctx) => {
  beforeAll(async () => {
    // A few tasks to assign and answer: what an erased account leaves behind.
    await seedTestBank(ctx());
  });

  it('answers 403 to a student and a tutor on every admin route, and 401 to nobody', async () => {
    const target = await buildUser(ctx());
    for (const role of ['student', 'tutor'] as const) {
      const agent = await loginAs(ctx(), await buildUser(ctx(), { role }));
      for (const route of ADMIN_ROUTES(target.id)) {
        const response = await agent.request(route as never);
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(body(response).errors[0]?.code).toBe('E3002');
      }
    }
    const anonymous = new TestAgent(ctx().app);
    for (const route of ADMIN_ROUTES(target.id).filter((r) => r.method === 'GET')) {
      expect((await anonymous.get(route.url)).statusCode).toBe(401);
    }
    expect(await userRow(ctx(), target.id)).toMatchObject({ status: 'active', role: 'student' });
  });

  it('creates an invited student linked to a tutor; the e-mailed link sets the password and logs in', async () => {
    const { user: me, agent } = await admin(ctx());
    const tutor = await buildUser(ctx(), { role: 'tutor' });
    const email = freshEmail('Jonas.Jonaitis');
    const created = await createAccount(agent, { email, role: 'student', tutor_id: tutor.id });
    expect(created).toMatchObject({ email: email.toLowerCase(), role: 'student', status: 'invited' });
    expect(created.username.toLowerCase()).toBe(email.split('@')[0]?.toLowerCase());
    expect(created.last_login_at).toBeNull();

    const [mail] = await outboxFor(ctx(), email);
    expect(mail?.subject).toBe('Jūsų „Taško“ paskyra sukurta');
    expect(mail?.body_text).toContain('Sveiki, Ona,');
    expect(mail?.body_text).toContain('Test User sukūrė jums „Taško“ paskyrą');

    // An invited account cannot log in: the answer is the generic one.
    const early = await new TestAgent(ctx().app).post('/api/users/login', {
      email,
      password: 'whatever-1234',
    });
    expect(refusal(early)).toMatchObject({ status: 401, code: 'E1004' });

    const detail = body<TAccountDetail>(await agent.get(`${USERS}/${created.id}`)).data;
    expect(detail).toMatchObject({ invitation_pending: true, open_sessions: 0, students: [] });
    expect(detail.tutors.map((t) => t.id)).toEqual([tutor.id]);
    const tutorDetail = body<TAccountDetail>(await agent.get(`${USERS}/${tutor.id}`)).data;
    expect(tutorDetail.students.map((s) => s.email)).toEqual([email.toLowerCase()]);

    const common = await acceptInvitation(ctx(), email, 'password');
    expect(refusal(common.response)).toMatchObject({ status: 422, field: 'password' });
    const { agent: invited, response } = await acceptInvitation(ctx(), email, 'Mano-naujas-slaptazodis');
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ user: TAdminUser }>(response).data.user.id).toBe(created.id);
    expect((await invited.get('/api/v1/profile')).statusCode).toBe(200);
    const used = await acceptInvitation(ctx(), email, 'Mano-naujas-slaptazodis');
    expect(refusal(used.response)).toMatchObject({ status: 422, code: 'E2004', field: 'token' });

    const login = await new TestAgent(ctx().app).post('/api/users/login', {
      email,
      password: 'Mano-naujas-slaptazodis',
    });
    expect(login.statusCode).toBe(200);
    const after = body<TAccountDetail>(await agent.get(`${USERS}/${created.id}`)).data;
    expect(after).toMatchObject({ status: 'active', invitation_pending: false });
    expect(after.last_login_at).not.toBeNull();
    expect(after.open_sessions).toBe(2);

    expect(await auditOf(ctx(), 'account.created', created.id)).toMatchObject([
      { actor_id: me.id, actor_role: 'admin', details: { role: 'student' } },
    ]);
    expect(await auditOf(ctx(), 'account.invitation_sent', created.id)).toHaveLength(1);
    expect(await auditOf(ctx(), 'link.created', created.id)).toMatchObject([
      { target_type: 'link', details: { tutor_id: tutor.id, student_id: created.id } },
    ]);
    expect(await auditOf(ctx(), 'account.invitation_accepted', created.id)).toMatchObject([
      { actor_id: null, target_type: 'user' },
    ]);
  });

  it('refuses a taken e-mail, a tutor who is not one, and numbers usernames made from e-mails', async () => {
    const { agent } = await admin(ctx());
    const existing = await buildUser(ctx());
    const taken = await agent.post(USERS, {
      first_name: 'A',
      last_name: 'B',
      email: existing.email.toUpperCase(),
      role: 'tutor',
    });
    expect(refusal(taken)).toMatchObject({ status: 409, code: 'E4004', field: 'email' });
    const notTutor = await agent.post(USERS, {
      first_name: 'A',
      last_name: 'B',
      email: freshEmail(),
      role: 'student',
      tutor_id: existing.id,
    });
    expect(refusal(notTutor)).toMatchObject({ status: 403, code: 'E3001', reason: 'tutor_not_found' });

    const local = `vardenis${Date.now().toString(36)}`;
    const first = await createAccount(agent, {
      email: `${local}@one.example`,
      role: 'tutor',
      language: 'en',
    });
    const second = await createAccount(agent, { email: `${local}@two.example`, role: 'tutor' });
    const third = await createAccount(agent, { email: `${local}@three.example`, role: 'tutor' });
    expect([first.username, second.username, third.username]).toEqual([local, `${local}2`, `${local}3`]);
    const [english] = await outboxFor(ctx(), `${local}@one.example`);
    expect(english?.subject).toBe('Your Taškas account is ready');
    const short = await createAccount(agent, {
      email: `a@${Date.now().toString(36)}.example`,
      role: 'tutor',
    });
    expect(short.username).toMatch(/^auser\d*$/);
  });

  it('keeps reset links and invitations apart', async () => {
    const { agent } = await admin(ctx());
    const email = freshEmail();
    const created = await createAccount(agent, { email, role: 'student' });
    const inviteToken = await mailedToken(ctx(), email, 'accept-invitation');
    const asReset = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token: inviteToken,
      password: 'Kitas-slaptazodis-1',
    });
    expect(refusal(asReset)).toMatchObject({ code: 'E2004', field: 'token' });

    // A reset link mailed to an invited account is a fresh invitation.
    const reset = await agent.post(`${USERS}/${created.id}/password-reset`);
    expect(reset.statusCode).toBe(200);
    expect(await outboxFor(ctx(), email)).toHaveLength(2);
    expect(await auditOf(ctx(), 'account.invitation_sent', created.id)).toHaveLength(2);
    const old = await new TestAgent(ctx().app).post('/api/users/accept-invitation', {
      token: inviteToken,
      password: 'Kitas-slaptazodis-1',
    });
    expect(refusal(old)).toMatchObject({ code: 'E2004', field: 'token' });

    // An active account gets a real reset link, which is no invitation.
    const active = await buildUser(ctx());
    expect((await agent.post(`${USERS}/${active.id}/password-reset`)).statusCode).toBe(200);
    const resetToken = await mailedToken(ctx(), active.email, 'reset-password');
    const asInvite = await new TestAgent(ctx().app).post('/api/users/accept-invitation', {
      token: resetToken,
      password: 'Kitas-slaptazodis-1',
    });
    expect(refusal(asInvite)).toMatchObject({ code: 'E2004', field: 'token' });
    const used = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token: resetToken,
      password: 'Kitas-slaptazodis-1',
    });
    expect(used.statusCode).toBe(200);
    expect(await auditOf(ctx(), 'password.reset_sent', active.id)).toHaveLength(1);

    const notInvited = await agent.post(`${USERS}/${active.id}/invitation`);
    expect(refusal(notInvited)).toMatchObject({ status: 409, code: 'E4002', reason: 'not_invited' });
    expect((await agent.post(`${USERS}/${created.id}/invitation`)).statusCode).toBe(200);
    expect(await outboxFor(ctx(), email)).toHaveLength(3);
  });

  it('a reset link activates an invited account (owning the mailbox), never a deactivated one', async () => {
    const { agent } = await admin(ctx());
    const email = freshEmail();
    const created = await createAccount(agent, { email, role: 'student' });
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email });
    const token = await mailedToken(ctx(), email, 'reset-password');
    const reset = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token,
      password: 'Per-pamirsima-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await userRow(ctx(), created.id)).status).toBe('active');

    const other = await buildUser(ctx());
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: other.email });
    const early = await mailedToken(ctx(), other.email, 'reset-password');
    expect((await agent.post(`${USERS}/${other.id}/deactivate`)).statusCode).toBe(200);
    // The deactivation voided the link; and no new one is mailed to a deactivated account.
    const late = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token: early,
      password: 'Per-pamirsima-1',
    });
    expect(late.statusCode).toBe(422);
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: other.email });
    expect(await outboxFor(ctx(), other.email)).toHaveLength(1);
    expect((await userRow(ctx(), other.id)).status).toBe('deactivated');
  });

  it('deactivation ends open sessions at once and login says so, only with the right password', async () => {
    const { user: me, agent } = await admin(ctx());
    const target = await buildUser(ctx());
    const targetAgent = await loginAs(ctx(), target);
    expect((await targetAgent.get('/api/v1/profile')).statusCode).toBe(200);

    const response = await agent.post(`${USERS}/${target.id}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(body<TAccountActionResult>(response).data).toMatchObject({
      user: { id: target.id, status: 'deactivated' },
      sessions_ended: 1,
    });
    expect((await targetAgent.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await targetAgent.post('/api/users/refresh')).statusCode).toBe(401);

    const login = await new TestAgent(ctx().app).post('/api/users/login', {
      email: target.email,
      password: target.password,
    });
    expect(refusal(login)).toMatchObject({ status: 403, code: 'E3001', reason: 'account_deactivated' });
    expect(body(login).errors[0]?.message).toBe(
      "This account has been deactivated. Contact your school's administrator.",
    );
    const wrong = await new TestAgent(ctx().app).post('/api/users/login', {
      email: target.email,
      password: 'not-the-password',
    });
    expect(refusal(wrong)).toMatchObject({ status: 401, code: 'E1004' });
    expect(wrong.body).not.toContain('deactivated');

    const again = await agent.post(`${USERS}/${target.id}/deactivate`);
    expect(refusal(again)).toMatchObject({ status: 409, code: 'E4002', reason: 'already_in_state' });
    expect(await auditOf(ctx(), 'account.deactivated', target.id)).toMatchObject([
      { actor_id: me.id, details: { from: 'active', sessions_ended: 1 } },
    ]);

    const back = await agent.post(`${USERS}/${target.id}/reactivate`);
    expect(body<TAccountActionResult>(back).data.user.status).toBe('active');
    expect((await loginAs(ctx(), target).then((a) => a.get('/api/v1/profile'))).statusCode).toBe(200);
    const twice = await agent.post(`${USERS}/${target.id}/reactivate`);
    expect(refusal(twice)).toMatchObject({ status: 409, code: 'E4002', reason: 'already_in_state' });
    expect(await auditOf(ctx(), 'account.reactivated', target.id)).toMatchObject([
      { details: { to: 'active' } },
    ]);

    // Reactivating an account that never set its password brings the invitation state back.
    const invited = await createAccount(agent, { email: freshEmail(), role: 'tutor' });
    await agent.post(`${USERS}/${invited.id}/deactivate`);
    const restored = await agent.post(`${USERS}/${invited.id}/reactivate`);
    expect(body<TAccountActionResult>(restored).data.user.status).toBe('invited');
  });

  it("stops a session at once when the account's status changes, even if no revoke happened", async () => {
    const target = await buildUser(ctx());
    const agent = await loginAs(ctx(), target);
    await ctx()
      .database.db.updateTable('users')
      .set({ status: 'deactivated' })
      .where('id', '=', target.id)
      .execute();
    expect((await agent.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await agent.post('/api/users/refresh')).statusCode).toBe(401);
  });

  it('refuses acting on oneself, and demoting, deactivating or deleting the last active admin', async () => {
    const { user: me, agent } = await admin(ctx());
    const other = await admin(ctx());
    for (const [method, url, payload] of [
      ['PATCH', `${USERS}/${me.id}/role`, { role: 'tutor' }],
      ['POST', `${USERS}/${me.id}/deactivate`, undefined],
      ['DELETE', `${USERS}/${me.id}`, undefined],
    ] as const) {
      const response = await agent.request({ method, url, ...(payload ? { payload } : {}) });
      expect(refusal(response), `${method} ${url}`).toMatchObject({
        status: 403,
        code: 'E3001',
        reason: 'self',
      });
    }
    // Another admin may be demoted while one stays.
    const demoted = await agent.patch(`${USERS}/${other.user.id}/role`, { role: 'tutor' });
    expect(body<TAccountActionResult>(demoted).data.user.role).toBe('tutor');

    // Every other admin deactivated for a moment: this one is the last.
    const db = ctx().database.db;
    const others = await db
      .updateTable('users')
      .set({ status: 'deactivated' })
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .where('id', '!=', me.id)
      .returning('id')
      .execute();
    try {
      for (const [method, url, payload] of [
        ['PATCH', `${USERS}/${me.id}/role`, { role: 'student' }],
        ['POST', `${USERS}/${me.id}/deactivate`, undefined],
        ['DELETE', `${USERS}/${me.id}`, undefined],
      ] as const) {
        const response = await agent.request({ method, url, ...(payload ? { payload } : {}) });
        expect(refusal(response), `${method} ${url}`).toMatchObject({
          status: 403,
          code: 'E3001',
          reason: 'last_admin',
        });
      }
      expect(await userRow(ctx(), me.id)).toMatchObject({ role: 'admin', status: 'active' });
    } finally {
      const ids = others.map((r) => r.id);
      if (ids.length > 0)
        await db.updateTable('users').set({ status: 'active' }).where('id', 'in', ids).execute();
    }
  });

  it('a new role ends sessions and the links of the old role, cancelling what was assigned', async () => {
    const { user: me, agent } = await admin(ctx());
    const tutor = await person(ctx(), 'tutor');
    const student = await person(ctx(), 'student');
    await createTutorRepository(ctx().database.db).link(
      tutor.user.id,
      student.user.id,
      new Date().toISOString(),
    );
    const [assignment] = await assign(ctx(), tutor, [student], { task_ids: await bankTasks(ctx(), 1) });

    const same = await agent.patch(`${USERS}/${student.user.id}/role`, { role: 'student' });
    expect(body<TAccountActionResult>(same).data).toMatchObject({
      user: { role: 'student' },
      sessions_ended: 0,
    });
    expect(await auditOf(ctx(), 'account.role_changed', student.user.id)).toEqual([]);

    const changed = await agent.patch(`${USERS}/${student.user.id}/role`, { role: 'tutor' });
    expect(changed.statusCode).toBe(200);
    expect(body<TAccountActionResult>(changed).data).toMatchObject({
      user: { role: 'tutor' },
      sessions_ended: 1,
    });
    expect((await student.agent.get('/api/v1/profile')).statusCode).toBe(401);
    expect(await createTutorRepository(ctx().database.db).listStudents(tutor.user.id)).toEqual([]);
    const cancelled = await ctx()
      .database.db.selectFrom('assignments')
      .select('cancelled_at')
      .where('id', '=', assignment?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(await auditOf(ctx(), 'account.role_changed', student.user.id)).toMatchObject([
      { actor_id: me.id, details: { from: 'student', to: 'tutor' } },
    ]);
    expect(await auditOf(ctx(), 'link.ended', student.user.id)).toMatchObject([
      { details: { tutor_id: tutor.user.id, student_id: student.user.id } },
    ]);
    const relogin = await loginAs(ctx(), student.user);
    expect((await relogin.get('/api/v1/tutor/students')).statusCode).toBe(200);
  });

  it('ends all sessions of an account, one’s own too (which logs out)', async () => {
    const { user: me, agent } = await admin(ctx());
    const target = await buildUser(ctx());
    const first = await loginAs(ctx(), target);
    const second = await loginAs(ctx(), target);
    const response = await agent.post(`${USERS}/${target.id}/sessions/end`);
    expect(body<TAccountActionResult>(response).data.sessions_ended).toBe(2);
    expect((await first.get('/api/v1/profile')).statusCode).toBe(401);
    expect((await second.get('/api/v1/profile')).statusCode).toBe(401);
    expect(await auditOf(ctx(), 'account.sessions_ended', target.id)).toMatchObject([
      { actor_id: me.id, details: { count: 2 } },
    ]);

    const own = await agent.post(`${USERS}/${me.id}/sessions/end`);
    expect(own.statusCode).toBe(200);
    expect((await agent.get('/api/v1/profile')).statusCode).toBe(401);
  });

  it('deletes an account: personal data erased, statistics kept, never again usable', async () => {
    const { user: me, agent } = await admin(ctx());
    const tutor = await person(ctx(), 'tutor');
    const student = await person(ctx(), 'student', 'Trinamas');
    await createTutorRepository(ctx().database.db).link(
      tutor.user.id,
      student.user.id,
      new Date().toISOString(),
    );
    const [taskId] = await bankTasks(ctx(), 1);
    const [assignment] = await assign(ctx(), tutor, [student], { task_ids: [taskId ?? 0] });
    await answerTask(ctx(), student, assignment?.id ?? 0, taskId ?? 0, true);
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: student.user.email });
    const attemptsBefore = await countRows(ctx(), 'attempts');

    const response = await agent.request({ method: 'DELETE', url: `${USERS}/${student.user.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const id = student.user.id;
    expect(body<TAccountActionResult>(response).data).toMatchObject({
      user: {
        username: `deleted-${id}`,
        email: `deleted-${id}@deleted.invalid`,
        first_name: 'Deleted',
        last_name: 'account',
        status: 'deleted',
      },
      sessions_ended: 1,
    });
    expect((await student.agent.get('/api/v1/profile')).statusCode).toBe(401);
    const login = await new TestAgent(ctx().app).post('/api/users/login', {
      email: student.user.email,
      password: student.user.password,
    });
    expect(refusal(login)).toMatchObject({ status: 401, code: 'E1004' });

    const db = ctx().database.db;
    expect(await countRows(ctx(), 'attempts')).toBe(attemptsBefore);
    expect(await db.selectFrom('attempts').select('id').where('user_id', '=', id).execute()).not.toEqual([]);
    expect(await outboxFor(ctx(), student.user.email)).toEqual([]);
    expect(
      await db.selectFrom('password_reset_tokens').select('id').where('user_id', '=', id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(
      await db.selectFrom('tutor_students').select('tutor_id').where('student_id', '=', id).execute(),
    ).toEqual([]);
    const kept = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(kept)).not.toContain('Trinamas');

    // Reading still works; every change is refused.
    expect((await agent.get(`${USERS}/${id}`)).statusCode).toBe(200);
    for (const route of ADMIN_ROUTES(id).filter(
      (r) => r.url.startsWith(`${USERS}/${id}`) && r.method !== 'GET',
    )) {
      const refused = await agent.request(route as never);
      expect(refusal(refused), `${route.method} ${route.url}`).toMatchObject({
        status: 410,
        code: 'E4003',
        reason: 'account_deleted',
      });
    }
    const listed = body<TAdminUser[]>(await agent.get(`${USERS}?per_page=100`)).data;
    expect(listed.some((u) => u.id === id)).toBe(false);
    const deleted = body<TAdminUser[]>(await agent.get(`${USERS}?status=deleted&per_page=100`)).data;
    expect(deleted.some((u) => u.id === id)).toBe(true);
    expect(deleted.every((u) => u.status === 'deleted')).toBe(true);

    const entries = await auditOf(ctx(), 'account.deleted', id);
    expect(entries).toMatchObject([{ actor_id: me.id, details: { role: 'student' } }]);
    expect(JSON.stringify(entries)).not.toContain(student.user.email);
  });

  it('lists accounts newest first with status and last login, filtered by status', async () => {
    const { agent } = await admin(ctx());
    const older = await buildUser(ctx(), { role: 'tutor', first_name: 'Filtras' });
    const newer = await buildUser(ctx(), { role: 'tutor', first_name: 'Filtras' });
    await loginAs(ctx(), newer);
    await agent.post(`${USERS}/${older.id}/deactivate`);

    const all = body<TAdminUser[]>(await agent.get(`${USERS}?q=filtras&role=tutor`)).data;
    expect(all.map((u) => u.id)).toEqual([newer.id, older.id]);
    expect(all[0]?.last_login_at).not.toBeNull();
    expect(all[1]).toMatchObject({ status: 'deactivated', last_login_at: null });
    const deactivated = body<TAdminUser[]>(await agent.get(`${USERS}?q=filtras&status=deactivated`)).data;
    expect(deactivated.map((u) => u.id)).toEqual([older.id]);
  });

  it('takes % and _ in a search literally, on both databases', async () => {
    const { agent } = await admin(ctx());
    const marked = await buildUser(ctx(), { username: `pct_${Date.now().toString(36)}` });
    await buildUser(ctx(), { username: `pctx${Date.now().toString(36)}` });
    const found = body<TAdminUser[]>(await agent.get(`${USERS}?q=${encodeURIComponent('pct_')}`)).data;
    expect(found.map((u) => u.id)).toEqual([marked.id]);
    expect(body<TAdminUser[]>(await agent.get(`${USERS}?q=${encodeURIComponent('pct%x')}`)).data).toEqual([]);
  });

  it('exports the filtered accounts as CSV a spreadsheet opens safely', async () => {
    const { user: me, agent } = await admin(ctx());
    const mark = `eksp${Date.now().toString(36)}`;
    const plain = await buildUser(ctx(), { role: 'tutor', first_name: 'Žemaitė', username: `${mark}_a` });
    const risky = await buildUser(ctx(), {
      role: 'tutor',
      first_name: '=HYPERLINK("x")',
      username: `${mark}_b`,
    });
    await buildUser(ctx(), { role: 'student', username: `${mark}_c` });

    const response = await agent.get(`${USERS}/export.csv?role=tutor&q=${mark}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="taskas-accounts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,username,email,first_name,last_name,role,status,created_at,last_login_at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${risky.id},${mark}_b,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(`${plain.id},${mark}_a,${plain.email},Žemaitė,User,tutor,active,`);

    expect(await auditOf(ctx(), 'account.export')).toContainEqual(
      expect.objectContaining({
        actor_id: me.id,
        details: { role: 'tutor', status: 'all', search: true, rows: 2 },
      }),
    );
  });
});

describe('an invitation through a real SMTP receiver', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let ctx: Awaited<ReturnType<typeof createTestContext>>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ctx = await createTestContext('sqlite', { SMTP_URL: smtp.url, PUBLIC_URL: 'https://taskas.example' });
  });
  afterAll(async () => {
    await ctx?.dispose();
    await smtp?.close();
  });

  it('mails the invitation in the chosen language and its link sets the password', async () => {
    const { agent } = await admin(ctx);
    const email = freshEmail('mokytoja');
    await createAccount(agent, { email, role: 'tutor', language: 'en', first_name: 'Rūta' });
    const unfolded = smtp.received.find((m) => m.to.includes(email))?.text ?? '';
    expect(unfolded).toContain('Hello Rūta,');
    expect(unfolded).toContain('within 7 days');
    const token = /https:\/\/taskas\.example\/accept-invitation\?token=([\w-]+)/.exec(unfolded)?.[1];
    expect(token).toBeTruthy();
    expect(await ctx.database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);

    const accepted = await new TestAgent(ctx.app).post('/api/users/accept-invitation', {
      token,
      password: 'Is-laisko-nustatytas',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await new TestAgent(ctx.app).post('/api/users/login', {
      email,
      password: 'Is-laisko-nustatytas',
    });
    expect(login.statusCode).toBe(200);
  });
});
