import { LIMITS, ZEmail, ZPassword, ZPersonName, ZUsername } from '@taskas/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import { messageForError, validateWithSchema } from './field-error';

describe('field validation with the contract schemas', () => {
  it('calls an empty or blank field required', () => {
    expect(validateWithSchema(ZEmail, '')).toEqual({ key: 'common:validation.required' });
    expect(validateWithSchema(ZPersonName, '   ')).toEqual({ key: 'common:validation.required' });
  });

  it('names the rule that failed, with its limit', () => {
    expect(validateWithSchema(ZEmail, 'jonas@')).toEqual({ key: 'common:validation.email' });
    expect(validateWithSchema(ZPassword, 'short')).toEqual({
      key: 'common:validation.tooShort',
      values: { count: LIMITS.passwordMin },
    });
    expect(validateWithSchema(ZPersonName, 'x'.repeat(51))).toEqual({
      key: 'common:validation.tooLong',
      values: { count: LIMITS.nameMax },
    });
    expect(validateWithSchema(ZUsername, 'jonas petraitis')).toEqual({
      key: 'common:validation.usernameFormat',
    });
  });

  it('accepts valid values', () => {
    expect(validateWithSchema(ZEmail, ' Jonas@Example.lt ')).toBeNull();
    expect(validateWithSchema(ZUsername, 'šarūnas.k')).toBeNull();
  });

  it('translates failed calls by their catalogue key', () => {
    const error = new ApiError({ status: 503, code: 'E5002', messageKey: 'errors.status.503', message: 'x' });
    expect(messageForError(error)).toEqual({ key: 'common:errors.status.503' });
    expect(messageForError(new Error('boom'))).toEqual({ key: 'common:errors.unexpected' });
  });
});

describe('rate-limit messages', () => {
  const limited = (reason: string, seconds: number) =>
    new ApiError({
      status: 429,
      code: 'E5005',
      messageKey: 'errors.E5005',
      message: 'limited',
      details: { reason, retry_after_seconds: seconds },
    });

  it('names the limit and the minutes to wait, rounded up', () => {
    expect(messageForError(limited('generated_tasks', 1500))).toEqual({
      key: 'common:errors.limit.generated_tasks',
      values: { count: 25 },
    });
    expect(messageForError(limited('login_failures', 30))).toEqual({
      key: 'common:errors.limit.login_failures',
      values: { count: 1 },
    });
  });

  it('falls back to the catalogue message for a limit it does not know', () => {
    expect(messageForError(limited('something_new', 60))).toEqual({ key: 'common:errors.E5005' });
  });
});
