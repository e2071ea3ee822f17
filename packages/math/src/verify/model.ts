/**
 * Does the formal model of a word problem yield its answer? An expression is evaluated, a relation is
 * solved exactly (src/solve), and the result is compared with the answer the way the answer's mode
 * reads it. A model the engine cannot read or solve within its budget does not match: unverifiable is
 * rejected.
 */
import { CHECK_BUDGET_MS, withBudget } from '../check/budget.ts';
import { checkAnswer } from '../check/check-answer.ts';
import { type Node, unparen } from '../parse/ast.ts';
import { formatNode } from '../parse/print.ts';
import { solveRelation } from '../solve/index.ts';
import type { CheckMode, CheckOptions, Choice, Language } from '../types.ts';
import {
  answerSet,
  describeSolved,
  otherLetters,
  parsePlain,
  plainNumbers,
  ROUNDING_MODES,
  roundingTolerance,
  sameSolutions,
} from './answer-value.ts';
import type { FormalModel } from './types.ts';

export type Outcome = { ok: boolean; detail: string };

/** What a model gives, compared with one answer. */
type Comparison = { ok: boolean; gives: string | null; problem: string | null };

/** A model's whole check, within a few answer checks' time. */
const MODEL_BUDGET_MS = 4 * CHECK_BUDGET_MS;

/**
 * How an expression's value is compared with an answer of each mode. A model is a computation, so the
 * form modes compare the value only (the form is the answer's business, checked by `answer_parses`);
 * percent reads both as percentages; the structured modes compare as themselves.
 */
const EXPRESSION_COMPARE: Partial<Record<CheckMode, CheckMode>> = {
  equivalent: 'equivalent',
  exact_form: 'equivalent',
  simplified_fraction: 'equivalent',
  mixed_number: 'equivalent',
  expanded: 'equivalent',
  factored: 'equivalent',
  quantity: 'equivalent',
  percent: 'percent',
  set: 'set',
  ordered_list: 'ordered_list',
  coordinates: 'coordinates',
  interval: 'interval',
  inequality: 'inequality',
  equation_solutions: 'equation_solutions',
  equation: 'equation',
};

/** Modes whose answer is not a set of values of one variable, so no relation can give it. */
const NOT_A_SOLUTION_SET = new Set<CheckMode>([
  'coordinates',
  'ordered_list',
  'expanded',
  'factored',
  'quantity',
]);

function isRelation(node: Node): boolean {
  const n = unparen(node);
  if (n.type === 'rel') return !n.ops.includes('in');
  return n.type === 'list' && n.items.every(isRelation);
}

/** A quantity's number without its unit (`12 cm` → `12`), for comparing with a computation. */
function withoutUnit(answer: string, mode: CheckMode): string {
  if (mode !== 'quantity') return answer;
  const node = parsePlain(answer);
  const n = node ? unparen(node) : null;
  return n?.type === 'unit' ? formatNode(n.value) : answer;
}

function compareExpression(
  expression: string,
  answer: string,
  mode: CheckMode,
  options?: CheckOptions,
): Comparison {
  const node = parsePlain(expression);
  if (!node) return { ok: false, gives: null, problem: `the model ${expression} could not be read` };
  if (isRelation(node)) {
    return {
      ok: false,
      gives: null,
      problem: `the expression model ${expression} is a relation, not an expression`,
    };
  }
  const { form: _form, ...rest } = options ?? {};
  const tolerance = roundingTolerance(answer, mode, options);
  const rounded = ROUNDING_MODES.has(mode) && tolerance !== null;
  const r = checkAnswer({
    correct: withoutUnit(answer, mode),
    student: expression,
    mode: rounded ? 'numeric_tolerance' : (EXPRESSION_COMPARE[mode] ?? 'equivalent'),
    options: rounded ? { ...rest, abs_tol: tolerance } : rest,
  });
  const gives = r.student_value ?? r.student_expr ?? expression;
  if (r.is_correct) return { ok: true, gives, problem: null };
  if (r.error) {
    return {
      ok: false,
      gives,
      problem: `the model ${expression} could not be compared with the answer (${r.error.message})`,
    };
  }
  return { ok: false, gives, problem: null };
}

function compareRelation(
  relation: string,
  variable: string,
  answer: string,
  mode: CheckMode,
  options?: CheckOptions,
): Comparison {
  const node = parsePlain(relation);
  if (!node) return { ok: false, gives: null, problem: `the model ${relation} could not be read` };
  if (!isRelation(node)) {
    return {
      ok: false,
      gives: null,
      problem: `the relation model ${relation} is not an equation or inequality`,
    };
  }
  const others = otherLetters(node, [variable]);
  if (others.length > 0) {
    return {
      ok: false,
      gives: null,
      problem: `the model ${relation} has letters other than ${variable}: ${others.join(', ')}`,
    };
  }
  if (mode === 'equation') {
    const r = checkAnswer({ correct: answer, student: relation, mode, options });
    return { ok: r.is_correct, gives: relation, problem: r.error ? r.error.message : null };
  }
  if (NOT_A_SOLUTION_SET.has(mode)) {
    return { ok: false, gives: null, problem: `a relation model cannot give an answer of mode ${mode}` };
  }
  const solved = solveRelation(node, variable);
  if (solved.kind !== 'solved') {
    return {
      ok: false,
      gives: null,
      problem: `the model ${relation} could not be solved exactly (${solved.reason})`,
    };
  }
  const gives = describeSolved(solved, variable);
  const expected = answerSet(answer, mode, variable);
  if (!expected) {
    return {
      ok: false,
      gives,
      problem: `the answer ${answer} is not a value or a set of values of ${variable}`,
    };
  }
  const ok = sameSolutions(solved.set, expected, roundingTolerance(answer, mode, options));
  return { ok, gives, problem: null };
}

function compareModel(
  model: FormalModel,
  answer: string,
  mode: CheckMode,
  options?: CheckOptions,
): Comparison {
  if (model?.kind === 'expression' && typeof model.expression === 'string') {
    return compareExpression(model.expression, answer, mode, options);
  }
  if (model?.kind === 'relation' && typeof model.relation === 'string') {
    const variable =
      typeof model.variable === 'string' && model.variable.trim() !== '' ? model.variable.trim() : 'x';
    return compareRelation(model.relation, variable, answer, mode, options);
  }
  return { ok: false, gives: null, problem: 'the model is neither an expression nor a relation' };
}

function modelText(model: FormalModel): string {
  return model?.kind === 'relation' ? String(model.relation) : String(model?.expression ?? '');
}

/** Runs a comparison within the model budget; running out of it, or any failure, is "cannot verify". */
function bounded(work: () => Comparison): Comparison {
  try {
    return withBudget(MODEL_BUDGET_MS, work);
  } catch {
    return { ok: false, gives: null, problem: 'the model is too complex to check' };
  }
}

/** Whether the model yields the answer in the answer's mode. */
export function modelMatchesAnswer(
  model: FormalModel,
  answer: string,
  mode: CheckMode,
  options?: CheckOptions,
): Outcome {
  const c = bounded(() => compareModel(model, answer, mode, options));
  const text = modelText(model);
  if (c.problem) return { ok: false, detail: c.problem };
  if (c.ok) return { ok: true, detail: `the model ${text} gives ${c.gives ?? answer}, the answer` };
  return {
    ok: false,
    detail: `the model ${text} gives ${c.gives ?? 'something else'}, not the answer ${answer}`,
  };
}

/** Multiple choice: the model's value is the right choice's text and no other choice's. */
export function modelMatchesChoices(
  model: FormalModel,
  choices: readonly Choice[],
  letter: string,
  language: Language,
): Outcome {
  const text = modelText(model);
  const mode: CheckMode = model?.kind === 'relation' ? 'equation_solutions' : 'equivalent';
  const results = choices.map((choice) => ({
    letter: choice.letter,
    c: bounded(() => compareModel(model, plainNumbers(choice.text, language), mode)),
  }));
  const matching = results.filter((r) => r.c.ok).map((r) => r.letter);
  const gives = results.find((r) => r.c.gives !== null)?.c.gives ?? null;
  if (matching.length === 1 && matching[0] === letter) {
    return {
      ok: true,
      detail: `the model ${text} gives ${gives ?? 'the value'} of choice ${letter}, the answer`,
    };
  }
  if (matching.length > 1) {
    return { ok: false, detail: `the model ${text} matches choices ${matching.join(', ')}; exactly one may` };
  }
  if (matching.length === 1) {
    return { ok: false, detail: `the model ${text} gives choice ${matching[0]}, not the answer ${letter}` };
  }
  const problem = results.find((r) => r.c.problem)?.c.problem;
  if (problem && gives === null) return { ok: false, detail: problem };
  return { ok: false, detail: `the model ${text} gives ${gives ?? 'a value'}, which is none of the choices` };
}

/** Whether a relation (a last line of working such as `x = 7` or `2x = 14`) has the answer as its solutions. */
export function relationGivesAnswer(
  relation: string,
  variable: string,
  answer: string,
  mode: CheckMode,
  options?: CheckOptions,
): boolean {
  return bounded(() => compareRelation(relation, variable, answer, mode, options)).ok;
}
