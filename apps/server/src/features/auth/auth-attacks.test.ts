import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { COOKIE_NAMES } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import {
  body,
  buildUser,
  createTestContext,
  describeEachDatabase,
  loginAs,
  TestAgent,
} from '../../test/support.ts';

// Issue 9 ("Attacks"): each test here failed before its fix.

const wrongLogin = (agent: TestAgent, email: string, i: number, headers: Record<string, string> = {}) =>
  agent.request({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: `wrong-${i}` },
    headers,
  });

describeEachDatabase(
  'login limits behind a proxy (TRUST_PROXY=1)',
  (ctx) => {
    it('takes the address the proxy saw, not the left-most X-Forwarded-For the client wrote', async () => {
      const user = await buildUser(ctx());
      const agent = new TestAgent(ctx().app);
      for (let i = 0; i < 3; i += 1) {
        const r = await wrongLogin(agent, `guess${i}@example.com`, i, {
          'x-forwarded-for': `10.0.0.${i}, 203.0.113.7`,
        });
        expect(r.statusCode).toBe(401);
      }
      // Four requests from 203.0.113.7 whatever the client put first: the fifth is over the limit of four.
      const fourth = await wrongLogin(agent, 'someone.else@example.com', 9, {
        'x-forwarded-for': '198.51.100.1, 203.0.113.7',
      });
      expect(fourth.statusCode).toBe(401);
      const fifth = await wrongLogin(agent, 'someone.else@example.com', 10, {
        'x-forwarded-for': '198.51.100.2, 203.0.113.7',
      });
      expect(fifth.statusCode).toBe(429);
      expect(body(fifth).errors[0]).toMatchObject({ code: 'E5005', details: { reason: 'address' } });
      expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);

      // Another address the proxy saw is not limited.
      const elsewhere = await agent.request({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('refuses the right password after the account limit of wrong ones, from any address', async () => {
      const user = await buildUser(ctx());
      const agent = new TestAgent(ctx().app);
      for (let i = 0; i < 3; i += 1) {
        // Every guess from another address: only the per-account limit can stop this.
        const r = await wrongLogin(agent, user.email.toUpperCase(), i, {
          'x-forwarded-for': `192.0.2.${i + 1}`,
        });
        expect(r.statusCode).toBe(401);
      }
      const right = await agent.request({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
        headers: { 'x-forwarded-for': '192.0.2.200' },
      });
      expect(right.statusCode).toBe(429);
      expect(body(right).errors[0]).toMatchObject({ code: 'E5005', details: { reason: 'login_failures' } });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(agent.cookies.has(COOKIE_NAMES.session)).toBe(false);
    });
  },
  { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_ADDRESS: '4', LOGIN_FAILURES_PER_ACCOUNT: '3' },
);

describeEachDatabase(
  'per-address limits on the password routes',
  (ctx) => {
    it('limits register and forgot-password per address with 429 E5005 and Retry-After', async () => {
      const agent = new TestAgent(ctx().app);
      for (const url of ['/api/users/forgot-password', '/api/users/register']) {
        const answers = [];
        for (let i = 0; i < 4; i += 1) {
          const payload =
            url === '/api/users/register'
              ? {
                  username: `flood_${i}_${Date.now()}`,
                  email: `flood.${i}.${Date.now()}@example.com`,
                  password: 'kvadratinė-lygtis-7',
                  first_name: 'F',
                  last_name: 'L',
                }
              : { email: `nobody${i}@example.com` };
          answers.push(await agent.request({ method: 'POST', url, payload, csrf: false }));
        }
        expect(answers.slice(0, 3).every((r) => r.statusCode < 400)).toBe(true);
        expect(answers[3]?.statusCode).toBe(429);
        expect(answers[3]?.headers['retry-after']).toBeDefined();
        expect(body(answers[3] ?? { json: () => ({}) }).errors[0]?.code).toBe('E5005');
      }
    });

    it('counts wrong current passwords on change-password and then refuses even the right one', async () => {
      const user = await buildUser(ctx());
      const agent = await loginAs(ctx(), user);
      const change = (current: string) =>
        agent.post('/api/v1/profile/change-password', {
          current_password: current,
          new_password: 'a-brand-new-secret',
        });
      expect((await change('guess-1')).statusCode).toBe(422);
      expect((await change('guess-2')).statusCode).toBe(422);
      const limited = await change(user.password);
      expect(limited.statusCode).toBe(429);
      expect(body(limited).errors[0]).toMatchObject({ code: 'E5005', details: { reason: 'login_failures' } });
      // The password did not change.
      await expect(loginAs(ctx(), user)).rejects.toThrow(/E5005/);
    });
  },
  { AUTH_RATE_LIMIT_PER_ADDRESS: '3', LOGIN_FAILURES_PER_ACCOUNT: '2' },
);

describeEachDatabase('sessions: idle timeout and refresh tokens', (ctx) => {
  const idle = async (userId: number, minutes: number) =>
    ctx()
      .database.db.updateTable('sessions')
      .set({ last_activity_at: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where('user_id', '=', userId)
      .execute();

  it('does not let the refresh cookie revive a session idle past the timeout', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    await idle(user.id, 31);
    expect(body(await agent.get('/api/v1/profile/')).errors[0]?.code).toBe('E1001');
    const refreshed = await agent.post('/api/users/refresh');
    expect(refreshed.statusCode).toBe(401);
    expect(body(refreshed).errors[0]?.code).toBe('E1005');
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(401);
  });

  it('renews the tokens of a live session and refuses the old ones', async () => {
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    const oldToken = agent.cookies.get(COOKIE_NAMES.session) ?? '';
    await idle(user.id, 5);
    const refreshed = await agent.post('/api/users/refresh');
    expect(refreshed.statusCode).toBe(200);
    expect(agent.cookies.get(COOKIE_NAMES.session)).not.toBe(oldToken);
    expect((await agent.get('/api/v1/profile/')).statusCode).toBe(200);
    const stale = new TestAgent(ctx().app);
    stale.cookies.set(COOKIE_NAMES.session, oldToken);
    expect((await stale.get('/api/v1/profile/')).statusCode).toBe(401);
  });

  it('revokes the whole session when a refresh token is used a second time', async () => {
    const user = await buildUser(ctx());
    const victim = await loginAs(ctx(), user);
    const stolen = victim.cookies.get(COOKIE_NAMES.refresh) ?? '';
    expect((await victim.post('/api/users/refresh')).statusCode).toBe(200);
    // The first use is a minute old: a second use now is not two tabs racing.
    await ctx()
      .database.db.updateTable('used_refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    const thief = new TestAgent(ctx().app);
    thief.cookies.set(COOKIE_NAMES.refresh, stolen);
    thief.cookies.set(COOKIE_NAMES.csrf, 'x');
    const replay = await thief.post('/api/users/refresh');
    expect(replay.statusCode).toBe(401);
    expect(body(replay).errors[0]?.code).toBe('E1005');
    // The victim's renewed session is gone too: whoever holds it must log in again.
    expect((await victim.get('/api/v1/profile/')).statusCode).toBe(401);
    expect((await victim.post('/api/users/refresh')).statusCode).toBe(401);
  });
});

describeEachDatabase('password reset links', (ctx) => {
  const requestLink = async (email: string) => {
    await new TestAgent(ctx().app).post('/api/users/forgot-password', { email });
    const mails = await ctx()
      .database.db.selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .execute();
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0]?.body_text ?? '')?.[1];
    if (!token) throw new Error('no reset link was mailed');
    return token;
  };
  const reset = (token: string, password: string) =>
    new TestAgent(ctx().app).post('/api/users/reset-password', { token, password });

  it('voids every open link of the user when one of them is used', async () => {
    const user = await buildUser(ctx());
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    expect((await reset(newer, 'the-newest-secret-1')).statusCode).toBe(200);
    const replay = await reset(older, 'an-attackers-secret');
    expect(replay.statusCode).toBe(422);
    expect(body(replay).errors[0]).toMatchObject({ code: 'E2004', field: 'token' });
    await expect(loginAs(ctx(), { ...user, password: 'the-newest-secret-1' })).resolves.toBeInstanceOf(
      TestAgent,
    );
  });

  it('voids open links when the password is changed', async () => {
    const user = await buildUser(ctx());
    const link = await requestLink(user.email);
    const agent = await loginAs(ctx(), user);
    const changed = await agent.post('/api/v1/profile/change-password', {
      current_password: user.password,
      new_password: 'changed-on-purpose-9',
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(link, 'an-attackers-secret')).statusCode).toBe(422);
    await expect(loginAs(ctx(), { ...user, password: 'changed-on-purpose-9' })).resolves.toBeInstanceOf(
      TestAgent,
    );
  });
});

describeEachDatabase('CSRF', (ctx) => {
  it('issues a new CSRF token at login, so a token planted before it is worthless', async () => {
    const user = await buildUser(ctx());
    const agent = new TestAgent(ctx().app);
    agent.cookies.set(COOKIE_NAMES.csrf, 'planted-by-someone-else');
    expect(
      (await agent.post('/api/users/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const fresh = agent.cookies.get(COOKIE_NAMES.csrf);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe('planted-by-someone-else');
    const planted = await agent.request({
      method: 'PATCH',
      url: '/api/v1/profile/',
      payload: { first_name: 'Planted' },
      csrf: false,
      headers: { 'x-csrf-token': 'planted-by-someone-else' },
    });
    expect(planted.statusCode).toBe(403);
  });

  it('checks the routed path: an absolute-form request target without the header changes nothing', async () => {
    const { app } = ctx();
    const user = await buildUser(ctx());
    const agent = await loginAs(ctx(), user);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const payload = JSON.stringify({ first_name: 'Changed' });
    const cookies = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `PATCH http://127.0.0.1:${port}/api/v1/profile/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Cookie: ${cookies}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n` +
            `Connection: close\r\n\r\n${payload}`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 403/);
    expect(raw).toContain('"E3001"');
    expect(body<{ first_name: string }>(await agent.get('/api/v1/profile/')).data.first_name).toBe('Test');
  });
});

describe('the log', () => {
  it('does not carry the password-reset link or its token', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const ctx = await createTestContext('sqlite');
    const config = loadConfig({ SEED_DEMO: '0', DATABASE_URL: ctx.config.databaseUrl });
    const database = createDatabase(config.databaseUrl);
    const app = await buildApp({ config, database, logger: { level: 'trace', stream } });
    try {
      const user = await buildUser({ ...ctx, app });
      const answer = await new TestAgent(app).post('/api/users/forgot-password', { email: user.email });
      expect(answer.statusCode).toBe(200);
      const mail = await database.db
        .selectFrom('email_outbox')
        .select('body_text')
        .where('to_address', '=', user.email)
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(mail.body_text)?.[1] ?? '';
      expect(token.length).toBeGreaterThan(20);
      expect(logged).toContain('email_outbox');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain('reset-password?');
    } finally {
      await app.close();
      await database.close();
      await ctx.dispose();
    }
  });
});
