import { div, mul, parseDecimal, parsePeriodic, type Rational, rational } from '../numbers/rational.ts';
import { AnswerError, type NumberNotation } from './ast.ts';

export type Token =
  | { t: 'num'; raw: string; value: Rational; notation: NumberNotation; space: boolean }
  | { t: 'id'; v: string; space: boolean }
  | { t: 'op'; v: string; space: boolean }
  | { t: 'eof'; space: boolean };

/** Function names a student may type; anything else made of letters is a product of one-letter variables. */
export const FUNCTIONS = new Set([
  'sqrt',
  'cbrt',
  'sin',
  'cos',
  'tan',
  'tg',
  'cot',
  'ctg',
  'sec',
  'csc',
  'ln',
  'log',
  'lg',
  'exp',
  'abs',
  'arcsin',
  'arccos',
  'arctan',
  'arctg',
  'binom',
  'nCr',
]);
const NAMES = [...FUNCTIONS, 'pi', 'infinity', 'infty', 'inf'].sort((a, b) => b.length - a.length);
/** Words that are whole tokens only when typed alone. */
export const KEYWORDS = new Set(['or', 'and', 'arba', 'ir', 'in', 'deg', 'U']);

const OPS2 = ['<=', '>=', '!=', '=<', '=>', '**'];
const OPS1 = '+-*/^()[]{},;=<>!|%±';

/** Words whose subscript is an expression the parser reads (log_3 27, C_n^2), not part of a name. */
const SUBSCRIPTED = new Set(['log', 'C']);

/** Functions of two arguments: inside their parentheses a comma separates the arguments, log(2,5) ≠ log(2.5). */
const ARGUMENT_LISTS = new Set(['log', 'binom', 'nCr']);

export type LexOptions = {
  decimalComma: boolean;
  /** The answer is one value: C(n, k) can only be a binomial coefficient, not a point named C. */
  scalar?: boolean;
};

export function lex(text: string, options: LexOptions): Token[] {
  const tokens: Token[] = [];
  // For each open bracket: does a comma inside it separate function arguments?
  const argumentLists: boolean[] = [];
  let i = 0;
  let space = false;
  const n = text.length;
  while (i < n) {
    const c = text[i] as string;
    if (c === ' ') {
      space = true;
      i += 1;
      continue;
    }
    if (/[0-9.]/.test(c)) {
      const decimalComma = options.decimalComma && argumentLists[argumentLists.length - 1] !== true;
      i = lexNumber(text, i, { decimalComma }, tokens, space);
      space = false;
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      i = lexWord(text, i, tokens, space);
      space = false;
      continue;
    }
    if (c === '_' && isSubscripted(tokens[tokens.length - 1])) {
      // "\log_3 27" arrives from LaTeX as "log _3 27".
      tokens.push({ t: 'op', v: '_', space: false });
      i += 1;
      space = false;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      argumentLists.push(c === '(' && opensArgumentList(tokens[tokens.length - 1], options));
    } else if (c === ')' || c === ']' || c === '}') argumentLists.pop();
    const two = text.slice(i, i + 2);
    if (OPS2.includes(two)) {
      const v = two === '=<' ? '<=' : two === '=>' ? '>=' : two === '**' ? '^' : two;
      tokens.push({ t: 'op', v, space });
      i += 2;
      space = false;
      continue;
    }
    if (OPS1.includes(c)) {
      tokens.push({ t: 'op', v: c, space });
      i += 1;
      space = false;
      continue;
    }
    throw new AnswerError('parse_error', `unexpected character "${c}"`);
  }
  tokens.push({ t: 'eof', space });
  return tokens;
}

function isSubscripted(token: Token | undefined): boolean {
  return token?.t === 'id' && SUBSCRIPTED.has(token.v);
}

function opensArgumentList(before: Token | undefined, options: LexOptions): boolean {
  if (before?.t !== 'id') return false;
  return ARGUMENT_LISTS.has(before.v) || (before.v === 'C' && options.scalar === true);
}

function lexNumber(text: string, start: number, options: LexOptions, out: Token[], space: boolean): number {
  let i = start;
  let intPart = '';
  while (i < text.length && /\d/.test(text[i] as string)) intPart += text[i++];
  // Thousands groups separated by spaces: "1 000 000" (a group is exactly three digits).
  if (intPart.length > 0 && intPart.length <= 3) {
    for (;;) {
      const m = /^ (\d{3})(?![\d/.,^])/.exec(text.slice(i, i + 6));
      if (!m) break;
      intPart += m[1];
      i += 4;
    }
  }
  const sep = text[i];
  const next = text[i + 1] ?? '';
  const periodicAhead = /^[.,]\d*\(\d+\)/.exec(text.slice(i));
  let notation: NumberNotation = 'integer';
  let raw = intPart;
  let value: Rational | null = null;
  if (periodicAhead && intPart !== '') {
    const m = /^[.,](\d*)\((\d+)\)/.exec(text.slice(i)) as RegExpExecArray;
    const fixed = m[1] ?? '';
    const period = m[2] ?? '';
    i += m[0].length;
    notation = 'periodic';
    raw = `${intPart}.${fixed}(${period})`;
    value = parsePeriodic(intPart, fixed, period);
  } else if ((sep === '.' || (sep === ',' && options.decimalComma && intPart !== '')) && /\d/.test(next)) {
    i += 1;
    let frac = '';
    while (i < text.length && /\d/.test(text[i] as string)) frac += text[i++];
    notation = 'decimal';
    raw = `${intPart || '0'}.${frac}`;
    value = parseDecimal(raw);
    if (text[i] === '.' || (text[i] === ',' && options.decimalComma && /\d/.test(text[i + 1] ?? ''))) {
      throw new AnswerError('parse_error', 'a number has two decimal separators');
    }
  } else {
    if (intPart === '') throw new AnswerError('parse_error', 'a decimal point without digits');
    value = parseDecimal(intPart);
  }
  if (value === null) throw new AnswerError('parse_error', 'malformed number');
  const exponent = notation === 'periodic' ? null : SCIENTIFIC_EXPONENT.exec(text.slice(i));
  if (exponent) {
    i += exponent[0].length;
    const sign = exponent[1] === '-' ? -1 : 1;
    const digits = (exponent[2] as string).replace(/^0+(?=\d)/, '');
    raw = `${raw}e${sign < 0 ? '-' : ''}${digits}`;
    value = scaleByPowerOfTen(value, sign * Number(digits));
    notation = 'scientific';
  }
  out.push({ t: 'num', raw, value, notation, space });
  return i;
}

/** "1e3", "1.5E-3", "2e+5": digits, e or E, an optional sign and digits. "2e", "2e-x", "3e*x" keep Euler's e. */
const SCIENTIFIC_EXPONENT = /^[eE]([+-]?)(\d+)/;

/** Exponents beyond this are refused before any digit is built (the same bound as constant powers). */
const MAX_EXPONENT = 100_000;

/** value · 10^exponent, refusing exponents too large to build. */
export function scaleByPowerOfTen(value: Rational, exponent: number): Rational {
  if (exponent > MAX_EXPONENT) throw new AnswerError('too_large', 'the number is too large');
  if (exponent < -MAX_EXPONENT) throw new AnswerError('too_complex', 'the number has too many digits');
  const scale = rational(10n ** BigInt(Math.abs(exponent)));
  return exponent >= 0 ? mul(value, scale) : (div(value, scale) as Rational);
}

function lexWord(text: string, start: number, out: Token[], space: boolean): number {
  let i = start;
  let word = '';
  while (i < text.length && /[A-Za-z]/.test(text[i] as string)) word += text[i++];
  const parts = splitWord(word);
  if (text[i] === '_' && (parts[parts.length - 1] === 'log' || word === 'C')) {
    parts.forEach((part, k) => {
      out.push({ t: 'id', v: part, space: k === 0 ? space : false });
    });
    return i;
  }
  // An index written without underscore is only read as such right before "=": x1=3, x2=-1.
  const indexed = /^(\d+) ?=(?!=)/.exec(text.slice(i));
  let subscript = '';
  if (text[i] === '_') {
    const m = /^_(\(([A-Za-z0-9]+)\)|\{([A-Za-z0-9]+)\}|[A-Za-z0-9]+)/.exec(text.slice(i));
    if (!m) throw new AnswerError('parse_error', 'an underscore without an index');
    subscript = m[2] ?? m[3] ?? m[1] ?? '';
    i += m[0].length;
  } else if (indexed && word.length === 1) {
    subscript = indexed[1] ?? '';
    i += subscript.length;
  }
  let primes = '';
  while (text[i] === "'") {
    primes += "'";
    i += 1;
  }
  parts.forEach((part, k) => {
    const last = k === parts.length - 1;
    const name = last ? part + (subscript ? `_${subscript}` : '') + primes : part;
    out.push({ t: 'id', v: name, space: k === 0 ? space : false });
  });
  return i;
}

function splitWord(word: string): string[] {
  if (KEYWORDS.has(word) || FUNCTIONS.has(word) || NAMES.includes(word)) return [word];
  const lower = word.toLowerCase();
  if (lower === 'pi' || lower === 'inf' || lower === 'infinity') return [lower];
  const parts: string[] = [];
  let i = 0;
  while (i < word.length) {
    const known = NAMES.find((name) => word.startsWith(name, i));
    if (known) {
      parts.push(known);
      i += known.length;
    } else {
      parts.push(word[i] as string);
      i += 1;
    }
  }
  return parts;
}
