import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../test/smtp-receiver.ts';
import { buildUser, createTestContext, TestAgent } from '../../test/support.ts';

describe('password reset through a real SMTP receiver', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });
  afterAll(() => smtp?.close());

  it('mails the link in the reader language and the link resets the password', async () => {
    const ctx = await createTestContext('sqlite', {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://taskas.example',
    });
    try {
      const user = await buildUser(ctx);
      const response = await new TestAgent(ctx.app).request({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: user.email },
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(response.statusCode).toBe(200);
      const unfolded = smtp.received.find((m) => m.to.includes(user.email))?.text ?? '';
      expect(unfolded).toContain('Hello Test,');
      expect(unfolded).toContain('within one hour');
      const token = /https:\/\/taskas\.example\/reset-password\?token=([\w-]+)/.exec(unfolded)?.[1];
      expect(token).toBeTruthy();
      const outbox = await ctx.database.db.selectFrom('email_outbox').selectAll().execute();
      expect(outbox).toEqual([]);

      const reset = await new TestAgent(ctx.app).post('/api/users/reset-password', {
        token,
        password: 'mailed-new-password',
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await ctx.dispose();
    }
  });
});
