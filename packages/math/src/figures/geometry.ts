import type { Figure, FigureKind, Language } from '../types.ts';
import { CLS, circle, el, figure, num, type Point, path, polyline, textAt } from './svg.ts';

/**
 * Geometry figures as scenes: a skill describes its picture in the task's own units (lengths, angles,
 * y up) as segments, shapes, angle marks and labels; `drawScene` fits it into a phone-sized box and
 * writes the SVG. Labels are placed outside their side or inside their angle with room for the text's
 * width, so the same description reads well whatever the numbers are.
 */

/** How a line is drawn: an outline, a thin helper, a hidden (dashed) edge, or what the task asks for. */
export type Stroke =
  | 'line'
  | 'thin'
  | 'dashed'
  | 'hidden'
  | 'accent'
  | 'accentDashed'
  | 'second'
  | 'secondDashed';

/** A label's text; `ask` draws it in the accent colour (the unknown: `?`, `x`). */
export type Label = { text: string; ask?: boolean };

export type SceneSegment = {
  from: Point;
  to: Point;
  stroke?: Stroke;
  label?: Label;
  /** The label goes on the side of the segment away from this point (default: the scene's centre). */
  away?: Point;
  /** Where along the segment the label sits, 0 … 1 (default the middle). */
  at?: number;
  /** Equal-length marks across the middle of the segment (1–3 strokes). */
  ticks?: number;
};

export type SceneAngle = {
  at: Point;
  from: Point;
  to: Point;
  label?: Label;
  /** A right angle: the small square instead of an arc. */
  right?: boolean;
  /** 1–3 concentric arcs (equal angles carry the same number). */
  arcs?: number;
  stroke?: Stroke;
  /** Arc radius in SVG units. */
  radius?: number;
  /** Mark the reflex angle (the long way round from `from` to `to`). */
  reflex?: boolean;
};

export type SceneText = {
  at: Point;
  label: Label;
  /** Offset in SVG units (y down). */
  dx?: number;
  dy?: number;
  anchor?: 'start' | 'middle' | 'end';
  small?: boolean;
};

export type SceneName = {
  at: Point;
  text: string;
  /** The name goes on the far side of the point from here (default: the scene's centre). */
  away?: Point;
  /** Or in this direction (y up). */
  dir?: Point;
};

export type Scene = {
  polygons?: { points: readonly Point[]; fill?: boolean; stroke?: Stroke }[];
  segments?: SceneSegment[];
  angles?: SceneAngle[];
  circles?: { centre: Point; r: number; stroke?: Stroke; fill?: boolean }[];
  /** Axis-aligned ellipses (the bases of cylinders and cones): `front` is the lower half, `back` the upper. */
  ellipses?: { centre: Point; rx: number; ry: number; part?: 'full' | 'front' | 'back'; stroke?: Stroke }[];
  /** Sectors and arcs of circles, angles in degrees counter-clockwise from the x-axis. */
  sectors?: { centre: Point; r: number; from: number; to: number; fill?: boolean; stroke?: Stroke }[];
  arcs?: { centre: Point; r: number; from: number; to: number; stroke?: Stroke; label?: Label }[];
  dots?: Point[];
  /** Parallel-line arrows (`>`) at a point, pointing along `dir` (y up); `count` arrows for a second pair. */
  chevrons?: { at: Point; dir: Point; count?: number }[];
  names?: SceneName[];
  texts?: SceneText[];
  /** Further points the frame must include. */
  extent?: Point[];
  /** Lines of text above the drawing (`S = ?`, `P = 106 cm`), one per line. */
  captions?: Label[];
};

export type SceneFrame = {
  kind: FigureKind;
  language: Language;
  alt: string;
  notToScale?: boolean;
  /** Maximum drawing size; the height shrinks to the picture's shape. */
  width?: number;
  height?: number;
  margin?: number;
};

const STROKE_CLASS: Record<Stroke, string> = {
  line: CLS.line,
  thin: CLS.thin,
  dashed: `${CLS.thin} ${CLS.dashed}`,
  hidden: `${CLS.thin} ${CLS.dashed}`,
  accent: CLS.accent,
  accentDashed: `${CLS.accent} ${CLS.dashed}`,
  second: CLS.second,
  secondDashed: `${CLS.second} ${CLS.dashed}`,
};

function labelClass(label: Label): string {
  return label.ask === true ? CLS.accentLabel : CLS.label;
}

/** The rough size of a label in SVG units at the 14-unit font: enough to keep it off the lines. */
export function textSize(content: string): { w: number; h: number } {
  let w = 0;
  for (const ch of content) {
    if (/[\s\u202f\u2009]/.test(ch)) w += 4.5;
    else if (/[.,:;'’|!iljtf()[\]]/.test(ch)) w += 5;
    else if (/[mwMW]/.test(ch)) w += 13.6;
    else if (/[A-ZĄČĘĖĮŠŲŪŽ]/.test(ch)) w += 10;
    else w += 8.9;
  }
  return { w, h: 16 };
}

/** How far a label's centre must sit from a point so that its box clears it in direction `dir`. */
function clearance(content: string, dir: Point): number {
  const { w, h } = textSize(content);
  return Math.abs(dir[0]) * (w / 2) + Math.abs(dir[1]) * (h / 2);
}

function unit(v: Point): Point {
  const len = Math.hypot(v[0], v[1]);
  return len < 1e-9 ? [0, -1] : [v[0] / len, v[1] / len];
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The point at `deg` degrees (counter-clockwise from the x-axis) on the circle of radius r about c. */
export function onCircle(c: Point, r: number, deg: number): Point {
  return [c[0] + r * Math.cos(rad(deg)), c[1] + r * Math.sin(rad(deg))];
}

/** Points in the task's units that a scene covers, to fit them. */
function sceneExtent(scene: Scene): Point[] {
  const pts: Point[] = [...(scene.extent ?? []), ...(scene.dots ?? [])];
  for (const p of scene.polygons ?? []) pts.push(...p.points);
  for (const s of scene.segments ?? []) pts.push(s.from, s.to);
  for (const a of scene.angles ?? []) pts.push(a.at);
  for (const n of scene.names ?? []) pts.push(n.at);
  for (const t of scene.texts ?? []) pts.push(t.at);
  for (const c of [...(scene.circles ?? []), ...(scene.sectors ?? []), ...(scene.arcs ?? [])]) {
    pts.push([c.centre[0] - c.r, c.centre[1] - c.r], [c.centre[0] + c.r, c.centre[1] + c.r]);
  }
  for (const e of scene.ellipses ?? []) {
    pts.push([e.centre[0] - e.rx, e.centre[1] - e.ry], [e.centre[0] + e.rx, e.centre[1] + e.ry]);
  }
  return pts.filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Task units → SVG units; collects the boxes of the labels drawn, to make room for them. */
type Mapper = { map: (p: Point) => Point; scale: number; width: number; height: number; boxes: Box[] };

type Margins = { l: number; r: number; t: number; b: number };

/**
 * Fits the points into at most maxW × maxH inside the margins, keeping their shape; the height shrinks
 * to the picture, and `top` units are left free above it (for captions).
 */
function fitScene(
  points: readonly Point[],
  maxW: number,
  maxH: number,
  margins: Margins,
  top: number,
): Mapper {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const innerW = Math.max(60, maxW - margins.l - margins.r);
  const scale = Math.min(innerW / spanX, Math.max(60, maxH - top - margins.t - margins.b) / spanY);
  const height = Math.max(140, Math.min(maxH, Math.round(top + spanY * scale + margins.t + margins.b)));
  const offX = margins.l + (innerW - spanX * scale) / 2;
  const offY = top + margins.t + (height - top - margins.t - margins.b - spanY * scale) / 2;
  return {
    map: (p) => [offX + (p[0] - minX) * scale, offY + (maxY - p[1]) * scale],
    scale,
    width: maxW,
    height,
    boxes: [],
  };
}

function labelText(
  m: Mapper,
  at: Point,
  label: Label,
  small = false,
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  const { w, h } = textSize(label.text);
  const x0 = anchor === 'start' ? at[0] : anchor === 'end' ? at[0] - w : at[0] - w / 2;
  m.boxes.push({ x0, y0: at[1] - h / 2, x1: x0 + w, y1: at[1] + h / 2 });
  return textAt(at, label.text, { anchor, cls: small ? CLS.small : labelClass(label) });
}

function segmentMarkup(s: SceneSegment, m: Mapper, centre: Point): string[] {
  const a = m.map(s.from);
  const b = m.map(s.to);
  const out = [
    el('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: STROKE_CLASS[s.stroke ?? 'line'] }),
  ];
  const d = unit([b[0] - a[0], b[1] - a[1]]);
  const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  if (s.ticks) {
    for (let i = 0; i < Math.min(3, s.ticks); i += 1) {
      const off = (i - (Math.min(3, s.ticks) - 1) / 2) * 5;
      const c: Point = [mid[0] + d[0] * off, mid[1] + d[1] * off];
      out.push(
        el('line', {
          x1: c[0] - d[1] * 6,
          y1: c[1] + d[0] * 6,
          x2: c[0] + d[1] * 6,
          y2: c[1] - d[0] * 6,
          class: CLS.line,
        }),
      );
    }
  }
  if (s.label) {
    const t = s.at ?? 0.5;
    const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const away = s.away ? m.map(s.away) : centre;
    let n: Point = [-d[1], d[0]];
    if ((away[0] - p[0]) * n[0] + (away[1] - p[1]) * n[1] > 0) n = [-n[0], -n[1]];
    const off = 7 + clearance(s.label.text, n);
    out.push(labelText(m, [p[0] + n[0] * off, p[1] + n[1] * off], s.label));
  }
  return out;
}

function arcPath(c: Point, r: number, a1: number, sweep: number): string {
  const start: Point = [c[0] + r * Math.cos(a1), c[1] + r * Math.sin(a1)];
  const end: Point = [c[0] + r * Math.cos(a1 + sweep), c[1] + r * Math.sin(a1 + sweep)];
  return `M${num(start[0])} ${num(start[1])}A${num(r)} ${num(r)} 0 ${Math.abs(sweep) > Math.PI ? 1 : 0} ${sweep > 0 ? 1 : 0} ${num(end[0])} ${num(end[1])}`;
}

function angleMarkup(g: SceneAngle, m: Mapper): string[] {
  const v = m.map(g.at);
  const p = m.map(g.from);
  const q = m.map(g.to);
  const u1 = unit([p[0] - v[0], p[1] - v[1]]);
  const u2 = unit([q[0] - v[0], q[1] - v[1]]);
  const a1 = Math.atan2(u1[1], u1[0]);
  let sweep = Math.atan2(u2[1], u2[0]) - a1;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  if (g.reflex) sweep = sweep > 0 ? sweep - 2 * Math.PI : sweep + 2 * Math.PI;
  const out: string[] = [];
  const r = g.radius ?? (Math.abs(sweep) < rad(40) ? 30 : 20);
  const cls = STROKE_CLASS[g.stroke ?? 'thin'];
  if (g.right) {
    const s = 11;
    const c1: Point = [v[0] + u1[0] * s, v[1] + u1[1] * s];
    const c2: Point = [c1[0] + u2[0] * s, c1[1] + u2[1] * s];
    const c3: Point = [v[0] + u2[0] * s, v[1] + u2[1] * s];
    out.push(polyline([c1, c2, c3], cls));
  } else {
    for (let i = 0; i < Math.max(1, Math.min(3, g.arcs ?? 1)); i += 1)
      out.push(path(arcPath(v, r + i * 4, a1, sweep), cls));
  }
  if (g.label) {
    const bis = g.reflex ? unit([-(u1[0] + u2[0]), -(u1[1] + u2[1])]) : unit([u1[0] + u2[0], u1[1] + u2[1]]);
    const half = Math.abs(sweep) / 2;
    const { w, h } = textSize(g.label.text);
    // Far enough along the bisector to clear the arc, and for a narrow angle far enough to fit between the rays.
    const fitRays = half >= Math.PI / 2 ? 0 : (Math.max(w, h) / 2 + 3) / Math.max(Math.tan(half), 0.08);
    const dist = Math.min(
      90,
      Math.max((g.right ? 16 : r + (g.arcs ?? 1) * 4) + 4 + clearance(g.label.text, bis), fitRays),
    );
    out.push(labelText(m, [v[0] + bis[0] * dist, v[1] + bis[1] * dist], g.label));
  }
  return out;
}

function ellipseMarkup(e: NonNullable<Scene['ellipses']>[number], m: Mapper): string {
  const c = m.map(e.centre);
  const rx = e.rx * m.scale;
  const ry = Math.max(e.ry * m.scale, 0.5);
  const cls = STROKE_CLASS[e.stroke ?? 'line'];
  const part = e.part ?? 'full';
  if (part === 'full') return el('ellipse', { cx: c[0], cy: c[1], rx, ry, class: cls });
  const left = `${num(c[0] - rx)} ${num(c[1])}`;
  const right = `${num(c[0] + rx)} ${num(c[1])}`;
  return path(`M${left}A${num(rx)} ${num(ry)} 0 0 ${part === 'front' ? 0 : 1} ${right}`, cls);
}

/** SVG angle (y down) of a direction given in degrees counter-clockwise with y up. */
function screenArc(c: Point, r: number, from: number, to: number): { d: string; start: Point; end: Point } {
  let span = (to - from) % 360;
  if (span <= 0) span += 360;
  const start: Point = [c[0] + r * Math.cos(rad(from)), c[1] - r * Math.sin(rad(from))];
  const end: Point = [c[0] + r * Math.cos(rad(from + span)), c[1] - r * Math.sin(rad(from + span))];
  const d = `A${num(r)} ${num(r)} 0 ${span > 180 ? 1 : 0} 0 ${num(end[0])} ${num(end[1])}`;
  return { d, start, end };
}

function sectorMarkup(s: NonNullable<Scene['sectors']>[number], m: Mapper): string[] {
  const c = m.map(s.centre);
  const r = s.r * m.scale;
  const { d, start } = screenArc(c, r, s.from, s.to);
  const shape = `M${num(c[0])} ${num(c[1])}L${num(start[0])} ${num(start[1])}${d}Z`;
  const out: string[] = [];
  if (s.fill !== false) out.push(path(shape, CLS.fill));
  out.push(path(shape, STROKE_CLASS[s.stroke ?? 'line']));
  return out;
}

function arcMarkup(a: NonNullable<Scene['arcs']>[number], m: Mapper): string[] {
  const c = m.map(a.centre);
  const r = a.r * m.scale;
  const { d, start } = screenArc(c, r, a.from, a.to);
  const out = [path(`M${num(start[0])} ${num(start[1])}${d}`, STROKE_CLASS[a.stroke ?? 'accent'])];
  if (a.label) {
    let span = (a.to - a.from) % 360;
    if (span <= 0) span += 360;
    const mid = rad(a.from + span / 2);
    const dir: Point = [Math.cos(mid), -Math.sin(mid)];
    const off = r + 6 + clearance(a.label.text, dir);
    out.push(labelText(m, [c[0] + dir[0] * off, c[1] + dir[1] * off], a.label));
  }
  return out;
}

function chevronMarkup(c: NonNullable<Scene['chevrons']>[number], m: Mapper): string[] {
  const p = m.map(c.at);
  const d = unit([c.dir[0], -c.dir[1]]);
  const n: Point = [-d[1], d[0]];
  const out: string[] = [];
  for (let i = 0; i < Math.max(1, Math.min(2, c.count ?? 1)); i += 1) {
    const tip: Point = [p[0] + d[0] * (4 + i * 6), p[1] + d[1] * (4 + i * 6)];
    const back = (k: number): Point => [tip[0] - d[0] * 6 + n[0] * 5 * k, tip[1] - d[1] * 6 + n[1] * 5 * k];
    out.push(polyline([back(1), tip, back(-1)], CLS.line));
  }
  return out;
}

function nameMarkup(n: SceneName, m: Mapper, centre: Point): string {
  const p = m.map(n.at);
  const dir: Point = n.dir
    ? unit([n.dir[0], -n.dir[1]])
    : (() => {
        const away = n.away ? m.map(n.away) : centre;
        return unit([p[0] - away[0], p[1] - away[1]]);
      })();
  const off = 4 + clearance(n.text, dir);
  return labelText(m, [p[0] + dir[0] * off, p[1] + dir[1] * off], { text: n.text });
}

/**
 * Draws a scene as a figure. Everything is given in the task's units with y up; the scene is scaled to
 * fit (keeping its shape), so the proportions are those of the numbers unless the caller changed them
 * on purpose and said so with `notToScale`.
 */
export function drawScene(scene: Scene, frame: SceneFrame): Figure {
  const points = sceneExtent(scene);
  const fitPoints: Point[] = points.length > 0 ? points : [[0, 0]];
  const captions = scene.captions ?? [];
  const top = captions.length * 20;
  const width = frame.width ?? 360;
  const maxH = frame.height ?? 250;
  // Room at the bottom for the "not to scale" note, clear of the lowest names.
  const bottom = frame.notToScale ? 12 : 0;
  const margin = frame.margin ?? 30;
  const margins: Margins = { l: margin, r: margin, t: margin, b: margin };
  let m = fitScene(fitPoints, width, maxH - bottom, margins, top);
  let body = sceneMarkup(scene, m, points);
  // Refit with wider margins wherever a label came out of the box (a centred picture moves by half the
  // widening, so a few rounds may be needed).
  const pad = 3;
  for (let round = 0; round < 4; round += 1) {
    const boxes = m.boxes;
    const over = {
      l: Math.max(0, pad - Math.min(...boxes.map((b) => b.x0), pad)),
      r: Math.max(0, Math.max(...boxes.map((b) => b.x1), 0) - (m.width - pad)),
      t: Math.max(0, top + pad - Math.min(...boxes.map((b) => b.y0), top + pad)),
      b: Math.max(0, Math.max(...boxes.map((b) => b.y1), 0) - (m.height - pad)),
    };
    if (over.l + over.r + over.t + over.b < 0.5) break;
    margins.l += over.l;
    margins.r += over.r;
    margins.t += over.t;
    margins.b += over.b;
    m = fitScene(fitPoints, width, maxH - bottom, margins, top);
    body = sceneMarkup(scene, m, points);
  }
  captions.forEach((c, i) => {
    body.push(labelText(m, [10, 16 + i * 20], c, false, 'start'));
  });
  return figure(
    {
      kind: frame.kind,
      language: frame.language,
      width: m.width,
      height: m.height + bottom,
      alt: frame.alt,
      notToScale: frame.notToScale,
    },
    body,
  );
}

function sceneMarkup(scene: Scene, m: Mapper, points: readonly Point[]): string[] {
  const xs = points.map((p) => m.map(p)[0]);
  const ys = points.map((p) => m.map(p)[1]);
  const centre: Point = [
    (Math.min(...xs, m.width) + Math.max(...xs, 0)) / 2,
    (Math.min(...ys, m.height) + Math.max(...ys, 0)) / 2,
  ];
  const body: string[] = [];
  for (const p of scene.polygons ?? []) {
    const pts = p.points.map(m.map);
    if (p.fill !== false) body.push(polyline(pts, CLS.fill, true));
    if (p.stroke !== undefined || p.fill === false)
      body.push(polyline(pts, STROKE_CLASS[p.stroke ?? 'line'], true));
  }
  for (const s of scene.sectors ?? []) body.push(...sectorMarkup(s, m));
  for (const c of scene.circles ?? []) {
    const at = m.map(c.centre);
    if (c.fill) body.push(circle(at, c.r * m.scale, CLS.fill));
    body.push(circle(at, c.r * m.scale, STROKE_CLASS[c.stroke ?? 'line']));
  }
  for (const e of scene.ellipses ?? []) body.push(ellipseMarkup(e, m));
  for (const s of scene.segments ?? []) body.push(...segmentMarkup(s, m, centre));
  for (const a of scene.arcs ?? []) body.push(...arcMarkup(a, m));
  for (const g of scene.angles ?? []) body.push(...angleMarkup(g, m));
  for (const d of scene.dots ?? []) body.push(circle(m.map(d), 3, CLS.dot));
  for (const c of scene.chevrons ?? []) body.push(...chevronMarkup(c, m));
  for (const n of scene.names ?? []) body.push(nameMarkup(n, m, centre));
  for (const t of scene.texts ?? []) {
    const p = m.map(t.at);
    body.push(labelText(m, [p[0] + (t.dx ?? 0), p[1] + (t.dy ?? 0)], t.label, t.small, t.anchor));
  }
  return body;
}

// ── Words for alt texts and labels ──────────────────────────────────────────────────────────────────

/** What a generator's context gives a figure: its language and the `t(lt, en)` picker. */
export type Words = { language: Language; t(lt: string, en: string): string };

/** "a, b ir c" / "a, b and c". */
export function listText(words: Words, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${words.t('ir', 'and')} ${items[items.length - 1]}`;
}

/** An unknown quantity in the alt text: the figure shows `?` for it. */
export function askedItem(words: Words, name: string): string {
  return `${name} = ? ${words.t('(ieškomas dydis)', '(to be found)')}`;
}

/** The alt text: what is drawn, then every label. */
export function altText(words: Words, intro: string, items: readonly string[], tail = ''): string {
  const list = items.length > 0 ? `: ${listText(words, items)}.` : '.';
  return `${intro}${list}${tail ? ` ${tail}` : ''}`;
}
