import {
  ErrorCode,
  type Language,
  type TActivityDay,
  type TLinkedStudent,
  type TPractisedTopic,
  type TStudentActivity,
  type TTutorAttempt,
  TUTOR_DASHBOARD,
  ZWorkCheck,
} from '@taskas/contracts';
import { allSkills, FEEDBACK, type FeedbackKey, taxonomy } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { masteryOf } from '../attempts/mastery.ts';
import { createUsersRepository } from '../auth/users.repository.ts';
import { createScoreboardRepository } from '../scoreboard/scoreboard.repository.ts';
import type { Viewer } from '../tasks/tasks.repository.ts';
import { type AttemptFilters, createStudentResultsRepository } from './student-results.repository.ts';
import { createTutorRepository } from './tutor.repository.ts';
import { skillName, topicName } from './tutor-dashboard.service.ts';
import { addDays, startOfVilniusDay, vilniusDay } from './vilnius-time.ts';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Curriculum order: topics and skills as the taxonomy lists them (an unknown id last). */
const topicOrder = new Map(taxonomy.topics.map((topic, index) => [topic.id, index]));
const skillOrder = new Map(allSkills().map((entry, index) => [entry.skill.id, index]));
const orderOf = (order: Map<string, number>, id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The stored check of the shown working, in the contract's shape; null when none or unreadable. */
function workCheckOf(text: string | null): TTutorAttempt['work_check'] {
  const result = ZWorkCheck.safeParse(parsed(text));
  return result.success ? result.data : null;
}

/**
 * The checker's message for the answer in the reader's language (the tutor may read another language
 * than the student answered in); a key the checker no longer knows keeps the stored message.
 */
function feedbackOf(key: string, resultText: string, language: Language): string | null {
  if (Object.hasOwn(FEEDBACK, key)) return FEEDBACK[key as FeedbackKey][language];
  const result = parsed(resultText) as { feedback?: unknown } | null;
  return typeof result?.feedback === 'string' && result.feedback !== '' ? result.feedback : null;
}

export function createStudentResultsService(db: Kysely<Database>) {
  const users = createUsersRepository(db);
  const tutors = createTutorRepository(db);
  const results = createStudentResultsRepository(db);
  const scoreboard = createScoreboardRepository(db);

  return {
    /**
     * The student as the caller may see them: any student for an admin, a linked one for a tutor.
     * No such student: 404; a student not linked to the tutor: 403.
     */
    async visibleStudent(viewer: Viewer, studentId: number): Promise<TLinkedStudent> {
      const student = await users.findById(studentId);
      if (student?.role !== 'student') {
        throw new AppError(ErrorCode.NOT_FOUND, `Student with ID ${studentId} not found.`);
      }
      if (viewer.role === 'admin') {
        return {
          id: student.id,
          username: student.username,
          email: student.email,
          first_name: student.first_name,
          last_name: student.last_name,
          created_at: student.created_at,
          linked_at: student.created_at,
        };
      }
      const linked =
        viewer.role === 'tutor' ? await tutors.findLinkedStudent(viewer.id, studentId) : undefined;
      if (!linked)
        throw new AppError(ErrorCode.INSUFFICIENT_PERMISSIONS, 'This student is not linked to you');
      return linked;
    },

    async attempts(
      studentId: number,
      language: Language,
      filters: AttemptFilters,
      page: { page: number; per_page: number },
    ): Promise<{ items: TTutorAttempt[]; total: number }> {
      const { items, total } = await results.attempts(studentId, filters, {
        limit: page.per_page,
        offset: (page.page - 1) * page.per_page,
      });
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          task_id: row.task_id,
          title: row.title,
          difficulty: row.difficulty,
          topic_id: row.topic_id,
          topic: topicName(row.topic_id, language),
          skill_id: row.skill_id,
          skill: skillName(row.skill_id, language),
          answer: row.answer,
          input_format: row.input_format,
          is_correct: row.is_correct === 1,
          score: row.score,
          feedback_key: row.feedback_key,
          feedback: feedbackOf(row.feedback_key, row.result, language),
          hints_used: row.hints_used,
          time_spent: row.time_spent,
          work_shown: (parsed(row.work_shown) as string[] | null) ?? [],
          work_first_error: row.work_first_error,
          work_check: workCheckOf(row.work_result),
          assignment_id: row.assignment_id,
          created_at: row.created_at,
        })),
      };
    },

    /** Answers, correct answers and credited points per Vilnius day, the last `days` days. */
    async activity(studentId: number, days: number, now = new Date()): Promise<TStudentActivity> {
      const today = vilniusDay(now);
      const first = addDays(today, -(days - 1));
      const since = startOfVilniusDay(first).toISOString();
      const [answers, credited] = await Promise.all([
        results.answersSince(studentId, since),
        scoreboard.creditedSince(studentId, since),
      ]);
      const byDay = new Map<string, TActivityDay>();
      for (let i = 0; i < days; i += 1) {
        const day = addDays(first, i);
        byDay.set(day, { day, answers: 0, correct: 0, points: 0 });
      }
      for (const answer of answers) {
        const entry = byDay.get(vilniusDay(answer.created_at));
        if (!entry) continue;
        entry.answers += 1;
        entry.correct += answer.is_correct;
      }
      for (const row of credited) {
        const entry = byDay.get(vilniusDay(row.credited_at));
        if (entry) entry.points += Number(row.points);
      }
      return { time_zone: TUTOR_DASHBOARD.timeZone, days: [...byDay.values()] };
    },

    /** The topics and skills the student practised, with mastery; topics in curriculum order. */
    async skills(studentId: number, language: Language): Promise<TPractisedTopic[]> {
      const rows = await results.practisedSkills(studentId);
      const topics = new Map<string, TPractisedTopic>();
      for (const row of rows) {
        const topic = topics.get(row.topic_id) ?? {
          topic_id: row.topic_id,
          topic: topicName(row.topic_id, language) ?? row.topic_id,
          mastery: 0,
          skills: [],
        };
        topic.skills.push({
          skill_id: row.skill_id,
          skill: skillName(row.skill_id, language) ?? row.skill_id,
          mastery: masteryOf(row.rating),
          attempts: row.attempts,
          correct: row.correct,
          last_practised_at: row.last_practised_at,
        });
        topics.set(row.topic_id, topic);
      }
      for (const topic of topics.values()) {
        topic.mastery = round(topic.skills.reduce((sum, s) => sum + s.mastery, 0) / topic.skills.length);
        topic.skills.sort((a, b) => orderOf(skillOrder, a.skill_id) - orderOf(skillOrder, b.skill_id));
      }
      return [...topics.values()].sort(
        (a, b) => orderOf(topicOrder, a.topic_id) - orderOf(topicOrder, b.topic_id),
      );
    },
  };
}
