import {
  type Difficulty,
  ErrorCode,
  interestsForGeneration,
  type Language,
  type LessonReason,
  type LessonStatus,
  type TLesson,
  type TLessonFeedbackResponse,
  type TLessonSummary,
  type TLessonTask,
  type TWorkedExample,
  type ZLessonAdaptiveRequest,
  type ZLessonFeedbackRequest,
  type ZLessonGenerateRequest,
  type ZLessonListQuery,
} from '@taskas/contracts';
import { allSkills, findSkill, hasGenerator, type SkillEntry } from '@taskas/math';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { AiAssistant } from '../ai/ai.types.ts';
import { autoDifficulty, MASTERED, masteryOf, masteryQueries } from '../attempts/mastery.ts';
import { createPreferencesService } from '../preferences/preferences.service.ts';
import { foldText } from '../tasks/search-text.ts';
import { tasksChanged } from '../tasks/task-cache.ts';
import type { Viewer } from '../tasks/tasks.repository.ts';
import { gradeOf, type LessonPlan, lessonSkill, planLesson } from './lesson-content.ts';
import { progressOf } from './lesson-progress.ts';
import {
  createLessonsRepository,
  type LessonScope,
  type LessonTaskState,
  type LessonWithStudent,
} from './lessons.repository.ts';

export type LessonGenerateInput = z.output<typeof ZLessonGenerateRequest>;
export type LessonAdaptiveInput = z.output<typeof ZLessonAdaptiveRequest>;
export type LessonListInput = z.output<typeof ZLessonListQuery>;
export type LessonFeedbackInput = z.output<typeof ZLessonFeedbackRequest>;

/** The skill a lesson will be on, and how: decided before anything is generated or counted. */
export type LessonChoice = { entry: SkillEntry; grade: number; difficulty: Difficulty; reason: LessonReason };

/** What an assignment summary shows of the lesson made with it. */
export type LessonBadge = { id: number; skill_id: string; skill: string; status: LessonStatus };

/** A mastered skill is reviewed once it has not been practised for this long. */
const REVIEW_AFTER_MS = 3 * 86_400_000;
/** The grade of a student whose answers tell none. */
const DEFAULT_GRADE = 5;

export type LessonsDeps = { db: Kysely<Database>; ai: AiAssistant; log?: FastifyBaseLogger };

function notFound(id: number): AppError {
  return new AppError(ErrorCode.NOT_FOUND, `Lesson with ID ${id} not found.`, { details: { id } });
}

const same = (a: string, b: string) => foldText(a) === foldText(b);

function taskOf(state: LessonTaskState): TLessonTask {
  return {
    task_id: state.task_id,
    part: state.part,
    position: state.position,
    title: state.title,
    problem: state.problem,
    difficulty: state.difficulty,
    attempts: state.attempts,
    solved: state.solved,
    first_try_correct: state.first_try_correct,
  };
}

/** The skill's and topic's names in the lesson's language (the ids when the curriculum lost the skill). */
function namesOf(row: { skill_id: string; topic_id: string; language: Language }) {
  const entry = findSkill(row.skill_id);
  return {
    skill: entry?.skill.description[row.language] ?? row.skill_id,
    topic: entry?.topic.name[row.language] ?? row.topic_id,
    curriculum_ref: entry?.subtopic.curriculum_ref ?? '',
  };
}

/**
 * Lessons (issue 14): made for a student on a chosen or an adaptively picked skill, or with an
 * assignment; read by the student, their linked tutor and admins; rated by the student.
 */
export function createLessonsService(deps: LessonsDeps) {
  const { db, ai } = deps;
  const repo = createLessonsRepository(db);
  const mastery = masteryQueries(db);
  const preferences = createPreferencesService(db);

  /** The student's, their linked tutor's, any admin's. */
  async function maySee(viewer: Viewer, studentId: number): Promise<boolean> {
    if (viewer.role === 'admin') return true;
    if (viewer.role === 'student') return viewer.id === studentId;
    return repo.isLinked(viewer.id, studentId);
  }

  /** The lessons as read now; a lesson first seen completed gets its `completed_at` stored. */
  async function presentMany(rows: LessonWithStudent[]): Promise<TLesson[]> {
    const ids = rows.map((r) => r.id);
    const [states, feedback] = await Promise.all([repo.tasksOf(ids), repo.feedbackOf(ids)]);
    const out: TLesson[] = [];
    for (const row of rows) {
      const tasks = states.filter((t) => t.lesson_id === row.id);
      const progress = progressOf(tasks);
      let completedAt = row.completed_at;
      if (progress.completedAt !== null && completedAt === null) {
        completedAt = progress.completedAt;
        await repo.markCompleted(row.id, completedAt);
      }
      const given = feedback.find((f) => f.lesson_id === row.id);
      const summary: TLessonSummary = {
        id: row.id,
        student: {
          id: row.user_id,
          username: row.username,
          first_name: row.first_name,
          last_name: row.last_name,
        },
        skill_id: row.skill_id,
        ...namesOf(row),
        topic_id: row.topic_id,
        grade: row.grade,
        language: row.language,
        difficulty: row.difficulty,
        reason: row.reason,
        status: progress.status,
        check_result: progress.checkResult,
        feedback: given
          ? { rating: given.rating, comment: given.comment, created_at: given.created_at }
          : null,
        assignment_id: row.assignment_id,
        created_at: row.created_at,
        completed_at: completedAt,
      };
      out.push({
        ...summary,
        goal: row.goal,
        explanation: row.explanation,
        explanation_source: row.explanation_source,
        worked_examples: JSON.parse(row.worked_examples) as TWorkedExample[],
        practice: tasks.filter((t) => t.part === 'practice').map(taskOf),
        check: tasks.filter((t) => t.part === 'check').map(taskOf),
      });
    }
    return out;
  }

  async function presentOne(id: number): Promise<TLesson> {
    const row = await repo.find(id);
    const [lesson] = row ? await presentMany([row]) : [];
    if (!lesson) throw notFound(id);
    return lesson;
  }

  /** The student's ratings by skill (only skills a lesson can be made on). */
  async function ratingsOf(studentId: number) {
    const rows = await mastery.listByUser(studentId);
    return rows.filter((r) => hasGenerator(r.skill_id) && findSkill(r.skill_id) !== undefined);
  }

  /** What a lesson is made of for this student, in their language and themed by their saved interests. */
  async function planFor(
    student: { id: number; language: Language },
    choice: LessonChoice,
    origin: { createdBy: number | null; assignmentId?: number | null; at: string },
  ): Promise<LessonPlan> {
    return planLesson({
      studentId: student.id,
      entry: choice.entry,
      grade: choice.grade,
      language: student.language,
      difficulty: choice.difficulty,
      interests: interestsForGeneration(await preferences.interests(student.id)),
      reason: choice.reason,
      createdBy: origin.createdBy,
      assignmentId: origin.assignmentId ?? null,
      at: origin.at,
    });
  }

  /**
   * Asks the model for a better explanation of the stored lesson; a verified text replaces the
   * built-in one. A model that fails leaves the built-in explanation (the assistant answers null).
   */
  async function improveExplanation(lessonId: number, plan: LessonPlan, userId: number): Promise<void> {
    const text = await ai
      .lessonExplanation({
        userId,
        language: plan.row.language,
        skillId: plan.row.skill_id,
        grade: plan.row.grade,
        interests: plan.interests,
        builtin: plan.row.explanation,
        guarded: plan.guarded,
      })
      .catch((err: unknown) => {
        deps.log?.warn({ err, lessonId }, 'the lesson explanation could not be asked for');
        return null;
      });
    if (text?.trim()) await repo.setExplanation(lessonId, text.trim());
  }

  return {
    planFor,
    improveExplanation,

    /**
     * The skill of `POST /lessons/generate`: the named skill, or among the topic's skills taught in the
     * grade (matched as generated tasks match a topic) the first in curriculum order the student has not
     * mastered. The difficulty is the one asked for, else the one the student's mastery suggests.
     */
    async choose(viewer: Viewer, input: LessonGenerateInput): Promise<LessonChoice> {
      let candidates: SkillEntry[];
      if (input.skill_id !== undefined) candidates = [lessonSkill(input.skill_id, 'skill_id')];
      else {
        const topic = input.topic ?? '';
        candidates = allSkills().filter(
          (e) =>
            hasGenerator(e.skill.id) &&
            [e.topic.id, e.topic.code, e.subtopic.id, e.skill.id, e.topic.name.lt, e.topic.name.en].some(
              (v) => same(v, topic),
            ),
        );
        if (candidates.length === 0) {
          throw new AppError(ErrorCode.INVALID_FORMAT, `Unknown topic "${topic}"`, {
            field: 'topic',
            details: { topic },
          });
        }
      }
      const grade = input.grade;
      const fitting =
        grade === undefined ? candidates : candidates.filter((e) => e.subtopic.grades.includes(grade));
      if (fitting.length === 0) {
        const grades = [...new Set(candidates.flatMap((e) => e.subtopic.grades))].sort((a, b) => a - b);
        throw new AppError(ErrorCode.OUT_OF_RANGE, `This skill is not taught in grade ${grade}`, {
          field: 'grade',
          details: { grades },
        });
      }
      const ratings = new Map((await ratingsOf(viewer.id)).map((r) => [r.skill_id, r.rating]));
      const notMastered = fitting.find((e) => {
        const rating = ratings.get(e.skill.id);
        return rating === undefined || masteryOf(rating) < MASTERED;
      });
      const entry = notMastered ?? fitting[0];
      if (!entry) throw new Error('no skill was chosen');
      return {
        entry,
        grade: gradeOf(entry, grade ?? (await repo.recentGrade(viewer.id))),
        difficulty: input.difficulty ?? autoDifficulty(ratings.get(entry.skill.id)),
        reason: 'chosen',
      };
    },

    /**
     * The skill of `POST /lessons/generate/adaptive`: the weakest practised skill below mastery; else a
     * mastered skill not practised for three days (the longest unpractised); else the first new skill of
     * the student's grade in curriculum order (then of the grades above); else the longest unpractised.
     */
    async chooseAdaptive(viewer: Viewer, input: LessonAdaptiveInput): Promise<LessonChoice> {
      const rows = await ratingsOf(viewer.id);
      const preferred = input.grade ?? (await repo.recentGrade(viewer.id));
      const chosen = (skillId: string, rating: number | undefined, reason: LessonReason): LessonChoice => {
        const entry = lessonSkill(skillId, 'skill_id');
        return { entry, grade: gradeOf(entry, preferred), difficulty: autoDifficulty(rating), reason };
      };
      const weakest = rows
        .filter((r) => masteryOf(r.rating) < MASTERED)
        .sort((a, b) => a.rating - b.rating || a.skill_id.localeCompare(b.skill_id))[0];
      if (weakest) return chosen(weakest.skill_id, weakest.rating, 'weakest');
      const reviewBefore = new Date(Date.now() - REVIEW_AFTER_MS).toISOString();
      const byLastPractice = [...rows].sort((a, b) => a.last_practised_at.localeCompare(b.last_practised_at));
      const review = byLastPractice.find((r) => r.last_practised_at < reviewBefore);
      if (review) return chosen(review.skill_id, review.rating, 'review');
      const grade = preferred ?? DEFAULT_GRADE;
      const practised = new Set(rows.map((r) => r.skill_id));
      const fresh = allSkills().filter((e) => hasGenerator(e.skill.id) && !practised.has(e.skill.id));
      const next =
        fresh.find((e) => e.subtopic.grades.includes(grade)) ??
        fresh.find((e) => e.subtopic.grades.some((g) => g > grade));
      if (next) {
        return {
          entry: next,
          grade: gradeOf(next, grade),
          difficulty: autoDifficulty(undefined),
          reason: 'new',
        };
      }
      const oldest = byLastPractice[0];
      if (oldest) return chosen(oldest.skill_id, oldest.rating, 'review');
      throw new AppError(ErrorCode.NOT_FOUND, 'No skill is left for a lesson');
    },

    /**
     * Makes the lesson: its eight tasks stored as the student's private generated tasks, the lesson and
     * its links, all in one transaction; then the model may rewrite the explanation.
     */
    async build(viewer: Viewer, language: Language, choice: LessonChoice): Promise<TLesson> {
      const plan = await planFor({ id: viewer.id, language }, choice, {
        createdBy: viewer.id,
        at: new Date().toISOString(),
      });
      const id = await db.transaction().execute((trx) => createLessonsRepository(trx).insert(plan));
      tasksChanged(db, 'private');
      await improveExplanation(id, plan, viewer.id);
      return presentOne(id);
    },

    async get(viewer: Viewer, id: number): Promise<TLesson> {
      const row = await repo.find(id);
      if (!row || !(await maySee(viewer, row.user_id))) throw notFound(id);
      const [lesson] = await presentMany([row]);
      if (!lesson) throw notFound(id);
      return lesson;
    },

    /** The caller's lessons (a student), their linked students' (a tutor), anyone's (an admin); newest first. */
    async list(viewer: Viewer, query: LessonListInput): Promise<{ items: TLessonSummary[]; total: number }> {
      const studentId = query.student_id;
      const absent = () =>
        new AppError(ErrorCode.NOT_FOUND, `Student with ID ${studentId} not found.`, {
          field: 'student_id',
          details: { id: studentId },
        });
      let scope: LessonScope;
      if (viewer.role === 'student') {
        if (studentId !== undefined && studentId !== viewer.id) throw absent();
        scope = { role: 'student', studentId: viewer.id };
      } else if (viewer.role === 'tutor') {
        if (studentId !== undefined && !(await repo.isLinked(viewer.id, studentId))) throw absent();
        scope = { role: 'tutor', tutorId: viewer.id, studentId };
      } else scope = { role: 'admin', studentId };
      const { rows, total } = await repo.list(
        scope,
        { skillId: query.skill_id },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      const lessons = await presentMany(rows);
      const items = lessons.map(
        ({ goal, explanation, explanation_source, worked_examples, practice, check, ...summary }) => summary,
      );
      return { items, total };
    },

    /**
     * The student rates their lesson; the check's results are read from their answers, never taken from
     * the client. Giving feedback again replaces it.
     */
    async feedback(viewer: Viewer, input: LessonFeedbackInput): Promise<TLessonFeedbackResponse> {
      const row = await repo.find(input.lesson_id);
      if (!row || row.user_id !== viewer.id) throw notFound(input.lesson_id);
      const tasks = await repo.tasksOf([row.id]);
      const checkResults = tasks
        .filter((t) => t.part === 'check')
        .map((t) => ({ task_id: t.task_id, first_try_correct: t.first_try_correct, solved: t.solved }));
      const { checkResult } = progressOf(tasks);
      const saved = await repo.saveFeedback({
        lesson_id: row.id,
        user_id: viewer.id,
        rating: input.rating,
        comment: input.comment,
        check_results: JSON.stringify(checkResults),
        check_correct: checkResult?.correct ?? null,
        check_total: checkResult?.total ?? null,
        at: new Date().toISOString(),
      });
      return {
        lesson_id: row.id,
        rating: input.rating,
        comment: input.comment,
        check_results: checkResults,
        check_result: checkResult,
        created_at: saved.created_at,
      };
    },

    /** An assignment's lesson: on the tutor's skill, at the difficulty the student's mastery suggests. */
    async assignedChoice(studentId: number, entry: SkillEntry): Promise<LessonChoice> {
      const current = await mastery.find(studentId, entry.skill.id);
      return {
        entry,
        grade: gradeOf(entry, await repo.recentGrade(studentId)),
        difficulty: autoDifficulty(current?.rating),
        reason: 'assigned',
      };
    },

    /** The lesson made with each of these assignments, as an assignment summary shows it. */
    async badgesOf(assignmentIds: number[]): Promise<Map<number, LessonBadge>> {
      const rows = await repo.byAssignments(assignmentIds);
      const states = await repo.tasksOf(rows.map((r) => r.id));
      const badges = new Map<number, LessonBadge>();
      for (const row of rows) {
        if (row.assignment_id === null) continue;
        const { status } = progressOf(states.filter((t) => t.lesson_id === row.id));
        badges.set(row.assignment_id, {
          id: row.id,
          skill_id: row.skill_id,
          skill: namesOf(row).skill,
          status,
        });
      }
      return badges;
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
