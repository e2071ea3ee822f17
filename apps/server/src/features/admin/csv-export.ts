import { stringify } from 'csv-stringify/sync';
import type { UserRow } from '../../db/schema.ts';

const COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'role',
  'status',
  'created_at',
  'last_login_at',
] as const;

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as it is: a cell that would start a formula gets a leading `'`. */
export function spreadsheetSafe(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The accounts as CSV: a byte-order mark (so Excel reads Lithuanian letters as UTF-8), a header row,
 * CRLF line ends, and no cell that a spreadsheet would run as a formula.
 */
export function accountsCsv(users: UserRow[]): string {
  return stringify(
    users.map((user) => COLUMNS.map((column) => spreadsheetSafe(user[column]))),
    { bom: true, header: true, columns: [...COLUMNS], record_delimiter: 'windows' },
  );
}

/** `taskas-accounts-2025-03-01.csv`, the date in UTC. */
export function exportFileName(at: Date): string {
  return `taskas-accounts-${at.toISOString().slice(0, 10)}.csv`;
}
