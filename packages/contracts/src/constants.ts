export const ROLES = ['student', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose when registering; "teacher" is stored as "tutor". */
export const REGISTRATION_ROLES = ['student', 'tutor', 'teacher'] as const;

export const DIFFICULTIES = ['very_easy', 'easy', 'medium', 'hard', 'very_hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const LANGUAGES = ['lt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'lt';

/** Limits shared by forms and the server. */
export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  nameMin: 1,
  nameMax: 50,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  bodyMaxBytes: 64 * 1024,
  taskPageSize: 20,
  taskPageMax: 100,
  historyPageSize: 10,
  similarTasksQuery: 12,
  similarTasksMax: 2,
  notificationsPageSize: 50,
  /** Row ids are 32-bit integers in both databases. */
  idMax: 2_147_483_647,
} as const;

export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]+$/u;

export const SESSION = {
  defaultTimeoutMinutes: 30,
  /** The warning dialog shows when this little of the idle timeout is left. */
  expiringSoonSeconds: 5 * 60,
  refreshTtlDays: 14,
  passwordResetTtlMinutes: 60,
} as const;

export const COOKIE_NAMES = {
  session: 'taskas_session',
  refresh: 'taskas_refresh',
  csrf: 'csrf_token',
} as const;

export const CSRF_HEADER = 'x-csrf-token';

/** Paths of the auth service that work without a CSRF header (the visitor has no cookie yet). */
export const CSRF_EXEMPT_PATHS = [
  '/api/users/login',
  '/api/users/register',
  '/api/users/forgot-password',
  '/api/users/reset-password',
  '/api/users/accept-invitation',
] as const;
