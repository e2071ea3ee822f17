// @vitest-environment node
// The app's QueryClient with the real HTTP client and Node's fetch against a real local server; the
// browser's online/offline events are played through TanStack Query's onlineManager, as they arrive.
import { MutationObserver, onlineManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../lib/http';
import {
  envelope,
  json,
  startScriptedServer,
  type TReply,
  type TScriptedServer,
} from '../lib/http/scripted-server.test-support';
import { createQueryClient } from './query-client';

const SUBMIT = 'POST /api/v1/tasks/3/submit';

let server: TScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

let queryClient: QueryClient;
/** What the browser's `navigator.onLine` says; the HTTP client reads it when a call fails. */
let browserOnline = true;
beforeEach(() => {
  server.reset();
  browserOnline = true;
  queryClient = createQueryClient();
  // What QueryClientProvider does: listen for the browser coming back online.
  queryClient.mount();
});
afterEach(() => {
  goOnline();
  queryClient.unmount();
  queryClient.clear();
});

function goOffline() {
  browserOnline = false;
  onlineManager.setOnline(false);
}
function goOnline() {
  browserOnline = true;
  onlineManager.setOnline(true);
}

const client = () =>
  createHttpClient({
    basePath: `${server.origin}/api/v1`,
    fetch: globalThis.fetch,
    readCookie: () => 'csrf-1',
    getLocation: () => ({ pathname: '/tasks/3', search: '' }),
    onAuthFailure: () => {},
    isOnline: () => browserOnline,
  });

/** An answer submission as useSubmitAnswer makes it: one attempt, no retries of the client's own. */
function submitObserver() {
  const api = client();
  const observer = new MutationObserver(queryClient, {
    mutationFn: (answer: string) => api.post(`/tasks/3/submit`, { answer }, { retry: false }),
  });
  const states: string[] = [];
  observer.subscribe((result) => states.push(result.status));
  return { observer, states };
}

/** Lets pending socket and timer work run, so that "nothing was sent" is not merely "not yet". */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('answers given while offline', () => {
  it('are kept, paused and unsent, then sent exactly once when the browser is back online', async () => {
    server.script(SUBMIT, json(200, envelope({ is_correct: true, score: 10 })));
    const { observer, states } = submitObserver();

    goOffline();
    const answered = observer.mutate('1/2');
    await settle();
    expect(server.received).toHaveLength(0);
    // The solver shows a pending submit (its button busy), not an error.
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', isPaused: true, isError: false });

    goOnline();
    await expect(answered).resolves.toEqual({ is_correct: true, score: 10 });
    const sent = server.receivedOn(SUBMIT);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ answer: '1/2' });
    expect(states).not.toContain('error');
  });

  it('are sent again, once back online, when the connection drops while one is on its way', async () => {
    // The connection goes down with the answer on the wire: the socket closes, the browser says offline.
    const cutOff: TReply = (_response, request) => {
      goOffline();
      request.socket.destroy();
    };
    server.script(SUBMIT, cutOff, json(200, envelope({ is_correct: false, score: 0 })));
    const { observer, states } = submitObserver();

    const answered = observer.mutate('3');
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true), { timeout: 5000 });
    expect(server.receivedOn(SUBMIT)).toHaveLength(1);
    expect(observer.getCurrentResult().isError).toBe(false);

    goOnline();
    await expect(answered).resolves.toEqual({ is_correct: false, score: 0 });
    expect(server.receivedOn(SUBMIT)).toHaveLength(2);
    expect(states).not.toContain('error');
  });

  it('still fail at once for an answer the server refuses', async () => {
    server.script(
      SUBMIT,
      json(400, envelope(null, { errors: [{ code: 'E2002', message: 'Answer missing' }] })),
    );
    const { observer } = submitObserver();

    await expect(observer.mutate('')).rejects.toMatchObject({ status: 400, code: 'E2002' });
    expect(server.receivedOn(SUBMIT)).toHaveLength(1);
    expect(observer.getCurrentResult().isError).toBe(true);
  });
});

describe('queries while offline', () => {
  it('wait, unsent, and are fetched when the browser is back online', async () => {
    server.script('GET /api/v1/tasks/3', json(200, envelope({ id: 3 })));
    const api = client();
    goOffline();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['tasks', 'detail', 3],
      queryFn: ({ signal }) => api.get('/tasks/3', { signal }),
    });
    const unsubscribe = observer.subscribe(() => {});
    await settle();
    expect(server.received).toHaveLength(0);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');

    goOnline();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ id: 3 }));
    expect(server.received).toHaveLength(1);
    unsubscribe();
  });
});
