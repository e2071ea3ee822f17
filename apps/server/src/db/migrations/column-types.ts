import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** SQLite and PostgreSQL spell an auto-numbered key differently; everything else is shared. */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  if (isPostgres(db)) return table.addColumn('id', 'serial', (col) => col.primaryKey());
  return table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
