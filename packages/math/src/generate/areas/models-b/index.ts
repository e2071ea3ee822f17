import type { GeneratorTable } from '../../registry.ts';
import { derivativeGenerators } from './derivatives.ts';
import { expLogGenerators } from './exp-log.ts';
import { functionGenerators } from './functions.ts';
import { integralGenerators } from './integrals.ts';
import { linearFunctionGenerators } from './linear-function.ts';
import { quadraticFunctionGenerators } from './quadratic-function.ts';
import { sequenceGenerators } from './sequences.ts';
import { trigonometryGenerators } from './trigonometry.ts';
import { wordProblemGenerators } from './word-problems.ts';

/** Generators of this part of the curriculum, keyed by skill id. */
export const modelsBGenerators: GeneratorTable = {
  ...functionGenerators,
  ...linearFunctionGenerators,
  ...quadraticFunctionGenerators,
  ...sequenceGenerators,
  ...expLogGenerators,
  ...trigonometryGenerators,
  ...derivativeGenerators,
  ...integralGenerators,
  ...wordProblemGenerators,
};
