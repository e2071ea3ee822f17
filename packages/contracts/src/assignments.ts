import { z } from 'zod';
import { ZUser } from './auth.ts';
import { DIFFICULTIES } from './constants.ts';
import { ZAnswerCheckResult, ZId, ZTaskDetail } from './tasks.ts';

/** Bounds of one assignment request (`POST /api/v1/assignments`). */
export const ASSIGNMENT_LIMITS = {
  titleMax: 200,
  instructionsMax: 2000,
  /** Tasks in one assignment, whatever their source. */
  tasksMax: 30,
  /** Generated tasks per student, and "weakest skills" practice tasks per student. */
  generatedMax: 10,
  /** Students in one request: a whole class. */
  studentsMax: 200,
  interestsMax: 5,
  interestMax: 30,
  pageSize: 20,
  pageMax: 100,
} as const;

/** The time zone a due date is chosen in and shown by default (the product is Lithuanian). */
export const ASSIGNMENT_TIME_ZONE = 'Europe/Vilnius';

/** `assignment_due` is sent this long before the due time. */
export const ASSIGNMENT_DUE_SOON_MS = 24 * 60 * 60 * 1000;

/**
 * - `open`: not every task solved and the due time not passed;
 * - `completed`: every task solved on time;
 * - `past_due`: the due time passed first (finished: its score counts unsolved tasks as 0);
 * - `cancelled`: the tutor cancelled it.
 */
export const ASSIGNMENT_STATUSES = ['open', 'completed', 'past_due', 'cancelled'] as const;
export const ZAssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof ZAssignmentStatus>;

/** A task's state inside one assignment. */
export const ZAssignmentTaskStatus = z.enum(['not_started', 'attempted', 'solved']);
export type AssignmentTaskStatus = z.infer<typeof ZAssignmentTaskStatus>;

export const ZAssignmentPerson = ZUser.pick({ id: true, username: true, first_name: true, last_name: true });
export type TAssignmentPerson = z.infer<typeof ZAssignmentPerson>;

export const ZAssignmentTask = z.object({
  task_id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  problem: z.string(),
  difficulty: z.string(),
  topic: z.string().nullable(),
  skill_id: z.string().nullable(),
  source: z.string(),
  language: z.string(),
  status: ZAssignmentTaskStatus,
  /** Answers given on time; late ones are counted apart and never change the score (decision 013). */
  attempts: z.number().int(),
  late_attempts: z.number().int(),
  /** Best on-time score, 0–100; null before the first on-time answer. */
  score: z.number().int().nullable(),
  solved_at: z.string().nullable(),
});
export type TAssignmentTask = z.infer<typeof ZAssignmentTask>;

/** An assignment in a list: everything but its tasks. */
export const ZAssignmentSummary = z.object({
  id: z.number().int(),
  group_id: z.string(),
  title: z.string(),
  instructions: z.string(),
  /** UTC ISO-8601. */
  due_at: z.string(),
  /** Worked out when read, so an assignment is `past_due` the moment its due time passes. */
  status: ZAssignmentStatus,
  tutor: ZAssignmentPerson,
  student: ZAssignmentPerson,
  tasks_total: z.number().int(),
  tasks_solved: z.number().int(),
  /** Mean of the task scores (unsolved count as 0), 0–100; null while nothing is answered. */
  score: z.number().nullable(),
  /** Answers given after the due time, in all its tasks: kept, never scored (decision 013). */
  late_attempts: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The lesson made for this student with the assignment, when the tutor included one (issue 14). */
  lesson: z
    .object({
      id: z.number().int(),
      skill_id: z.string(),
      skill: z.string(),
      status: z.enum(['not_started', 'practising', 'checking', 'completed']),
    })
    .nullable(),
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

export const ZAssignment = ZAssignmentSummary.extend({ tasks: z.array(ZAssignmentTask) });
export type TAssignment = z.infer<typeof ZAssignment>;

/**
 * `GET /api/v1/assignments`: a student's own, a tutor's own for students still linked (optionally one
 * student's), any for an admin (optionally one student's); soonest due first, or the latest first with
 * `order=desc`. `status=active` is open or past due (neither completed nor cancelled).
 */
export const ZAssignmentListQuery = z.object({
  status: z.union([ZAssignmentStatus, z.literal('all'), z.literal('active')]).default('all'),
  /** By due time (then id): `asc` soonest first, `desc` the latest first (a tutor's history of a student). */
  order: z.enum(['asc', 'desc']).default('asc'),
  student_id: ZId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMITS.pageMax).default(ASSIGNMENT_LIMITS.pageSize),
  _t: z.string().optional(),
});
export type TAssignmentListQuery = z.input<typeof ZAssignmentListQuery>;

const ZInterests = z
  .array(z.string().trim().min(1).max(ASSIGNMENT_LIMITS.interestMax))
  .max(ASSIGNMENT_LIMITS.interestsMax)
  .default([]);

/** An ISO-8601 date-time with its offset (`2026-11-25T18:00:00+02:00` or `…Z`). */
export const ZDueAt = z.iso.datetime({ offset: true });

/**
 * `POST /api/v1/assignments`. The tasks, in this order: the chosen bank tasks, then `generate.count`
 * tasks of one skill and difficulty generated for each student (themed by `generate.interests`), then
 * `weakest.count` practice tasks on each student's weakest skills. At least one task in all.
 */
export const ZAssignmentCreate = z.object({
  student_ids: z.array(ZId).min(1).max(ASSIGNMENT_LIMITS.studentsMax),
  title: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.titleMax),
  instructions: z.string().trim().max(ASSIGNMENT_LIMITS.instructionsMax).default(''),
  due_at: ZDueAt,
  task_ids: z.array(ZId).max(ASSIGNMENT_LIMITS.tasksMax).default([]),
  generate: z
    .object({
      skill_id: z.string().trim().min(1).max(100),
      difficulty: z.enum(DIFFICULTIES),
      count: z.number().int().min(1).max(ASSIGNMENT_LIMITS.generatedMax),
      interests: ZInterests,
    })
    .optional(),
  weakest: z.object({ count: z.number().int().min(1).max(ASSIGNMENT_LIMITS.generatedMax) }).optional(),
  /** A lesson on this skill, made for each student in their language, as part of the assignment. */
  lesson: z.object({ skill_id: z.string().trim().min(1).max(100) }).optional(),
});
export type TAssignmentCreate = z.input<typeof ZAssignmentCreate>;

/** `PATCH /api/v1/assignments/{id}`: title, instructions, due time, or the order of its tasks. */
export const ZAssignmentUpdate = z
  .object({
    title: z.string().trim().min(1).max(ASSIGNMENT_LIMITS.titleMax),
    instructions: z.string().trim().max(ASSIGNMENT_LIMITS.instructionsMax),
    due_at: ZDueAt,
    /** The assignment's own task ids in their new order (the same set). */
    task_order: z.array(ZId).min(1).max(ASSIGNMENT_LIMITS.tasksMax),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type TAssignmentUpdate = z.input<typeof ZAssignmentUpdate>;

export const ZAssignmentIdParams = z.object({ id: ZId });
export const ZAssignmentTaskParams = z.object({ id: ZId, taskId: ZId });

/** `GET /api/v1/assignments/{id}/tasks/{taskId}`: the task as its solver needs it, and where it stands. */
export const ZAssignmentTaskView = z.object({
  assignment: ZAssignmentSummary,
  task: ZTaskDetail,
  state: ZAssignmentTask,
  /** The next task in the assignment's order that is not solved, if any. */
  next_task_id: z.number().int().nullable(),
});
export type TAssignmentTaskView = z.infer<typeof ZAssignmentTaskView>;

/** `POST /api/v1/assignments/{id}/tasks/{taskId}`: the check result, and the assignment after it. */
export const ZAssignmentAnswerResult = ZAnswerCheckResult.extend({
  assignment: ZAssignment,
  /** True when this answer was given after the due time (stored, never scored: decision 013). */
  late: z.boolean(),
});
export type TAssignmentAnswerResult = z.infer<typeof ZAssignmentAnswerResult>;
