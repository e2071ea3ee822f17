// Compresses the built web app once, at the highest levels, so the server sends `.br` / `.gz` files as
// they are instead of compressing the same bytes on every request (decision 026). A file gets a
// compressed copy beside it when it is text worth compressing and the copy is smaller.
//   node apps/web/scripts/precompress.mjs [dist folder]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
// Below this the server's own threshold (apps/server/src/http/compression.ts) sends files plain too.
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield file;
  }
}

async function compress(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return { source: source.length, br: 0, gz: 0 };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { source: source.length, br: 0, gz: 0 };
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    written.br = br.length;
  }
  if (gz.length < source.length) {
    await writeFile(`${file}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

if (!(await stat(dist).catch(() => null))?.isDirectory()) throw new Error(`no built web app in ${dist}`);
const files = [];
for await (const file of filesUnder(dist)) files.push(file);
// Four at a time: zlib's asynchronous calls run on libuv's four threads.
const totals = { files: 0, source: 0, br: 0 };
for (let i = 0; i < files.length; i += 4) {
  for (const written of await Promise.all(files.slice(i, i + 4).map(compress))) {
    if (written.br === 0) continue;
    totals.files += 1;
    totals.source += written.source;
    totals.br += written.br;
  }
}
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
console.log(`precompressed ${totals.files} files: ${mb(totals.source)} → ${mb(totals.br)} brotli`);
