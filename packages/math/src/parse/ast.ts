import type { Rational } from '../numbers/rational.ts';

/** How a number was written: form modes read this, so `0.50` and `\frac{2}{4}` keep their shape. */
export type NumberNotation = 'integer' | 'decimal' | 'periodic' | 'scientific';

export type RelOp = '=' | '<' | '>' | '<=' | '>=' | '!=' | 'in';
export type ListSeparator = ',' | ';' | 'or' | 'and';

/** The parsed answer. Everything the student wrote is kept: parentheses, mixed numbers, decimals. */
export type Node =
  | { type: 'num'; value: Rational; raw: string; notation: NumberNotation }
  | { type: 'mixed'; whole: bigint; num: bigint; den: bigint }
  | { type: 'sym'; name: string }
  | { type: 'const'; name: 'pi' | 'e' | 'inf' }
  | { type: 'neg'; arg: Node }
  | { type: 'pm'; left: Node | null; right: Node; minusFirst: boolean }
  | { type: 'add' | 'sub' | 'div' | 'pow'; left: Node; right: Node }
  | { type: 'mul'; left: Node; right: Node; implicit: boolean }
  | { type: 'call'; fn: string; args: Node[] }
  | { type: 'paren'; arg: Node }
  | { type: 'percent' | 'degree' | 'factorial'; arg: Node }
  | { type: 'rel'; ops: RelOp[]; args: Node[] }
  | { type: 'list'; seps: ListSeparator[]; items: Node[] }
  | { type: 'set'; items: Node[] }
  | { type: 'tuple'; open: '(' | '['; close: ')' | ']'; items: Node[] }
  | { type: 'union'; items: Node[] }
  | { type: 'nosolution' }
  | { type: 'unit'; value: Node; unit: string };

export type ParseErrorKind = 'empty' | 'parse_error' | 'too_long' | 'too_deep' | 'too_complex' | 'too_large';

export type ParseResult =
  | { ok: true; node: Node; text: string }
  | { ok: false; error: { kind: ParseErrorKind; message: string } };

/** Thrown inside the parser only; the public API turns it into a ParseResult. */
export class AnswerError extends Error {
  constructor(
    readonly kind: ParseErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Strip redundant parentheses at the top of a node. */
export function unparen(node: Node): Node {
  let n = node;
  while (n.type === 'paren') n = n.arg;
  return n;
}
