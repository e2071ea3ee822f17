import { AnswerError, type ListSeparator, type Node, type RelOp } from './ast.ts';
import { FUNCTIONS, KEYWORDS, type LexOptions, lex, type Token } from './lexer.ts';

export const MAX_DEPTH = 100;

const REL_OPS = new Set(['=', '<', '>', '<=', '>=', '!=']);

/** Recursive descent over the token list; every recursion counts toward the nesting limit. */
class Parser {
  private pos = 0;
  private depth = 0;
  private absDepth = 0;

  constructor(private readonly tokens: Token[]) {}

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
    return node;
  }

  /** Items separated by , ; or and — at the top level; inside brackets only , and ;. */
  private parseList(top: boolean): Node {
    const items = [this.parseRel()];
    const seps: ListSeparator[] = [];
    for (;;) {
      const t = this.peek();
      let sep: ListSeparator | null = null;
      if (t.t === 'op' && (t.v === ',' || t.v === ';')) sep = t.v;
      else if (top && t.t === 'id' && (t.v === 'or' || t.v === 'arba')) sep = 'or';
      else if (top && t.t === 'id' && (t.v === 'and' || t.v === 'ir')) sep = 'and';
      if (!sep) break;
      this.pos += 1;
      // A trailing separator ("1; 2;") is harmless.
      if (this.peek().t === 'eof' || this.isOp(')') || this.isOp(']') || this.isOp('}')) break;
      seps.push(sep);
      items.push(this.parseRel());
    }
    return items.length === 1 ? (items[0] as Node) : { type: 'list', seps, items };
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
        left = t.v === '*' ? { type: 'mul', left, right, implicit: false } : { type: 'div', left, right };
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
    if (FUNCTIONS.has(name)) {
      const fn = name === 'tg' ? 'tan' : name === 'ctg' ? 'cot' : name === 'arctg' ? 'arctan' : name;
      this.enter();
      let arg: Node;
      if (this.isOp('(')) {
        this.pos += 1;
        const inner = this.parseList(false);
        this.expectOp(')');
        const args = inner.type === 'list' ? inner.items : [inner];
        this.depth -= 1;
        return this.parsePostfixOps({ type: 'call', fn, args });
      }
      // "cos x", "sqrt 2", "sin 2x": without parentheses the argument is the next product of factors.
      if (!this.startsPrimary(this.peek()))
        throw new AnswerError('parse_error', `"${name}" needs an argument`);
      arg = this.parsePower();
      for (;;) {
        const t = this.peek();
        if (!this.startsPrimary(t) || t.t === 'num' || t.space || (t.t === 'id' && FUNCTIONS.has(t.v))) break;
        arg = { type: 'mul', left: arg, right: this.parsePower(), implicit: true };
      }
      this.depth -= 1;
      return { type: 'call', fn, args: [arg] };
    }
    return { type: 'sym', name };
  }

  private parseBracket(open: '(' | '['): Node {
    this.enter();
    if (this.isOp(')') || this.isOp(']')) throw new AnswerError('parse_error', 'empty parentheses');
    const saved = this.absDepth;
    this.absDepth = 0;
    const inner = this.parseList(false);
    this.absDepth = saved;
    const close = this.next();
    if (close.t !== 'op' || (close.v !== ')' && close.v !== ']')) {
      throw new AnswerError('parse_error', 'a bracket is not closed');
    }
    this.depth -= 1;
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
  return new Parser(lex(text, options)).parseAll();
}
