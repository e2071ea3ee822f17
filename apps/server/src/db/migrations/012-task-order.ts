import { type Kysely, sql } from 'kysely';

/**
 * The task list's default order mixes skills (issue 12): a task's `list_round` is its place among its
 * skill's tasks in its language, `list_skill_key` a fixed hash of its skill, and the list reads pages in
 * this index's order (round, skill, id) instead of sorting every matching task for each page (a window
 * function did that: 0.3 → 7 ms a page on SQLite's 2,910-task language). Tasks get both the first time
 * a list finds them without (tasks.repository.ts `placeNewTasks`), found by the small partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column a statement.
  await db.schema.alterTable('tasks').addColumn('list_round', 'integer').execute();
  await db.schema.alterTable('tasks').addColumn('list_skill_key', 'integer').execute();
  await db.schema
    .createIndex('tasks_mixed_list_idx')
    .on('tasks')
    .columns(['language', 'list_round', 'list_skill_key', 'id', 'visibility', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('tasks_unplaced_idx')
    .on('tasks')
    .column('id')
    .where(sql.ref('list_round'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_unplaced_idx').execute();
  await db.schema.dropIndex('tasks_mixed_list_idx').execute();
  await db.schema.alterTable('tasks').dropColumn('list_skill_key').execute();
  await db.schema.alterTable('tasks').dropColumn('list_round').execute();
}
