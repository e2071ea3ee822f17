import * as Q from '../numbers/rational.ts';
import type { Node } from '../parse/ast.ts';
import { evaluate, isExact, toFloat, type Value } from './evaluate.ts';
import { constantParts } from './values.ts';

/** A number the engine cannot represent: beyond a double (`171!`, `1e309`), or so small it becomes 0. */
export type OutOfRange = 'too_large' | 'too_small';

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
  for (const part of constantParts(node)) {
    const range = rangeOf(evaluate(part));
    if (range) return range;
  }
  return null;
}
