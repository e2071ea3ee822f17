import type { Figure } from '../../../types.ts';
import { letteredChoices } from '../../choices.ts';
import { canonicalNumber, formatNumber } from '../../format.ts';
import type { GeneratorContext, TaskDraft } from '../../registry.ts';

/** The parts of a task every geometry generator writes itself; the builders below add answer and input. */
export type TaskBody = {
  question: string;
  hints: string[];
  steps: string[];
  explanation: string;
  title?: string;
  themed?: boolean;
  /** The figure a textbook would draw for the task (see `figures/`). */
  figure?: Figure | null;
};

/** An exact answer: the canonical teacher text and the text shown to the student. */
export type Exact = { correct: string; display: string };

/** A number in the task language (`12,5` in Lithuanian). */
export function fmt(ctx: GeneratorContext, value: number): string {
  return formatNumber(value, ctx.language);
}

/** Degrees: `48°`. */
export function deg(ctx: GeneratorContext, value: number): string {
  return `${fmt(ctx, value)}°`;
}

/** The multiplication dot of the language (lt `·`, en `×`). */
export function times(ctx: GeneratorContext): string {
  return ctx.t('·', '×');
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** √n as a·√b with b square-free. */
export function simplifySqrt(n: number): { outside: number; inside: number } {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f += 1) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return { outside, inside };
}

/** An exact number p/q (q > 0); a whole number when q divides p. */
export function fraction(ctx: GeneratorContext, p: number, q = 1): Exact {
  const g = gcd(p, q);
  const num = p / g;
  const den = q / g;
  if (den === 1) return { correct: canonicalNumber(num), display: fmt(ctx, num) };
  return { correct: `${num}/${den}`, display: `${fmt(ctx, num)}/${fmt(ctx, den)}` };
}

/** (p/q)·√r simplified: `6*sqrt(2)`, `sqrt(2)/2`, or a plain number when r is a square. */
export function radical(ctx: GeneratorContext, p: number, q: number, r: number): Exact {
  const { outside, inside } = simplifySqrt(r);
  if (inside === 1) return fraction(ctx, p * outside, q);
  const g = gcd(p * outside, q);
  const num = (p * outside) / g;
  const den = q / g;
  const root = `sqrt(${inside})`;
  const correct = `${num === 1 ? root : `${num}*${root}`}${den === 1 ? '' : `/${den}`}`;
  const display = `${num === 1 ? '' : fmt(ctx, num)}√${fmt(ctx, inside)}${den === 1 ? '' : `/${fmt(ctx, den)}`}`;
  return { correct, display };
}

/** (p/q)·π: `36*pi` / `36π`, `32*pi/3` / `32π/3`. */
export function piMultiple(ctx: GeneratorContext, p: number, q = 1): Exact {
  const g = gcd(p, q);
  const num = p / g;
  const den = q / g;
  const correct = `${num === 1 ? 'pi' : `${canonicalNumber(num)}*pi`}${den === 1 ? '' : `/${den}`}`;
  const display = `${num === 1 ? '' : fmt(ctx, num)}π${den === 1 ? '' : `/${fmt(ctx, den)}`}`;
  return { correct, display };
}

function withUnit(text: string, unit: string | null): string {
  if (!unit) return text;
  return unit === '°' ? `${text}°` : `${text} ${unit}`;
}

/** A task whose answer is a number (checked for equivalence). */
export function numberTask(
  ctx: GeneratorContext,
  value: number,
  unit: string | null,
  body: TaskBody,
): TaskDraft {
  return {
    ...body,
    choices: null,
    input_kind: 'number',
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: canonicalNumber(value),
      display: withUnit(fmt(ctx, value), unit),
    },
  };
}

/** A task whose answer is an exact expression (with π or √), checked for equivalence. */
export function exactTask(
  exact: Exact,
  unit: string | null,
  body: TaskBody,
  inputKind: 'expression' | 'fraction' | 'number' = 'expression',
): TaskDraft {
  return {
    ...body,
    choices: null,
    input_kind: inputKind,
    answer: {
      mode: 'equivalent',
      options: { form: 'value' },
      correct: exact.correct,
      display: withUnit(exact.display, unit),
    },
  };
}

/**
 * A multiple-choice task: the right option and three different wrong ones, shuffled unless `keepOrder`
 * (for options with a natural order such as the four angle types).
 */
export function choiceTask(
  ctx: GeneratorContext,
  right: string,
  wrong: readonly [string, string, string],
  body: TaskBody,
  keepOrder?: readonly string[],
): TaskDraft {
  const { choices, letter } = letteredChoices(keepOrder ?? ctx.rng.shuffle([right, ...wrong]), right);
  return {
    ...body,
    choices,
    input_kind: 'multiple_choice',
    answer: { mode: 'multiple_choice', correct: letter, display: `${letter}) ${right}` },
  };
}
