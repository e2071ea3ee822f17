import type { Figure } from '../types.ts';
import { drawScene, type Label, onCircle, type SceneAngle, type Words } from './geometry.ts';
import type { Point } from './svg.ts';

/**
 * Angles at lines: two adjacent angles on a straight line, the four angles of two crossing lines, and
 * the eight angles where a transversal cuts two parallel lines. Angles are numbered round a crossing
 * counter-clockwise from the right-hand ray: 0 between the right ray and the slanted ray going up,
 * 1 between that and the left ray, 2 below-left, 3 below-right.
 */

/** One marked angle: its label (if any) and the number of arcs (equal angles share a count). */
export type AngleMark = { label?: Label; arcs?: number; asked?: boolean };
export type CornerMarks = readonly [AngleMark?, AngleMark?, AngleMark?, AngleMark?];

type AngleFigure = {
  words: Words;
  /** The drawn size of angle 0 in degrees (already changed if the figure is not to scale). */
  angle: number;
  alt: string;
  notToScale: boolean;
};

function cornerAngles(at: Point, angle: number, marks: CornerMarks): SceneAngle[] {
  const dirs = [0, angle, 180, 180 + angle, 360];
  const out: SceneAngle[] = [];
  marks.forEach((mark, i) => {
    if (!mark) return;
    out.push({
      at,
      from: onCircle(at, 1, dirs[i] ?? 0),
      to: onCircle(at, 1, dirs[i + 1] ?? 0),
      label: mark.label,
      arcs: mark.arcs,
      stroke: mark.asked ? 'accent' : 'thin',
    });
  });
  return out;
}

/** A straight line and a ray from one of its points: angle 0 on the right, angle 1 on the left. */
export function adjacentAnglesFigure(spec: AngleFigure & { marks: readonly [AngleMark, AngleMark] }): Figure {
  const o: Point = [0, 0];
  return drawScene(
    {
      segments: [
        { from: [-1.4, 0], to: [1.4, 0] },
        { from: o, to: onCircle(o, 1.25, spec.angle) },
      ],
      angles: cornerAngles(o, spec.angle, [spec.marks[0], spec.marks[1]]),
      dots: [o],
      extent: [[0, -0.15]],
    },
    { kind: 'angle', language: spec.words.language, alt: spec.alt, notToScale: spec.notToScale },
  );
}

/** Two crossing lines and the marks on their four angles. */
export function crossingLinesFigure(spec: AngleFigure & { marks: CornerMarks }): Figure {
  const o: Point = [0, 0];
  const end = onCircle(o, 1.35, spec.angle);
  return drawScene(
    {
      segments: [
        { from: [-1.45, 0], to: [1.45, 0] },
        { from: [-end[0], -end[1]], to: end },
      ],
      angles: cornerAngles(o, spec.angle, spec.marks),
      dots: [o],
    },
    { kind: 'angle', language: spec.words.language, alt: spec.alt, notToScale: spec.notToScale },
  );
}

/**
 * Two horizontal parallel lines cut by a transversal rising at `angle`: `upper` marks the angles at the
 * upper crossing, `lower` at the lower one (both numbered as above).
 */
export function parallelLinesFigure(spec: AngleFigure & { upper: CornerMarks; lower: CornerMarks }): Figure {
  const run = 1 / Math.tan((spec.angle * Math.PI) / 180);
  const lower: Point = [-run / 2, 0];
  const upper: Point = [run / 2, 1];
  const reach = Math.abs(run) / 2 + 1.1;
  const dir: Point = [Math.cos((spec.angle * Math.PI) / 180), Math.sin((spec.angle * Math.PI) / 180)];
  return drawScene(
    {
      segments: [
        { from: [-reach, 0], to: [reach, 0] },
        { from: [-reach, 1], to: [reach, 1] },
        {
          from: [lower[0] - dir[0] * 0.55, -dir[1] * 0.55],
          to: [upper[0] + dir[0] * 0.55, 1 + dir[1] * 0.55],
        },
      ],
      chevrons: [
        { at: [reach - 0.35, 0], dir: [1, 0] },
        { at: [reach - 0.35, 1], dir: [1, 0] },
      ],
      angles: [
        ...cornerAngles(upper, spec.angle, spec.upper),
        ...cornerAngles(lower, spec.angle, spec.lower),
      ],
      dots: [lower, upper],
    },
    { kind: 'angle', language: spec.words.language, alt: spec.alt, notToScale: spec.notToScale },
  );
}
