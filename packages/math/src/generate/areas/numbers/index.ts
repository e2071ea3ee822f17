import type { GeneratorTable } from '../../registry.ts';
import { decimalGenerators } from './decimals.ts';
import { fractionGenerators } from './fractions.ts';
import { integerGenerators } from './integers.ts';
import { logarithmGenerators } from './logarithms.ts';
import { naturalNumberGenerators } from './natural-numbers.ts';
import { numberSetGenerators } from './number-sets.ts';
import { orderOfOperationsGenerators } from './order-of-operations.ts';
import { percentageGenerators } from './percentages.ts';
import { powerRootGenerators } from './powers-roots.ts';

/** Generators of this part of the curriculum, keyed by skill id. */
export const numbersGenerators: GeneratorTable = {
  ...naturalNumberGenerators,
  ...fractionGenerators,
  ...decimalGenerators,
  ...integerGenerators,
  ...orderOfOperationsGenerators,
  ...percentageGenerators,
  ...powerRootGenerators,
  ...numberSetGenerators,
  ...logarithmGenerators,
};
