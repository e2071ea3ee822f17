import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, TestAgent } from '../../test/support.ts';

type Received = { to: string[]; raw: string };

describe('password reset through a real SMTP receiver', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('mails the link in the reader language and the link resets the password', async () => {
    const ctx = await createTestContext('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
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
      const mail = received.find((m) => m.to.includes(user.email));
      // Quoted-printable: soft line breaks and =XX escapes.
      const unfolded = (mail?.raw ?? '')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
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
