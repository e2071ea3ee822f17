import { COOKIE_NAMES } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { body, buildUser, describeEachDatabase, loginAs, TestAgent } from '../../test/support.ts';
import { isCommonPassword } from './passwords.ts';

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: `ona_${Math.random().toString(36).slice(2, 8)}`,
  email: `ona.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'kvadratinė-lygtis-7',
  first_name: 'Ona',
  last_name: 'Onaitė',
  ...overrides,
});

describe('common password list', () => {
  it('ships the 10,000 most common passwords and compares without case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('kvadratinė-lygtis-7')).toBe(false);
  });
});

describeEachDatabase('registration', (ctx) => {
  it('creates a student by default, logs them in and sets the session, refresh and CSRF cookies', async () => {
    const agent = new TestAgent(ctx().app);
    const input = registration({ email: 'Ona.Mixed@Example.COM' });
    const response = await agent.post('/api/users/register', input);
    expect(response.statusCode).toBe(201);
    const { data, errors } = body<{ user: Record<string, unknown>; session: Record<string, unknown> }>(
      response,
    );
    expect(errors).toEqual([]);
    expect(data.user).toMatchObject({ email: 'ona.mixed@example.com', role: 'student', first_name: 'Ona' });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.session).toMatchObject({ timeout_minutes: 30, is_expiring_soon: false });

    const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    const session = cookies.find((c) => c.name === COOKIE_NAMES.session);
    const csrf = cookies.find((c) => c.name === COOKIE_NAMES.csrf);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === COOKIE_NAMES.refresh)?.httpOnly).toBe(true);
    expect(csrf?.httpOnly).toBeFalsy();

    const profile = await agent.get('/api/v1/profile/');
    expect(profile.statusCode).toBe(200);
    expect(body<{ email: string }>(profile).data.email).toBe('ona.mixed@example.com');
  });

  it('stores a teacher as a tutor and refuses to create an admin', async () => {
    const teacher = await new TestAgent(ctx().app).post(
      '/api/users/register',
      registration({ role: 'teacher' }),
    );
    expect(teacher.statusCode).toBe(201);
    expect(body<{ user: { role: string } }>(teacher).data.user.role).toBe('tutor');

    const admin = await new TestAgent(ctx().app).post('/api/users/register', registration({ role: 'admin' }));
    expect(admin.statusCode).toBe(403);
    expect(body(admin).errors[0]).toMatchObject({ code: 'E3001', field: 'role' });
  });

  it('refuses a duplicate e-mail or username whatever its case, naming the field', async () => {
    const first = registration({ username: 'Dvynys', email: 'dvynys@example.com' });
    expect((await new TestAgent(ctx().app).post('/api/users/register', first)).statusCode).toBe(201);

    const sameEmail = await new TestAgent(ctx().app).post(
      '/api/users/register',
      registration({ email: 'DVYNYS@example.com' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(body(sameEmail).errors[0]).toMatchObject({ code: 'E4004', field: 'email' });

    const sameName = await new TestAgent(ctx().app).post(
      '/api/users/register',
      registration({ username: 'dvYNys' }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(body(sameName).errors[0]).toMatchObject({ code: 'E4004', field: 'username' });
  });

  it.each([
    ['username', { username: 'ab' }, 'E2005'],
    ['username', { username: 'has space' }, 'E2003'],
    ['email', { email: 'not-an-email' }, 'E2003'],
    ['password', { password: 'short' }, 'E2005'],
    ['password', { password: 'x'.repeat(129) }, 'E2005'],
    ['first_name', { first_name: 'A'.repeat(51) }, 'E2005'],
    ['last_name', { last_name: '' }, 'E2002'],
    ['role', { role: 'janitor' }, 'E2003'],
  ])('rejects a bad %s with a coded error on that field', async (field, change, code) => {
    const response = await new TestAgent(ctx().app).post('/api/users/register', registration(change));
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('names a missing field as required', async () => {
    const { email: _omitted, ...withoutEmail } = registration();
    const response = await new TestAgent(ctx().app).post('/api/users/register', withoutEmail);
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toContainEqual(expect.objectContaining({ field: 'email', code: 'E2002' }));
  });

  it('refuses one of the most common passwords', async () => {
    const response = await new TestAgent(ctx().app).post(
      '/api/users/register',
      registration({ password: 'iloveyou1' }),
    );
    expect(response.statusCode).toBe(422);
    expect(body(response).errors[0]).toMatchObject({
      code: 'E2004',
      field: 'password',
      details: { reason: 'common_password' },
    });
  });
});

describeEachDatabase('login, sessions and logout', (ctx) => {
  it('answers an unknown e-mail and a wrong password with the same generic error', async () => {
    const user = await buildUser(ctx());
    const wrongPassword = await new TestAgent(ctx().app).post('/api/users/login', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknownEmail = await new TestAgent(ctx().app).post('/api/users/login', {
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(body(response).errors[0]).toMatchObject({
        code: 'E1004',
        message: 'Invalid e-mail or password',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('logs in with the e-mail in any case and answers with the user', async () => {
    const user = await buildUser(ctx());
    const agent = new TestAgent(ctx().app);
    const response = await agent.post('/api/users/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(body<{ user: { id: number } }>(response).data.user.id).toBe(user.id);
    expect(agent.cookies.has(COOKIE_NAMES.session)).toBe(true);
  });

  it('stops guessing after ten failed logins for one e-mail', async () => {
    const user = await buildUser(ctx());
    const agent = new TestAgent(ctx().app);
    for (let i = 0; i < 10; i += 1) {
      const r = await agent.post('/api/users/login', { email: user.email, password: `wrong-${i}` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await agent.post('/api/users/login', { email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).errors[0]?.code).toBe('E5005');
  });

  it('reports the session status without counting the check as activity', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    await ctx()
      .database.db.updateTable('sessions')
      .set({ last_activity_at: new Date(Date.now() - 26 * 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const first = body<{ remaining_seconds: number; remaining_minutes: number; is_expiring_soon: boolean }>(
      await agent.get('/api/users/session/status'),
    ).data;
    expect(first.remaining_minutes).toBe(3);
    expect(first.is_expiring_soon).toBe(true);
    const second = body<{ remaining_seconds: number }>(await agent.get('/api/users/session/status')).data;
    expect(second.remaining_seconds).toBeLessThanOrEqual(first.remaining_seconds);

    const extended = await agent.post('/api/users/session/extend');
    expect(extended.statusCode).toBe(200);
    expect(
      body<{ remaining_minutes: number; is_expiring_soon: boolean; remaining_display: string }>(extended)
        .data,
    ).toMatchObject({
      is_expiring_soon: false,
      remaining_display: expect.stringMatching(/^(30:00|29:5\d)$/),
    });
  });

  it('expires an idle session', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    await ctx()
      .database.db.updateTable('sessions')
      .set({ last_activity_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await agent.get('/api/v1/profile/');
    expect(expired.statusCode).toBe(401);
    expect(body(expired).errors[0]?.code).toBe('E1001');
    expect(
      body<{ remaining_seconds: number }>(await agent.get('/api/users/session/status')).data
        .remaining_seconds,
    ).toBe(0);
  });

  it('fails a refresh without a valid refresh cookie', async () => {
    const agent = new TestAgent(ctx().app);
    agent.cookies.set(COOKIE_NAMES.csrf, 'c');
    agent.cookies.set(COOKIE_NAMES.refresh, 'forged');
    const response = await agent.post('/api/users/refresh');
    expect(response.statusCode).toBe(401);
    expect(body(response).errors[0]?.code).toBe('E1005');
  });

  it('revokes the session on logout', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const token = agent.cookies.get(COOKIE_NAMES.session) ?? '';
    const refresh = agent.cookies.get(COOKIE_NAMES.refresh) ?? '';
    expect((await agent.post('/api/users/logout')).statusCode).toBe(200);
    expect([...agent.cookies.keys()]).toEqual([]);
    const replay = new TestAgent(ctx().app);
    replay.cookies.set(COOKIE_NAMES.session, token);
    replay.cookies.set(COOKIE_NAMES.refresh, refresh);
    replay.cookies.set(COOKIE_NAMES.csrf, 'c');
    expect((await replay.get('/api/v1/profile/')).statusCode).toBe(401);
    expect((await replay.post('/api/users/refresh')).statusCode).toBe(401);
  });

  it('answers an anonymous call to a protected route with E1003', async () => {
    const response = await new TestAgent(ctx().app).get('/api/v1/profile/');
    expect(response.statusCode).toBe(401);
    expect(body(response).errors[0]?.code).toBe('E1003');
  });

  it('stores only a SHA-256 of session tokens', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    const rows = await ctx()
      .database.db.selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    const token = agent.cookies.get(COOKIE_NAMES.session);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await ctx()
      .database.db.selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describeEachDatabase('CSRF protection', (ctx) => {
  it('refuses a mutating call without the CSRF header or with a wrong one', async () => {
    const agent = await loginAs(ctx(), await buildUser(ctx()));
    const missing = await agent.request({ method: 'POST', url: '/api/users/session/extend', csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(body(missing).errors[0]).toMatchObject({ code: 'E3001', details: { reason: 'csrf' } });
    const wrong = await agent.request({
      method: 'PATCH',
      url: '/api/v1/profile/',
      payload: { first_name: 'Hacked' },
      csrf: false,
      headers: { 'x-csrf-token': 'guess' },
    });
    expect(wrong.statusCode).toBe(403);
    const profile = body<{ first_name: string }>(await agent.get('/api/v1/profile/')).data;
    expect(profile.first_name).toBe('Test');
  });

  it('lets login, register, forgot and reset password through without a token', async () => {
    const anonymous = new TestAgent(ctx().app);
    const forgot = await anonymous.request({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'nobody@example.com' },
      csrf: false,
    });
    expect(forgot.statusCode).toBe(200);
  });
});

describeEachDatabase('password change and reset', (ctx) => {
  it('changes the password, keeps this session and logs out the others', async () => {
    const user = await buildUser(ctx());
    const here = await loginAs(ctx(), user);
    const elsewhere = await loginAs(ctx(), user);
    const wrong = await here.post('/api/v1/profile/change-password', {
      current_password: 'not-it',
      new_password: 'a-brand-new-secret',
    });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).errors[0]).toMatchObject({ code: 'E2004', field: 'current_password' });

    const common = await here.post('/api/v1/profile/change-password', {
      current_password: user.password,
      new_password: 'password123',
    });
    expect(body(common).errors[0]).toMatchObject({
      field: 'new_password',
      details: { reason: 'common_password' },
    });

    const changed = await here.post('/api/v1/profile/change-password', {
      current_password: user.password,
      new_password: 'a-brand-new-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/v1/profile/')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/profile/')).statusCode).toBe(401);
    await expect(loginAs(ctx(), { ...user, password: 'a-brand-new-secret' })).resolves.toBeInstanceOf(
      TestAgent,
    );
  });

  it('answers forgot-password the same for unknown and known e-mails, and mails a single-use link', async () => {
    const user = await buildUser(ctx());
    const other = await loginAs(ctx(), user);
    const unknown = await new TestAgent(ctx().app).post('/api/users/forgot-password', {
      email: 'ghost@example.com',
    });
    const known = await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(body(known).data).toEqual(body(unknown).data);

    const outbox = await ctx()
      .database.db.selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(outbox).toHaveLength(1);
    const token = /reset-password\?token=([\w-]+)/.exec(outbox[0]?.body_text ?? '')?.[1];
    expect(token).toBeDefined();
    const stored = await ctx().database.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token,
      password: 'reset-to-this-one',
    });
    expect(reset.statusCode).toBe(200);
    expect((await other.get('/api/v1/profile/')).statusCode).toBe(401);
    await expect(loginAs(ctx(), { ...user, password: 'reset-to-this-one' })).resolves.toBeInstanceOf(
      TestAgent,
    );

    const again = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token,
      password: 'another-one-here',
    });
    expect(again.statusCode).toBe(422);
    expect(body(again).errors[0]).toMatchObject({ code: 'E2004', field: 'token' });
  });

  it('refuses an expired reset token', async () => {
    const user = await buildUser(ctx());
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email: user.email });
    const mail = await ctx()
      .database.db.selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(mail.body_text)?.[1];
    await ctx()
      .database.db.updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await new TestAgent(ctx().app).post('/api/users/reset-password', {
      token,
      password: 'too-late-for-this',
    });
    expect(response.statusCode).toBe(422);
    await expect(loginAs(ctx(), user)).resolves.toBeInstanceOf(TestAgent);
  });
});
