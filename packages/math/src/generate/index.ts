import { dataGenerators } from './areas/data/index.ts';
import { geometryGenerators } from './areas/geometry/index.ts';
import { modelsAGenerators } from './areas/models-a/index.ts';
import { modelsBGenerators } from './areas/models-b/index.ts';
import { numbersGenerators } from './areas/numbers/index.ts';
import { registerGenerators } from './registry.ts';

for (const table of [
  numbersGenerators,
  dataGenerators,
  modelsAGenerators,
  modelsBGenerators,
  geometryGenerators,
]) {
  registerGenerators(table);
}

export { superscript } from './format.ts';
export type { GeneratorContext, GeneratorTable, SkillGenerator, TaskDraft } from './registry.ts';
export { generateTask, generatorSkillIds, hasGenerator, UnknownSkillError } from './registry.ts';
