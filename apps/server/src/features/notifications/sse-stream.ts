import { PassThrough } from 'node:stream';

/**
 * One server-sent event stream: the body Fastify sends (so every onSend hook — security headers, the
 * request id — still applies), written to as events happen. Writes after the end are dropped.
 */
export class SseStream {
  readonly body = new PassThrough();
  #closed = false;

  constructor(retryMs: number) {
    // A reconnecting browser waits this long; the first bytes also flush the headers through proxies.
    this.body.write(`retry: ${retryMs}\n\n`);
    this.body.on('close', () => {
      this.#closed = true;
    });
  }

  get closed(): boolean {
    return this.#closed || this.body.destroyed || this.body.writableEnded;
  }

  /** `data` is sent as one JSON line, so no newline inside it can split the event. */
  event(name: string, data: unknown, id?: number): void {
    if (this.closed) return;
    const lines = [
      `event: ${name}`,
      ...(id === undefined ? [] : [`id: ${id}`]),
      `data: ${JSON.stringify(data)}`,
    ];
    this.body.write(`${lines.join('\n')}\n\n`);
  }

  /** A comment line: keeps idle connections (and the proxies between) from timing out. */
  heartbeat(): void {
    if (!this.closed) this.body.write(': ping\n\n');
  }

  end(): void {
    if (this.closed) return;
    this.#closed = true;
    this.body.end();
  }
}

/** The headers of a stream: never cached, never buffered by a proxy or compressed. */
export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
} as const;
