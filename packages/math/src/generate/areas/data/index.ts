import type { GeneratorTable } from '../../registry.ts';
import {
  arrangementsCount,
  binomialCoefficient,
  combinationsCount,
  combinationsWithCondition,
  multiplicationRule,
  permutationsCount,
} from './combinatorics.ts';
import {
  binomialProbability,
  complementProbability,
  computeConditionalProbability,
  expectedValue,
  independentEvents,
  simpleProbability,
  twoDice,
} from './probability.ts';
import {
  computeMean,
  correlationType,
  interquartileRange,
  meanFromFrequencyTable,
  median,
  mode,
  relativeFrequency,
  standardDeviation,
} from './statistics.ts';

/** Generators of this part of the curriculum, keyed by skill id. */
export const dataGenerators: GeneratorTable = {
  'compute-mean': computeMean,
  median,
  mode,
  'relative-frequency': relativeFrequency,
  'mean-from-frequency-table': meanFromFrequencyTable,
  'interquartile-range': interquartileRange,
  'correlation-type': correlationType,
  'standard-deviation': standardDeviation,
  'multiplication-rule': multiplicationRule,
  'permutations-count': permutationsCount,
  'arrangements-count': arrangementsCount,
  'combinations-count': combinationsCount,
  'combinations-with-condition': combinationsWithCondition,
  'binomial-coefficient': binomialCoefficient,
  'simple-probability': simpleProbability,
  'complement-probability': complementProbability,
  'two-dice': twoDice,
  'independent-events': independentEvents,
  'compute-conditional-probability': computeConditionalProbability,
  'expected-value': expectedValue,
  'binomial-probability': binomialProbability,
};
