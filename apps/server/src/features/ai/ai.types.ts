import type { AiState, Language, TGenerationReport } from '@taskas/contracts';
import type { CheckMode, CheckOptions, Difficulty, GeneratedTask } from '@taskas/math';

/** An answer a model's text must not give away (a task's, or each practice task's of a lesson). */
export type GuardedAnswer = { answer: string; mode: CheckMode; options?: CheckOptions };

export type TaskProposalRequest = {
  userId: number;
  language: Language;
  skillId: string;
  grade: number;
  difficulty: Difficulty;
  interests: readonly string[];
  /** A built-in task of the same skill: its question is the prompt's example, its mode the one to keep. */
  example: GeneratedTask;
};

/** A model-written task the engine verified, ready to store as an `llm` task, with its report. */
export type VerifiedProposal = { task: GeneratedTask; report: TGenerationReport };

export type HintRequest = {
  userId: number;
  language: Language;
  grade: number | null;
  skillId: string | null;
  question: string;
  /** The student's last wrong answer and the mistake the engine named in it, when there was one. */
  lastAnswer: string | null;
  mistake: string | null;
  /** The ladder's rung the model rephrases as a question. */
  rung: string;
  guarded: GuardedAnswer;
};

export type ExplanationRequest = {
  userId: number;
  language: Language;
  grade: number | null;
  skillId: string | null;
  question: string;
  steps: readonly string[];
  answerDisplay: string;
  guarded: GuardedAnswer;
};

export type LessonExplanationRequest = {
  userId: number;
  language: Language;
  skillId: string;
  grade: number;
  interests: readonly string[];
  /** The built-in explanation the model may rewrite. */
  builtin: string;
  /** Answers of the lesson's practice and check tasks: a text holding one of them is refused. */
  guarded: readonly GuardedAnswer[];
};

/**
 * The optional language model behind one interface. Every method answers `null` when no model is
 * configured, the daily limit is reached, the call fails or times out, or the engine refuses what came
 * back; the caller then uses its built-in path. Each call is logged and stored in `ai_calls`.
 */
export interface AiAssistant {
  readonly configured: boolean;
  readonly model: string | null;
  state(): Promise<AiState>;
  proposeTask(request: TaskProposalRequest): Promise<VerifiedProposal | null>;
  socraticHint(request: HintRequest): Promise<string | null>;
  plainExplanation(request: ExplanationRequest): Promise<string | null>;
  lessonExplanation(request: LessonExplanationRequest): Promise<string | null>;
}

/** No model configured: every method takes the built-in path. */
export const builtinOnly: AiAssistant = {
  configured: false,
  model: null,
  state: async () => 'not_configured',
  proposeTask: async () => null,
  socraticHint: async () => null,
  plainExplanation: async () => null,
  lessonExplanation: async () => null,
};
