import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  invalidListError,
  networkApiError,
  sessionExpiredError,
} from './api-error.ts';

describe('apiErrorFromResponse', () => {
  it('takes code, message, field, details and request id from the envelope, keeping every item', () => {
    const errors = [
      { code: 'E2003', message: 'Invalid email', field: 'email', details: { format: 'email' } },
      { code: 'E2005', message: 'Too short', field: 'password', details: { minimum: 8 } },
    ];
    const error = apiErrorFromResponse(400, { data: null, meta: { request_id: 'req-7' }, errors });

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'E2003',
      messageKey: 'errors.E2003',
      message: 'Invalid email',
      field: 'email',
      details: { format: 'email' },
      requestId: 'req-7',
    });
    expect(error.errors).toEqual(errors);
  });

  it('reads an errors array without a known code as validation failed', () => {
    const error = apiErrorFromResponse(400, { errors: [{ message: 'Bad value', field: 'grade' }] });
    expect(error).toMatchObject({
      code: 'E2001',
      messageKey: 'errors.E2001',
      message: 'Bad value',
      field: 'grade',
    });
  });

  it('reads a bare body with field and message as a required field', () => {
    const error = apiErrorFromResponse(400, { field: 'email', message: 'Email is required' });
    expect(error).toMatchObject({
      code: 'E2002',
      messageKey: 'errors.E2002',
      message: 'Email is required',
      field: 'email',
    });
  });

  it('uses a bare message with the status code mapping', () => {
    const error = apiErrorFromResponse(404, { message: 'No such task' });
    expect(error).toMatchObject({ code: 'E4001', messageKey: 'errors.status.404', message: 'No such task' });
  });

  it('keeps a catalogue code sent at the top level of a bare body', () => {
    const error = apiErrorFromResponse(409, { code: 'E4004', message: 'Username taken' });
    expect(error).toMatchObject({ code: 'E4004', messageKey: 'errors.E4004', message: 'Username taken' });
  });

  it.each([
    [400, 'E2001', 'Bad request - please check your input'],
    [401, 'E1001', 'Authentication required'],
    [403, 'E1002', 'Access denied'],
    [404, 'E4001', 'Resource not found'],
    [422, 'E2001', 'Invalid data provided'],
    [429, 'E5002', 'Too many requests - please try again later'],
    [500, 'E5001', 'Internal server error'],
    [502, 'E5002', 'Service temporarily unavailable'],
    [504, 'E5002', 'Service timeout'],
  ])('gives status %i without a body code %s and its default message', (status, code, message) => {
    const error = apiErrorFromResponse(status, null);
    expect(error).toMatchObject({ status, code, message, messageKey: `errors.status.${status}` });
  });

  it("says 'Server error' with the status when the status has no default message", () => {
    const error = apiErrorFromResponse(418, '<html>teapot</html>');
    expect(error).toMatchObject({ code: 'E5001', messageKey: 'errors.E5001', message: 'Server error (418)' });
  });

  it('ignores codes outside the catalogue', () => {
    const error = apiErrorFromResponse(404, { errors: [{ code: 'NOPE', message: 'Gone fishing' }] });
    expect(error).toMatchObject({ code: 'E2001', message: 'Gone fishing' });
  });

  it('falls back to the status mapping for an envelope whose errors array is empty', () => {
    const error = apiErrorFromResponse(502, { data: null, meta: {}, errors: [] });
    expect(error).toMatchObject({
      code: 'E5002',
      messageKey: 'errors.status.502',
      message: 'Service temporarily unavailable',
    });
  });

  it("says 'Service unavailable - please try again later' for a 503 without a body", () => {
    expect(apiErrorFromResponse(503, null)).toMatchObject({
      status: 503,
      code: 'E5002',
      messageKey: 'errors.network.serviceUnavailable',
      message: 'Service unavailable - please try again later',
    });
  });

  it.each([
    ['E5002', 'Maintenance'],
    ['E5003', 'Database unreachable'],
  ])('says the same for a 503 whose body carries %s, keeping that code and the request id', (code, text) => {
    const body = { data: null, meta: { request_id: 'req-9' }, errors: [{ code, message: text }] };
    expect(apiErrorFromResponse(503, body)).toMatchObject({
      status: 503,
      code,
      messageKey: 'errors.network.serviceUnavailable',
      message: 'Service unavailable - please try again later',
      requestId: 'req-9',
    });
  });
});

describe('networkApiError', () => {
  it.each([
    [
      'connectionTimeout',
      'E6002',
      'errors.network.connectionTimeout',
      'Connection timeout - please check your internet connection',
    ],
    ['timeout', 'E6002', 'errors.network.requestTimeout', 'Request timeout - please try again'],
    [
      'offline',
      'E6003',
      'errors.network.networkUnavailable',
      'Network unavailable - please check your internet connection',
    ],
    ['network', 'E6001', 'errors.network.networkError', 'Network error - please check your connection'],
  ] as const)(
    'describes a %s with status 0, %s and its network message',
    (failure, code, messageKey, message) => {
      expect(networkApiError(failure)).toMatchObject({ status: 0, code, messageKey, message, errors: [] });
    },
  );
});

describe('invalidListError', () => {
  it("is the spec's E5001 'Invalid response format' with its own key, keeping status and request id", () => {
    expect(invalidListError(200, 'req-3')).toMatchObject({
      status: 200,
      code: 'E5001',
      messageKey: 'errors.response.notAList',
      message: 'Invalid response format: expected data to be an array',
      requestId: 'req-3',
    });
  });
});

describe('sessionExpiredError', () => {
  it('is a 401 E1001 asking the user to log in again, keeping the request id', () => {
    const cause = apiErrorFromResponse(401, { meta: { request_id: 'r-1' }, errors: [] });
    expect(sessionExpiredError(cause)).toMatchObject({
      status: 401,
      code: 'E1001',
      messageKey: 'errors.E1001',
      message: 'Session expired, please login again',
      requestId: 'r-1',
      cause,
    });
  });
});
