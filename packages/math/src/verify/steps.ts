/**
 * Does a model's worked solution hold? Each line of working must follow from the line before (the
 * engine's `checkSteps`), and the last line must be the answer. Worked solutions mix three kinds of line,
 * and each is held to what it claims:
 * - an equation or inequality in the unknown must have the solutions of the one before (`checkSteps`,
 *   and the exact solver where `checkSteps` cannot read the later line, e.g. the unsolved `3x > 9`);
 * - a computation or identity (`120·3 = 360`, `(a + b)² = a² + 2ab + b²`), possibly named (`S = 32.5 · 27
 *   = 877.5`), must be true: every side equal to the next (`checkSteps` would let any true-or-false
 *   equation without unknowns follow another one, since neither has solutions to compare);
 * - a bare expression, or a line starting with `=`, continues the value stated just before.
 */
import { freeSymbols } from '../check/evaluate.ts';
import { readIntervals, sameSet } from '../check/intervals.ts';
import { constantValue, isNameLike } from '../check/values.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import { formatNode } from '../parse/print.ts';
import { sameSolutionSet } from '../solve/index.ts';
import { checkSteps } from '../steps/check-steps.ts';
import type { CheckMode, CheckOptions, Language } from '../types.ts';
import { plainNumbers, sameExpression, sameNumber, setOf } from './answer-value.ts';
import type { Outcome } from './model.ts';
import { relationGivesAnswer } from './model.ts';
import { statesFinalAnswer } from './reveals.ts';
import type { GuardedAnswer } from './types.ts';

export type StepsContext = {
  mode: CheckMode;
  options?: CheckOptions;
  language: Language;
  /** The unknown of a relation model; null for an expression model. */
  variable: string | null;
  /** The relation of a relation model, which the working starts from; null for an expression model. */
  relation: string | null;
  /** What the last line must state (for multiple choice: the right choice's value). */
  final: GuardedAnswer;
};

type Line = { text: string; node: Node };
type Anchor = Line & { variable: string | null };

/** Reads a line as `checkSteps` does: a comma is decimal unless items are separated (`; `, `, `). */
function parseLine(text: string): Node | null {
  const parsed = parseAnswer(text, { decimalComma: !text.includes(';') && !/,\s/.test(text) });
  return parsed.ok ? parsed.node : null;
}

/** The sides of `a = b = c`, or null for anything else. */
function equalityChain(node: Node): Node[] | null {
  const n = unparen(node);
  return n.type === 'rel' && n.ops.length > 0 && n.ops.every((op) => op === '=') ? n.args : null;
}

/** Every side from `start` on equals the next one. */
function chainHolds(sides: Node[], start: number): boolean {
  for (let k = start; k + 1 < sides.length; k += 1) {
    if (!sidesEqual(sides[k] as Node, sides[k + 1] as Node)) return false;
  }
  return true;
}

/**
 * Two sides of `=` in working: equal expressions, equal sets of reals (`[−3; 5) ∪ [1; 10) = [−3; 10)`),
 * or a share and the percentage it is written as (`9 : 10 · 100 = 90 %`).
 */
function sidesEqual(a: Node, b: Node): boolean {
  const sets = [a, b].map((n) =>
    ['tuple', 'union', 'set'].includes(unparen(n).type) ? readIntervals(n, null) : null,
  );
  if (sets[0] && sets[1]) return sameSet(sets[0].set, sets[1].set);
  const right = unparen(b);
  if (right.type === 'percent' && sameExpression(a, right.arg)) return true;
  return sameExpression(a, b);
}

function isRelation(node: Node): boolean {
  const n = unparen(node);
  if (n.type === 'rel') return true;
  return n.type === 'list' && n.items.some((i) => unparen(i).type === 'rel');
}

/** A set, interval or "no solution" written as the solutions of the relation before. */
function isSolutionStructure(node: Node): boolean {
  return ['set', 'union', 'nosolution'].includes(unparen(node).type) || isInterval(node);
}

function isInterval(node: Node): boolean {
  const n = unparen(node);
  return (
    n.type === 'tuple' &&
    (n.open === '[' || n.close === ']' || n.items.some((i) => formatNode(i).includes('inf')))
  );
}

/** The unknown a relation is about: the task's, or the only letter in it. */
function unknownOf(node: Node, variable: string | null): string | null {
  const letters = [...freeSymbols(node)];
  if (variable && letters.includes(variable)) return variable;
  return letters.length === 1 ? (letters[0] as string) : null;
}

/**
 * Does `line` have the solutions of `anchor` in `variable`? `checkSteps` first; where it cannot read the
 * later line (an unsolved `3x > 9`, `16 ≤ 4x < 24` before `[4; 6)`, `x ∈ … ∪ …` after an "or"), both
 * lines solved exactly and compared as sets.
 */
function follows(anchor: Line, line: Line, variable: string, ctx: StepsContext): boolean {
  const r = checkSteps({ mode: ctx.mode, variable, language: ctx.language }, [anchor.text, line.text]);
  if (r.lines[1]?.ok) return true;
  if (!isRelation(anchor.node)) return false;
  if (isRelation(line.node) && sameSolutionSet(anchor.node, line.node, variable) === 'same') return true;
  const before = setOf(anchor.node, 'inequality', variable);
  const after = setOf(line.node, 'inequality', variable);
  return before !== null && after !== null && sameSet(before, after);
}

/**
 * `a = b ≈ c`, `≈ c`: what is left of `≈` holds (or continues the value before), and `c` is its value
 * rounded to the places `c` is written with. Returns `c`, or null when the line is wrong or unreadable.
 */
function roundingHolds(text: string, before: Node | null): Node | null {
  const [left = '', right = '', ...more] = text.split('≈');
  if (more.length > 0) return null;
  const result = parseLine(right);
  const exact = left.trim() === '' ? before : parseLine(left.replace(/=\s*$/, ''));
  if (!result || !exact) return null;
  const sides = equalityChain(exact) ?? [exact];
  if (!chainHolds(sides, 0) && !(isNameLike(sides[0] as Node) && chainHolds(sides, 1))) return null;
  const value = constantValue(sides[sides.length - 1] as Node);
  const shown = constantValue(result);
  if (value === null || shown === null) return null;
  const places = /\.(\d+)/.exec(plainNumbers(right, 'lt'))?.[1]?.length ?? 0;
  return sameNumber(value, shown, 0.5 * 10 ** -places) ? result : null;
}

/** What the working has established so far. */
type State = {
  /** The last equation or inequality: the next one must have the same solutions. */
  anchor: Anchor | null;
  /** The last value stated: a line starting with `=`, `≈` or a bare value continues it. */
  lastValue: Node | null;
};

/** Checks a worked solution's lines of maths. */
export function checkWorkedSteps(lines: readonly string[], ctx: StepsContext): Outcome {
  if (lines.length === 0) return { ok: false, detail: 'there are no steps' };
  // The working of a relation model starts from the model: its first equation must be equivalent to it.
  const model = ctx.relation ? parseLine(ctx.relation) : null;
  const state: State = {
    anchor:
      ctx.relation && model && ctx.variable
        ? { text: ctx.relation, node: model, variable: ctx.variable }
        : null,
    lastValue: null,
  };
  for (let k = 0; k < lines.length; k += 1) {
    const text = plainNumbers(String(lines[k] ?? ''), ctx.language);
    if (text === '') return { ok: false, detail: `line ${k + 1} is empty` };
    const problem = lineProblem(text, state, ctx);
    if (problem) return { ok: false, detail: `line ${k + 1} (${text}) ${problem}` };
  }
  return lastLineIsAnswer(lines, ctx);
}

/** What is wrong with one line given the working before it (null: nothing), updating the state. */
function lineProblem(text: string, state: State, ctx: StepsContext): string | null {
  if (text.startsWith('=')) return continuationProblem(text.slice(1), state);
  if (text.includes('≈')) {
    const rounded = roundingHolds(text, state.lastValue);
    state.lastValue = rounded ?? state.lastValue;
    return rounded ? null : 'is not a correct rounding';
  }
  const node = parseLine(text);
  if (!node) return 'could not be read';
  const sides = equalityChain(node);
  if (sides && chainHolds(sides, 0)) {
    state.lastValue = sides[sides.length - 1] as Node;
    return null;
  }
  if (sides && isNameLike(sides[0] as Node) && chainHolds(sides, 1))
    return namedValueProblem(sides, state, ctx);
  if (sides && freeSymbols(node).size === 0) return 'is false';
  if (isRelation(node) || (state.anchor && isSolutionStructure(node))) {
    return relationProblem({ text, node }, state, ctx);
  }
  if (state.lastValue && !['tuple', 'set', 'list'].includes(unparen(node).type)) {
    // A bare value after a computation continues it: "120 · 3/4", "360/4", "90".
    const r = checkSteps({ mode: ctx.mode, language: ctx.language }, [formatNode(state.lastValue), text]);
    if (!r.lines[1]?.ok) return 'does not follow from the line before';
  }
  state.lastValue = node;
  return null;
}

/** "= 36b² − 81", "= 17 − 16 = 1": the value of the line before, written on. */
function continuationProblem(rest: string, state: State): string | null {
  const node = parseLine(rest);
  if (!node) return 'could not be read';
  const chain = equalityChain(node) ?? [node];
  if (!state.lastValue || !chainHolds([state.lastValue, ...chain], 0))
    return 'does not follow from the line before';
  state.lastValue = chain[chain.length - 1] as Node;
  return null;
}

/**
 * "S = 32.5 · 27 = 877.5", "x = 12/2 = 6": a named value. When the name is the unknown of the relation
 * before, the value must solve it.
 */
function namedValueProblem(sides: Node[], state: State, ctx: StepsContext): string | null {
  const name = formatNode(sides[0] as Node);
  const value = sides[sides.length - 1] as Node;
  const stated: Line = {
    text: `${name} = ${formatNode(value)}`,
    node: { type: 'rel', ops: ['='], args: [sides[0] as Node, value] },
  };
  if (state.anchor?.variable === name) {
    if (!follows(state.anchor, stated, name, ctx)) return 'does not follow from the line before';
    if (freeSymbols(value).size === 0) state.anchor = { ...stated, variable: name };
  }
  state.lastValue = value;
  return null;
}

/** An equation, inequality or solution set: it must have the solutions of the relation before. */
function relationProblem(line: Line, state: State, ctx: StepsContext): string | null {
  const variable = isRelation(line.node)
    ? unknownOf(line.node, ctx.variable)
    : (state.anchor?.variable ?? null);
  if (!variable) return 'has no single unknown to solve for';
  if (ctx.variable && variable !== ctx.variable)
    return `is about ${variable}, not the model's unknown ${ctx.variable}`;
  const anchor = state.anchor;
  if (anchor && anchor.variable === variable && !follows(anchor, line, variable, ctx)) {
    return 'does not follow from the line before';
  }
  state.anchor = { ...line, variable };
  state.lastValue = null;
  return null;
}

function lastLineIsAnswer(lines: readonly string[], ctx: StepsContext): Outcome {
  const last = String(lines[lines.length - 1] ?? '').trim();
  const variable = ctx.variable ?? ctx.options?.variable ?? 'x';
  const { answer, mode, options } = ctx.final;
  const states =
    statesFinalAnswer(last, ctx.final) ||
    (mode !== 'multiple_choice' &&
      relationGivesAnswer(last.replace(/^=/, ''), String(variable), answer, mode, options));
  if (!states) return { ok: false, detail: `the last line ${last} is not the answer ${answer}` };
  return {
    ok: true,
    detail:
      lines.length === 1
        ? `the one line ${last} is the answer`
        : `all ${lines.length} lines follow and the last one, ${last}, is the answer`,
  };
}
