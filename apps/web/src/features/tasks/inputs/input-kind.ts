import type { TTask } from '@taskas/contracts';

/** The answer inputs there are; every `input_kind` the generators produce maps to one. */
export type TInputKind =
  | 'text'
  | 'math'
  | 'multiple_choice'
  | 'coordinates'
  | 'interval'
  | 'set'
  | 'equation_solutions';

/** `task.content.question.type` (the generator's `input_kind`) → input. */
const BY_QUESTION_TYPE: Record<string, TInputKind> = {
  number: 'text',
  fraction: 'text',
  text: 'text',
  expression: 'math',
  equation: 'math',
  multiple_choice: 'multiple_choice',
  coordinates: 'coordinates',
  interval: 'interval',
  inequality: 'interval',
  set: 'set',
  equation_solutions: 'equation_solutions',
};

/** `task.input_component` (the server names one per kind; a tutor's task may name its own) → input. */
const BY_COMPONENT: Record<string, TInputKind> = {
  NumberInput: 'text',
  FractionInput: 'text',
  TextInput: 'text',
  MathExpressionInput: 'math',
  MultipleChoiceInput: 'multiple_choice',
  CoordinatePlaneInput: 'coordinates',
  IntervalInput: 'interval',
  SetInput: 'set',
  EquationSolutionsInput: 'equation_solutions',
};

export function inputKindOf(task: Pick<TTask, 'content' | 'input_component'>): TInputKind {
  // A named component is a deliberate choice (the server names one per kind; a tutor may pick another).
  const byComponent = task.input_component ? BY_COMPONENT[task.input_component] : undefined;
  const kind = byComponent ?? BY_QUESTION_TYPE[task.content.question.type] ?? 'text';
  return kind === 'multiple_choice' && task.content.solution.answer_options.length === 0 ? 'text' : kind;
}
