import { LESSON_LIMITS } from '@taskas/contracts';
import { messageForError, type TMessage } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';

/**
 * Why a lesson could not be started, in the student's language. The hourly limit says how many lessons
 * an hour allows and when the next one can start; anything else is the catalogue's message.
 */
export function lessonStartError(error: unknown): TMessage {
  if (!(error instanceof ApiError) || error.status !== 429) return messageForError(error);
  const seconds = Number(error.details?.retry_after_seconds);
  return Number.isFinite(seconds) && seconds > 0
    ? {
        key: 'tasks:lessons.start.limit',
        values: { count: Math.ceil(seconds / 60), max: LESSON_LIMITS.perHour },
      }
    : { key: 'tasks:lessons.start.limitLater', values: { max: LESSON_LIMITS.perHour } };
}
