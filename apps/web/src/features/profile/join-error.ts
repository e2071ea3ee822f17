import { messageForError, type TMessage } from '../../lib/forms/field-error';
import { ApiError } from '../../lib/http';

/** Why joining a tutor failed, in words for the student: a wrong or renewed code, a role, or the limit. */
export function joinErrorMessage(error: unknown): TMessage {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.field === 'code') return { key: 'profile:tutors.join.wrongCode' };
    if (error.status === 403) return { key: 'profile:tutors.join.studentsOnly' };
  }
  return messageForError(error);
}
