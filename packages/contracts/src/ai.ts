import { z } from 'zod';

/**
 * The optional language model (issue 14): what the engine checked before a model-written task reached a
 * student, and how the provider stands. Nothing a model writes is shown unless every check passed.
 */
export const VERIFICATION_CHECKS = [
  /** The reply was JSON of the asked shape. */
  'shape',
  /** The answer parses under its checking mode (and a choice letter names an option). */
  'answer_parses',
  /** The formal model (expression or relation) evaluates or solves to the answer. */
  'model_matches',
  /** Every worked step follows from the one before, and the last one is the answer. */
  'steps_follow',
  /** No hint before the last holds the answer or an equivalent of it. */
  'hints_hide_answer',
  /** The question, hints and steps are in the language asked for. */
  'language',
] as const;
export type VerificationCheckName = (typeof VERIFICATION_CHECKS)[number];

export const ZVerificationCheck = z.object({
  name: z.enum(VERIFICATION_CHECKS),
  ok: z.boolean(),
  /** What was found, in English for tutors and admins (the UI names the check in their language). */
  detail: z.string(),
});
export type TVerificationCheck = z.infer<typeof ZVerificationCheck>;

/** Shown to tutors and admins on a model-written task's page. */
export const ZGenerationReport = z.object({
  source: z.literal('llm'),
  model: z.string(),
  prompt_id: z.number().int().nullable(),
  prompt_version: z.number().int().nullable(),
  verified: z.boolean(),
  checks: z.array(ZVerificationCheck),
  created_at: z.string(),
});
export type TGenerationReport = z.infer<typeof ZGenerationReport>;

export const AI_STATES = ['not_configured', 'reachable', 'unreachable'] as const;
export const ZAiState = z.enum(AI_STATES);
export type AiState = (typeof AI_STATES)[number];

export const AI_PURPOSES = ['task_generation', 'hint', 'explanation', 'lesson'] as const;
export const AI_OUTCOMES = ['ok', 'rejected', 'failed', 'limited'] as const;

/** The admin dashboard's sums of model calls over a period. */
export const ZAiUsage = z.object({
  state: ZAiState,
  model: z.string().nullable(),
  days: z.number().int(),
  calls: z.number().int(),
  ok: z.number().int(),
  rejected: z.number().int(),
  failed: z.number().int(),
  limited: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  average_latency_ms: z.number().nullable(),
  by_purpose: z.array(
    z.object({
      purpose: z.enum(AI_PURPOSES),
      calls: z.number().int(),
      ok: z.number().int(),
      tokens: z.number().int(),
      average_latency_ms: z.number().nullable(),
    }),
  ),
});
export type TAiUsage = z.infer<typeof ZAiUsage>;
