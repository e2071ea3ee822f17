import {
  type DashboardSort,
  type Language,
  type TClassSummary,
  type TDashboardStudent,
  type TMasterySummary,
  type TStruggleAlert,
  TUTOR_DASHBOARD,
  type TWeakSkill,
} from '@taskas/contracts';
import { findSkill, taxonomy } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MASTERED, masteryOf } from '../attempts/mastery.ts';
import { foldText } from '../tasks/search-text.ts';
import { createClassFiguresRepository } from './class-figures.repository.ts';
import { type RecentAnswer, type Struggle, struggleHorizon, struggleOf } from './struggle-alert.ts';
import { vilniusWeekStart } from './vilnius-time.ts';

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Curriculum names in the reader's language; an id the taxonomy no longer knows is shown as it is. */
export function topicName(topicId: string | null, language: Language): string | null {
  if (topicId === null) return null;
  return taxonomy.topics.find((t) => t.id === topicId)?.name[language] ?? topicId;
}
export function skillName(skillId: string | null, language: Language): string | null {
  if (skillId === null) return null;
  return findSkill(skillId)?.skill.description[language] ?? skillId;
}

function presentStruggle(struggle: Struggle | null, language: Language): TStruggleAlert | null {
  if (struggle === null || struggle.kind === 'accuracy_drop') return struggle;
  return {
    ...struggle,
    skill: skillName(struggle.skill_id, language) ?? struggle.skill_id,
    topic: topicName(struggle.topic_id, language),
  };
}

type SortValue = number | string | null;

/** The value a column sorts by; null (no figure yet) sorts last in either order. */
const SORT_VALUE: Record<DashboardSort, (s: TDashboardStudent) => SortValue> = {
  name: () => null,
  last_active: (s) => s.last_active_at,
  week_solved: (s) => s.week_solved,
  accuracy: (s) => s.accuracy,
  points: (s) => s.points,
  open_assignments: (s) => s.open_assignments,
  overdue_assignments: (s) => s.overdue_assignments,
  mastery: (s) => s.mastery.mean,
  // Ascending puts the students who struggle first: that is what a tutor sorting by it looks for.
  alert: (s) => (s.alert ? 0 : 1),
};

const collator = new Intl.Collator('lt', { sensitivity: 'base' });
const byName = (a: TDashboardStudent, b: TDashboardStudent) =>
  collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name) || a.id - b.id;

function compareBy(sort: DashboardSort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  if (sort === 'name') return (a: TDashboardStudent, b: TDashboardStudent) => sign * byName(a, b);
  const figureOf = SORT_VALUE[sort];
  return (a: TDashboardStudent, b: TDashboardStudent) => {
    const x = figureOf(a);
    const y = figureOf(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const difference = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return sign * difference || byName(a, b);
  };
}

function matches(student: TDashboardStudent, q: string): boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  const text = foldText([student.first_name, student.last_name, student.username, student.email].join(' '));
  return words.every((word) => text.includes(word));
}

export type DashboardQuery = {
  q?: string;
  sort: DashboardSort;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export function createTutorDashboardService(db: Kysely<Database>) {
  const figures = createClassFiguresRepository(db);

  /** Every figure of every student of the tutor: a class is small enough to sort and page in memory. */
  async function classOf(tutorId: number, language: Language, now: Date) {
    const weekStart = vilniusWeekStart(now);
    const [roster, recent, mastery] = await Promise.all([
      figures.students(tutorId, { weekStart: weekStart.toISOString(), now: now.toISOString() }),
      figures.recentAnswers(tutorId, struggleHorizon(now)),
      figures.masteryRows(tutorId),
    ]);
    const recentOf = new Map<number, RecentAnswer[]>();
    for (const row of recent) {
      const list = recentOf.get(row.user_id) ?? [];
      list.push({ ...row, is_correct: row.is_correct === 1 });
      recentOf.set(row.user_id, list);
    }
    const masteryOfStudent = new Map<number, number[]>();
    const bySkill = new Map<string, { topic_id: string; values: { student: number; mastery: number }[] }>();
    for (const row of mastery) {
      const value = masteryOf(row.rating);
      const values = masteryOfStudent.get(row.user_id) ?? [];
      values.push(value);
      masteryOfStudent.set(row.user_id, values);
      const skill = bySkill.get(row.skill_id) ?? { topic_id: row.topic_id, values: [] };
      skill.values.push({ student: row.user_id, mastery: value });
      bySkill.set(row.skill_id, skill);
    }

    const students = roster.map((student): TDashboardStudent => {
      const answers = Number(student.answers ?? 0);
      const values = masteryOfStudent.get(student.id) ?? [];
      const summary: TMasterySummary = {
        mean: values.length === 0 ? null : round(values.reduce((a, b) => a + b, 0) / values.length),
        skills_mastered: values.filter((v) => v >= MASTERED).length,
        skills_practised: values.length,
      };
      return {
        id: student.id,
        username: student.username,
        email: student.email,
        first_name: student.first_name,
        last_name: student.last_name,
        linked_at: student.linked_at,
        last_active_at: student.last_at ?? null,
        week_solved: Number(student.solved ?? 0),
        answers,
        accuracy: answers === 0 ? null : round(Number(student.correct ?? 0) / answers),
        points: Number(student.points ?? 0),
        open_assignments: Number(student.open ?? 0),
        overdue_assignments: Number(student.overdue ?? 0),
        mastery: summary,
        alert: presentStruggle(struggleOf(recentOf.get(student.id) ?? [], now), language),
      };
    });

    // The skills most of the class is weak at: most students below the mastered threshold first,
    // then the lower mean mastery.
    const weakest: TWeakSkill[] = [...bySkill.entries()]
      .map(([skillId, { topic_id, values }]) => {
        const weak = values.filter((v) => v.mastery < MASTERED);
        return {
          skill_id: skillId,
          skill: skillName(skillId, language) ?? skillId,
          topic_id,
          topic: topicName(topic_id, language),
          students_weak: weak.length,
          students_practised: values.length,
          mean_mastery: round(values.reduce((a, v) => a + v.mastery, 0) / values.length),
          student_ids: weak.map((v) => v.student).sort((a, b) => a - b),
        };
      })
      .filter((skill) => skill.students_weak > 0)
      .sort(
        (a, b) =>
          b.students_weak - a.students_weak ||
          a.mean_mastery - b.mean_mastery ||
          a.skill_id.localeCompare(b.skill_id),
      )
      .slice(0, TUTOR_DASHBOARD.weakestSkills);
    const answers = roster.reduce((sum, r) => sum + Number(r.answers ?? 0), 0);
    const correct = roster.reduce((sum, r) => sum + Number(r.correct ?? 0), 0);
    return { students, weakest, weekStart, answers, correct };
  }

  return {
    async dashboard(tutorId: number, language: Language, query: DashboardQuery, now = new Date()) {
      const { students, weakest, weekStart, answers, correct } = await classOf(tutorId, language, now);
      const since = weekStart.toISOString();
      const summary: TClassSummary = {
        students: students.length,
        student_ids: students.map((s) => s.id),
        active_this_week: students.filter((s) => s.last_active_at !== null && s.last_active_at >= since)
          .length,
        week_solved: students.reduce((sum, s) => sum + s.week_solved, 0),
        accuracy: answers === 0 ? null : round(correct / answers),
        alerts: students.filter((s) => s.alert !== null).length,
        open_assignments: students.reduce((sum, s) => sum + s.open_assignments, 0),
        overdue_assignments: students.reduce((sum, s) => sum + s.overdue_assignments, 0),
        week_starts_at: since,
        weakest_skills: weakest,
      };
      const found = (query.q ? students.filter((s) => matches(s, query.q ?? '')) : students).sort(
        compareBy(query.sort, query.order),
      );
      const from = (query.page - 1) * query.per_page;
      return {
        data: { students: found.slice(from, from + query.per_page), class: summary },
        total: found.length,
      };
    },
  };
}
