import type { Figure } from '../types.ts';
import { drawScene, type Label, type Scene, type SceneSegment, type Stroke, type Words } from './geometry.ts';
import { BOX_EDGES, boxCorners, isHiddenBoxEdge, type Point3, project } from './geometry-shapes.ts';
import { along, mergeScenes } from './geometry-triangles.ts';
import type { Point } from './svg.ts';

/**
 * Solids in a cabinet projection (depth drawn up and to the right at half length): boxes, cubes,
 * square pyramids and right prisms with their hidden edges dashed; cylinders, cones and spheres with
 * the back halves of their circles dashed. Each builder gives a scene so that a task can add its own
 * diagonals, heights and labels.
 */

export function solidFigure(words: Words, scenes: readonly Scene[], alt: string, notToScale = false): Figure {
  return drawScene(mergeScenes(...scenes), { kind: 'solid', language: words.language, alt, notToScale });
}

/**
 * The drawn size of a solid's dimensions: to scale unless one of them is so small next to the others
 * that the drawing would not read (then every dimension is at least 0.3 of the largest), or unless
 * `distort` asks for the dimension at that index to be changed (it is unknown).
 */
export function shownDims(
  dims: readonly number[],
  distort: number | null = null,
  min = 0.3,
): { dims: number[]; changed: boolean } {
  const max = Math.max(...dims);
  let shown = dims.map((d) => Math.max(min, d / max));
  if (distort !== null) {
    shown = shown.map((d, i) => (i === distort ? (d > 0.6 ? d * 0.7 : d * 1.45) : d));
  }
  const changed = shown.some((d, i) => Math.abs(d - (dims[i] ?? 0) / max) > 1e-9);
  return { dims: shown, changed };
}

export type BoxLabels = { length?: Label; depth?: Label; height?: Label };

/**
 * An a × b × c box: ABCD the base (A front left, B front right, D at the back), A₁B₁C₁D₁ the top. Labels
 * go on AB (length), BC (depth) and AA₁ (height); `names` shows the corner names.
 */
export function boxScene(
  a: number,
  b: number,
  c: number,
  labels: BoxLabels = {},
  names = false,
): {
  scene: Scene;
  corner: (name: string) => Point;
} {
  const v = boxCorners(a, b, c);
  const corner = (name: string): Point => v[name] ?? [0, 0];
  const centre = along(corner('A'), corner('C₁'), 0.5);
  const labelOf = (edge: readonly [string, string]): Label | undefined => {
    const key = edge.join('');
    if (key === 'AB') return labels.length;
    if (key === 'BC') return labels.depth;
    if (key === 'AA₁') return labels.height;
    return undefined;
  };
  const segments: SceneSegment[] = BOX_EDGES.map((edge) => {
    const label = labelOf(edge);
    return {
      from: corner(edge[0]),
      to: corner(edge[1]),
      stroke: isHiddenBoxEdge(edge) ? 'hidden' : label?.ask ? 'accent' : 'line',
      label,
      away: centre,
    };
  });
  const faces = [
    ['A', 'B', 'B₁', 'A₁'],
    ['B', 'C', 'C₁', 'B₁'],
    ['A₁', 'B₁', 'C₁', 'D₁'],
  ].map((f) => ({ points: f.map(corner) }));
  return {
    scene: {
      polygons: faces,
      segments,
      names: names ? Object.keys(v).map((n) => ({ at: corner(n), text: n, away: centre })) : [],
    },
    corner,
  };
}

/** A regular square pyramid SABCD with base edge a and height h; O is the centre of the base. */
export function pyramidScene(
  a: number,
  h: number,
  names = false,
): { scene: Scene; point: (name: string) => Point } {
  const p3: Record<string, Point3> = {
    A: [0, 0, 0],
    B: [a, 0, 0],
    C: [a, a, 0],
    D: [0, a, 0],
    S: [a / 2, a / 2, h],
    O: [a / 2, a / 2, 0],
    M: [a / 2, 0, 0],
  };
  const point = (name: string): Point => project(p3[name] ?? [0, 0, 0]);
  const edges: [string, string, Stroke][] = [
    ['A', 'B', 'line'],
    ['B', 'C', 'line'],
    ['C', 'D', 'hidden'],
    ['D', 'A', 'hidden'],
    ['S', 'A', 'line'],
    ['S', 'B', 'line'],
    ['S', 'C', 'line'],
    ['S', 'D', 'hidden'],
  ];
  const centre = along(point('O'), point('S'), 0.4);
  return {
    scene: {
      polygons: [
        { points: [point('A'), point('B'), point('S')] },
        { points: [point('B'), point('C'), point('S')] },
      ],
      segments: edges.map(([p, q, stroke]) => ({ from: point(p), to: point(q), stroke, away: centre })),
      names: names
        ? ['S', 'A', 'B', 'C', 'D'].map((n) => ({
            at: point(n),
            text: n,
            away: n === 'S' ? point('O') : centre,
          }))
        : [],
    },
    point,
  };
}

/**
 * A right prism on a right triangle: the triangle (legs p along the bottom, q up, right angle at the
 * front bottom left) stands at the front and the prism runs `length` into the page.
 */
export function prismScene(
  p: number,
  q: number,
  length: number,
): { scene: Scene; point: (name: string) => Point } {
  const p3: Record<string, Point3> = {
    A: [0, 0, 0],
    B: [p, 0, 0],
    C: [0, 0, q],
    A1: [0, length, 0],
    B1: [p, length, 0],
    C1: [0, length, q],
  };
  const point = (name: string): Point => project(p3[name] ?? [0, 0, 0]);
  const edges: [string, string, Stroke][] = [
    ['A', 'B', 'line'],
    ['B', 'C', 'line'],
    ['C', 'A', 'line'],
    ['B', 'B1', 'line'],
    ['C', 'C1', 'line'],
    ['B1', 'C1', 'line'],
    ['A', 'A1', 'hidden'],
    ['A1', 'B1', 'hidden'],
    ['A1', 'C1', 'hidden'],
  ];
  return {
    scene: {
      polygons: [
        { points: [point('A'), point('B'), point('C')] },
        { points: [point('B'), point('B1'), point('C1'), point('C')] },
      ],
      segments: edges.map(([a, b, stroke]) => ({ from: point(a), to: point(b), stroke })),
      angles: [{ at: point('A'), from: point('B'), to: point('C'), right: true }],
    },
    point,
  };
}

/** How flat the circles of cylinders and cones are drawn (their ellipses' height over width). */
const SQUASH = 0.34;

/** A cylinder of radius r and height h standing on the origin. */
export function cylinderScene(r: number, h: number): Scene {
  const ry = r * SQUASH;
  return {
    polygons: [
      {
        points: [
          [-r, 0],
          [r, 0],
          [r, h],
          [-r, h],
        ],
      },
    ],
    ellipses: [
      { centre: [0, 0], rx: r, ry, part: 'front' },
      { centre: [0, 0], rx: r, ry, part: 'back', stroke: 'hidden' },
      { centre: [0, h], rx: r, ry, part: 'full' },
    ],
    segments: [
      { from: [-r, 0], to: [-r, h] },
      { from: [r, 0], to: [r, h] },
    ],
    dots: [
      [0, h],
      [0, 0],
    ],
    extent: [
      [0, -ry],
      [0, h + ry],
    ],
  };
}

/** A cone of radius r and height h standing on the origin (apex at (0, h)). */
export function coneScene(r: number, h: number): Scene {
  const ry = r * SQUASH;
  return {
    polygons: [
      {
        points: [
          [-r, 0],
          [r, 0],
          [0, h],
        ],
      },
    ],
    ellipses: [
      { centre: [0, 0], rx: r, ry, part: 'front' },
      { centre: [0, 0], rx: r, ry, part: 'back', stroke: 'hidden' },
    ],
    segments: [
      { from: [-r, 0], to: [0, h] },
      { from: [r, 0], to: [0, h] },
    ],
    dots: [[0, 0]],
    extent: [[0, -ry]],
  };
}

/** A sphere of radius r about the origin with its equator (back half dashed). */
export function sphereScene(r: number): Scene {
  return {
    circles: [{ centre: [0, 0], r, fill: true }],
    ellipses: [
      { centre: [0, 0], rx: r, ry: r * 0.22, part: 'front', stroke: 'thin' },
      { centre: [0, 0], rx: r, ry: r * 0.22, part: 'back', stroke: 'hidden' },
    ],
    dots: [[0, 0]],
  };
}
