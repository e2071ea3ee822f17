import { z } from 'zod';
import { ZEmail, ZLanguage, ZPassword, ZPersonName, ZRole, ZUser, ZUsername } from './auth.ts';
import { ZId } from './tasks.ts';

/**
 * Account administration under `/api/v1/admin` (issue 11). Every route is for admins only; every
 * action is written to the audit trail (see `audit.ts`).
 */
export const ACCOUNT_STATUSES = ['active', 'invited', 'deactivated', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ZAccountStatus = z.enum(ACCOUNT_STATUSES);

/** An account in the admin's lists. */
export const ZAdminUser = ZUser.extend({
  status: ZAccountStatus,
  last_login_at: z.string().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** Where a page of the account list starts: opaque to clients, handed out in `meta.pagination`. */
export const ZAccountListCursor = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * `GET /api/v1/admin/users` and `GET /api/v1/admin/users/export.csv` (the same filters, every match as
 * CSV). Deleted accounts are listed only when `status=deleted` asks for them. `q` is found in the
 * username, e-mail, first or last name, whatever its case. The list is newest first and walked with
 * `after=meta.pagination.next_cursor` and `before=meta.pagination.prev_cursor`; `page` still serves
 * old links. Any other parameter is refused (400, E2001, naming it): a misspelt filter would otherwise
 * answer with every account.
 */
export const ZAdminUserListQuery = z
  .strictObject({
    role: z.union([ZRole, z.literal('all')]).optional(),
    status: z.union([ZAccountStatus, z.literal('all')]).optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    /** The page of accounts older than this cursor. */
    after: ZAccountListCursor.optional(),
    /** The page of accounts newer than this cursor. */
    before: ZAccountListCursor.optional(),
    /** The spec's cache-busting parameter on every GET; ignored. */
    _t: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    const cursor = query.after !== undefined ? 'after' : query.before !== undefined ? 'before' : null;
    if (query.after !== undefined && query.before !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['before'], message: 'Send either after or before, not both' });
    } else if (cursor !== null && query.page > 1) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: `A page number cannot go with ${cursor}` });
    }
  });
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZUserIdParams = z.object({ userId: ZId });

/** A person on the other side of a link, as the account detail shows them. */
export const ZLinkedPerson = ZUser.pick({
  id: true,
  username: true,
  email: true,
  first_name: true,
  last_name: true,
}).extend({ linked_at: z.string() });
export type TLinkedPerson = z.infer<typeof ZLinkedPerson>;

/** `GET /api/v1/admin/users/{userId}`. */
export const ZAccountDetail = ZAdminUser.extend({
  /** Sessions not ended and within their idle timeout. */
  open_sessions: z.number().int(),
  /** A student's tutors. */
  tutors: z.array(ZLinkedPerson),
  /** A tutor's students. */
  students: z.array(ZLinkedPerson),
  /** True while an invitation link is waiting to be used. */
  invitation_pending: z.boolean(),
});
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

/** `POST /api/v1/admin/users`: an account that sets its own password from an invitation e-mail. */
export const ZCreateAccountRequest = z.object({
  first_name: ZPersonName,
  last_name: ZPersonName,
  email: ZEmail,
  /** Made from the e-mail when left out (with a number added when taken). */
  username: ZUsername.optional(),
  role: z.enum(['student', 'tutor']),
  /** The invitation's language and the account's interface language. */
  language: ZLanguage.default('lt'),
  /** A student created from a tutor's page is linked to that tutor at once. */
  tutor_id: ZId.optional(),
});
export type TCreateAccountRequest = z.input<typeof ZCreateAccountRequest>;

/** `PATCH /api/v1/admin/users/{userId}/role`. */
export const ZChangeRoleRequest = z.object({ role: ZRole });
export type TChangeRoleRequest = z.input<typeof ZChangeRoleRequest>;

/**
 * Answers of the account actions: `POST …/{userId}/deactivate`, `…/reactivate`, `…/password-reset`
 * (mails a reset link, or a fresh invitation to an invited account), `…/sessions/end`,
 * `…/invitation` (sends the invitation again), `DELETE …/{userId}` (erases personal data).
 */
export const ZAccountActionResult = z.object({
  user: ZAdminUser,
  /** Sessions that this action ended. */
  sessions_ended: z.number().int(),
});
export type TAccountActionResult = z.infer<typeof ZAccountActionResult>;

/**
 * Why an admin action is refused, in `errors[0].details.reason` (code E3001, or E4002 for a state
 * conflict such as reactivating an active account): the web shows its own sentence for each.
 */
export const ADMIN_REFUSALS = [
  'last_admin',
  'self',
  'account_deleted',
  'not_invited',
  'already_in_state',
  'tutor_not_found',
] as const;
export type AdminRefusal = (typeof ADMIN_REFUSALS)[number];

/** `POST /api/v1/admin/users/import/preview` and `POST /api/v1/admin/users/import`: a class list. */
export const CSV_IMPORT_MAX_ROWS = 500;
export const ZCsvImportRequest = z.object({
  /** The file's text. Columns: first name, last name, e-mail, optional tutor e-mail (headers in lt or en). */
  csv: z.string().min(1).max(200_000),
  language: ZLanguage.default('lt'),
});
export type TCsvImportRequest = z.input<typeof ZCsvImportRequest>;

/** Why one row cannot be imported; the web words each in the admin's language. */
export const CSV_ROW_PROBLEMS = [
  'first_name_missing',
  'first_name_too_long',
  'last_name_missing',
  'last_name_too_long',
  'email_missing',
  'email_invalid',
  'email_taken',
  'email_repeated',
  'tutor_email_invalid',
  'tutor_not_found',
  'too_many_columns',
] as const;
export type CsvRowProblem = (typeof CSV_ROW_PROBLEMS)[number];

export const ZCsvImportRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  tutor_email: z.string().nullable(),
  problems: z.array(z.object({ field: z.string(), problem: z.enum(CSV_ROW_PROBLEMS) })),
});
export type TCsvImportRow = z.infer<typeof ZCsvImportRow>;

/** The file as a whole cannot be read (no rows, no recognisable columns, too many rows, not CSV). */
export const CSV_FILE_PROBLEMS = ['empty', 'columns_missing', 'too_many_rows', 'unreadable'] as const;
export type CsvFileProblem = (typeof CSV_FILE_PROBLEMS)[number];

export const ZCsvImportPreview = z.object({
  rows: z.array(ZCsvImportRow),
  /** Rows without problems; the import creates these only when no row has a problem. */
  valid: z.number().int(),
  invalid: z.number().int(),
  file_problem: z.enum(CSV_FILE_PROBLEMS).nullable(),
});
export type TCsvImportPreview = z.infer<typeof ZCsvImportPreview>;

/**
 * The import's answer: every account created (with its invitation and link), or — when any row has a
 * problem — 422 with the preview in `errors[0].details.preview` and nothing created.
 */
export const ZCsvImportResult = z.object({
  created: z.array(ZAdminUser),
  links: z.number().int(),
});
export type TCsvImportResult = z.infer<typeof ZCsvImportResult>;

/** `GET /api/v1/admin/tutors`: tutors with how many students each has and when they were last active. */
export const ZAdminTutorListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminTutorListQuery = z.input<typeof ZAdminTutorListQuery>;
export const ZAdminTutor = ZAdminUser.extend({
  student_count: z.number().int(),
  /** The latest of their sessions' activity, or null when they never logged in. */
  last_active_at: z.string().nullable(),
});
export type TAdminTutor = z.infer<typeof ZAdminTutor>;

/** `GET /api/v1/admin/dashboard`. Days are UTC dates (YYYY-MM-DD). */
export const ZAdminDashboard = z.object({
  accounts: z.array(z.object({ role: ZRole, status: ZAccountStatus, count: z.number().int() })),
  active_students: z.object({ today: z.number().int(), last_7_days: z.number().int() }),
  /** 30 entries, oldest first, days without attempts included with 0. */
  attempts_per_day: z.array(
    z.object({ day: z.string(), attempts: z.number().int(), correct: z.number().int() }),
  ),
  /** Attempts of the last 30 days by curriculum area; `correct_share` is 0–1. */
  correct_by_area: z.array(
    z.object({
      area_id: z.string(),
      area_name: z.object({ lt: z.string(), en: z.string() }),
      attempts: z.number().int(),
      correct_share: z.number(),
    }),
  ),
  system: z.object({
    database: z.enum(['healthy', 'unhealthy']),
    dialect: z.enum(['sqlite', 'postgres']),
    redis: z.enum(['healthy', 'unhealthy', 'not_configured']),
    version: z.string(),
    uptime_seconds: z.number(),
    /** When any instance's scheduler last ran, or null when it never has (or is switched off). */
    scheduler_last_run_at: z.string().nullable(),
    scheduler_enabled: z.boolean(),
    /** E-mails kept in the outbox table (no SMTP_URL) during the last 24 hours. */
    outbox_last_24h: z.number().int(),
    outbox_total: z.number().int(),
    smtp_configured: z.boolean(),
  }),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** `POST /api/users/accept-invitation`: sets the first password and logs the person in. */
export const ZAcceptInvitationRequest = z.object({
  token: z.string().min(1).max(200),
  password: ZPassword,
});
export type TAcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;
