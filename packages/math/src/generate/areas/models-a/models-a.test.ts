import { describe, expect, it } from 'vitest';
import { evaluate, toFloat } from '../../../check/evaluate.ts';
import { checkAnswer } from '../../../check/index.ts';
import { skillIdsOfTopics } from '../../../curriculum/curriculum.ts';
import type { Node } from '../../../parse/ast.ts';
import { parseAnswer } from '../../../parse/parse-answer.ts';
import { DIFFICULTY_LEVELS, type GeneratedTask, type Language } from '../../../types.ts';
import { describeGeneratorTable } from '../../generator-test-support.ts';
import { generateTask } from '../../index.ts';
import { GENERATOR_PARTS } from '../../parts.ts';
import { modelsAGenerators } from './index.ts';

describeGeneratorTable('models-a', modelsAGenerators, skillIdsOfTopics(GENERATOR_PARTS['models-a']));

const SKILLS = skillIdsOfTopics(GENERATOR_PARTS['models-a']);
const SEEDS = 12;

function tasks(skillId: string, language: Language = 'en'): GeneratedTask[] {
  const out: GeneratedTask[] = [];
  for (const difficulty of DIFFICULTY_LEVELS) {
    for (let seed = 0; seed < SEEDS; seed += 1) {
      out.push(generateTask(skillId, { difficulty, language, seed: `verify-${seed}` }));
    }
  }
  return out;
}

/** English task text → the plain ASCII the parser reads. */
function plain(text: string): string {
  return text
    .replace(/−/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/÷/g, '/')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/⁴/g, '^4')
    .replace(/√\(/g, 'sqrt(')
    .replace(/√(\d+)/g, 'sqrt($1)')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/x₁/g, 'p')
    .replace(/x₂/g, 'r')
    .replace(/(\d),(?=\d{3}\b)/g, '$1');
}

function node(text: string): Node {
  const parsed = parseAnswer(plain(text));
  if (!parsed.ok) throw new Error(`cannot parse ${text}: ${parsed.error.message}`);
  return parsed.node;
}

function at(text: string, env: Record<string, number> = {}): number {
  return toFloat(evaluate(node(text), new Map(Object.entries(env))));
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

/** `x = 0.5; x = 3` → [0.5, 3]; `no solution` → []. */
function roots(correct: string): number[] {
  if (correct === 'no solution') return [];
  return correct.split(';').map((item) => at(item.replace(/^\s*x\s*=\s*/, '')));
}

/** `x = 3, y = 2; x = …` → [[3, 2], …]. */
function points(correct: string): [number, number][] {
  return correct.split(';').map((item) => {
    const [xs = '', ys = ''] = item.split(',');
    return [at(xs.replace(/x\s*=/, '')), at(ys.replace(/y\s*=/, ''))];
  });
}

type Piece = { low: number; high: number; lowClosed: boolean; highClosed: boolean };

function pieces(correct: string): Piece[] {
  return correct.split(' U ').map((piece) => {
    const [left = '', right = ''] = piece.split(';');
    const lowText = left.trim().slice(1);
    const highText = right.trim().slice(0, -1);
    return {
      low: lowText === '-inf' ? Number.NEGATIVE_INFINITY : at(lowText),
      high: highText === '+inf' ? Number.POSITIVE_INFINITY : at(highText),
      lowClosed: left.trim().startsWith('['),
      highClosed: right.trim().endsWith(']'),
    };
  });
}

const inPieces = (x: number, ps: Piece[]) =>
  ps.some(
    (p) => (x > p.low || (p.lowClosed && x === p.low)) && (x < p.high || (p.highClosed && x === p.high)),
  );

function relationHolds(relation: Node, x: number): boolean | null {
  if (relation.type !== 'rel') throw new Error('not a relation');
  const values = relation.args.map((arg) => toFloat(evaluate(arg, new Map([['x', x]]))));
  if (values.some((v) => !Number.isFinite(v))) return null;
  return relation.ops.every((op, i) => {
    const a = values[i] as number;
    const b = values[i + 1] as number;
    if (op === '<') return a < b - 1e-12;
    if (op === '<=') return a <= b + 1e-12;
    if (op === '>') return a > b + 1e-12;
    if (op === '>=') return a >= b - 1e-12;
    return close(a, b);
  });
}

const question = (task: GeneratedTask, prefix: RegExp) =>
  task.question.replace(prefix, '').replace(/\.$/, '');

const ONE_EQUATION = [
  'two-step-equation',
  'equation-with-brackets',
  'fractional-coefficients',
  'solve-rational-equation',
  'rational-equation-extraneous',
  'solve-ax2-plus-bx',
  'solve-with-quadratic-formula',
  'irrational-equation',
];

describe('models-a answers are right', () => {
  it('each solution satisfies its equation, and "no solution" equations never vanish', () => {
    for (const skill of ONE_EQUATION) {
      for (const task of tasks(skill)) {
        const [left = '', right = ''] = question(task, /^Solve /).split(' = ');
        const f = (x: number) => at(left, { x }) - at(right, { x });
        const rs = roots(task.answer.correct);
        for (const r of rs) expect(close(f(r), 0), `${skill}: ${task.question} at ${r}`).toBe(true);
        expect(new Set(rs).size, task.question).toBe(rs.length);
        if (rs.length === 0) {
          const signs = new Set([-20, -7.5, -1, 0, 0.5, 3, 11, 40].map((x) => Math.sign(f(x))));
          expect(signs.size, task.question).toBe(1);
        }
      }
    }
  });

  it('quadratic equations list every root: the roots rebuild the polynomial', () => {
    for (const skill of ['solve-ax2-plus-bx', 'solve-with-quadratic-formula']) {
      for (const task of tasks(skill)) {
        const [left = '', right = ''] = question(task, /^Solve /).split(' = ');
        const f = (x: number) => at(left, { x }) - at(right, { x });
        const rs = roots(task.answer.correct);
        if (rs.length !== 2) continue;
        const lead = (f(2) - 2 * f(1) + f(0)) / 2;
        for (const x of [-3.5, 0.25, 7]) {
          expect(close(f(x), lead * (x - (rs[0] as number)) * (x - (rs[1] as number))), task.question).toBe(
            true,
          );
        }
      }
    }
  });

  it('rejected extraneous roots are exactly the ones that make a denominator zero', () => {
    for (const task of tasks('rational-equation-extraneous')) {
      const [left = ''] = question(task, /^Solve /).split(' = ');
      for (const r of roots(task.answer.correct))
        expect(Number.isFinite(at(left, { x: r })), task.question).toBe(true);
    }
  });

  it('systems: every pair satisfies both equations', () => {
    for (const skill of ['solve-by-substitution', 'solve-by-elimination', 'linear-quadratic-system']) {
      for (const task of tasks(skill)) {
        const equations = question(task, /^Solve the system /).split(', ');
        expect(equations.length).toBe(2);
        for (const [x, y] of points(task.answer.correct)) {
          for (const equation of equations) {
            const [left = '', right = ''] = equation.split(' = ');
            expect(close(at(left, { x, y }), at(right, { x, y })), `${task.question} at (${x}, ${y})`).toBe(
              true,
            );
          }
        }
      }
    }
  });

  it('expressions: the answer equals the given expression at sample points', () => {
    const prefixes: Record<string, RegExp> = {
      'collect-like-terms': /^Simplify /,
      'expand-single-bracket': /^Expand and simplify /,
      'multiply-polynomials': /^Expand and simplify /,
      'square-of-binomial': /^Expand /,
      'factor-common-factor': /^Factorise /,
      'factor-by-grouping': /^Factorise /,
      'factor-with-formulas': /^Factorise /,
      'factor-quadratic-trinomial': /^Factorise /,
      'simplify-rational-expression': /^Simplify /,
      'add-rational-expressions': /^Simplify /,
    };
    const env = { x: 1.37, y: -0.61, a: 2.13, b: -1.29, m: 0.77, n: 3.1, k: -2.3, p: 1.9 };
    for (const [skill, prefix] of Object.entries(prefixes)) {
      for (const task of tasks(skill)) {
        const given = at(question(task, prefix), env);
        expect(
          close(given, at(task.answer.correct, env)),
          `${skill}: ${task.question} vs ${task.answer.correct}`,
        ).toBe(true);
      }
    }
  });

  it('factorisations take out the whole common factor and simplified fractions cancel', () => {
    for (const task of tasks('factor-quadratic-trinomial')) {
      expect(task.answer.correct, task.question).toMatch(/^-?\d*\(.+\)(\(.+\)|\^2)$/);
    }
    for (const task of tasks('simplify-rational-expression')) {
      // The answer has no removable zero left: it is defined wherever its denominator is not zero.
      expect(task.answer.correct.length, task.question).toBeLessThan(question(task, /^Simplify /).length);
    }
  });

  it('a changed subject of a formula still satisfies the formula', () => {
    for (const task of tasks('rearrange-formula')) {
      const match = /^Make (\w) the subject of the formula (.+)$/.exec(question(task, /^/));
      expect(match, task.question).not.toBeNull();
      const [, subject = '', formula = ''] = match ?? [];
      const env: Record<string, number> = { S: 7.3, P: 5.9, V: 11.2, F: 4.4, W: 9.7, A: 6.1, Q: 8.8 };
      for (const letter of 'abchmntvruw') env[letter] = 1.3 + letter.charCodeAt(0) / 50;
      env[subject] = at(task.answer.correct, env);
      const [left = '', right = ''] = formula.split(' = ');
      expect(close(at(left, env), at(right, env)), task.question).toBe(true);
    }
  });

  it('inequalities: a point is in the answer exactly when it satisfies the inequalities', () => {
    const prefixes: Record<string, RegExp> = {
      'linear-inequality': /^Solve the inequality /,
      'system-of-inequalities': /^Solve the system of inequalities /,
      'double-inequality': /^Solve the double inequality /,
      'quadratic-inequality-between': /^Solve /,
      'quadratic-inequality-outside': /^Solve /,
      'rational-inequality': /^Solve /,
    };
    for (const [skill, prefix] of Object.entries(prefixes)) {
      for (const task of tasks(skill)) {
        const relations = question(task, prefix).split(', ').map(node);
        const ps = pieces(task.answer.correct);
        const edges = ps.flatMap((p) => [p.low, p.high]).filter(Number.isFinite);
        const probes = [...edges.flatMap((e) => [e, e - 1e-6, e + 1e-6])];
        for (let x = -40; x <= 40; x += 0.75) probes.push(x);
        for (const x of probes) {
          const holds = relations.map((r) => relationHolds(r, x));
          const truth = holds.every((h) => h === true);
          expect(inPieces(x, ps), `${skill}: ${task.question} at x = ${x}`).toBe(truth);
        }
      }
    }
  });

  it('solution counts match the equations', () => {
    for (const task of tasks('equation-solution-count')) {
      const [left = '', right = ''] = question(task, /^How many solutions does the equation /)
        .replace(/ have\?$/, '')
        .split(' = ');
      const f = (x: number) => at(left, { x }) - at(right, { x });
      const slope = f(1) - f(0);
      const expected = !close(slope, 0) ? 'B' : close(f(0), 0) ? 'D' : 'A';
      expect(task.answer.correct, task.question).toBe(expected);
    }
    for (const task of tasks('system-solution-count')) {
      const equations = question(task, /^How many solutions does the system /)
        .replace(/ have\?$/, '')
        .split(', ');
      const [g1, g2] = equations.map((equation) => {
        const [left = '', right = ''] = equation.split(' = ');
        const g = (x: number, y: number) => at(left, { x, y }) - at(right, { x, y });
        return { a: g(1, 0) - g(0, 0), b: g(0, 1) - g(0, 0), c: g(0, 0) };
      });
      if (!g1 || !g2) throw new Error('two equations expected');
      const det = g1.a * g2.b - g2.a * g1.b;
      const same = close(g1.a * g2.c, g2.a * g1.c) && close(g1.b * g2.c, g2.b * g1.c);
      const expected = !close(det, 0) ? 'B' : same ? 'D' : 'A';
      expect(task.answer.correct, task.question).toBe(expected);
    }
  });

  it('Vieta: the asked expression of the actual roots', () => {
    for (const task of tasks('vieta-formulas')) {
      const match = /roots of (.+) = 0\. Without solving the equation, calculate (.+)\.$/.exec(task.question);
      const [, equation = '', asked = ''] = match ?? [];
      const f = (x: number) => at(equation, { x });
      const a = (f(1) + f(-1)) / 2 - f(0);
      const b = (f(1) - f(-1)) / 2;
      const c = f(0);
      const d = Math.sqrt(b * b - 4 * a * c);
      const env = { p: (-b - d) / (2 * a), r: (-b + d) / (2 * a) };
      expect(close(at(asked, env), at(task.answer.correct)), task.question).toBe(true);
    }
  });

  it('proportions and evaluated expressions', () => {
    for (const task of tasks('solve-proportion')) {
      const [left = '', right = ''] = question(task, /^Solve the proportion /)
        .replace(/ : /g, ' / ')
        .split(' = ');
      const x = at(task.answer.correct);
      expect(close(at(`(${left})`, { x }), at(`(${right})`, { x })), task.question).toBe(true);
    }
    for (const task of tasks('substitute-values')) {
      const match = /^Evaluate (.+) when (.+)\.$/.exec(task.question);
      const [, expression = '', values = ''] = match ?? [];
      const env: Record<string, number> = {};
      for (const pair of values.split(/, | and /)) {
        const [name = '', value = ''] = pair.split(' = ');
        env[name] = at(value);
      }
      expect(close(at(expression, env), at(task.answer.correct)), task.question).toBe(true);
    }
  });

  it('word problems recomputed from their numbers', () => {
    const numbers = (text: string) => [...plain(text).matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
    for (const task of tasks('divide-in-ratio')) {
      const [total = 0, ...ratio] = numbers(task.question.replace(/(two|three) /, ''));
      const parts = ratio.slice(0, task.question.includes('three') ? 3 : 2);
      const one = total / parts.reduce((s, p) => s + p, 0);
      const expected = task.question.includes('largest share bigger')
        ? (Math.max(...parts) - Math.min(...parts)) * one
        : (/smaller|smallest/.test(task.question) ? Math.min(...parts) : Math.max(...parts)) * one;
      expect(close(Number(task.answer.correct), expected), task.question).toBe(true);
    }
    for (const task of tasks('direct-proportion-problem')) {
      const [p = 0, cost = 0, n = 0] = numbers(task.question);
      expect(close(Number(task.answer.correct), (cost / p) * n), task.question).toBe(true);
    }
    for (const task of tasks('inverse-proportion-problem')) {
      const [a = 0, b = 0, c = 0] = numbers(task.question);
      const value = (a * b) / c;
      if (task.input_kind === 'multiple_choice') {
        const chosen = task.choices?.find((choice) => choice.letter === task.answer.correct);
        expect(numbers(chosen?.text ?? '')[0], task.question).toBe(value);
      } else {
        expect(Number(task.answer.correct), task.question).toBe(value);
      }
    }
    for (const task of tasks('system-word-problem')) {
      const ns = numbers(task.question);
      if (task.question.startsWith('A money box')) {
        const [total = 0, , , value = 0] = ns;
        expect(Number(task.answer.correct), task.question).toBe(value - total);
        continue;
      }
      const [a = 0, b = 0, s1 = 0, c = 0, d = 0, s2 = 0] = ns;
      const det = a * d - b * c;
      const x = (s1 * d - b * s2) / det;
      const y = (a * s2 - c * s1) / det;
      const asked = /does one (.+) cost\?$/.exec(task.question)?.[1] ?? '';
      const firstItem = /^\d+ (.+?) and /.exec(task.question)?.[1] ?? '';
      const expected = firstItem.startsWith(asked) ? x : y;
      expect(close(expected, Number(task.answer.correct)), task.question).toBe(true);
    }
    for (const task of tasks('model-with-equation')) {
      const answer = Number(task.answer.correct);
      const [first = 0, second = 0] = numbers(task.question);
      if (/consecutive/.test(task.question)) {
        const count = task.question.includes('three') ? 3 : 2;
        const step = /even|odd/.test(task.question) ? 2 : 1;
        expect(count * answer + (step * count * (count - 1)) / 2, task.question).toBe(first);
      } else if (task.question.startsWith('The first shelf')) {
        expect(first * answer - second, task.question).toBe(answer + second);
      } else {
        expect(answer * (first + 1) === second || answer * (second + 1) === first, task.question).toBe(true);
      }
    }
    for (const task of tasks('quadratic-word-problem')) {
      const answer = Number(task.answer.correct);
      const ns = numbers(task.question);
      if (task.question.startsWith('A square')) expect(answer * answer, task.question).toBe(ns[0]);
      if (task.question.includes('longer than it is wide'))
        expect(answer * (answer + (ns[0] ?? 0)), task.question).toBe(ns[1]);
      if (task.question.includes('diagonals')) expect((answer * (answer - 3)) / 2, task.question).toBe(ns[0]);
    }
    for (const task of tasks('map-scale')) {
      const [, scale = 0, given = 0] = numbers(task.question);
      const answer = Number(task.answer.correct);
      if (task.question.includes('on the map, in centimetres'))
        expect(close((answer * scale) / 100_000, given)).toBe(true);
      else if (task.question.includes('in metres')) expect(close(answer, (given * scale) / 100)).toBe(true);
      else expect(close(answer, (given * scale) / 100_000), task.question).toBe(true);
    }
    for (const task of tasks('inequality-word-problem')) {
      const answer = Number(task.answer.correct);
      const ns = numbers(task.question);
      if (task.question.startsWith('You have')) {
        const [money = 0, price = 0] = ns;
        expect(answer * price <= money && (answer + 1) * price > money, task.question).toBe(true);
      }
      if (task.question.startsWith('To reach')) {
        const [need = 0, have = 0, per = 0] = ns;
        expect(have + answer * per >= need && have + (answer - 1) * per < need, task.question).toBe(true);
      }
    }
  });
});

/** A wrong answer of the same shape: one value or one bracket changed, another letter. */
function perturb(task: GeneratedTask): string {
  const { correct, mode } = task.answer;
  if (mode === 'multiple_choice') return correct === 'A' ? 'B' : 'A';
  if (correct === 'no solution') return 'x = 0';
  if (mode === 'interval') {
    const open = correct.search(/[[(](?!-inf)/);
    if (open >= 0)
      return correct.slice(0, open) + (correct[open] === '(' ? '[' : '(') + correct.slice(open + 1);
    return correct.replace(
      /(\d)([\])])/,
      (_m, digit: string, bracket: string) => digit + (bracket === ')' ? ']' : ')'),
    );
  }
  if (mode === 'equation_solutions') {
    const [first = '', ...rest] = correct.split(';');
    const [head = '', ...others] = first.split(',');
    return [[`${head}+1`, ...others].join(','), ...rest].join(';');
  }
  return `${correct}+1`;
}

describe('models-a answers pass the answer checker', () => {
  for (const skill of SKILLS) {
    it(skill, () => {
      for (const language of ['lt', 'en'] as const) {
        for (const difficulty of DIFFICULTY_LEVELS) {
          for (let seed = 0; seed < 4; seed += 1) {
            const task = generateTask(skill, { difficulty, language, seed: `check-${seed}` });
            const request = {
              correct: task.answer.correct,
              mode: task.answer.mode,
              options: task.answer.options,
              language,
            };
            const right = checkAnswer({ ...request, student: task.answer.correct });
            expect(
              right.is_correct,
              `${skill} ${difficulty} ${language}: ${task.question} → ${task.answer.correct} (${right.feedback_key})`,
            ).toBe(true);
            const wrong = perturb(task);
            expect(
              checkAnswer({ ...request, student: wrong }).is_correct,
              `${skill}: ${task.answer.correct} vs ${wrong}`,
            ).toBe(false);
          }
        }
      }
    });
  }
});
