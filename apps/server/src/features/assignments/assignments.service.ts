import { randomBytes, randomUUID } from 'node:crypto';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentStatus,
  type Difficulty,
  ErrorCode,
  interestsForGeneration,
  type Language,
  type TAssignment,
  type TAssignmentAnswerResult,
  type TAssignmentPerson,
  type TAssignmentSummary,
  type TAssignmentTask,
  type TAssignmentTaskView,
  type ZAssignmentCreate,
  type ZAssignmentListQuery,
  type ZAssignmentUpdate,
} from '@taskas/contracts';
import { allSkills, generateTask, hasGenerator } from '@taskas/math';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, NewTask } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type AiAssistant, builtinOnly } from '../ai/ai.types.ts';
import {
  type AttemptsService,
  createAttemptsService,
  type Submission,
} from '../attempts/attempts.service.ts';
import { autoDifficulty } from '../attempts/mastery.ts';
import { type LessonPlan, lessonSkill } from '../lessons/lesson-content.ts';
import { createLessonsRepository } from '../lessons/lessons.repository.ts';
import { createLessonsService, type LessonBadge } from '../lessons/lessons.service.ts';
import type { NotificationEvent } from '../notifications/notification-texts.ts';
import { createPreferencesService } from '../preferences/preferences.service.ts';
import { tasksChanged } from '../tasks/task-cache.ts';
import { taskRecordOf } from '../tasks/task-record.ts';
import { createTasksRepository, type Viewer } from '../tasks/tasks.repository.ts';
import { createTasksService } from '../tasks/tasks.service.ts';
import {
  type AssignmentScope,
  type AssignmentStats,
  type AssignmentTaskWithTask,
  type AssignmentWithPeople,
  createAssignmentsRepository,
} from './assignments.repository.ts';

export type AssignmentCreateInput = z.output<typeof ZAssignmentCreate>;
export type AssignmentUpdateInput = z.output<typeof ZAssignmentUpdate>;
export type AssignmentListInput = z.output<typeof ZAssignmentListQuery>;

type Row = { id: number; tutor_id: number; student_id: number; due_at: string; cancelled_at: string | null };

function notFound(id: number): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `Assignment with ID ${id} not found.`, { details: { id } });
}

/** Worked out when read (the contract's rule): cancelled, completed, past its due time, or open. */
export function statusOf(
  row: { cancelled_at: string | null; completed_at: string | null; due_at: string },
  now: Date,
): AssignmentStatus {
  if (row.cancelled_at !== null) return 'cancelled';
  if (row.completed_at !== null) return 'completed';
  if (now.toISOString() > row.due_at) return 'past_due';
  return 'open';
}

function personOf(row: AssignmentWithPeople, side: 'tutor' | 'student'): TAssignmentPerson {
  return side === 'tutor'
    ? {
        id: row.tutor_id,
        username: row.tutor_username,
        first_name: row.tutor_first_name,
        last_name: row.tutor_last_name,
      }
    : {
        id: row.student_id,
        username: row.student_username,
        first_name: row.student_first_name,
        last_name: row.student_last_name,
      };
}

export const nameOf = (person: TAssignmentPerson) =>
  `${person.first_name} ${person.last_name}`.trim() || person.username;

function summaryOf(
  row: AssignmentWithPeople,
  stats: AssignmentStats | undefined,
  now: Date,
  lesson: LessonBadge | undefined,
) {
  const total = stats?.total ?? 0;
  const summary: TAssignmentSummary = {
    id: row.id,
    group_id: row.group_id,
    title: row.title,
    instructions: row.instructions,
    due_at: row.due_at,
    status: statusOf(row, now),
    tutor: personOf(row, 'tutor'),
    student: personOf(row, 'student'),
    tasks_total: total,
    tasks_solved: stats?.solved ?? 0,
    // The mean of the task scores, unsolved counting 0; nothing to show before the first on-time answer.
    score: stats && stats.attempts > 0 && total > 0 ? Math.round(stats.scoreSum / total) : null,
    late_attempts: stats?.lateAttempts ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
    lesson: lesson ?? null,
  };
  return summary;
}

function taskOf(row: AssignmentTaskWithTask): TAssignmentTask {
  return {
    task_id: row.task_id,
    position: row.position,
    title: row.title,
    problem: row.problem,
    difficulty: row.difficulty,
    topic: row.topic,
    skill_id: row.skill_id,
    source: row.source,
    language: row.language,
    status:
      row.solved_at !== null ? 'solved' : row.attempts + row.late_attempts > 0 ? 'attempted' : 'not_started',
    attempts: row.attempts,
    late_attempts: row.late_attempts,
    score: row.best_score,
    solved_at: row.solved_at,
  };
}

/** The task the student gets for one slot: a bank task's id, or a task generated for them. */
type PlannedTask = { id: number } | { record: NewTask };

export type AssignmentsDeps = {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  clock: Clock;
  notifications?: {
    notify(recipientId: number, event: NotificationEvent): Promise<unknown>;
    selfDirectedActivity(studentId: number, answered?: { taskId: number; attemptId: number }): Promise<void>;
  };
  /** The language model that may rewrite the explanation of a lesson given with an assignment. */
  ai?: AiAssistant;
};

/**
 * Assignments: a tutor sets tasks with a due time for linked students (one assignment per student),
 * changes or cancels them; the student answers them through the one submit path of the attempts
 * feature. Every read checks who is asking; anything the caller may not see is a 404.
 */
export function createAssignmentsService(deps: AssignmentsDeps) {
  const { db, clock } = deps;
  const repo = createAssignmentsRepository(db);
  const tasks = createTasksRepository(db);
  const tasksService = createTasksService(db);
  const preferences = createPreferencesService(db);
  const lessons = createLessonsService({ db, ai: deps.ai ?? builtinOnly, log: deps.log });
  const attempts: AttemptsService = createAttemptsService(
    db,
    deps.notifications ? { notifications: deps.notifications, log: deps.log, clock } : undefined,
  );

  async function tell(recipientId: number, event: NotificationEvent) {
    if (!deps.notifications) return;
    try {
      await deps.notifications.notify(recipientId, event);
    } catch (err) {
      deps.log.error(
        { err, recipientId, kind: event.kind },
        'an assignment notification could not be written',
      );
    }
  }

  async function presentMany(ids: number[]): Promise<TAssignment[]> {
    const [rows, taskRows, stats, badges] = await Promise.all([
      repo.findMany(ids),
      repo.tasksOf(ids),
      repo.statsOf(ids),
      lessons.badgesOf(ids),
    ]);
    const now = clock.now();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const own = taskRows.filter((t) => t.assignment_id === id).map(taskOf);
      return [{ ...summaryOf(row, stats.get(id), now, badges.get(id)), tasks: own }];
    });
  }

  async function presentOne(id: number): Promise<TAssignment> {
    const [assignment] = await presentMany([id]);
    if (!assignment) throw notFound(id);
    return assignment;
  }

  /** The assignment if the viewer may see it: its student, its tutor while linked, an admin. */
  async function visible(viewer: Viewer, id: number): Promise<Row> {
    const row = await repo.find(id);
    if (row && (await maySee(viewer, row))) return row;
    throw notFound(id);
  }

  async function maySee(viewer: Viewer, row: Row): Promise<boolean> {
    if (viewer.role === 'admin') return true;
    if (viewer.role === 'student') return row.student_id === viewer.id;
    return row.tutor_id === viewer.id && (await repo.isLinked(viewer.id, row.student_id));
  }

  /** The assignment if the viewer may change it: its tutor while linked, an admin. */
  async function managed(viewer: Viewer, id: number): Promise<Row> {
    const row = await visible(viewer, id);
    if (viewer.role === 'student') throw notFound(id);
    return row;
  }

  function futureDue(dueAt: string, now: Date): string {
    const due = new Date(dueAt);
    if (!(due.getTime() > now.getTime())) {
      throw new AppError(ErrorCode.OUT_OF_RANGE, 'The due time must be in the future', {
        field: 'due_at',
        details: { due_at: dueAt, now: now.toISOString() },
      });
    }
    return due.toISOString();
  }

  function duplicatesOf(values: number[]): number[] {
    const seen = new Set<number>();
    const duplicates = new Set<number>();
    for (const value of values) {
      if (seen.has(value)) duplicates.add(value);
      seen.add(value);
    }
    return [...duplicates];
  }

  function generated(
    studentId: number,
    skillId: string,
    difficulty: Difficulty,
    language: Language,
    interests: string[],
    at: string,
  ): PlannedTask {
    const seed = randomBytes(8).toString('hex');
    const task = generateTask(skillId, { difficulty, language, seed, interests });
    return {
      record: taskRecordOf(task, {
        problemId: `gen-${studentId}-${seed}`,
        source: 'generated',
        visibility: 'private',
        ownerId: studentId,
        at,
      }),
    };
  }

  /**
   * `count` tasks on the student's weakest practised skills (lowest rating first, one task a skill,
   * cycling when there are fewer skills), or the curriculum's first skills with tasks when they have
   * practised nothing: an unsolved bank task in their language, else one generated for them.
   */
  async function weakestTasks(
    student: { id: number; preferred_language: Language },
    count: number,
    chosen: number[],
    interests: string[],
    at: string,
  ): Promise<PlannedTask[]> {
    const language = student.preferred_language;
    const inBank = await repo.skillIdsWithTasks(language);
    const usable = (skillId: string) => inBank.has(skillId) || hasGenerator(skillId);
    let skills: { skillId: string; rating: number | undefined }[] = (await repo.masteryOf(student.id))
      .filter((m) => usable(m.skill_id))
      .map((m) => ({ skillId: m.skill_id, rating: m.rating }));
    if (skills.length === 0) {
      const curriculum = allSkills().map((e) => e.skill.id);
      const fallback = curriculum.filter((id) => inBank.has(id));
      skills = (fallback.length > 0 ? fallback : curriculum.filter(hasGenerator))
        .slice(0, count)
        .map((skillId) => ({ skillId, rating: undefined }));
    }
    const exclude = [...chosen];
    const out: PlannedTask[] = [];
    for (let i = 0; i < count && skills.length > 0; i += 1) {
      const skill = skills[i % skills.length];
      if (!skill) break;
      const difficulty = autoDifficulty(skill.rating);
      const bankId = inBank.has(skill.skillId)
        ? await repo.unsolvedBankTask(student.id, skill.skillId, language, difficulty, exclude)
        : undefined;
      if (bankId !== undefined) {
        exclude.push(bankId);
        out.push({ id: bankId });
      } else if (hasGenerator(skill.skillId)) {
        out.push(generated(student.id, skill.skillId, difficulty, language, interests, at));
      }
    }
    return out;
  }

  /**
   * A configured model may rewrite the explanations of the lessons just given, one after another and
   * without holding up the tutor's request (a class is many lessons); the tutor's daily model limit
   * applies, and a lesson the model does not rewrite keeps its built-in explanation.
   */
  function explainLater(tutorId: number, made: { id: number; plan: LessonPlan }[]) {
    if (!deps.ai?.configured || made.length === 0) return;
    (async () => {
      for (const { id, plan } of made) await lessons.improveExplanation(id, plan, tutorId);
    })().catch((err) => deps.log.warn({ err }, 'the explanations of assigned lessons were not rewritten'));
  }

  return {
    /** The caller's assignments: a student's own, a tutor's (optionally one linked student's), any for an admin. */
    async list(viewer: Viewer, query: AssignmentListInput) {
      let scope: AssignmentScope;
      const studentId = query.student_id;
      const refuse = () =>
        new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, "You cannot see this student's assignments", {
          field: 'student_id',
        });
      if (viewer.role === 'student') {
        if (studentId !== undefined && studentId !== viewer.id) throw refuse();
        scope = { role: 'student', studentId: viewer.id };
      } else if (viewer.role === 'tutor') {
        if (studentId !== undefined && !(await repo.isLinked(viewer.id, studentId))) throw refuse();
        scope = { role: 'tutor', tutorId: viewer.id, studentId };
      } else scope = { role: 'admin', studentId };
      const now = clock.now();
      const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
      const { rows, total } = await repo.list(
        scope,
        { status: query.status, now: now.toISOString(), order: query.order },
        page,
      );
      const ids = rows.map((r) => r.id);
      const [stats, badges] = await Promise.all([repo.statsOf(ids), lessons.badgesOf(ids)]);
      return {
        items: rows.map((row) => summaryOf(row, stats.get(row.id), now, badges.get(row.id))),
        total,
      };
    },

    /**
     * Creates one assignment per student in one transaction, after every check: all students linked to
     * the tutor, every chosen task public or the tutor's own, a due time in the future, 1 to
     * `tasksMax` tasks (or none with a lesson: each student then gets a lesson on the skill, made with
     * the assignment in the same transaction). Each student is then told.
     */
    async create(tutorId: number, input: AssignmentCreateInput): Promise<TAssignment[]> {
      const now = clock.now();
      const at = now.toISOString();
      const dueAt = futureDue(input.due_at, now);
      const repeatedStudents = duplicatesOf(input.student_ids);
      if (repeatedStudents.length > 0) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'A student is listed twice', {
          field: 'student_ids',
          details: { duplicates: repeatedStudents },
        });
      }
      const repeatedTasks = duplicatesOf(input.task_ids);
      if (repeatedTasks.length > 0) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 'A task is chosen twice', {
          field: 'task_ids',
          details: { duplicates: repeatedTasks },
        });
      }
      const perStudent = input.task_ids.length + (input.generate?.count ?? 0) + (input.weakest?.count ?? 0);
      // A lesson comes with tasks, never instead of them: an assignment is done when its tasks are solved.
      if (perStudent === 0) {
        throw new AppError(ErrorCode.REQUIRED_FIELD, 'Choose, generate or pick at least one task', {
          field: 'task_ids',
        });
      }
      if (perStudent > ASSIGNMENT_LIMITS.tasksMax) {
        throw new AppError(
          ErrorCode.OUT_OF_RANGE,
          `An assignment holds at most ${ASSIGNMENT_LIMITS.tasksMax} tasks`,
          { field: 'task_ids', details: { tasks: perStudent, max: ASSIGNMENT_LIMITS.tasksMax } },
        );
      }
      const students = await repo.linkedStudents(tutorId, input.student_ids);
      const notLinked = input.student_ids.filter((id) => !students.some((s) => s.id === id));
      if (notLinked.length > 0) {
        throw new AppError(
          ErrorCode.INSUFFICIENT_PERMISSIONS,
          `You can assign tasks only to your own students: ${notLinked.join(', ')}`,
          { field: 'student_ids', details: { student_ids: notLinked } },
        );
      }
      const assignable = await repo.assignableTaskIds(tutorId, input.task_ids);
      const unknown = input.task_ids.find((id) => !assignable.has(id));
      if (unknown !== undefined) {
        throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${unknown} not found.`, {
          field: 'task_ids',
          details: { id: unknown },
        });
      }
      const generate = input.generate;
      if (generate && !hasGenerator(generate.skill_id)) {
        throw new AppError(ErrorCode.INVALID_FORMAT, `No tasks can be generated for "${generate.skill_id}"`, {
          field: 'generate.skill_id',
          details: { skill_id: generate.skill_id },
        });
      }
      const lessonEntry = input.lesson ? lessonSkill(input.lesson.skill_id, 'lesson.skill_id') : undefined;

      // Generating and choosing read only; the writes below are one transaction.
      const plans = new Map<number, PlannedTask[]>();
      const lessonPlans = new Map<number, LessonPlan>();
      for (const studentId of input.student_ids) {
        const student = students.find((s) => s.id === studentId);
        if (!student) continue;
        const plan: PlannedTask[] = input.task_ids.map((id) => ({ id }));
        // Generated tasks are themed by the interests the tutor names, else by the student's saved ones.
        const own =
          generate || input.weakest ? interestsForGeneration(await preferences.interests(student.id)) : [];
        for (let i = 0; i < (generate?.count ?? 0) && generate; i += 1) {
          plan.push(
            generated(
              student.id,
              generate.skill_id,
              generate.difficulty,
              student.preferred_language,
              generate.interests.length > 0 ? generate.interests : own,
              at,
            ),
          );
        }
        if (input.weakest) {
          plan.push(...(await weakestTasks(student, input.weakest.count, input.task_ids, own, at)));
        }
        if (lessonEntry) {
          // The lesson is the student's, in their language, at the difficulty their mastery suggests.
          const choice = await lessons.assignedChoice(student.id, lessonEntry);
          lessonPlans.set(
            studentId,
            await lessons.planFor({ id: student.id, language: student.preferred_language }, choice, {
              createdBy: tutorId,
              at,
            }),
          );
        }
        if (plan.length === 0 && !lessonEntry) {
          throw new AppError(ErrorCode.VALIDATION, 'No task could be found for the weakest skills', {
            field: 'weakest',
            details: { student_id: studentId },
          });
        }
        plans.set(studentId, plan);
      }

      const groupId = randomUUID();
      const made: { id: number; plan: LessonPlan }[] = [];
      const ids = await db.transaction().execute(async (trx) => {
        const writer = createAssignmentsRepository(trx);
        const lessonWriter = createLessonsRepository(trx);
        const records = [...plans.values()].flat().flatMap((p) => ('record' in p ? [p.record] : []));
        const generatedIds = await writer.insertGeneratedTasks(records);
        const created: number[] = [];
        const links: { assignment_id: number; task_id: number; position: number }[] = [];
        for (const studentId of input.student_ids) {
          const id = await writer.insertAssignment({
            group_id: groupId,
            tutor_id: tutorId,
            student_id: studentId,
            title: input.title,
            instructions: input.instructions,
            due_at: dueAt,
            created_at: at,
            updated_at: at,
            completed_at: null,
            cancelled_at: null,
            due_notified_at: null,
            overdue_notified_at: null,
          });
          created.push(id);
          const lessonPlan = lessonPlans.get(studentId);
          if (lessonPlan) {
            const withAssignment = { ...lessonPlan, row: { ...lessonPlan.row, assignment_id: id } };
            made.push({ id: await lessonWriter.insert(withAssignment), plan: withAssignment });
          }
          for (const [index, planned] of (plans.get(studentId) ?? []).entries()) {
            const taskId = 'id' in planned ? planned.id : generatedIds.get(planned.record.problem_id);
            if (taskId === undefined) throw new Error('a generated task was not stored');
            links.push({ assignment_id: id, task_id: taskId, position: index + 1 });
          }
        }
        await writer.insertTasks(links);
        return created;
      });
      if (made.length > 0 || [...plans.values()].some((plan) => plan.some((p) => 'record' in p))) {
        tasksChanged(db, 'private');
      }
      explainLater(tutorId, made);

      const assignments = await presentMany(ids);
      for (const assignment of assignments) {
        await tell(assignment.student.id, {
          kind: 'assignment_assigned',
          assignmentId: assignment.id,
          title: assignment.title,
          dueAt: assignment.due_at,
        });
      }
      return assignments;
    },

    async get(viewer: Viewer, id: number): Promise<TAssignment> {
      await visible(viewer, id);
      return presentOne(id);
    },

    /**
     * Title, instructions, due time (in the future) or the order of the tasks (the same set). A new due
     * time re-opens a past-due assignment, and its reminders are sent again for the new time.
     */
    async update(viewer: Viewer, id: number, input: AssignmentUpdateInput): Promise<TAssignment> {
      const row = await managed(viewer, id);
      if (row.cancelled_at !== null) {
        throw new AppError(ErrorCode.CONFLICT, 'A cancelled assignment cannot be changed', {
          details: { id },
        });
      }
      const now = clock.now();
      const changes: Parameters<typeof repo.update>[1] = { updated_at: now.toISOString() };
      if (input.title !== undefined) changes.title = input.title;
      if (input.instructions !== undefined) changes.instructions = input.instructions;
      if (input.due_at !== undefined) {
        const dueAt = futureDue(input.due_at, now);
        if (dueAt !== row.due_at) {
          Object.assign(changes, { due_at: dueAt, due_notified_at: null, overdue_notified_at: null });
        }
      }
      const order = input.task_order;
      if (order) {
        const current = (await repo.tasksOf([id])).map((t) => t.task_id);
        const same =
          order.length === current.length &&
          duplicatesOf(order).length === 0 &&
          order.every((taskId) => current.includes(taskId));
        if (!same) {
          throw new AppError(ErrorCode.VALIDATION_FAILED, "task_order must list the assignment's own tasks", {
            field: 'task_order',
            details: { task_ids: current },
          });
        }
      }
      await db.transaction().execute(async (trx) => {
        const writer = createAssignmentsRepository(trx);
        await writer.update(id, changes);
        if (order) await writer.reorder(id, order);
      });
      return presentOne(id);
    },

    /** Cancels it (a second cancel changes nothing). */
    async cancel(viewer: Viewer, id: number): Promise<TAssignment> {
      await managed(viewer, id);
      await repo.cancel(id, clock.now().toISOString());
      return presentOne(id);
    },

    /** A task of the assignment as its task page shows it, even when private to someone else. */
    async task(viewer: Viewer, id: number, taskId: number): Promise<TAssignmentTaskView> {
      await visible(viewer, id);
      const assignment = await presentOne(id);
      const index = assignment.tasks.findIndex((t) => t.task_id === taskId);
      const state = assignment.tasks[index];
      const row = state ? await tasks.findGranted(viewer, taskId) : undefined;
      if (!state || !row) {
        throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${taskId} not found in assignment ${id}.`, {
          details: { id: taskId, assignment_id: id },
        });
      }
      const after = [...assignment.tasks.slice(index + 1), ...assignment.tasks.slice(0, index)];
      const { tasks: _, ...summary } = assignment;
      return {
        assignment: summary,
        task: await tasksService.detailOf(viewer, row),
        state,
        next_task_id: after.find((t) => t.status !== 'solved')?.task_id ?? null,
      };
    },

    /** The student answers a task of their assignment: the one submit path, with `assignment_id`. */
    async answer(
      viewer: Viewer,
      language: Language,
      id: number,
      taskId: number,
      submission: Submission,
    ): Promise<TAssignmentAnswerResult> {
      const { result, assignment } = await attempts.submitAnswer(
        viewer,
        language,
        { ...submission, task_id: taskId, problem_id: undefined, problem: undefined, assignment_id: id },
        taskId,
      );
      const after = await presentOne(id);
      const late = assignment?.late ?? clock.now().toISOString() > after.due_at;
      return { ...result, assignment: after, late };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
