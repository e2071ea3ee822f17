/** What a model-written task looks like to the engine, and what the engine reports about it. */
import type { CheckMode, CheckOptions, Choice } from '../types.ts';

/**
 * The names of the checks (the same strings as `VERIFICATION_CHECKS` in packages/contracts/src/ai.ts;
 * written out here because the engine depends on nothing of ours).
 */
export type VerificationCheckName =
  | 'shape'
  | 'answer_parses'
  | 'model_matches'
  | 'steps_follow'
  | 'hints_hide_answer'
  | 'language';

/** The formal model of a word problem: what yields the answer. */
export type FormalModel =
  | { kind: 'expression'; expression: string }
  | { kind: 'relation'; relation: string; variable: string };

export type ProposedTask = {
  question: string;
  /** The teacher's answer in the case-file format of `mode`. */
  answer: string;
  mode: CheckMode;
  options?: CheckOptions;
  /** multiple_choice: the options; the answer is a letter. */
  choices?: Choice[] | null;
  model: FormalModel;
  /** `math`: the line of working in plain notation. */
  steps: { text: string; math: string }[];
  hints: string[];
};

export type VerificationCheck = { name: VerificationCheckName; ok: boolean; detail: string };
export type VerificationReport = { ok: boolean; checks: VerificationCheck[] };

/** The answer a text must not give away (or must arrive at). */
export type GuardedAnswer = { answer: string; mode: CheckMode; options?: CheckOptions };
