import { z } from 'zod';
import { ZGenerationReport } from './ai.ts';
import { ZLanguage } from './auth.ts';
import { DIFFICULTIES, LIMITS, PRACTICE_DIFFICULTIES } from './constants.ts';

export const ZDifficulty = z.enum(DIFFICULTIES);
export const TASK_SOURCES = ['bank', 'generated', 'llm', 'tutor'] as const;
export const TASK_VISIBILITIES = ['public', 'private'] as const;
export const INPUT_FORMATS = ['text', 'latex'] as const;

/** Filter values the spec's task filters drop instead of sending ("all" means no filter). */
const DROPPED_FILTER_VALUES = new Set(['', 'all', 'all difficulties', 'all categories', 'null', 'undefined']);

function dropAll(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && DROPPED_FILTER_VALUES.has(value.trim().toLowerCase())) return undefined;
  return value;
}

/** An optional filter whose "all" values are dropped. */
const filter = <T extends z.ZodType>(schema: T) => z.preprocess(dropAll, schema.optional());

/** `completed` counts only when it is a boolean; anything else is dropped (spec §5). */
const ZCompletedFilter = z.preprocess((value) => {
  if (value === true || value === 'true' || value === '1') return true;
  if (value === false || value === 'false' || value === '0') return false;
  return undefined;
}, z.boolean().optional());

/** Reserved placeholders of the spec that never reach storage or a client. */
export const PLACEHOLDER_KEY = /^(future_attr_[1-5]|future_field_([1-9]|10))$/;

export function stripPlaceholders<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !PLACEHOLDER_KEY.test(key))) as T;
}

// ---------------------------------------------------------------- Task

const ZPlaneView = z.object({
  xMin: z.number(),
  xMax: z.number(),
  yMin: z.number(),
  yMax: z.number(),
  step: z.number().positive(),
});

/**
 * What the student may draw on the figure to answer (issue 13): a point, a line through two points, or an
 * interval on a number line, over the view the figure shows. The drawing becomes an answer text.
 */
export const ZFigureInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('point'), plane: ZPlaneView }),
  z.object({ kind: z.literal('line'), plane: ZPlaneView }),
  z.object({
    kind: z.literal('interval'),
    line: z.object({ min: z.number(), max: z.number(), step: z.number().positive() }),
  }),
]);
export type TFigureInput = z.infer<typeof ZFigureInput>;

export const ZTaskQuestion = z.object({
  text: z.string(),
  image_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  code: z.string().nullable(),
  format: z.enum(['text', 'latex', 'markdown']),
  /** What the student types: number, fraction, expression, multiple_choice, coordinates, … */
  type: z.string(),
  /** When the answer can be drawn on the figure instead of typed; null otherwise. */
  figure_input: ZFigureInput.nullable(),
});

export const ZAnswerOption = z.object({ letter: z.string(), text: z.string() });

/**
 * The worked solution. `answer`, `explanation` and the steps are null/empty until the student has
 * earned them (answered correctly, gave up or asked for the final hint — decision 006).
 */
export const ZTaskSolution = z.object({
  answer: z.string().nullable(),
  explanation: z.string().nullable(),
  steps: z.array(z.string()),
  intermediate_steps: z.array(z.string()),
  answer_options: z.array(ZAnswerOption),
  final_explanation_steps: z.array(z.string()),
});

export const ZTaskMetadata = z.object({
  curriculum_ref: z.string().nullable(),
  difficulty: ZDifficulty,
  grade: z.number().int().nullable(),
  subtopic: z.string().nullable(),
  tags: z.array(z.string()),
  topic: z.string().nullable(),
});

export const ZTaskContent = z.object({
  ai_task_id: z.string().nullable(),
  category: z.string(),
  description: z.string().nullable(),
  metadata: ZTaskMetadata,
  question: ZTaskQuestion,
  solution: ZTaskSolution,
  extra: z.record(z.string(), z.unknown()),
});
export type TTaskContent = z.infer<typeof ZTaskContent>;

export const ZTask = z.object({
  id: z.number().int(),
  problem_id: z.string(),
  title: z.string(),
  difficulty: ZDifficulty,
  grade: z.number().int().nullable(),
  grade_level: z.string().nullable(),
  category: z.string(),
  topic: z.string().nullable(),
  subtopic: z.string().nullable(),
  task_category: z.string().nullable(),
  task_subcategory: z.string().nullable(),
  curriculum_ref: z.string().nullable(),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  problem: z.string(),
  completed: z.boolean(),
  score: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  presentation_component: z.string().nullable(),
  input_component: z.string().nullable(),
  validation_component: z.string().nullable(),
  react_component: z.string().nullable(),
  original_task_id: z.number().int().nullable(),
  ai_task_id: z.string().nullable(),
  version: z.number().int(),
  source: z.enum(TASK_SOURCES),
  status: z.string(),
  visibility: z.enum(TASK_VISIBILITIES),
  owner_id: z.number().int().nullable(),
  language: ZLanguage,
  content: ZTaskContent,
  /** Curriculum ids for links and filters. */
  skill_id: z.string().nullable(),
  topic_id: z.string().nullable(),
  subtopic_id: z.string().nullable(),
  /** The caller's progress on this task. */
  hints_total: z.number().int(),
  hints_used: z.number().int(),
  solution_revealed: z.boolean(),
});
export type TTask = z.infer<typeof ZTask>;

/** One task on its own page: what a list does not need. */
export const ZTaskDetail = ZTask.extend({
  /** The rungs of the hint ladder the caller has already taken (the final one, the solution, not included). */
  hints_shown: z.array(z.string()),
  /** The same task in the other interface language, when the bank has it. */
  translations: z.array(z.object({ language: ZLanguage, id: z.number().int() })),
  /** A model-written task's verification report: tutors and admins only (absent for everyone else). */
  generation: ZGenerationReport.optional(),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/** `summary=1`: just enough to list or link a task. */
export const ZTaskSummary = ZTask.pick({
  id: true,
  problem_id: true,
  title: true,
  problem: true,
  difficulty: true,
  grade: true,
  topic: true,
  topic_id: true,
  subtopic: true,
  skill_id: true,
  language: true,
  completed: true,
});
export type TTaskSummary = z.infer<typeof ZTaskSummary>;

/** An id in a request; one beyond what the databases can store names nothing and is refused (E2007). */
export const ZId = z.coerce.number().int().positive().max(LIMITS.idMax);

export const ZTaskIdParams = z.object({ id: ZId });

/** `GET /tasks/{id}/figure.svg`: the page's theme (the figure takes its text colour); `v` busts caches. */
export const ZTaskFigureQuery = z.strictObject({
  theme: z.enum(['light', 'dark']).default('light'),
  v: z.coerce.number().int().nonnegative().optional(),
});

// ---------------------------------------------------------------- Listing and search

const ZIdList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(ZId).max(100).optional(),
);

const ZPaging = {
  limit: z.coerce.number().int().min(1).max(LIMITS.taskPageMax).default(LIMITS.taskPageSize),
  page: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
};

export const ZTaskListQuery = z.object({
  ...ZPaging,
  language: filter(ZLanguage),
  difficulty: filter(ZDifficulty),
  category: filter(z.string().trim().max(100)),
  topic: filter(z.string().trim().max(100)),
  subtopic: filter(z.string().trim().max(100)),
  grade: filter(z.coerce.number().int().min(1).max(12)),
  completed: ZCompletedFilter,
  /** `summary=1` returns `TTaskSummary` items. */
  summary: ZCompletedFilter,
  /** Task ids to leave out (the similar-tasks query). */
  exclude: ZIdList,
  source: filter(z.enum(TASK_SOURCES)),
  /** The spec's cache-busting parameter; ignored. */
  _t: z.string().optional(),
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

export const ZTaskSearchQuery = z.object({
  ...ZPaging,
  q: z.string().trim().min(1).max(200),
  language: filter(ZLanguage),
  grade: filter(z.coerce.number().int().min(1).max(12)),
  difficulty: filter(ZDifficulty),
  _t: z.string().optional(),
});
export type TTaskSearchQuery = z.input<typeof ZTaskSearchQuery>;

export const ZTaskByComponentQuery = z.object({
  ...ZPaging,
  component: z.string().trim().min(1).max(100),
  language: filter(ZLanguage),
  _t: z.string().optional(),
});

export const ZSimilarTasksQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.taskPageMax).default(LIMITS.similarTasksQuery),
  exclude: ZIdList,
  _t: z.string().optional(),
});

// ---------------------------------------------------------------- Answers

export const ZDeviceInfo = z.object({
  browser: z.string().max(200).optional(),
  os: z.string().max(200).optional(),
  screen: z.string().max(50).optional(),
});

export const ZAnswerSubmission = z.object({
  task_id: ZId.optional(),
  problem_id: z.string().trim().min(1).max(100).optional(),
  problem: z.string().trim().min(1).max(100).optional(),
  answer: z.string().max(2000),
  input_format: z.enum(INPUT_FORMATS).default('text'),
  assignment_id: ZId.optional(),
  work_shown: z
    .union([z.array(z.string().max(1000)).max(50), z.string().max(20_000)])
    .optional()
    .transform((value) =>
      typeof value === 'string'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
            .slice(0, 50)
        : value,
    ),
  time_spent: z.coerce.number().int().min(0).max(86_400).optional(),
  duration_seconds: z.coerce.number().int().min(0).max(86_400).optional(),
  hints_used: z.coerce.number().int().min(0).max(20).optional(),
  device_info: ZDeviceInfo.optional(),
  steps_completed: z.coerce.number().int().min(0).max(100).optional(),
  confidence_level: z.coerce.number().int().min(1).max(5).optional(),
});
export type TAnswerSubmission = z.input<typeof ZAnswerSubmission>;

export const ZWorkLine = z.object({
  index: z.number().int(),
  text: z.string(),
  ok: z.boolean(),
  verdict: z.string(),
  error: z.string().nullable(),
});

export const ZWorkCheck = z.object({
  first_error: z.number().int().nullable(),
  lines: z.array(ZWorkLine),
  feedback_key: z.string(),
  message: z.string(),
});

export const ZRevealedSolution = z.object({
  answer: z.string(),
  steps: z.array(z.string()),
  explanation: z.string(),
});
export type TRevealedSolution = z.infer<typeof ZRevealedSolution>;

/** The spec's "Answer check result"; `correct_*` and `difference` stay null until the answer is earned. */
export const ZAnswerCheckResult = z.object({
  is_correct: z.boolean(),
  feedback: z.string(),
  feedback_key: z.string(),
  explanation: z.string().nullable(),
  solution: ZRevealedSolution.nullable(),
  score: z.number().int(),
  answer_type: z.string(),
  error: z.object({ kind: z.string(), message: z.string() }).nullable(),
  student_value: z.string().nullable(),
  correct_value: z.string().nullable(),
  difference: z.string().nullable(),
  student_expr: z.string().nullable(),
  correct_expr: z.string().nullable(),
  simplified_difference: z.string().nullable(),
  student_coords: z.array(z.number()).nullable(),
  correct_coords: z.array(z.number()).nullable(),
  work_check: ZWorkCheck.nullable(),
  /** Null when the answer did not count as a try (the engine could not read it): nothing was stored. */
  attempt_id: z.number().int().nullable(),
  task_id: z.number().int(),
  attempt_number: z.number().int(),
  hints_used: z.number().int(),
  mastery: z.number().nullable(),
});
export type TAnswerCheckResult = z.infer<typeof ZAnswerCheckResult>;

export const ZAttempt = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  user_id: z.number().int(),
  answer: z.string(),
  input_format: z.string(),
  is_correct: z.boolean(),
  score: z.number().int(),
  feedback_key: z.string(),
  hints_used: z.number().int(),
  time_spent: z.number().int().nullable(),
  assignment_id: z.number().int().nullable(),
  work_shown: z.array(z.string()),
  work_first_error: z.number().int().nullable(),
  confidence_level: z.number().int().nullable(),
  steps_completed: z.number().int().nullable(),
  device_info: ZDeviceInfo.nullable(),
  created_at: z.string(),
});
export type TAttempt = z.infer<typeof ZAttempt>;

export const ZAttemptIdParams = z.object({ id: ZId });
export const ZAttemptsQuery = z.object({
  /** Tutors and admins: whose attempts (a linked student). */
  student_id: ZId.optional(),
  _t: z.string().optional(),
});

// ---------------------------------------------------------------- History

export const ZHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(LIMITS.historyPageSize),
  student_id: ZId.optional(),
  _t: z.string().optional(),
});

/** The spec's "Completed task history item" (task_id, score) with what a list shows. */
export const ZHistoryItem = z.object({
  task_id: z.number().int(),
  score: z.number().int(),
  title: z.string(),
  topic: z.string().nullable(),
  difficulty: ZDifficulty,
  is_correct: z.boolean(),
  attempt_id: z.number().int().nullable(),
  attempts: z.number().int(),
  at: z.string(),
});
export type THistoryItem = z.infer<typeof ZHistoryItem>;
export const ZHistoryPage = z.object({ items: z.array(ZHistoryItem), total: z.number().int() });
export type THistoryPage = z.infer<typeof ZHistoryPage>;

// ---------------------------------------------------------------- Help

export const ZHelpRequest = z.object({
  task_id: ZId,
  /** `/help/hint`: which rung (1-based); default the next one. */
  hint_level: z.coerce.number().int().min(1).max(20).optional(),
});

export const ZHintResponse = z.object({
  task_id: z.number().int(),
  level: z.number().int(),
  total_levels: z.number().int(),
  hint: z.string(),
  is_final: z.boolean(),
  hints_used: z.number().int(),
  /** The last rung: the worked solution. */
  solution: ZRevealedSolution.nullable(),
  /** `/help/generate`: the named mistake of the last wrong answer, when there was one. */
  mistake: z.string().nullable(),
  /** `ai`: a configured model phrased this rung as a question and the engine let it through. */
  source: z.enum(['ladder', 'ai']),
});
export type THintResponse = z.infer<typeof ZHintResponse>;

export const ZExplanationResponse = z.object({
  task_id: z.number().int(),
  explanation: z.string(),
  solution: ZRevealedSolution,
  /** The worked solution retold in plainer words by a configured model, its final answer checked. */
  plain_explanation: z.string().nullable(),
});
export type TExplanationResponse = z.infer<typeof ZExplanationResponse>;

// ---------------------------------------------------------------- Generating and practice

export const ZGenerateTaskRequest = z.object({
  difficulty: z.enum(PRACTICE_DIFFICULTIES).default('auto'),
  topic: z.string().trim().min(1).max(100),
  grade: z.coerce.number().int().min(5).max(12).optional(),
  interests: z
    .union([z.array(z.string().trim().max(30)).max(10), z.string().max(300)])
    .optional()
    // Absent means "the student's saved interests"; an empty list means no theme.
    .transform((value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    ),
});
export type TGenerateTaskRequest = z.input<typeof ZGenerateTaskRequest>;

export const ZRecommendedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(5),
  _t: z.string().optional(),
});

export const ZRecommendedTask = z.object({
  task: ZTaskSummary,
  skill_id: z.string(),
  reason: z.enum(['weakest', 'review', 'new']),
  mastery: z.number().nullable(),
  difficulty: ZDifficulty,
});
export type TRecommendedTask = z.infer<typeof ZRecommendedTask>;

// ---------------------------------------------------------------- Scoreboard

export const ZTopicMastery = z.object({
  topic_id: z.string(),
  topic: z.string(),
  mastery: z.number(),
  skills_practised: z.number().int(),
});

export const ZActivityItem = z.object({
  attempt_id: z.number().int(),
  task_id: z.number().int(),
  title: z.string(),
  is_correct: z.boolean(),
  score: z.number().int(),
  at: z.string(),
});

/** Weeks of answers the confidence calibration looks back over, the current week included. */
export const CONFIDENCE_WEEKS = 12;

/** A confidence level (1 not sure at all … 5 completely sure) as a chance of being right: 0, ¼, ½, ¾, 1. */
export const confidenceAsProbability = (level: number): number => (level - 1) / 4;

/** The answers given at one confidence level and the share of them that were right. */
export const ZConfidenceLevel = z.object({
  level: z.number().int().min(1).max(5),
  answers: z.number().int(),
  /** 0 when no answer was given at this level. */
  correct_share: z.number(),
});

/**
 * One week's answers that carried a confidence level. `mean_confidence` is their mean confidence as a
 * probability (`confidenceAsProbability`), to compare with `correct_share`. `calibration` is one minus
 * the Brier score: 1 − the mean of (confidence as a probability − 1 if right else 0)², from 0 to 1.
 * It is 1 when the student was completely sure of every right answer and not sure at all of every wrong
 * one; it is highest when their confidence matches how often they are right (always choosing the middle
 * level, ½, scores 0.75), and being sure of wrong answers lowers it most.
 */
export const ZConfidenceWeek = z.object({
  /** The week's Monday (UTC), `YYYY-MM-DD`. */
  week_start: z.string(),
  answers: z.number().int(),
  mean_confidence: z.number(),
  correct_share: z.number(),
  calibration: z.number(),
});

/**
 * How well the student's confidence matched their results over the last `CONFIDENCE_WEEKS` weeks of
 * answers that carried a confidence level: every level 1–5 in order, and the weeks with such answers,
 * oldest first.
 */
export const ZConfidenceCalibration = z.object({
  by_level: z.array(ZConfidenceLevel),
  weekly: z.array(ZConfidenceWeek),
});
export type TConfidenceCalibration = z.infer<typeof ZConfidenceCalibration>;

export const ZScoreboard = z.object({
  user_id: z.number().int(),
  points: z.number().int(),
  tasks_solved: z.number().int(),
  attempts: z.number().int(),
  correct_attempts: z.number().int(),
  accuracy: z.number(),
  streak_days: z.number().int(),
  mastery_by_topic: z.array(ZTopicMastery),
  recent_activity: z.array(ZActivityItem),
  confidence: ZConfidenceCalibration,
});
export type TScoreboard = z.infer<typeof ZScoreboard>;
export const ZScoreboardQuery = z.object({
  student_id: ZId.optional(),
  _t: z.string().optional(),
});

export const ZLeaderboardEntry = z.object({
  rank: z.number().int(),
  first_name: z.string(),
  points: z.number().int(),
  tasks_solved: z.number().int(),
  is_me: z.boolean(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
export const ZLeaderboardQuery = z.object({
  tutor_id: ZId.optional(),
  _t: z.string().optional(),
});
