import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Responses of at least this many bytes are compressed; below it the headers outweigh the saving
 * (an answer's verdict, a notification count).
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of everything worth it (decision 026): brotli for clients that accept it, else gzip.
 * Responses are compressed as they are sent, at brotli quality 4 — about gzip's CPU cost for a smaller
 * result; the default 11 costs milliseconds per task list. The web app's built files are compressed
 * once, at build time at the highest levels, and served as they are (`preCompressed` in app.ts); this
 * plugin leaves a response that already has a `Content-Encoding` alone. `text/event-stream` is not
 * compressible by mime-db, so the notification stream is never held back in a compressor's buffer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
