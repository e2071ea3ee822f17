import type { Figure } from '../types.ts';
import { drawScene, type Label, onCircle, type Scene, type SceneSegment, type Words } from './geometry.ts';
import { centroidOf, mergeScenes } from './geometry-triangles.ts';
import type { Point } from './svg.ts';

/**
 * Polygons: rectangles, squares, parallelograms, trapezia, rhombi and regular polygons, with side labels
 * outside their sides, heights and diagonals as dashed helpers and what is asked in the accent.
 */

export type PolygonFigureSpec = {
  words: Words;
  points: readonly Point[];
  /** Side i joins corner i and corner i + 1; a label with `ask` draws the side in the accent. */
  sides?: readonly (Label | undefined)[];
  ticks?: readonly (number | undefined)[];
  names?: readonly string[];
  /** Corners with a right-angle mark. */
  right?: readonly number[];
  extra?: Scene;
  captions?: Label[];
  alt: string;
  notToScale: boolean;
};

export function polygonScene(spec: Omit<PolygonFigureSpec, 'words' | 'alt' | 'notToScale'>): Scene {
  const pts = spec.points;
  const n = pts.length;
  const inside = centroidOf(pts);
  const segments: SceneSegment[] = pts.map((from, i) => {
    const label = spec.sides?.[i];
    return {
      from,
      to: pts[(i + 1) % n] as Point,
      label,
      away: inside,
      ticks: spec.ticks?.[i],
      stroke: label?.ask ? 'accent' : 'line',
    };
  });
  return {
    polygons: [{ points: pts }],
    segments,
    angles: (spec.right ?? []).map((i) => ({
      at: pts[i] as Point,
      from: pts[(i + 1) % n] as Point,
      to: pts[(i + n - 1) % n] as Point,
      right: true,
    })),
    names: (spec.names ?? [])
      .map((text, i) => ({ at: pts[i] as Point, text, away: inside }))
      .filter((x) => x.text),
    captions: spec.captions,
  };
}

export function polygonFigure(spec: PolygonFigureSpec): Figure {
  return drawScene(mergeScenes(polygonScene(spec), spec.extra), {
    kind: 'polygon',
    language: spec.words.language,
    alt: spec.alt,
    notToScale: spec.notToScale,
  });
}

/** The corners of a w × h rectangle from the bottom left, counter-clockwise. */
export function rectanglePoints(w: number, h: number): Point[] {
  return [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
}

/** A dashed height from `top` straight down to y = 0, with its right-angle mark and an optional label. */
export function dropScene(top: Point, label?: Label, asked = false, labelSide: 1 | -1 = 1): Scene {
  const foot: Point = [top[0], 0];
  return {
    segments: [
      {
        from: top,
        to: foot,
        stroke: asked ? 'accentDashed' : 'dashed',
        label,
        away: [top[0] - labelSide, top[1] / 2],
      },
    ],
    angles: [{ at: foot, from: [top[0] + labelSide, 0], to: top, right: true }],
  };
}

/** The corners of a regular n-gon inscribed in a unit circle, the first at the bottom left of the base. */
export function regularPolygonPoints(n: number): Point[] {
  const start = -90 - 180 / n;
  return Array.from({ length: n }, (_, i) => onCircle([0, 0], 1, start + (360 * i) / n));
}
