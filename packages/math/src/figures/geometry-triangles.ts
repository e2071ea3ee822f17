import type { Figure, FigureKind } from '../types.ts';
import {
  drawScene,
  type Label,
  type Scene,
  type SceneAngle,
  type SceneSegment,
  type Words,
} from './geometry.ts';
import type { Triangle } from './geometry-shapes.ts';
import type { Point } from './svg.ts';

/**
 * Triangles: vertex names outside the corners, side labels outside the sides, angle values inside the
 * corners, equal sides and angles with matching marks, and the unknown in the accent colour.
 */

/** What a corner shows: a value, a right-angle square, equal-angle arcs; `asked` draws it in the accent. */
export type Corner = { label?: Label; right?: boolean; arcs?: number; asked?: boolean };

export type TriangleFigureSpec = {
  words: Words;
  /** The corners as drawn (task units, y up). */
  points: Triangle;
  names?: readonly [string, string, string];
  /** Side i joins corner i and corner i + 1 (AB, BC, CA); a label with `ask` draws the side in the accent. */
  sides?: readonly [Label?, Label?, Label?];
  ticks?: readonly [number?, number?, number?];
  corners?: readonly [Corner?, Corner?, Corner?];
  /** More of the picture: heights, medians, circles, captions. */
  extra?: Scene;
  alt: string;
  notToScale: boolean;
  kind?: FigureKind;
};

/** Two scenes drawn as one. */
export function mergeScenes(...scenes: readonly (Scene | undefined)[]): Scene {
  const out: Scene = {};
  for (const s of scenes) {
    if (!s) continue;
    for (const [key, value] of Object.entries(s) as [keyof Scene, unknown[] | undefined][]) {
      if (!Array.isArray(value)) continue;
      (out[key] as unknown[] | undefined) = [...((out[key] as unknown[] | undefined) ?? []), ...value];
    }
  }
  return out;
}

export function centroidOf(points: readonly Point[]): Point {
  const n = points.length || 1;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

/** The triangle's own pieces as a scene (for figures with more than one triangle). */
export function triangleScene(spec: Omit<TriangleFigureSpec, 'alt' | 'notToScale' | 'words'>): Scene {
  const pts = spec.points;
  const inside = centroidOf(pts);
  const segments: SceneSegment[] = [];
  const angles: SceneAngle[] = [];
  for (let i = 0; i < 3; i += 1) {
    const a = pts[i] as Point;
    const b = pts[(i + 1) % 3] as Point;
    const label = spec.sides?.[i];
    segments.push({
      from: a,
      to: b,
      label,
      away: inside,
      ticks: spec.ticks?.[i],
      stroke: label?.ask ? 'accent' : 'line',
    });
    const corner = spec.corners?.[i];
    if (corner) {
      angles.push({
        at: a,
        from: b,
        to: pts[(i + 2) % 3] as Point,
        label: corner.label,
        right: corner.right,
        arcs: corner.arcs,
        stroke: corner.asked ? 'accent' : 'thin',
      });
    }
  }
  return {
    polygons: [{ points: pts }],
    segments,
    angles,
    names: (spec.names ?? ['', '', ''])
      .map((text, i) => ({ at: pts[i] as Point, text, away: inside }))
      .filter((n) => n.text !== ''),
  };
}

export function triangleFigure(spec: TriangleFigureSpec): Figure {
  return drawScene(mergeScenes(triangleScene(spec), spec.extra), {
    kind: spec.kind ?? 'triangle',
    language: spec.words.language,
    alt: spec.alt,
    notToScale: spec.notToScale,
  });
}

/** The foot of the perpendicular from p to the line through a and b. */
export function footOf(p: Point, a: Point, b: Point): Point {
  const d: Point = [b[0] - a[0], b[1] - a[1]];
  const t = ((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / (d[0] * d[0] + d[1] * d[1] || 1);
  return [a[0] + d[0] * t, a[1] + d[1] * t];
}

/** Where along ab (0 … 1) the foot of the perpendicular from p falls. */
export function footParameter(p: Point, a: Point, b: Point): number {
  const d: Point = [b[0] - a[0], b[1] - a[1]];
  return ((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / (d[0] * d[0] + d[1] * d[1] || 1);
}

/**
 * A height from `apex` to the line through a and b, dashed, with the right-angle mark at its foot and the
 * line extended (dotted) when the foot falls outside the side.
 */
export function heightScene(apex: Point, a: Point, b: Point, label?: Label, asked = false): Scene {
  const foot = footOf(apex, a, b);
  const t = footParameter(apex, a, b);
  const segments: SceneSegment[] = [
    { from: apex, to: foot, stroke: asked ? 'accentDashed' : 'dashed', label, away: t < 0.5 ? b : a },
  ];
  if (t < 0) segments.push({ from: foot, to: a, stroke: 'dashed' });
  if (t > 1) segments.push({ from: b, to: foot, stroke: 'dashed' });
  const toward = t > 0.5 ? a : b;
  return { segments, angles: [{ at: foot, from: apex, to: toward, right: true }] };
}

/** A point at fraction t from a to b. */
export function along(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
