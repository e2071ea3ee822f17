import type { Figure, FigureInput, Language } from '../types.ts';
import {
  CLS,
  circle,
  el,
  figure,
  label,
  line,
  num,
  type Point,
  path,
  polyline,
  scaleLabel,
  scaleLabels,
  textAt,
} from './svg.ts';

/**
 * The coordinate plane: a grid, axes with arrows, numbered ticks, named points, segments, vectors, lines and
 * function graphs. The world ↔ SVG mapping is plain data (`PlaneView`), written onto the plane's root `<g>`
 * as `data-*` attributes, so an interactive input can later put the student's clicks on the same plane.
 */

/** The world box a plane shows and where it sits in the SVG. */
export type PlaneView = {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  /** The whole figure's size. */
  width: number;
  height: number;
  /** The plot box in SVG units: the world box maps onto it. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** World units between numbered ticks. */
  xStep: number;
  yStep: number;
  /** World units between grid lines. */
  xGrid: number;
  yGrid: number;
};

export type PlaneViewOptions = {
  /** Keep one unit the same length on both axes (distances and angles look true). Default true. */
  equalScale?: boolean;
  /** Show exactly this world range instead of one fitted to the points. */
  xRange?: readonly [number, number];
  yRange?: readonly [number, number];
  maxWidth?: number;
  maxHeight?: number;
};

/** Room around the plot box for the axis arrows and the x, y names. */
const MARGIN = 16;
const MAX_TICKS = 10;
const MIN_GRID_PX = 9;

/** 1, 2 or 5 times a power of ten: the step that puts at most `maxTicks` ticks on `span`. */
export function niceStep(span: number, maxTicks = MAX_TICKS): number {
  const safe = Number.isFinite(span) && span > 0 ? span : 1;
  const raw = safe / maxTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= raw) return factor * power;
  }
  return 10 * power;
}

function finiteOr(values: readonly number[], fallback: number): number[] {
  const finite = values.filter(Number.isFinite);
  return finite.length > 0 ? finite : [fallback];
}

/** How wide a small (12px) label is, roughly: enough to keep neighbours apart. */
function labelWidth(content: string): number {
  return content.length * 7 + 6;
}

/** The tick step, made coarser (1 → 2 → 5 → 10 …) until labels `minPx` wide fit between ticks. */
function labelStep(step: number, pxPerUnit: number, minPx: number): number {
  let result = step;
  for (let i = 0; i < 12 && result * pxPerUnit < minPx; i += 1) {
    const lead = result / 10 ** Math.floor(Math.log10(result) + 1e-9);
    result *= lead < 1.5 ? 2 : lead < 3 ? 2.5 : 2;
  }
  return result;
}

/** A tick's number as either language writes it, for measuring only (same length in both). */
function numberText(value: number): string {
  return label(value, 'en');
}

type Extent = { low: number; high: number };

/** Below this many units an axis is widened, so a few whole numbers are always in view. */
const MIN_SPAN = 6;

/**
 * The smallest and largest of the values and 0 (so the axis through the origin is always in view),
 * widened evenly to at least MIN_SPAN.
 */
function extent(values: readonly number[]): Extent {
  const all = [...finiteOr(values, 0), 0];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const spare = Math.max(0, MIN_SPAN - (high - low)) / 2;
  return { low: low - spare, high: high + spare };
}

/** The extent widened to whole steps, with some room past the ends for labels. */
function axisRange(e: Extent, step: number, fixed?: readonly [number, number]): { min: number; max: number } {
  if (fixed && Number.isFinite(fixed[0]) && Number.isFinite(fixed[1]) && fixed[1] > fixed[0]) {
    return { min: fixed[0], max: fixed[1] };
  }
  return {
    min: step * Math.floor((e.low - 0.45 * step) / step),
    max: step * Math.ceil((e.high + 0.45 * step) / step),
  };
}

/** The grid spacing: the finest of 1, 2, 5 units (or fractions of a small step) that is wide enough. */
function gridStep(step: number, pxPerUnit: number): number {
  const candidates =
    step >= 1 ? [1, 2, 5, step].filter((c) => c <= step && step % c === 0) : [step / 5, step / 2, step];
  return candidates.find((c) => c * pxPerUnit >= MIN_GRID_PX) ?? step;
}

function spanOf(e: Extent, fixed?: readonly [number, number]): number {
  if (fixed && fixed[1] > fixed[0]) return fixed[1] - fixed[0];
  return e.high - e.low;
}

/**
 * The view that shows every point (and the origin, so both axes are visible), with numbered ticks every
 * 1, 2 or 5 × 10ⁿ units and a unit grid where it is not too dense.
 */
export function planeView(points: readonly Point[], options: PlaneViewOptions = {}): PlaneView {
  const { equalScale = true, maxWidth = 360, maxHeight = 300 } = options;
  const ex = extent(points.map((p) => p[0]));
  const ey = extent(points.map((p) => p[1]));
  const spanX = spanOf(ex, options.xRange);
  const spanY = spanOf(ey, options.yRange);
  const square = equalScale && spanX / spanY < 4 && spanX / spanY > 0.4;
  let xStep = niceStep(spanX);
  let yStep = niceStep(spanY);
  if (square) {
    xStep = Math.max(xStep, yStep);
    yStep = xStep;
  }
  const xr = axisRange(ex, xStep, options.xRange);
  const yr = axisRange(ey, yStep, options.yRange);
  const plotW = maxWidth - 2 * MARGIN;
  const plotH = maxHeight - 2 * MARGIN;
  let xUnit = plotW / (xr.max - xr.min);
  let yUnit = Math.min(plotH, Math.max(plotW * 0.6, 160)) / (yr.max - yr.min);
  if (square) {
    xUnit = Math.min(plotW / (xr.max - xr.min), plotH / (yr.max - yr.min));
    yUnit = xUnit;
  }
  // Coarser numbered ticks where the labels would touch (−12 needs about 27 units of width).
  const widest = Math.max(...[xr.min, xr.max, xr.min + xStep].map((x) => labelWidth(numberText(x))));
  xStep = labelStep(xStep, xUnit, widest + 4);
  yStep = labelStep(yStep, yUnit, 16);
  const boxW = (xr.max - xr.min) * xUnit;
  const boxH = (yr.max - yr.min) * yUnit;
  return {
    xMin: xr.min,
    xMax: xr.max,
    yMin: yr.min,
    yMax: yr.max,
    width: Math.round(boxW + 2 * MARGIN),
    height: Math.round(boxH + 2 * MARGIN),
    left: MARGIN,
    top: MARGIN,
    right: MARGIN + boxW,
    bottom: MARGIN + boxH,
    xStep,
    yStep,
    xGrid: gridStep(xStep, xUnit),
    yGrid: gridStep(yStep, yUnit),
  };
}

/** World → SVG coordinates. */
export function toSvg(view: PlaneView, p: Point): Point {
  return [
    view.left + ((p[0] - view.xMin) / (view.xMax - view.xMin)) * (view.right - view.left),
    view.bottom - ((p[1] - view.yMin) / (view.yMax - view.yMin)) * (view.bottom - view.top),
  ];
}

/** SVG → world coordinates (for a click on the plane). */
export function fromSvg(view: PlaneView, p: Point): Point {
  return [
    view.xMin + ((p[0] - view.left) / (view.right - view.left)) * (view.xMax - view.xMin),
    view.yMin + ((view.bottom - p[1]) / (view.bottom - view.top)) * (view.yMax - view.yMin),
  ];
}

function inside(view: PlaneView, p: Point): boolean {
  const eps = 1e-9;
  return (
    p[0] >= view.xMin - eps && p[0] <= view.xMax + eps && p[1] >= view.yMin - eps && p[1] <= view.yMax + eps
  );
}

/** The multiples of `step` within [min, max] (bounded: at most a few hundred). */
function multiples(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  for (let k = first; k <= last && out.length < 400; k += 1) out.push(Number((k * step).toFixed(10)));
  return out;
}

// ── Pieces ───────────────────────────────────────────────────────────────────────────────────────────

/** Where a point's name sits relative to the point. */
export type LabelSide = 'ne' | 'nw' | 'se' | 'sw' | 'n' | 's' | 'e' | 'w';

export type PlanePoint = {
  at: Point;
  name?: string;
  side?: LabelSide;
  /** An open circle: a point that is not part of the graph (an open end). */
  hollow?: boolean;
};

export type PlaneSegment = { from: Point; to: Point; cls?: string; dashed?: boolean };

/** A vector: an arrow from `from` to `to`, its name beside its middle. */
export type PlaneVector = { from: Point; to: Point; name?: string; cls?: string };

/** The whole line through two points, cut at the plot box, optionally named (`y = x`). */
export type PlaneLine = { through: readonly [Point, Point]; name?: string; cls?: string; dashed?: boolean };

export type PlaneGraph = {
  fn: (x: number) => number;
  /** Where the function is defined; the graph stops at these ends. */
  domain?: readonly [number, number];
  /** x values of vertical asymptotes or jumps: the graph is never joined across them. */
  breaks?: readonly number[];
  /** Markers at the domain's ends: a dot for an end that belongs to the graph, a circle otherwise. */
  ends?: { from?: 'closed' | 'open'; to?: 'closed' | 'open' };
  name?: string;
  /** x where the name is written next to the graph; default near the right end of the longest piece. */
  nameAt?: number;
  cls?: string;
  dashed?: boolean;
};

export type PlaneContent = {
  points?: readonly PlanePoint[];
  segments?: readonly PlaneSegment[];
  vectors?: readonly PlaneVector[];
  lines?: readonly PlaneLine[];
  graphs?: readonly PlaneGraph[];
  /** Names of the axes (default x and y). */
  axisNames?: readonly [string, string];
  /** Draw numbers on the axes (default true); a scatter diagram without a scale turns them off. */
  numbers?: boolean;
  /** Draw the grid (default true). */
  grid?: boolean;
};

const SIDE_OFFSET: Record<LabelSide, { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }> = {
  ne: { dx: 6, dy: -10, anchor: 'start' },
  nw: { dx: -6, dy: -10, anchor: 'end' },
  se: { dx: 6, dy: 11, anchor: 'start' },
  sw: { dx: -6, dy: 11, anchor: 'end' },
  n: { dx: 0, dy: -13, anchor: 'middle' },
  s: { dx: 0, dy: 14, anchor: 'middle' },
  e: { dx: 8, dy: 0, anchor: 'start' },
  w: { dx: -8, dy: 0, anchor: 'end' },
};

function dashedClass(cls: string, dashed: boolean | undefined): string {
  return dashed ? `${cls} ${CLS.dashed}` : cls;
}

function gridLines(view: PlaneView): string {
  const parts: string[] = [];
  let d = '';
  for (const x of multiples(view.xMin, view.xMax, view.xGrid)) {
    const [sx] = toSvg(view, [x, 0]);
    d += `M${num(sx)} ${num(view.top)}V${num(view.bottom)}`;
  }
  for (const y of multiples(view.yMin, view.yMax, view.yGrid)) {
    const [, sy] = toSvg(view, [0, y]);
    d += `M${num(view.left)} ${num(sy)}H${num(view.right)}`;
  }
  if (d) parts.push(el('path', { d, class: CLS.thin, style: 'stroke-opacity:.22' }));
  return parts.join('');
}

/** An open arrowhead at `tip`, pointing along from → tip. */
function arrowHead(from: Point, tip: Point, cls: string, size = 8): string {
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const wing = (turn: number): Point => [
    tip[0] - size * Math.cos(angle + turn),
    tip[1] - size * Math.sin(angle + turn),
  ];
  return polyline([wing(0.45), tip, wing(-0.45)], cls);
}

function axes(view: PlaneView, language: Language, content: PlaneContent): string {
  const [xName, yName] = content.axisNames ?? ['x', 'y'];
  const yAxisX = toSvg(view, [Math.min(Math.max(0, view.xMin), view.xMax), 0])[0];
  const xAxisY = toSvg(view, [0, Math.min(Math.max(0, view.yMin), view.yMax)])[1];
  const start: Point = [view.left - 6, xAxisY];
  const end: Point = [view.right + 10, xAxisY];
  const bottom: Point = [yAxisX, view.bottom + 6];
  const top: Point = [yAxisX, view.top - 10];
  const parts = [
    line(start, end),
    arrowHead(start, end, CLS.line),
    line(bottom, top),
    arrowHead(bottom, top, CLS.line),
    textAt([end[0] - 2, xAxisY - 12], xName, { anchor: 'end' }),
    textAt([yAxisX + 9, top[1] + 4], yName, { anchor: 'start' }),
  ];
  if (content.numbers === false) return parts.join('');
  const xUnit = (view.right - view.left) / (view.xMax - view.xMin);
  const yUnit = (view.bottom - view.top) / (view.yMax - view.yMin);
  const xTicks = multiples(view.xMin, view.xMax, view.xStep).filter((x) => x !== 0);
  const yTicks = multiples(view.yMin, view.yMax, view.yStep).filter((y) => y !== 0);
  let marks = '';
  const xLabels: string[] = [];
  const yLabels: string[] = [];
  for (const x of xTicks) {
    const [sx] = toSvg(view, [x, 0]);
    marks += `M${num(sx)} ${num(xAxisY - 3)}v6`;
    if (sx <= view.right - 12) xLabels.push(scaleLabel([sx, xAxisY + 16], label(x, language)));
  }
  for (const y of yTicks) {
    const [, sy] = toSvg(view, [0, y]);
    marks += `M${num(yAxisX - 3)} ${num(sy)}h6`;
    if (sy >= view.top + 10) yLabels.push(scaleLabel([yAxisX - 6, sy + 4], label(y, language)));
  }
  parts.push(el('path', { d: marks, class: CLS.line, style: 'stroke-width:1.5' }));
  parts.push(scaleLabels(xLabels), scaleLabels(yLabels, 'end'));
  const originInside = view.xMin <= 0 && view.xMax >= 0 && view.yMin <= 0 && view.yMax >= 0;
  const roomLeft = view.xStep * xUnit - labelWidth(label(-view.xStep, language)) / 2 >= 20;
  const roomBelow = view.yStep * yUnit >= 18;
  if (originInside && roomLeft && roomBelow) {
    parts.push(textAt([yAxisX - 4, xAxisY + 12], 'O', { anchor: 'end', cls: CLS.small }));
  }
  return parts.join('');
}

/** Liang–Barsky: the part of the line through a and b (extended both ways) inside the world box. */
export function clipLine(view: PlaneView, a: Point, b: Point): [Point, Point] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  if (dx === 0 && dy === 0) return null;
  let t0 = Number.NEGATIVE_INFINITY;
  let t1 = Number.POSITIVE_INFINITY;
  const edges: [number, number][] = [
    [-dx, a[0] - view.xMin],
    [dx, view.xMax - a[0]],
    [-dy, a[1] - view.yMin],
    [dy, view.yMax - a[1]],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
  }
  if (t0 > t1) return null;
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

// ── Function graphs ──────────────────────────────────────────────────────────────────────────────────

const SAMPLES = 240;
const BISECTIONS = 40;

function safeEval(fn: (x: number) => number, x: number): number {
  try {
    const y = fn(x);
    return typeof y === 'number' && Number.isFinite(y) ? y : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Where between `inX` (value inside the box) and `outX` (value beyond `boundary`) the graph crosses the
 * box's edge; null when it jumps there instead of crossing (an asymptote nobody declared).
 */
function crossing(
  fn: (x: number) => number,
  inX: number,
  outX: number,
  boundary: number,
  span: number,
): Point | null {
  const above = boundary > safeEval(fn, inX);
  let lo = inX;
  let hi = outX;
  for (let i = 0; i < BISECTIONS; i += 1) {
    const mid = (lo + hi) / 2;
    const y = safeEval(fn, mid);
    const beyond = Number.isNaN(y) || (above ? y > boundary : y < boundary);
    if (beyond) hi = mid;
    else lo = mid;
  }
  const y = safeEval(fn, lo);
  return Number.isFinite(y) && Math.abs(y - boundary) <= span * 0.02 ? [lo, boundary] : null;
}

/**
 * The graph of `fn` as runs of world points, each run continuous and inside the view: sampled evenly,
 * cut at the declared breaks and wherever the function is undefined, clipped exactly at the box's top and
 * bottom (never joined across an asymptote, never drawn outside). Bounded work for any function.
 */
export function sampleGraph(view: PlaneView, graph: PlaneGraph): Point[][] {
  const from = Math.max(view.xMin, graph.domain?.[0] ?? view.xMin);
  const to = Math.min(view.xMax, graph.domain?.[1] ?? view.xMax);
  if (!(to > from)) return [];
  const span = view.yMax - view.yMin;
  const eps = (view.xMax - view.xMin) * 1e-6;
  const cuts = [...(graph.breaks ?? [])].filter((b) => b > from && b < to).sort((a, b) => a - b);
  const edges = [from, ...cuts, to];
  const runs: Point[][] = [];
  for (let i = 0; i + 1 < edges.length && i < 64; i += 1) {
    const a = (edges[i] as number) + (i > 0 ? eps : 0);
    const b = (edges[i + 1] as number) - (i + 2 < edges.length ? eps : 0);
    const count = Math.max(8, Math.ceil((SAMPLES * (b - a)) / (view.xMax - view.xMin)));
    runs.push(...samplePiece(view, graph.fn, a, b, count, span));
  }
  return runs.filter((run) => run.length >= 2);
}

function samplePiece(
  view: PlaneView,
  fn: (x: number) => number,
  a: number,
  b: number,
  count: number,
  span: number,
): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  const isIn = (y: number) => y >= view.yMin && y <= view.yMax;
  const edgeFor = (y: number) => (y > view.yMax ? view.yMax : view.yMin);
  let px = a;
  let py = safeEval(fn, a);
  if (Number.isFinite(py) && isIn(py)) run.push([px, py]);
  for (let k = 1; k <= count; k += 1) {
    const x = a + ((b - a) * k) / count;
    const y = safeEval(fn, x);
    if (!Number.isFinite(y) || !Number.isFinite(py)) {
      close();
      if (Number.isFinite(y) && isIn(y)) run.push([x, y]);
    } else if (isIn(py) && isIn(y)) {
      if (run.length === 0) run.push([px, py]);
      run.push([x, y]);
    } else if (isIn(py)) {
      const exit = crossing(fn, px, x, edgeFor(y), span);
      if (exit) run.push(exit);
      close();
    } else if (isIn(y)) {
      const entry = crossing(fn, x, px, edgeFor(py), span);
      close();
      if (entry) run.push(entry);
      run.push([x, y]);
    } else if ((py > view.yMax && y < view.yMin) || (py < view.yMin && y > view.yMax)) {
      // Steeper than one sample: the graph may pass through the whole box between two samples.
      const mid = crossThrough(fn, px, x, py > view.yMax, view, span);
      if (mid) runs.push(mid);
    }
    px = x;
    py = y;
  }
  close();
  return runs;
}

/** The part of a steep continuous stretch between two samples on opposite sides of the box. */
function crossThrough(
  fn: (x: number) => number,
  x0: number,
  x1: number,
  falling: boolean,
  view: PlaneView,
  span: number,
): Point[] | null {
  let lo = x0;
  let hi = x1;
  for (let i = 0; i < BISECTIONS; i += 1) {
    const mid = (lo + hi) / 2;
    const y = safeEval(fn, mid);
    if (!Number.isFinite(y)) return null;
    if (y >= view.yMin && y <= view.yMax) {
      const enter = crossing(fn, mid, x0, falling ? view.yMax : view.yMin, span);
      const leave = crossing(fn, mid, x1, falling ? view.yMin : view.yMax, span);
      return enter && leave ? [enter, [mid, y], leave] : null;
    }
    const stillBefore = falling ? y > view.yMax : y < view.yMin;
    if (stillBefore) lo = mid;
    else hi = mid;
  }
  return null;
}

/** Longest stretch one straight piece may replace: keeps simplifying linear in the number of points. */
const MAX_STRETCH = 24;

/** Drops points that lie within `tolerance` SVG units of the straight line through their neighbours. */
export function simplify(points: readonly Point[], tolerance = 0.3): Point[] {
  if (points.length <= 2) return [...points];
  const kept: Point[] = [points[0] as Point];
  let anchor = 0;
  for (let i = 2; i < points.length; i += 1) {
    const a = points[anchor] as Point;
    const b = points[i] as Point;
    let fits = i - anchor <= MAX_STRETCH;
    for (let j = anchor + 1; j < i && fits; j += 1)
      fits = distanceToLine(points[j] as Point, a, b) <= tolerance;
    if (!fits) {
      anchor = i - 1;
      kept.push(points[anchor] as Point);
    }
  }
  kept.push(points[points.length - 1] as Point);
  return kept;
}

function distanceToLine(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

function graphPath(
  view: PlaneView,
  graph: PlaneGraph,
): { markup: string; runs: Point[][]; drawn: Point[][] } {
  const runs = sampleGraph(view, graph);
  const drawn = runs.map((run) => simplify(run.map((p) => toSvg(view, p))));
  let d = '';
  for (const svgPoints of drawn) {
    d += svgPoints.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p[0])} ${num(p[1])}`).join('');
  }
  const cls = dashedClass(graph.cls ?? CLS.accent, graph.dashed);
  const parts = d ? [path(d, cls)] : [];
  for (const [end, x] of [
    [graph.ends?.from, graph.domain?.[0]],
    [graph.ends?.to, graph.domain?.[1]],
  ] as const) {
    if (!end || x === undefined) continue;
    const y = safeEval(graph.fn, x);
    if (Number.isFinite(y) && inside(view, [x, y])) {
      parts.push(circle(toSvg(view, [x, y]), 4, end === 'closed' ? CLS.dot : CLS.hole));
    }
  }
  return { markup: parts.join(''), runs, drawn };
}

// ── The plane ────────────────────────────────────────────────────────────────────────────────────────

// ── Label placement ──────────────────────────────────────────────────────────────────────────────────

type Box = { x1: number; y1: number; x2: number; y2: number };
type Candidate = { at: Point; anchor: 'start' | 'middle' | 'end' };

function boxAround(p: Point, half: number): Box {
  return { x1: p[0] - half, y1: p[1] - half, x2: p[0] + half, y2: p[1] + half };
}

/** The box a 14px label takes when written at `at` with `anchor`, vertically centred. */
function labelBox(c: Candidate, content: string): Box {
  const w = content.length * 8.2 + 2;
  const x1 = c.anchor === 'start' ? c.at[0] : c.anchor === 'end' ? c.at[0] - w : c.at[0] - w / 2;
  return { x1, y1: c.at[1] - 8, x2: x1 + w, y2: c.at[1] + 8 };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Small boxes every ~8 units along a polyline in SVG coordinates (at most 80 per line). */
function alongBoxes(points: readonly Point[]): Box[] {
  const boxes: Box[] = [];
  for (let i = 0; i + 1 < points.length && boxes.length < 400; i += 1) {
    const a = points[i] as Point;
    const b = points[i + 1] as Point;
    const steps = Math.min(80, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 8));
    for (let k = 0; k <= steps; k += 1) {
      const t = steps === 0 ? 0 : k / steps;
      boxes.push(boxAround([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], 3));
    }
  }
  return boxes;
}

/**
 * Places labels one by one where they cover the least of what is already drawn (axes and their numbers,
 * points, lines, earlier labels) and stay inside the figure; the first candidate wins a tie.
 */
function labelPlacer(view: PlaneView, obstacles: Box[]) {
  const frame: Box = { x1: 0, y1: 0, x2: view.width, y2: view.height };
  return (candidates: readonly Candidate[], content: string): string => {
    let best: Candidate | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    candidates.forEach((c, i) => {
      const box = labelBox(c, content);
      const outside = (box.x2 - box.x1) * (box.y2 - box.y1) - overlap(box, frame);
      const score = obstacles.reduce((sum, o) => sum + overlap(box, o), 0) + outside * 50 + i * 0.5;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    });
    const chosen = best ?? (candidates[0] as Candidate);
    obstacles.push(labelBox(chosen, content));
    return textAt(chosen.at, content, { anchor: chosen.anchor });
  };
}

function axisObstacles(view: PlaneView, content: PlaneContent): Box[] {
  const yAxisX = toSvg(view, [Math.min(Math.max(0, view.xMin), view.xMax), 0])[0];
  const xAxisY = toSvg(view, [0, Math.min(Math.max(0, view.yMin), view.yMax)])[1];
  const numbers = content.numbers !== false;
  return [
    { x1: view.left - 6, y1: xAxisY - 3, x2: view.right + 10, y2: xAxisY + (numbers ? 22 : 3) },
    { x1: yAxisX - (numbers ? 32 : 3), y1: view.top - 10, x2: yAxisX + 3, y2: view.bottom + 6 },
    { x1: view.right - 14, y1: xAxisY - 22, x2: view.right + 12, y2: xAxisY },
    { x1: yAxisX, y1: view.top - 12, x2: yAxisX + 20, y2: view.top + 4 },
  ];
}

const POINT_SIDES: readonly LabelSide[] = ['ne', 'nw', 'se', 'sw', 'n', 's', 'e', 'w'];

function pointCandidates(at: Point, side: LabelSide | undefined): Candidate[] {
  return (side ? [side] : POINT_SIDES).map((s) => {
    const o = SIDE_OFFSET[s];
    return { at: [at[0] + o.dx, at[1] + o.dy + (o.dy === 0 ? 0 : o.dy < 0 ? 2 : -3)], anchor: o.anchor };
  });
}

/** Spots beside a straight piece a → b: at several places along it, on both sides. */
function besideCandidates(a: Point, b: Point, gap = 13): Candidate[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const out: Candidate[] = [];
  for (const t of [0.5, 0.85, 0.15, 0.7, 0.3]) {
    const m: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    for (const sign of [1, -1]) {
      const at: Point = [m[0] + sign * nx * gap, m[1] + sign * ny * gap];
      const anchor = Math.abs(nx) < 0.35 ? 'middle' : sign * nx > 0 ? 'start' : 'end';
      out.push({ at, anchor });
    }
  }
  return out;
}

/** Spots beside a graph: near the points of its runs (or at `nameAt`), above-left, above-right, below. */
function graphCandidates(view: PlaneView, graph: PlaneGraph, runs: readonly Point[][]): Candidate[] {
  const spots: Point[] = [];
  if (graph.nameAt !== undefined) {
    const y = safeEval(graph.fn, graph.nameAt);
    if (Number.isFinite(y) && inside(view, [graph.nameAt, y])) spots.push(toSvg(view, [graph.nameAt, y]));
  }
  for (const run of runs) {
    for (const t of [0.85, 0.15, 0.5]) {
      const p = run[Math.min(run.length - 1, Math.floor(run.length * t))];
      if (p) spots.push(toSvg(view, p));
    }
  }
  return spots.slice(0, 10).flatMap((p) => [
    { at: [p[0] + 8, p[1] - 12] as Point, anchor: 'start' as const },
    { at: [p[0] - 8, p[1] - 12] as Point, anchor: 'end' as const },
    { at: [p[0] + 8, p[1] + 12] as Point, anchor: 'start' as const },
    { at: [p[0] - 8, p[1] + 12] as Point, anchor: 'end' as const },
  ]);
}

// ── The plane ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The plane as one `<g>` for `figure()`: grid, axes, then lines, graphs, segments, vectors and points on
 * top, and the names last, each where it covers least. The root carries the view (`data-x-min` …
 * `data-bottom`) for code that maps clicks to coordinates.
 */
export function renderPlane(view: PlaneView, content: PlaneContent, language: Language): string {
  const parts: string[] = [];
  const obstacles = axisObstacles(view, content);
  const names: (() => string)[] = [];
  const place = labelPlacer(view, obstacles);
  if (content.grid !== false) parts.push(gridLines(view));
  parts.push(axes(view, language, content));
  for (const item of content.lines ?? []) {
    const clipped = clipLine(view, item.through[0], item.through[1]);
    if (!clipped) continue;
    const [a, b] = [toSvg(view, clipped[0]), toSvg(view, clipped[1])];
    parts.push(line(a, b, dashedClass(item.cls ?? CLS.second, item.dashed)));
    obstacles.push(...alongBoxes([a, b]));
    const name = item.name;
    if (name) names.push(() => place(besideCandidates(a, b), name));
  }
  for (const graph of content.graphs ?? []) {
    const { markup, runs } = graphPath(view, graph);
    parts.push(markup);
    for (const run of runs)
      obstacles.push(
        ...alongBoxes(
          simplify(
            run.map((p) => toSvg(view, p)),
            2,
          ),
        ),
      );
    const name = graph.name;
    if (name) names.push(() => place(graphCandidates(view, graph, runs), name));
  }
  for (const segment of content.segments ?? []) {
    const cls = dashedClass(segment.cls ?? CLS.line, segment.dashed);
    const [a, b] = [toSvg(view, segment.from), toSvg(view, segment.to)];
    parts.push(line(a, b, cls));
    obstacles.push(...alongBoxes([a, b]));
  }
  for (const vector of content.vectors ?? []) {
    const [from, to] = [toSvg(view, vector.from), toSvg(view, vector.to)];
    const cls = vector.cls ?? CLS.accent;
    parts.push(line(from, to, cls), arrowHead(from, to, cls, 10));
    obstacles.push(...alongBoxes([from, to]));
    const name = vector.name;
    if (name) names.unshift(() => place(besideCandidates(from, to, 11), name));
  }
  const pointNames: (() => string)[] = [];
  for (const point of content.points ?? []) {
    if (!inside(view, point.at)) continue;
    const at = toSvg(view, point.at);
    parts.push(circle(at, point.hollow ? 4 : 3.5, point.hollow ? CLS.hole : CLS.dot));
    obstacles.push(boxAround(at, 5));
    const name = point.name;
    if (name) pointNames.push(() => place(pointCandidates(at, point.side), name));
  }
  for (const write of [...pointNames, ...names]) parts.push(write());
  return el(
    'g',
    {
      'data-x-min': view.xMin,
      'data-x-max': view.xMax,
      'data-y-min': view.yMin,
      'data-y-max': view.yMax,
      'data-left': view.left,
      'data-top': view.top,
      'data-right': view.right,
      'data-bottom': view.bottom,
    },
    parts,
  );
}

/** A finished figure of one plane: the view's size, the plane, and the alt text in the task's language. */
export function planeFigure(
  view: PlaneView,
  content: PlaneContent,
  options: { language: Language; alt: string; kind?: 'coordinate_plane' | 'function_graph' },
): Figure {
  return figure(
    {
      kind: options.kind ?? 'coordinate_plane',
      language: options.language,
      width: view.width,
      height: view.height,
      alt: options.alt,
    },
    [renderPlane(view, content, options.language)],
  );
}

/** "A, B ir C" / "A, B and C": the items of an alt text's list. */
export function listText(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  return `${items.slice(0, -1).join(', ')} ${language === 'lt' ? 'ir' : 'and'} ${last}`;
}

/**
 * The answer input of a plane figure: the figure's own world box, so the student draws on the plane they
 * see, snapping to `step`. Null when a point the answer needs is not at least one step inside the box
 * (it could not be drawn, or only on the very edge).
 */
export function planeInput(
  kind: 'point' | 'line',
  view: PlaneView,
  step: number,
  needed: readonly Point[],
): FigureInput | null {
  const room = (p: Point) =>
    p[0] >= view.xMin + step - 1e-9 &&
    p[0] <= view.xMax - step + 1e-9 &&
    p[1] >= view.yMin + step - 1e-9 &&
    p[1] <= view.yMax - step + 1e-9;
  if (!(step > 0) || !needed.every(room)) return null;
  return { kind, plane: { xMin: view.xMin, xMax: view.xMax, yMin: view.yMin, yMax: view.yMax, step } };
}
