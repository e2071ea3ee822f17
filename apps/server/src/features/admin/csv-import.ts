import {
  CSV_IMPORT_MAX_ROWS,
  type CsvFileProblem,
  type CsvRowProblem,
  LIMITS,
  type TCsvImportPreview,
  type TCsvImportRow,
  ZEmail,
} from '@taskas/contracts';
import { CsvError, parse } from 'csv-parse/sync';

type Column = 'first_name' | 'last_name' | 'email' | 'tutor_email';

/** The columns of a file without a header row, in this order. */
const POSITIONAL: Column[] = ['first_name', 'last_name', 'email', 'tutor_email'];

/** Header cells as `headerKey` reduces them (lower case, no diacritics, letters and digits only). */
const HEADER_NAMES: Record<string, Column> = {
  vardas: 'first_name',
  firstname: 'first_name',
  first: 'first_name',
  givenname: 'first_name',
  pavarde: 'last_name',
  lastname: 'last_name',
  last: 'last_name',
  surname: 'last_name',
  familyname: 'last_name',
  elpastas: 'email',
  epastas: 'email',
  pastas: 'email',
  email: 'email',
  mail: 'email',
  emailaddress: 'email',
  elpastoadresas: 'email',
  mokytojoelpastas: 'tutor_email',
  mokytojoepastas: 'tutor_email',
  mokytojas: 'tutor_email',
  korepetitoriauselpastas: 'tutor_email',
  tutoremail: 'tutor_email',
  tutor: 'tutor_email',
  teacheremail: 'tutor_email',
};

/** `Pavardė` → `pavarde`, `El. paštas` → `elpastas`, `first_name` → `firstname`. */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** One data row of the file, its cells by column. */
export type ClassListRow = {
  line: number;
  first_name: string;
  last_name: string;
  email: string;
  tutor_email: string | null;
  tooManyColumns: boolean;
};

/**
 * Reads a class list. The delimiter is `;` when the first line has more semicolons than commas (Excel in
 * the Lithuanian locale), else `,`. A first row with any recognisable column name (lt or en, any case,
 * with or without diacritics) is the header, and it must name first name, last name and e-mail; a first
 * row whose third cell is an e-mail means there is no header and the columns are first name, last name,
 * e-mail, tutor's e-mail. Anything else is `columns_missing`.
 */
export function readClassList(text: string): { rows: ClassListRow[]; fileProblem: CsvFileProblem | null } {
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was in the file (the typings describe plain records).
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
      // The header, the allowed rows and one more, which is enough to say there are too many.
      to: CSV_IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) return { rows: [], fileProblem: 'unreadable' };
    throw err;
  }
  const first = records[0]?.record;
  if (!first) return { rows: [], fileProblem: 'empty' };

  const header = first.map((cell) => HEADER_NAMES[headerKey(cell)]);
  let columns: (Column | undefined)[];
  let data = records;
  if (header.some(Boolean)) {
    if (!header.includes('first_name') || !header.includes('last_name') || !header.includes('email')) {
      return { rows: [], fileProblem: 'columns_missing' };
    }
    // A column named twice is read from its first place.
    columns = header.map((column, i) => (column && header.indexOf(column) === i ? column : undefined));
    data = records.slice(1);
  } else if (first[2]?.includes('@')) {
    columns = POSITIONAL;
  } else {
    return { rows: [], fileProblem: 'columns_missing' };
  }
  if (data.length === 0) return { rows: [], fileProblem: 'empty' };
  if (data.length > CSV_IMPORT_MAX_ROWS) return { rows: [], fileProblem: 'too_many_rows' };

  const rows = data.map(({ record, info }) => {
    const cells: Record<Column, string> = { first_name: '', last_name: '', email: '', tutor_email: '' };
    record.forEach((cell, i) => {
      const column = columns[i];
      if (column) cells[column] = cell;
    });
    // Empty cells at the end (a spreadsheet's `;;`) are not extra columns.
    let used = record.length;
    while (used > 0 && record[used - 1] === '') used -= 1;
    return {
      line: info.lines,
      ...cells,
      tutor_email: cells.tutor_email || null,
      tooManyColumns: used > columns.length,
    };
  });
  return { rows, fileProblem: null };
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

export type ClassListLookups = {
  /** Which of these lower-case e-mails an account has. */
  takenEmails(emails: string[]): Promise<Set<string>>;
  /** Tutors' ids by their lower-case e-mails. */
  tutorsByEmail(emails: string[]): Promise<Map<string, number>>;
};

/** A row that can be imported, with its tutor's id. */
export type AcceptedRow = ClassListRow & { email: string; tutorId: number | null };

/** The preview of a class list: every row with its problems, and the rows ready to import. */
export async function previewClassList(
  text: string,
  lookups: ClassListLookups,
): Promise<{ preview: TCsvImportPreview; accepted: AcceptedRow[] }> {
  const { rows, fileProblem } = readClassList(text);
  const emailOf = (value: string) => {
    const parsed = ZEmail.safeParse(value);
    return parsed.success ? parsed.data.toLowerCase() : undefined;
  };
  const emails = rows.map((row) => emailOf(row.email));
  const tutorEmails = rows.map((row) => (row.tutor_email ? emailOf(row.tutor_email) : undefined));
  const taken = await lookups.takenEmails(unique(emails));
  const tutors = await lookups.tutorsByEmail(unique(tutorEmails));

  const seen = new Set<string>();
  const accepted: AcceptedRow[] = [];
  const previewRows: TCsvImportRow[] = rows.map((row, i) => {
    const problems: { field: string; problem: CsvRowProblem }[] = [];
    const add = (field: string, problem: CsvRowProblem) => problems.push({ field, problem });
    if (row.tooManyColumns) add('row', 'too_many_columns');
    if (!row.first_name) add('first_name', 'first_name_missing');
    else if (row.first_name.length > LIMITS.nameMax) add('first_name', 'first_name_too_long');
    if (!row.last_name) add('last_name', 'last_name_missing');
    else if (row.last_name.length > LIMITS.nameMax) add('last_name', 'last_name_too_long');
    const email = emails[i];
    if (!row.email) add('email', 'email_missing');
    else if (!email) add('email', 'email_invalid');
    else if (seen.has(email)) add('email', 'email_repeated');
    else if (taken.has(email)) add('email', 'email_taken');
    if (email) seen.add(email);
    const tutorEmail = tutorEmails[i];
    let tutorId: number | null = null;
    if (row.tutor_email) {
      if (!tutorEmail) add('tutor_email', 'tutor_email_invalid');
      else {
        tutorId = tutors.get(tutorEmail) ?? null;
        if (tutorId === null) add('tutor_email', 'tutor_not_found');
      }
    }
    if (problems.length === 0 && email) accepted.push({ ...row, email, tutorId });
    return {
      line: row.line,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      tutor_email: row.tutor_email,
      problems,
    };
  });
  return {
    preview: {
      rows: previewRows,
      valid: accepted.length,
      invalid: previewRows.length - accepted.length,
      file_problem: fileProblem,
    },
    accepted,
  };
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}
