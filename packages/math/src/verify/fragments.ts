/**
 * The maths inside free text in Lithuanian or English: "So x = 7.", "Atsakymas: x = 7,0", "6/8, which
 * simplifies to 3/4", "x ≥ 5", "[−5; 3]", "2√3". Words are not maths ("ketvirtis", "three quarters"):
 * only digits, operators, brackets, one-letter names, point names (AB) and function names are read, so
 * what is found is what the parser can check. Linear in the text and never throws.
 */
import { FUNCTIONS } from '../parse/lexer.ts';

/** One piece of maths to check against an answer. */
export type Fragment = {
  /** Text for the parser: decimal commas as points, group spaces removed (Unicode maths left as is). */
  text: string;
  /** The canonical key of a bare number (`7`, `-2`, `3/4`, `25` for 25 %), or null for anything else. */
  numberKey: string | null;
  /** Index of the run (a stretch of maths between words) within the whole text. */
  run: number;
  /** What the fragment is inside its run: all of it, one item of a list, or one side of an `=` chain. */
  role: 'run' | 'item' | 'side' | 'joined' | 'quantity';
  /** How many items the list it belongs to has (1 when it is not in a list). */
  listSize: number;
};

type Token =
  | { kind: 'math'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'space' }
  | { kind: 'break' }
  | { kind: 'connector'; sep: 'or' | 'and' };

type Run = { tokens: Token[]; joinedToNext: 'or' | 'and' | null };

const MATH_WORDS = new Set([...FUNCTIONS, 'pi', 'inf', 'infty', 'infinity'].map((w) => w.toLowerCase()));
/** Words that join two pieces of maths into one answer: "x = 2 or x = 3", "x₁ = 2 ir x₂ = 3". */
const CONNECTORS: Record<string, 'or' | 'and'> = { or: 'or', arba: 'or', and: 'and', ir: 'and' };
const GROUP_SPACE = /[ \u00a0\u2009\u202f]/;
/** One-letter words of prose, not names: Lithuanian "o" (and, but) and "į" (into), English "I". */
const PROSE_LETTERS = new Set(['o', 'į', 'I']);
const SCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿ₀₁₂₃₄₅₆₇₈₉ₙₖᵢ';
const OPERATORS = `-+−–—×·⋅∙÷*/^=<>≤≥≠±∓√∛π∞∪∈∅%°|()[]{}≈½⅓⅔¼¾⅛${SCRIPTS}`;
const SEPARATORS = ';,:';
const OPENERS = '([{';
const CLOSERS = ')]}';

const TOKEN = new RegExp(
  [
    '(?<space>[ \\t\\u00a0\\u2009\\u202f]+)',
    // Thousands groups as the parser reads them: 1–3 digits, then groups of exactly three after a space.
    '(?<number>(?:\\d{1,3}(?:[ \\u00a0\\u2009\\u202f]\\d{3}(?!\\d))+|\\d+)(?:[.,]\\d+)*)',
    `(?<op>[${escapeClass(OPERATORS)}])`,
    '(?<word>\\p{L}[\\p{L}\\p{M}]*)',
    `(?<sep>[${escapeClass(SEPARATORS)}])`,
    '(?<other>[\\s\\S])',
  ].join('|'),
  'gu',
);

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]\-^[]/g, (c) => `\\${c}`);
}

/** The tokens of a text: maths, spaces, and breaks where prose interrupts it. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const g = m.groups ?? {};
    const at = m.index ?? 0;
    if (g.space !== undefined) tokens.push({ kind: 'space' });
    else if (g.number !== undefined)
      tokens.push(numberToken(g.number, text.slice(at + g.number.length, at + g.number.length + 12)));
    else if (g.op !== undefined) tokens.push(operatorToken(g.op, text, at));
    else if (g.word !== undefined)
      tokens.push(wordToken(g.word, text[at - 1] ?? '', text[at + g.word.length] ?? ''));
    else if (g.sep !== undefined) tokens.push({ kind: 'math', text: g.sep });
    else tokens.push({ kind: 'break' });
  }
  return tokens;
}

/** Lithuanian ordinal endings after a number and a hyphen ("3-iosios", "5-ąją"); `3-x` stays maths. */
const ORDINAL_ENDING =
  /^[-‑–](?:i?oji|i?osios|i?asis|i?ąją|i?ojo|i?ajame|i?ojoje|i?ame|i?ųjų|i?uoju|ieji|i?ą|i?os|i?ų|ojo)(?!\p{L})/u;

/** An ordinal is a word, not a value. */
function numberToken(number: string, rest: string): Token {
  if (ORDINAL_ENDING.test(rest)) return { kind: 'break' };
  return { kind: 'number', text: number };
}

/** A dash between spaces is punctuation in prose ("antrojo – 66 km/h"), not a minus. */
function operatorToken(op: string, text: string, at: number): Token {
  if ((op === '–' || op === '—') && /\s/.test(text[at - 1] ?? '') && /\s/.test(text[at + 1] ?? '')) {
    return { kind: 'break' };
  }
  return { kind: 'math', text: op };
}

/** Units written against their number ("12cm", "5kg") are words of prose: the number stands alone. */
const UNITS = new Set([
  'mm',
  'cm',
  'dm',
  'km',
  'mg',
  'kg',
  'ml',
  'cl',
  'dl',
  'ha',
  'min',
  'val',
  'sek',
  'eur',
  'ct',
  'kwh',
]);

/**
 * One letter is a name (x, a, φ); two or three capitals name points or segments (AB, ABC); a short word
 * against a number or a power is a product of names (`16mn`, `ab²`) unless it is a unit.
 */
function wordToken(word: string, before: string, after: string): Token {
  const lower = word.toLowerCase();
  const connector = CONNECTORS[lower];
  if (connector) return { kind: 'connector', sep: connector };
  if (PROSE_LETTERS.has(word)) return { kind: 'break' };
  const letters = [...word].filter((c) => /\p{L}/u.test(c)).length;
  const glued = letters <= 4 && (/[0-9)⁰¹²³⁴⁵⁶⁷⁸⁹]/.test(before) || /[0-9(⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]/.test(after));
  if (MATH_WORDS.has(lower) || letters === 1 || /^\p{Lu}{2,3}$/u.test(word) || (glued && !UNITS.has(lower))) {
    return { kind: 'math', text: word };
  }
  return { kind: 'break' };
}

/** Splits the tokens into runs of maths; a connector word right after one run and before the next joins them. */
function runsOf(tokens: Token[]): Run[] {
  const runs: Run[] = [];
  let current: Token[] = [];
  /** A connector followed the last run: it stays joined if maths comes next, not prose. */
  let pending = false;
  const hasMaths = (): boolean => current.some((t) => t.kind === 'math' || t.kind === 'number');
  const unjoin = (): void => {
    const last = runs[runs.length - 1];
    if (pending && last) last.joinedToNext = null;
    pending = false;
  };
  for (const token of tokens) {
    if (token.kind === 'break' || token.kind === 'connector') {
      if (token.kind === 'connector' && hasMaths()) {
        runs.push({ tokens: current, joinedToNext: token.sep });
        pending = true;
      } else {
        if (hasMaths()) runs.push({ tokens: current, joinedToNext: null });
        unjoin();
      }
      current = [];
    } else if (token.kind === 'space') {
      if (current.length > 0) current.push(token);
    } else {
      pending = false;
      current.push(token);
    }
  }
  if (hasMaths()) runs.push({ tokens: current, joinedToNext: null });
  else unjoin();
  return runs;
}

/** A run as text, with leading and trailing punctuation and unmatched brackets dropped. */
function trimRun(text: string): string {
  let t = text.trim();
  for (;;) {
    const before = t;
    t = t.replace(/^[\s,;:=+*/^·×÷<>≤≥≈)\]}]+/, '').replace(/[\s,;:=+\-−*/^·×÷<>≤≥≈([{]+$/, '');
    const depth = bracketDepth(t);
    if (depth > 0 && OPENERS.includes(t[0] ?? '')) t = t.slice(1);
    if (depth < 0 && CLOSERS.includes(t[t.length - 1] ?? '')) t = t.slice(0, -1);
    if (t === before) return t;
  }
}

function bracketDepth(text: string): number {
  let depth = 0;
  for (const c of text) {
    if (OPENERS.includes(c)) depth += 1;
    else if (CLOSERS.includes(c)) depth -= 1;
  }
  return depth;
}

/** Splits at separators outside brackets (`;`, `, `, `=`), keeping what is between. */
function splitTopLevel(text: string, isSeparator: (text: string, at: number) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (OPENERS.includes(c)) depth += 1;
    else if (CLOSERS.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && isSeparator(text, i)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => trimRun(p)).filter((p) => p !== '');
}

const listSeparator = (text: string, at: number): boolean =>
  text[at] === ';' || (text[at] === ',' && /\s/.test(text[at + 1] ?? ''));
const equalsSign = (text: string, at: number): boolean =>
  (text[at] === '=' || text[at] === '≈') && !'<>!≤≥'.includes(text[at - 1] ?? '') && text[at + 1] !== '=';

/** A number in English with thousands commas (3,933) may also be a Lithuanian decimal (3,933). */
const THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+$/;

/**
 * The readings of a run for the parser: decimal commas as points (`7,0` → `7.0`); when a number could
 * be written with thousands commas, a second reading without them.
 */
function readings(tokens: Token[]): string[] {
  let decimal = '';
  let thousands = '';
  let ambiguous = false;
  for (const t of tokens) {
    if (t.kind === 'space') {
      decimal += ' ';
      thousands += ' ';
    } else if (t.kind === 'number') {
      const plain = t.text.replace(new RegExp(GROUP_SPACE.source, 'g'), '');
      decimal += plain.replace(/,/g, '.');
      if (THOUSANDS.test(plain)) {
        ambiguous = true;
        thousands += plain.replace(/,/g, '');
      } else thousands += plain.replace(/,/g, '.');
    } else if (t.kind === 'math') {
      decimal += t.text;
      thousands += t.text;
    }
  }
  return ambiguous ? [decimal, thousands] : [decimal];
}

const NUMBER_LITERAL = /^([-−–]?)\s*(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*(%?)$/;

/** `7.0` → `7`, `0.50` → `0.5`, `007` → `7`: one key for one value written as a decimal. */
function canonicalDecimal(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f === '' ? w : `${w}.${f}`;
}

/** The key of a bare number (see `Fragment.numberKey`), or null when the text is not one. */
function numberKey(text: string): string | null {
  const m = NUMBER_LITERAL.exec(text.trim());
  if (!m) return null;
  const sign = m[1] ? '-' : '';
  const a = canonicalDecimal(m[2] as string);
  return m[3] ? `${sign}${a}/${canonicalDecimal(m[3])}` : `${sign}${a}`;
}

/** Maths worth checking: a digit, a root, π, ∞, ∅ (a lone letter or `x ≥ y` states no value). */
const HAS_VALUE = new RegExp(`[0-9√∛π∞∅${SCRIPTS}]|pi|sqrt|inf`);

/** One run's pieces in one reading: the whole, its list items, each item's `=` sides. */
type Pieces = { whole: string; items: { text: string; sides: string[]; quantities: string[] }[] };

/** `12 m`, `= 7 h`: a number with a one-letter unit after a space, which the parser would read as 12·m. */
const QUANTITY = /^([-−]?\d+(?:\.\d+)?(?:\/\d+)?)\s+\p{L}$/u;

function piecesOf(whole: string): Pieces {
  const items = splitTopLevel(whole, listSeparator).map((text) => {
    const sides = splitTopLevel(text, equalsSign);
    const quantities = [text, ...sides].flatMap((t) => QUANTITY.exec(t)?.[1] ?? []);
    return { text, sides: sides.length > 1 ? sides : [], quantities };
  });
  return { whole, items };
}

/** The pieces of every run of a text, in every reading, and the runs joined by "or"/"and". */
function analyse(text: string): { runs: Run[]; pieces: Pieces[][]; joined: (string | null)[] } {
  const runs = typeof text === 'string' ? runsOf(tokenize(text)) : [];
  const pieces = runs.map((run) => readings(run.tokens).map(trimRun).map(piecesOf));
  let current = '';
  const joined = runs.map((run, index) => {
    const previous = runs[index - 1];
    const first = pieces[index]?.[0]?.whole ?? '';
    current = previous?.joinedToNext ? `${current} ${previous.joinedToNext} ${first}` : first;
    return run.joinedToNext === null && current !== first ? current : null;
  });
  return { runs, pieces, joined };
}

function collector(): {
  out: Fragment[];
  add: (text: string, index: number, role: Fragment['role'], listSize?: number) => void;
} {
  const out: Fragment[] = [];
  const seen = new Set<string>();
  const add = (fragmentText: string, index: number, role: Fragment['role'], listSize = 1): void => {
    const t = fragmentText.trim();
    if (t === '' || !HAS_VALUE.test(t) || seen.has(t)) return;
    seen.add(t);
    out.push({ text: t, numberKey: numberKey(t), run: index, role, listSize });
  };
  return { out, add };
}

/**
 * Every piece of maths in a text that could state an answer: each run of maths as a whole, each item of
 * a list in it, each side of an `=` chain, and runs joined by "or"/"and". Deduplicated, in text order.
 */
export function mathFragments(text: string): Fragment[] {
  const { runs, pieces, joined } = analyse(text);
  const { out, add } = collector();
  runs.forEach((_, index) => {
    for (const { whole, items } of pieces[index] ?? []) {
      if (items.length > 1) add(whole, index, 'run', items.length);
      for (const item of items) {
        add(item.text, index, items.length > 1 ? 'item' : 'run', items.length);
        for (const side of item.sides) add(side, index, 'side');
        for (const quantity of item.quantities) add(quantity, index, 'quantity');
      }
    }
    const together = joined[index];
    if (together) add(together, index, 'joined');
  });
  return out;
}

/**
 * The last stated result of a text: its last run of maths (in each reading) as a whole, the last item of
 * it, and the last side of that item (`877.5` of "S = 32.5 · 27 = 877.5"); with the runs joined to it.
 */
export function finalFragments(text: string): Fragment[] {
  const { runs, pieces, joined } = analyse(text);
  const { out, add } = collector();
  for (let index = runs.length - 1; index >= 0; index -= 1) {
    for (const { whole, items } of pieces[index] ?? []) {
      const last = items[items.length - 1];
      add(whole, index, 'run', items.length);
      if (last) add(last.text, index, items.length > 1 ? 'item' : 'run', items.length);
      const side = last?.sides[last.sides.length - 1];
      if (side) add(side, index, 'side');
      const quantity = last?.quantities[last.quantities.length - 1];
      if (quantity) add(quantity, index, 'quantity');
    }
    const together = joined[index];
    if (together) add(together, index, 'joined');
    if (out.length > 0) return out;
  }
  return out;
}

/**
 * Keys of every number written in a text (the givens of a question): each integer or decimal, each
 * fraction as written (`6/8`, not 3/4), and a number with its attached minus also with the sign.
 */
export function numberKeysOf(text: string): Set<string> {
  const keys = new Set<string>();
  if (typeof text !== 'string') return keys;
  for (const run of runsOf(tokenize(text))) {
    for (const reading of readings(run.tokens)) {
      const pattern = /([-−–]?)(\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?/g;
      for (const m of reading.matchAll(pattern)) {
        const a = canonicalDecimal(m[2] as string);
        const signs = m[1] ? ['', '-'] : [''];
        for (const sign of signs) {
          keys.add(`${sign}${a}`);
          if (m[3]) {
            const b = canonicalDecimal(m[3]);
            keys.add(`${sign}${a}/${b}`);
            keys.add(b);
          }
        }
      }
    }
  }
  return keys;
}
