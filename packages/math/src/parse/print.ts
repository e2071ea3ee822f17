import type { Node } from './ast.ts';

const PREC: Partial<Record<Node['type'], number>> = {
  add: 1,
  sub: 1,
  pm: 1,
  mul: 2,
  div: 2,
  neg: 3,
  pow: 4,
};

function prec(n: Node): number {
  return PREC[n.type] ?? 9;
}

/** Plain-text rendering of a parsed answer, showing how it was read ("1/2x" → "1/2*x"). */
export function formatNode(n: Node): string {
  switch (n.type) {
    case 'num':
      return n.raw;
    case 'mixed':
      return `${n.whole} ${n.num}/${n.den}`;
    case 'sym':
      return n.name;
    case 'const':
      return n.name;
    case 'neg':
      return `-${wrap(n.arg, 3)}`;
    case 'pm':
      return n.left ? `${formatNode(n.left)} ± ${wrap(n.right, 2)}` : `±${wrap(n.right, 3)}`;
    case 'add':
      return `${formatNode(n.left)} + ${wrap(n.right, 2)}`;
    case 'sub':
      return `${formatNode(n.left)} - ${wrap(n.right, 2)}`;
    case 'mul':
      return `${wrap(n.left, 2)}*${wrap(n.right, 3)}`;
    case 'div':
      return `${wrap(n.left, 2)}/${wrap(n.right, 3)}`;
    case 'pow':
      return `${wrap(n.left, 5)}^${wrap(n.right, 4)}`;
    case 'call':
      return `${n.fn}(${n.args.map(formatNode).join(', ')})`;
    case 'paren':
      return `(${formatNode(n.arg)})`;
    case 'percent':
      return `${wrap(n.arg, 5)}%`;
    case 'degree':
      return `${wrap(n.arg, 5)}°`;
    case 'factorial':
      return `${wrap(n.arg, 5)}!`;
    case 'rel': {
      let out = formatNode(n.args[0] as Node);
      n.ops.forEach((op, i) => {
        out += ` ${op === 'in' ? '∈' : op} ${formatNode(n.args[i + 1] as Node)}`;
      });
      return out;
    }
    case 'list':
      // A group inside a list ("x>1 and x<3" within an "or") keeps its parentheses.
      return n.items
        .map((item) => (item.type === 'list' ? `(${formatNode(item)})` : formatNode(item)))
        .join('; ');
    case 'set':
      return `{${n.items.map(formatNode).join('; ')}}`;
    case 'tuple':
      return `${n.open}${n.items.map(formatNode).join('; ')}${n.close}`;
    case 'union':
      return n.items.map(formatNode).join(' ∪ ');
    case 'nosolution':
      return '∅';
    case 'unit':
      return `${formatNode(n.value)} ${n.unit}`;
  }
}

function wrap(n: Node, min: number): string {
  const s = formatNode(n);
  return prec(n) < min ? `(${s})` : s;
}
