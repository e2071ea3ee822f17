import {
  constantRatio,
  evaluate,
  expressionsEqual,
  freeSymbols,
  isDefined,
  toFloat,
  type Value,
  valuesEqual,
} from '../check/evaluate.ts';
import { type IntervalSet, normalize, readIntervals, sameSet } from '../check/intervals.ts';
import { readSolutions } from '../check/solutions.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { parseAnswer } from '../parse/parse-answer.ts';
import type { CheckMode, Language } from '../types.ts';

export type StepTask = { mode?: CheckMode; variable?: string; language?: Language };

export type StepVerdict = 'start' | 'equivalent' | 'same_solutions' | 'does_not_follow' | 'unreadable';

export type StepLine = {
  index: number;
  text: string;
  ok: boolean;
  verdict: StepVerdict;
  error: string | null;
};

export type StepsResult = {
  /** Index (0-based) of the first line that does not follow from the one before, or null. */
  first_error: number | null;
  lines: StepLine[];
  feedback_key: 'steps_ok' | 'step_does_not_follow' | 'step_unreadable' | 'no_steps';
  message: string;
};

const MESSAGES = {
  steps_ok: {
    lt: 'Visi žingsniai logiškai seka vienas iš kito.',
    en: 'Every step follows from the one before.',
  },
  step_does_not_follow: {
    lt: '{n} eilutė neišplaukia iš ankstesnės – patikrinkite šį žingsnį.',
    en: 'Line {n} does not follow from the line before: check this step.',
  },
  step_unreadable: { lt: 'Nepavyko perskaityti {n} eilutės.', en: 'Line {n} could not be read.' },
  no_steps: { lt: 'Sprendimo eilučių nėra.', en: 'There are no lines of working.' },
} as const;

const MAX_LINES = 50;

/** Finds the first line of working that does not follow from the previous one. Never throws. */
export function checkSteps(task: StepTask, lines: string[]): StepsResult {
  const language: Language = task?.language === 'en' ? 'en' : 'lt';
  const result = (lineResults: StepLine[]): StepsResult => {
    const bad = lineResults.find((l) => !l.ok);
    const key =
      lineResults.length === 0
        ? 'no_steps'
        : !bad
          ? 'steps_ok'
          : bad.verdict === 'unreadable'
            ? 'step_unreadable'
            : 'step_does_not_follow';
    return {
      first_error: bad ? bad.index : null,
      lines: lineResults,
      feedback_key: key,
      message: MESSAGES[key][language].replace('{n}', String((bad?.index ?? 0) + 1)),
    };
  };
  try {
    const list = Array.isArray(lines) ? lines.slice(0, MAX_LINES) : [];
    const variable = task?.variable ?? 'x';
    const out: StepLine[] = [];
    let previous: Node | null = null;
    list.forEach((raw, index) => {
      const text = typeof raw === 'string' ? raw : '';
      const parsed = parseAnswer(text, { decimalComma: !text.includes(';') && !/,\s/.test(text) });
      if (!parsed.ok) {
        out.push({ index, text, ok: false, verdict: 'unreadable', error: parsed.error.message });
        previous = null;
        return;
      }
      if (previous === null) {
        out.push({ index, text, ok: true, verdict: 'start', error: null });
      } else {
        const verdict = follows(previous, parsed.node, variable);
        out.push({ index, text, ok: verdict !== 'does_not_follow', verdict, error: null });
      }
      previous = parsed.node;
    });
    return result(out);
  } catch {
    return result([]);
  }
}

function isRel(n: Node, ops?: string[]): n is Extract<Node, { type: 'rel' }> {
  const m = unparen(n);
  return m.type === 'rel' && (!ops || m.ops.every((o) => ops.includes(o)));
}

function difference(n: Node): Node {
  const m = unparen(n) as Extract<Node, { type: 'rel' }>;
  return { type: 'sub', left: m.args[0] as Node, right: m.args[m.args.length - 1] as Node };
}

function follows(prev: Node, cur: Node, variable: string): StepVerdict {
  const p = unparen(prev);
  const c = unparen(cur);
  // Two expressions: equal as expressions.
  if (!isStructure(p) && !isStructure(c))
    return expressionsEqual(p, c) === 'equal' ? 'equivalent' : 'does_not_follow';
  // Inequalities (or inequality to interval).
  if (
    (isRel(p) && p.ops.some((o) => o !== '=')) ||
    (isRel(c) && c.ops.some((o) => o !== '=' && o !== 'in'))
  ) {
    const a = readInequality(p, variable);
    const b = readIntervals(c, variable);
    if (a && b && sameSet(a, b.set)) return 'same_solutions';
    return 'does_not_follow';
  }
  if (isRel(p, ['=']) && p.ops.length === 1 && isRel(c, ['=']) && c.ops.length === 1) {
    const k = constantRatio(difference(c), difference(p));
    if (k !== null && !valuesEqual(k, { n: 0n, d: 1n })) return 'same_solutions';
  }
  if (isRel(p, ['=']) && p.ops.length === 1) {
    const before = realRoots(difference(p), variable);
    const after = solutionsOf(c, variable);
    if (before && after && sameRoots(before, after)) return 'same_solutions';
  }
  return 'does_not_follow';
}

function isStructure(n: Node): boolean {
  return ['rel', 'list', 'set', 'tuple', 'union', 'nosolution'].includes(unparen(n).type);
}

/** An inequality as a set of reals: directly when x stands alone, otherwise from the roots of L − R. */
function readInequality(n: Node, variable: string): IntervalSet | null {
  const r = readIntervals(n, variable);
  if (r) return r.set;
  const m = unparen(n);
  if (m.type !== 'rel' || m.ops.length !== 1) return null;
  const op = m.ops[0] as string;
  if (!['<', '>', '<=', '>='].includes(op)) return null;
  const f = difference(m);
  const roots = realRoots(f, variable);
  if (!roots) return null;
  const at = (x: number): number => toFloat(evaluate(f, new Map([[variable, x]])));
  const holds = (x: number): boolean => {
    const y = at(x);
    return op === '<' ? y < 0 : op === '>' ? y > 0 : op === '<=' ? y <= 0 : y >= 0;
  };
  const points = [Number.NEGATIVE_INFINITY, ...roots.sort((a, b) => a - b), Number.POSITIVE_INFINITY];
  const closed = op === '<=' || op === '>=';
  const parts: IntervalSet = [];
  for (let k = 0; k + 1 < points.length; k += 1) {
    const lo = points[k] as number;
    const hi = points[k + 1] as number;
    const mid = !Number.isFinite(lo) ? hi - 1 : !Number.isFinite(hi) ? lo + 1 : (lo + hi) / 2;
    if (holds(mid)) {
      parts.push({
        lo: { v: lo, closed: closed && Number.isFinite(lo) },
        hi: { v: hi, closed: closed && Number.isFinite(hi) },
      });
    }
  }
  if (closed) for (const x of roots) parts.push({ lo: { v: x, closed: true }, hi: { v: x, closed: true } });
  return normalize(parts);
}

/** The solution set written on a line: "x = 3", "x = 3 or x = -1", or an equation to be solved numerically. */
function solutionsOf(n: Node, variable: string): number[] | null {
  const m = unparen(n);
  if (m.type === 'rel' && m.ops.length === 1 && m.ops[0] === '=') {
    const lhs = unparen(m.args[0] as Node);
    const rhs = m.args[1] as Node;
    if (!(lhs.type === 'sym' && freeSymbols(rhs).size === 0)) return realRoots(difference(m), variable);
  }
  const reading = readSolutions(n, variable);
  if (reading.kind !== 'points' || reading.notSolved || reading.families.length > 0) return null;
  return reading.points.map((p) => toFloat(p.get(variable) ?? Number.NaN)).filter(Number.isFinite);
}

/** Real roots of f(variable) = 0 found by scanning [-100, 100] for sign changes and touching zeros. */
function realRoots(f: Node, variable: string): number[] | null {
  const vars = freeSymbols(f);
  if (vars.size !== 1 || !vars.has(variable)) return vars.size === 0 ? [] : null;
  const at = (x: number): number => {
    const v: Value = evaluate(f, new Map([[variable, x]]));
    return isDefined(v) ? toFloat(v) : Number.NaN;
  };
  const roots: number[] = [];
  const step = 0.05;
  let prevX = -100;
  let prevY = at(prevX);
  for (let i = 1; i <= 4000; i += 1) {
    const x = -100 + i * step;
    const y = at(x);
    if (Number.isFinite(prevY) && Number.isFinite(y)) {
      if (prevY === 0) roots.push(prevX);
      else if (prevY * y < 0) roots.push(bisect(at, prevX, x));
      else if (Math.abs(y) < 1e-9) roots.push(x);
    }
    prevX = x;
    prevY = y;
  }
  return dedupeNumbers(roots);
}

function bisect(f: (x: number) => number, a0: number, b0: number): number {
  let a = a0;
  let b = b0;
  const fa0 = f(a);
  for (let k = 0; k < 60; k += 1) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === Math.sign(fa0)) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

function dedupeNumbers(xs: number[]): number[] {
  const out: number[] = [];
  for (const x of xs) if (!out.some((y) => Math.abs(x - y) < 1e-6)) out.push(x);
  return out;
}

function sameRoots(a: number[], b: number[]): boolean {
  const x = dedupeNumbers(a);
  const y = dedupeNumbers(b);
  return (
    x.length === y.length && x.every((v) => y.some((w) => Math.abs(v - w) < 1e-6 * Math.max(1, Math.abs(v))))
  );
}
