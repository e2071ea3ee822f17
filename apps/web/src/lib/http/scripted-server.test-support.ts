import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server for the client's tests: each test scripts the answers per route and then reads
 * what actually arrived. (House rule: the client talks to a socket, never to a fake fetch.)
 */

export type TReceivedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};

export type TReply = (response: ServerResponse, request: IncomingMessage) => void;

type TRoute = { replies: TReply[]; served: number };

export type TScriptedServer = {
  origin: string;
  received: TReceivedRequest[];
  /** Answers the n-th request to `METHOD /path` with the n-th reply; the last reply repeats. */
  script(route: string, ...replies: TReply[]): void;
  receivedOn(route: string): TReceivedRequest[];
  reset(): void;
  close(): Promise<void>;
};

export async function startScriptedServer(): Promise<TScriptedServer> {
  const routes = new Map<string, TRoute>();
  const received: TReceivedRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://test.invalid');
      const method = request.method ?? 'GET';
      received.push({
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const route = routes.get(`${method} ${url.pathname}`);
      const reply = route?.replies[Math.min(route.served, route.replies.length - 1)];
      if (!route || !reply) return json(599, { unscripted: `${method} ${url.pathname}` })(response, request);
      route.served += 1;
      reply(response, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    script(route, ...replies) {
      routes.set(route, { replies, served: 0 });
    },
    receivedOn(route) {
      return received.filter((request) => `${request.method} ${request.path}` === route);
    },
    reset() {
      routes.clear();
      received.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): TReply {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

export function text(status: number, body: string, contentType = 'text/plain'): TReply {
  return (response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };
}

export function noContent(): TReply {
  return (response) => {
    response.writeHead(204);
    response.end();
  };
}

/** Closes the socket without any answer, as a crashed server or a cut connection would. */
export function drop(): TReply {
  return (_response, request) => request.socket.destroy();
}

export function delayed(ms: number, reply: TReply): TReply {
  return (response, request) => {
    const timer = setTimeout(() => {
      if (!response.destroyed) reply(response, request);
    }, ms);
    response.on('close', () => clearTimeout(timer));
  };
}

/** The server's `{data, meta, errors}` envelope. */
export function envelope(
  data: unknown,
  { errors = [], ...meta }: { errors?: unknown[]; pagination?: unknown; request_id?: string } = {},
) {
  return { data, meta: { timestamp: '2025-01-01T00:00:00.000Z', version: '1.0.0', ...meta }, errors };
}
