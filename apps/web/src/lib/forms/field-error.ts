import type { z } from 'zod';
import { ApiError } from '../http';

/** A message to show under a field or above a form: an i18n key (with namespace) and its values. */
export type TMessage = { key: string; values?: Record<string, string | number> };

type TIssue = z.core.$ZodIssue;

/** Which message a failed pattern check shows (the only pattern in the contracts is the username's). */
const PATTERN_MESSAGE = 'common:validation.usernameFormat';

export function messageForIssue(issue: TIssue): TMessage {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      return minimum <= 1
        ? { key: 'common:validation.required' }
        : { key: 'common:validation.tooShort', values: { count: minimum } };
    }
    case 'too_big':
      return { key: 'common:validation.tooLong', values: { count: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'common:validation.email' };
      if (issue.format === 'regex') return { key: PATTERN_MESSAGE };
      return { key: 'common:validation.invalid' };
    case 'invalid_type':
      return { key: 'common:validation.required' };
    default:
      return { key: 'common:validation.invalid' };
  }
}

/**
 * Checks one field with its contract schema. An empty (or blank) text is "required" whatever the
 * schema's first complaint would be, so people see the simplest message first.
 */
export function validateWithSchema(schema: z.ZodType, value: string): TMessage | null {
  if (value.trim() === '') return { key: 'common:validation.required' };
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? messageForIssue(issue) : { key: 'common:validation.invalid' };
}

/** The limits the server names in a 429's `details.reason` (server http/rate-limits.ts). */
const LIMIT_REASONS = ['address', 'login_failures', 'generated_tasks', 'tutor_joins'] as const;

/**
 * The translated catalogue message of any failure (ApiError or not). A rate limit says which limit it
 * was and in how many minutes the user can try again.
 */
export function messageForError(error: unknown): TMessage {
  if (!(error instanceof ApiError)) return { key: 'common:errors.unexpected' };
  const reason = error.details?.reason;
  const seconds = Number(error.details?.retry_after_seconds);
  if (
    error.status === 429 &&
    LIMIT_REASONS.some((known) => known === reason) &&
    Number.isFinite(seconds) &&
    seconds > 0
  ) {
    return { key: `common:errors.limit.${reason}`, values: { count: Math.ceil(seconds / 60) } };
  }
  return { key: `common:${error.messageKey}` };
}
