import type { Language } from '../types.ts';
import { niceStep } from './plane.ts';
import {
  CLS,
  el,
  label,
  line,
  num,
  type Point,
  path,
  rect,
  scaleLabel,
  scaleLabels,
  text,
  textAt,
} from './svg.ts';

/**
 * Data charts as a textbook draws them: bar charts for counts of categories, histograms for grouped data
 * (adjacent bars over class boundaries), pie charts for shares, box plots for the five-number summary.
 * Each returns its size and its pieces for `figure()`. Scales are numbered with `data-scale` labels; the
 * data themselves (a bar's count, a sector's share) are ordinary labels, so the figure check sees them.
 */

export type ChartPieces = { width: number; height: number; body: string[] };

const WIDTH = 360;
const HEIGHT = 240;

/** Rough width of a 12px label, to decide whether category names must be tilted. */
function smallWidth(content: string): number {
  return content.length * 6.2 + 4;
}

/** The value axis: nice steps from 0 to at least `max`, numbered, with faint grid lines across the plot. */
function valueAxis(
  max: number,
  box: { left: number; right: number; top: number; bottom: number },
  language: Language,
): { toY: (value: number) => number; markup: string } {
  const step = niceStep(Math.max(max, 1), 5);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const toY = (value: number) => box.bottom - (value / top) * (box.bottom - box.top);
  let grid = '';
  const labels: string[] = [];
  for (let k = 0; k * step <= top + 1e-9 && k < 50; k += 1) {
    const value = Number((k * step).toFixed(10));
    const y = toY(value);
    if (k > 0) grid += `M${num(box.left)} ${num(y)}H${num(box.right)}`;
    labels.push(scaleLabel([box.left - 6, y + 4], label(value, language)));
  }
  const markup = [
    grid ? el('path', { d: grid, class: CLS.thin, style: 'stroke-opacity:.22' }) : '',
    line([box.left, box.bottom], [box.left, box.top - 8]),
    scaleLabels(labels, 'end'),
  ].join('');
  return { toY, markup };
}

function axisNames(
  valueName: string | undefined,
  categoryName: string | undefined,
  height: number,
  box: { left: number; right: number },
): string {
  const parts: string[] = [];
  if (valueName) parts.push(textAt([box.left - 30, 12], valueName, { anchor: 'start', cls: CLS.small }));
  if (categoryName) {
    parts.push(textAt([(box.left + box.right) / 2, height - 8], categoryName, { cls: CLS.small }));
  }
  return parts.join('');
}

// ── Bar chart ────────────────────────────────────────────────────────────────────────────────────────

export type BarChart = {
  categories: readonly string[];
  /** `null`: the count is what the task asks for; the bar is left out and marked `unknownText`. */
  values: readonly (number | null)[];
  /** What marks a missing bar: "?" by default, or the task's letter for it (x). */
  unknownText?: string;
  /** Write each bar's value above it (default true). */
  valueLabels?: boolean;
  /** The name of the value axis ("Mokinių skaičius") and of the categories ("Pažymys"). */
  valueName?: string;
  categoryName?: string;
};

/** Separate bars, one per category, on a value axis from 0. */
export function barChart(chart: BarChart, language: Language): ChartPieces {
  const count = Math.max(1, Math.min(chart.categories.length, 16));
  const known = chart.values.filter((v): v is number => v !== null && Number.isFinite(v));
  const maxValue = Math.max(1, ...known);
  const slotGuess = (WIDTH - 58) / count;
  const tilt = chart.categories.some((c) => smallWidth(c) > slotGuess - 4);
  const longest = Math.max(0, ...chart.categories.map(smallWidth));
  const categoryRoom = tilt ? Math.min(70, longest * 0.6 + 12) : 20;
  const height = HEIGHT + (tilt ? categoryRoom - 20 : 0);
  const box = {
    left: 46,
    right: WIDTH - 12,
    top: 34,
    bottom: height - categoryRoom - (chart.categoryName ? 22 : 8),
  };
  const axis = valueAxis(maxValue, box, language);
  const slot = (box.right - box.left) / count;
  const parts = [axis.markup];
  for (let i = 0; i < count; i += 1) {
    const value = chart.values[i] ?? null;
    const centre = box.left + slot * (i + 0.5);
    const barWidth = Math.min(slot * 0.62, 56);
    if (value === null || !Number.isFinite(value)) {
      parts.push(textAt([centre, box.bottom - 12], chart.unknownText ?? '?'));
    } else {
      const y = axis.toY(value);
      parts.push(
        el('rect', {
          x: centre - barWidth / 2,
          y,
          width: barWidth,
          height: box.bottom - y,
          class: CLS.accentFill,
          style: 'fill-opacity:.45',
        }),
        rect(centre - barWidth / 2, y, barWidth, box.bottom - y, CLS.thin),
      );
      if (chart.valueLabels !== false) parts.push(textAt([centre, y - 9], label(value, language)));
    }
    const name = chart.categories[i] ?? '';
    parts.push(
      tilt
        ? textAt([centre + 4, box.bottom + 10], name, { anchor: 'end', cls: CLS.small, rotate: -40 })
        : textAt([centre, box.bottom + 14], name, { cls: CLS.small }),
    );
  }
  parts.push(line([box.left - 4, box.bottom], [box.right, box.bottom]));
  parts.push(axisNames(chart.valueName, chart.categoryName, height, box));
  return { width: WIDTH, height, body: parts };
}

// ── Histogram ────────────────────────────────────────────────────────────────────────────────────────

export type Histogram = {
  /** k + 1 class boundaries for k classes, increasing. */
  boundaries: readonly number[];
  frequencies: readonly number[];
  valueName?: string;
  className?: string;
};

/** Adjacent bars over the classes, the class boundaries numbered on the horizontal axis. */
export function histogram(chart: Histogram, language: Language): ChartPieces {
  const bounds = chart.boundaries.slice(0, 21);
  const classes = Math.max(0, Math.min(bounds.length - 1, chart.frequencies.length));
  const height = HEIGHT;
  const box = { left: 46, right: WIDTH - 16, top: 34, bottom: height - (chart.className ? 46 : 28) };
  const axis = valueAxis(Math.max(1, ...chart.frequencies.slice(0, classes)), box, language);
  const first = bounds[0] ?? 0;
  const last = bounds[classes] ?? first + 1;
  const toX = (v: number) =>
    box.left + 10 + ((v - first) / (last - first || 1)) * (box.right - box.left - 10);
  const parts = [axis.markup];
  const labels: string[] = [];
  for (let i = 0; i < classes; i += 1) {
    const x1 = toX(bounds[i] as number);
    const x2 = toX(bounds[i + 1] as number);
    const y = axis.toY(chart.frequencies[i] as number);
    parts.push(
      el('rect', {
        x: x1,
        y,
        width: x2 - x1,
        height: box.bottom - y,
        class: CLS.fill,
        style: 'fill-opacity:.4',
      }),
      rect(x1, y, x2 - x1, box.bottom - y, CLS.line),
    );
  }
  for (let i = 0; i <= classes; i += 1) {
    labels.push(
      scaleLabel([toX(bounds[i] as number), box.bottom + 16], label(bounds[i] as number, language)),
    );
  }
  parts.push(line([box.left - 4, box.bottom], [box.right + 6, box.bottom]), scaleLabels(labels));
  parts.push(axisNames(chart.valueName, chart.className, height, box));
  return { width: WIDTH, height, body: parts };
}

// ── Pie chart ────────────────────────────────────────────────────────────────────────────────────────

export type PieSlice = {
  name: string;
  /** The share in percent; `null` for the one share the task asks for (it fills what is left). */
  percent: number | null;
};

/** Fills that tell neighbouring sectors apart on light and dark backgrounds. */
const SECTOR_FILLS: readonly { cls: string; opacity: number }[] = [
  { cls: CLS.accentFill, opacity: 0.6 },
  { cls: CLS.fill, opacity: 0.45 },
  { cls: CLS.secondFill, opacity: 0.55 },
  { cls: CLS.fill, opacity: 0.15 },
  { cls: CLS.accentFill, opacity: 0.25 },
  { cls: CLS.secondFill, opacity: 0.2 },
];

function polar(centre: Point, r: number, turn: number): Point {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return [centre[0] + r * Math.cos(angle), centre[1] + r * Math.sin(angle)];
}

/** Sectors clockwise from 12 o'clock, each named outside with its share (or "?"). */
export function pieChart(slices: readonly PieSlice[], language: Language): ChartPieces {
  const shown = slices.slice(0, 8);
  const known = shown.reduce((sum, s) => sum + (s.percent !== null && s.percent > 0 ? s.percent : 0), 0);
  const unknown = shown.filter((s) => s.percent === null).length;
  const rest = Math.max(0, 100 - known);
  const shares = shown.map((s) =>
    s.percent === null ? rest / Math.max(1, unknown) : Math.max(0, s.percent),
  );
  const total = shares.reduce((a, b) => a + b, 0) || 1;
  const centre: Point = [WIDTH / 2, HEIGHT / 2];
  const r = 76;
  const parts: string[] = [];
  const labelSpots: { at: Point; right: boolean; lines: [string, string] }[] = [];
  let turn = 0;
  shown.forEach((slice, i) => {
    const share = (shares[i] as number) / total;
    if (share <= 0) return;
    const fill = SECTOR_FILLS[i % SECTOR_FILLS.length] as { cls: string; opacity: number };
    const a = polar(centre, r, turn);
    const b = polar(centre, r, turn + share);
    const d =
      share >= 0.9999
        ? `M${num(centre[0] - r)} ${num(centre[1])}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
        : `M${num(centre[0])} ${num(centre[1])}L${num(a[0])} ${num(a[1])}A${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${num(b[0])} ${num(b[1])}Z`;
    parts.push(el('path', { d, class: fill.cls, style: `fill-opacity:${fill.opacity}` }), path(d, CLS.thin));
    const mid = turn + share / 2;
    const at = polar(centre, r + 12, mid);
    const value = slice.percent === null ? '?' : `${label(slice.percent, language)} %`;
    labelSpots.push({ at, right: at[0] >= centre[0], lines: [slice.name, value] });
    turn += share;
  });
  parts.push(...placePieLabels(labelSpots));
  return { width: WIDTH, height: HEIGHT, body: parts };
}

/** Two-line labels beside the pie, pushed apart vertically on each side so that none overlap. */
function placePieLabels(spots: { at: Point; right: boolean; lines: [string, string] }[]): string[] {
  const parts: string[] = [];
  for (const right of [true, false]) {
    const side = spots.filter((s) => s.right === right).sort((a, b) => a.at[1] - b.at[1]);
    let lastY = Number.NEGATIVE_INFINITY;
    for (const spot of side) {
      const y = Math.min(Math.max(spot.at[1], lastY + 32, 18), HEIGHT - 22);
      lastY = y;
      const x = spot.at[0] + (right ? 4 : -4);
      const anchor = right ? 'start' : 'end';
      if (Math.abs(y - spot.at[1]) > 6) {
        parts.push(line(spot.at, [x, y - 6], CLS.thin));
      }
      parts.push(
        el('text', { x, y: y - 2, class: CLS.small, 'text-anchor': anchor }, [text(spot.lines[0])]),
        el('text', { x, y: y + 13, class: CLS.label, 'text-anchor': anchor }, [text(spot.lines[1])]),
      );
    }
  }
  return parts;
}

// ── Box plot ─────────────────────────────────────────────────────────────────────────────────────────

export type BoxPlot = {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  /** The name of the measured quantity, written under the scale. */
  name?: string;
};

/** A horizontal box plot over a numbered scale: whiskers to min and max, the box from Q1 to Q3. */
export function boxPlot(chart: BoxPlot, language: Language): ChartPieces {
  const values = [chart.min, chart.q1, chart.median, chart.q3, chart.max].filter(Number.isFinite);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = niceStep(Math.max(high - low, 1), 8);
  const from = Math.floor(low / step) * step;
  const to = Math.ceil(high / step) * step;
  const height = 150 + (chart.name ? 16 : 0);
  const left = 24;
  const right = WIDTH - 24;
  const toX = (v: number) => left + ((v - from) / (to - from || 1)) * (right - left);
  const mid = 64;
  const boxHalf = 22;
  const parts = [
    line([toX(chart.min), mid], [toX(chart.q1), mid]),
    line([toX(chart.q3), mid], [toX(chart.max), mid]),
    line([toX(chart.min), mid - 12], [toX(chart.min), mid + 12]),
    line([toX(chart.max), mid - 12], [toX(chart.max), mid + 12]),
    el('rect', {
      x: toX(chart.q1),
      y: mid - boxHalf,
      width: toX(chart.q3) - toX(chart.q1),
      height: 2 * boxHalf,
      class: CLS.fill,
      style: 'fill-opacity:.35',
    }),
    rect(toX(chart.q1), mid - boxHalf, toX(chart.q3) - toX(chart.q1), 2 * boxHalf, CLS.line),
    line([toX(chart.median), mid - boxHalf], [toX(chart.median), mid + boxHalf], CLS.accent),
  ];
  const axisY = 118;
  let marks = '';
  const labels: string[] = [];
  for (let k = 0; from + k * step <= to + 1e-9 && k < 60; k += 1) {
    const value = Number((from + k * step).toFixed(10));
    const x = toX(value);
    marks += `M${num(x)} ${axisY - 4}v8`;
    labels.push(scaleLabel([x, axisY + 18], label(value, language)));
  }
  parts.push(line([left - 8, axisY], [right + 8, axisY]), path(marks, CLS.thin), scaleLabels(labels));
  if (chart.name) parts.push(textAt([WIDTH / 2, height - 10], chart.name, { cls: CLS.small }));
  return { width: WIDTH, height, body: parts };
}
