import { z } from 'zod';
import { ZLanguage } from './auth.ts';
import { DIFFICULTIES } from './constants.ts';
import { ZId } from './tasks.ts';

/**
 * Lessons (`/api/v1/lessons…`, issue 14): a lesson on one skill built from the curriculum and the
 * generators — the goal, a short explanation, two worked examples, five practice tasks and a three-task
 * check, every task an ordinary (private) task checked by the engine — plus the student's rating and the
 * measured effect of lessons on later accuracy.
 */
export const LESSON_LIMITS = {
  workedExamples: 2,
  practiceTasks: 5,
  checkTasks: 3,
  commentMax: 1000,
  /** Attempts count as "after" the lesson only this long after it was made. */
  afterDelayHours: 24,
  /** Below this many attempts on either side, a comparison is shown as too small to read. */
  minAttempts: 5,
  /** Lessons one student may be given per hour (generation stores eight tasks). */
  perHour: 20,
} as const;

export const LESSON_REASONS = ['chosen', 'weakest', 'review', 'new', 'assigned'] as const;
export const ZLessonReason = z.enum(LESSON_REASONS);
export type LessonReason = (typeof LESSON_REASONS)[number];

export const LESSON_STATUSES = ['not_started', 'practising', 'checking', 'completed'] as const;
export const ZLessonStatus = z.enum(LESSON_STATUSES);
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const ZLessonPart = z.enum(['practice', 'check']);
export type LessonPart = z.infer<typeof ZLessonPart>;

/** Who a lesson is for, as a tutor or admin sees it. */
export const ZLessonStudent = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

/** `POST /lessons/generate`: a skill (id), or a topic (id, code or name) whose skill fits the grade. */
export const ZLessonGenerateRequest = z
  .object({
    skill_id: z.string().trim().min(1).max(100).optional(),
    topic: z.string().trim().min(1).max(100).optional(),
    grade: z.coerce.number().int().min(5).max(12).optional(),
    /** The lesson's language; the interface language by default. */
    language: ZLanguage.optional(),
    difficulty: z.enum(DIFFICULTIES).optional(),
  })
  .refine((body) => body.skill_id !== undefined || body.topic !== undefined, {
    message: 'Name a skill or a topic',
    path: ['skill_id'],
  });
export type TLessonGenerateRequest = z.input<typeof ZLessonGenerateRequest>;

/** `POST /lessons/generate/adaptive`: the skill is chosen from the student's mastery. */
export const ZLessonAdaptiveRequest = z.object({
  language: ZLanguage.optional(),
  grade: z.coerce.number().int().min(5).max(12).optional(),
});
export type TLessonAdaptiveRequest = z.input<typeof ZLessonAdaptiveRequest>;

export const ZWorkedExample = z.object({
  question: z.string(),
  steps: z.array(z.string()),
  /** The answer as a student would read it, in the lesson's language. */
  answer: z.string(),
});
export type TWorkedExample = z.infer<typeof ZWorkedExample>;

/** A practice or check task of a lesson, with the student's progress on it. */
export const ZLessonTask = z.object({
  task_id: z.number().int(),
  part: ZLessonPart,
  position: z.number().int(),
  title: z.string(),
  problem: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  attempts: z.number().int(),
  solved: z.boolean(),
  /** Check tasks: whether the first answer was right (null before any answer). */
  first_try_correct: z.boolean().nullable(),
});
export type TLessonTask = z.infer<typeof ZLessonTask>;

export const ZLessonCheckResult = z.object({ correct: z.number().int(), total: z.number().int() });

export const ZLessonFeedback = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: z.string(),
});

export const ZLessonSummary = z.object({
  id: z.number().int(),
  student: ZLessonStudent,
  skill_id: z.string(),
  /** The skill's description in the lesson's language. */
  skill: z.string(),
  topic_id: z.string(),
  topic: z.string(),
  curriculum_ref: z.string(),
  grade: z.number().int(),
  language: ZLanguage,
  difficulty: z.enum(DIFFICULTIES),
  reason: ZLessonReason,
  status: ZLessonStatus,
  /** The check's result once every check task has an answer. */
  check_result: ZLessonCheckResult.nullable(),
  feedback: ZLessonFeedback.nullable(),
  assignment_id: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TLessonSummary = z.infer<typeof ZLessonSummary>;

export const ZLesson = ZLessonSummary.extend({
  goal: z.string(),
  explanation: z.string(),
  /** `llm` when a configured model wrote the explanation and the engine let it through. */
  explanation_source: z.enum(['builtin', 'llm']),
  worked_examples: z.array(ZWorkedExample),
  practice: z.array(ZLessonTask),
  check: z.array(ZLessonTask),
});
export type TLesson = z.infer<typeof ZLesson>;

export const ZLessonIdParams = z.object({ id: ZId });

/** `GET /lessons`: the caller's lessons; a tutor's students' too, an admin's everyone's. */
export const ZLessonListQuery = z.object({
  student_id: ZId.optional(),
  skill_id: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TLessonListQuery = z.input<typeof ZLessonListQuery>;

/** `POST /lessons/feedback`: the rating and comment; the check's results are read from the attempts. */
export const ZLessonFeedbackRequest = z.object({
  lesson_id: ZId,
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().max(LESSON_LIMITS.commentMax).default(''),
});
export type TLessonFeedbackRequest = z.input<typeof ZLessonFeedbackRequest>;

export const ZLessonFeedbackResponse = z.object({
  lesson_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  check_results: z.array(
    z.object({ task_id: z.number().int(), first_try_correct: z.boolean().nullable(), solved: z.boolean() }),
  ),
  check_result: ZLessonCheckResult.nullable(),
  created_at: z.string(),
});
export type TLessonFeedbackResponse = z.infer<typeof ZLessonFeedbackResponse>;

// ---------------------------------------------------------------- Effectiveness

/** Answers without hints on one skill: how many, how many right, and the share (null when none). */
export const ZAccuracy = z.object({
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().nullable(),
});
export type TAccuracy = z.infer<typeof ZAccuracy>;

/**
 * Effect sizes are Cohen's h (the difference of arcsine-transformed proportions, read like a standard
 * deviation): `effect_size` after − before for lesson students, `comparison_effect_size` later − earlier
 * for students who practised the skill without a lesson, `net_effect_size` the first minus the second.
 * Null where either side has fewer than `LESSON_LIMITS.minAttempts` attempts.
 */
export const ZEffect = z.object({
  before: ZAccuracy,
  after: ZAccuracy,
  comparison: z.object({ students: z.number().int(), earlier: ZAccuracy, later: ZAccuracy }),
  effect_size: z.number().nullable(),
  comparison_effect_size: z.number().nullable(),
  net_effect_size: z.number().nullable(),
});

export const ZSkillEffect = ZEffect.extend({
  skill_id: z.string(),
  skill: z.string(),
  topic: z.string(),
  lessons: z.number().int(),
  students: z.number().int(),
});
export type TSkillEffect = z.infer<typeof ZSkillEffect>;

export const ZLessonEffect = z.object({
  lesson_id: z.number().int(),
  student: ZLessonStudent,
  skill_id: z.string(),
  skill: z.string(),
  created_at: z.string(),
  before: ZAccuracy,
  after: ZAccuracy,
  check_result: ZLessonCheckResult.nullable(),
  rating: z.number().int().nullable(),
});
export type TLessonEffect = z.infer<typeof ZLessonEffect>;

export const ZLessonEffectiveness = z.object({
  overall: ZEffect.extend({ lessons: z.number().int(), students: z.number().int() }),
  skills: z.array(ZSkillEffect),
  lessons: z.array(ZLessonEffect),
  after_delay_hours: z.number().int(),
  min_attempts: z.number().int(),
  average_rating: z.number().nullable(),
});
export type TLessonEffectiveness = z.infer<typeof ZLessonEffectiveness>;

/** `GET /lessons/effectiveness` (tutors: their students; admins: everyone). */
export const ZLessonEffectivenessQuery = z.object({
  skill_id: z.string().trim().min(1).max(100).optional(),
  student_id: ZId.optional(),
});
