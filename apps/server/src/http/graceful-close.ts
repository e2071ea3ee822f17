import type { FastifyInstance } from 'fastify';

/**
 * Stopping (SIGTERM → `app.close()`) lets the requests in flight finish, then waits for every connection
 * to end. Node closes only the connections idle when the close begins; a proxy's kept-alive connection
 * (nginx's `keepalive`) whose request finishes afterwards would stay open until its keep-alive timeout
 * (72 s), and main.ts's 10 s limit would end the process with an error, and meanwhile the proxy could send
 * it another request to be refused. So from the start of the close every answer says `Connection: close`:
 * the connection ends with it, and the proxy sends the next request elsewhere.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
