import { z } from 'zod';
import { ZLinkedStudent } from './people.ts';
import { ZWorkCheck } from './tasks.ts';

/** The tutor dashboard's and the student detail's bounds and definitions (issue 10). */
export const TUTOR_DASHBOARD = {
  pageSize: 25,
  pageMax: 100,
  /** The class view names at most this many weakest skills. */
  weakestSkills: 5,
  /** Weeks, days and the activity chart are counted in this time zone; a week starts on Monday. */
  timeZone: 'Europe/Vilnius',
  attemptsPageSize: 20,
  attemptsPageMax: 100,
  activityDaysDefault: 30,
  activityDaysMax: 365,
} as const;

/**
 * The struggle rule (docs/decisions/015-tutor-dashboard-struggle-alert.md), over the counted answers
 * (every stored attempt):
 * - `wrong_streak`: the student's last `wrongStreak` answers on one skill within the last `windowDays`
 *   days were all wrong;
 * - `accuracy_drop`: with at least `minAnswers` answers in the last `windowDays` days and in the
 *   `windowDays` days before them, accuracy fell by at least `accuracyDrop` (0.25 = 25 points).
 */
export const STRUGGLE_RULE = {
  wrongStreak: 3,
  windowDays: 7,
  minAnswers: 5,
  accuracyDrop: 0.25,
} as const;

export const DASHBOARD_SORTS = [
  'name',
  'last_active',
  'week_solved',
  'accuracy',
  'points',
  'open_assignments',
  'overdue_assignments',
  'mastery',
  'alert',
] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
export const ZSortOrder = z.enum(['asc', 'desc']);

/** `GET /api/v1/tutor/dashboard`: search by name, username or e-mail; sort; page. */
export const ZTutorDashboardQuery = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(DASHBOARD_SORTS).default('name'),
  /** Missing or empty figures (never active, no answers) come last in either order. */
  order: ZSortOrder.default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(TUTOR_DASHBOARD.pageMax).default(TUTOR_DASHBOARD.pageSize),
  _t: z.string().optional(),
});
export type TTutorDashboardQuery = z.input<typeof ZTutorDashboardQuery>;

/** Why a student is flagged: the first rule that holds, a wrong streak before an accuracy drop. */
export const ZStruggleAlert = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('wrong_streak'),
    skill_id: z.string(),
    skill: z.string(),
    topic_id: z.string().nullable(),
    topic: z.string().nullable(),
    /** Wrong answers in a row on the skill within the window (at least three). */
    wrong_in_a_row: z.number().int(),
    last_at: z.string(),
  }),
  z.object({
    kind: z.literal('accuracy_drop'),
    /** Accuracy (0–1) of the last seven days and of the seven days before them. */
    accuracy: z.number(),
    previous_accuracy: z.number(),
    answers: z.number().int(),
    previous_answers: z.number().int(),
  }),
]);
export type TStruggleAlert = z.infer<typeof ZStruggleAlert>;

export const ZMasterySummary = z.object({
  /** Mean mastery (0–1) of the skills the student practised; null before the first. */
  mean: z.number().nullable(),
  skills_mastered: z.number().int(),
  skills_practised: z.number().int(),
});
export type TMasterySummary = z.infer<typeof ZMasterySummary>;

export const ZDashboardStudent = ZLinkedStudent.omit({ created_at: true }).extend({
  /** The latest counted answer. */
  last_active_at: z.string().nullable(),
  /** Tasks first solved since Monday 00:00, Europe/Vilnius. */
  week_solved: z.number().int(),
  /** Counted answers ever, and the share of them that were correct (null without answers). */
  answers: z.number().int(),
  accuracy: z.number().nullable(),
  /** As the scoreboard counts them (decision 009). */
  points: z.number().int(),
  /** This tutor's assignments to the student: open, and past due without being completed. */
  open_assignments: z.number().int(),
  overdue_assignments: z.number().int(),
  mastery: ZMasterySummary,
  alert: ZStruggleAlert.nullable(),
});
export type TDashboardStudent = z.infer<typeof ZDashboardStudent>;

/** A skill many of the class are weak at: practised by them and below the mastered threshold. */
export const ZWeakSkill = z.object({
  skill_id: z.string(),
  skill: z.string(),
  topic_id: z.string().nullable(),
  topic: z.string().nullable(),
  students_weak: z.number().int(),
  students_practised: z.number().int(),
  /** Mean mastery of the students who practised it. */
  mean_mastery: z.number(),
  /** The weak students, to assign them practice. */
  student_ids: z.array(z.number().int()),
});
export type TWeakSkill = z.infer<typeof ZWeakSkill>;

/** The whole class, whatever the search and page. */
export const ZClassSummary = z.object({
  students: z.number().int(),
  student_ids: z.array(z.number().int()),
  active_this_week: z.number().int(),
  week_solved: z.number().int(),
  /** Over every counted answer of the class; null without answers. */
  accuracy: z.number().nullable(),
  alerts: z.number().int(),
  open_assignments: z.number().int(),
  overdue_assignments: z.number().int(),
  /** Monday 00:00 Europe/Vilnius of this week, as UTC ISO-8601. */
  week_starts_at: z.string(),
  weakest_skills: z.array(ZWeakSkill),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

/** The page of students (paged in `meta.pagination`) and the class. */
export const ZTutorDashboard = z.object({
  students: z.array(ZDashboardStudent),
  class: ZClassSummary,
});
export type TTutorDashboard = z.infer<typeof ZTutorDashboard>;

/** `GET /api/v1/tutor/students/{studentId}/attempts`: newest first. */
export const ZTutorAttemptsQuery = z.object({
  topic_id: z.string().trim().min(1).max(100).optional(),
  skill_id: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(TUTOR_DASHBOARD.attemptsPageMax)
    .default(TUTOR_DASHBOARD.attemptsPageSize),
  _t: z.string().optional(),
});
export type TTutorAttemptsQuery = z.input<typeof ZTutorAttemptsQuery>;

/** One counted answer as the student's tutor reads it. */
export const ZTutorAttempt = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  title: z.string(),
  difficulty: z.string(),
  topic_id: z.string().nullable(),
  topic: z.string().nullable(),
  skill_id: z.string().nullable(),
  skill: z.string().nullable(),
  answer: z.string(),
  input_format: z.string(),
  is_correct: z.boolean(),
  score: z.number().int(),
  /** The named mistake (`correct` when right); the web shows its text in the reader's language. */
  feedback_key: z.string(),
  /** The checker's message for it (the named mistake), in the reader's language. */
  feedback: z.string().nullable(),
  hints_used: z.number().int(),
  time_spent: z.number().int().nullable(),
  work_shown: z.array(z.string()),
  /** Index of the first wrong line of the shown working; null when every line held (or none shown). */
  work_first_error: z.number().int().nullable(),
  /** The verdict on each line, when working was shown. */
  work_check: ZWorkCheck.nullable(),
  assignment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type TTutorAttempt = z.infer<typeof ZTutorAttempt>;

/** `GET /api/v1/tutor/students/{studentId}/activity`: the last `days` days, Europe/Vilnius. */
export const ZStudentActivityQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(TUTOR_DASHBOARD.activityDaysMax)
    .default(TUTOR_DASHBOARD.activityDaysDefault),
  _t: z.string().optional(),
});

export const ZActivityDay = z.object({
  /** A Vilnius calendar day, `YYYY-MM-DD`. */
  day: z.string(),
  answers: z.number().int(),
  correct: z.number().int(),
  /** Points first credited that day, as the scoreboard counts them. */
  points: z.number().int(),
});
export type TActivityDay = z.infer<typeof ZActivityDay>;

/** Every day of the range, oldest first, days without answers included. */
export const ZStudentActivity = z.object({
  time_zone: z.string(),
  days: z.array(ZActivityDay),
});
export type TStudentActivity = z.infer<typeof ZStudentActivity>;

/** `GET /api/v1/tutor/students/{studentId}/skills`: what the student practised, by topic. */
export const ZPractisedSkill = z.object({
  skill_id: z.string(),
  skill: z.string(),
  mastery: z.number(),
  /** Answers that moved the mastery (first tries until a task is solved). */
  attempts: z.number().int(),
  correct: z.number().int(),
  last_practised_at: z.string(),
});
export const ZPractisedTopic = z.object({
  topic_id: z.string(),
  topic: z.string(),
  mastery: z.number(),
  skills: z.array(ZPractisedSkill),
});
export type TPractisedTopic = z.infer<typeof ZPractisedTopic>;
