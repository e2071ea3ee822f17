import {
  Agent,
  type ClientRequest,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = { name: string; port: number };

export type RoundRobinProxy = {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** The upstream that answered the response carrying this `X-Request-Id`. */
  servedBy(requestId: string): Promise<string | undefined>;
  close(): Promise<void>;
};

/** nginx's rule too: these may be sent again to another instance after the first failed mid-way. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * A load balancer of our own for the several-instances test, doing what deploy/nginx.conf asks of nginx:
 * requests in turn to each instance over kept-alive connections (as nginx's `keepalive`), bodies streamed
 * both ways without buffering (server-sent events arrive event by event), `X-Forwarded-For` / `-Proto` /
 * `-Host` added. A request is passed to the next instance when it could not be sent (connection refused),
 * and an idempotent one also when the instance failed before answering; a POST cut mid-way is a 502, as
 * nginx answers it.
 */
export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  let next = 0;
  const servedBy = new Map<string, string>();
  const open = new Set<ClientRequest>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });

  const server = createServer((req, res) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers: OutgoingHttpHeaders = {
      ...req.headers,
      'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${peer}` : peer,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': req.headers.host ?? '',
    };
    for (const name of HOP_BY_HOP) delete headers[name];
    const method = req.method ?? 'GET';
    let tries = 0;

    const attempt = () => {
      const upstream = upstreams[next % upstreams.length] as Upstream;
      next += 1;
      tries += 1;
      let sent = false;
      let answered = false;
      const forward = httpRequest({
        host: '127.0.0.1',
        port: upstream.port,
        method,
        path: req.url,
        headers,
        agent,
      });
      open.add(forward);
      forward.on('close', () => open.delete(forward));
      const send = () => {
        sent = true;
        // A GET sent again after the first instance failed has had its (empty) body read already.
        if (req.readableEnded) forward.end();
        else req.pipe(forward);
      };
      // The body waits for the connection: a refused one leaves it unread for the next instance.
      forward.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', send);
        else send();
      });
      forward.on('response', (answer: IncomingMessage) => {
        answered = true;
        const requestId = answer.headers['x-request-id'];
        if (typeof requestId === 'string') servedBy.set(requestId, upstream.name);
        const outHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete outHeaders[name];
        res.writeHead(answer.statusCode ?? 502, outHeaders);
        // Headers first, at once: a stream's first event must not wait for more bytes.
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      });
      forward.on('error', () => {
        if (answered || res.headersSent) {
          res.destroy();
          return;
        }
        const again = (!sent || IDEMPOTENT.has(method)) && tries < upstreams.length;
        if (again) attempt();
        else if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('bad gateway');
        }
      });
      // The client went away: so does the request it made (an EventSource closing its stream).
      res.on('close', () => {
        if (!res.writableFinished) forward.destroy();
      });
    };
    attempt();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    servedBy: async (requestId) => servedBy.get(requestId),
    async close() {
      for (const forward of open) forward.destroy();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
