import type { AuditAction } from '@taskas/contracts';
import {
  body,
  buildUser,
  loginAs,
  type TestAgent,
  type TestContext,
  type TestUser,
} from '../../test/support.ts';

/** Test helpers of the account administration suites (not a test file itself). */

export type Admin = { user: TestUser; agent: TestAgent };

export async function admin(ctx: TestContext): Promise<Admin> {
  const user = await buildUser(ctx, { role: 'admin' });
  return { user, agent: await loginAs(ctx, user) };
}

/** Mail kept in the outbox for this address, oldest first. */
export function outboxFor(ctx: TestContext, email: string) {
  return ctx.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', email.toLowerCase())
    .orderBy('id')
    .execute();
}

/** The token of the last link to `path` (`accept-invitation`, `reset-password`) mailed to the address. */
export async function mailedToken(ctx: TestContext, email: string, path: string): Promise<string> {
  const mails = await outboxFor(ctx, email);
  const pattern = new RegExp(`/${path}\\?token=([\\w-]+)`);
  const token = pattern.exec(mails.at(-1)?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link was mailed to ${email}`);
  return token;
}

/** Audit entries of an action about one target, oldest first, with their details parsed. */
export async function auditOf(ctx: TestContext, action: AuditAction, targetId?: number) {
  let query = ctx.database.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId !== undefined) query = query.where('target_id', '=', targetId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}

export async function userRow(ctx: TestContext, id: number) {
  return ctx.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The first error of a refused call, and its status. */
export function refusal(response: { statusCode: number; json(): unknown }) {
  const error = body(response).errors[0];
  return {
    status: response.statusCode,
    code: error?.code,
    field: error?.field,
    reason: (error?.details as { reason?: string } | null | undefined)?.reason,
  };
}
