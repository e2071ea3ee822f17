import {
  ErrorCode,
  type Language,
  LESSON_LIMITS,
  type TAccuracy,
  type TLessonEffect,
  type TLessonEffectiveness,
  type TSkillEffect,
  type ZLessonEffectivenessQuery,
} from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Viewer } from '../tasks/tasks.repository.ts';
import {
  createEffectivenessRepository,
  type EffectFilter,
  type EffectScope,
  type Tally,
} from './effectiveness.repository.ts';
import { progressOf } from './lesson-progress.ts';
import { createLessonsRepository } from './lessons.repository.ts';

export type EffectivenessQuery = z.output<typeof ZLessonEffectivenessQuery>;

/** The per-lesson list shows the newest lessons only; the sums cover every lesson of the scope. */
export const EFFECT_LESSONS_MAX = 500;

const NONE: Tally = { attempts: 0, correct: 0 };
const plus = (a: Tally, b: Tally): Tally => ({
  attempts: a.attempts + b.attempts,
  correct: a.correct + b.correct,
});

export function accuracyOf(tally: Tally): TAccuracy {
  return {
    attempts: tally.attempts,
    correct: tally.correct,
    accuracy: tally.attempts > 0 ? tally.correct / tally.attempts : null,
  };
}

/**
 * Cohen's h from the first share to the second (2·asin√p₂ − 2·asin√p₁), or null when either side has
 * fewer than `LESSON_LIMITS.minAttempts` answers: too few to read anything into.
 */
export function cohensH(first: Tally, second: Tally): number | null {
  if (first.attempts < LESSON_LIMITS.minAttempts || second.attempts < LESSON_LIMITS.minAttempts) return null;
  const arc = (t: Tally) => 2 * Math.asin(Math.sqrt(t.correct / t.attempts));
  return arc(second) - arc(first);
}

type Sides = { before: Tally; after: Tally; comparison: { students: number; earlier: Tally; later: Tally } };

function effectOf(sides: Sides) {
  const effect = cohensH(sides.before, sides.after);
  const comparisonEffect = cohensH(sides.comparison.earlier, sides.comparison.later);
  return {
    before: accuracyOf(sides.before),
    after: accuracyOf(sides.after),
    comparison: {
      students: sides.comparison.students,
      earlier: accuracyOf(sides.comparison.earlier),
      later: accuracyOf(sides.comparison.later),
    },
    effect_size: effect,
    comparison_effect_size: comparisonEffect,
    net_effect_size: effect !== null && comparisonEffect !== null ? effect - comparisonEffect : null,
  };
}

/**
 * `GET /lessons/effectiveness`: how accurately students answered a lesson's skill (without hints)
 * before the lesson and from a day after it, against students of the same scope who practised the
 * skill without a lesson (their earlier against their later answers). Per lesson, per skill (sums over
 * its lessons) and overall (sums over the skills).
 */
export function createEffectivenessService(db: Kysely<Database>) {
  const repo = createEffectivenessRepository(db);
  const lessons = createLessonsRepository(db);
  const afterHours = LESSON_LIMITS.afterDelayHours;

  async function scopeOf(viewer: Viewer, query: EffectivenessQuery): Promise<EffectScope> {
    if (viewer.role === 'admin') return { tutorId: null };
    if (viewer.role !== 'tutor') {
      throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, 'Only tutors and admins see lesson effects');
    }
    const studentId = query.student_id;
    if (studentId !== undefined && !(await lessons.isLinked(viewer.id, studentId))) {
      throw new AppError(ErrorCode.NOT_FOUND, `Student with ID ${studentId} not found.`, {
        field: 'student_id',
        details: { id: studentId },
      });
    }
    return { tutorId: viewer.id };
  }

  /** Each lesson's row, its skill named in the reader's language like the per-skill rows. */
  async function lessonEffects(
    scope: EffectScope,
    filter: EffectFilter,
    language: Language,
  ): Promise<TLessonEffect[]> {
    const rows = await repo.recent(scope, filter, EFFECT_LESSONS_MAX);
    const ids = rows.map((r) => r.id);
    const [tallies, states] = await Promise.all([
      repo.byLesson(scope, filter, ids, afterHours),
      lessons.tasksOf(ids),
    ]);
    const statesOf = new Map<number, typeof states>();
    for (const state of states)
      statesOf.set(state.lesson_id, [...(statesOf.get(state.lesson_id) ?? []), state]);
    return rows.map((row) => {
      const tally = tallies.get(row.id);
      return {
        lesson_id: row.id,
        student: {
          id: row.user_id,
          username: row.username,
          first_name: row.first_name,
          last_name: row.last_name,
        },
        skill_id: row.skill_id,
        skill: findSkill(row.skill_id)?.skill.description[language] ?? row.skill_id,
        created_at: row.created_at,
        before: accuracyOf(tally?.before ?? NONE),
        after: accuracyOf(tally?.after ?? NONE),
        check_result: progressOf(statesOf.get(row.id) ?? []).checkResult,
        rating: row.rating ?? null,
      };
    });
  }

  return {
    async measure(
      viewer: Viewer,
      language: Language,
      query: EffectivenessQuery,
    ): Promise<TLessonEffectiveness> {
      const scope = await scopeOf(viewer, query);
      const filter: EffectFilter = { skillId: query.skill_id, studentId: query.student_id };
      const counts = await repo.lessonCounts(scope, filter);
      const skillIds = counts.map((c) => c.skillId);
      const [bySkill, comparison, students, averageRating, perLesson] = await Promise.all([
        repo.bySkill(scope, filter, afterHours),
        // The comparison group is the whole scope's, whichever student the lessons are filtered to.
        repo.comparison(scope, skillIds),
        repo.studentCount(scope, filter),
        repo.averageRating(scope, filter),
        lessonEffects(scope, filter, language),
      ]);
      let overall: Sides = {
        before: NONE,
        after: NONE,
        comparison: { students: 0, earlier: NONE, later: NONE },
      };
      const skills: TSkillEffect[] = counts.map((count) => {
        const entry = findSkill(count.skillId);
        const sides: Sides = {
          before: bySkill.get(count.skillId)?.before ?? NONE,
          after: bySkill.get(count.skillId)?.after ?? NONE,
          comparison: comparison.get(count.skillId) ?? { students: 0, earlier: NONE, later: NONE },
        };
        overall = {
          before: plus(overall.before, sides.before),
          after: plus(overall.after, sides.after),
          comparison: {
            // Summed over skills: a student practising two skills without a lesson counts twice.
            students: overall.comparison.students + sides.comparison.students,
            earlier: plus(overall.comparison.earlier, sides.comparison.earlier),
            later: plus(overall.comparison.later, sides.comparison.later),
          },
        };
        return {
          skill_id: count.skillId,
          skill: entry?.skill.description[language] ?? count.skillId,
          topic: entry?.topic.name[language] ?? '',
          lessons: count.lessons,
          students: count.students,
          ...effectOf(sides),
        };
      });
      return {
        overall: {
          ...effectOf(overall),
          lessons: counts.reduce((sum, c) => sum + c.lessons, 0),
          students,
        },
        skills,
        lessons: perLesson,
        after_delay_hours: afterHours,
        min_attempts: LESSON_LIMITS.minAttempts,
        average_rating: averageRating,
      };
    },
  };
}
