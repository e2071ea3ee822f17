import { describe, expect, it } from 'vitest';
import { isRetryableStatus, MAX_RETRIES, mainApiTimeoutMs, retryDelayMs } from './retry-policy.ts';

describe('retryDelayMs', () => {
  it('waits 1 s, 2 s, 4 s, then doubles up to a 30 s cap', () => {
    const delays = Array.from({ length: 8 }, (_, index) => retryDelayMs(index + 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('never exceeds 30 s however many retries a caller allows', () => {
    expect(retryDelayMs(50)).toBe(30000);
  });
});

describe('isRetryableStatus', () => {
  it('retries no answer (0) and every 5xx', () => {
    expect([0, 500, 502, 503, 504].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
  });

  it('never retries a 4xx', () => {
    expect([400, 401, 403, 404, 409, 422, 429].map(isRetryableStatus)).toEqual(Array(7).fill(false));
  });

  it('allows 3 retries by default (spec §9)', () => {
    expect(MAX_RETRIES).toBe(3);
  });
});

describe('mainApiTimeoutMs', () => {
  it.each([
    '/tasks',
    '/tasks/',
    '/tasks/7',
    '/tasks/7/submit',
    '/tasks/7/history?page=2',
    'tasks/completed',
    '/search/tasks',
    '/generate-task',
    '/check-answer',
    '/answers/check-answer',
    '/assignments/4/tasks/9',
    '/notifications',
    '/notifications/unread-count',
    '/notifications/5/read',
  ])('gives the task and notification services 15 s: %s', (path) => {
    expect(mainApiTimeoutMs(path)).toBe(15_000);
  });

  it.each([
    '/profile',
    '/profile/preferences',
    '/assignments',
    '/assignments/4',
    '/tutor/dashboard',
    '/admin/users',
    '/health',
    '/taskset',
    '/search/users',
    '/notifications-archive',
  ])('gives everything else 30 s: %s', (path) => {
    expect(mainApiTimeoutMs(path)).toBe(30_000);
  });
});
