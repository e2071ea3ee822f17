import { bitLength, toNumber } from '../numbers/rational.ts';
import { AnswerError, type Node, type ParseResult } from './ast.ts';
import { latexToText } from './latex.ts';
import { normalizeText } from './normalize.ts';
import { MAX_DEPTH, parseTokens } from './parser.ts';

export const MAX_TEXT_LENGTH = 1000;
/** MathLive's LaTeX spells the same answer out about twice as long as typing does. */
export const MAX_LATEX_LENGTH = 2000;
/** Constant powers whose value has more decimal digits than this are refused as too complex. */
export const MAX_DIGITS = 100_000;

export type ParseOptions = {
  format?: 'text' | 'latex';
  /** Read "1,5" as 1.5. Without it, commas separate items unless a semicolon is present. */
  decimalComma?: boolean;
};

/**
 * "No solution" in words, matched after lower-casing and dropping diacritics (students often type without
 * them: "sprendiniu nera").
 */
const NO_SOLUTION = new RegExp(
  [
    '^(?:',
    [
      '(?:the equation )?(?:has )?no (?:real )?(?:solutions?|roots?|answers?)',
      'none',
      'there (?:is|are) no (?:real )?(?:solutions?|roots?)',
      '(?:the )?empty set',
      '(?:lygtis )?(?:sprendiniu|saknu) (?:nera|neturi)',
      '(?:lygtis )?(?:nera|neturi) (?:sprendiniu|saknu)',
      'sprendiniu aibe tuscia',
      'tuscioji aibe',
      'tuscia aibe',
    ].join('|'),
    ')$',
  ].join(''),
);

/** "All real numbers" in words (and "x – bet koks skaičius"): read as ℝ, the sym R the solution readers know. */
const ALL_REALS = new RegExp(
  [
    '^(?:(?:x|sprendinys|sprendiniai) ?(?:-|is|yra|can be|gali buti|=|in)? ?)?(?:',
    [
      '(?:visi|bet koks|bet kuris|any|all|every) (?:realieji |realusis |real )?(?:skaiciai|skaicius|numbers?|reals?)',
      '(?:the )?set of (?:all )?real numbers',
      'realiuju skaiciu aibe',
      'infinitely many(?: solutions| roots)?',
      'infinite(?:ly many)? (?:number of )?solutions',
      '(?:lygtis turi )?be ?galo daug sprendiniu',
    ].join('|'),
    ')$',
  ].join(''),
);

/** Reads an answer as text or MathLive LaTeX; refuses oversized input before doing any work. Never throws. */
export function parseAnswer(input: string, options: ParseOptions = {}): ParseResult {
  try {
    return { ok: true, ...parseOrThrow(input, options) };
  } catch (e) {
    if (e instanceof AnswerError) return { ok: false, error: { kind: e.kind, message: e.message } };
    return { ok: false, error: { kind: 'parse_error', message: 'the answer could not be read' } };
  }
}

function parseOrThrow(input: string, options: ParseOptions): { node: Node; text: string } {
  const latex = options.format === 'latex';
  if (typeof input !== 'string') throw new AnswerError('parse_error', 'the answer is not text');
  const limit = latex ? MAX_LATEX_LENGTH : MAX_TEXT_LENGTH;
  if (input.length > limit)
    throw new AnswerError('too_long', `the answer is longer than ${limit} characters`);
  if (input.trim() === '') throw new AnswerError('empty', 'the answer is empty');
  checkNesting(input);
  let text = latex ? latexToText(input) : input;
  text = normalizeText(text);
  if (text === '') throw new AnswerError('empty', 'the answer is empty');
  const words = plainWords(text);
  if (NO_SOLUTION.test(words)) return { node: { type: 'nosolution' }, text };
  if (ALL_REALS.test(words)) return { node: { type: 'sym', name: 'R' }, text };
  text = withoutFullStop(text);
  const hasSemicolon = text.includes(';');
  const node = parseTokens(text, {
    decimalComma: options.decimalComma === true || hasSemicolon,
    scalar: options.decimalComma === true,
  });
  checkComplexity(node);
  return { node, text };
}

/** Lower case, without diacritics, dashes or a final full stop: how an answer in words is compared. */
function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*\.$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "x = 3." and "12." end a sentence; a full stop after a digit or bracket is not a decimal point. */
export function withoutFullStop(text: string): string {
  return /[\d)\]}a-zA-Z%'] ?\.$/.test(text) ? text.replace(/ ?\.$/, '') : text;
}

function checkNesting(input: string): void {
  let depth = 0;
  for (let i = 0; i < input.length; i += 1) {
    const c = input.charCodeAt(i);
    // ( [ { and ) ] }
    if (c === 40 || c === 91 || c === 123) {
      depth += 1;
      if (depth > MAX_DEPTH) throw new AnswerError('too_deep', 'the answer is nested too deeply');
    } else if (c === 41 || c === 93 || c === 125) depth = Math.max(0, depth - 1);
  }
}

/** Rough size of a constant: log10 of its magnitude, or null when it depends on a variable. */
function magnitude(node: Node): number | null {
  switch (node.type) {
    case 'num': {
      // 1e309 and 400-digit integers overflow a double: estimate their size from the digits instead.
      const x = Math.abs(toNumber(node.value));
      if (Number.isFinite(x)) return Math.log10(Math.max(x, 1e-300));
      return (bitLength(node.value.n) - bitLength(node.value.d)) * Math.log10(2);
    }
    case 'mixed':
      return Math.log10(Number(node.whole) + 1);
    case 'const':
      return node.name === 'inf' ? null : 0.5;
    case 'neg':
    case 'paren':
    case 'percent':
    case 'degree':
      return magnitude(node.arg);
    case 'add':
    case 'sub': {
      const a = magnitude(node.left);
      const b = magnitude(node.right);
      return a === null || b === null ? null : Math.max(a, b) + 0.31;
    }
    case 'mul': {
      const a = magnitude(node.left);
      const b = magnitude(node.right);
      return a === null || b === null ? null : a + b;
    }
    case 'div': {
      const a = magnitude(node.left);
      const b = magnitude(node.right);
      return a === null || b === null ? null : a - b;
    }
    case 'pow': {
      const base = magnitude(node.left);
      const exp = magnitude(node.right);
      if (base === null || exp === null) return null;
      if (exp > 15) return base > 0.01 || base < -0.01 ? Number.POSITIVE_INFINITY : 0;
      return Math.abs(base) * 10 ** exp;
    }
    case 'factorial': {
      const a = magnitude(node.arg);
      if (a === null) return null;
      const n = 10 ** a;
      return n > 1e6 ? Number.POSITIVE_INFINITY : n * Math.log10(Math.max(n, 2));
    }
    case 'call':
      return node.args.length === 1 && node.args[0] ? magnitude(node.args[0]) : null;
    default:
      return null;
  }
}

function checkComplexity(node: Node): void {
  const visit = (n: Node): void => {
    if (n.type === 'pow' || n.type === 'factorial') {
      const m = magnitude(n);
      if (m !== null && m > MAX_DIGITS)
        throw new AnswerError('too_complex', 'the answer is too large to work with');
    }
    for (const child of children(n)) visit(child);
  };
  visit(node);
}

export function children(n: Node): Node[] {
  switch (n.type) {
    case 'neg':
    case 'paren':
    case 'percent':
    case 'degree':
    case 'factorial':
      return [n.arg];
    case 'pm':
      return n.left ? [n.left, n.right] : [n.right];
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
    case 'pow':
      return [n.left, n.right];
    case 'call':
      return n.args;
    case 'rel':
      return n.args;
    case 'list':
    case 'set':
    case 'tuple':
    case 'union':
      return n.items;
    case 'unit':
      return [n.value];
    default:
      return [];
  }
}
