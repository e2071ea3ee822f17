import { randomInt } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COOKIE_NAMES, CSRF_HEADER } from '@taskas/contracts';

export type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as received (still compressed when the server compressed it). */
  raw: Buffer;
  /** The body decoded and parsed as JSON. */
  json<T = unknown>(): {
    data: T;
    errors: { code: string; message: string; details?: Record<string, unknown> | null }[];
  };
  requestId: string;
};

export type RequestOptions = {
  /** Echo the CSRF cookie in its header on a mutating request, as the web app does (default). */
  csrf?: boolean;
  headers?: Record<string, string>;
};

/** A client address of its own on the loopback network (127.0.0.0/8): one "computer" per browser. */
export function loopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  return raw;
}

/**
 * A browser talking to the app over real HTTP(S) from an address of its own: keeps the cookies the
 * server sets and sends the CSRF header on POST, PATCH and DELETE. A self-signed certificate is accepted
 * (the test's nginx has one).
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly address = loopbackAddress(),
  ) {}

  private open(method: string, path: string, headers: Record<string, string>) {
    const url = new URL(path, this.baseUrl);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return send(url, {
      method,
      headers,
      localAddress: this.address,
      rejectUnauthorized: false,
      agent: false,
    });
  }

  private headersFor(method: string, options: RequestOptions, body?: string): Record<string, string> {
    const csrfToken = this.cookies.get(COOKIE_NAMES.csrf);
    return {
      accept: 'application/json',
      ...(this.cookies.size > 0
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...(body !== undefined
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
        : {}),
      ...(options.csrf !== false && csrfToken && method !== 'GET' ? { [CSRF_HEADER]: csrfToken } : {}),
      ...options.headers,
    };
  }

  private keepCookies(headers: IncomingHttpHeaders) {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(method: string, path: string, payload?: unknown, options: RequestOptions = {}): Promise<Answer> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const req = this.open(method, path, this.headersFor(method, options, body));
      req.on('error', reject);
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          this.keepCookies(res.headers);
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            json: () => JSON.parse(decode(raw, res.headers['content-encoding']).toString('utf8')),
            requestId: String(res.headers['x-request-id'] ?? ''),
          });
        });
      });
      req.end(body);
    });
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, undefined, options);
  }
  post(path: string, payload: unknown = {}, options?: RequestOptions) {
    return this.request('POST', path, payload, options);
  }
  patch(path: string, payload: unknown, options?: RequestOptions) {
    return this.request('PATCH', path, payload, options);
  }

  /** Opens a server-sent event stream and reads it as it arrives. */
  stream(path: string): Promise<EventStream> {
    return new Promise((resolve, reject) => {
      const req = this.open('GET', path, { ...this.headersFor('GET', {}), accept: 'text/event-stream' });
      req.on('error', reject);
      req.on('response', (res) => resolve(new EventStream(res, () => req.destroy())));
      req.end();
    });
  }
}

export type StreamEvent = { event: string; data: string; id?: string };

/** One open `text/event-stream` response, parsed event by event. */
export class EventStream {
  readonly events: StreamEvent[] = [];
  ended = false;
  #buffer = '';

  constructor(
    readonly response: IncomingMessage,
    private readonly abort: () => void,
  ) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      this.#buffer += chunk;
      let end = this.#buffer.indexOf('\n\n');
      while (end >= 0) {
        this.#parse(this.#buffer.slice(0, end));
        this.#buffer = this.#buffer.slice(end + 2);
        end = this.#buffer.indexOf('\n\n');
      }
    });
    const done = () => {
      this.ended = true;
    };
    response.on('end', done);
    response.on('close', done);
    response.on('error', done);
  }

  get headers() {
    return this.response.headers;
  }

  #parse(block: string) {
    const event: StreamEvent = { event: 'message', data: '' };
    for (const line of block.split('\n')) {
      const at = line.indexOf(': ');
      if (line.startsWith(':') || at < 0) continue;
      const [name, value] = [line.slice(0, at), line.slice(at + 2)];
      if (name === 'event') event.event = value;
      else if (name === 'data') event.data = value;
      else if (name === 'id') event.id = value;
    }
    if (event.data) this.events.push(event);
  }

  /** The payloads of the `notifications` events received so far. */
  notifications<T>(): T[] {
    return this.events.filter((e) => e.event === 'notifications').map((e) => JSON.parse(e.data) as T);
  }

  close() {
    this.abort();
  }
}
