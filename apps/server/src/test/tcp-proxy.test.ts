import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** Opens a connection through the proxy and collects what comes back. */
async function open(port: number) {
  const socket = tcpConnect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = once(socket, 'close');
  return {
    socket,
    closed,
    received: () => received,
    /** Waits until `text` has arrived, or gives up after `ms` and says what arrived. */
    async waitFor(text: string, ms = 2000) {
      const deadline = Date.now() + ms;
      while (!received.includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return received.includes(text);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the test TCP proxy', () => {
  let echo: Server;
  let proxy: TcpProxy;
  const upstreamSockets = new Set<Socket>();

  beforeAll(async () => {
    echo = createServer((socket) => {
      upstreamSockets.add(socket);
      socket.on('close', () => upstreamSockets.delete(socket));
      socket.on('error', () => {});
      socket.on('data', (chunk) => socket.write(`echo:${chunk}`));
    });
    echo.listen(0, '127.0.0.1');
    await once(echo, 'listening');
    const address = echo.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    proxy = await startTcpProxy({ host: '127.0.0.1', port: address.port });
  });
  afterAll(async () => {
    await proxy.close();
    echo.close();
  });

  it('passes bytes both ways and builds URLs to itself', async () => {
    const client = await open(proxy.port);
    client.socket.write('hi');
    expect(await client.waitFor('echo:hi')).toBe(true);
    expect(proxy.url('redis', '/0')).toBe(`redis://127.0.0.1:${proxy.port}/0`);
    expect(proxy.through('postgres://postgres@db.example:5432/test?x=1')).toBe(
      `postgres://postgres@127.0.0.1:${proxy.port}/test?x=1`,
    );
    client.socket.destroy();
  });

  it('stalls: connections are accepted and stay open but nothing passes until resume', async () => {
    const before = await open(proxy.port);
    proxy.stall();
    const during = await open(proxy.port);
    before.socket.write('one');
    during.socket.write('two');
    await pause(150);
    expect(before.received()).toBe('');
    expect(during.received()).toBe('');
    expect(before.socket.destroyed || during.socket.destroyed).toBe(false);

    await proxy.resume();
    expect(await before.waitFor('echo:one')).toBe(true);
    expect(await during.waitFor('echo:two')).toBe(true);
    before.socket.destroy();
    during.socket.destroy();
  });

  it('refuses new connections but keeps the open ones, and listens again on the same port after resume', async () => {
    const kept = await open(proxy.port);
    await proxy.refuse();
    const refused = tcpConnect(proxy.port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    kept.socket.write('still');
    expect(await kept.waitFor('echo:still')).toBe(true);

    await proxy.resume();
    const again = await open(proxy.port);
    again.socket.write('back');
    expect(await again.waitFor('echo:back')).toBe(true);
    kept.socket.destroy();
    again.socket.destroy();
  });

  it('cuts every open connection on both sides, and accepts new ones afterwards', async () => {
    const first = await open(proxy.port);
    const second = await open(proxy.port);
    first.socket.write('x');
    await first.waitFor('echo:x');
    expect(proxy.openConnections()).toBeGreaterThanOrEqual(2);

    proxy.cut();
    await Promise.all([first.closed, second.closed]);
    expect(proxy.openConnections()).toBe(0);
    await pause(50);
    expect(upstreamSockets.size).toBe(0);

    const after = await open(proxy.port);
    after.socket.write('y');
    expect(await after.waitFor('echo:y')).toBe(true);
    after.socket.destroy();
  });
});
