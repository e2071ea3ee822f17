import { isExact, type Value } from '../check/evaluate.ts';
import type { Node } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { type RealRoot, type SolveResult, solveRelation } from './index.ts';
import { rationalText } from './radical-text.ts';

/** Parse a typed answer; tests only use inputs that parse. */
export function node(text: string): Node {
  const parsed = parseAnswer(text);
  if (!parsed.ok) throw new Error(`test input does not parse: ${text}`);
  return parsed.node;
}

export function solve(text: string, variable = 'x', maxDegree?: number): SolveResult {
  return solveRelation(node(text), variable, maxDegree === undefined ? {} : { maxDegree });
}

function endText(v: Value, endpoints: RealRoot[]): string {
  if (typeof v === 'number' && !Number.isFinite(v)) return v > 0 ? '+∞' : '−∞';
  if (isExact(v)) return rationalText(v);
  const match = endpoints.find((e) => Math.abs(e.value - v) <= 1e-12 * Math.max(1, Math.abs(v)));
  return match ? match.text : String(v);
}

/** The solution set as a reader would write it: `{1 − √5; 1 + √5}`, `(−∞; −2) ∪ [1; +∞)`, `∅`. */
export function shown(result: SolveResult): string {
  if (result.kind !== 'solved') return `unsupported: ${result.reason}`;
  if (result.set.length === 0) return '∅';
  const parts = result.set.map((i) => ({
    lo: endText(i.lo.v, result.endpoints),
    hi: endText(i.hi.v, result.endpoints),
    loClosed: i.lo.closed,
    hiClosed: i.hi.closed,
  }));
  if (parts.every((p) => p.lo === p.hi)) return `{${parts.map((p) => p.lo).join('; ')}}`;
  return parts
    .map((p) =>
      p.lo === p.hi ? `{${p.lo}}` : `${p.loClosed ? '[' : '('}${p.lo}; ${p.hi}${p.hiClosed ? ']' : ')'}`,
    )
    .join(' ∪ ');
}

/** Solve and show in one step. */
export function solved(text: string, variable = 'x'): string {
  return shown(solve(text, variable));
}
