import { ADMIN_REFUSALS, type AdminRefusal, ErrorCode } from '@taskas/contracts';
import { messageForError, type TMessage } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';

const DUPLICATE_CODES: readonly string[] = [
  ErrorCode.DUPLICATE,
  ErrorCode.DUPLICATE_ENTRY,
  ErrorCode.CONFLICT,
];

function refusalOf(error: unknown): AdminRefusal | null {
  const reason = error instanceof ApiError ? error.details?.reason : undefined;
  return ADMIN_REFUSALS.find((known) => known === reason) ?? null;
}

/**
 * Why an admin action was refused, in the admin's language: the server's `details.reason` when it
 * names one (last admin, self…), else the catalogue message of its code.
 */
export function refusalMessage(error: unknown): TMessage {
  const reason = refusalOf(error);
  return reason ? { key: `home:adminUsers.refusals.${reason}` } : messageForError(error);
}

/** The field a server error of the create form belongs under, with words that say what to change. */
export function createAccountFieldError(
  error: unknown,
): { field: 'email' | 'username' | 'first_name' | 'last_name'; message: TMessage } | null {
  if (!(error instanceof ApiError)) return null;
  const items = error.errors.length > 0 ? error.errors : [{ code: error.code, field: error.field }];
  for (const item of items) {
    const field = item.field;
    if (field !== 'email' && field !== 'username' && field !== 'first_name' && field !== 'last_name')
      continue;
    if (DUPLICATE_CODES.includes(item.code) && (field === 'email' || field === 'username')) {
      return { field, message: { key: `home:adminUsers.create.${field}Taken` } };
    }
    const known = (Object.values(ErrorCode) as string[]).includes(item.code);
    return { field, message: { key: known ? `common:errors.${item.code}` : `common:${error.messageKey}` } };
  }
  return null;
}
