import * as Q from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { children } from '../parse/parse-answer.ts';
import { evaluate, isExact, toFloat, type Value } from './evaluate.ts';

/** A number the engine cannot represent: beyond a double (`171!`, `1e309`), or so small it becomes 0. */
export type OutOfRange = 'too_large' | 'too_small';

/**
 * Nodes whose value is one number; lists, sets, points, relations, ± and units hold several or none. A
 * percentage is checked as the number typed before % (percent mode compares that number).
 */
const SCALAR = new Set<Node['type']>([
  'num',
  'mixed',
  'const',
  'neg',
  'add',
  'sub',
  'mul',
  'div',
  'pow',
  'call',
  'paren',
  'degree',
  'factorial',
]);

function rangeOf(v: Value): OutOfRange | null {
  const x = toFloat(v);
  if (Number.isNaN(x)) return null; // undefined (1/0): named as such by the checker
  if (!Number.isFinite(x)) return 'too_large';
  return x === 0 && isExact(v) && !Q.isZero(v) ? 'too_small' : null;
}

/**
 * The first number of an answer that the engine cannot represent, or null. Each largest constant part is
 * evaluated once (so 10^400/10^399 = 10 is fine); ∞ written as such is a bound, not an overflow.
 */
export function outOfRange(node: Node): OutOfRange | null {
  let found: OutOfRange | null = null;
  const isConstant = (n: Node): boolean => {
    const kids = children(n);
    const constantKids = kids.map(isConstant);
    if (found) return false;
    const constant =
      SCALAR.has(n.type) && !(n.type === 'const' && n.name === 'inf') && constantKids.every(Boolean);
    if (!constant) {
      kids.forEach((kid, k) => {
        if (!found && constantKids[k]) found = rangeOf(evaluate(kid));
      });
    }
    return constant;
  };
  if (isConstant(node) && !found) found = rangeOf(evaluate(node));
  return found;
}
