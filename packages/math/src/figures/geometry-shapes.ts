import type { Point } from './svg.ts';

/**
 * Shapes in the task's units, and the deliberate changes that make a figure "not to scale": a figure
 * that marks an unknown side or angle must not let a ruler or protractor find it, yet an obtuse angle
 * stays obtuse, a right angle stays right and parallel sides stay parallel.
 */

const rad = (deg: number) => (deg * Math.PI) / 180;
const degOf = (r: number) => (r * 180) / Math.PI;

export type Triangle = [Point, Point, Point];

/** A(0, 0), B(c, 0) and C above AB, with BC = a and CA = b (the usual names: side a faces A). */
export function triangleFromSides(a: number, b: number, c: number): Triangle {
  const x = (b * b + c * c - a * a) / (2 * c);
  const y = Math.sqrt(Math.max(b * b - x * x, 0));
  return [
    [0, 0],
    [c, 0],
    [x, y],
  ];
}

/** A(0, 0), B(base, 0) and C above AB with the angles A and B (degrees). */
export function triangleFromAngles(angleA: number, angleB: number, base = 10): Triangle {
  const ac = (base * Math.sin(rad(angleB))) / Math.sin(rad(angleA + angleB));
  return [
    [0, 0],
    [base, 0],
    [ac * Math.cos(rad(angleA)), ac * Math.sin(rad(angleA))],
  ];
}

/** The angles at A, B, C of a triangle (degrees). */
export function anglesOf(t: Triangle): [number, number, number] {
  const at = (p: Point, q: Point, r: Point) => {
    const u: Point = [q[0] - p[0], q[1] - p[1]];
    const v: Point = [r[0] - p[0], r[1] - p[1]];
    const cos = (u[0] * v[0] + u[1] * v[1]) / (Math.hypot(...u) * Math.hypot(...v) || 1);
    return degOf(Math.acos(Math.max(-1, Math.min(1, cos))));
  };
  return [at(t[0], t[1], t[2]), at(t[1], t[2], t[0]), at(t[2], t[0], t[1])];
}

type AngleClass = 'acute' | 'right' | 'obtuse';
function classOf(deg: number): AngleClass {
  if (Math.abs(deg - 90) < 1e-6) return 'right';
  return deg < 90 ? 'acute' : 'obtuse';
}

/**
 * An angle as drawn when its size must not be measurable: at least 12° away from the truth, of the same
 * kind (acute, right, obtuse), and between 20° and 160° so that it reads on a phone.
 */
export function shownAngle(deg: number): number {
  if (classOf(deg) === 'right') return 90;
  if (deg > 90) return 180 - shownAngle(180 - deg);
  const moved = deg <= 57 ? deg + 12 : deg - 12;
  return Math.max(20, Math.min(76, moved));
}

/** An angle as drawn to scale but readable: very thin or very flat angles are opened up or closed in. */
export function readableAngle(deg: number): number {
  if (deg > 90) return 180 - readableAngle(180 - deg);
  return Math.max(18, deg);
}

function sameKinds(a: readonly number[], b: readonly number[]): boolean {
  return a.every((x, i) => classOf(x) === classOf(b[i] ?? 0));
}

/**
 * The angles a triangle is drawn with when it must not be to scale: the angle at `unknown` (0, 1, 2)
 * differs from the truth by at least 8° where possible, every angle keeps its kind, none is thinner than
 * 14°. Without `unknown` only thin angles are opened up (a readable, nearly-to-scale triangle).
 */
export function shownTriangleAngles(
  angles: readonly [number, number, number],
  unknown: number | null,
): [number, number, number] {
  const truth = [...angles] as [number, number, number];
  const rightAt = truth.findIndex((x, i) => classOf(x) === 'right' && i !== unknown);
  const withRest = (t: [number, number, number], rest: number): [number, number, number] => {
    const out = [...t] as [number, number, number];
    out[rest] = 180 - out.reduce((s, x, i) => (i === rest ? s : s + x), 0);
    return out;
  };
  const keepRight = (t: [number, number, number]): [number, number, number] => {
    if (rightAt < 0) return t;
    const others = [0, 1, 2].filter((i) => i !== rightAt);
    const sum = others.reduce((s, i) => s + t[i as 0], 0) || 1;
    const out = [...t] as [number, number, number];
    for (const i of others) out[i as 0] = (t[i as 0] * 90) / sum;
    out[rightAt as 0] = 90;
    return out;
  };
  const push = (k: number) => truth.map((x) => x + k * (60 - x)) as [number, number, number];
  const candidates: [number, number, number][] = [];
  if (unknown !== null) {
    const known = [0, 1, 2].filter((i) => i !== unknown) as [0 | 1 | 2, 0 | 1 | 2];
    for (const moved of [known, [known[1]], [known[0]]]) {
      const t = truth.map((x, i) => (moved.includes(i as 0) ? shownAngle(x) : x)) as [number, number, number];
      candidates.push(withRest(t, unknown));
    }
    candidates.push(push(0.35), push(-0.3), push(0.6));
  } else {
    candidates.push(truth, push(0.3), push(0.5));
  }
  const shaped = candidates.map(keepRight);
  // An unknown right angle is not drawn right: the square mark would give the answer away.
  const kindsKept = (t: readonly number[]) =>
    sameKinds(
      truth.filter((_, i) => i !== unknown || classOf(truth[i] ?? 0) !== 'right'),
      t.filter((_, i) => i !== unknown || classOf(truth[i] ?? 0) !== 'right'),
    ) && t.every((x) => x >= 14);
  // An unknown right angle is drawn acute (a task may say the angle is not obtuse).
  const unknownRightOk = (t: readonly number[]) =>
    unknown === null || classOf(truth[unknown] ?? 0) !== 'right' || (t[unknown] ?? 0) < 90;
  const good = shaped.find(
    (t) =>
      kindsKept(t) &&
      unknownRightOk(t) &&
      (unknown === null || Math.abs(t[unknown as 0] - truth[unknown as 0]) >= 8),
  );
  return (
    good ?? shaped.find(kindsKept) ?? keepRight(truth.map((x) => Math.max(x, 14)) as [number, number, number])
  );
}

/** An isosceles triangle's apex angle as drawn when an angle of it is asked: changed, of the same kind. */
export function shownApex(apex: number): number {
  if (classOf(apex) === 'right') return 76;
  return apex > 90 ? Math.max(100, Math.min(150, shownAngle(apex))) : Math.max(30, shownAngle(apex));
}

/**
 * A right triangle's legs as drawn: to scale when `distort` is false (only a very flat triangle is
 * opened up), otherwise with the legs' ratio changed by at least a fifth.
 */
export function shownLegs(horizontal: number, vertical: number, distort: boolean): [number, number] {
  const ratio = vertical / horizontal;
  let shown = ratio;
  if (distort)
    shown =
      ratio >= 1 ? (ratio < 1.6 ? ratio * 1.45 : ratio / 1.45) : ratio > 0.62 ? ratio / 1.45 : ratio * 1.45;
  shown = Math.max(0.32, Math.min(1.4, shown));
  if (distort && Math.abs(shown / ratio - 1) < 0.2) shown = ratio > 0.8 ? shown * 0.7 : shown * 1.3;
  return [1, shown];
}

/** True when a to-scale drawing of a box this shape would be unreadable (and must be drawn otherwise). */
export function tooFlat(width: number, height: number): boolean {
  const r = height / width;
  return r < 0.22 || r > 1.6;
}

/**
 * A width × height box as drawn: to scale when it reads well and nothing is asked about its sides,
 * otherwise with its height-to-width ratio changed (by at least a fifth when `distort`).
 */
export function shownBox(
  width: number,
  height: number,
  distort: boolean,
): { w: number; h: number; changed: boolean } {
  const r = height / width;
  let shown = Math.max(0.28, Math.min(1.25, r));
  if (distort && Math.abs(shown / r - 1) < 0.2) shown = r < 0.6 ? shown * 1.4 : shown / 1.4;
  shown = Math.max(0.25, Math.min(1.3, shown));
  return { w: 10, h: 10 * shown, changed: Math.abs(shown / r - 1) > 1e-9 };
}

// ── Solids: a cabinet (oblique) projection ──────────────────────────────────────────────────────────

export type Point3 = readonly [number, number, number];

/** x to the right, y into the page (drawn up and to the right at half length), z up. */
export function project(p: Point3): Point {
  const k = 0.5;
  const a = rad(35);
  return [p[0] + k * p[1] * Math.cos(a), p[2] + k * p[1] * Math.sin(a)];
}

/** The corners of an a × b × c box: ABCD the base (A front left, B front right), A₁B₁C₁D₁ the top. */
export function boxCorners(a: number, b: number, c: number): Record<string, Point> {
  const v: Record<string, Point3> = {
    A: [0, 0, 0],
    B: [a, 0, 0],
    C: [a, b, 0],
    D: [0, b, 0],
    'A₁': [0, 0, c],
    'B₁': [a, 0, c],
    'C₁': [a, b, c],
    'D₁': [0, b, c],
  };
  return Object.fromEntries(Object.entries(v).map(([k, p]) => [k, project(p)]));
}

/** The twelve edges of a box by corner names, and whether each is hidden (it meets the back corner D). */
export const BOX_EDGES: readonly [string, string][] = [
  ['A', 'B'],
  ['B', 'C'],
  ['C', 'D'],
  ['D', 'A'],
  ['A₁', 'B₁'],
  ['B₁', 'C₁'],
  ['C₁', 'D₁'],
  ['D₁', 'A₁'],
  ['A', 'A₁'],
  ['B', 'B₁'],
  ['C', 'C₁'],
  ['D', 'D₁'],
];

export function isHiddenBoxEdge(edge: readonly [string, string]): boolean {
  return edge[0] === 'D' || edge[1] === 'D';
}

/**
 * A triangle with sides a = BC, b = CA, c = AB as drawn: to scale when it reads well, its thin angles
 * opened up otherwise, and with the angle at `unknown` (or the one facing an unknown side) changed.
 * `notToScale` says whether the drawing differs from the numbers.
 */
export function drawnTriangle(
  a: number,
  b: number,
  c: number,
  unknown: number | null,
): { points: Triangle; notToScale: boolean } {
  const truth = anglesOf(triangleFromSides(a, b, c));
  const shown = shownTriangleAngles(truth, unknown);
  const notToScale = shown.some((x, i) => Math.abs(x - (truth[i] ?? 0)) > 0.5);
  return { points: triangleFromAngles(shown[0], shown[1]), notToScale };
}
