import type { GeneratorTable } from '../../registry.ts';

/** Generators of this part of the curriculum, keyed by skill id. */
export const geometryGenerators: GeneratorTable = {};
