import type { GeneratorTable } from '../../registry.ts';
import { collectLikeTerms, expandSingleBracket, rearrangeFormula, substituteValues } from './expressions.ts';
import {
  equationSolutionCount,
  equationWithBrackets,
  fractionalCoefficients,
  modelWithEquation,
  twoStepEquation,
} from './linear-equations.ts';
import {
  doubleInequality,
  inequalityWordProblem,
  linearInequality,
  systemOfInequalities,
} from './linear-inequalities.ts';
import {
  factorByGrouping,
  factorCommonFactor,
  factorWithFormulas,
  multiplyPolynomials,
  squareOfBinomial,
} from './polynomials.ts';
import {
  quadraticInequalityBetween,
  quadraticInequalityOutside,
  rationalInequality,
} from './quadratic-inequalities.ts';
import {
  factorQuadraticTrinomial,
  irrationalEquation,
  quadraticWordProblem,
  solveIncompleteQuadratic,
  solveWithQuadraticFormula,
  vietaFormulas,
} from './quadratics.ts';
import { directProportion, divideInRatio, inverseProportion, mapScale, solveProportion } from './ratio.ts';
import {
  addRationalExpressions,
  rationalEquationExtraneous,
  simplifyRationalExpression,
  solveRationalEquation,
} from './rational-expressions.ts';
import {
  linearQuadraticSystem,
  solveByElimination,
  solveBySubstitution,
  systemSolutionCount,
  systemWordProblem,
} from './systems.ts';

/** Generators of this part of the curriculum, keyed by skill id. */
export const modelsAGenerators: GeneratorTable = {
  'divide-in-ratio': divideInRatio,
  'solve-proportion': solveProportion,
  'direct-proportion-problem': directProportion,
  'inverse-proportion-problem': inverseProportion,
  'map-scale': mapScale,
  'substitute-values': substituteValues,
  'collect-like-terms': collectLikeTerms,
  'expand-single-bracket': expandSingleBracket,
  'rearrange-formula': rearrangeFormula,
  'multiply-polynomials': multiplyPolynomials,
  'square-of-binomial': squareOfBinomial,
  'factor-common-factor': factorCommonFactor,
  'factor-by-grouping': factorByGrouping,
  'factor-with-formulas': factorWithFormulas,
  'simplify-rational-expression': simplifyRationalExpression,
  'add-rational-expressions': addRationalExpressions,
  'solve-rational-equation': solveRationalEquation,
  'rational-equation-extraneous': rationalEquationExtraneous,
  'two-step-equation': twoStepEquation,
  'equation-with-brackets': equationWithBrackets,
  'fractional-coefficients': fractionalCoefficients,
  'equation-solution-count': equationSolutionCount,
  'model-with-equation': modelWithEquation,
  'linear-inequality': linearInequality,
  'system-of-inequalities': systemOfInequalities,
  'double-inequality': doubleInequality,
  'inequality-word-problem': inequalityWordProblem,
  'solve-by-substitution': solveBySubstitution,
  'solve-by-elimination': solveByElimination,
  'system-solution-count': systemSolutionCount,
  'system-word-problem': systemWordProblem,
  'linear-quadratic-system': linearQuadraticSystem,
  'solve-ax2-plus-bx': solveIncompleteQuadratic,
  'solve-with-quadratic-formula': solveWithQuadraticFormula,
  'vieta-formulas': vietaFormulas,
  'factor-quadratic-trinomial': factorQuadraticTrinomial,
  'quadratic-word-problem': quadraticWordProblem,
  'irrational-equation': irrationalEquation,
  'quadratic-inequality-between': quadraticInequalityBetween,
  'quadratic-inequality-outside': quadraticInequalityOutside,
  'rational-inequality': rationalInequality,
};
