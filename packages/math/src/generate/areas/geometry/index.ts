import type { GeneratorTable } from '../../registry.ts';
import { angleGenerators } from './angles.ts';
import { areaGenerators } from './areas.ts';
import { circleGenerators } from './circles.ts';
import { coordinateGenerators } from './coordinates.ts';
import { polygonGenerators } from './polygons.ts';
import { pythagorasGenerators } from './pythagoras.ts';
import { solidGenerators } from './solids.ts';
import { stereometryGenerators } from './stereometry.ts';
import { triangleGenerators } from './triangles.ts';
import { trigonometryGenerators } from './trigonometry.ts';

/** Generators of the geometry-and-measurement topics (ANG … TRG), keyed by skill id. */
export const geometryGenerators: GeneratorTable = {
  ...angleGenerators,
  ...triangleGenerators,
  ...pythagorasGenerators,
  ...polygonGenerators,
  ...areaGenerators,
  ...circleGenerators,
  ...solidGenerators,
  ...stereometryGenerators,
  ...coordinateGenerators,
  ...trigonometryGenerators,
};
