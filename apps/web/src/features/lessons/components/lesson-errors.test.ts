import { ErrorCode, LESSON_LIMITS } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import { lessonStartError } from './lesson-errors';

/** The server's answer once a student has started as many lessons as an hour allows. */
const limited = (details: Record<string, unknown> | null) =>
  new ApiError({
    status: 429,
    code: ErrorCode.RATE_LIMIT_EXCEEDED,
    messageKey: 'errors.E5005',
    message: 'You have been given as many lessons as allowed in an hour - please try again later.',
    details,
  });

describe('why a lesson could not be started', () => {
  it('names the hourly limit and when the next lesson can start, in the minutes Lithuanian counts', () => {
    const message = lessonStartError(limited({ reason: 'lessons', retry_after_seconds: 150 }));
    const text = createI18n('lt').t(message.key, message.values);
    expect(text).toContain(`(${LESSON_LIMITS.perHour})`);
    expect(text).toContain('po 3 minučių');
    expect(createI18n('en').t(message.key, message.values)).toContain('in 3 minutes');
  });

  it('asks to try later when the server does not say when', () => {
    const message = lessonStartError(limited(null));
    expect(createI18n('en').t(message.key, message.values)).toContain('Please try again later');
  });
});
