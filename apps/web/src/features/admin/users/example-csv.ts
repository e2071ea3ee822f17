import type { Language } from '@taskas/contracts';

/**
 * A class list to start from, in the admin's language: the header names the server recognises, and
 * `;` between cells in Lithuanian (what Excel writes and reads in the Lithuanian locale).
 */
const EXAMPLES: Record<Language, { delimiter: string; rows: string[][] }> = {
  lt: {
    delimiter: ';',
    rows: [
      ['Vardas', 'Pavardė', 'El. paštas', 'Mokytojo el. paštas'],
      ['Eglė', 'Kazlauskaitė', 'egle.kazlauskaite@example.com', 'mokytojas@example.com'],
      ['Lukas', 'Jankauskas', 'lukas.jankauskas@example.com', ''],
    ],
  },
  en: {
    delimiter: ',',
    rows: [
      ['First name', 'Last name', 'E-mail', 'Tutor e-mail'],
      ['Emma', 'Wilson', 'emma.wilson@example.com', 'tutor@example.com'],
      ['Oliver', 'Brown', 'oliver.brown@example.com', ''],
    ],
  },
};

export function exampleClassListCsv(language: Language): string {
  const { delimiter, rows } = EXAMPLES[language];
  return `${rows.map((row) => row.join(delimiter)).join('\r\n')}\r\n`;
}

/** The example as a file: with a byte-order mark, so a spreadsheet opens its letters as UTF-8. */
export function exampleClassListBlob(language: Language): Blob {
  return new Blob([`\uFEFF${exampleClassListCsv(language)}`], { type: 'text/csv;charset=utf-8' });
}
