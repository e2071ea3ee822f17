import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createStudentTotalsRepository } from '../student-totals/student-totals.repository.ts';

export type AttemptFilters = { topicId?: string; skillId?: string };

/** One student's answers and practised skills, as their tutor reads them. */
export function createStudentResultsRepository(db: Kysely<Database>) {
  const totals = createStudentTotalsRepository(db);
  return {
    /**
     * The student's answers with their task's curriculum place, newest first, and how many match:
     * without a filter, all of them, as the student's kept totals count them.
     */
    async attempts(studentId: number, filters: AttemptFilters, page: { limit: number; offset: number }) {
      let query = db
        .selectFrom('attempts as a')
        .innerJoin('tasks as t', 't.id', 'a.task_id')
        .where('a.user_id', '=', studentId);
      if (filters.topicId) query = query.where('t.topic_id', '=', filters.topicId);
      if (filters.skillId) query = query.where('t.skill_id', '=', filters.skillId);
      const [items, count] = await Promise.all([
        query
          .select([
            'a.id',
            'a.task_id',
            'a.answer',
            'a.input_format',
            'a.is_correct',
            'a.score',
            'a.feedback_key',
            'a.result',
            'a.hints_used',
            'a.time_spent',
            'a.work_shown',
            'a.work_first_error',
            'a.work_result',
            'a.assignment_id',
            'a.created_at',
            't.title',
            't.difficulty',
            't.topic_id',
            't.skill_id',
          ])
          .orderBy('a.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        filters.topicId || filters.skillId
          ? query.select(sql<number>`count(*)`.as('total')).executeTakeFirst()
          : totals.find(studentId).then((row) => ({ total: row?.attempts ?? 0 })),
      ]);
      return { items, total: Number(count?.total ?? 0) };
    },
    /** When each answer since the instant was given, and whether it was right. */
    answersSince(studentId: number, since: string) {
      return db
        .selectFrom('attempts')
        .select(['created_at', 'is_correct'])
        .where('user_id', '=', studentId)
        .where('created_at', '>=', since)
        .execute();
    },
    practisedSkills(studentId: number) {
      return db
        .selectFrom('skill_mastery')
        .select(['skill_id', 'topic_id', 'rating', 'attempts', 'correct', 'last_practised_at'])
        .where('user_id', '=', studentId)
        .execute();
    },
  };
}
