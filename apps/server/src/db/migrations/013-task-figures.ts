import type { Kysely } from 'kysely';

/**
 * Figures (issue 13): the SVG a generator draws with its task and its alt text in the task's language.
 * Text columns on the task itself — a figure is a few kilobytes, read only with its task, and never shared
 * between tasks. Stored tasks get theirs when the bank is brought up to date at start (`task-bank.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').addColumn('figure_svg', 'text').execute();
  await db.schema.alterTable('tasks').addColumn('figure_alt', 'text').execute();
  // What the student may draw on the figure to answer (JSON of `FigureInput`), when anything.
  await db.schema.alterTable('tasks').addColumn('figure_input', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tasks').dropColumn('figure_input').execute();
  await db.schema.alterTable('tasks').dropColumn('figure_alt').execute();
  await db.schema.alterTable('tasks').dropColumn('figure_svg').execute();
}
