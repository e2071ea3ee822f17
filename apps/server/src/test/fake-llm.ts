import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers one chat-completions request with. */
export type FakeReply =
  /** A normal completion whose message content is this text (JSON.stringify an object yourself or use `json`). */
  | { content: string; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { json: unknown; delayMs?: number }
  /** An error status with an OpenAI-style error body (429 carries `retry-after: 0`). */
  | { status: number; message?: string; delayMs?: number }
  /** Never answers within any sensible timeout. */
  | { hang: true };

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  user?: string;
};

export type FakeLlm = {
  /** The base URL to configure as `AI_BASE_URL` (ends in `/v1`, as OpenAI's own does). */
  url: string;
  /** Every chat request received, in order (retries included). */
  requests: ChatRequest[];
  /** Replies used in order, one per request; when none is queued, `fallback` answers. */
  queue(...replies: FakeReply[]): void;
  /** Answers requests when the queue is empty (by default: a 500). */
  fallback: (request: ChatRequest) => FakeReply;
  /** Answer 400 to `response_format: json_schema`, as servers without structured output do. */
  rejectJsonSchema: boolean;
  /** `GET /models` fails with 503 (the provider is down). */
  down: boolean;
  reset(): void;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

function completion(model: string, content: string, usage = { prompt_tokens: 120, completion_tokens: 80 }) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

const errorBody = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small OpenAI-compatible HTTP server for tests: `POST /v1/chat/completions` and `GET /v1/models`, with
 * the real response shapes, status codes and error bodies, so the app talks to it through the official
 * `openai` package exactly as it would to OpenAI, Ollama or vLLM. Tests script its replies: right and
 * wrong answers, leaking hints, malformed JSON, 429s, errors and hangs.
 */
export async function startFakeLlm(model = 'fake-model'): Promise<FakeLlm> {
  const queued: FakeReply[] = [];
  const hanging = new Set<ServerResponse>();
  const fake: FakeLlm = {
    url: '',
    requests: [],
    queue: (...replies) => queued.push(...replies),
    fallback: () => ({ status: 500, message: 'no reply scripted' }),
    rejectJsonSchema: false,
    down: false,
    reset() {
      queued.length = 0;
      fake.requests.length = 0;
      fake.fallback = () => ({ status: 500, message: 'no reply scripted' });
      fake.rejectJsonSchema = false;
      fake.down = false;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/v1/models') {
      if (fake.down) return send(res, 503, errorBody('service unavailable', 'server_error'));
      return send(res, 200, {
        object: 'list',
        data: [{ id: model, object: 'model', created: 1_700_000_000, owned_by: 'taskas-tests' }],
      });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return send(res, 404, errorBody(`no route ${req.method} ${path}`, 'invalid_request_error'));
    }
    let request: ChatRequest;
    try {
      request = JSON.parse(await readBody(req)) as ChatRequest;
    } catch {
      return send(res, 400, errorBody('body is not JSON', 'invalid_request_error'));
    }
    fake.requests.push(request);
    if (fake.rejectJsonSchema && request.response_format?.type === 'json_schema') {
      return send(
        res,
        400,
        errorBody("response_format 'json_schema' is not supported", 'invalid_request_error'),
      );
    }
    const reply = queued.shift() ?? fake.fallback(request);
    if ('hang' in reply) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    if ('status' in reply) {
      const type =
        reply.status === 429
          ? 'rate_limit_exceeded'
          : reply.status >= 500
            ? 'server_error'
            : 'invalid_request_error';
      return send(
        res,
        reply.status,
        errorBody(reply.message ?? `status ${reply.status}`, type),
        reply.status === 429 ? { 'retry-after': '0' } : {},
      );
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    return send(res, 200, completion(request.model, content, 'usage' in reply ? reply.usage : undefined));
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => send(res, 500, errorBody('fake failed', 'server_error')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
