import { formatNumber } from '../generate/format.ts';
import type { Figure, FigureInput, Language } from '../types.ts';
import { snappingStep } from './drawn-answer.ts';
import { niceStep } from './plane.ts';
import {
  CLS,
  circle,
  el,
  figure,
  label,
  line,
  num,
  type Point,
  polyline,
  scaleLabel,
  scaleLabels,
  textAt,
} from './svg.ts';

/**
 * The number line: marked values, points, and intervals with closed (dot) and open (circle) ends, rays to
 * ±∞ ending in an arrow. Several intervals sit on their own levels above the axis, so a union or an
 * intersection reads at a glance. The value ↔ x mapping is data (`NumberLineView`) and is written on the
 * root `<g>`, for an interactive input to reuse later.
 */

export type NumberLineView = {
  min: number;
  max: number;
  width: number;
  height: number;
  /** SVG x of `min` and `max`. */
  left: number;
  right: number;
  /** SVG y of the axis. */
  axisY: number;
  /** Units between scale ticks. */
  step: number;
  /** How many interval levels there is room for above the axis. */
  levels: number;
};

const WIDTH = 360;
const LEVEL_GAP = 16;

/** A view that shows every value with room at both ends for rays and labels. */
export function numberLineView(
  values: readonly number[],
  options: { levels?: number; width?: number } = {},
): NumberLineView {
  const finite = values.filter(Number.isFinite);
  const low = finite.length > 0 ? Math.min(...finite) : -5;
  const high = finite.length > 0 ? Math.max(...finite) : 5;
  const span = Math.max(high - low, 2);
  const step = niceStep(span * 1.4, 12);
  const pad = Math.max(step, span * 0.18);
  const levels = Math.max(1, Math.min(options.levels ?? 1, 4));
  const width = options.width ?? WIDTH;
  const axisY = 22 + levels * LEVEL_GAP;
  return {
    min: low - pad,
    max: high + pad,
    width,
    height: axisY + 44,
    left: 14,
    right: width - 30,
    axisY,
    step,
    levels,
  };
}

/** Value → SVG x. */
export function toLineX(view: NumberLineView, value: number): number {
  return view.left + ((value - view.min) / (view.max - view.min)) * (view.right - view.left);
}

/** SVG x → value (for a click on the line). */
export function fromLineX(view: NumberLineView, x: number): number {
  return view.min + ((x - view.left) / (view.right - view.left)) * (view.max - view.min);
}

/** An interval; `null` ends are ±∞. */
export type LineInterval = {
  low: number | null;
  high: number | null;
  closedLow: boolean;
  closedHigh: boolean;
  /** 0 is the level nearest the axis. */
  level?: number;
  /** A short name written at the left end of the bar (A, B). */
  name?: string;
  /** The second colour for the second set. */
  second?: boolean;
};

export type LinePoint = { value: number; name?: string; hollow?: boolean };

export type NumberLineContent = {
  intervals?: readonly LineInterval[];
  points?: readonly LinePoint[];
  /**
   * `values`: only the values of the intervals and points are written under the axis (a textbook's
   * sketch); `scale`: numbered ticks every `step` as well.
   */
  numbers?: 'values' | 'scale';
  /** The axis' name at its arrow (default x). */
  axisName?: string;
};

function arrowTip(tip: Point, direction: 1 | -1, cls: string): string {
  return polyline([[tip[0] - direction * 8, tip[1] - 4.5], tip, [tip[0] - direction * 8, tip[1] + 4.5]], cls);
}

function clampX(view: NumberLineView, value: number): number {
  return Math.min(Math.max(toLineX(view, value), view.left - 6), view.right + 6);
}

function intervalMarkup(view: NumberLineView, interval: LineInterval): string {
  const level = Math.min(interval.level ?? 0, view.levels - 1);
  const y = view.axisY - 14 - level * LEVEL_GAP;
  const cls = interval.second ? CLS.second : CLS.accent;
  const x1 = interval.low === null ? view.left - 8 : clampX(view, interval.low);
  const x2 = interval.high === null ? view.right + 8 : clampX(view, interval.high);
  const parts = [line([x1, y], [x2, y], cls, { style: 'stroke-width:4' })];
  if (interval.low === null) parts.push(arrowTip([x1, y], -1, cls));
  if (interval.high === null) parts.push(arrowTip([x2, y], 1, cls));
  for (const [value, closed] of [
    [interval.low, interval.closedLow],
    [interval.high, interval.closedHigh],
  ] as const) {
    if (value === null) continue;
    const x = clampX(view, value);
    parts.push(line([x, y], [x, view.axisY], CLS.thin, { 'stroke-dasharray': '3 3' }));
    parts.push(circle([x, y], 4.5, closed ? CLS.dot : CLS.hole));
  }
  if (interval.name) parts.push(textAt([x1 + (interval.low === null ? 12 : -4), y - 11], interval.name));
  return parts.join('');
}

/** The values written under the axis, each once, nudged down a row where two would touch. */
function valueLabels(view: NumberLineView, values: readonly number[], language: Language): string {
  const sorted = [...new Set(values.filter(Number.isFinite))].sort((a, b) => a - b);
  const parts: string[] = [];
  let lastRight = Number.NEGATIVE_INFINITY;
  let lastRow = 0;
  for (const value of sorted) {
    const x = toLineX(view, value);
    const content = label(value, language);
    const half = (content.length * 8 + 4) / 2;
    const row = x - half < lastRight && lastRow === 0 ? 1 : 0;
    parts.push(line([x, view.axisY - 5], [x, view.axisY + 5], CLS.line));
    parts.push(textAt([x, view.axisY + 20 + row * 16], content));
    if (row === 0) lastRight = x + half;
    lastRow = row;
  }
  return parts.join('');
}

function scaleTicks(view: NumberLineView, skip: readonly number[], language: Language): string {
  const labels: string[] = [];
  let marks = '';
  const first = Math.ceil(view.min / view.step);
  const last = Math.floor(view.max / view.step);
  for (let k = first; k <= last && k - first < 200; k += 1) {
    const value = Number((k * view.step).toFixed(10));
    const x = toLineX(view, value);
    marks += `M${num(x)} ${num(view.axisY - 4)}v8`;
    const near = skip.some((s) => Math.abs(toLineX(view, s) - x) < 18);
    if (!near) labels.push(scaleLabel([x, view.axisY + 24], label(value, language)));
  }
  return el('path', { d: marks, class: CLS.line, style: 'stroke-width:1' }) + scaleLabels(labels);
}

/** The number line as one `<g>` for `figure()`; its root carries the view as `data-*` attributes. */
export function renderNumberLine(
  view: NumberLineView,
  content: NumberLineContent,
  language: Language,
): string {
  const intervals = content.intervals ?? [];
  const points = content.points ?? [];
  const marked = [
    ...intervals.flatMap((i) => [i.low, i.high].filter((v): v is number => v !== null)),
    ...points.map((p) => p.value),
  ];
  const axisEnd: Point = [view.width - 12, view.axisY];
  const parts = [
    line([4, view.axisY], axisEnd),
    arrowTip(axisEnd, 1, CLS.line),
    textAt([view.width - 8, view.axisY - 14], content.axisName ?? 'x', { anchor: 'end' }),
  ];
  if (content.numbers === 'scale') parts.push(scaleTicks(view, marked, language));
  parts.push(...intervals.map((interval) => intervalMarkup(view, interval)));
  parts.push(valueLabels(view, marked, language));
  for (const point of points) {
    const x = toLineX(view, point.value);
    parts.push(circle([x, view.axisY], 4.5, point.hollow ? CLS.hole : CLS.dot));
    if (point.name) parts.push(textAt([x, view.axisY - 16], point.name));
  }
  return el(
    'g',
    {
      'data-min': view.min,
      'data-max': view.max,
      'data-left': view.left,
      'data-right': view.right,
      'data-axis-y': view.axisY,
    },
    parts,
  );
}

/**
 * The answer input of a number-line figure: its range widened to whole steps (so both ends are grid
 * values), snapping to `step`. Null when a finite end the answer needs is not at least one step inside.
 */
export function numberLineInput(
  view: NumberLineView,
  step: number,
  needed: readonly number[],
): FigureInput | null {
  if (!(step > 0)) return null;
  const min = Number((Math.floor(view.min / step) * step).toFixed(10));
  const max = Number((Math.ceil(view.max / step) * step).toFixed(10));
  if (!needed.every((v) => v >= min + step - 1e-9 && v <= max - step + 1e-9)) return null;
  return { kind: 'interval', line: { min, max, step } };
}

/** An interval of the answer: ends (null for ±∞) and whether each belongs to it. */
export type DrawnInterval = { lo: number | null; hi: number | null; loC: boolean; hiC: boolean };

/** The figure with an interval input on its number line, when the answer is one interval with grid ends. */
export function withIntervalInput(
  drawn: Figure,
  view: NumberLineView,
  pieces: readonly DrawnInterval[],
): Figure {
  const only = pieces.length === 1 ? pieces[0] : undefined;
  if (!only) return drawn;
  const ends = [only.lo, only.hi].filter((v): v is number => v !== null);
  const step = snappingStep(ends);
  const input = step === null ? null : numberLineInput(view, step, ends);
  return input ? { ...drawn, input } : drawn;
}

/** Half-width of a blank number line: a multiple of 5, so where it ends does not hint at the answer's ends. */
function blankLineReach(ends: readonly number[]): number {
  return 5 * Math.ceil((Math.max(...ends.map(Math.abs), 4) + 1) / 5);
}

/**
 * An empty number line, symmetric about 0, with a numbered scale: the canvas on which the student marks
 * the solution set, as a textbook asks, when the answer is one interval with grid ends; null otherwise.
 */
export function blankLineFigure(answer: DrawnInterval, language: Language): Figure | null {
  const ends = [answer.lo, answer.hi].filter((v): v is number => v !== null);
  if (ends.length === 0 || snappingStep(ends) === null) return null;
  const reach = blankLineReach(ends);
  const view = numberLineView([-reach, reach]);
  const [first, last, step] = [
    Math.ceil(view.min / view.step) * view.step,
    Math.floor(view.max / view.step) * view.step,
    view.step,
  ].map((v) => formatNumber(v, language));
  const alt =
    language === 'lt'
      ? `Tuščia skaičių tiesė, sunumeruota kas ${step} nuo ${first} iki ${last}: joje pažymėkite sprendinių aibę.`
      : `An empty number line numbered every ${step} from ${first} to ${last}, on which to mark the solution set.`;
  const drawn = figure({ kind: 'number_line', language, width: view.width, height: view.height, alt }, [
    renderNumberLine(view, { numbers: 'scale' }, language),
  ]);
  return withIntervalInput(drawn, view, [answer]);
}
