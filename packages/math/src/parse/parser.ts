import { AnswerError, type ListSeparator, type Node, type RelOp, unparen } from './ast.ts';
import { FUNCTIONS, KEYWORDS, type LexOptions, lex, scaleByPowerOfTen, type Token } from './lexer.ts';

export const MAX_DEPTH = 100;

const REL_OPS = new Set(['=', '<', '>', '<=', '>=', '!=']);

/** Other spellings of the same function: tg x is tan x, nCr(n, k) is binom(n, k). */
const FUNCTION_ALIASES: Record<string, string> = { tg: 'tan', ctg: 'cot', arctg: 'arctan', nCr: 'binom' };

/** sin^(-1) x is arcsin x in English schools; for other functions ^(-1) stays a power. */
const INVERSES: Record<string, string> = { sin: 'arcsin', cos: 'arccos', tan: 'arctan' };

const ALL_REALS: Node = { type: 'sym', name: 'R' };

/** Recursive descent over the token list; every recursion counts toward the nesting limit. */
class Parser {
  private pos = 0;
  private depth = 0;
  private absDepth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly scalar: boolean,
  ) {}

  private peek(k = 0): Token {
    return this.tokens[Math.min(this.pos + k, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const t = this.peek();
    this.pos += 1;
    return t;
  }

  private isOp(v: string, k = 0): boolean {
    const t = this.peek(k);
    return t.t === 'op' && t.v === v;
  }

  private isWord(v: string, k = 0): boolean {
    const t = this.peek(k);
    return t.t === 'id' && t.v === v;
  }

  private expectOp(v: string): void {
    if (!this.isOp(v)) throw new AnswerError('parse_error', `expected "${v}"`);
    this.pos += 1;
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw new AnswerError('too_deep', 'the answer is nested too deeply');
  }

  parseAll(): Node {
    if (this.peek().t === 'eof') throw new AnswerError('empty', 'the answer is empty');
    const node = this.parseList(true);
    if (this.peek().t !== 'eof') throw new AnswerError('parse_error', unexpected(this.peek()));
    return wholeLineAsAllReals(node);
  }

  /** Items separated by , ; — and by or/and where `logic` allows (the top level and inside parentheses). */
  private parseList(logic: boolean): Node {
    const items = [this.parseRel()];
    const seps: ListSeparator[] = [];
    for (;;) {
      const t = this.peek();
      let sep: ListSeparator | null = null;
      if (t.t === 'op' && (t.v === ',' || t.v === ';')) sep = t.v;
      else if (logic && t.t === 'id' && (t.v === 'or' || t.v === 'arba')) sep = 'or';
      else if (logic && t.t === 'id' && (t.v === 'and' || t.v === 'ir')) sep = 'and';
      if (!sep) break;
      this.pos += 1;
      // A trailing separator ("1; 2;") is harmless.
      if (this.peek().t === 'eof' || this.isOp(')') || this.isOp(']') || this.isOp('}')) break;
      seps.push(sep);
      items.push(this.parseRel());
    }
    return items.length === 1 ? (items[0] as Node) : groupConjunctions(items, seps);
  }

  private parseRel(): Node {
    const first = this.parseUnion();
    const ops: RelOp[] = [];
    const args = [first];
    for (;;) {
      const t = this.peek();
      if (t.t === 'op' && REL_OPS.has(t.v)) ops.push(t.v as RelOp);
      else if (t.t === 'id' && t.v === 'in') ops.push('in');
      else break;
      this.pos += 1;
      if (this.peek().t === 'eof') throw new AnswerError('parse_error', 'a relation without a right side');
      args.push(this.parseUnion());
    }
    return ops.length === 0 ? first : { type: 'rel', ops, args };
  }

  private parseUnion(): Node {
    const items = [this.parseSum()];
    while (this.isWord('U')) {
      this.pos += 1;
      items.push(this.parseSum());
    }
    return items.length === 1 ? (items[0] as Node) : { type: 'union', items };
  }

  private parseSum(): Node {
    let left = this.parseTerm();
    for (;;) {
      const t = this.peek();
      if (t.t !== 'op' || (t.v !== '+' && t.v !== '-' && t.v !== '±')) break;
      this.pos += 1;
      const right = this.parseTerm();
      if (t.v === '±') left = { type: 'pm', left, right, minusFirst: false };
      else left = { type: t.v === '+' ? 'add' : 'sub', left, right };
    }
    return left;
  }

  private startsPrimary(t: Token): boolean {
    if (t.t === 'num') return true;
    if (t.t === 'id') return !KEYWORDS.has(t.v);
    if (t.t === 'op') return t.v === '(' || (t.v === '|' && this.absDepth === 0);
    return false;
  }

  private parseTerm(): Node {
    let left = this.parseUnary();
    for (;;) {
      const t = this.peek();
      if (t.t === 'op' && (t.v === '*' || t.v === '/')) {
        this.pos += 1;
        const right = this.parseUnary();
        if (t.v === '/') left = { type: 'div', left, right };
        else left = scientificNumber(left, right) ?? { type: 'mul', left, right, implicit: false };
      } else if (this.startsPrimary(t)) {
        if (t.t === 'num' && endsWithNumber(left)) {
          throw new AnswerError('parse_error', 'two numbers without an operator between them');
        }
        const right = this.parsePower();
        left = { type: 'mul', left, right, implicit: true };
      } else break;
    }
    return left;
  }

  private parseUnary(): Node {
    const t = this.peek();
    if (t.t === 'op' && (t.v === '-' || t.v === '+' || t.v === '±')) {
      this.pos += 1;
      this.enter();
      const arg = this.parseUnary();
      this.depth -= 1;
      if (t.v === '-') return { type: 'neg', arg };
      if (t.v === '±') return { type: 'pm', left: null, right: arg, minusFirst: false };
      return arg;
    }
    return this.parsePower();
  }

  private parsePower(): Node {
    const base = this.parsePostfix();
    if (this.isOp('^')) {
      this.pos += 1;
      if (this.peek().t === 'eof') throw new AnswerError('parse_error', 'an exponent is missing');
      this.enter();
      const exponent = this.parseUnary();
      this.depth -= 1;
      return this.parsePostfixOps({ type: 'pow', left: base, right: exponent });
    }
    return base;
  }

  private parsePostfix(): Node {
    return this.parsePostfixOps(this.parsePrimary());
  }

  private parsePostfixOps(node: Node): Node {
    let n = node;
    for (;;) {
      if (this.isOp('%')) {
        this.pos += 1;
        n = { type: 'percent', arg: n };
      } else if (this.isOp('!') && !this.isOp('=', 1)) {
        this.pos += 1;
        n = { type: 'factorial', arg: n };
      } else if (this.isWord('deg')) {
        this.pos += 1;
        n = { type: 'degree', arg: n };
      } else return n;
    }
  }

  private parsePrimary(): Node {
    const t = this.next();
    if (t.t === 'num') {
      const mixed = this.tryMixed(t);
      if (mixed) return mixed;
      return { type: 'num', value: t.value, raw: t.raw, notation: t.notation };
    }
    if (t.t === 'id') return this.parseIdentifier(t.v);
    if (t.t === 'op') {
      if (t.v === '(' || t.v === '[') return this.parseBracket(t.v);
      if (t.v === '{') return this.parseSet();
      if (t.v === '|') {
        this.enter();
        this.absDepth += 1;
        const arg = this.parseSum();
        this.absDepth -= 1;
        this.expectOp('|');
        this.depth -= 1;
        return { type: 'call', fn: 'abs', args: [arg] };
      }
    }
    throw new AnswerError('parse_error', t.t === 'eof' ? 'the answer ends too early' : unexpected(t));
  }

  /** "1 1/2": an integer, a space, then integer/integer is a mixed number, not a product. */
  private tryMixed(t: Token & { t: 'num' }): Node | null {
    const a = this.peek();
    const slash = this.peek(1);
    const b = this.peek(2);
    const after = this.peek(3);
    if (
      t.notation === 'integer' &&
      a.t === 'num' &&
      a.notation === 'integer' &&
      a.space &&
      slash.t === 'op' &&
      slash.v === '/' &&
      b.t === 'num' &&
      b.notation === 'integer' &&
      !(after.t === 'op' && after.v === '^') &&
      after.t !== 'num'
    ) {
      this.pos += 3;
      return { type: 'mixed', whole: t.value.n, num: a.value.n, den: b.value.n };
    }
    return null;
  }

  private parseIdentifier(name: string): Node {
    if (name === 'pi' || name === 'e') return { type: 'const', name };
    if (name === 'inf' || name === 'infty' || name === 'infinity') return { type: 'const', name: 'inf' };
    if (KEYWORDS.has(name)) throw new AnswerError('parse_error', `unexpected word "${name}"`);
    if (FUNCTIONS.has(name)) return this.parseFunction(name);
    if (name === 'C' && this.isOp('_')) return this.parseCombination();
    if (name === 'C' && this.scalar && this.isOp('(')) return this.tryBinomialCall() ?? { type: 'sym', name };
    return { type: 'sym', name };
  }

  /** sin x, sin(x), sin^2 x = (sin x)², sin^(-1) x = arcsin x, log_3 27 and log_{3}(27) = log(3, 27). */
  private parseFunction(name: string): Node {
    let fn = FUNCTION_ALIASES[name] ?? name;
    this.enter();
    const base = fn === 'log' && this.isOp('_') ? this.parseScript() : null;
    let exponent = this.isOp('^') ? this.parseScript() : null;
    const inverse = INVERSES[fn];
    if (exponent && inverse && isMinusOne(exponent)) {
      fn = inverse;
      exponent = null;
    }
    const parenthesised = this.isOp('(');
    const args = parenthesised ? this.parseArguments() : [this.parseBareArgument(name)];
    this.depth -= 1;
    if (base) {
      if (args.length !== 1)
        throw new AnswerError('parse_error', 'a logarithm with a base takes one argument');
      args.unshift(base);
    }
    if (fn === 'binom' && args.length !== 2) {
      throw new AnswerError('parse_error', 'a binomial coefficient needs two numbers: binom(n, k)');
    }
    const call: Node = { type: 'call', fn, args };
    const node: Node = exponent ? { type: 'pow', left: call, right: exponent } : call;
    return parenthesised ? this.parsePostfixOps(node) : node;
  }

  private parseArguments(): Node[] {
    this.expectOp('(');
    const inner = this.parseList(false);
    this.expectOp(')');
    return inner.type === 'list' ? inner.items : [inner];
  }

  /** "cos x", "sqrt 2", "sin 2x": without parentheses the argument is the next product of factors. */
  private parseBareArgument(name: string): Node {
    if (!this.startsPrimary(this.peek())) throw new AnswerError('parse_error', `"${name}" needs an argument`);
    let arg = this.parsePower();
    for (;;) {
      const t = this.peek();
      if (!this.startsPrimary(t) || t.t === 'num' || t.space || (t.t === 'id' && FUNCTIONS.has(t.v))) break;
      arg = { type: 'mul', left: arg, right: this.parsePower(), implicit: true };
    }
    return arg;
  }

  /** What follows _ or ^ after a function or C: a number, a letter, -1, or a group in ( ) or { }. */
  private parseScript(): Node {
    this.pos += 1;
    this.enter();
    const t = this.next();
    let node: Node;
    if (t.t === 'op' && (t.v === '(' || t.v === '{')) {
      node = this.parseSum();
      this.expectOp(t.v === '(' ? ')' : '}');
    } else if (t.t === 'op' && t.v === '-' && this.peek().t === 'num') {
      node = { type: 'neg', arg: this.numberNode(this.next()) };
    } else if (t.t === 'num') node = this.numberNode(t);
    else if (t.t === 'id' && !FUNCTIONS.has(t.v) && !KEYWORDS.has(t.v) && t.v !== 'C') {
      node = this.parseIdentifier(t.v);
    } else throw new AnswerError('parse_error', 'an index or exponent is missing');
    this.depth -= 1;
    return node;
  }

  private numberNode(t: Token): Node {
    if (t.t !== 'num') throw new AnswerError('parse_error', unexpected(t));
    return { type: 'num', value: t.value, raw: t.raw, notation: t.notation };
  }

  /** C_n^k (Lithuanian school notation) is n choose k; C_1 without an exponent is a constant's name. */
  private parseCombination(): Node {
    const index = this.parseScript();
    if (this.isOp('^')) return { type: 'call', fn: 'binom', args: [index, this.parseScript()] };
    if (index.type === 'num' && index.notation === 'integer') return { type: 'sym', name: `C_${index.raw}` };
    if (index.type === 'sym') return { type: 'sym', name: `C_${index.name}` };
    throw new AnswerError('parse_error', 'an unusual index after C');
  }

  /** In a one-value answer C(n, k) is a binomial coefficient; anything else after C is left to the caller. */
  private tryBinomialCall(): Node | null {
    const start = this.pos;
    this.pos += 1;
    const group = this.parseBracket('(');
    if (group.type === 'tuple' && group.close === ')' && group.items.length === 2) {
      return { type: 'call', fn: 'binom', args: group.items };
    }
    this.pos = start;
    return null;
  }

  private parseBracket(open: '(' | '['): Node {
    this.enter();
    if (this.isOp(')') || this.isOp(']')) throw new AnswerError('parse_error', 'empty parentheses');
    const saved = this.absDepth;
    this.absDepth = 0;
    const inner = this.parseList(open === '(');
    this.absDepth = saved;
    const close = this.next();
    if (close.t !== 'op' || (close.v !== ')' && close.v !== ']')) {
      throw new AnswerError('parse_error', 'a bracket is not closed');
    }
    this.depth -= 1;
    // (x > 1 and x < 3) or x > 5: parentheses around a condition group it, they do not make a point.
    if (inner.type === 'list' && inner.seps.some((sep) => sep === 'and' || sep === 'or')) {
      return { type: 'paren', arg: inner };
    }
    if (inner.type === 'list')
      return { type: 'tuple', open, close: close.v as ')' | ']', items: inner.items };
    if (open === '(' && close.v === ')') return { type: 'paren', arg: inner };
    // [a] or mismatched single brackets: treat as grouping.
    return { type: 'paren', arg: inner };
  }

  private parseSet(): Node {
    this.enter();
    if (this.isOp('}')) {
      this.pos += 1;
      this.depth -= 1;
      return { type: 'set', items: [] };
    }
    const saved = this.absDepth;
    this.absDepth = 0;
    const inner = this.parseList(false);
    this.absDepth = saved;
    this.expectOp('}');
    this.depth -= 1;
    return { type: 'set', items: inner.type === 'list' ? inner.items : [inner] };
  }
}

/** "and" binds tighter than "or": x>1 and x<3 or x>5 is (x>1 and x<3) or x>5. */
function groupConjunctions(items: Node[], seps: ListSeparator[]): Node {
  if (!seps.includes('and') || !seps.includes('or')) return { type: 'list', seps, items };
  const groups: Node[] = [];
  const outer: ListSeparator[] = [];
  let run: Node[] = [items[0] as Node];
  seps.forEach((sep, k) => {
    const next = items[k + 1] as Node;
    if (sep === 'and') {
      run.push(next);
      return;
    }
    groups.push(conjunction(run));
    outer.push(sep);
    run = [next];
  });
  groups.push(conjunction(run));
  return { type: 'list', seps: outer, items: groups };
}

function conjunction(items: Node[]): Node {
  if (items.length === 1) return items[0] as Node;
  return { type: 'list', seps: items.slice(1).map((): ListSeparator => 'and'), items };
}

/**
 * 1.23*10^(-3) is one number in scientific notation, its mantissa's digits kept in `raw` ("1.23e-3") so that
 * significant figures are counted as written. Only a number times exactly 10^(integer); 2*10^x stays a product.
 */
function scientificNumber(mantissa: Node, power: Node): Node | null {
  if (mantissa.type === 'neg') {
    const inner = scientificNumber(mantissa.arg, power);
    return inner ? { type: 'neg', arg: inner } : null;
  }
  if (mantissa.type !== 'num' || (mantissa.notation !== 'integer' && mantissa.notation !== 'decimal'))
    return null;
  if (power.type !== 'pow' || power.left.type !== 'num' || power.left.raw !== '10') return null;
  const exponent = integerExponent(power.right);
  if (exponent === null) return null;
  return {
    type: 'num',
    value: scaleByPowerOfTen(mantissa.value, exponent),
    raw: `${mantissa.raw}e${exponent}`,
    notation: 'scientific',
  };
}

function integerExponent(node: Node): number | null {
  const n = unparen(node);
  if (n.type === 'neg') {
    const inner = integerExponent(n.arg);
    return inner === null ? null : -inner;
  }
  return n.type === 'num' && n.notation === 'integer' ? Number(n.raw) : null;
}

function isMinusOne(node: Node): boolean {
  const n = unparen(node);
  if (n.type !== 'neg') return false;
  const arg = unparen(n.arg);
  return arg.type === 'num' && arg.notation === 'integer' && arg.value.n === 1n;
}

/** (-∞; +∞) written as the whole answer, or as the set in "x ∈ (-∞; +∞)", is ℝ. */
function wholeLineAsAllReals(node: Node): Node {
  if (isWholeLine(node)) return ALL_REALS;
  if (
    node.type === 'rel' &&
    node.ops.length === 1 &&
    node.ops[0] === 'in' &&
    isWholeLine(node.args[1] as Node)
  ) {
    return { ...node, args: [node.args[0] as Node, ALL_REALS] };
  }
  return node;
}

function isWholeLine(node: Node): boolean {
  if (node.type !== 'tuple' || node.open !== '(' || node.close !== ')' || node.items.length !== 2)
    return false;
  const [lo, hi] = node.items.map(unparen);
  return lo?.type === 'neg' && isInfinity(lo.arg) && hi !== undefined && isInfinity(hi);
}

function isInfinity(node: Node): boolean {
  const n = unparen(node);
  return n.type === 'const' && n.name === 'inf';
}

function endsWithNumber(node: Node): boolean {
  if (node.type === 'num' || node.type === 'mixed') return true;
  if (node.type === 'mul' || node.type === 'div' || node.type === 'add' || node.type === 'sub') {
    return endsWithNumber(node.right);
  }
  return false;
}

function unexpected(t: Token): string {
  if (t.t === 'eof') return 'the answer ends too early';
  if (t.t === 'num') return `unexpected number ${t.raw}`;
  return `unexpected "${t.v}"`;
}

export function parseTokens(text: string, options: LexOptions): Node {
  return new Parser(lex(text, options), options.scalar === true).parseAll();
}
