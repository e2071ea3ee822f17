import type { Figure } from '../types.ts';
import { drawScene, type Label, onCircle, type Scene, type Words } from './geometry.ts';
import { mergeScenes } from './geometry-triangles.ts';
import type { Point } from './svg.ts';

/**
 * Circles in a unit frame (centre O at the origin, radius 1): radii, diameters, chords, sectors and arcs,
 * inscribed and central angles, tangents. Angles on the circle are in degrees counter-clockwise from
 * the right.
 */

export const O: Point = [0, 0];

/** The point at `deg` on the unit circle. */
export function at(deg: number): Point {
  return onCircle(O, 1, deg);
}

/** The circle itself, lightly filled, with its centre dot and (optionally) the name O. */
export function circleScene(named = true, fill = true): Scene {
  return {
    circles: [{ centre: O, r: 1, fill }],
    dots: [O],
    names: named ? [{ at: O, text: 'O', dir: [-0.6, -1] }] : [],
  };
}

/** A sector angle as drawn when it is asked: moved by 25° without crossing 180°. */
export function shownSectorAngle(deg: number): number {
  if (deg < 180) return deg <= 90 ? Math.min(165, deg + 25) : Math.max(25, deg - 25);
  return deg <= 270 ? Math.min(335, deg + 25) : Math.max(195, deg - 25);
}

export function circleFigure(
  words: Words,
  scenes: readonly Scene[],
  alt: string,
  notToScale = false,
): Figure {
  return drawScene(mergeScenes(...scenes), { kind: 'circle', language: words.language, alt, notToScale });
}

/** A radius from O to the circle at `deg`, labelled. */
export function radiusScene(deg: number, label?: Label, asked = false): Scene {
  return {
    segments: [{ from: O, to: at(deg), label, stroke: asked ? 'accent' : 'line', away: at(deg - 90) }],
  };
}
