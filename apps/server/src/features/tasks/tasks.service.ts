import { randomBytes } from 'node:crypto';
import {
  DIFFICULTIES,
  type Difficulty,
  ErrorCode,
  interestsForGeneration,
  LANGUAGES,
  type Language,
  LIMITS,
  type TRecommendedTask,
  type TTaskDetail,
} from '@taskas/contracts';
import { allSkills, generateTask, hasGenerator, taxonomy } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { translatedProblemId } from '../../db/seed/task-bank.ts';
import { AppError } from '../../http/app-error.ts';
import { type AiAssistant, builtinOnly } from '../ai/ai.types.ts';
import { createAssignmentsRepository } from '../assignments/assignments.repository.ts';
import { autoDifficulty, MASTERED, masteryOf, masteryQueries } from '../attempts/mastery.ts';
import { createPreferencesRepository } from '../preferences/preferences.repository.ts';
import { createPreferencesService } from '../preferences/preferences.service.ts';
import { foldText, searchWords } from './search-text.ts';
import { cachedTaskJson } from './task-cache.ts';
import { type FigureTheme, themedFigure } from './task-figure.ts';
import { presentTaskDetail, presentTaskSummary, taskJson, taskSummaryJson } from './task-presenter.ts';
import { taskRecordOf } from './task-record.ts';
import {
  createTasksRepository,
  type TaskFilters,
  type TaskKeyRow,
  type TaskWithProgress,
  type Viewer,
} from './tasks.repository.ts';

export type ListInput = {
  limit: number;
  page?: number;
  offset?: number;
  language?: Language;
  difficulty?: Difficulty;
  category?: string;
  topic?: string;
  subtopic?: string;
  grade?: number;
  completed?: boolean;
  exclude?: number[];
  source?: string;
};

const same = (a: string, b: string) => foldText(a) === foldText(b);

/** Topic filter by id, code or name in either language; an unknown value filters by the stored name. */
function topicFilter(value: string): Pick<TaskFilters, 'topicId' | 'topic'> {
  const topic = taxonomy.topics.find(
    (t) => t.id === value || same(t.code, value) || same(t.name.lt, value) || same(t.name.en, value),
  );
  return topic ? { topicId: topic.id } : { topic: value };
}

function subtopicFilter(value: string): Pick<TaskFilters, 'subtopicId' | 'subtopic'> {
  for (const topic of taxonomy.topics) {
    const sub = topic.subtopics.find(
      (s) => s.id === value || same(s.name.lt, value) || same(s.name.en, value),
    );
    if (sub) return { subtopicId: sub.id };
  }
  return { subtopic: value };
}

/** Category is the curriculum area (id or name); other values are a topic, as the spec's category/topic. */
function categoryFilter(value: string): TaskFilters {
  const area = taxonomy.areas.find((a) => a.id === value || same(a.name.lt, value) || same(a.name.en, value));
  if (area) return { areaId: area.id };
  if (same(value, 'General')) return { category: 'General' };
  return topicFilter(value);
}

export function pageOf(input: { limit: number; page?: number; offset?: number }) {
  const offset = input.offset ?? ((input.page ?? 1) - 1) * input.limit;
  return { limit: input.limit, offset, page: Math.floor(offset / input.limit) + 1 };
}

export function createTasksService(db: Kysely<Database>, ai: AiAssistant = builtinOnly) {
  const tasks = createTasksRepository(db);
  const assignments = createAssignmentsRepository(db);
  const mastery = masteryQueries(db);
  const preferences = createPreferencesRepository(db);
  const savedPreferences = createPreferencesService(db);

  /** The task page of a task the viewer may see (as `get` answers it), with its visible translations. */
  async function detailOf(viewer: Viewer, task: TaskWithProgress): Promise<TTaskDetail> {
    const translations: TTaskDetail['translations'] = [];
    for (const language of LANGUAGES) {
      const problemId = translatedProblemId(task.problem_id, language);
      const found = problemId ? await tasks.findVisibleByProblemId(viewer, problemId) : undefined;
      if (found !== undefined) translations.push({ language, id: found });
    }
    return presentTaskDetail(task, translations, viewer.role);
  }

  return {
    /** A page's tasks (as listed by `list`, `search` or `byComponent`) as JSON texts, in order. */
    pageJson(viewer: Viewer, rows: TaskKeyRow[], shape: 'task' | 'summary') {
      return cachedTaskJson(
        db,
        shape,
        rows,
        (ids) => tasks.findManyVisible(viewer, ids),
        shape === 'summary' ? taskSummaryJson : taskJson,
      );
    },

    async list(viewer: Viewer, language: Language, input: ListInput) {
      const filters: TaskFilters = {
        language: input.language ?? language,
        difficulty: input.difficulty,
        grade: input.grade,
        completed: input.completed,
        exclude: input.exclude,
        source: input.source,
        ...(input.category ? categoryFilter(input.category) : {}),
        ...(input.topic ? topicFilter(input.topic) : {}),
        ...(input.subtopic ? subtopicFilter(input.subtopic) : {}),
      };
      const page = pageOf(input);
      const { rows, total } = await tasks.list(viewer, filters, page);
      return { rows, total, page };
    },

    /**
     * The curriculum search: a reference like `LT-M-8-LEQ` matches by prefix; otherwise every word of the
     * query (diacritics and Lithuanian endings folded) must begin a word of the task or its curriculum place.
     */
    async search(
      viewer: Viewer,
      language: Language,
      input: { q: string; limit: number; page?: number; offset?: number } & Pick<
        ListInput,
        'language' | 'grade' | 'difficulty'
      >,
    ) {
      const page = pageOf(input);
      const reference = /^[a-z]{2}-m(-[0-9a-z]*)*$/i.test(input.q.trim());
      const filters: TaskFilters = {
        language: input.language ?? language,
        grade: input.grade,
        difficulty: input.difficulty,
        ...(reference
          ? { curriculumRefPrefix: input.q.trim().toUpperCase() }
          : { stems: searchWords(input.q).slice(0, 8) }),
      };
      const { rows, total } = await tasks.list(viewer, filters, page);
      return { rows, total, page };
    },

    async byComponent(
      viewer: Viewer,
      language: Language,
      input: { component: string; limit: number; page?: number; offset?: number; language?: Language },
    ) {
      const page = pageOf(input);
      const { rows, total } = await tasks.list(
        viewer,
        { component: input.component, language: input.language ?? language },
        page,
      );
      return { rows, total, page };
    },

    async get(viewer: Viewer, id: number): Promise<TTaskDetail> {
      const task = await tasks.findVisible(viewer, id);
      if (!task)
        throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${id} not found.`, { details: { id } });
      return detailOf(viewer, task);
    },

    detailOf,

    /**
     * A task's figure for a viewer who may see the task, or one an assignment of theirs holds; drawn in
     * the theme's colours (the SVG strokes and writes in currentColor).
     */
    async figure(viewer: Viewer, id: number, theme: FigureTheme): Promise<{ svg: string; version: number }> {
      const task =
        (await tasks.findVisible(viewer, id)) ??
        ((await assignments.holdsTask(viewer.id, id)) ? await tasks.findGranted(viewer, id) : undefined);
      const row = task ? await tasks.figureOf(id) : undefined;
      if (!row?.figure_svg) {
        throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${id} has no figure.`, { details: { id } });
      }
      return { svg: themedFigure(row.figure_svg, theme), version: row.version };
    },

    /**
     * Up to two tasks like this one, in its language: of the same skill first, then of the same topic
     * and grade, never of another topic; not yet solved before solved within each. `limit` tasks are
     * read of each.
     */
    async similar(viewer: Viewer, id: number, input: { limit: number; exclude?: number[] }) {
      const task = await tasks.findVisible(viewer, id);
      if (!task)
        throw new AppError(ErrorCode.NOT_FOUND, `Task with ID ${id} not found.`, { details: { id } });
      const chosen: number[] = [];
      const scopes: TaskFilters[] = [
        ...(task.skill_id ? [{ skillId: task.skill_id }] : []),
        ...(task.topic_id ? [{ topicId: task.topic_id, grade: task.grade ?? undefined }] : []),
      ];
      for (const scope of scopes) {
        if (chosen.length >= LIMITS.similarTasksMax) break;
        const { rows } = await tasks.list(
          viewer,
          { ...scope, language: task.language, exclude: [id, ...(input.exclude ?? []), ...chosen] },
          { limit: input.limit, offset: 0 },
        );
        const unsolvedFirst = [
          ...rows.filter((r) => r.progress_completed !== 1),
          ...rows.filter((r) => r.progress_completed === 1),
        ];
        chosen.push(...unsolvedFirst.slice(0, LIMITS.similarTasksMax - chosen.length).map((r) => r.id));
      }
      const found = await tasks.findManyVisible(viewer, chosen);
      return chosen.flatMap((taskId) => {
        const row = found.find((r) => r.id === taskId);
        return row ? [presentTaskSummary(row)] : [];
      });
    },

    /** A new task from the generators, private to the caller, in their language. */
    async generate(
      viewer: Viewer,
      language: Language,
      input: { topic: string; grade?: number; difficulty: Difficulty | 'auto'; interests?: string[] },
    ): Promise<TTaskDetail> {
      const entries = allSkills().filter(
        (e) =>
          hasGenerator(e.skill.id) &&
          [e.topic.id, e.topic.code, e.subtopic.id, e.skill.id, e.topic.name.lt, e.topic.name.en].some((v) =>
            same(v, input.topic),
          ),
      );
      if (entries.length === 0) {
        throw new AppError(ErrorCode.INVALID_FORMAT, `Unknown topic "${input.topic}"`, {
          field: 'topic',
          details: { topic: input.topic },
        });
      }
      const grade = input.grade;
      const fitting =
        grade === undefined ? entries : entries.filter((e) => e.subtopic.grades.includes(grade));
      if (fitting.length === 0) {
        const grades = [...new Set(entries.flatMap((e) => e.subtopic.grades))].sort((a, b) => a - b);
        throw new AppError(ErrorCode.OUT_OF_RANGE, `This topic is not taught in grade ${grade}`, {
          field: 'grade',
          details: { grades },
        });
      }
      const seed = randomBytes(8).toString('hex');
      const entry = fitting[Number.parseInt(seed.slice(0, 8), 16) % fitting.length] ?? fitting[0];
      if (!entry) throw new AppError(ErrorCode.INVALID_FORMAT, 'Unknown topic', { field: 'topic' });
      let difficulty: Difficulty;
      if (input.difficulty === 'auto') {
        const current = await mastery.find(viewer.id, entry.skill.id);
        difficulty = autoDifficulty(current?.rating);
      } else difficulty = input.difficulty;
      // A student who sends no interests gets the ones they saved (an empty list means no theme);
      // tutors and admins name their own.
      const interests =
        input.interests ??
        (viewer.role === 'student'
          ? interestsForGeneration(await savedPreferences.interests(viewer.id))
          : []);
      const builtin = generateTask(entry.skill.id, { difficulty, language, seed, interests });
      // With a configured model, its task is used only when the engine verified it (decision 021);
      // otherwise the built-in task answers.
      const proposal = ai.configured
        ? await ai.proposeTask({
            userId: viewer.id,
            language,
            skillId: entry.skill.id,
            grade: grade ?? builtin.grade,
            difficulty,
            interests,
            example: builtin,
          })
        : null;
      const at = new Date().toISOString();
      const record = taskRecordOf(proposal?.task ?? builtin, {
        problemId: `${proposal ? 'llm' : 'gen'}-${viewer.id}-${seed}`,
        source: proposal ? 'llm' : 'generated',
        visibility: 'private',
        ownerId: viewer.id,
        at,
      });
      if (proposal) {
        Object.assign(record, { generation: JSON.stringify(proposal.report), ai_task_id: `llm-${seed}` });
      }
      // A skill taught over several grades is filed under the grade the student asked for.
      if (grade !== undefined) Object.assign(record, { grade, grade_level: String(grade) });
      // Stored and read back in one transaction, so a failing read leaves no task behind; a generated
      // task has no translation.
      return presentTaskDetail(await tasks.insertVisible(viewer, record), [], viewer.role);
    },

    /**
     * The next tasks to practise: the weakest practised skills first, one spaced review of a mastered
     * skill not seen for three days, then new skills in curriculum order; at the difficulty of the
     * student's practice settings, or the one their mastery suggests when that is `auto`.
     */
    async recommended(viewer: Viewer, language: Language, limit: number): Promise<TRecommendedTask[]> {
      const rows = await mastery.listByUser(viewer.id);
      const weak = rows
        .filter((r) => masteryOf(r.rating) < MASTERED)
        .sort((a, b) => a.rating - b.rating)
        .map((r) => ({ skillId: r.skill_id, rating: r.rating, reason: 'weakest' as const }));
      const reviewBefore = new Date(Date.now() - 3 * 86_400_000).toISOString();
      const review = rows
        .filter((r) => masteryOf(r.rating) >= MASTERED && r.last_practised_at < reviewBefore)
        .sort((a, b) => a.last_practised_at.localeCompare(b.last_practised_at))
        .slice(0, 1)
        .map((r) => ({ skillId: r.skill_id, rating: r.rating, reason: 'review' as const }));
      const practised = new Set(rows.map((r) => r.skill_id));
      const available = await tasks.skillIdsWithTasks(language);
      const fresh = allSkills()
        .filter((e) => available.has(e.skill.id) && !practised.has(e.skill.id))
        .map((e) => ({ skillId: e.skill.id, rating: undefined, reason: 'new' as const }));
      const candidates = [
        ...weak.slice(0, Math.max(1, limit - 1)),
        ...review,
        ...weak.slice(Math.max(1, limit - 1)),
        ...fresh,
      ];
      // A difficulty the student chose in their preferences wins over the one mastery suggests.
      const chosen = await preferences.find(viewer.id);
      const preferred = DIFFICULTIES.find((level) => level === chosen?.difficulty);
      const out: TRecommendedTask[] = [];
      for (const candidate of candidates) {
        if (out.length >= limit) break;
        const difficulty = preferred ?? autoDifficulty(candidate.rating);
        const task = await tasks.firstUnsolved(viewer, candidate.skillId, language, difficulty);
        if (!task) continue;
        out.push({
          task: presentTaskSummary(task),
          skill_id: candidate.skillId,
          reason: candidate.reason,
          mastery: candidate.rating === undefined ? null : masteryOf(candidate.rating),
          difficulty: DIFFICULTIES.includes(task.difficulty) ? task.difficulty : difficulty,
        });
      }
      return out;
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
