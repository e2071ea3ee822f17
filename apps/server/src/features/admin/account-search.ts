import { type ExpressionBuilder, type Expression as KyselyExpression, type SqlBool, sql } from 'kysely';
import { containsText } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

/** Fewer characters than this are not in the trigram index: SQLite then reads the accounts one by one. */
const TRIGRAM_LENGTH = 3;

const SEARCHED = ['username_lower', 'email', 'first_name', 'last_name'] as const;

/** `%search%` for LIKE, the search's own `%`, `_` and `\` taken literally (escape `\`). */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search as one FTS5 phrase: the trigram tokenizer then finds it anywhere inside one field, with
 * case folded for every letter (š and Š alike), the way PostgreSQL's `lower` compares.
 */
function ftsPhrase(search: string): string {
  return `"${search.replaceAll('"', '""')}"`;
}

/**
 * The search with each non-ASCII letter in both cases (at most 4 spellings of a 1–2 letter search):
 * SQLite's LIKE ignores the case of ASCII letters only, and its `lower` lowers only those.
 */
function caseSpellings(search: string): string[] {
  let spellings = [''];
  for (const char of search) {
    const forms = char.charCodeAt(0) < 0x80 ? [char] : [...new Set([char.toLowerCase(), char.toUpperCase()])];
    spellings = spellings.flatMap((start) => forms.map((form) => start + form));
  }
  return spellings;
}

/**
 * Accounts whose username, e-mail, first or last name contain `search`, whatever its case — the
 * same accounts on both databases, through their search index when the search is long enough.
 *
 * `newestFirst`: the query reads the accounts newest first until its page is full. SQLite then looks
 * each one up among the matches (found once) instead of fetching every match and sorting them all,
 * which is what a search most accounts match would cost; a count is better off fetching the matches.
 */
export function matchesAccountSearch(
  eb: ExpressionBuilder<Database, 'users'>,
  search: string,
  dialect: 'sqlite' | 'postgres',
  newestFirst: boolean,
): KyselyExpression<SqlBool> {
  if (dialect === 'postgres') {
    // `search_text` (migration 016) is the fields lower-cased with a line break between them: a search
    // with a line break of its own could match across two fields, so it is asked of each field.
    if (search.includes('\n')) return eb.or(SEARCHED.map((field) => containsText(eb.ref(field), search)));
    return sql<SqlBool>`${sql.ref('users.search_text')} like ${likePattern(search.toLowerCase())}`;
  }
  if ([...search].length >= TRIGRAM_LENGTH) {
    // A unary plus keeps SQLite from reading the list through the primary key.
    const id = newestFirst ? sql`+${eb.ref('users.id')}` : eb.ref('users.id');
    return sql<SqlBool>`${id} in (select rowid from users_search where users_search match ${ftsPhrase(search)})`;
  }
  return eb.or(
    caseSpellings(search).flatMap((spelling) =>
      SEARCHED.map((field) => sql<SqlBool>`${eb.ref(field)} like ${likePattern(spelling)} escape '\\'`),
    ),
  );
}
