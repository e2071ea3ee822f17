import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Timestamps are ISO-8601 UTC strings (`Date#toISOString`) on both SQLite and PostgreSQL, so the same
 * queries and comparisons work on both dialects (see docs/decisions/002-one-schema-two-databases.md).
 */
export interface UsersTable {
  // Username, e-mail and names are searched through an index the database keeps in step (migration
  // 016): the FTS5 table `users_search` on SQLite, the trigram index `users_search_trgm_idx` on
  // PostgreSQL.
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'student' | 'tutor' | 'admin';
  preferred_language: 'lt' | 'en';
  created_at: string;
  updated_at: string;
  /** active | invited (no password yet) | deactivated | deleted (personal data erased). */
  status: Generated<'active' | 'invited' | 'deactivated' | 'deleted'>;
  last_login_at: string | null;
  status_changed_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  refresh_hash: string;
  created_at: string;
  last_activity_at: string;
  refresh_expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface UsedRefreshTokensTable {
  token_hash: string;
  session_id: number;
  used_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** reset (forgot password, admin's reset link) | invite (an admin-created account's first password). */
  purpose: Generated<'reset' | 'invite'>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: string;
}

export interface TutorStudentsTable {
  tutor_id: number;
  student_id: number;
  created_at: string;
}

/** A tutor's invite code (decision 012); renewing replaces the row's code. */
export interface TutorInvitesTable {
  tutor_id: number;
  code: string;
  created_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** JSON columns (`tags`, `choices`, `hints`, …) hold text written by `JSON.stringify`. */
export interface TasksTable {
  id: Generated<number>;
  problem_id: string;
  title: string;
  difficulty: 'very_easy' | 'easy' | 'medium' | 'hard' | 'very_hard';
  grade: number | null;
  grade_level: string | null;
  category: string;
  area_id: string | null;
  topic: string | null;
  topic_id: string | null;
  topic_code: string | null;
  subtopic: string | null;
  subtopic_id: string | null;
  skill_id: string | null;
  task_category: string | null;
  task_subcategory: string | null;
  curriculum_ref: string | null;
  tags: string;
  description: string | null;
  problem: string;
  input_kind: string;
  choices: string | null;
  answer_mode: string;
  answer_correct: string;
  answer_options: string | null;
  answer_display: string;
  hints: string;
  steps: string;
  explanation: string;
  extra: string;
  presentation_component: string | null;
  input_component: string | null;
  validation_component: string | null;
  react_component: string | null;
  original_task_id: number | null;
  ai_task_id: string | null;
  version: number;
  source: 'bank' | 'generated' | 'llm' | 'tutor';
  status: string;
  visibility: 'public' | 'private';
  owner_id: number | null;
  language: 'lt' | 'en';
  seed: string | null;
  /** Normalised, stemmed words of the task and its curriculum place in both languages. */
  search_text: string;
  /** The task's place in the list's mixed order (migration 012), set when a list first meets it. */
  list_round: number | null;
  list_skill_key: number | null;
  /** The task's figure (migration 013): one `<svg>` drawn in currentColor, and its alt text. */
  figure_svg: string | null;
  figure_alt: string | null;
  /** JSON of the `FigureInput`: what the student may draw on the figure to answer. */
  figure_input: string | null;
  /** JSON of the `TGenerationReport` of a model-written (`llm`) task (migration 014). */
  generation: string | null;
  created_at: string;
  updated_at: string;
}

/** Booleans are stored as 0/1 integers so both dialects return the same type. */
export interface AttemptsTable {
  id: Generated<number>;
  user_id: number;
  task_id: number;
  assignment_id: number | null;
  answer: string;
  input_format: string;
  work_shown: string;
  work_first_error: number | null;
  work_result: string | null;
  time_spent: number | null;
  hints_used: number;
  device_info: string | null;
  steps_completed: number | null;
  confidence_level: number | null;
  is_correct: number;
  score: number;
  feedback_key: string;
  result: string;
  created_at: string;
}

export interface TaskProgressTable {
  user_id: number;
  task_id: number;
  attempts: number;
  wrong_attempts: number;
  hints_used: number;
  completed: number;
  revealed: number;
  best_score: number | null;
  completed_at: string | null;
  updated_at: string;
}

/**
 * One row per student who has answered (migration 015): what the dashboards show, kept by every answer
 * in its own transaction instead of being summed from history on each request (decision 023).
 */
export interface StudentTotalsTable {
  user_id: number;
  /** Credited points (decision 009): best score per bank task, per generated skill, difficulty and day. */
  points: number;
  tasks_solved: number;
  attempts: number;
  correct_attempts: number;
  /** The newest UTC day (`YYYY-MM-DD`) with an answer, and how many consecutive days end on it. */
  last_active_day: string | null;
  active_run_days: number;
  last_attempt_at: string | null;
}

export interface SkillMasteryTable {
  user_id: number;
  skill_id: string;
  topic_id: string;
  rating: number;
  attempts: number;
  correct: number;
  last_practised_at: string;
}

/** One row per user who has saved a preference (migration 011); booleans are 0/1. */
export interface UserPreferencesTable {
  user_id: number;
  font_size: string;
  math_notation: string;
  auto_save: number;
  sound_enabled: number;
  animations_enabled: number;
  difficulty: string;
  study_mode: string;
  leaderboard_opt_out: number;
  updated_at: string;
}

/** A student's interests: JSON arrays of the picked keys and of their own words. */
export interface UserInterestsTable {
  user_id: number;
  chosen: string;
  own: string;
  updated_at: string;
}

export type NotificationType =
  | 'assignment_assigned'
  | 'assignment_completed'
  | 'assignment_due'
  | 'assignment_overdue'
  | 'self_directed_activity'
  | 'other';

/** `dedupe_key` is unique: a notification that must exist at most once is written with it. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  title: string;
  message: string;
  is_read: Generated<number>;
  read_at: string | null;
  created_at: string;
  action_url: string | null;
  dedupe_key: string | null;
}

/** One student's assignment (migration 007); a class assignment is one row per student, sharing `group_id`. */
export interface AssignmentsTable {
  id: Generated<number>;
  group_id: string;
  tutor_id: number;
  student_id: number;
  title: string;
  instructions: string;
  /** UTC ISO-8601, like every timestamp; the tutor chose it in Europe/Vilnius time. */
  due_at: string;
  created_at: string;
  updated_at: string;
  /** Set once, when the last task is solved on time. */
  completed_at: string | null;
  cancelled_at: string | null;
  due_notified_at: string | null;
  overdue_notified_at: string | null;
}

/** A task in an assignment, in order, with its result in the assignment (written with each attempt). */
export interface AssignmentTasksTable {
  assignment_id: number;
  task_id: number;
  position: number;
  /** Answers given on time, and after the due time (late work, decision 013). */
  attempts: Generated<number>;
  late_attempts: Generated<number>;
  /** The best score of the on-time answers; null until one is given. */
  best_score: number | null;
  /** When it was first solved on time. */
  solved_at: string | null;
  last_attempt_at: string | null;
}

/** Written once, never changed: triggers refuse UPDATE and DELETE (migration 009). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_role: string | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  /** JSON object; never personal data (names and e-mails are read from `users` when shown). */
  details: Generated<string>;
  ip: string | null;
  created_at: string;
}

export interface PromptsTable {
  id: Generated<number>;
  name: string;
  purpose: 'task_generation' | 'hint' | 'explanation' | 'lesson';
  language: 'lt' | 'en';
  template: string;
  temperature: number;
  max_tokens: number;
  is_active: Generated<number>;
  scope: 'shared' | 'personal';
  owner_id: number | null;
  is_default: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Every saved version of a prompt, the current one included. */
export interface PromptVersionsTable {
  id: Generated<number>;
  prompt_id: number;
  version: number;
  name: string;
  template: string;
  temperature: number;
  max_tokens: number;
  edited_by: number | null;
  restored_from: number | null;
  created_at: string;
}

/** Every call to the optional language model (migration 014). */
export interface AiCallsTable {
  id: Generated<number>;
  user_id: number | null;
  purpose: 'task_generation' | 'hint' | 'explanation' | 'lesson';
  model: string;
  prompt_id: number | null;
  prompt_version: number | null;
  outcome: 'ok' | 'rejected' | 'failed' | 'limited';
  reason: string | null;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  latency_ms: Generated<number>;
  details: string | null;
  created_at: string;
}

export interface LessonsTable {
  id: Generated<number>;
  /** The student the lesson is for. */
  user_id: number;
  /** Who made it: the student, or the tutor who assigned it. */
  created_by: number | null;
  skill_id: string;
  topic_id: string;
  grade: number;
  language: 'lt' | 'en';
  difficulty: 'very_easy' | 'easy' | 'medium' | 'hard' | 'very_hard';
  reason: 'chosen' | 'weakest' | 'review' | 'new' | 'assigned';
  goal: string;
  explanation: string;
  explanation_source: 'builtin' | 'llm';
  /** JSON list of `{question, steps, answer}`. */
  worked_examples: string;
  assignment_id: number | null;
  created_at: string;
  /** Set when the last check task gets its first answer. */
  completed_at: string | null;
}

export interface LessonTasksTable {
  lesson_id: number;
  task_id: number;
  part: 'practice' | 'check';
  position: number;
}

/** One per student and lesson; giving feedback again replaces it. */
export interface LessonFeedbackTable {
  id: Generated<number>;
  lesson_id: number;
  user_id: number;
  rating: number;
  comment: string;
  /** JSON list of `{task_id, first_try_correct, solved}`. */
  check_results: string;
  check_correct: number | null;
  check_total: number | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_outbox: EmailOutboxTable;
  tutor_students: TutorStudentsTable;
  tutor_invites: TutorInvitesTable;
  app_meta: AppMetaTable;
  tasks: TasksTable;
  attempts: AttemptsTable;
  task_progress: TaskProgressTable;
  skill_mastery: SkillMasteryTable;
  student_totals: StudentTotalsTable;
  user_preferences: UserPreferencesTable;
  user_interests: UserInterestsTable;
  notifications: NotificationsTable;
  assignments: AssignmentsTable;
  assignment_tasks: AssignmentTasksTable;
  audit_log: AuditLogTable;
  prompts: PromptsTable;
  prompt_versions: PromptVersionsTable;
  ai_calls: AiCallsTable;
  lessons: LessonsTable;
  lesson_tasks: LessonTasksTable;
  lesson_feedback: LessonFeedbackTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TaskRow = Selectable<TasksTable>;
export type NewTask = Insertable<TasksTable>;
export type AttemptRow = Selectable<AttemptsTable>;
export type TaskProgressRow = Selectable<TaskProgressTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type AssignmentRow = Selectable<AssignmentsTable>;
export type AssignmentTaskRow = Selectable<AssignmentTasksTable>;
