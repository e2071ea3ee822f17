import { describe, expect, it } from 'vitest';
import {
  ALL_ERROR_CODES,
  DEFAULT_STATUS_MESSAGES,
  ErrorCode,
  errorCodeForStatus,
  HTTP_STATUS_BY_CODE,
} from './errors.ts';

describe('the error catalogue', () => {
  it('has the 28 codes of the specification, each with an HTTP status', () => {
    expect(ALL_ERROR_CODES).toHaveLength(28);
    expect(new Set(ALL_ERROR_CODES).size).toBe(28);
    for (const code of ALL_ERROR_CODES) expect(HTTP_STATUS_BY_CODE[code]).toBeTypeOf('number');
    expect(HTTP_STATUS_BY_CODE[ErrorCode.NOT_FOUND]).toBe(404);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.DUPLICATE]).toBe(409);
    expect(HTTP_STATUS_BY_CODE[ErrorCode.RATE_LIMIT_EXCEEDED]).toBe(429);
  });

  it.each([
    [400, 'E2001'],
    [422, 'E2001'],
    [401, 'E1001'],
    [403, 'E1002'],
    [404, 'E4001'],
    [429, 'E5002'],
    [502, 'E5002'],
    [503, 'E5002'],
    [504, 'E5002'],
    [500, 'E5001'],
    [418, 'E5001'],
  ])('maps status %i to %s as the specification says', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('has the default message of every status the specification lists', () => {
    expect(Object.keys(DEFAULT_STATUS_MESSAGES).map(Number)).toEqual([
      400, 401, 403, 404, 422, 429, 500, 502, 503, 504,
    ]);
    expect(DEFAULT_STATUS_MESSAGES[429]).toBe('Too many requests - please try again later');
  });
});
