import type { Role } from '@taskas/contracts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database, NewTask } from '../../db/schema.ts';

/** Every task column a presenter needs (not the search text). */
const TASK_COLUMNS = [
  'tasks.id',
  'tasks.problem_id',
  'tasks.title',
  'tasks.difficulty',
  'tasks.grade',
  'tasks.grade_level',
  'tasks.category',
  'tasks.area_id',
  'tasks.topic',
  'tasks.topic_id',
  'tasks.topic_code',
  'tasks.subtopic',
  'tasks.subtopic_id',
  'tasks.skill_id',
  'tasks.task_category',
  'tasks.task_subcategory',
  'tasks.curriculum_ref',
  'tasks.tags',
  'tasks.description',
  'tasks.problem',
  'tasks.input_kind',
  'tasks.choices',
  'tasks.answer_mode',
  'tasks.answer_correct',
  'tasks.answer_options',
  'tasks.answer_display',
  'tasks.hints',
  'tasks.steps',
  'tasks.explanation',
  'tasks.extra',
  'tasks.presentation_component',
  'tasks.input_component',
  'tasks.validation_component',
  'tasks.react_component',
  'tasks.original_task_id',
  'tasks.ai_task_id',
  'tasks.version',
  'tasks.source',
  'tasks.status',
  'tasks.visibility',
  'tasks.owner_id',
  'tasks.language',
  'tasks.created_at',
  'tasks.updated_at',
] as const;

const PROGRESS_COLUMNS = [
  'p.completed as progress_completed',
  'p.best_score as progress_best_score',
  'p.hints_used as progress_hints_used',
  'p.revealed as progress_revealed',
] as const;

export type Viewer = { id: number; role: Role };

export type TaskFilters = {
  language?: 'lt' | 'en';
  difficulty?: string;
  areaId?: string;
  category?: string;
  topicId?: string;
  topic?: string;
  subtopicId?: string;
  subtopic?: string;
  grade?: number;
  completed?: boolean;
  exclude?: number[];
  source?: string;
  /** Every stem must begin a word of the search text. */
  stems?: string[];
  curriculumRefPrefix?: string;
  component?: string;
  skillId?: string;
  skillIds?: string[];
};

type Db = Database & { p: Database['task_progress'] };

function baseQuery(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('tasks')
    .leftJoin('task_progress as p', (join) =>
      join.onRef('p.task_id', '=', 'tasks.id').on('p.user_id', '=', viewer.id),
    );
}

function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Db, 'tasks' | 'p'>) =>
    viewer.role === 'admin'
      ? eb.val(true)
      : eb.or([eb('tasks.visibility', '=', 'public'), eb('tasks.owner_id', '=', viewer.id)]);
}

function applyFilters<Q extends ReturnType<typeof baseQuery>>(query: Q, viewer: Viewer, f: TaskFilters): Q {
  let q = query.where(visibleTo(viewer)) as Q;
  const eq = <
    C extends
      | 'tasks.language'
      | 'tasks.difficulty'
      | 'tasks.area_id'
      | 'tasks.category'
      | 'tasks.topic_id'
      | 'tasks.topic'
      | 'tasks.subtopic_id'
      | 'tasks.subtopic'
      | 'tasks.grade'
      | 'tasks.source'
      | 'tasks.skill_id',
  >(
    column: C,
    value: string | number | undefined,
  ) => {
    if (value !== undefined) q = q.where(column, '=', value as never) as Q;
  };
  eq('tasks.language', f.language);
  eq('tasks.difficulty', f.difficulty);
  eq('tasks.area_id', f.areaId);
  eq('tasks.category', f.category);
  eq('tasks.topic_id', f.topicId);
  eq('tasks.topic', f.topic);
  eq('tasks.subtopic_id', f.subtopicId);
  eq('tasks.subtopic', f.subtopic);
  eq('tasks.grade', f.grade);
  eq('tasks.source', f.source);
  eq('tasks.skill_id', f.skillId);
  if (f.skillIds) q = q.where('tasks.skill_id', 'in', f.skillIds.length > 0 ? f.skillIds : ['']) as Q;
  if (f.completed === true) q = q.where('p.completed', '=', 1) as Q;
  if (f.completed === false)
    q = q.where((eb) => eb.or([eb('p.completed', 'is', null), eb('p.completed', '=', 0)])) as Q;
  if (f.exclude && f.exclude.length > 0) q = q.where('tasks.id', 'not in', f.exclude) as Q;
  for (const stem of f.stems ?? []) q = q.where('tasks.search_text', 'like', `% ${stem}%`) as Q;
  if (f.curriculumRefPrefix) q = q.where('tasks.curriculum_ref', 'like', `${f.curriculumRefPrefix}%`) as Q;
  if (f.component) {
    const component = f.component;
    q = q.where((eb) =>
      eb.or([
        eb('tasks.input_component', '=', component),
        eb('tasks.presentation_component', '=', component),
        eb('tasks.validation_component', '=', component),
        eb('tasks.react_component', '=', component),
      ]),
    ) as Q;
  }
  return q;
}

export function createTasksRepository(db: Kysely<Database>) {
  return {
    async list(viewer: Viewer, filters: TaskFilters, page: { limit: number; offset: number }) {
      const rows = await applyFilters(baseQuery(db, viewer), viewer, filters)
        .select([...TASK_COLUMNS, ...PROGRESS_COLUMNS])
        .orderBy('tasks.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      // Without a `completed` filter the count needs no progress join, and the list index covers it.
      const countFrom =
        filters.completed === undefined
          ? (db.selectFrom('tasks') as unknown as ReturnType<typeof baseQuery>)
          : baseQuery(db, viewer);
      const count = await applyFilters(countFrom, viewer, filters)
        .select(sql<number>`count(*)`.as('total'))
        .executeTakeFirst();
      return { rows, total: Number(count?.total ?? 0) };
    },
    findVisible(viewer: Viewer, id: number) {
      return applyFilters(baseQuery(db, viewer), viewer, {})
        .select([...TASK_COLUMNS, ...PROGRESS_COLUMNS])
        .where('tasks.id', '=', id)
        .executeTakeFirst();
    },
    async findVisibleByProblemId(viewer: Viewer, problemId: string) {
      const found = await applyFilters(baseQuery(db, viewer), viewer, {})
        .select('tasks.id')
        .where('tasks.problem_id', '=', problemId)
        .executeTakeFirst();
      return found?.id;
    },
    /** One unsolved task of the skill at the difficulty (or any difficulty) in the language. */
    async firstUnsolved(viewer: Viewer, skillId: string, language: 'lt' | 'en', difficulty: string) {
      for (const level of [difficulty, undefined]) {
        const row = await applyFilters(baseQuery(db, viewer), viewer, {
          skillId,
          language,
          difficulty: level,
          completed: false,
        })
          .select([...TASK_COLUMNS, ...PROGRESS_COLUMNS])
          .orderBy('tasks.id')
          .limit(1)
          .executeTakeFirst();
        if (row) return row;
      }
      return undefined;
    },
    /** Skills that have public tasks in the language (so recommendations never come up empty). */
    async skillIdsWithTasks(language: 'lt' | 'en') {
      const rows = await db
        .selectFrom('tasks')
        .select('skill_id')
        .distinct()
        .where('language', '=', language)
        .where('visibility', '=', 'public')
        .execute();
      return new Set(rows.map((r) => r.skill_id).filter((id): id is string => id !== null));
    },
    async insert(task: NewTask) {
      const { id } = await db.insertInto('tasks').values(task).returning('id').executeTakeFirstOrThrow();
      return id;
    },
    async count() {
      const row = await db.selectFrom('tasks').select(sql<number>`count(*)`.as('total')).executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
export type TaskWithProgress = NonNullable<Awaited<ReturnType<TasksRepository['findVisible']>>>;
