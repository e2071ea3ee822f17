import { formatNumber } from '../generate/format.ts';
import type { Figure, FigureKind, Language } from '../types.ts';

/**
 * The figure core: a tiny, deterministic SVG writer. Every figure module builds its picture from these
 * pieces, so all figures share one look: strokes and text in `currentColor` (the page's text colour, so
 * light and dark themes both read), fills from `--fig-*` custom properties with fallbacks that work on
 * either background, a 14-unit sans-serif label size that stays readable when a 360-unit-wide figure is
 * shown at phone width, and numbers in the task's language (decimal comma in Lithuanian).
 */

/** Attribute values: numbers are rounded to 0.01 so the output is stable and short. */
export type Attrs = Record<string, string | number | boolean | null | undefined>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);
}

/** A coordinate or length as written into the SVG: at most two decimals, no `-0`. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(a: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(a)) {
    if (value === null || value === undefined || value === false) continue;
    const text = value === true ? key : typeof value === 'number' ? num(value) : escapeXml(value);
    out += ` ${key}="${text}"`;
  }
  return out;
}

/** One element; `children` are already-built markup (use `text()` for text content). */
export function el(tag: string, a: Attrs = {}, children: readonly string[] = []): string {
  return children.length === 0 ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children.join('')}</${tag}>`;
}

/** Text content, escaped. */
export function text(content: string): string {
  return escapeXml(content);
}

export type Point = readonly [number, number];

/** The classes every figure may use; the style element below gives them their look. */
export const CLS = {
  /** Outline of a shape, an axis, a bar's edge. */
  line: 'f-line',
  /** A thinner helper line: grid, height, radius, hidden edge (with `dashed`). */
  thin: 'f-thin',
  dashed: 'f-dashed',
  /** The shape's light fill. */
  fill: 'f-fill',
  /** What the task is about: the unknown side, the plotted graph, the chosen bar. */
  accent: 'f-accent',
  accentFill: 'f-accent-fill',
  /** A second series or a second graph. */
  second: 'f-second',
  secondFill: 'f-second-fill',
  label: 'f-label',
  small: 'f-small',
  /** A filled dot (a point, a closed end of an interval). */
  dot: 'f-dot',
  /** An open dot (an open end of an interval). */
  hole: 'f-hole',
  /** The label of what is asked (`?`, `x`), in the accent colour and bold. */
  accentLabel: 'f-label f-ask',
} as const;

const STYLE = [
  '.f-line{fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round;stroke-linecap:round}',
  '.f-thin{fill:none;stroke:currentColor;stroke-width:1;stroke-opacity:.45}',
  '.f-dashed{stroke-dasharray:5 4}',
  '.f-fill{fill:var(--fig-fill,#4c8bf5);fill-opacity:.14}',
  '.f-accent{fill:none;stroke:var(--fig-accent,#e8590c);stroke-width:2.5;stroke-linecap:round}',
  '.f-accent-fill{fill:var(--fig-accent,#e8590c);fill-opacity:.55}',
  '.f-second{fill:none;stroke:var(--fig-second,#2f9e44);stroke-width:2.5;stroke-linecap:round}',
  '.f-second-fill{fill:var(--fig-second,#2f9e44);fill-opacity:.55}',
  '.f-label{fill:currentColor;font:14px system-ui,sans-serif}',
  '.f-small{fill:currentColor;font:12px system-ui,sans-serif;fill-opacity:.85}',
  '.f-dot{fill:currentColor}',
  '.f-hole{fill:var(--fig-background,#fff);stroke:currentColor;stroke-width:2}',
  '.f-ask{fill:var(--fig-accent,#e8590c);font-weight:700}',
].join('');

export type FigureFrame = {
  kind: FigureKind;
  language: Language;
  width: number;
  height: number;
  /** What a screen-reader user needs to solve the task (see `Figure.alt`). */
  alt: string;
  /** When true the figure says "Not to scale" in its corner and the alt text says so too. */
  notToScale?: boolean;
};

const NOT_TO_SCALE = { lt: 'Brėžinys ne pagal mastelį', en: 'Not drawn to scale' } as const;

/** Wraps the pieces into a finished figure: one `<svg>` with its title, style and (if asked) the scale note. */
export function figure(frame: FigureFrame, body: readonly string[]): Figure {
  const notToScale = frame.notToScale === true;
  const note = NOT_TO_SCALE[frame.language];
  const alt = notToScale ? `${frame.alt.replace(/\s*$/, '')} ${note}.` : frame.alt;
  const parts = [el('title', {}, [text(alt)]), el('style', {}, [STYLE]), ...body];
  if (notToScale) {
    parts.push(
      el('text', { class: CLS.small, x: frame.width - 6, y: frame.height - 6, 'text-anchor': 'end' }, [
        text(note),
      ]),
    );
  }
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(frame.width)} ${num(frame.height)}`,
      width: frame.width,
      height: frame.height,
      role: 'img',
      'data-kind': frame.kind,
    },
    parts,
  );
  return { kind: frame.kind, svg, alt, not_to_scale: notToScale };
}

/** A number as the task's language writes it (decimal comma and a real minus sign in Lithuanian). */
export function label(value: number, language: Language, maxDecimals = 2): string {
  return formatNumber(value, language, { maxDecimals });
}

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────────

export function line(a: Point, b: Point, cls: string = CLS.line, extra: Attrs = {}): string {
  return el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: cls, ...extra });
}

export function polyline(points: readonly Point[], cls: string = CLS.line, closed = false): string {
  const d = points.map((p) => `${num(p[0])},${num(p[1])}`).join(' ');
  return el(closed ? 'polygon' : 'polyline', { points: d, class: cls });
}

export function circle(centre: Point, r: number, cls: string = CLS.line): string {
  return el('circle', { cx: centre[0], cy: centre[1], r, class: cls });
}

export function path(d: string, cls: string = CLS.line): string {
  return el('path', { d, class: cls });
}

export function rect(x: number, y: number, w: number, h: number, cls: string = CLS.line): string {
  return el('rect', { x, y, width: w, height: h, class: cls });
}

export type Anchor = 'start' | 'middle' | 'end';

/** A text label; `baseline` middle centres it vertically on `at`. */
export function textAt(
  at: Point,
  content: string,
  options: { anchor?: Anchor; cls?: string; baseline?: 'middle' | 'auto'; rotate?: number } = {},
): string {
  const { anchor = 'middle', cls = CLS.label, baseline = 'middle', rotate } = options;
  return el(
    'text',
    {
      x: at[0],
      y: at[1],
      class: cls,
      'text-anchor': anchor,
      'dominant-baseline': baseline === 'middle' ? 'central' : null,
      transform: rotate ? `rotate(${num(rotate)} ${num(at[0])} ${num(at[1])})` : null,
    },
    [text(content)],
  );
}

/**
 * A number on a scale (an axis tick): marked with `data-scale` so the figure check reads it as a ruler,
 * not as a label that could show the answer (see `SCALE_LABEL_ATTR` in check-figure.ts). Lean on purpose
 * (a plane has dozens): `at` is the baseline point; put the labels in `scaleLabels()` for their look.
 */
export function scaleLabel(at: Point, content: string): string {
  return el('text', { x: at[0], y: at[1], 'data-scale': '' }, [text(content)]);
}

/** A group of scale labels sharing the small text style and one anchor. */
export function scaleLabels(labels: readonly string[], anchor: Anchor = 'middle'): string {
  return labels.length === 0 ? '' : el('g', { class: CLS.small, 'text-anchor': anchor }, labels);
}

// ── Geometry helpers ────────────────────────────────────────────────────────────────────────────────

export function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/**
 * A label beside the segment ab on the side away from `inside` (a point inside the shape), `gap` units
 * from the segment's midpoint: side lengths sit outside their triangle or polygon.
 */
export function sideLabel(a: Point, b: Point, inside: Point, content: string, gap = 14): string {
  const m = midpoint(a, b);
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  let nx = -dy / len;
  let ny = dx / len;
  if ((inside[0] - m[0]) * nx + (inside[1] - m[1]) * ny > 0) {
    nx = -nx;
    ny = -ny;
  }
  return textAt([m[0] + nx * gap, m[1] + ny * gap], content);
}

/** The centroid of a polygon's vertices (a point inside any convex shape). */
export function centroid(points: readonly Point[]): Point {
  const n = points.length || 1;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

/** A vertex name placed just outside the shape, away from its centroid. */
export function vertexLabel(at: Point, inside: Point, name: string, gap = 13): string {
  const dx = at[0] - inside[0];
  const dy = at[1] - inside[1];
  const len = Math.hypot(dx, dy) || 1;
  return textAt([at[0] + (dx / len) * gap, at[1] + (dy / len) * gap], name);
}

/** The arc marking the angle at `vertex` between the rays to `a` and `b` (the smaller angle), radius r. */
export function angleArc(vertex: Point, a: Point, b: Point, r = 22, cls: string = CLS.thin): string {
  const a1 = Math.atan2(a[1] - vertex[1], a[0] - vertex[0]);
  const a2 = Math.atan2(b[1] - vertex[1], b[0] - vertex[0]);
  let sweep = a2 - a1;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  const start: Point = [vertex[0] + r * Math.cos(a1), vertex[1] + r * Math.sin(a1)];
  const end: Point = [vertex[0] + r * Math.cos(a1 + sweep), vertex[1] + r * Math.sin(a1 + sweep)];
  return path(
    `M${num(start[0])} ${num(start[1])}A${num(r)} ${num(r)} 0 0 ${sweep > 0 ? 1 : 0} ${num(end[0])} ${num(end[1])}`,
    cls,
  );
}

/** Where an angle's value label goes: on the bisector of the angle at `vertex`, `r` from it. */
export function angleLabelAt(vertex: Point, a: Point, b: Point, r = 36): Point {
  const u1 = Math.atan2(a[1] - vertex[1], a[0] - vertex[0]);
  const u2 = Math.atan2(b[1] - vertex[1], b[0] - vertex[0]);
  const x = Math.cos(u1) + Math.cos(u2);
  const y = Math.sin(u1) + Math.sin(u2);
  const len = Math.hypot(x, y) || 1;
  return [vertex[0] + (x / len) * r, vertex[1] + (y / len) * r];
}

/** The small square marking a right angle at `vertex` between the rays to `a` and `b`. */
export function rightAngleMark(vertex: Point, a: Point, b: Point, size = 12): string {
  const unit = (p: Point): Point => {
    const len = Math.hypot(p[0] - vertex[0], p[1] - vertex[1]) || 1;
    return [(p[0] - vertex[0]) / len, (p[1] - vertex[1]) / len];
  };
  const u = unit(a);
  const v = unit(b);
  const p1: Point = [vertex[0] + u[0] * size, vertex[1] + u[1] * size];
  const p2: Point = [p1[0] + v[0] * size, p1[1] + v[1] * size];
  const p3: Point = [vertex[0] + v[0] * size, vertex[1] + v[1] * size];
  return polyline([p1, p2, p3], CLS.thin);
}

/**
 * Fits points given in any units into a `width`×`height` box with `margin` on every side, keeping the
 * aspect ratio and flipping y so that mathematical "up" is up. Returns the mapped points and the scale.
 */
export function fit(
  points: readonly Point[],
  width: number,
  height: number,
  margin = 36,
): { map: (p: Point) => Point; scale: number } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(
    (width - 2 * margin) / (maxX - minX || 1),
    (height - 2 * margin) / (maxY - minY || 1),
  );
  const offX = (width - (maxX - minX) * scale) / 2;
  const offY = (height - (maxY - minY) * scale) / 2;
  return { map: (p) => [offX + (p[0] - minX) * scale, height - offY - (p[1] - minY) * scale], scale };
}
