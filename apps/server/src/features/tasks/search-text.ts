/**
 * Search words the same way on both databases: lower case, no diacritics, and a light Lithuanian /
 * English stemmer, so `lygtis`, `lygtys`, `lygčių` and `lygciu` all become `lygt`. Stored words and
 * query words go through the same function; a query word matches a stored word it begins.
 */

// Longest first; Lithuanian case endings (without diacritics) and English plurals.
const ENDINGS = [
  'iuose',
  'uose',
  'iams',
  'iems',
  'omis',
  'emis',
  'imis',
  'umis',
  'ings',
  'ais',
  'ams',
  'ems',
  'oms',
  'ims',
  'ums',
  'ios',
  'ius',
  'ias',
  'ies',
  'iai',
  'ese',
  'yse',
  'ose',
  'ing',
  'iu',
  'io',
  'ia',
  'ie',
  'ui',
  'is',
  'ys',
  'as',
  'es',
  'os',
  'us',
  'ai',
  'ei',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
  's',
];
const MIN_STEM = 3;

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function stemWord(word: string): string {
  let stem = word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      stem = word.slice(0, -ending.length);
      break;
    }
  }
  // Lithuanian softens t → č and d → dž before the endings -ių, -io (lygtis, lygčių).
  if (stem.endsWith('dz')) return stem.slice(0, -1);
  if (stem.endsWith('c')) return `${stem.slice(0, -1)}t`;
  return stem;
}

/** The distinct stems of a text, in order. */
export function searchWords(text: string): string[] {
  const words = foldText(text).match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.map((word) => (/^\d+$/.test(word) ? word : stemWord(word))))];
}

/** The stored column: stems with a leading space each, so `like '% stem%'` finds a word start. */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  return ` ${searchWords(parts.filter(Boolean).join(' ')).join(' ')} `;
}
