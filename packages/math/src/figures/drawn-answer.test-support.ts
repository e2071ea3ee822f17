import { evaluate, toFloat } from '../check/evaluate.ts';
import { fromInt } from '../numbers/rational.ts';
import { parseAnswer } from '../parse/index.ts';
import type { FigureInput, GeneratedTask } from '../types.ts';
import { type Drawing, snap } from './drawn-answer.ts';

/**
 * Test helpers for drawable answers: the drawing a student would make of a task's correct answer, and
 * where it sits on the figure's input. They read the teacher's answer text, independently of how the
 * generator built the figure, so a figure whose view or grid does not fit its answer is caught.
 */

/** A plain number or fraction of an answer text (`-3`, `1.5`, `-1/2`), evaluated with x = `x`. */
function numberIn(text: string, x?: number): number | null {
  const parsed = parseAnswer(text.trim());
  if (!parsed.ok) return null;
  const env = new Map(x === undefined ? [] : [['x', fromInt(x)] as const]);
  const value = toFloat(evaluate(parsed.node, env));
  return Number.isFinite(value) ? value : null;
}

function pointDrawing(correct: string): Drawing | null {
  const match = /^\(([^;]+);([^;]+)\)$/.exec(correct.trim());
  const x = match ? numberIn(match[1] ?? '') : null;
  const y = match ? numberIn(match[2] ?? '') : null;
  return x === null || y === null ? null : { kind: 'point', x, y };
}

function endOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (/^[-+]?inf$/.test(trimmed)) return null;
  return numberIn(trimmed) ?? undefined;
}

function intervalDrawing(correct: string): Drawing | null {
  const match = /^([[(])([^;]+);([^;]+)([\])])$/.exec(correct.trim());
  if (!match) return null;
  const lo = endOf(match[2] ?? '');
  const hi = endOf(match[3] ?? '');
  if (lo === undefined || hi === undefined) return null;
  return { kind: 'interval', lo, hi, loClosed: match[1] === '[', hiClosed: match[4] === ']' };
}

/** Grid points strictly inside the plane by a step, on the answer line `y = f(x)` or `x = c`. */
function lineDrawing(correct: string, input: Extract<FigureInput, { kind: 'line' }>): Drawing | null {
  const [left = '', right = ''] = correct.split('=');
  const { xMin, xMax, yMin, yMax, step } = input.plane;
  const c = left.trim() === 'x' ? numberIn(right) : null;
  if (c !== null) return { kind: 'line', a: [c, yMin + step], b: [c, yMax - step] };
  const found: [number, number][] = [];
  for (let k = 1; xMin + k * step <= xMax - step && k < 2000; k += 1) {
    const x = snap(xMin + k * step, step);
    const y = Number.isInteger(x) ? numberIn(right, x) : null;
    if (y !== null && snap(y, step) === y && y >= yMin + step && y <= yMax - step) found.push([x, y]);
  }
  const first = found[0];
  const last = found[found.length - 1];
  return first && last && found.length >= 2 ? { kind: 'line', a: first, b: last } : null;
}

/** The drawing of the task's correct answer on its figure's input, or null when it cannot be drawn. */
export function answerDrawing(task: GeneratedTask): Drawing | null {
  const input = task.figure?.input;
  if (!input) return null;
  if (input.kind === 'point') return pointDrawing(task.answer.correct);
  if (input.kind === 'interval') return intervalDrawing(task.answer.correct);
  return lineDrawing(task.answer.correct, input);
}

/** The finite numbers a drawing is made of, x and y apart for a plane. */
function coordinates(drawing: Drawing): { xs: number[]; ys: number[] } {
  if (drawing.kind === 'point') return { xs: [drawing.x], ys: [drawing.y] };
  if (drawing.kind === 'line') return { xs: [drawing.a[0], drawing.b[0]], ys: [drawing.a[1], drawing.b[1]] };
  return { xs: [drawing.lo, drawing.hi].filter((v): v is number => v !== null), ys: [] };
}

/** Why the drawing does not fit the input (off the grid, outside the view), or null when it fits. */
export function drawingMisfit(drawing: Drawing, input: FigureInput): string | null {
  const { xs, ys } = coordinates(drawing);
  const step = input.kind === 'interval' ? input.line.step : input.plane.step;
  const [xMin, xMax] =
    input.kind === 'interval' ? [input.line.min, input.line.max] : [input.plane.xMin, input.plane.xMax];
  const [yMin, yMax] = input.kind === 'interval' ? [0, 0] : [input.plane.yMin, input.plane.yMax];
  const off = [...xs, ...ys].find((v) => snap(v, step) !== v);
  if (off !== undefined) return `${off} is not on the grid of step ${step}`;
  if (xs.some((x) => x <= xMin || x >= xMax) || ys.some((y) => y <= yMin || y >= yMax))
    return `outside the view ${JSON.stringify(input)}`;
  return null;
}

/** The same drawing with one of its parts moved by one grid step: what a slip of the hand would give. */
export function movedOneStep(drawing: Drawing, step: number): Drawing {
  if (drawing.kind === 'point') return { ...drawing, x: snap(drawing.x + step, step) };
  if (drawing.kind === 'line') return { ...drawing, b: [drawing.b[0], snap(drawing.b[1] + step, step)] };
  if (drawing.lo !== null) return { ...drawing, lo: snap(drawing.lo - step, step) };
  if (drawing.hi !== null) return { ...drawing, hi: snap(drawing.hi + step, step) };
  return { ...drawing, lo: 0, loClosed: true };
}
