import {
  ErrorCode,
  type Language,
  type Role,
  SESSION,
  type TRegisterRequest,
  type TSessionStatus,
  type TUser,
} from '@taskas/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from './auth.mails.ts';
import { createPasswordResetsRepository } from './password-resets.repository.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';
import { createUsersRepository } from './users.repository.ts';

export type IssuedSession = {
  session: SessionRow;
  token: string;
  refreshToken: string;
};

export type Authenticated = { user: UserRow; session: SessionRow };

/** A second use of a refresh token this soon after the first is two tabs racing, not a stolen copy. */
const REFRESH_REUSE_GRACE_MS = 10_000;

/** Activity is written at most this often, so a busy page does not write on every request. */
const TOUCH_INTERVAL_MS = 10_000;

// A real argon2id hash of a random password: unknown e-mails are verified against it so that they take
// as long to refuse as a wrong password does.
let dummyHash: Promise<string> | undefined;

export function createAuthService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  timeoutMinutes: number;
  publicUrl: string;
  now?: () => Date;
}) {
  const users = createUsersRepository(deps.db);
  const sessions = createSessionsRepository(deps.db);
  const resets = createPasswordResetsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMinutes * 60_000;

  function assertAcceptablePassword(password: string, field: string): void {
    if (isCommonPassword(password)) {
      throw new AppError(ErrorCode.VALIDATION, 'This password is too common; choose a less predictable one', {
        field,
        details: { reason: 'common_password' },
      });
    }
  }

  async function issueSession(userId: number, userAgent: string | null): Promise<IssuedSession> {
    const token = newToken();
    const refreshToken = newToken();
    const at = now();
    const session = await sessions.insert({
      user_id: userId,
      token_hash: hashToken(token),
      refresh_hash: hashToken(refreshToken),
      created_at: at.toISOString(),
      refresh_expires_at: new Date(at.getTime() + SESSION.refreshTtlDays * 86_400_000).toISOString(),
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return { session, token, refreshToken };
  }

  /** The unused, unexpired e-mailed link (a reset or an invitation) and its account, else `invalid`. */
  async function openLink(token: string, purpose: 'reset' | 'invite', invalid: () => AppError) {
    const row = await resets.findUnused(hashToken(token), purpose);
    if (!row || Date.parse(row.expires_at) <= now().getTime()) throw invalid();
    return { row, user: await users.findById(row.user_id) };
  }

  /** Uses the link up (of two racing uses one wins) and every other link of the account with it. */
  async function spendLink(row: { id: number; user_id: number }, at: string, invalid: () => AppError) {
    if (!(await resets.markUsed(row.id, at))) throw invalid();
    await resets.voidAllForUser(row.user_id, at);
  }

  function remainingMs(session: SessionRow): number {
    return Date.parse(session.last_activity_at) + timeoutMs - now().getTime();
  }

  return {
    createUser,

    async register(input: TRegisterRequest & { role: string }, userAgent: string | null) {
      if (input.role === 'admin') {
        throw new AppError(ErrorCode.FORBIDDEN, 'Administrator accounts cannot be self-registered', {
          field: 'role',
        });
      }
      assertAcceptablePassword(input.password, 'password');
      if (await users.findByEmail(input.email)) {
        throw new AppError(ErrorCode.DUPLICATE, 'An account with this e-mail already exists', {
          field: 'email',
        });
      }
      if (await users.findByUsername(input.username)) {
        throw new AppError(ErrorCode.DUPLICATE, 'This username is already taken', { field: 'username' });
      }
      const user = await createUser({
        username: input.username,
        email: input.email,
        password: input.password,
        firstName: input.first_name,
        lastName: input.last_name,
        role: input.role === 'student' ? 'student' : 'tutor',
        language: input.preferred_language ?? 'lt',
      });
      return { user, ...(await issueSession(user.id, userAgent)) };
    },

    async login(email: string, password: string, userAgent: string | null) {
      const user = await users.findByEmail(email);
      // An invited account has no password of its own yet, a deleted one never again: they fail like an
      // unknown e-mail, after the same work, so the answer does not tell that the account exists.
      if (!user || (user.status !== 'active' && user.status !== 'deactivated')) {
        dummyHash ??= hashPassword(newToken());
        await verifyPassword(await dummyHash, password);
        throw loginFailed();
      }
      if (!(await verifyPassword(user.password_hash, password))) throw loginFailed();
      // Only someone who knows the password learns that the account is deactivated.
      if (user.status === 'deactivated') throw accountDeactivated();
      const loggedIn = await users.update(user.id, { last_login_at: now().toISOString() });
      return { user: loggedIn, ...(await issueSession(user.id, userAgent)) };
    },

    /** The session behind a cookie token, or why there is none (idle timeout counts as expired). */
    async authenticate(token: string | undefined, options: { touch: boolean }): Promise<Authenticated> {
      if (!token) throw new AppError(ErrorCode.AUTH_MISSING, 'Authentication required');
      const found = await sessions.findActiveWithUser(hashToken(token));
      if (!found)
        throw new AppError(ErrorCode.AUTH_INVALID, 'Your session is not valid; please log in again');
      const { session, user } = found;
      // A deactivated (or deleted) account's sessions stop at once, even one whose revoke was missed.
      if (user.status !== 'active') {
        throw new AppError(ErrorCode.AUTH_INVALID, 'Your session is not valid; please log in again');
      }
      if (options.touch) {
        if (remainingMs(session) <= 0) {
          throw new AppError(ErrorCode.AUTH_EXPIRED, 'Session expired, please login again');
        }
        const at = now();
        if (at.getTime() - Date.parse(session.last_activity_at) >= TOUCH_INTERVAL_MS) {
          await sessions.touch(session.id, at.toISOString());
          session.last_activity_at = at.toISOString();
        }
      }
      return { user, session };
    },

    sessionStatus(session: SessionRow): TSessionStatus {
      const seconds = Math.max(0, Math.floor(remainingMs(session) / 1000));
      return {
        remaining_seconds: seconds,
        remaining_minutes: Math.floor(seconds / 60),
        remaining_display: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
        timeout_minutes: deps.timeoutMinutes,
        is_expiring_soon: seconds <= SESSION.expiringSoonSeconds,
      };
    },

    async extend(session: SessionRow): Promise<SessionRow> {
      const at = now().toISOString();
      await sessions.touch(session.id, at);
      return { ...session, last_activity_at: at };
    },

    /**
     * Renews both tokens from the refresh cookie (the old ones stop working), only while the session is
     * within its idle timeout: after it the user logs in again. A refresh token presented a second time
     * means someone else holds a copy of it, and the whole session is revoked — unless the second use
     * follows the first within a few seconds (two tabs refreshing at once).
     */
    async refresh(refreshToken: string | undefined) {
      const failed = () =>
        new AppError(ErrorCode.TOKEN_REFRESH_FAILED, 'Session expired, please login again');
      if (!refreshToken) throw failed();
      const refreshHash = hashToken(refreshToken);
      const session = await sessions.findActiveByRefreshHash(refreshHash);
      const at = now();
      if (!session) {
        const reuse = await sessions.findUsedRefresh(refreshHash);
        if (reuse && at.getTime() - Date.parse(reuse.used_at) > REFRESH_REUSE_GRACE_MS) {
          await sessions.revoke(reuse.session_id, at.toISOString());
          deps.log.warn({ session_id: reuse.session_id }, 'a refresh token was used twice: session revoked');
        }
        throw failed();
      }
      if (Date.parse(session.refresh_expires_at) <= at.getTime() || remainingMs(session) <= 0) {
        await sessions.revoke(session.id, at.toISOString());
        throw failed();
      }
      const user = await users.findById(session.user_id);
      if (user?.status !== 'active') {
        await sessions.revoke(session.id, at.toISOString());
        throw failed();
      }
      const token = newToken();
      const nextRefresh = newToken();
      const rotated = {
        token_hash: hashToken(token),
        refresh_hash: hashToken(nextRefresh),
        at: at.toISOString(),
        refresh_expires_at: new Date(at.getTime() + SESSION.refreshTtlDays * 86_400_000).toISOString(),
      };
      if (!(await sessions.rotate(session, rotated))) throw failed();
      return {
        user,
        token,
        refreshToken: nextRefresh,
        session: { ...session, ...rotated, last_activity_at: rotated.at },
      };
    },

    async logout(session: SessionRow): Promise<void> {
      await sessions.revoke(session.id, now().toISOString());
    },

    async changePassword(auth: Authenticated, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(auth.user.password_hash, currentPassword))) {
        throw new AppError(ErrorCode.VALIDATION, 'The current password is not correct', {
          field: 'current_password',
        });
      }
      assertAcceptablePassword(newPassword, 'new_password');
      const at = now().toISOString();
      await users.update(auth.user.id, { password_hash: await hashPassword(newPassword), updated_at: at });
      await sessions.revokeAllForUser(auth.user.id, at, auth.session.id);
      await resets.voidAllForUser(auth.user.id, at);
    },

    /** Always resolves the same way, so the answer does not tell whether an account exists. */
    async forgotPassword(email: string, language: Language): Promise<void> {
      const user = await users.findByEmail(email);
      // A deactivated or deleted account gets nothing: a new password would not let anyone in.
      if (!user || user.status === 'deactivated' || user.status === 'deleted') return;
      const token = newToken();
      const at = now();
      await resets.insert({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + SESSION.passwordResetTtlMinutes * 60_000).toISOString(),
      });
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      try {
        await deps.mailer.send({ to: user.email, ...resetPasswordMail(language, user.first_name, link) });
      } catch (err) {
        deps.log.error({ err }, 'password reset e-mail could not be sent');
      }
    },

    /** Sets the password from a reset link; answers whose account it was (for the audit trail). */
    async resetPassword(token: string, password: string): Promise<number> {
      const invalid = () =>
        new AppError(ErrorCode.VALIDATION, 'This reset link is invalid or has expired', { field: 'token' });
      const { row, user } = await openLink(token, 'reset', invalid);
      if (!user || user.status === 'deleted') throw invalid();
      assertAcceptablePassword(password, 'password');
      const at = now().toISOString();
      await spendLink(row, at, invalid);
      await users.update(row.user_id, {
        password_hash: await hashPassword(password),
        updated_at: at,
        // Owning the mailbox is what an invitation proves too; a deactivated account stays deactivated.
        ...(user.status === 'invited' ? { status: 'active' as const, status_changed_at: at } : {}),
      });
      await sessions.revokeAllForUser(row.user_id, at);
      return row.user_id;
    },

    /**
     * An invited person chooses their first password from the invitation e-mail: the account becomes
     * active, every link of it stops working, and they are logged in.
     */
    async acceptInvitation(token: string, password: string, userAgent: string | null) {
      const invalid = () =>
        new AppError(ErrorCode.VALIDATION, 'This invitation link is invalid or has expired', {
          field: 'token',
        });
      const { row, user: invited } = await openLink(token, 'invite', invalid);
      if (invited?.status !== 'invited') throw invalid();
      assertAcceptablePassword(password, 'password');
      const passwordHash = await hashPassword(password);
      const at = now().toISOString();
      await spendLink(row, at, invalid);
      const user = await users.update(row.user_id, {
        password_hash: passwordHash,
        status: 'active',
        status_changed_at: at,
        last_login_at: at,
        updated_at: at,
      });
      return { user, ...(await issueSession(user.id, userAgent)) };
    },
  };

  async function createUser(input: {
    username: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role: Role;
    language: Language;
  }): Promise<UserRow> {
    const at = now().toISOString();
    try {
      return await users.insert({
        username: input.username,
        username_lower: input.username.toLowerCase(),
        email: input.email.toLowerCase(),
        password_hash: await hashPassword(input.password),
        first_name: input.firstName,
        last_name: input.lastName,
        role: input.role,
        preferred_language: input.language,
        created_at: at,
        updated_at: at,
      });
    } catch (err) {
      // Two registrations racing past the look-ups above meet the unique indexes here.
      if (isUniqueViolation(err)) {
        const field = String((err as Error).message).includes('username') ? 'username' : 'email';
        throw new AppError(ErrorCode.DUPLICATE, `This ${field} is already registered`, { field });
      }
      throw err;
    }
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

function loginFailed(): AppError {
  return new AppError(ErrorCode.AUTH_FAILED, 'Invalid e-mail or password');
}

function accountDeactivated(): AppError {
  return new AppError(
    ErrorCode.FORBIDDEN,
    "This account has been deactivated. Contact your school's administrator.",
    { details: { reason: 'account_deactivated' } },
  );
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The user as the API shows it: never the password hash or internal columns. */
export function presentUser(user: UserRow): TUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    preferred_language: user.preferred_language,
    created_at: user.created_at,
  };
}
