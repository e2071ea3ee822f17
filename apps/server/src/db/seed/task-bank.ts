import { DIFFICULTIES, LANGUAGES, type Language } from '@taskas/contracts';
import { type GeneratedTask, generateTask, generatorSkillIds, hasGenerator } from '@taskas/math';
import type { Kysely } from 'kysely';
import { tasksChanged } from '../../features/tasks/task-cache.ts';
import { taskRecordOf } from '../../features/tasks/task-record.ts';
import type { Database, NewTask } from '../schema.ts';

/** Raise when the generators change in a way the stored bank should follow. */
export const TASK_BANK_VERSION = 1;
const MARKER_KEY = 'task_bank_version';
/**
 * Raise when what the generators derive from a task changes without changing the task (how its answer is
 * checked, its figure): stored tasks are brought up to date once at start. 2: `form: 'value'` on compute
 * tasks (issue 9). 3: figures (issue 13). 4: number lines to mark the solution of linear inequalities on.
 */
export const TASK_BANK_OPTIONS_VERSION = 4;
const OPTIONS_MARKER_KEY = 'task_bank_options_version';
const BATCH_ROWS = 250;

export type TaskBankOptions = {
  /** Only these skills (tests seed a small bank); default every skill with a generator. */
  skills?: readonly string[];
  /** Tasks per skill × difficulty × language. */
  perCell?: number;
};

const bankProblemId = (skillId: string, difficulty: string, language: Language, n: number) =>
  `bank-v${TASK_BANK_VERSION}-${skillId}-${difficulty}-${language}-${n}`;

/**
 * The bank seeds both languages from one seed, so a bank task's translation is the task whose
 * problem id differs only in the language; tasks from elsewhere have none.
 */
export function translatedProblemId(problemId: string, to: Language): string | null {
  const match = /^(bank-v\d+-.+-)(lt|en)(-\d+)$/.exec(problemId);
  if (!match || match[2] === to) return null;
  return `${match[1]}${to}${match[3]}`;
}

export type TaskBankResult = { inserted: number; skipped: boolean; ms: number };

/**
 * Seeds the bank once from the generators: every skill × five difficulties × both languages ×
 * `perCell` tasks with deterministic seeds. A version marker makes a restart skip it; unique
 * `problem_id`s make two instances starting together harmless.
 */
export async function seedTaskBank(
  db: Kysely<Database>,
  options: TaskBankOptions = {},
): Promise<TaskBankResult> {
  const started = performance.now();
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', MARKER_KEY)
    .executeTakeFirst();
  if (marker?.value === String(TASK_BANK_VERSION)) {
    return { inserted: 0, skipped: true, ms: performance.now() - started };
  }
  const skills = options.skills ?? generatorSkillIds();
  const perCell = options.perCell ?? 3;
  const at = new Date().toISOString();
  const rows: NewTask[] = [];
  for (const skillId of skills) {
    for (const difficulty of DIFFICULTIES) {
      for (const language of LANGUAGES) {
        for (let n = 1; n <= perCell; n += 1) {
          const task = generateTask(skillId, {
            difficulty,
            language,
            seed: `bank-v${TASK_BANK_VERSION}-${n}`,
          });
          const problemId = bankProblemId(skillId, difficulty, language, n);
          rows.push(
            taskRecordOf(task, { problemId, source: 'bank', visibility: 'public', ownerId: null, at }),
          );
        }
      }
    }
  }
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const result = await trx
        .insertInto('tasks')
        .values(rows.slice(i, i + BATCH_ROWS))
        .onConflict((oc) => oc.column('problem_id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    await setMarker(trx, MARKER_KEY, TASK_BANK_VERSION, at);
    // Tasks generated now carry today's answer options.
    await setMarker(trx, OPTIONS_MARKER_KEY, TASK_BANK_OPTIONS_VERSION, at);
  });
  tasksChanged(db, 'public');
  return { inserted, skipped: false, ms: performance.now() - started };
}

async function setMarker(db: Kysely<Database>, key: string, version: number, at: string) {
  await db
    .insertInto('app_meta')
    .values({ key, value: String(version), updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(version), updated_at: at }))
    .execute();
}

const DIFFICULTY_SET = new Set<string>(DIFFICULTIES);
const REFRESH_PAGE = 500;

/** The task a stored row was generated as, again: the generators are deterministic. */
function regenerate(row: {
  skill_id: string | null;
  difficulty: string;
  language: string;
  seed: string | null;
  extra: string;
}): GeneratedTask | null {
  if (!row.skill_id || !row.seed || !DIFFICULTY_SET.has(row.difficulty) || !hasGenerator(row.skill_id)) {
    return null;
  }
  let interest: unknown = null;
  try {
    interest = (JSON.parse(row.extra) as { interest?: unknown }).interest ?? null;
  } catch {
    return null;
  }
  return generateTask(row.skill_id, {
    difficulty: row.difficulty as (typeof DIFFICULTIES)[number],
    language: row.language === 'en' ? 'en' : 'lt',
    seed: row.seed,
    interests: typeof interest === 'string' ? [interest] : [],
  });
}

/**
 * Brings what the generators derive for stored tasks (answer options, figure) up to date, once per
 * `TASK_BANK_OPTIONS_VERSION`: every task with a skill and a seed (the bank's and students' generated ones)
 * is generated again, and when the question is still the same its options and figure are updated. A
 * changed task gets a new `updated_at`, as every task write must. Reads in pages by id, so memory stays
 * flat however many tasks students have generated.
 */
export async function refreshBankAnswerOptions(
  db: Kysely<Database>,
): Promise<{ updated: number; skipped: boolean }> {
  const marker = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', OPTIONS_MARKER_KEY)
    .executeTakeFirst();
  if (marker?.value === String(TASK_BANK_OPTIONS_VERSION)) return { updated: 0, skipped: true };
  const at = new Date().toISOString();
  let updated = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('tasks')
      .select([
        'id',
        'skill_id',
        'difficulty',
        'language',
        'seed',
        'extra',
        'problem',
        'answer_options',
        'figure_svg',
        'figure_alt',
        'figure_input',
      ])
      .where('id', '>', after)
      .where('seed', 'is not', null)
      .where('source', 'in', ['bank', 'generated'])
      .orderBy('id')
      .limit(REFRESH_PAGE)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const task = regenerate(row);
        if (!task || task.question !== row.problem) continue;
        const options = task.answer.options ? JSON.stringify(task.answer.options) : null;
        const figureSvg = task.figure?.svg ?? null;
        const figureAlt = task.figure?.alt ?? null;
        const figureInput = task.figure?.input ? JSON.stringify(task.figure.input) : null;
        if (
          options === row.answer_options &&
          figureSvg === row.figure_svg &&
          figureAlt === row.figure_alt &&
          figureInput === row.figure_input
        ) {
          continue;
        }
        await trx
          .updateTable('tasks')
          .set({
            answer_options: options,
            figure_svg: figureSvg,
            figure_alt: figureAlt,
            figure_input: figureInput,
            updated_at: at,
          })
          .where('id', '=', row.id)
          .execute();
        updated += 1;
      }
    });
  }
  await setMarker(db, OPTIONS_MARKER_KEY, TASK_BANK_OPTIONS_VERSION, at);
  if (updated > 0) tasksChanged(db, 'public');
  return { updated, skipped: false };
}
