import { z } from 'zod';
import { ZLanguage, ZUser } from './auth.ts';
import { DIFFICULTIES } from './constants.ts';
import { ZId } from './tasks.ts';

/**
 * The prompt library (`/api/v1/prompts`, tutors and admins): the instructions AI task generation,
 * hints, explanations and lessons use. Admins keep the shared prompts; tutors keep their own and may
 * copy a shared one. Every save keeps a version.
 */
export const PROMPT_PURPOSES = ['task_generation', 'hint', 'explanation', 'lesson'] as const;
export type PromptPurpose = (typeof PROMPT_PURPOSES)[number];
export const ZPromptPurpose = z.enum(PROMPT_PURPOSES);

export const PROMPT_SCOPES = ['shared', 'personal'] as const;
export type PromptScope = (typeof PROMPT_SCOPES)[number];

/** The variables a template may name as `{{name}}`; any other name is refused on save. */
export const PROMPT_VARIABLES = [
  'topic',
  'grade',
  'difficulty',
  'interests',
  'language',
  'skill',
  'examples',
] as const;
export type PromptVariable = (typeof PROMPT_VARIABLES)[number];

/** `{{ name }}` with optional spaces; names are letters, digits and underscores. */
export const PROMPT_VARIABLE_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The names a template uses that are not variables, in order of first use. */
export function unknownPromptVariables(template: string): string[] {
  const known = new Set<string>(PROMPT_VARIABLES);
  const unknown: string[] = [];
  for (const match of template.matchAll(PROMPT_VARIABLE_PATTERN)) {
    const name = match[1] ?? '';
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

export const PROMPT_LIMITS = {
  nameMax: 120,
  templateMax: 20_000,
  temperatureMin: 0,
  temperatureMax: 2,
  maxTokensMin: 64,
  maxTokensMax: 8_000,
} as const;

export const ZPromptOwner = ZUser.pick({ id: true, username: true, first_name: true, last_name: true });

/** A prompt as its list shows it. */
export const ZPromptSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  purpose: ZPromptPurpose,
  language: ZLanguage,
  is_active: z.boolean(),
  scope: z.enum(PROMPT_SCOPES),
  owner: ZPromptOwner.nullable(),
  /** Seeded by Taškas (a default for its purpose and language). */
  is_default: z.boolean(),
  version: z.number().int(),
  updated_at: z.string(),
  /** The caller may change or delete it (an admin: shared ones; a tutor: their own). */
  can_edit: z.boolean(),
});
export type TPromptSummary = z.infer<typeof ZPromptSummary>;

export const ZPrompt = ZPromptSummary.extend({
  template: z.string(),
  temperature: z.number(),
  max_tokens: z.number().int(),
  created_at: z.string(),
});
export type TPrompt = z.infer<typeof ZPrompt>;

/** `GET /api/v1/prompts`: admins see every prompt; tutors the shared ones and their own. */
export const ZPromptListQuery = z.object({
  purpose: z.union([ZPromptPurpose, z.literal('all')]).optional(),
  language: z.union([ZLanguage, z.literal('all')]).optional(),
  scope: z.union([z.enum(PROMPT_SCOPES), z.literal('all')]).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPromptListQuery = z.input<typeof ZPromptListQuery>;

export const ZPromptIdParams = z.object({ promptId: ZId });
export const ZPromptVersionParams = z.object({ promptId: ZId, version: ZId });

/**
 * `POST /api/v1/prompts` (an admin's prompt is shared, a tutor's personal) and `PUT
 * /api/v1/prompts/{promptId}` (with `expected_version`: a save over someone else's newer save is a 409).
 * A template naming an unknown variable is refused with E2004, `field: 'template'` and
 * `details.unknown_variables`. Saving one as active makes the others of its purpose and language in
 * the same library (shared, or that tutor's) inactive.
 */
export const ZPromptInput = z.object({
  name: z.string().trim().min(1).max(PROMPT_LIMITS.nameMax),
  purpose: ZPromptPurpose,
  language: ZLanguage,
  template: z.string().trim().min(1).max(PROMPT_LIMITS.templateMax),
  temperature: z.number().min(PROMPT_LIMITS.temperatureMin).max(PROMPT_LIMITS.temperatureMax),
  max_tokens: z.number().int().min(PROMPT_LIMITS.maxTokensMin).max(PROMPT_LIMITS.maxTokensMax),
  is_active: z.boolean().default(false),
});
export type TPromptInput = z.input<typeof ZPromptInput>;
export const ZPromptUpdate = ZPromptInput.extend({ expected_version: z.number().int().min(1) });
export type TPromptUpdate = z.input<typeof ZPromptUpdate>;

/** The pages of `GET /api/v1/prompts/{promptId}/versions` (optional: the first 50 without them). */
export const ZPromptVersionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
/** `GET /api/v1/prompts/{promptId}/versions`: newest first, the current one included. */
export const ZPromptVersion = z.object({
  version: z.number().int(),
  name: z.string(),
  template: z.string(),
  temperature: z.number(),
  max_tokens: z.number().int(),
  edited_by: ZPromptOwner.nullable(),
  /** Set when this version was made by restoring an older one. */
  restored_from: z.number().int().nullable(),
  created_at: z.string(),
});
export type TPromptVersion = z.infer<typeof ZPromptVersion>;

/** `POST /api/v1/prompts/{promptId}/versions/{version}/restore`: a new version with that one's content. */
export const ZPromptRestoreRequest = z.object({ expected_version: z.number().int().min(1) });

/** `POST /api/v1/prompts/preview`: the template filled with sample values from a curriculum skill. */
export const ZPromptPreviewRequest = z.object({
  template: z.string().max(PROMPT_LIMITS.templateMax),
  skill_id: z.string().min(1).max(100),
  language: ZLanguage,
  difficulty: z.enum(DIFFICULTIES).default('medium'),
  interests: z.array(z.string().trim().min(1).max(40)).max(5).default([]),
});
export type TPromptPreviewRequest = z.input<typeof ZPromptPreviewRequest>;
export const ZPromptPreview = z.object({
  rendered: z.string(),
  /** The values each variable took. */
  values: z.record(z.string(), z.string()),
  unknown_variables: z.array(z.string()),
});
export type TPromptPreview = z.infer<typeof ZPromptPreview>;

/**
 * `GET /api/v1/prompts/task-generation` (optional `language`, else the caller's): the prompt task
 * generation uses — the tutor's own active one, else the active shared one, else the built-in default.
 */
export const ZTaskGenerationPromptQuery = z.object({ language: ZLanguage.optional() });
export const ZTaskGenerationPrompt = z.object({
  source: z.enum(['personal', 'shared', 'builtin']),
  prompt_id: z.number().int().nullable(),
  name: z.string(),
  language: ZLanguage,
  template: z.string(),
  temperature: z.number(),
  max_tokens: z.number().int(),
  /** False until an AI provider is configured: tasks come from the built-in generators meanwhile. */
  provider_configured: z.boolean(),
});
export type TTaskGenerationPrompt = z.infer<typeof ZTaskGenerationPrompt>;
