import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiAuth, apiV1, setAuthFailureHandler } from './index.ts';
import { envelope, json, startScriptedServer, type TScriptedServer } from './scripted-server.test-support.ts';

// The default clients use the page's own fetch, cookies and location: here happy-dom's, with the
// page placed on the scripted server's origin so relative base paths reach it.
let server: TScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${server.origin}/tasks?page=2`,
  );
  // The CSRF cookie arrives the way it does in production: set by a server answer.
  server.script(
    'POST /api/users/login',
    json(200, envelope({ id: 1 }), { 'set-cookie': 'csrf_token=from-cookie; Path=/; SameSite=Lax' }),
  );
  await apiAuth.post('/users/login', { email: 'ona@example.lt', password: 'secret123' });
  server.reset();
});
afterEach(() => {
  vi.restoreAllMocks();
  setAuthFailureHandler(null);
});

const unauthorized = json(401, envelope(null, { errors: [{ code: 'E1001', message: 'Token expired' }] }));

describe('apiV1 and apiAuth', () => {
  it('apiV1 sends to /api/v1 with the csrf_token cookie as header and the cookies themselves', async () => {
    server.script('POST /api/v1/notifications/5/read', json(200, envelope({ id: 5 })));
    await expect(apiV1.post('/notifications/5/read')).resolves.toEqual({ id: 5 });

    const request = server.received[0];
    expect(request?.headers['x-csrf-token']).toBe('from-cookie');
    expect(request?.headers.cookie).toContain('csrf_token=from-cookie');
  });

  it('apiAuth sends to /api, GETs with _t', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234);
    server.script('GET /api/users/session/status', json(200, envelope({ active: true })));
    await expect(apiAuth.get('/users/session/status')).resolves.toEqual({ active: true });

    expect(server.received[0]?.query.get('_t')).toBe('1234');
  });

  it('redirects to /login with the return URL by default when the session cannot be refreshed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.script('GET /api/v1/tasks', unauthorized);
    server.script('POST /api/users/refresh', json(401, envelope(null)));
    const error = await apiV1.get('/tasks').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Session expired, please login again');
    expect(server.receivedOn('POST /api/users/refresh')[0]?.headers['x-csrf-token']).toBe('from-cookie');
    expect(assign).toHaveBeenCalledWith('/login?returnUrl=%2Ftasks%3Fpage%3D2');
  });

  it('calls the handler set with setAuthFailureHandler instead of redirecting', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const handler = vi.fn();
    setAuthFailureHandler(handler);
    server.script('GET /api/profile/', unauthorized);
    server.script('POST /api/users/refresh', json(401, envelope(null)));
    await apiAuth.get('/profile/').catch(() => null);

    expect(handler).toHaveBeenCalledWith('/tasks?page=2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives apiV1 task and notification calls 15 s and the rest 30 s, and apiAuth 30 s (spec §9)', async () => {
    server.script('GET /api/v1/tasks/7', json(200, envelope('task')));
    server.script('GET /api/v1/notifications/unread-count', json(200, envelope({ count: 0 })));
    server.script('GET /api/v1/profile', json(200, envelope('profile')));
    server.script('GET /api/users/session/status', json(200, envelope('session')));
    const timeoutOf = async (call: () => Promise<unknown>) => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      await call();
      const delays = timers.mock.calls.map(([, delay]) => delay);
      timers.mockRestore();
      return delays.find((delay) => delay === 15_000 || delay === 30_000);
    };

    expect(await timeoutOf(() => apiV1.get('/tasks/7'))).toBe(15_000);
    expect(await timeoutOf(() => apiV1.get('/notifications/unread-count'))).toBe(15_000);
    expect(await timeoutOf(() => apiV1.get('/profile'))).toBe(30_000);
    expect(await timeoutOf(() => apiAuth.get('/users/session/status'))).toBe(30_000);
  });

  it('shares one refresh between apiV1 and apiAuth', async () => {
    server.script('GET /api/v1/tasks', unauthorized, json(200, envelope('tasks')));
    server.script('GET /api/profile/', unauthorized, json(200, envelope('profile')));
    server.script('POST /api/users/refresh', json(200, envelope(null)));

    await expect(Promise.all([apiV1.get('/tasks'), apiAuth.get('/profile/')])).resolves.toEqual([
      'tasks',
      'profile',
    ]);
    expect(server.receivedOn('POST /api/users/refresh')).toHaveLength(1);
  });
});
