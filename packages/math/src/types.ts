/** Shared types of the mathematics engine. Pure data: no I/O anywhere in this package. */

export type Language = 'lt' | 'en';
export type Difficulty = 'very_easy' | 'easy' | 'medium' | 'hard' | 'very_hard';
export const DIFFICULTY_LEVELS: readonly Difficulty[] = ['very_easy', 'easy', 'medium', 'hard', 'very_hard'];

/** The checking modes of `../shared/math/answer-cases.json` (its `conventions.modes`). */
export const CHECK_MODES = [
  'equivalent',
  'exact_form',
  'numeric_tolerance',
  'decimal_places',
  'sig_figs',
  'simplified_fraction',
  'mixed_number',
  'percent',
  'expanded',
  'factored',
  'set',
  'interval',
  'inequality',
  'coordinates',
  'equation_solutions',
  'equation',
  'ordered_list',
  'quantity',
  'multiple_choice',
] as const;
export type CheckMode = (typeof CHECK_MODES)[number];

export type InputFormat = 'text' | 'latex';

/** Options some modes read (as in the case file). */
export type CheckOptions = {
  abs_tol?: number;
  rel_tol?: number;
  places?: number;
  figures?: number;
  /** The task's variable for equation modes (x by default). */
  variable?: string;
  unit?: string;
  /**
   * What a compute or simplify task asks for beyond the value; a right value in another form gives
   * `not_in_asked_form`. `value`: every number computed — a literal (integer, decimal, fraction, mixed
   * number) or, for an irrational value, its simplest exact form (10√2, 100π/3) — so `√64 − √225` or `7 + 14`
   * is not an answer. `simplified`: an expression with its numbers computed, no like terms, and fractions
   * combined into one in lowest terms. `solved` (inequality tasks): the variable alone on one side, or an
   * interval — an equivalent inequality that is not solved yet (`2 < 2x` for `x > 1`) is named, not counted.
   */
  form?: 'value' | 'simplified' | 'solved';
  [key: string]: unknown;
};

export type CheckRequest = {
  /** The teacher's answer in plain text (`^` power, `sqrt()`, `pi`, `inf`, `{a; b}`, `(a; b)`, `[a; b)`). */
  correct: string;
  /** What the student typed (text) or what MathLive produced (latex). */
  student: string;
  mode: CheckMode;
  input_format?: InputFormat;
  options?: CheckOptions;
  language?: Language;
};

/** Why an answer was not checked as a try (see `CheckResult.error`). */
export const CHECK_ERROR_KINDS = [
  'empty',
  'parse_error',
  'too_long',
  'too_deep',
  'too_complex',
  /** A number beyond what the engine represents: past ±1.8·10³⁰⁸ (`171!`, `1e309`), or so small it is 0. */
  'too_large',
  /** Not the kind of answer the task asks for (`abc` for a number, `5` for an interval); says what is. */
  'wrong_kind',
  /**
   * The right value, not in the form the task asks for: a copy of the question or arithmetic left undone
   * (`options.form`), or the form of a form mode (not expanded, not factored, not simplified, …).
   */
  'not_in_asked_form',
] as const;

export type CheckErrorKind = (typeof CHECK_ERROR_KINDS)[number];

/**
 * The spec's "Answer check result" fields plus the named mistake.
 *
 * Contract with the server: a result with `error !== null` is not an attempt (not stored, no points
 * lost); the student is told why (`feedback`) and answers again. `error` is null for every answer that
 * counts, right or wrong. Numbers are always finite: no field holds Infinity or NaN.
 */
export type CheckResult = {
  is_correct: boolean;
  answer_type: string;
  feedback_key: string;
  feedback: string;
  student_value: string | null;
  correct_value: string | null;
  difference: string | null;
  student_expr: string | null;
  correct_expr: string | null;
  simplified_difference: string | null;
  student_coords: number[] | null;
  correct_coords: number[] | null;
  error: { kind: CheckErrorKind; message: string } | null;
};

/** What the UI should offer the student for typing the answer. */
export type InputKind =
  | 'number'
  | 'fraction'
  | 'expression'
  | 'multiple_choice'
  | 'coordinates'
  | 'interval'
  | 'set'
  | 'equation_solutions';

export type Choice = { letter: 'A' | 'B' | 'C' | 'D'; text: string };

/** What a figure shows; the web picks nothing by kind, it is for tests, logs and the alt text's wording. */
export type FigureKind =
  | 'triangle'
  | 'polygon'
  | 'circle'
  | 'angle'
  | 'solid'
  | 'coordinate_plane'
  | 'function_graph'
  | 'number_line'
  | 'bar_chart'
  | 'histogram'
  | 'pie_chart'
  | 'box_plot';

/** The part of the coordinate plane a figure shows, in the task's units; `step` is the grid and snapping step. */
export type PlaneView = { xMin: number; xMax: number; yMin: number; yMax: number; step: number };

/** The part of the number line a figure shows; `step` is the tick and snapping step. */
export type NumberLineView = { min: number; max: number; step: number };

/**
 * What a student may draw on the figure to answer. The drawing becomes an ordinary answer text that the
 * checker grades in the task's mode: a point → `(x; y)` (coordinates), a line through two points →
 * `y = mx + b` or `x = c` (equation), an interval or ray → `[a; b)`, `(−∞; a]` (interval).
 */
export type FigureInput =
  | { kind: 'point'; plane: PlaneView }
  | { kind: 'line'; plane: PlaneView }
  | { kind: 'interval'; line: NumberLineView };

/**
 * A picture that goes with a task, made deterministically with it. `svg` is one self-contained `<svg>`
 * element: strokes and text use `currentColor` and fills the `--fig-*` custom properties (with fallbacks),
 * so it reads on light and dark backgrounds, inline or as a file; it scales to the width it is given.
 */
export type Figure = {
  kind: FigureKind;
  svg: string;
  /** In the task's language, complete enough that a screen-reader user can solve the task from it. */
  alt: string;
  /** Drawn not to scale because the true proportions would give the answer away; the figure says so too. */
  not_to_scale: boolean;
  /** When the answer can be drawn on this figure: what, and on which view (absent: nothing to draw). */
  input?: FigureInput;
};

export type GeneratedTask = {
  skill_id: string;
  subtopic_id: string;
  topic_id: string;
  area_id: string;
  curriculum_ref: string;
  grade: number;
  difficulty: Difficulty;
  language: Language;
  seed: string;
  /** The interest that themes the word problem, when one was used. */
  interest: string | null;
  title: string;
  /** The problem in plain Unicode maths typography of the language (lt: decimal comma, (x; y), `:`). */
  question: string;
  /** Multiple choice only: the four options; the answer is a letter. */
  choices: Choice[] | null;
  input_kind: InputKind;
  answer: {
    mode: CheckMode;
    /** Canonical teacher answer (the case file's `correct` format, language-neutral). */
    correct: string;
    options?: CheckOptions;
    /** The answer as shown to the student in their language after they answer. */
    display: string;
  };
  /** At least three hints, from a nudge to the last step. */
  hints: string[];
  /** The worked solution, one step per line. */
  steps: string[];
  explanation: string;
  /** The figure a textbook would draw for this task, or null when the task needs none. */
  figure: Figure | null;
};

export type GeneratorInput = {
  difficulty: Difficulty;
  language: Language;
  seed: string;
  interests?: readonly string[];
};
