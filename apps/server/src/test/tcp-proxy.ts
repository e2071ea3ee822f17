import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (127.0.0.1); it stays the same after `refuse()` and `resume()`. */
  readonly port: number;
  /** `scheme://127.0.0.1:PORT` followed by `rest`, e.g. `url('redis', '/0')`. */
  url(scheme: string, rest?: string): string;
  /** The same URL with its host and port replaced by the proxy's (user, database and query kept). */
  through(url: string): string;
  /** Connections open through the proxy now. */
  openConnections(): number;
  /** A silent server: accepted and existing connections stay open, but no byte is passed on. */
  stall(): void;
  /** Passes on what was held back while stalled, and listens again after `refuse()`. */
  resume(): Promise<void>;
  /** Stops listening, so new connections are refused; open ones are left as they are. */
  refuse(): Promise<void>;
  /** Destroys every open connection, on both sides (a server that went away mid-conversation). */
  cut(): void;
  close(): Promise<void>;
};

type Pair = { client: Socket; upstream: Socket; toUpstream: Buffer[]; toClient: Buffer[] };

const HOST = '127.0.0.1';

/** A TCP proxy for fault tests: put it between the app and PostgreSQL or Redis and break the line. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let closed = false;

  const forward = (to: Socket, queue: Buffer[], chunk: Buffer) => {
    if (stalled) queue.push(chunk);
    else if (!to.destroyed) to.write(chunk);
  };
  const flush = (pair: Pair) => {
    for (const chunk of pair.toUpstream.splice(0)) if (!pair.upstream.destroyed) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) if (!pair.client.destroyed) pair.client.write(chunk);
  };

  const accept = (client: Socket) => {
    const upstream = tcpConnect(target.port, target.host);
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [] };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => forward(upstream, pair.toUpstream, chunk));
    upstream.on('data', (chunk) => forward(client, pair.toClient, chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  };

  // A fresh server each time it listens again: a closed one still waits for its old connections.
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, HOST, () => {
        next.off('error', reject);
        server = next;
        const address = next.address();
        resolve(address !== null && typeof address === 'object' ? address.port : port);
      });
    });
  const stopListening = async () => {
    // Stops accepting at once; the open connections are not waited for.
    server?.close();
    server = undefined;
  };
  const cut = () => {
    for (const pair of [...pairs]) {
      pairs.delete(pair);
      pair.client.destroy();
      pair.upstream.destroy();
    }
  };

  const port = await listen(0);

  return {
    port,
    url: (scheme, rest = '') => `${scheme}://${HOST}:${port}${rest}`,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = HOST;
      parsed.port = String(port);
      return parsed.toString();
    },
    openConnections: () => pairs.size,
    stall() {
      stalled = true;
    },
    async resume() {
      stalled = false;
      for (const pair of pairs) flush(pair);
      if (!server && !closed) await listen(port);
    },
    refuse: stopListening,
    cut,
    async close() {
      closed = true;
      cut();
      await stopListening();
    },
  };
}
