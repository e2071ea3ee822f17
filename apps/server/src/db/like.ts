import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * `lower(text) LIKE '%search%'` with the search's own `%`, `_` and `\` taken literally. The escape
 * character is named (`escape '\'`): SQLite has none by default, PostgreSQL's is the backslash.
 */
export function containsText(text: Expression<string>, search: string): Expression<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${text}) like ${pattern} escape '\\'`;
}
