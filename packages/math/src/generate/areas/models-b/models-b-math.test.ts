import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../check/index.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask } from '../../../types.ts';
import { generateTask } from '../../index.ts';
import { perturbedAnswer } from './answer-perturbation.ts';
import {
  approx,
  between,
  derivative,
  evaluate,
  inIntervals,
  integrate,
  maxOn,
  normalise,
  numbersIn,
  readValue,
} from './evaluate-text.test-support.ts';
import { modelsBGenerators } from './index.ts';

/**
 * The mathematics of every generator, recomputed independently: the English task text is read back with a
 * small floating-point evaluator and the canonical answer is substituted, integrated, differentiated or
 * compared with a brute-force search. The generators build answers exactly; these tests check them.
 */
const SEEDS = 12;

function tasksOf(skill: string, language: 'en' | 'lt' = 'en'): GeneratedTask[] {
  const tasks: GeneratedTask[] = [];
  for (const difficulty of DIFFICULTY_LEVELS) {
    for (let seed = 0; seed < SEEDS; seed += 1)
      tasks.push(generateTask(skill, { difficulty, language, seed: `m${seed}` }));
  }
  return tasks;
}

const level = (task: GeneratedTask) => DIFFICULTY_LEVELS.indexOf(task.difficulty);
const answerValue = (task: GeneratedTask) => readValue(task.answer.correct);
/** The right-hand side of `y=…`, `S=…`. */
const rhs = (equation: string) => equation.slice(equation.indexOf('=') + 1);
const points = (canonical: string): [number, number][] =>
  [...canonical.matchAll(/\(([^;()]+);([^;()]+)\)/g)].map((m) => [
    readValue(m[1] as string),
    readValue(m[2] as string),
  ]);
const solutions = (canonical: string) =>
  canonical.split(';').map((part) => readValue(part.replace(/x\s*=/, '')));
/** `f(x) = …` up to the given end marker. */
const formula = (text: string, start: string, end: string | RegExp) => between(text, start, end);
const sample = (from: number, to: number, step: number) => {
  const xs: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) xs.push(Math.round(x * 1e6) / 1e6);
  return xs;
};
/** Where g changes sign (or touches zero) on a grid: approximate roots. */
function roots(g: (x: number) => number, from = -25, to = 25, step = 0.001): number[] {
  const found: number[] = [];
  let previous = g(from);
  for (let x = from + step; x <= to; x += step) {
    const current = g(x);
    const defined = Number.isFinite(current) && Number.isFinite(previous);
    if (
      defined &&
      (Math.abs(current) < 1e-12 || (previous < 0 && current > 0) || (previous > 0 && current < 0))
    ) {
      const root = Math.abs(current) < 1e-12 ? x : x - step / 2;
      if (found.length === 0 || root - (found[found.length - 1] as number) > 10 * step) found.push(root);
    }
    previous = current;
  }
  return found;
}
/** Solving `left = right` or `left op right` from "Solve … ." texts. */
const solveBody = (task: GeneratedTask) => task.question.replace(/^Solve /, '').replace(/\.$/, '');

type Check = (task: GeneratedTask) => void;

const checks: Record<string, Check> = {
  'formula-dependency': (task) => {
    const [a, b] = numbersIn(between(task.question, '= ', ','));
    const last = numbersIn(task.question).at(-1) as number;
    if (level(task) < 3) expect(approx(answerValue(task), (a as number) + (b as number) * last)).toBe(true);
    else expect(approx((a as number) + (b as number) * answerValue(task), last)).toBe(true);
  },
  'function-value': (task) => {
    const f = formula(task.question, 'f(x) = ', ', find');
    const x = evaluate(between(task.question, 'find f(', /\)\.$/));
    expect(approx(evaluate(f, { x }), answerValue(task))).toBe(true);
  },
  'function-domain': (task) => {
    const f = formula(task.question, 'f(x) = ', /\.$/);
    for (const x of sample(-15, 15, 0.25)) {
      expect(Number.isFinite(evaluate(f, { x })), `${f} at ${x}`).toBe(inIntervals(task.answer.correct, x));
    }
  },
  'shift-graph': (task) => {
    const q = task.question;
    const base = between(q, 'The graph of y = ', ' is');
    const h =
      Number(/(\d+) units? to the (right|left)/.exec(q)?.[1] ?? 0) * (q.includes('to the left') ? -1 : 1);
    const k = Number(/(\d+) units? (up|down)/.exec(q)?.[1] ?? 0) * (/units? down/.test(q) ? -1 : 1);
    const stretch = Number(/factor of (\d)/.exec(q)?.[1] ?? 1) * (q.includes('reflected') ? -1 : 1);
    const answer =
      task.answer.mode === 'multiple_choice'
        ? (task.choices?.find((c) => c.letter === task.answer.correct)?.text as string)
        : task.answer.correct;
    for (const x of [h + 0.5, h + 1.7, h + 3, h + 4.25]) {
      expect(
        approx(evaluate(rhs(answer), { x }), stretch * evaluate(base, { x: x - h }) + k),
        `${answer} at ${x}`,
      ).toBe(true);
    }
  },
  'reciprocal-function-coefficient': (task) => {
    const q = task.question;
    const f = between(q, 'graph of y = ', ' passes');
    const [px, py] = numbersIn(between(q, 'through ', /\)/).replace(/^[A-Z]/, ''));
    const at = (k: number, x: number) => evaluate(f, { x, k });
    const k = ((py as number) - at(0, px as number)) / (at(1, px as number) - at(0, px as number));
    if (q.includes('value of the function')) {
      const r = numbersIn(between(q, 'at x = ', /\.$/))[0] as number;
      expect(approx(answerValue(task), at(k, r))).toBe(true);
    } else expect(approx(answerValue(task), k)).toBe(true);
  },
  'line-axis-intercept': (task) => {
    const equation = between(task.question, /(graph of|line) /, / (crosses|meets)/);
    const [left, right] = equation.split(' = ') as [string, string];
    const found = points(task.answer.correct);
    expect(found.length).toBe(level(task) === 4 ? 2 : 1);
    for (const [x, y] of found) {
      expect(x === 0 || y === 0).toBe(true);
      expect(approx(evaluate(left, { x, y }), evaluate(right, { x, y }))).toBe(true);
    }
  },
  'line-through-two-points': (task) => {
    const [x1, y1, x2, y2] = numbersIn(between(task.question, 'through ', '. Write'));
    const line = rhs(task.answer.correct);
    expect(approx(evaluate(line, { x: x1 as number }), y1 as number)).toBe(true);
    expect(approx(evaluate(line, { x: x2 as number }), y2 as number)).toBe(true);
  },
  'parallel-line-equation': (task) => {
    const q = task.question;
    const given = between(q, / to /, ' and passes');
    let slope: number;
    if (given.startsWith('y = ')) slope = evaluate(rhs(given), { x: 1 }) - evaluate(rhs(given), { x: 0 });
    else {
      const [left, right] = given.split(' = ') as [string, string];
      const L = (x: number, y: number) => evaluate(left, { x, y }) - evaluate(right, { x, y });
      slope = -(L(1, 0) - L(0, 0)) / (L(0, 1) - L(0, 0));
    }
    const line = rhs(task.answer.correct);
    const m = evaluate(line, { x: 1 }) - evaluate(line, { x: 0 });
    if (q.includes('perpendicular')) expect(approx(m * slope, -1)).toBe(true);
    else expect(approx(m, slope)).toBe(true);
    const [x0, y0] = numbersIn(between(q, 'passes through ', /\.$/));
    expect(approx(evaluate(line, { x: x0 as number }), y0 as number)).toBe(true);
  },
  'linear-model': (task) => {
    const q = task.question;
    const variable = /\(in hours\)|time t/.test(q)
      ? 't'
      : (/[a-z]$/.exec(task.answer.correct.replace(/[^a-z]/g, ''))?.[0] ?? 'x');
    const f = (v: number) => evaluate(rhs(task.answer.correct), { [variable]: v });
    if (level(task) === 4) {
      const [t1, v1, t2, v2] = numbersIn(between(q, 'after ', /\. Write/));
      expect(approx(f(t1 as number), v1 as number) && approx(f(t2 as number), v2 as number)).toBe(true);
    } else if (level(task) >= 2) {
      const [q1, s1, q2, s2] = numbersIn(between(q, 'when ', /\.$/));
      expect(approx(f(q1 as number), s1 as number) && approx(f(q2 as number), s2 as number)).toBe(true);
    } else {
      const [fixed, rate] = [...q.matchAll(/€(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
      expect(approx(f(0), fixed as number) && approx(f(1) - f(0), rate as number)).toBe(true);
    }
  },
  'parabola-vertex': (task) => {
    const f = formula(task.question, 'parabola y = ', /\.$/);
    const [[x, y]] = points(task.answer.correct) as [[number, number]];
    expect(approx(evaluate(f, { x }), y)).toBe(true);
    expect(approx(evaluate(f, { x: x + 1.3 }), evaluate(f, { x: x - 1.3 }))).toBe(true);
  },
  'parabola-x-intercepts': (task) => {
    const f = formula(task.question, 'parabola y = ', ' meets');
    const found = points(task.answer.correct);
    const onX = found.filter(([, y]) => (y === 0 && found.length === 2 ? true : y === 0));
    expect(found.length).toBe(task.question.includes('coordinate axes') ? 3 : 2);
    for (const [x, y] of found) expect(approx(evaluate(f, { x }), y)).toBe(true);
    expect(new Set(onX.map(([x]) => x)).size).toBeGreaterThanOrEqual(2);
  },
  'quadratic-range': (task) => {
    const q = task.question;
    const f = formula(q, 'f(x) = ', / (range|is increasing|is decreasing|for x|$)/);
    const g = (x: number) => evaluate(f.replace(/\.$/, ''), { x });
    const interval = task.answer.correct;
    if (q.includes('range')) {
      const domain = q.includes('for x ∈') ? numbersIn(between(q, 'for x ∈ [', ']')) : [-40, 40];
      const lo = -maxOn((x) => -g(x), domain[0] as number, domain[1] as number, 0.001).value;
      const hi = maxOn(g, domain[0] as number, domain[1] as number, 0.001).value;
      const [low, high] = interval
        .replace(/[[\]()]/g, '')
        .split(';')
        .map(readValue) as [number, number];
      if (Number.isFinite(low)) expect(Math.abs(low - lo)).toBeLessThan(1e-3);
      if (Number.isFinite(high)) expect(Math.abs(high - hi)).toBeLessThan(1e-3);
    } else {
      const increasing = q.includes('increasing');
      for (const x of sample(-30, 30, 0.37)) {
        if (inIntervals(interval, x) && inIntervals(interval, x + 0.01))
          expect(g(x + 0.01) > g(x)).toBe(increasing);
      }
    }
  },
  'max-area-fence': (task) => {
    const q = task.question;
    const P = numbersIn(q)[0] as number;
    const wall = q.includes('wall');
    const split = q.includes('split');
    // side x across which the fence pieces run, y the other side
    const other = (x: number) =>
      wall ? (split ? P - 3 * x : P - 2 * x) : split ? (P - 3 * x) / 2 : P / 2 - x;
    const best = maxOn((x) => x * Math.max(0, other(x)), 0, P / 2, P / 20000).value;
    expect(Math.abs(best - answerValue(task)) / answerValue(task)).toBeLessThan(1e-4);
  },
  'projectile-max-height': (task) => {
    const q = task.question;
    const h = (t: number) => evaluate(between(q, 'h(t) = ', ' metres'), { t });
    const answer = answerValue(task);
    if (q.includes('maximum')) {
      const best = maxOn(h, 0, 20, 0.0005).value;
      expect(Math.abs(best - answer)).toBeLessThan(1e-4);
    } else if (q.includes('ground')) {
      expect(Math.abs(h(answer))).toBeLessThan(1e-9);
      expect(h(answer - 0.01)).toBeGreaterThan(0);
    } else {
      const H = numbersIn(between(q, 'higher than ', ' m'))[0] as number;
      const above = sample(0, 30, 0.0005).filter((t) => h(t) > H).length * 0.0005;
      expect(Math.abs(above - answer)).toBeLessThan(0.01);
    }
  },
  'continue-pattern': (task) => {
    const terms = numbersIn(between(task.question, 'sequence ', '…'));
    const next = answerValue(task);
    const all = [...terms, next];
    const diffs = all.slice(1).map((v, i) => v - (all[i] as number));
    const arithmetic = diffs.every((d) => d === diffs[0]);
    const geometric = all
      .slice(1)
      .every(
        (v, i) =>
          v * (all[0] as number) === (all[i] as number) * (all[1] as number) && (all[0] as number) !== 0,
      );
    const second = diffs
      .slice(1)
      .every((d, i) => d - (diffs[i] as number) === (diffs[1] as number) - (diffs[0] as number));
    const fib = all.slice(2).every((v, i) => v === (all[i] as number) + (all[i + 1] as number));
    const [a0, a1, a2] = all as [number, number, number];
    const r = (a2 - a1) / (a1 - a0);
    const c = a1 - r * a0;
    const affine = all.slice(1).every((v, i) => v === r * (all[i] as number) + c);
    expect(arithmetic || geometric || second || fib || affine, all.join(',')).toBe(true);
  },
  'recursive-sequence': (task) => {
    const q = task.question
      .replace(/aₙ₊₂/g, 'w')
      .replace(/aₙ₊₁/g, 'v')
      .replace(/aₙ/g, 'u')
      .replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
    const target = Number(/Find a(\d+)\./.exec(q)?.[1]);
    let expected: number;
    if (q.includes('recursively')) {
      const def = between(q, 'by ', '. Find');
      const seq = [...def.matchAll(/a(\d) = (−?\d+)/g)].map((m) => evaluate(m[2] as string));
      const twoTerm = def.includes('w = ');
      const rule = twoTerm ? between(def, 'w = ', /$/) : between(def, 'v = ', /$/);
      while (seq.length < target) {
        const n = seq.length;
        seq.push(
          evaluate(
            rule,
            twoTerm ? { v: seq[n - 1] as number, u: seq[n - 2] as number } : { u: seq[n - 1] as number },
          ),
        );
      }
      expected = seq[target - 1] as number;
    } else expected = evaluate(between(q, 'u = ', '. Find'), { n: target });
    expect(approx(answerValue(task), expected)).toBe(true);
  },
  'ap-nth-term': (task) => {
    const q = normalise(task.question).replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
    let a1: number;
    let d: number;
    if (q.includes('common difference'))
      [a1, d] = [Number(/a1 = (-?\d+)/.exec(q)?.[1]), Number(/d = (-?\d+)/.exec(q)?.[1])];
    else if (/a(\d+) = (-?\d+) and a(\d+) = (-?\d+)/.test(q)) {
      const [, m, am, k, ak] = (/a(\d+) = (-?\d+) and a(\d+) = (-?\d+)/.exec(q) ?? []).map(Number);
      d = ((ak as number) - (am as number)) / ((k as number) - (m as number));
      a1 = (am as number) - ((m as number) - 1) * d;
    } else {
      const [t1, t2] = numbersIn(between(q, 'progression ', '…'));
      [a1, d] = [t1 as number, (t2 as number) - (t1 as number)];
    }
    if (q.includes('Which term')) {
      const value = numbersIn(between(q, 'equal to ', '?'))[0] as number;
      expect(a1 + (answerValue(task) - 1) * d).toBe(value);
    } else {
      const n = Number(/Find a(\d+)\./.exec(q)?.[1]);
      expect(answerValue(task)).toBe(a1 + (n - 1) * d);
    }
  },
  'ap-sum': (task) => {
    const q = normalise(task.question).replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
    let sum = 0;
    if (q.includes('natural numbers')) {
      const [lo, hi] = q.includes('three-digit') ? [100, 999] : [10, 99];
      const k = Number(/(?:by|divided by) (\d+)/.exec(q)?.[1]);
      const r = Number(/remainder (\d+)/.exec(q)?.[1] ?? 0);
      for (let x = lo; x <= hi; x += 1) if (x % k === r) sum += x;
    } else {
      let a1: number;
      let d: number;
      let n: number;
      if (q.includes('first')) {
        a1 = Number(/a1 = (-?\d+)/.exec(q)?.[1]);
        d = Number(/d = (-?\d+)/.exec(q)?.[1]);
        n = Number(/first (\d+) terms/.exec(q)?.[1]);
      } else if (q.includes('Find S')) {
        const [, m, am, k, ak] = (/a(\d+) = (-?\d+) and a(\d+) = (-?\d+)/.exec(q) ?? []).map(Number);
        d = ((ak as number) - (am as number)) / ((k as number) - (m as number));
        a1 = (am as number) - ((m as number) - 1) * d;
        n = Number(/Find S(\d+)/.exec(q)?.[1]);
      } else {
        const terms = numbersIn(between(q, 'progression ', /\.$/));
        a1 = terms[0] as number;
        d = (terms[1] as number) - a1;
        n = ((terms.at(-1) as number) - a1) / d + 1;
      }
      for (let i = 0; i < n; i += 1) sum += a1 + i * d;
    }
    expect(answerValue(task)).toBe(sum);
  },
  'gp-sum': (task) => {
    const q = normalise(task.question).replace(/[₀-₉]/g, (c) => String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c)));
    let b1: number;
    let r: number;
    if (q.includes('common ratio'))
      [b1, r] = [Number(/b1 = (-?\d+)/.exec(q)?.[1]), Number(/q = (-?\d+)/.exec(q)?.[1])];
    else if (q.includes('b2 =')) {
      const [b2, b5] = [Number(/b2 = (-?\d+)/.exec(q)?.[1]), Number(/b5 = (-?\d+)/.exec(q)?.[1])];
      r = Math.cbrt(b5 / b2);
      b1 = b2 / r;
    } else {
      const [t1, t2] = numbersIn(between(q, 'progression ', '…'));
      [b1, r] = [t1 as number, (t2 as number) / (t1 as number)];
    }
    const n = Number(/(?:first (\d+) terms|Find b(\d+))/.exec(q)?.slice(1).find(Boolean));
    let expected = 0;
    for (let i = 0; i < n; i += 1) expected = q.includes('Find b') ? b1 * r ** i : expected + b1 * r ** i;
    expect(approx(answerValue(task), expected)).toBe(true);
  },
  'infinite-gp-sum': (task) => {
    const q = normalise(task.question);
    if (q.includes('sum S')) {
      const S = evaluate(between(q, 'sum S = ', ' and'));
      if (q.includes('Find b')) {
        const r = evaluate(between(q, 'ratio q = ', '. Find'));
        expect(approx(answerValue(task), S * (1 - r))).toBe(true);
      } else {
        const b1 = evaluate(between(q, 'first term b₁ = ', '. Find'));
        expect(approx(answerValue(task), 1 - b1 / S)).toBe(true);
      }
      return;
    }
    const [t1, t2] = between(q, 'series ', ' + …')
      .split(' + ')
      .map((s) => evaluate(s));
    const r = (t2 as number) / (t1 as number);
    expect(Math.abs(r)).toBeLessThan(1);
    expect(approx(answerValue(task), (t1 as number) / (1 - r))).toBe(true);
  },
  'exponential-growth-model': (task) => {
    const q = task.question.replace(/,(\d{3})/g, '$1');
    if (q.includes('interest')) {
      const [principal, rate, years] = numbersIn(q);
      const exact = (principal as number) * (1 + (rate as number) / 100) ** (years as number);
      expect(Math.abs(answerValue(task) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      return;
    }
    const factor = q.includes('triples') ? 3 : 2;
    const every = Number(/every (\d+) /.exec(q)?.[1] ?? 1);
    const start = Number(/are (\d+)\./.exec(q)?.[1]);
    if (q.includes('After how many')) {
      const end = Number(/there be (\d+)\?/.exec(q)?.[1]);
      expect(start * factor ** (answerValue(task) / every)).toBe(end);
    } else {
      const time = Number(/after (\d+) /.exec(q)?.[1]);
      expect(answerValue(task)).toBe(start * factor ** (time / every));
    }
  },
  'same-base-exponential': (task) => equationChecks(task),
  'exponential-substitution': (task) => equationChecks(task),
  'log-equation-properties': (task) => equationChecks(task),
  'exponential-inequality': (task) => inequalityChecks(task),
  'log-inequality': (task) => inequalityChecks(task),
  'unit-circle-values': (task) => {
    expect(approx(evaluate(between(task.question, 'Calculate ', /\.$/)), answerValue(task), 1e-9)).toBe(true);
  },
  'trig-period': (task) => {
    const f = (x: number) => evaluate(between(task.question, 'y = ', /\.$/), { x });
    const T = answerValue(task);
    for (const x of [0.3, 1.1, 2.9]) expect(approx(f(x + T), f(x), 1e-7)).toBe(true);
    for (let k = 2; k <= 7; k += 1) {
      expect([0.3, 1.1, 2.9, 0.77].some((x) => !approx(f(x + T / k), f(x), 1e-7))).toBe(true);
    }
  },
  'pythagorean-identity': (task) => {
    const q = task.question;
    const [lowText, highText] = between(q, ' and ', ', find').split(/ < [αβφ] < /) as [string, string];
    const mid = (evaluate(lowText.trim()) + evaluate(highText.trim())) / 2;
    const value = evaluate(between(q, ' = ', ' and '));
    const givenSin = q.startsWith('Given sin');
    // The angle in the given quadrant with that sine or cosine.
    const angle = maxOn(
      (a) => -Math.abs((givenSin ? Math.sin(a) : Math.cos(a)) - value),
      mid - Math.PI / 4,
      mid + Math.PI / 4,
      0.000001,
    ).x;
    const asked = between(q, 'find ', /\.$/);
    const expected = evaluate(asked.replace(/[αβφ]/g, 'x'), { x: angle });
    expect(Math.abs(answerValue(task) - expected)).toBeLessThan(1e-3);
  },
  'basic-trig-equation': (task) => {
    const [left, right] = solveBody(task).split(' = ') as [string, string];
    const g = (x: number) => evaluate(left, { x }) - evaluate(right, { x });
    const families = task.answer.correct
      .replace(/, n in Z$/, '')
      .split('; ')
      .map((f) => rhs(f));
    for (const family of families)
      for (let n = -2; n <= 2; n += 1) expect(Math.abs(g(evaluate(family, { n })))).toBeLessThan(1e-9);
    // Every special angle that solves the equation belongs to a family.
    for (let j = -144; j <= 144; j += 1) {
      const x = (j * Math.PI) / 72;
      if (Math.abs(g(x)) < 1e-9) {
        const covered = families.some((family) => {
          const base = evaluate(family, { n: 0 });
          const period = evaluate(family, { n: 1 }) - base;
          const k = (x - base) / period;
          return Math.abs(k - Math.round(k)) < 1e-9;
        });
        expect(covered, `${task.question} misses ${j}π/72`).toBe(true);
      }
    }
  },
  'trig-equation-on-interval': (task) => {
    const body = between(task.question, 'solutions of ', ' in the interval');
    const [left, right] = body.split(' = ') as [string, string];
    const g = (x: number) => evaluate(left, { x }) - evaluate(right, { x });
    const [lo, hi] = between(task.question, 'interval [', ']')
      .split(', ')
      .map((s) => evaluate(s)) as [number, number];
    const listed = task.answer.correct.replace(/[{}]/g, '').split(';').map(readValue);
    for (const x of listed) {
      expect(Math.abs(g(x))).toBeLessThan(1e-9);
      expect(x >= lo - 1e-12 && x <= hi + 1e-12).toBe(true);
    }
    const found = sample(Math.round((lo * 72) / Math.PI), Math.round((hi * 72) / Math.PI), 1)
      .map((j) => (j * Math.PI) / 72)
      .filter((x) => Math.abs(g(x)) < 1e-9);
    expect(found.length).toBe(listed.length);
  },
  'differentiate-polynomial': (task) => {
    const q = task.question;
    if (q.startsWith('Given')) {
      const f = (x: number) => evaluate(between(q, 'f(x) = ', ', find'), { x });
      const x0 = Number(/f′\((\d+)\)/.exec(q)?.[1]);
      expect(Math.abs(derivative(f, x0) - answerValue(task))).toBeLessThan(1e-5);
      return;
    }
    const f = (x: number) => evaluate(between(q, 'f(x) = ', /\.$/), { x });
    for (const x of [-2, -0.5, 1, 2.5]) {
      expect(
        Math.abs(derivative(f, x) - evaluate(task.answer.correct, { x })) /
          Math.max(1, Math.abs(derivative(f, x))),
      ).toBeLessThan(1e-6);
    }
  },
  'tangent-equation': (task) => {
    const q = task.question;
    const f = (x: number) => evaluate(between(q, 'f(x) = ', / (at|that)/), { x });
    const line = (x: number) => evaluate(rhs(task.answer.correct), { x });
    const slope = line(1) - line(0);
    let x0: number;
    if (q.includes('parallel')) {
      const given = between(q, 'line y = ', /\.$/);
      expect(approx(slope, evaluate(given, { x: 1 }) - evaluate(given, { x: 0 }))).toBe(true);
      const d0 = derivative(f, 0);
      x0 = (slope - d0) / (derivative(f, 1) - d0);
    } else x0 = evaluate(between(q, 'x₀ = ', /\.$/));
    expect(Math.abs(line(x0) - f(x0))).toBeLessThan(1e-3);
    expect(Math.abs(derivative(f, x0) - slope)).toBeLessThan(1e-4);
  },
  'instantaneous-velocity': (task) => {
    const q = task.question;
    const s = (t: number) => evaluate(between(q, 's(t) = ', ' ('), { t });
    const v = (t: number) => derivative(s, t);
    const a = (t: number) => (v(t + 1e-3) - v(t - 1e-3)) / 2e-3;
    const answer = answerValue(task);
    if (q.includes('acceleration is 0')) {
      const t0 = roots(a, -10, 20, 0.001)[0] as number;
      expect(Math.abs(v(t0) - answer)).toBeLessThan(1e-2);
    } else if (q.includes('At what moment')) {
      expect(answer).toBeGreaterThan(0);
      expect(Math.abs(v(answer) - (numbersIn(between(q, 'velocity ', ' m/s'))[0] as number))).toBeLessThan(
        1e-5,
      );
    } else {
      const t0 = Number(/at t = (\d+)/.exec(q)?.[1]);
      expect(Math.abs((q.includes('acceleration') ? a(t0) : v(t0)) - answer)).toBeLessThan(1e-3);
    }
  },
  'find-minimum-point': (task) => {
    const q = task.question;
    const f = (x: number) => evaluate(between(q, 'f(x) = ', /\.$/), { x });
    const answer = answerValue(task);
    if (q.includes('minimum value')) {
      const criticals = roots((x) => derivative(f, x), -30, 30, 0.001);
      const minimum = criticals.find((x) => f(x - 0.01) > f(x) && f(x + 0.01) > f(x)) as number;
      expect(Math.abs(f(minimum) - answer)).toBeLessThan(1e-3);
      return;
    }
    const max = q.includes('maximum');
    expect(Math.abs(derivative(f, answer))).toBeLessThan(1e-5);
    expect(f(answer - 0.01) < f(answer)).toBe(max);
    expect(f(answer + 0.01) < f(answer)).toBe(max);
  },
  'decreasing-interval': (task) => {
    const q = task.question;
    const f = (x: number) => evaluate(between(q, 'f(x) = ', ' is'), { x });
    const increasing = q.endsWith('increasing.');
    for (const x of sample(-15, 15, 0.113)) {
      const d = derivative(f, x);
      if (Math.abs(d) < 1e-3) continue;
      expect(inIntervals(task.answer.correct, x), `${x}`).toBe(increasing ? d > 0 : d < 0);
    }
  },
  'optimisation-box': (task) => {
    const q = task.question.replace(/,(\d{3})/g, '$1');
    const answer = answerValue(task);
    if (q.startsWith('Two positive')) {
      const S = numbersIn(q)[0] as number;
      expect(approx(maxOn((x) => x * (S - x), 0, S, S / 20000).value, answer, 1e-6)).toBe(true);
    } else if (q.includes('plot of')) {
      const A = numbersIn(q)[0] as number;
      const best = -maxOn((x) => -(2 * x + A / x), 0.5, A, 0.01).value;
      expect(Math.abs(best - answer) / answer).toBeLessThan(1e-4);
    } else {
      const [a, b] = numbersIn(between(q, 'a ', 'sheet'));
      const V = (x: number) => x * ((a as number) - 2 * x) * ((b as number) - 2 * x);
      const bestX = maxOn(V, 0, (b as number) / 2, 0.0005).x;
      if (q.includes('volume of the box')) expect(Math.abs(V(bestX) - answer) / answer).toBeLessThan(1e-5);
      else expect(Math.abs(bestX - answer)).toBeLessThan(1e-3);
    }
  },
  'antiderivative-through-point': (task) => {
    const q = task.question;
    const f = (x: number) => evaluate(between(q, 'f(x) = ', ' whose'), { x });
    const F = (x: number) => evaluate(task.answer.correct, { x });
    for (const x of [-2.5, -0.7, 0.9, 2.2])
      expect(Math.abs(derivative(F, x) - f(x)) / Math.max(1, Math.abs(f(x)))).toBeLessThan(1e-6);
    const [x0, y0] = numbersIn(between(q, 'through ', /\.$/));
    expect(approx(F(x0 as number), y0 as number)).toBe(true);
  },
  'evaluate-definite-integral': (task) => {
    const q = normalise(task.question);
    const bounds = /∫([₋₀-₉]+)([⁻⁰¹²³⁴⁵⁶⁷⁸⁹^\d-]+) /.exec(task.question) as RegExpExecArray;
    const read = (text: string) =>
      Number(
        [...text]
          .map(
            (c) =>
              ({ '₋': '-', '⁻': '-' })[c] ??
              String('₀₁₂₃₄₅₆₇₈₉'.indexOf(c) >= 0 ? '₀₁₂₃₄₅₆₇₈₉'.indexOf(c) : '⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(c)),
          )
          .join(''),
      );
    const a = read(bounds[1] as string);
    const b = read(bounds[2] as string);
    const integrand = between(q, ' (', ') dx');
    const value = integrate((x) => evaluate(integrand, { x }), a, b);
    expect(approx(value, answerValue(task), 1e-7)).toBe(true);
  },
  'area-under-parabola': (task) => {
    const q = task.question;
    const f = (x: number) => evaluate(between(q, 'parabola y = ', /,| and/), { x });
    let area: number;
    if (q.includes('the lines')) {
      const [p, r] = [...q.matchAll(/x = (−?\d+)/g)].map((m) => evaluate(m[1] as string));
      area = integrate(f, p as number, r as number);
    } else {
      const [r1, r2] = roots(f, -20, 20, 0.0005);
      area = Math.abs(integrate(f, r1 as number, r2 as number));
    }
    expect(Math.abs(area - answerValue(task)) / answerValue(task)).toBeLessThan(1e-4);
  },
  'area-between-curves': (task) => {
    const curves = [...normalise(task.question).matchAll(/y = ([^,]+?)(?= and|, |\.$)/g)].map(
      (m) => m[1] as string,
    );
    expect(curves.length).toBe(2);
    const g = (x: number) => evaluate(curves[0] as string, { x }) - evaluate(curves[1] as string, { x });
    const [r1, r2] = roots(g, -20, 20, 0.0005);
    const area = Math.abs(integrate(g, r1 as number, r2 as number));
    expect(Math.abs(area - answerValue(task)) / answerValue(task)).toBeLessThan(1e-4);
  },
  'meeting-problem': (task) => {
    const q = task.question.replace(/,(\d{3})/g, '$1');
    const nums = numbersIn(q);
    const answer = answerValue(task);
    if (q.includes('same direction')) {
      const [gap, fast, slow] = nums;
      expect(approx(answer * ((fast as number) - (slow as number)), gap as number)).toBe(true);
    } else if (q.includes('later')) {
      const [v1, distance, delay, v2] = nums;
      expect(
        approx((v1 as number) * ((delay as number) + answer) + (v2 as number) * answer, distance as number),
      ).toBe(true);
    } else if (q.includes('speed of the second')) {
      const [distance, time, v1] = nums;
      expect(approx(((v1 as number) + answer) * (time as number), distance as number)).toBe(true);
    } else {
      const [distance, v1, v2] = nums;
      expect(approx(((v1 as number) + (v2 as number)) * answer, distance as number)).toBe(true);
    }
  },
  'joint-work': (task) => {
    const q = task.question;
    const nums = numbersIn(q);
    const answer = answerValue(task);
    if (q.includes('empties'))
      expect(approx(1 / answer, 1 / (nums[0] as number) - 1 / (nums[1] as number))).toBe(true);
    else if (q.includes('Working together'))
      expect(approx(1 / answer, 1 / (nums[0] as number) - 1 / (nums[1] as number))).toBe(true);
    else
      expect(
        approx(
          1 / answer,
          nums.reduce((s, x) => s + 1 / x, 0),
        ),
      ).toBe(true);
  },
  'mixture-concentration': (task) => {
    const q = task.question.replace(/,(\d{3})/g, '$1');
    const nums = numbersIn(q);
    const answer = answerValue(task);
    if (q.includes('grams of water must')) {
      const [m, p, r] = nums;
      expect(approx(((m as number) * (p as number)) / ((m as number) + answer), r as number)).toBe(true);
    } else if (q.includes('water is added')) {
      const [w, m, p] = nums;
      expect(approx(((m as number) * (p as number)) / ((m as number) + (w as number)), answer)).toBe(true);
    } else if (q.startsWith('How many grams')) {
      const [p2, m1, p1, r] = nums;
      expect(
        approx(
          (m1 as number) * (p1 as number) + answer * (p2 as number),
          (r as number) * ((m1 as number) + answer),
        ),
      ).toBe(true);
    } else {
      const [m1, p1, m2, p2] = nums;
      expect(
        approx(
          ((m1 as number) * (p1 as number) + (m2 as number) * (p2 as number)) /
            ((m1 as number) + (m2 as number)),
          answer,
        ),
      ).toBe(true);
    }
  },
  'age-problem': (task) => {
    const q = task.question;
    const nums = numbersIn(q);
    const x = answerValue(task);
    if (q.includes('consecutive')) {
      const [count, sum] = nums as [number, number];
      const step = q.includes('natural') ? 1 : 2;
      const smallest = x - step * (count - 1);
      let total = 0;
      for (let i = 0; i < count; i += 1) total += smallest + i * step;
      expect(total).toBe(sum);
      expect(step === 1 || (q.includes('even') ? smallest % 2 === 0 : Math.abs(smallest % 2) === 1)).toBe(
        true,
      );
    } else if (q.includes('years older')) {
      const [gap, sum] = nums as [number, number];
      expect(x + x + gap).toBe(sum);
    } else if (q.includes('Together')) {
      const [k, sum] = nums as [number, number];
      expect(x + k * x).toBe(sum);
    } else if (q.includes('years ago')) {
      const [y, k, m] = nums as [number, number, number];
      expect(m * x - y).toBe(k * (x - y));
      expect(x).toBeGreaterThan(y);
    } else {
      const [k, y, m] = nums as [number, number, number];
      expect(k * x + y).toBe(m * (x + y));
    }
  },
  'multi-step-shopping': (task) => {
    const q = task.question.replace(/,(\d{3})/g, '$1');
    const answer = answerValue(task);
    const cents = (text: string) => Math.round(Number(text) * 100);
    if (q.includes(' has ')) {
      const [budget, k, p1, p2] = [
        cents(/has €(\d+(?:\.\d+)?)/.exec(q)?.[1] as string),
        Number(/buys (\d+)/.exec(q)?.[1]),
        cents(/at €(\d+(?:\.\d+)?) each and/.exec(q)?.[1] as string),
        cents(/at €(\d+(?:\.\d+)?) each as possible/.exec(q)?.[1] as string),
      ];
      const rest = budget - k * p1;
      expect(answer * p2).toBeLessThanOrEqual(rest);
      expect((answer + 1) * p2).toBeGreaterThan(rest);
      return;
    }
    let total = 0;
    for (const m of q.matchAll(/(\d+) [a-z ]+? at €(\d+(?:\.\d+)?) each/g))
      total += Number(m[1]) * cents(m[2] as string);
    for (const m of q.matchAll(/for €(\d+(?:\.\d+)?)/g)) total += cents(m[1] as string);
    const discount = Number(/(\d+)% off/.exec(q)?.[1] ?? 0);
    const note = cents(/with a €(\d+(?:\.\d+)?) note/.exec(q)?.[1] as string);
    expect(Math.round(answer * 100)).toBe(note - (total * (100 - discount)) / 100);
  },
};

/** Substitutes the listed solutions and searches for any others on a fine grid. */
function equationChecks(task: GeneratedTask): void {
  const [left, right] = solveBody(task).split(' = ') as [string, string];
  const g = (x: number) => evaluate(left, { x }) - evaluate(right, { x });
  const listed = solutions(task.answer.correct);
  for (const x of listed)
    expect(Math.abs(g(x)) / Math.max(1, Math.abs(evaluate(right, { x })))).toBeLessThan(1e-9);
  for (const root of roots(g, -12, 12, 0.0007)) {
    expect(
      listed.some((x) => Math.abs(x - root) < 1e-2),
      `${task.question}: root near ${root}`,
    ).toBe(true);
  }
}

/** Compares the answer intervals with the inequality itself on a grid and at the ends. */
function inequalityChecks(task: GeneratedTask): void {
  const body = solveBody(task);
  const op = /[<>≤≥]/.exec(body)?.[0] as string;
  const [left, right] = body.split(` ${op} `) as [string, string];
  // null: too close to equality for floating point to tell.
  const holds = (x: number, tolerance: number): boolean | null => {
    const l = evaluate(left, { x });
    const r = evaluate(right, { x });
    if (!Number.isFinite(l) || !Number.isFinite(r)) return false;
    if (Math.abs(l - r) <= tolerance * Math.max(Math.abs(l), Math.abs(r)))
      return tolerance < 1e-6 ? op === '≤' || op === '≥' : null;
    return op === '<' || op === '≤' ? l < r : l > r;
  };
  const ends = [...task.answer.correct.matchAll(/-?\d+(\.\d+)?(\/\d+)?/g)].map((m) => readValue(m[0]));
  for (const x of sample(-12, 12, 0.0625 + 1e-7)) {
    const expected = holds(x, 1e-4);
    if (expected !== null) expect(inIntervals(task.answer.correct, x), `${body} at ${x}`).toBe(expected);
  }
  for (const x of ends)
    expect(inIntervals(task.answer.correct, x), `${body} at the end ${x}`).toBe(holds(x, 1e-9));
}

describe('models-b mathematics', () => {
  it('has a recomputation for every generator', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(modelsBGenerators).sort());
  });

  for (const skill of Object.keys(modelsBGenerators)) {
    it(`${skill}: the answer is right when recomputed from the task text`, () => {
      for (const task of tasksOf(skill)) (checks[skill] as Check)(task);
    });
  }

  it('the English and Lithuanian tasks of a seed share the answer', () => {
    for (const skill of Object.keys(modelsBGenerators)) {
      const en = tasksOf(skill, 'en');
      const lt = tasksOf(skill, 'lt');
      for (const [i, task] of en.entries()) expect(lt[i]?.answer.correct, skill).toBe(task.answer.correct);
    }
  });

  it('multiple choice tasks have four different options and one right letter', () => {
    for (const task of tasksOf('shift-graph').filter((t) => t.input_kind === 'multiple_choice')) {
      const right = task.choices?.filter((c) => c.letter === task.answer.correct) ?? [];
      expect(right).toHaveLength(1);
      expect(task.answer.display).toContain(right[0]?.text as string);
    }
  });

  it('fractions in answers are in lowest terms', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    for (const skill of Object.keys(modelsBGenerators)) {
      for (const task of tasksOf(skill)) {
        for (const m of task.answer.correct.matchAll(/(?<![\w.])(-?\d+)\/(\d+)(?![\w.(])/g)) {
          if (/pi/.test(task.answer.correct)) continue;
          expect(gcd(Number(m[1]), Number(m[2])), `${skill}: ${task.answer.correct}`).toBe(1);
        }
      }
    }
  });
});

describe('models-b answers through the checker', () => {
  for (const skill of Object.keys(modelsBGenerators)) {
    it(`${skill}: the teacher's answer passes and a changed one fails`, () => {
      for (const language of ['lt', 'en'] as const) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (let seed = 0; seed < 6; seed += 1) {
            const task = generateTask(skill, { difficulty, language, seed: `c${seed}` });
            const request = {
              correct: task.answer.correct,
              mode: task.answer.mode,
              options: task.answer.options,
              language,
            };
            const where = `${difficulty} ${language} ${task.answer.correct}`;
            expect(checkAnswer({ ...request, student: task.answer.correct }).is_correct, where).toBe(true);
            expect(
              checkAnswer({ ...request, student: perturbedAnswer(task) }).is_correct,
              `${where} vs ${perturbedAnswer(task)}`,
            ).toBe(false);
          }
        }
      }
    });
  }
});
