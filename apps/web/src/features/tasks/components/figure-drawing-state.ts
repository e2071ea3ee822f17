import type { Language, TFigureInput } from '@taskas/contracts';
import { type Drawing, drawnAnswer, latexToText, snap } from '@taskas/math/browser';
import { intervalOfAnswer, pointsOfAnswer } from '../inputs/answer-restore';

/**
 * What the drawing on a task's figure holds, and how it maps to and from the answer text. Pure, so the
 * canvas only draws and moves; the answer a drawing stands for is `drawnAnswer`'s (packages/math), the
 * same text a student would type.
 */

export type TPair = readonly [number, number];

/** One end of an interval: where it sits (kept while it runs to infinity), whether it belongs, whether it runs off. */
export type TEnd = { at: number; closed: boolean; infinite: boolean };

export type TDrawState =
  | { kind: 'point'; point: TPair }
  | { kind: 'line'; a: TPair; b: TPair }
  | { kind: 'interval'; lo: TEnd; hi: TEnd };

export type TIntervalState = Extract<TDrawState, { kind: 'interval' }>;

export type TPlane = Extract<TFigureInput, { kind: 'point' | 'line' }>['plane'];
export type TNumberLine = Extract<TFigureInput, { kind: 'interval' }>['line'];

const EPSILON = 1e-9;

/** The grid value nearest to `value` that lies within [min, max] (the view's edges need not be on the grid). */
export function snapWithin(value: number, min: number, max: number, step: number): number {
  const first = snap(Math.ceil(min / step - EPSILON) * step, step);
  const last = snap(Math.floor(max / step + EPSILON) * step, step);
  if (!Number.isFinite(value)) return first;
  return Math.min(last, Math.max(first, snap(value, step)));
}

/** A point moved or clicked on the plane, on the nearest grid point inside the view. */
export function snapToPlane(plane: TPlane, [x, y]: TPair): TPair {
  return [
    snapWithin(x, plane.xMin, plane.xMax, plane.step),
    snapWithin(y, plane.yMin, plane.yMax, plane.step),
  ];
}

/**
 * The plane as a canvas of `width` × `height` pixels shows it with equal units: the view widened along
 * one axis to the canvas's shape (as Mafs' `contain` does), less `edge` units of room at each side. The
 * whole grid in sight takes points, not just the view the task named.
 */
export function shownPlane(plane: TPlane, width: number, height: number, edge: number): TPlane {
  const xSpan = plane.xMax - plane.xMin + 2 * edge;
  const ySpan = plane.yMax - plane.yMin + 2 * edge;
  if (!(width > 0 && height > 0)) return plane;
  const widenX = Math.max(0, (ySpan * width) / height - xSpan) / 2;
  const widenY = Math.max(0, (xSpan * height) / width - ySpan) / 2;
  return {
    ...plane,
    xMin: plane.xMin - widenX,
    xMax: plane.xMax + widenX,
    yMin: plane.yMin - widenY,
    yMax: plane.yMax + widenY,
  };
}

/**
 * Where the drawing starts before the student touches it (it is no answer until moved): a quarter of
 * the way into the view, neither at the origin nor at the view's centre, which is often the answer
 * itself (a midpoint's view is centred on it).
 */
export function initialDrawState(input: TFigureInput): TDrawState {
  if (input.kind === 'interval') {
    const { min, max, step } = input.line;
    const quarter = (max - min) / 4;
    const lo = snapWithin(min + quarter, min, max, step);
    const hi = Math.max(snapWithin(max - quarter, min, max, step), snap(lo + step, step));
    return {
      kind: 'interval',
      lo: { at: lo, closed: true, infinite: false },
      hi: { at: hi, closed: true, infinite: false },
    };
  }
  const { xMin, xMax, yMin, yMax } = input.plane;
  if (input.kind === 'point') {
    return {
      kind: 'point',
      point: snapToPlane(input.plane, [xMin + (xMax - xMin) / 4, yMax - (yMax - yMin) / 4]),
    };
  }
  const a = snapToPlane(input.plane, [xMin + (xMax - xMin) / 4, yMin + (yMax - yMin) / 4]);
  const b = snapToPlane(input.plane, [xMax - (xMax - xMin) / 4, yMax - (yMax - yMin) / 4]);
  return {
    kind: 'line',
    a,
    b: samePair(a, b) ? snapToPlane(input.plane, [b[0] + input.plane.step, b[1]]) : b,
  };
}

export const samePair = (p: TPair, q: TPair) =>
  Math.abs(p[0] - q[0]) < EPSILON && Math.abs(p[1] - q[1]) < EPSILON;

/** The drawing in the terms `drawnAnswer` reads. */
export function drawingOf(state: TDrawState): Drawing {
  switch (state.kind) {
    case 'point':
      return { kind: 'point', x: state.point[0], y: state.point[1] };
    case 'line':
      return { kind: 'line', a: state.a, b: state.b };
    default:
      return {
        kind: 'interval',
        lo: state.lo.infinite ? null : state.lo.at,
        hi: state.hi.infinite ? null : state.hi.at,
        loClosed: state.lo.closed,
        hiClosed: state.hi.closed,
      };
  }
}

/**
 * The answer text of the drawing, or null while it is none. Infinity is written `∞`, as the interval
 * builder and the answer preview write it, so the builder reads a drawn interval back.
 */
export function answerOf(state: TDrawState, language: Language): string | null {
  return drawnAnswer(drawingOf(state), language)?.replace(/inf\b/g, '∞') ?? null;
}

/** A typed number as the drawing reads it: `-1,5`, `−3`, `7/2`; null when it is not one. */
export function readNumber(text: string): number | null {
  const plain = text.trim().replace(/[−–]/g, '-').replace(',', '.');
  const match = /^([-+]?\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/.exec(plain);
  if (!match) return null;
  const value = Number(match[1]) / (match[2] ? Number(match[2]) : 1);
  return Number.isFinite(value) ? value : null;
}

/** A typed value that the drawing can show: on the grid and inside [min, max]. */
function onGrid(text: string, min: number, max: number, step: number): number | null {
  const value = readNumber(text);
  if (value === null || value < min - EPSILON || value > max + EPSILON) return null;
  return Math.abs(snap(value, step) - value) < EPSILON ? snap(value, step) : null;
}

/**
 * The drawing of a typed answer (a point or an interval the canvas can show), so the drawing follows
 * what is typed into the answer field; null when the answer is not one it can draw. A line is not read
 * back: its equation may be written in too many ways.
 */
export function stateOfAnswer(input: TFigureInput, answer: string, current: TDrawState): TDrawState | null {
  if (input.kind === 'point') {
    const points = pointsOfAnswer(answer);
    if (points?.length !== 1 || !points[0]) return null;
    const { xMin, xMax, yMin, yMax, step } = input.plane;
    const x = onGrid(points[0].x, xMin, xMax, step);
    const y = onGrid(points[0].y, yMin, yMax, step);
    return x === null || y === null ? null : { kind: 'point', point: [x, y] };
  }
  if (input.kind === 'interval' && current.kind === 'interval') {
    const pieces = intervalOfAnswer(answer.replace(/inf(inity)?\b/gi, '∞'));
    if (pieces?.length !== 1 || !pieces[0]) return null;
    const { min, max, step } = input.line;
    const end = (typed: { value: string; infinite: boolean; closed: boolean }, kept: TEnd): TEnd | null => {
      if (typed.infinite) return { ...kept, infinite: true };
      const at = onGrid(typed.value, min, max, step);
      return at === null ? null : { at, closed: typed.closed, infinite: false };
    };
    const lo = end(pieces[0].left, current.lo);
    const hi = end(pieces[0].right, current.hi);
    if (!lo || !hi || (!lo.infinite && !hi.infinite && lo.at >= hi.at)) return null;
    return { kind: 'interval', lo, hi };
  }
  return null;
}

/** Two states that draw the same thing. */
export function sameState(p: TDrawState, q: TDrawState): boolean {
  if (p.kind === 'point' && q.kind === 'point') return samePair(p.point, q.point);
  if (p.kind === 'line' && q.kind === 'line') return samePair(p.a, q.a) && samePair(p.b, q.b);
  if (p.kind === 'interval' && q.kind === 'interval') {
    const same = (e: TEnd, f: TEnd) => e.at === f.at && e.closed === f.closed && e.infinite === f.infinite;
    return same(p.lo, q.lo) && same(p.hi, q.hi);
  }
  return false;
}

/** An equation without its spacing, brackets and multiplication signs: `y=((3x)/(2))-1` ~ `y = 3x/2 - 1`. */
const looseEquation = (text: string) => text.replace(/[\s()*{}]/g, '').replace(/−/g, '-');

/**
 * Whether the answer to be submitted (as the answer field holds it: text, or MathLive's LaTeX once the
 * field has read a drawn equation) is the drawn line's equation.
 */
export function isDrawnEquation(value: string, format: 'text' | 'latex', drawn: string): boolean {
  const text = format === 'latex' ? latexToText(value) : value;
  return looseEquation(text) === looseEquation(drawn);
}

/**
 * An end switched to or from infinity. An end that comes back finite returns to where it was, moved
 * past the other end by a step if that end has come over its place meanwhile.
 */
export function withInfinite(
  line: TNumberLine,
  state: TIntervalState,
  side: 'lo' | 'hi',
  infinite: boolean,
): TDrawState {
  const next = { ...state, [side]: { ...state[side], infinite } };
  if (infinite || next.lo.infinite || next.hi.infinite || next.lo.at < next.hi.at) return next;
  const { min, max, step } = line;
  if (side === 'hi') {
    const hi = snapWithin(next.lo.at + step, min, max, step);
    const lo = hi > next.lo.at ? next.lo.at : snapWithin(hi - step, min, max, step);
    return { ...next, lo: { ...next.lo, at: lo }, hi: { ...next.hi, at: hi } };
  }
  const lo = snapWithin(next.hi.at - step, min, max, step);
  const hi = lo < next.hi.at ? next.hi.at : snapWithin(lo + step, min, max, step);
  return { ...next, lo: { ...next.lo, at: lo }, hi: { ...next.hi, at: hi } };
}
