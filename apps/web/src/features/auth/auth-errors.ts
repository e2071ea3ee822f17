import { ErrorCode } from '@taskas/contracts';
import { messageForError, type TMessage } from '../../lib/forms/field-error';
import { ApiError } from '../../lib/http';

/**
 * Login failures read the same whether the e-mail or the password was wrong (spec §4); only
 * problems the user can act on differently (offline, too many attempts, server down, an account an
 * admin deactivated, which the server tells only after the right password) say so.
 */
export function loginErrorMessage(error: unknown): TMessage {
  if (error instanceof ApiError && error.status === 403 && error.details?.reason === 'account_deactivated') {
    return { key: 'auth:login.deactivated' };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return { key: 'auth:login.failed' };
  }
  return error instanceof ApiError ? messageForError(error) : { key: 'auth:login.failed' };
}

const DUPLICATE_CODES: readonly string[] = [
  ErrorCode.DUPLICATE,
  ErrorCode.DUPLICATE_ENTRY,
  ErrorCode.CONFLICT,
];
const KNOWN_CODES: readonly string[] = Object.values(ErrorCode);

type TErrorItem = { code: string; field?: string | null; details?: Record<string, unknown> | null };

export type TFormErrors<TField extends string> = {
  fields: Partial<Record<TField, TMessage>>;
  form: TMessage | null;
};

/** A field's server error in words that say what to change, else the catalogue message of its code. */
function fieldMessage(item: TErrorItem, catalogueKey: string): TMessage {
  const duplicate = DUPLICATE_CODES.includes(item.code);
  if (duplicate && item.field === 'email') return { key: 'auth:serverErrors.emailTaken' };
  if (duplicate && item.field === 'username') return { key: 'auth:serverErrors.usernameTaken' };
  if (item.field === 'password' && item.details?.reason === 'common_password') {
    return { key: 'auth:serverErrors.commonPassword' };
  }
  if (item.field === 'role') return { key: 'auth:serverErrors.roleNotAllowed' };
  return { key: `common:${catalogueKey}` };
}

/**
 * Server errors of a form: those naming one of `fields` go under that field, the rest above the
 * form, translated by code. Without any answer from the server the form shows `fallback`
 * (registration's rule, spec §8: the server's message if present, else "Registration failed…").
 */
export function formErrorsFrom<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  fallback: TMessage,
): TFormErrors<TField> {
  if (!(error instanceof ApiError) || error.status === 0) return { fields: {}, form: fallback };
  const items: TErrorItem[] =
    error.errors.length > 0
      ? error.errors
      : [{ code: error.code, field: error.field, details: error.details }];
  const result: TFormErrors<TField> = { fields: {}, form: null };
  for (const item of items) {
    const catalogueKey = KNOWN_CODES.includes(item.code) ? `errors.${item.code}` : error.messageKey;
    const field = fields.find((name) => name === item.field);
    if (field) result.fields[field] ??= fieldMessage(item, catalogueKey);
    else result.form ??= { key: `common:${catalogueKey}` };
  }
  return result;
}
