import type { TPreferences } from './preferences.ts';

export const ROLES = ['student', 'tutor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose when registering; "teacher" is stored as "tutor". */
export const REGISTRATION_ROLES = ['student', 'tutor', 'teacher'] as const;

export const DIFFICULTIES = ['very_easy', 'easy', 'medium', 'hard', 'very_hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Preference difficulty: `auto` lets the student's mastery pick the level. */
export const PRACTICE_DIFFICULTIES = ['auto', ...DIFFICULTIES] as const;

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

// ---------------------------------------------------------------- Preferences (spec §3, §4, §9)
// Here, beside the other plain values, rather than in preferences.ts: every page's start-up reads them,
// and a module holding schemas would bring zod (and build its schemas) before the page configured it.

export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const MATH_NOTATIONS = ['latex', 'mathjax'] as const;
export type MathNotation = (typeof MATH_NOTATIONS)[number];

/**
 * `learn`: hints, worked solutions and immediate feedback; `practice`: an immediate verdict, hints cost
 * points, the worked solution only once solved or given up; `exam`: no hints, verdicts only when the whole
 * set is handed in, a timer.
 */
export const STUDY_MODES = ['learn', 'practice', 'exam'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/**
 * The spec's defaults, except the language: §1 makes Lithuanian the interface's default, so a new user's
 * language is Lithuanian (the web app uses the language the user is reading in).
 */
export const DEFAULT_PREFERENCES: TPreferences = {
  language: DEFAULT_LANGUAGE,
  fontSize: 'medium',
  mathNotation: 'latex',
  autoSave: true,
  soundEnabled: true,
  animationsEnabled: true,
  difficulty: 'auto',
  studyMode: 'learn',
  leaderboardOptOut: false,
};
