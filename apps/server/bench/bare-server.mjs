// The floor: a bare Fastify server (the version the app uses) answering each recorded request with the
// real server's recorded status, headers and body bytes, and doing nothing else. What the real server
// reaches of its rate says how much of a request's cost is ours rather than Node's and Fastify's.
//   PORT=… node bare-server.mjs recording.json
// The recording is a list of { method, path, status, headers, body (base64) }; the query string is
// ignored, as Fastify routes by path.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const recording = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
// Headers Node writes itself for every response.
const OWN = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
for (const { method, path, status, headers, body } of recording) {
  const bytes = Buffer.from(body, 'base64');
  const replayed = Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.has(name)));
  app.route({
    method,
    url: path.split('?')[0],
    handler: (_request, reply) => reply.code(status).headers(replayed).send(bytes),
  });
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
console.log('bare server ready');
