/**
 * Which of our two languages a text is written in, from the small words every sentence needs and the
 * letters only Lithuanian has. Maths alone ("2x + 5 = 17") says nothing, and neither do one-letter
 * names; a text with too few signals, or with both languages in it, is 'unknown'.
 */
import type { Language } from '../types.ts';

const LITHUANIAN_LETTERS = /[ąčęėįšųūž]/u;
/** Endings only Lithuanian words have: the polite imperative (raskite, padalykite) and -uoja/-oja verbs. */
const LITHUANIAN_ENDINGS = /\p{L}{2,}(?:kite|oja)$/u;

const LITHUANIAN_WORDS = new Set([
  'ir',
  'yra',
  'kad',
  'kiek',
  'su',
  'iš',
  'į',
  'ar',
  'nes',
  'tai',
  'raskite',
  'apskaičiuokite',
  'sprendimas',
  'atsakymas',
  'lygtis',
  'skaičius',
  'o',
  'kai',
  'jei',
  'jeigu',
  'bet',
  'kaip',
  'kuris',
  'kuri',
  'kurio',
  'kurie',
  'lygu',
  'lygi',
  'lygus',
  'todėl',
  'tada',
  'čia',
  'arba',
  'nuo',
  'iki',
  'pagal',
  'prie',
  'ne',
  'dar',
  'abi',
  'puses',
  'pusę',
  'pirmiausia',
  'gausite',
  'gauname',
  'padalykite',
  'padauginkite',
  'sudėkite',
  'atimkite',
  'išspręskite',
  'užrašykite',
  'kiekvieną',
  'reikia',
  'bus',
  'buvo',
  'jo',
  'jos',
  'jų',
  'savo',
  'taip',
  'tik',
  'visi',
  'vienas',
  'du',
  'trys',
  'kartus',
  'lygties',
  'skaičių',
  'skaičiaus',
  'kaina',
  'suma',
  'sandauga',
  'dalmuo',
  'skirtumas',
]);

const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'is',
  'of',
  'to',
  'find',
  'what',
  'how',
  'answer',
  'equation',
  'number',
  'both',
  'sides',
  'an',
  'by',
  'from',
  'then',
  'so',
  'this',
  'that',
  'it',
  'in',
  'each',
  'divide',
  'multiply',
  'subtract',
  'add',
  'solve',
  'first',
  'with',
  'for',
  'are',
  'you',
  'your',
  'write',
  'use',
  'into',
  'has',
  'have',
  'its',
  'which',
  'when',
  'on',
  'at',
  'get',
  'gives',
  'calculate',
  'work',
  'out',
  'value',
  'sum',
  'product',
  'difference',
  'many',
  'much',
  'does',
  'do',
  'if',
  'as',
  'or',
  'not',
  'there',
  'all',
  'one',
  'two',
  'three',
  'times',
  'side',
  'price',
  'costs',
  'cost',
  'step',
  'next',
  'now',
  'we',
  'can',
  'will',
]);

/** Fewer signal words than this cannot tell a language. */
const MIN_SIGNALS = 2;
/** The language read must outweigh the other this many times over; otherwise the text is mixed. */
const DOMINANCE = 3;

/** Lithuanian and English signal words in a text (each word counts once per occurrence). */
export function languageSignals(text: string): { lt: number; en: number; words: number } {
  let lt = 0;
  let en = 0;
  let words = 0;
  const tokens = typeof text === 'string' ? (text.toLowerCase().match(/\p{L}[\p{L}\p{M}]*/gu) ?? []) : [];
  for (const word of tokens) {
    if ([...word].length >= 2) words += 1;
    if (LITHUANIAN_WORDS.has(word) || LITHUANIAN_LETTERS.test(word) || LITHUANIAN_ENDINGS.test(word)) lt += 1;
    else if (ENGLISH_WORDS.has(word)) en += 1;
  }
  return { lt, en, words };
}

/** 'lt', 'en' or 'unknown' for a text that is too short or mixed to tell. */
export function detectLanguage(text: string): Language | 'unknown' {
  const { lt, en } = languageSignals(text);
  if (lt + en < MIN_SIGNALS) return 'unknown';
  if (lt >= DOMINANCE * en && lt > en) return 'lt';
  if (en >= DOMINANCE * lt && en > lt) return 'en';
  return 'unknown';
}
