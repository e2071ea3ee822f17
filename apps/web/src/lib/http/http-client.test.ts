// @vitest-environment node
// Node's own fetch talks to a real local server here; happy-dom would swap in its browser fetch.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import type { TPageLocation } from './browser-context.ts';
import { createHttpClient, type THttpClientOptions } from './http-client.ts';
import {
  delayed,
  drop,
  envelope,
  json,
  noContent,
  startScriptedServer,
  type TScriptedServer,
  text,
} from './scripted-server.test-support.ts';

const NOW = 1_700_000_000_000;
const CSRF = 'csrf-abc';

let server: TScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** A client against the scripted server that records its sleeps and auth failures instead of acting on them. */
function setup(overrides: Partial<THttpClientOptions> & { base?: string; location?: TPageLocation } = {}) {
  const { base = '/api/v1', location = { pathname: '/tasks', search: '?page=2' }, ...options } = overrides;
  const sleeps: number[] = [];
  const authFailures: string[] = [];
  const cookies: Record<string, string> = { csrf_token: CSRF, other: 'x' };
  const client = createHttpClient({
    basePath: `${server.origin}${base}`,
    fetch: globalThis.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => NOW,
    readCookie: (name) => cookies[name] ?? null,
    getLocation: () => location,
    onAuthFailure: (returnUrl) => authFailures.push(returnUrl),
    ...options,
  });
  return { client, sleeps, authFailures, cookies };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('GETs base path + path with the cache-busting _t timestamp and JSON Accept, without CSRF', async () => {
    server.script('GET /api/v1/tasks', json(200, envelope([])));
    await setup().client.get('/tasks');

    const [request] = server.received;
    expect(request).toMatchObject({ method: 'GET', path: '/api/v1/tasks', body: '' });
    expect(request?.query.get('_t')).toBe(String(NOW));
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['x-csrf-token']).toBeUndefined();
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('sends query params, leaving out undefined and null and repeating arrays', async () => {
    server.script('GET /api/v1/tasks', json(200, envelope([])));
    await setup().client.get('/tasks', {
      params: {
        limit: 20,
        completed: false,
        language: 'lt',
        subtopic: undefined,
        difficulty: null,
        id: [1, 2],
      },
    });

    const query = server.received[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      limit: '20',
      completed: 'false',
      language: 'lt',
      id: '2',
      _t: String(NOW),
    });
    expect(query?.getAll('id')).toEqual(['1', '2']);
    expect(query?.has('subtopic')).toBe(false);
    expect(query?.has('difficulty')).toBe(false);
  });

  it('keeps a query string already in the path and accepts a path without its leading slash', async () => {
    server.script('GET /api/v1/tasks', json(200, envelope([])));
    await setup({ base: '/api/v1/' }).client.get('tasks?summary=1', { params: { limit: 12 } });

    const request = server.received[0];
    expect(request?.path).toBe('/api/v1/tasks');
    expect(request?.query.toString()).toBe(`summary=1&limit=12&_t=${NOW}`);
  });

  it('POSTs a JSON body with Content-Type and the csrf_token cookie as X-CSRF-Token, without _t', async () => {
    server.script('POST /api/users/login', json(200, envelope({ id: 1 })));
    const { client } = setup({ base: '/api' });
    await client.post('/users/login', { email: 'a@b.lt', password: 'secret123' });

    const request = server.receivedOn('POST /api/users/login')[0];
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'a@b.lt', password: 'secret123' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-csrf-token']).toBe(CSRF);
    expect(request?.query.has('_t')).toBe(false);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s carries the CSRF header too', async (method) => {
    server.script(`${method} /api/v1/notifications/5`, json(200, envelope({ ok: true })));
    const { client } = setup();
    if (method === 'DELETE') await client.delete('/notifications/5');
    else if (method === 'PUT') await client.put('/notifications/5', { is_read: true });
    else await client.patch('/notifications/5', { is_read: true });

    const request = server.received[0];
    expect(request?.method).toBe(method);
    expect(request?.headers['x-csrf-token']).toBe(CSRF);
  });

  it('leaves the CSRF header out when the cookie is absent', async () => {
    server.script('POST /api/v1/notifications/mark-all-read', json(200, envelope({ count: 3 })));
    const { client, cookies } = setup();
    delete cookies.csrf_token;
    await client.post('/notifications/mark-all-read');

    expect(server.received[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends a POST without a body with neither body nor Content-Type (the server rejects empty JSON)', async () => {
    server.script('POST /api/v1/notifications/5/read', json(200, envelope(null)));
    await setup().client.post('/notifications/5/read');

    const request = server.received[0];
    expect(request?.body).toBe('');
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('merges caller headers', async () => {
    server.script('GET /api/v1/version', json(200, envelope('1.0.0')));
    await setup().client.get('/version', { headers: { 'Accept-Language': 'lt' } });

    expect(server.received[0]?.headers['accept-language']).toBe('lt');
  });
});

describe('responses', () => {
  it('resolves to the envelope data', async () => {
    server.script('GET /api/v1/tasks/7', json(200, envelope({ id: 7, title: 'Trupmenos' })));
    await expect(setup().client.get('/tasks/7')).resolves.toEqual({ id: 7, title: 'Trupmenos' });
  });

  it('getPage resolves to data and meta.pagination', async () => {
    const pagination = { page: 2, per_page: 10, total: 25, pages: 3 };
    server.script('GET /api/v1/tasks/completed', json(200, envelope([{ id: 1 }, { id: 2 }], { pagination })));
    const page = await setup().client.getPage('/tasks/completed', { params: { page: 2, per_page: 10 } });

    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], pagination });
  });

  it('getPaged resolves to an object as data and meta.pagination', async () => {
    const pagination = { page: 1, per_page: 25, total: 3, pages: 1 };
    server.script(
      'GET /api/v1/tutor/dashboard',
      json(200, envelope({ students: [], class: {} }, { pagination })),
    );
    await expect(setup().client.getPaged('/tutor/dashboard')).resolves.toEqual({
      data: { students: [], class: {} },
      pagination,
    });
  });

  it.each([
    ['an object', envelope({ items: [{ id: 1 }] })],
    ['null', envelope(null)],
    ['a string', envelope('tasks')],
  ])('getPage rejects data that is %s as an invalid response, without retrying', async (_kind, body) => {
    server.script('GET /api/v1/tasks', json(200, { ...body, meta: { ...body.meta, request_id: 'req-5' } }));
    const { client, sleeps } = setup();
    const error = await rejection(client.getPage('/tasks'));

    expect(error).toMatchObject({
      status: 200,
      code: 'E5001',
      messageKey: 'errors.response.notAList',
      message: 'Invalid response format: expected data to be an array',
      requestId: 'req-5',
    });
    expect(server.received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('getPage treats a bare array as one page holding everything', async () => {
    server.script('GET /api/v1/prompts', json(200, [{ id: 1 }, { id: 2 }, { id: 3 }]));
    await expect(setup().client.getPage('/prompts')).resolves.toEqual({
      data: [{ id: 1 }, { id: 2 }, { id: 3 }],
      pagination: { page: 1, per_page: 3, total: 3, pages: 1 },
    });
  });

  it('treats a bare JSON body (no meta, no errors) as the data itself', async () => {
    server.script('GET /api/profile', json(200, { data: { user: { id: 1 } } }));
    await expect(setup({ base: '/api' }).client.get('/profile')).resolves.toEqual({
      data: { user: { id: 1 } },
    });
  });

  it('resolves a 204 to null', async () => {
    server.script('DELETE /api/v1/notifications/5', noContent());
    await expect(setup().client.delete('/notifications/5')).resolves.toBeNull();
  });

  it('resolves a 200 with an empty body to null', async () => {
    server.script('POST /api/users/logout', text(200, ''));
    await expect(setup({ base: '/api' }).client.post('/users/logout')).resolves.toBeNull();
  });
});

describe('errors from the server', () => {
  it('rejects with an ApiError carrying the envelope error and request id', async () => {
    const item = { code: 'E2007', message: 'Grade out of range', field: 'grade', details: { maximum: 12 } };
    server.script(
      'POST /api/v1/tasks/generate',
      json(400, envelope(null, { errors: [item], request_id: 'req-42' })),
    );
    const error = await rejection(setup().client.post('/tasks/generate', { grade: 13 }));

    expect(error).toMatchObject({
      status: 400,
      code: 'E2007',
      messageKey: 'errors.E2007',
      message: 'Grade out of range',
      field: 'grade',
      details: { maximum: 12 },
      requestId: 'req-42',
      errors: [item],
    });
  });

  it('reads a bare field-and-message body as a required field', async () => {
    server.script('POST /api/users/register', json(400, { field: 'email', message: 'Email is required' }));
    const error = await rejection(setup({ base: '/api' }).client.post('/users/register', {}));

    expect(error).toMatchObject({ status: 400, code: 'E2002', field: 'email', message: 'Email is required' });
  });

  it('uses the default status message when the body is not JSON', async () => {
    server.script('GET /api/v1/tasks/9', text(404, '<h1>Not Found</h1>', 'text/html'));
    const error = await rejection(setup().client.get('/tasks/9'));

    expect(error).toMatchObject({
      status: 404,
      code: 'E4001',
      messageKey: 'errors.status.404',
      message: 'Resource not found',
    });
  });
});

describe('retries', () => {
  it.each([400, 403, 404, 409, 422, 429])('never retries a %i', async (status) => {
    server.script('GET /api/v1/tasks', json(status, envelope(null)));
    const { client, sleeps } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error.status).toBe(status);
    expect(server.received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries 5xx after 1 s and 2 s and resolves once the server recovers', async () => {
    server.script(
      'GET /api/v1/tasks',
      json(500, envelope(null)),
      json(502, envelope(null)),
      json(200, envelope(['ok'])),
    );
    const { client, sleeps } = setup();

    await expect(client.get('/tasks')).resolves.toEqual(['ok']);
    expect(server.received).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries (1 s, 2 s, 4 s) with the last error', async () => {
    server.script('GET /api/v1/tasks', json(503, envelope(null)));
    const { client, sleeps } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({
      status: 503,
      code: 'E5002',
      messageKey: 'errors.network.serviceUnavailable',
      message: 'Service unavailable - please try again later',
    });
    expect(server.received).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('caps the delay at 30 s when a call allows more retries', async () => {
    server.script('GET /api/users/session/status', json(503, envelope(null)));
    const { client, sleeps } = setup({ base: '/api' });
    await rejection(client.get('/users/session/status', { retry: 7 }));

    expect(server.received).toHaveLength(8);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('makes a single attempt with retry: false', async () => {
    server.script('POST /api/v1/tasks/3/submit', json(500, envelope(null)));
    const { client, sleeps } = setup();
    const error = await rejection(client.post('/tasks/3/submit', { answer: '1/2' }, { retry: false }));

    expect(error.status).toBe(500);
    expect(server.received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('uses the real clock between retries when no sleep is injected', async () => {
    server.script('GET /api/v1/tasks', json(500, envelope(null)), json(200, envelope('late')));
    const { client } = setup({ sleep: undefined });
    const started = Date.now();

    await expect(client.get('/tasks')).resolves.toBe('late');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});

describe('network failures', () => {
  it('turns a dropped connection into E6001 after retrying it', async () => {
    server.script('GET /api/v1/tasks', drop());
    const { client, sleeps } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({
      status: 0,
      code: 'E6001',
      messageKey: 'errors.network.networkError',
      message: 'Network error - please check your connection',
    });
    expect(server.received).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('recovers when a retry after a dropped connection succeeds', async () => {
    server.script('GET /api/v1/tasks', drop(), json(200, envelope([1])));
    await expect(setup().client.get('/tasks')).resolves.toEqual([1]);
  });

  it('reports E6003 "Network unavailable" when the browser says it is offline', async () => {
    server.script('GET /api/v1/tasks', drop());
    const error = await rejection(setup({ isOnline: () => false }).client.get('/tasks', { retry: false }));

    expect(error).toMatchObject({
      status: 0,
      code: 'E6003',
      messageKey: 'errors.network.networkUnavailable',
      message: 'Network unavailable - please check your internet connection',
    });
  });

  it('times out a server silent past timeoutMs as a connection timeout (E6002) and retries it', async () => {
    server.script('GET /api/v1/tasks', delayed(300, json(200, envelope('too late'))));
    const { client, sleeps } = setup({ timeoutMs: 50 });
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({
      status: 0,
      code: 'E6002',
      messageKey: 'errors.network.connectionTimeout',
      message: 'Connection timeout - please check your internet connection',
    });
    expect(server.received).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('times out a server that stalls in the middle of the body as a request timeout', async () => {
    server.script('GET /api/v1/tasks', (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data": [');
    });
    const error = await rejection(setup({ timeoutMs: 50 }).client.get('/tasks', { retry: false }));

    expect(error).toMatchObject({
      status: 0,
      code: 'E6002',
      messageKey: 'errors.network.requestTimeout',
      message: 'Request timeout - please try again',
    });
  });

  it('times out headers that arrived but a body that never does as a request timeout', async () => {
    server.script('GET /api/v1/tasks', (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.flushHeaders();
    });
    const error = await rejection(setup({ timeoutMs: 50 }).client.get('/tasks', { retry: false }));

    expect(error.messageKey).toBe('errors.network.requestTimeout');
  });

  it('takes each call its timeout from a rule by path', async () => {
    server.script('GET /api/v1/tasks/7', delayed(150, json(200, envelope('task'))));
    server.script('GET /api/v1/profile', delayed(150, json(200, envelope('profile'))));
    const { client } = setup({ timeoutMs: (path) => (path.startsWith('/tasks') ? 50 : 1000) });

    const error = await rejection(client.get('/tasks/7', { retry: false }));
    expect(error.messageKey).toBe('errors.network.connectionTimeout');
    await expect(client.get('/profile', { retry: false })).resolves.toBe('profile');
  });

  it('lets one call shorten its timeout', async () => {
    server.script('GET /api/v1/tasks', delayed(300, json(200, envelope('too late'))));
    const error = await rejection(setup().client.get('/tasks', { timeoutMs: 50, retry: false }));

    expect(error.code).toBe('E6002');
  });

  it('does not time out an answer that arrives within timeoutMs', async () => {
    server.script('GET /api/v1/tasks', delayed(20, json(200, envelope('in time'))));
    await expect(setup({ timeoutMs: 500 }).client.get('/tasks')).resolves.toBe('in time');
  });

  it("passes the caller's abort through without retrying or wrapping it", async () => {
    server.script('GET /api/v1/tasks', delayed(300, json(200, envelope('too late'))));
    const controller = new AbortController();
    const { client, sleeps } = setup();
    const call = client.get('/tasks', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('left the page')), 30);

    await expect(call).rejects.toThrow('left the page');
    expect(server.received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('401: refresh once, then retry', () => {
  const unauthorized = json(401, envelope(null, { errors: [{ code: 'E1001', message: 'Token expired' }] }));

  it('refreshes the session with the CSRF header and retries the original call', async () => {
    server.script('GET /api/v1/tasks', unauthorized, json(200, envelope(['fresh'])));
    server.script('POST /api/users/refresh', json(200, envelope({ ok: true })));
    const { client, authFailures } = setup();

    await expect(client.get('/tasks')).resolves.toEqual(['fresh']);
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/tasks',
      'POST /api/users/refresh',
      'GET /api/v1/tasks',
    ]);
    expect(server.receivedOn('POST /api/users/refresh')[0]?.headers['x-csrf-token']).toBe(CSRF);
    expect(authFailures).toEqual([]);
  });

  it('refreshes once for parallel 401s', async () => {
    server.script('GET /api/v1/a', unauthorized, json(200, envelope('a')));
    server.script('GET /api/v1/b', unauthorized, json(200, envelope('b')));
    server.script('GET /api/v1/c', unauthorized, json(200, envelope('c')));
    server.script('POST /api/users/refresh', delayed(50, json(200, envelope(null))));
    const { client } = setup();

    await expect(Promise.all([client.get('/a'), client.get('/b'), client.get('/c')])).resolves.toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(server.receivedOn('POST /api/users/refresh')).toHaveLength(1);
  });

  it('calls onAuthFailure with the current path and throws "Session expired" when the refresh fails', async () => {
    server.script('GET /api/v1/tasks', unauthorized);
    server.script('POST /api/users/refresh', json(401, envelope(null)));
    const { client, authFailures } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({
      status: 401,
      code: 'E1001',
      messageKey: 'errors.E1001',
      message: 'Session expired, please login again',
    });
    expect(authFailures).toEqual(['/tasks?page=2']);
    expect(server.receivedOn('GET /api/v1/tasks')).toHaveLength(1);
  });

  it('does not ask for a refresh without the CSRF cookie (no login to renew) and sends to login', async () => {
    server.script('GET /api/v1/tasks', unauthorized);
    const { client, authFailures, cookies } = setup();
    delete cookies.csrf_token;
    const error = await rejection(client.get('/tasks'));

    expect(error.code).toBe('E1001');
    expect(server.receivedOn('POST /api/users/refresh')).toHaveLength(0);
    expect(authFailures).toEqual(['/tasks?page=2']);
  });

  it('gives up the same way when the refresh cannot reach the server', async () => {
    server.script('PATCH /api/v1/profile/preferences', unauthorized);
    server.script('POST /api/users/refresh', drop());
    const { client, authFailures } = setup();
    const error = await rejection(client.patch('/profile/preferences', { theme: 'dark' }));

    expect(error.message).toBe('Session expired, please login again');
    expect(authFailures).toEqual(['/tasks?page=2']);
  });

  it('gives up when the retried call is 401 again, after a single refresh', async () => {
    server.script('GET /api/v1/tasks', unauthorized);
    server.script('POST /api/users/refresh', json(200, envelope(null)));
    const { client, authFailures } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error.code).toBe('E1001');
    expect(error.message).toBe('Session expired, please login again');
    expect(server.receivedOn('GET /api/v1/tasks')).toHaveLength(2);
    expect(server.receivedOn('POST /api/users/refresh')).toHaveLength(1);
    expect(authFailures).toEqual(['/tasks?page=2']);
  });

  it('passes another error of the retried call through without giving up the session', async () => {
    server.script('GET /api/v1/tasks', unauthorized, json(403, envelope(null)));
    server.script('POST /api/users/refresh', json(200, envelope(null)));
    const { client, authFailures } = setup();
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({ status: 403, code: 'E1002' });
    expect(authFailures).toEqual([]);
  });

  it.each([
    '/users/login',
    '/users/register',
    '/users/refresh',
    '/users/logout',
    '/users/forgot-password',
    '/users/reset-password',
    '/users/accept-invitation',
    '/users/session/status',
    '/users/session/extend',
    '/health',
    '/status',
  ])('passes a 401 from %s straight through', async (path) => {
    const wrongPassword = { code: 'E1004', message: 'Invalid email or password' };
    // Scripted second so that, for /users/refresh itself, the 401 is what the server answers.
    server.script('POST /api/users/refresh', json(200, envelope(null)));
    server.script(`POST /api${path}`, json(401, envelope(null, { errors: [wrongPassword] })));
    const { client, authFailures } = setup({ base: '/api' });
    const error = await rejection(client.post(path, {}));

    expect(error).toMatchObject({ status: 401, code: 'E1004', message: 'Invalid email or password' });
    expect(server.received).toHaveLength(1);
    expect(authFailures).toEqual([]);
  });

  it('refreshes for auth-service calls outside the excluded ones', async () => {
    server.script('GET /api/profile/', unauthorized, json(200, envelope({ id: 1 })));
    server.script('POST /api/users/refresh', json(200, envelope(null)));

    await expect(setup({ base: '/api' }).client.get('/profile/')).resolves.toEqual({ id: 1 });
    expect(server.receivedOn('POST /api/users/refresh')).toHaveLength(1);
  });

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/reset-password/token-1',
    '/accept-invitation',
  ])('passes a 401 straight through while the page is %s', async (pathname) => {
    server.script('GET /api/v1/tasks', unauthorized);
    server.script('POST /api/users/refresh', json(200, envelope(null)));
    const { client, authFailures } = setup({ location: { pathname, search: '' } });
    const error = await rejection(client.get('/tasks'));

    expect(error).toMatchObject({ status: 401, code: 'E1001', message: 'Token expired' });
    expect(server.received).toHaveLength(1);
    expect(authFailures).toEqual([]);
  });

  it('does not retry a 401 with the back-off', async () => {
    server.script('GET /api/v1/tasks', unauthorized);
    server.script('POST /api/users/refresh', json(401, envelope(null)));
    const { client, sleeps } = setup();
    await rejection(client.get('/tasks'));

    expect(sleeps).toEqual([]);
  });
});
