import {
  type AccountStatus,
  type AdminRefusal,
  ErrorCode,
  LIMITS,
  type Role,
  SESSION,
  type TAccountActionResult,
  type TAccountDetail,
  type TAdminUser,
  type TCsvImportResult,
  type ZCreateAccountRequest,
} from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { invitationMail, resetPasswordMail } from '../auth/auth.mails.ts';
import { isUniqueViolation, presentUser } from '../auth/auth.service.ts';
import { createPasswordResetsRepository } from '../auth/password-resets.repository.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { endLinkInTransaction, linkInTransaction } from '../links/link-changes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type AccountCursor, decodeAccountCursor, encodeAccountCursor } from './account-cursor.ts';
import { type AccountFilter, createAdminRepository } from './admin.repository.ts';
import { accountsCsv } from './csv-export.ts';
import { previewClassList } from './csv-import.ts';

/** An invitation link stays usable this long. */
export const INVITATION_TTL_DAYS = 7;

/** The export is every matching account, up to this many. */
export const EXPORT_MAX_ROWS = 10_000;

/** What the admin's list asks for: a cursor from an earlier page, else (old links) a page number. */
export type AccountListRequest = { page: number; perPage: number; after?: string; before?: string };

export type AccountListPage = {
  users: TAdminUser[];
  total: number;
  page: number;
  pages: number;
  next_cursor: string | null;
  prev_cursor: string | null;
};

function cursorOrFail(field: 'after' | 'before', cursor: string): AccountCursor {
  const decoded = decodeAccountCursor(cursor);
  if (!decoded) {
    throw new AppError(ErrorCode.INVALID_FORMAT, 'This is not a cursor of the account list', { field });
  }
  return decoded;
}

/** The signed-in admin acting: who the audit trail names, and whose name an invitation carries. */
export type AdminActor = AuditActor & { id: number; name: string };

/** The account as the admin's lists show it. */
export function presentAdminUser(user: UserRow): TAdminUser {
  return { ...presentUser(user), status: user.status, last_login_at: user.last_login_at };
}

/**
 * A password nobody can log in with: not an argon2 hash at all, so no password ever verifies against it
 * (and no hashing work is spent on hundreds of imported accounts).
 */
function unusablePassword(): string {
  return `!unusable:${hashToken(newToken())}`;
}

function refused(reason: AdminRefusal, message: string, field?: string): AppError {
  return new AppError(ErrorCode.FORBIDDEN, message, { details: { reason }, ...(field ? { field } : {}) });
}

function conflict(reason: AdminRefusal, message: string): AppError {
  return new AppError(ErrorCode.CONFLICT, message, { details: { reason } });
}

/** The e-mail's local part as a username: the allowed characters, 3–30 of them. */
export function usernameStem(email: string): string {
  const local = email.split('@')[0] ?? '';
  const kept = [...local].filter((ch) => /[\p{L}\p{N}_.-]/u.test(ch)).join('');
  const stem = kept.length >= LIMITS.usernameMin ? kept : `${kept}user`;
  return [...stem].slice(0, LIMITS.usernameMax).join('');
}

/**
 * Account administration (issue 11): create with an invitation, change the role, deactivate and
 * reactivate, password-reset links, ending sessions, erasing an account, CSV import and export. Each
 * change and its audit entry are written in one transaction; mail goes out after it.
 */
export function createAccountsService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  timeoutMinutes: number;
  now?: () => Date;
}) {
  const repo = createAdminRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function requireAccount(id: number): Promise<UserRow> {
    const user = await repo.findUser(id);
    if (!user) {
      throw new AppError(ErrorCode.NOT_FOUND, `User with ID ${id} not found.`, { details: { user_id: id } });
    }
    return user;
  }

  /** The account exists and is not erased: every change needs that. */
  async function requireChangeable(id: number): Promise<UserRow> {
    const user = await requireAccount(id);
    if (user.status === 'deleted') {
      throw new AppError(ErrorCode.GONE, 'This account has been deleted', {
        details: { reason: 'account_deleted' satisfies AdminRefusal },
      });
    }
    return user;
  }

  function refuseSelf(actor: AdminActor, target: UserRow) {
    if (actor.id === target.id) throw refused('self', 'You cannot do this to your own account');
  }

  /**
   * The school must keep one active admin: the last one cannot be demoted, deactivated or erased. Asked
   * before `refuseSelf`, so the only admin acting on their own account hears the reason that matters.
   */
  async function refuseLastAdmin(trx: Kysely<Database>, target: UserRow) {
    if (target.role !== 'admin' || target.status !== 'active') return;
    if ((await createAdminRepository(trx).countOtherActiveAdmins(target.id)) === 0) {
      throw refused('last_admin', 'This is the last active administrator account');
    }
  }

  /**
   * Ends the account's links on one side, as a tutor or student ending them does: the tutor's
   * assignments to that student that are still going are cancelled. Answers how many ended.
   */
  async function endLinks(trx: Kysely<Database>, actor: AuditActor, userId: number, side: Role) {
    if (side === 'admin') return 0;
    const links = await createAdminRepository(trx).linksOf(
      userId,
      side === 'student' ? 'student_id' : 'tutor_id',
    );
    for (const link of links) await endLinkInTransaction(trx, link.tutor_id, link.student_id, actor);
    return links.length;
  }

  /** A new invitation link for the account (earlier ones stop working); answers the token. */
  async function newInvitation(trx: Kysely<Database>, userId: number): Promise<string> {
    const resets = createPasswordResetsRepository(trx);
    const at = now();
    await resets.voidAllForUser(userId, at.toISOString());
    const token = newToken();
    await resets.insert({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString(),
      purpose: 'invite',
    });
    return token;
  }

  function invitationFor(user: UserRow, token: string, inviterName: string) {
    const link = `${deps.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
    return { to: user.email, ...invitationMail(user.preferred_language, user.first_name, link, inviterName) };
  }

  /** Mail the admin asked for: a failure is their answer (E5004), and nothing is recorded as sent. */
  async function sendOrFail(mail: { to: string; subject: string; text: string }) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log.error({ err }, 'an account e-mail could not be sent');
      throw new AppError(ErrorCode.EXTERNAL_SERVICE_ERROR, 'The e-mail could not be sent; try again later');
    }
  }

  /** Mail that follows a change already stored: a failure is logged (the admin can resend). */
  async function sendOrLog(mail: { to: string; subject: string; text: string }): Promise<boolean> {
    try {
      await deps.mailer.send(mail);
      return true;
    } catch (err) {
      deps.log.error({ err }, 'an invitation e-mail could not be sent');
      return false;
    }
  }

  /** A free username from the e-mail: the stem, else the stem with 2, 3, … added. */
  async function freeUsername(trx: Kysely<Database>, email: string, reserved: Set<string>) {
    const stem = usernameStem(email);
    // Every candidate starts with this, so one look-up sees every name that could clash.
    const prefix = [...stem].slice(0, LIMITS.usernameMax - 5).join('');
    const taken = await createAdminRepository(trx).usernamesStartingWith(prefix.toLowerCase());
    for (let n = 1; ; n += 1) {
      const suffix = n === 1 ? '' : String(n);
      const candidate = [...stem].slice(0, LIMITS.usernameMax - suffix.length).join('') + suffix;
      const lower = candidate.toLowerCase();
      if (!taken.has(lower) && !reserved.has(lower)) {
        reserved.add(lower);
        return candidate;
      }
    }
  }

  async function insertInvited(
    trx: Kysely<Database>,
    input: {
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      role: 'student' | 'tutor';
      language: 'lt' | 'en';
    },
  ): Promise<UserRow> {
    const at = now().toISOString();
    return createUsersRepository(trx).insert({
      username: input.username,
      username_lower: input.username.toLowerCase(),
      email: input.email.toLowerCase(),
      password_hash: unusablePassword(),
      first_name: input.firstName,
      last_name: input.lastName,
      role: input.role,
      preferred_language: input.language,
      status: 'invited',
      status_changed_at: at,
      created_at: at,
      updated_at: at,
    });
  }

  /** Sends the invitation again with a new link (the old one stops working). */
  async function resendInvitation(actor: AdminActor, id: number): Promise<TAccountActionResult> {
    const target = await requireChangeable(id);
    if (target.status !== 'invited') {
      throw conflict('not_invited', 'This account is not waiting for an invitation');
    }
    const token = await newInvitation(deps.db, id);
    await sendOrFail(invitationFor(target, token, actor.name));
    await recordAudit(deps.db, actor, {
      action: 'account.invitation_sent',
      targetType: 'user',
      targetId: id,
    });
    return { user: presentAdminUser(target), sessions_ended: 0 };
  }

  const duplicate = (field: 'email' | 'username') =>
    new AppError(
      ErrorCode.DUPLICATE,
      field === 'email' ? 'An account with this e-mail already exists' : 'This username is already taken',
      { field },
    );

  return {
    /**
     * A page of the accounts, newest first, from a cursor (`after`, `before`) or an old link's page
     * number, with where it is in the list and the cursors of the pages beside it.
     */
    async list(filter: AccountFilter, request: AccountListRequest): Promise<AccountListPage> {
      const { perPage } = request;
      const after = request.after === undefined ? undefined : cursorOrFail('after', request.after);
      const before = request.before === undefined ? undefined : cursorOrFail('before', request.before);
      const start = after ? { after } : before ? { before } : { offset: (request.page - 1) * perPage };
      let found = await repo.listUsers(filter, start, perPage);
      // Fewer than a page before the cursor: that is the top of the list, shown as a full first page.
      if (before && found.rows.length < perPage) found = await repo.listUsers(filter, {}, perPage);
      const { rows, total, newer } = found;
      const first = rows[0];
      const last = rows.at(-1);
      if (!first || !last) {
        // Past the end: a page number beyond `pages` tells the web to go back to the last page.
        const pages = Math.max(1, Math.ceil(total / perPage));
        return {
          users: [],
          total,
          page: after ? pages + 1 : request.page,
          pages,
          next_cursor: null,
          prev_cursor: after && total > 0 ? (request.after ?? null) : null,
        };
      }
      // Counted from where the page is, so a page number stays right while accounts are added above.
      const page = Math.ceil(newer / perPage) + 1;
      const remaining = Math.max(0, total - newer - rows.length);
      return {
        users: rows.map(presentAdminUser),
        total,
        page,
        pages: page + Math.ceil(remaining / perPage),
        next_cursor: remaining > 0 ? encodeAccountCursor(last) : null,
        prev_cursor: newer > 0 ? encodeAccountCursor(first) : null,
      };
    },

    /** Every matching account as CSV; the export itself is on record (its filters, never names). */
    async exportCsv(actor: AuditActor, filter: AccountFilter): Promise<string> {
      const rows = await repo.listAll(filter, EXPORT_MAX_ROWS);
      await recordAudit(deps.db, actor, {
        action: 'account.export',
        details: {
          role: filter.role ?? 'all',
          status: filter.status ?? 'all',
          search: Boolean(filter.q),
          rows: rows.length,
        },
      });
      return accountsCsv(rows);
    },

    async detail(id: number): Promise<TAccountDetail> {
      const user = await requireAccount(id);
      const at = now();
      const activeSince = new Date(at.getTime() - deps.timeoutMinutes * 60_000).toISOString();
      return {
        ...presentAdminUser(user),
        open_sessions: await repo.countOpenSessions(id, activeSince),
        tutors: await repo.linkedPeople(id, 'student_id'),
        students: await repo.linkedPeople(id, 'tutor_id'),
        invitation_pending:
          user.status === 'invited' && (await repo.hasPendingInvitation(id, at.toISOString())),
      };
    },

    /** An invited account: it sets its own password from the e-mail, and a student can be linked at once. */
    async create(actor: AdminActor, input: z.output<typeof ZCreateAccountRequest>) {
      if (input.tutor_id !== undefined) {
        if (input.role !== 'student') {
          throw new AppError(ErrorCode.VALIDATION, 'Only a student is linked to a tutor', {
            field: 'tutor_id',
          });
        }
        const tutor = await repo.findUser(input.tutor_id);
        if (tutor?.role !== 'tutor' || tutor.status === 'deleted') {
          throw refused('tutor_not_found', `Tutor with ID ${input.tutor_id} not found.`, 'tutor_id');
        }
      }
      const users = createUsersRepository(deps.db);
      if (await users.findByEmail(input.email)) throw duplicate('email');
      if (input.username && (await users.findByUsername(input.username))) throw duplicate('username');
      const { user, token } = await deps.db
        .transaction()
        .execute(async (trx) => {
          const created = await insertInvited(trx, {
            username: input.username ?? (await freeUsername(trx, input.email, new Set())),
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            role: input.role,
            language: input.language,
          });
          await recordAudit(trx, actor, {
            action: 'account.created',
            targetType: 'user',
            targetId: created.id,
            details: { role: created.role },
          });
          if (input.tutor_id !== undefined) await linkInTransaction(trx, actor, input.tutor_id, created.id);
          return { user: created, token: await newInvitation(trx, created.id) };
        })
        .catch((err: unknown) => {
          // Another request took the e-mail or username between the look-ups and the insert.
          if (isUniqueViolation(err)) {
            throw duplicate(String((err as Error).message).includes('username') ? 'username' : 'email');
          }
          throw err;
        });
      if (await sendOrLog(invitationFor(user, token, actor.name))) {
        await recordAudit(deps.db, actor, {
          action: 'account.invitation_sent',
          targetType: 'user',
          targetId: user.id,
        });
      }
      return presentAdminUser(user);
    },

    /**
     * A new role ends the account's sessions (the person logs in again with it) and, when a student
     * stops being one or a tutor stops being one, that side's links. The same role changes nothing.
     */
    async changeRole(actor: AdminActor, id: number, role: Role): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      return deps.db.transaction().execute(async (trx) => {
        if (target.role !== role) await refuseLastAdmin(trx, target);
        refuseSelf(actor, target);
        if (target.role === role) return { user: presentAdminUser(target), sessions_ended: 0 };
        const at = now().toISOString();
        const user = await createUsersRepository(trx).update(id, { role, updated_at: at });
        const ended = await createSessionsRepository(trx).revokeAllForUser(id, at);
        await endLinks(trx, actor, id, target.role);
        await recordAudit(trx, actor, {
          action: 'account.role_changed',
          targetType: 'user',
          targetId: id,
          details: { from: target.role, to: role },
        });
        return { user: presentAdminUser(user), sessions_ended: ended };
      });
    },

    /** Every session ends at once and login says the account is deactivated. */
    async deactivate(actor: AdminActor, id: number): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      return deps.db.transaction().execute(async (trx) => {
        await refuseLastAdmin(trx, target);
        refuseSelf(actor, target);
        if (target.status === 'deactivated') {
          throw conflict('already_in_state', 'This account is already deactivated');
        }
        const at = now().toISOString();
        const user = await createUsersRepository(trx).update(id, {
          status: 'deactivated',
          status_changed_at: at,
          updated_at: at,
        });
        const ended = await createSessionsRepository(trx).revokeAllForUser(id, at);
        await createPasswordResetsRepository(trx).voidAllForUser(id, at);
        await recordAudit(trx, actor, {
          action: 'account.deactivated',
          targetType: 'user',
          targetId: id,
          // Reactivation returns an account that never set a password to `invited`.
          details: { from: target.status, sessions_ended: ended },
        });
        return { user: presentAdminUser(user), sessions_ended: ended };
      });
    },

    /** Back to active, or to invited when the account was deactivated before it set a password. */
    async reactivate(actor: AdminActor, id: number): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      if (target.status !== 'deactivated') {
        throw conflict('already_in_state', 'This account is not deactivated');
      }
      const before = await repo.statusBeforeDeactivation(id);
      const status: AccountStatus = before === 'invited' ? 'invited' : 'active';
      return deps.db.transaction().execute(async (trx) => {
        const at = now().toISOString();
        const user = await createUsersRepository(trx).update(id, {
          status,
          status_changed_at: at,
          updated_at: at,
        });
        await recordAudit(trx, actor, {
          action: 'account.reactivated',
          targetType: 'user',
          targetId: id,
          details: { to: status },
        });
        return { user: presentAdminUser(user), sessions_ended: 0 };
      });
    },

    /** A reset link (valid an hour) — or, to an account still invited, a fresh invitation. */
    async sendPasswordReset(actor: AdminActor, id: number): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      if (target.status === 'invited') return resendInvitation(actor, id);
      const token = newToken();
      const at = now();
      await createPasswordResetsRepository(deps.db).insert({
        user_id: id,
        token_hash: hashToken(token),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + SESSION.passwordResetTtlMinutes * 60_000).toISOString(),
        purpose: 'reset',
      });
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await sendOrFail({
        to: target.email,
        ...resetPasswordMail(target.preferred_language, target.first_name, link),
      });
      await recordAudit(deps.db, actor, { action: 'password.reset_sent', targetType: 'user', targetId: id });
      return { user: presentAdminUser(target), sessions_ended: 0 };
    },

    resendInvitation,

    /** Ends every session of the account (the admin's own too: that logs them out). */
    async endSessions(actor: AdminActor, id: number): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      return deps.db.transaction().execute(async (trx) => {
        const ended = await createSessionsRepository(trx).revokeAllForUser(id, now().toISOString());
        await recordAudit(trx, actor, {
          action: 'account.sessions_ended',
          targetType: 'user',
          targetId: id,
          details: { count: ended },
        });
        return { user: presentAdminUser(target), sessions_ended: ended };
      });
    },

    /**
     * Erases the person, keeps the statistics: name, e-mail and username are replaced, the password is
     * made unusable, sessions end, links end (cancelling what is still assigned), and personal rows
     * (links in mail, notifications, mail waiting for them, settings) are removed — all in one
     * transaction. Attempts, progress and mastery stay under the anonymous account.
     */
    async erase(actor: AdminActor, id: number): Promise<TAccountActionResult> {
      const target = await requireChangeable(id);
      return deps.db.transaction().execute(async (trx) => {
        await refuseLastAdmin(trx, target);
        refuseSelf(actor, target);
        const at = now().toISOString();
        await endLinks(trx, actor, id, 'student');
        await endLinks(trx, actor, id, 'tutor');
        await createAdminRepository(trx).erasePersonalRows(id, target.email);
        const ended = await createSessionsRepository(trx).revokeAllForUser(id, at);
        const user = await createUsersRepository(trx).update(id, {
          username: `deleted-${id}`,
          username_lower: `deleted-${id}`,
          email: `deleted-${id}@deleted.invalid`,
          first_name: 'Deleted',
          last_name: 'account',
          password_hash: unusablePassword(),
          status: 'deleted',
          status_changed_at: at,
          updated_at: at,
        });
        await recordAudit(trx, actor, {
          action: 'account.deleted',
          targetType: 'user',
          targetId: id,
          details: { role: target.role },
        });
        return { user: presentAdminUser(user), sessions_ended: ended };
      });
    },

    /** What an import would do, row by row; nothing is written. */
    async previewImport(csv: string) {
      return (await previewClassList(csv, repo)).preview;
    },

    /**
     * A class list: every row valid, or 422 with the preview and nothing created. Accounts (invited
     * students), their links and the audit entries are written in one transaction; invitations are
     * mailed after it, and one that fails is logged (the admin can resend it).
     */
    async importClassList(actor: AdminActor, csv: string, language: 'lt' | 'en'): Promise<TCsvImportResult> {
      const { preview, accepted } = await previewClassList(csv, repo);
      if (preview.file_problem !== null || preview.invalid > 0) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'The class list has problems; nothing was imported', {
          status: 422,
          details: { preview },
        });
      }
      const created = await deps.db
        .transaction()
        .execute(async (trx) => {
          const reserved = new Set<string>();
          const out: { user: UserRow; token: string }[] = [];
          let links = 0;
          for (const row of accepted) {
            const user = await insertInvited(trx, {
              username: await freeUsername(trx, row.email, reserved),
              email: row.email,
              firstName: row.first_name,
              lastName: row.last_name,
              role: 'student',
              language,
            });
            await recordAudit(trx, actor, {
              action: 'account.imported',
              targetType: 'user',
              targetId: user.id,
              details: { line: row.line },
            });
            if (row.tutorId !== null) {
              await linkInTransaction(trx, actor, row.tutorId, user.id);
              links += 1;
            }
            out.push({ user, token: await newInvitation(trx, user.id) });
          }
          return { out, links };
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) {
            throw new AppError(
              ErrorCode.DUPLICATE,
              'An account in the list was created meanwhile; try again',
              {
                field: 'csv',
              },
            );
          }
          throw err;
        });
      for (const { user, token } of created.out) await sendOrLog(invitationFor(user, token, actor.name));
      return { created: created.out.map(({ user }) => presentAdminUser(user)), links: created.links };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
