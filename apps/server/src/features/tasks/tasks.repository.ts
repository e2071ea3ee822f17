import type { Role } from '@taskas/contracts';
import { type AliasedRawBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { type Param, preparedQuery } from '../../db/prepared-query.ts';
import type { Database, NewTask } from '../../db/schema.ts';
import { cachedTaskCount, tasksChanged } from './task-cache.ts';

/** Every task column a presenter needs (not the search text). */
const TASK_KEYS = [
  'id',
  'problem_id',
  'title',
  'difficulty',
  'grade',
  'grade_level',
  'category',
  'area_id',
  'topic',
  'topic_id',
  'topic_code',
  'subtopic',
  'subtopic_id',
  'skill_id',
  'task_category',
  'task_subcategory',
  'curriculum_ref',
  'tags',
  'description',
  'problem',
  'input_kind',
  'choices',
  'answer_mode',
  'answer_correct',
  'answer_options',
  'answer_display',
  'hints',
  'steps',
  'explanation',
  'extra',
  'presentation_component',
  'input_component',
  'validation_component',
  'react_component',
  'original_task_id',
  'ai_task_id',
  'version',
  'source',
  'status',
  'visibility',
  'owner_id',
  'language',
  'figure_alt',
  'figure_input',
  'generation',
  'created_at',
  'updated_at',
] as const;

type TaskKey = (typeof TASK_KEYS)[number];
type TaskRow = Selectable<Database['tasks']>;
type ProgressRow = Selectable<Database['task_progress']>;

/**
 * The column list as expressions built once: given as strings, Kysely parses all 48 references on
 * every query, which cost more than SQLite takes to run a task lookup. Same SQL, same row types.
 */
const TASK_SELECTION = TASK_KEYS.map((key) => sql.ref(`tasks.${key}`).as(key)) as unknown as {
  [K in TaskKey]: AliasedRawBuilder<TaskRow[K], K>;
}[TaskKey][];

const progressColumn = <K extends 'completed' | 'best_score' | 'hints_used' | 'revealed', A extends string>(
  column: K,
  alias: A,
) => sql.ref<ProgressRow[K] | null>(`p.${column}`).as(alias);

const PROGRESS_SELECTION = [
  progressColumn('completed', 'progress_completed'),
  progressColumn('best_score', 'progress_best_score'),
  progressColumn('hints_used', 'progress_hints_used'),
  progressColumn('revealed', 'progress_revealed'),
] as const;

const TASK_WITH_PROGRESS = [...TASK_SELECTION, ...PROGRESS_SELECTION];

/** A page lists only what tells a presented task apart (task-cache.ts); the rest is read on a miss. */
const TASK_KEY_SELECTION = [
  sql.ref<TaskRow['id']>('tasks.id').as('id'),
  sql.ref<TaskRow['version']>('tasks.version').as('version'),
  sql.ref<TaskRow['updated_at']>('tasks.updated_at').as('updated_at'),
  ...PROGRESS_SELECTION,
];

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

function baseQuery(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('tasks')
    .leftJoin('task_progress as p', (join) =>
      join.onRef('p.task_id', '=', 'tasks.id').on('p.user_id', '=', viewer.id),
    );
}

/**
 * Admins see every task, so their queries get no visibility condition at all (a bound `true` is refused
 * by better-sqlite3); everyone else sees the public tasks and their own.
 */
function visibleTo<Q extends ReturnType<typeof baseQuery>>(query: Q, viewer: Viewer): Q {
  if (viewer.role === 'admin') return query;
  return query.where((eb) =>
    eb.or([eb('tasks.visibility', '=', 'public'), eb('tasks.owner_id', '=', viewer.id)]),
  ) as Q;
}

function applyFilters<Q extends ReturnType<typeof baseQuery>>(query: Q, viewer: Viewer, f: TaskFilters): Q {
  return filtered(visibleTo(query, viewer), f);
}

/** The filters' conditions alone, whoever may see the tasks. */
function filtered<Q extends ReturnType<typeof baseQuery>>(query: Q, f: TaskFilters): Q {
  let q = query;
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

/**
 * The query of `findManyVisible`: the ids lead. The visibility rule is the same as `visibleTo`'s, but
 * with `visibility || ''`, which no index serves: without table statistics SQLite otherwise planned
 * the rule as an OR of two index searches and read every public task to find twenty (its plan is
 * tested). Running ANALYZE instead fixed that plan but made the answer check a quarter slower under
 * load, for reasons not found (decision 008).
 */
export function visibleTasksByIdQuery(db: Kysely<Database>, viewer: Viewer, ids: number[]) {
  const query = baseQuery(db, viewer).select(TASK_WITH_PROGRESS).where('tasks.id', 'in', ids);
  if (viewer.role === 'admin') return query;
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`${sql.ref('tasks.visibility')} || ''`, '=', 'public'),
      eb('tasks.owner_id', '=', viewer.id),
    ]),
  );
}

/**
 * The list's order when none is asked for: the tasks are dealt out skill by skill, one task of every
 * skill before a second of any (`list_round`), the skills in a fixed scrambled order (`list_skill_key`),
 * so a page shows many skills and topics, and the same filters always give the same pages. Read from
 * an index (migration 012); `placeNewTasks` gives tasks their place.
 */
const MIXED_ORDER = [
  sql.ref<number>('tasks.list_round'),
  sql.ref<number>('tasks.list_skill_key'),
  sql.ref<number>('tasks.id'),
];

/** A fixed scramble of task ids (Knuth's multiplicative hash), so a skill's rounds mix difficulties. */
const scrambledId = (id: number) => Number((BigInt(id) * 2654435761n) % 4294967291n);

/** FNV-1a of the skill id, as a non-negative 31-bit integer (an INTEGER column on both databases). */
function skillKey(skillId: string | null): number {
  let hash = 0x811c9dc5;
  for (const char of skillId ?? '') hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) & 0x7fffffff;
}

/** Rows a statement writes at most, well under either database's limit on its length. */
const PLACE_BATCH = 500;

/**
 * Gives the tasks that have no place in the mixed order yet (all of them after migration 012, then
 * whatever was added since) the rounds after their skill's last, in scrambled id order, and their
 * skill's key. Runs before a list reads a page, so every way of adding tasks is covered; the check
 * for unplaced tasks reads a partial index that is empty when there are none.
 */
async function placeNewTasks(db: Kysely<Database>): Promise<void> {
  const unplaced = await db
    .selectFrom('tasks')
    .select(['id', 'skill_id', 'language'])
    .where('list_round', 'is', null)
    .execute();
  if (unplaced.length === 0) return;
  const lastRounds = await db
    .selectFrom('tasks')
    .select(['skill_id', 'language', sql<number>`max(${sql.ref('list_round')})`.as('last')])
    .where('list_round', 'is not', null)
    .groupBy(['skill_id', 'language'])
    .execute();
  const last = new Map(lastRounds.map((r) => [`${r.language}|${r.skill_id ?? ''}`, Number(r.last)]));
  const placed = unplaced
    .sort((a, b) => scrambledId(a.id) - scrambledId(b.id) || a.id - b.id)
    .map((task) => {
      const group = `${task.language}|${task.skill_id ?? ''}`;
      const round = (last.get(group) ?? 0) + 1;
      last.set(group, round);
      return { id: task.id, round, key: skillKey(task.skill_id) };
    });
  // Integers made here, written as literals: one statement sets a whole batch.
  const when = (rows: typeof placed, value: (row: (typeof placed)[number]) => number) =>
    sql<number>`case ${sql.ref('id')} ${sql.join(
      rows.map((row) => sql`when ${sql.lit(row.id)} then ${sql.lit(value(row))}`),
      sql` `,
    )} end`;
  // No transaction (the caller's `db` may be one): a batch left unwritten is placed by the next list.
  for (let from = 0; from < placed.length; from += PLACE_BATCH) {
    const rows = placed.slice(from, from + PLACE_BATCH);
    await db
      .updateTable('tasks')
      .set({ list_round: when(rows, (row) => row.round), list_skill_key: when(rows, (row) => row.key) })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('list_round', 'is', null)
      .execute();
  }
}

/** One `placeNewTasks` at a time per database: lists arriving meanwhile wait for the same one. */
const placing = new WeakMap<Kysely<Database>, Promise<void>>();

function placedTasks(db: Kysely<Database>): Promise<void> {
  const running = placing.get(db);
  if (running) return running;
  const next = placeNewTasks(db).finally(() => placing.delete(db));
  placing.set(db, next);
  return next;
}

/**
 * A task with the viewer's progress if the viewer may see it: every answer, hint and task page asks
 * this, so it is built once per kind of viewer (db/prepared-query.ts).
 */
const visibleTaskQuery = (admin: boolean) =>
  preparedQuery((db: Kysely<Database>, param: Param<{ viewerId: number; id: number }>) =>
    applyFilters(
      baseQuery(db, { id: param('viewerId'), role: admin ? 'admin' : 'student' }),
      { id: param('viewerId'), role: admin ? 'admin' : 'student' },
      {},
    )
      .select(TASK_WITH_PROGRESS)
      .where('tasks.id', '=', param('id')),
  );
const VISIBLE_TASK = { admin: visibleTaskQuery(true), other: visibleTaskQuery(false) };

function findVisibleIn(db: Kysely<Database>, viewer: Viewer, id: number) {
  const query = viewer.role === 'admin' ? VISIBLE_TASK.admin : VISIBLE_TASK.other;
  return query.executeTakeFirst(db, { viewerId: viewer.id, id });
}

/** A page of the list in the mixed order, as task keys with the viewer's progress. */
function listPage(db: Kysely<Database>, viewer: Viewer, filters: TaskFilters) {
  let query = applyFilters(baseQuery(db, viewer), viewer, filters).select(TASK_KEY_SELECTION);
  for (const key of MIXED_ORDER) query = query.orderBy(key);
  return query;
}

function listPageQuery(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: TaskFilters,
  page: { limit: number; offset: number },
) {
  return listPage(db, viewer, filters).limit(page.limit).offset(page.offset).execute();
}

/** The filters whose values are plain: a page filtered by these alone is a prepared query. */
const PLAIN_FILTERS = [
  'language',
  'difficulty',
  'areaId',
  'category',
  'topicId',
  'topic',
  'subtopicId',
  'subtopic',
  'grade',
  'source',
  'skillId',
] as const satisfies readonly (keyof TaskFilters)[];
type PlainFilter = (typeof PLAIN_FILTERS)[number];
type ListPageParams = { viewerId: number; limit: number; offset: number } & {
  [K in PlainFilter]?: TaskFilters[K];
};

const preparedListPageOf = (admin: boolean, present: PlainFilter[], completed: boolean | undefined) =>
  preparedQuery((db: Kysely<Database>, param: Param<ListPageParams>) => {
    const viewer: Viewer = { id: param('viewerId'), role: admin ? 'admin' : 'student' };
    const filters: TaskFilters = { completed };
    for (const key of present) Object.assign(filters, { [key]: param(key) });
    return listPage(db, viewer, filters).limit(param('limit')).offset(param('offset'));
  });

/** The prepared pages, one per combination of filters in use (a few dozen; capped all the same). */
const PREPARED_PAGES = new Map<string, ReturnType<typeof preparedListPageOf>>();
const MAX_PREPARED_PAGES = 256;

/**
 * The browsing pages (plain filters, no search words or id lists) are built once per combination of
 * filters (db/prepared-query.ts): building the list's query was a fifth of a page's CPU. Null for the
 * rest, built as usual.
 */
function preparedListPage(viewer: Viewer, filters: TaskFilters) {
  const present: PlainFilter[] = [];
  const values: Partial<Record<PlainFilter, unknown>> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || key === 'completed') continue;
    if (!(PLAIN_FILTERS as readonly string[]).includes(key)) return null;
    present.push(key as PlainFilter);
    values[key as PlainFilter] = value;
  }
  present.sort();
  const admin = viewer.role === 'admin';
  const shape = `${admin}|${filters.completed}|${present.join(',')}`;
  let query = PREPARED_PAGES.get(shape);
  if (!query) {
    if (PREPARED_PAGES.size >= MAX_PREPARED_PAGES) return null;
    query = preparedListPageOf(admin, present, filters.completed);
    PREPARED_PAGES.set(shape, query);
  }
  return { query, values: values as Omit<ListPageParams, 'viewerId' | 'limit' | 'offset'> };
}

/**
 * How many tasks match the filters for the viewer. Without a `completed` filter no progress is read:
 * the public tasks are counted along `tasks_list_idx` (visibility first), kept on SQLite until a public
 * task changes (task-cache.ts), and the viewer's own private tasks (their generated ones) are counted
 * by owner — so neither grows with the generated tasks of everyone else, which once were all read to
 * count a language's tasks. Admins see every task.
 */
async function countVisible(db: Kysely<Database>, viewer: Viewer, filters: TaskFilters): Promise<number> {
  const countOf = async (query: ReturnType<typeof baseQuery>) => {
    const row = await filtered(query, filters).select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  const tasks = db.selectFrom('tasks') as unknown as ReturnType<typeof baseQuery>;
  if (filters.completed !== undefined) return countOf(visibleTo(baseQuery(db, viewer), viewer));
  if (viewer.role === 'admin')
    return cachedTaskCount(db, JSON.stringify(['admin', filters]), 'any', () => countOf(tasks));
  const [publicTasks, own] = await Promise.all([
    cachedTaskCount(db, JSON.stringify(['public', filters]), 'public', () =>
      countOf(tasks.where('tasks.visibility', '=', 'public')),
    ),
    countOf(ownPrivateTasks(db, viewer)),
  ]);
  return publicTasks + own;
}

/** The viewer's private tasks, read along `tasks_owner_list_idx` (migration 017). */
export function ownPrivateTasks(db: Kysely<Database>, viewer: Viewer) {
  return (db.selectFrom('tasks') as unknown as ReturnType<typeof baseQuery>)
    .where('tasks.owner_id', '=', viewer.id)
    .where('tasks.visibility', '<>', 'public');
}

/** The count `countVisible` makes of the viewer's own private tasks, for a test of its plan. */
export const ownPrivateTaskCount = (db: Kysely<Database>, viewer: Viewer, filters: TaskFilters) =>
  filtered(ownPrivateTasks(db, viewer), filters).select(sql<number>`count(*)`.as('total'));

export function createTasksRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of the matching tasks as their keys (id, version, progress), skills mixed
     * (`MIXED_ORDER`), and the number of all matching tasks.
     */
    async list(viewer: Viewer, filters: TaskFilters, page: { limit: number; offset: number }) {
      await placedTasks(db);
      const prepared = preparedListPage(viewer, filters);
      let rows: Awaited<ReturnType<typeof listPageQuery>>;
      if (prepared) {
        rows = await prepared.query.execute(db, { viewerId: viewer.id, ...prepared.values, ...page });
      } else rows = await listPageQuery(db, viewer, filters, page);
      // A page that is not full tells the total itself; only a full or a past-the-end page needs the count.
      if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) {
        return { rows, total: page.offset + rows.length };
      }
      return { rows, total: await countVisible(db, viewer, filters) };
    },
    /** The tasks with these ids the viewer may see, with their progress, in no particular order. */
    findManyVisible(viewer: Viewer, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return visibleTasksByIdQuery(db, viewer, ids).execute();
    },
    findVisible(viewer: Viewer, id: number) {
      return findVisibleIn(db, viewer, id);
    },
    /**
     * A task with the viewer's progress whatever its visibility: for a task something else grants the
     * viewer (an assignment holding it), checked by the caller.
     */
    findGranted(viewer: Viewer, id: number) {
      return baseQuery(db, viewer).select(TASK_WITH_PROGRESS).where('tasks.id', '=', id).executeTakeFirst();
    },
    /** The task's figure and version; the caller has checked that the viewer may see the task. */
    figureOf(id: number) {
      return db.selectFrom('tasks').select(['figure_svg', 'version']).where('id', '=', id).executeTakeFirst();
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
          .select(TASK_WITH_PROGRESS)
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
      tasksChanged(db, task.visibility === 'public' ? 'public' : 'private');
      return id;
    },
    /**
     * Stores a task of the viewer's and reads it back as they see it, in one transaction: when the read
     * fails, nothing is stored.
     */
    async insertVisible(viewer: Viewer, task: NewTask) {
      const row = await db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('tasks').values(task).returning('id').executeTakeFirstOrThrow();
        const stored = await findVisibleIn(trx, viewer, id);
        if (!stored) throw new Error(`task ${id} was stored but its owner ${viewer.id} cannot see it`);
        return stored;
      });
      tasksChanged(db, task.visibility === 'public' ? 'public' : 'private');
      return row;
    },
    async count() {
      const row = await db.selectFrom('tasks').select(sql<number>`count(*)`.as('total')).executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
export type TaskWithProgress = NonNullable<Awaited<ReturnType<TasksRepository['findVisible']>>>;
export type TaskKeyRow = Awaited<ReturnType<TasksRepository['list']>>['rows'][number];
