import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { formErrorsFrom, loginErrorMessage } from './auth-errors';

const FIELDS = ['username', 'email', 'password', 'first_name', 'last_name', 'role'] as const;
const FALLBACK = { key: 'auth:register.failed' };

function apiError(
  init: Partial<ConstructorParameters<typeof ApiError>[0]> & { status: number; code: string },
) {
  return new ApiError({
    messageKey: `errors.${init.code}`,
    message: 'server says no',
    ...init,
    code: init.code as never,
  });
}

describe('registration errors', () => {
  it('puts a duplicate e-mail or username on its field', () => {
    const email = apiError({ status: 409, code: 'E4004', field: 'email' });
    expect(formErrorsFrom(email, FIELDS, FALLBACK)).toEqual({
      fields: { email: { key: 'auth:serverErrors.emailTaken' } },
      form: null,
    });
    const username = apiError({ status: 409, code: 'E4004', field: 'username' });
    expect(formErrorsFrom(username, FIELDS, FALLBACK).fields).toEqual({
      username: { key: 'auth:serverErrors.usernameTaken' },
    });
  });

  it('explains a too common password on the password field', () => {
    const error = apiError({
      status: 422,
      code: 'E2004',
      field: 'password',
      details: { reason: 'common_password' },
    });
    expect(formErrorsFrom(error, FIELDS, FALLBACK).fields.password).toEqual({
      key: 'auth:serverErrors.commonPassword',
    });
  });

  it('marks every field of an errors list, and shows errors without a known field above the form', () => {
    const error = apiError({
      status: 400,
      code: 'E2005',
      errors: [
        { code: 'E2005', message: 'too short', field: 'first_name' },
        { code: 'E2003', message: 'bad', field: 'nickname' },
      ],
    });
    expect(formErrorsFrom(error, FIELDS, FALLBACK)).toEqual({
      fields: { first_name: { key: 'common:errors.E2005' } },
      form: { key: 'common:errors.E2003' },
    });
  });

  it('uses the server message (translated by code) when there is one, else "Registration failed"', () => {
    const serverError = apiError({ status: 500, code: 'E5001' });
    expect(formErrorsFrom(serverError, FIELDS, FALLBACK).form).toEqual({ key: 'common:errors.E5001' });
    const offline = new ApiError({
      status: 0,
      code: 'E6001',
      messageKey: 'errors.network.networkError',
      message: 'x',
    });
    expect(formErrorsFrom(offline, FIELDS, FALLBACK).form).toEqual(FALLBACK);
    expect(formErrorsFrom(new Error('boom'), FIELDS, FALLBACK).form).toEqual(FALLBACK);
  });
});

describe('login errors', () => {
  it('gives one generic message for a wrong e-mail or password', () => {
    expect(loginErrorMessage(apiError({ status: 401, code: 'E1004' }))).toEqual({ key: 'auth:login.failed' });
    expect(loginErrorMessage(apiError({ status: 400, code: 'E2001' }))).toEqual({ key: 'auth:login.failed' });
  });

  it('says that the account is deactivated, rather than that the password is wrong', () => {
    const deactivated = apiError({ status: 403, code: 'E3001', details: { reason: 'account_deactivated' } });
    expect(loginErrorMessage(deactivated)).toEqual({ key: 'auth:login.deactivated' });
    expect(loginErrorMessage(apiError({ status: 403, code: 'E3001' }))).toEqual({ key: 'auth:login.failed' });
  });

  it('says so when the problem is the connection, the server or too many attempts', () => {
    const limited = apiError({ status: 429, code: 'E5005' });
    expect(loginErrorMessage(limited)).toEqual({ key: 'common:errors.E5005' });
    const offline = new ApiError({
      status: 0,
      code: 'E6003',
      messageKey: 'errors.network.networkUnavailable',
      message: 'x',
    });
    expect(loginErrorMessage(offline)).toEqual({ key: 'common:errors.network.networkUnavailable' });
  });
});
