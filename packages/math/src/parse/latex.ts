import { AnswerError } from './ast.ts';

/** Commands MathLive emits, rewritten into the plain-text grammar. */
const SIMPLE: Record<string, string> = {
  le: '<=',
  leq: '<=',
  leqslant: '<=',
  ge: '>=',
  geq: '>=',
  geqslant: '>=',
  lt: '<',
  gt: '>',
  ne: '!=',
  neq: '!=',
  infty: ' inf ',
  infin: ' inf ',
  pi: ' pi ',
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  pm: '±',
  mp: '±',
  in: ' in ',
  cup: ' U ',
  emptyset: '{}',
  varnothing: '{}',
  R: 'R',
  Z: 'Z',
  N: 'N',
  Q: 'Q',
  lbrace: '{',
  rbrace: '}',
  '{': '{',
  '}': '}',
  lbrack: '[',
  rbrack: ']',
  lparen: '(',
  rparen: ')',
  vert: '|',
  lvert: '|',
  rvert: '|',
  mid: '|',
  '%': '%',
  circ: ' deg ',
  degree: ' deg ',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  ' ': ' ',
  quad: ' ',
  qquad: ' ',
  land: ' and ',
  lor: ' or ',
  wedge: ' and ',
  vee: ' or ',
  sin: ' sin ',
  cos: ' cos ',
  tan: ' tan ',
  tg: ' tan ',
  cot: ' cot ',
  ctg: ' cot ',
  sec: ' sec ',
  csc: ' csc ',
  ln: ' ln ',
  log: ' log ',
  lg: ' lg ',
  exp: ' exp ',
  arcsin: ' arcsin ',
  arccos: ' arccos ',
  arctan: ' arctan ',
  displaystyle: '',
  textstyle: '',
  '>': ' ',
  enspace: ' ',
  thinspace: ' ',
  exponentialE: ' e ',
};

const FRACS = new Set(['frac', 'dfrac', 'tfrac', 'cfrac']);
const BINOMS = new Set(['binom', 'dbinom', 'tbinom']);
const TEXTS = new Set([
  'text',
  'mathrm',
  'textrm',
  'operatorname',
  'mathit',
  'textit',
  'mathbf',
  'mathbb',
  'textup',
  'mathup',
]);
/** Size commands before a delimiter; they change nothing in the meaning. */
const DELIMITER_SIZES = new Set(['left', 'right', 'bigl', 'bigr', 'Bigl', 'Bigr', 'big', 'Big', 'middle']);

/** Converts MathLive LaTeX to the text grammar, keeping the student's form (fractions stay fractions). */
export function latexToText(latex: string): string {
  // x_{1,2} = 1 ± √5 (both roots at once, as Lithuanian schools write it): one name, x_12.
  const conv = new LatexConverter(latex.replace(/_\{\s*(\d)\s*[,;]\s*(\d)\s*\}/g, '_$1$2'));
  return conv.run();
}

class LatexConverter {
  private i = 0;
  constructor(private readonly s: string) {}

  run(): string {
    const out = this.until(null);
    return out;
  }

  /** Read until the closing brace (or the end when `close` is null). */
  private until(close: '}' | ']' | null): string {
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i] as string;
      if (c === close) {
        this.i += 1;
        return out;
      }
      if (c === '}' || (close === ']' && c === ']'))
        throw new AnswerError('parse_error', 'unbalanced braces');
      out += this.piece(out);
    }
    if (close !== null) throw new AnswerError('parse_error', 'a LaTeX group is not closed');
    return out;
  }

  /** One argument of a command: a braced group or a single character/command. */
  private arg(): string {
    while (this.s[this.i] === ' ') this.i += 1;
    const c = this.s[this.i];
    if (c === undefined) throw new AnswerError('parse_error', 'a LaTeX command is missing its argument');
    if (c === '{') {
      this.i += 1;
      const inner = this.until('}');
      if (inner.trim() === '') throw new AnswerError('parse_error', 'an empty LaTeX argument');
      return inner;
    }
    if (c === '\\') return this.piece('');
    this.i += 1;
    return c;
  }

  /** The signed digits right after a scientific-notation e, as "e-3", consumed; null when none follow. */
  private exponent(): string | null {
    const m = /^\s*(?:\{\s*([+-]?)\s*(\d+)\s*\}|([+-]?)(\d+))/.exec(this.s.slice(this.i));
    if (!m) return null;
    this.i += m[0].length;
    return `e${m[1] ?? m[3] ?? ''}${m[2] ?? m[4]}`;
  }

  private piece(before: string): string {
    const c = this.s[this.i] as string;
    if (c === '{') {
      this.i += 1;
      const inner = this.until('}');
      // MathLive writes the decimal comma as {,}.
      if (inner === ',') return '.';
      return inner.trim() === '' ? '' : `(${inner})`;
    }
    if (c === '^') {
      this.i += 1;
      const a = this.arg();
      if (a.trim() === 'deg') return ' deg ';
      return /^\s*\d\s*$/.test(a) || /^[A-Za-z]$/.test(a) ? `^${a.trim()}` : `^(${a})`;
    }
    if (c === '_') {
      this.i += 1;
      const a = this.arg().trim();
      // \log_{x+1} and C_{n+1}^{2}: the parser reads a bracketed index after log and C.
      return /^[A-Za-z0-9]+$/.test(a) ? `_${a}` : `_(${a})`;
    }
    if (c === '&') {
      this.i += 1;
      return '';
    }
    if (c !== '\\') {
      this.i += 1;
      return c;
    }
    // A command.
    const m = /^\\([A-Za-z]+|.)/.exec(this.s.slice(this.i));
    if (!m) throw new AnswerError('parse_error', 'a lone backslash');
    const name = m[1] as string;
    this.i += m[0].length;
    if (name === '\\') return '; ';
    if (DELIMITER_SIZES.has(name)) {
      const d = /^\s*(\\[A-Za-z]+|\\.|[^\s\\])/.exec(this.s.slice(this.i));
      if (!d) throw new AnswerError('parse_error', `\\${name} without a delimiter`);
      this.i += d[0].length;
      const del = (d[1] as string).replace(/^\\/, '');
      if (del === '.') return '';
      return SIMPLE[del] ?? del;
    }
    if (FRACS.has(name)) {
      const num = this.arg();
      const den = this.arg();
      if (/^\d+$/.test(num.trim()) && /^\d+$/.test(den.trim())) {
        // 1\frac{1}{2} is MathLive's mixed number.
        if (/\d\s*$/.test(before)) return ` ${num.trim()}/${den.trim()}`;
        return `(${num.trim()}/${den.trim()})`;
      }
      return `((${num})/(${den}))`;
    }
    if (BINOMS.has(name)) {
      const n = this.arg();
      const k = this.arg();
      const group = (x: string) => (/[,;]/.test(x) ? `(${x})` : x.trim());
      return ` binom(${group(n)},${group(k)})`;
    }
    if (name === 'sqrt') {
      let index: string | null = null;
      if (this.s[this.i] === '[') {
        this.i += 1;
        index = this.until(']');
      }
      const a = this.arg();
      return index === null ? ` sqrt(${a})` : `((${a})^(1/(${index})))`;
    }
    if (TEXTS.has(name)) {
      const a = this.arg();
      // 1\mathrm{e}3, 1\mathrm{e}{-3}: scientific notation; anywhere else \mathrm{e} is Euler's e.
      const exponent = /^[eE]$/.test(a.trim()) && /\d$/.test(before) ? this.exponent() : null;
      return exponent ?? ` ${a} `;
    }
    if (name === 'begin' || name === 'end') {
      this.arg();
      return name === 'begin' ? '' : '';
    }
    if (name === 'placeholder') throw new AnswerError('parse_error', 'the answer has an empty box');
    const simple = SIMPLE[name];
    if (simple !== undefined) return simple;
    throw new AnswerError('parse_error', `unknown LaTeX command \\${name}`);
  }
}
