import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/schema.ts';

export type OutgoingMail = { to: string; subject: string; text: string };

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * Sends through `SMTP_URL` when configured. Without it the message is kept in the `email_outbox`
 * table and written to the log, so a reset link can still be found on a machine without mail.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        return;
      }
      await options.db
        .insertInto('email_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          body_text: mail.text,
          created_at: new Date().toISOString(),
        })
        .execute();
      // The body stays out of the log: it carries one-time links (password reset) that are secrets.
      options.log.info(
        { to: mail.to, subject: mail.subject },
        'e-mail kept in the email_outbox table (no SMTP_URL)',
      );
    },
    close() {
      transport?.close();
    },
  };
}
