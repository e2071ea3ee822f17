/// <reference types="node" />
// Minified + gzipped size of the browser entry (reading answers only) and of the server entry.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

async function size(entry: string): Promise<{ minified: number; gzipped: number }> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { minified: code.length, gzipped: gzipSync(code).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [name, entry] of [
  ['browser entry (src/browser.ts)', '../src/browser.ts'],
  ['server entry (src/index.ts)', '../src/index.ts'],
] as const) {
  const { minified, gzipped } = await size(entry);
  console.log(`${name}: ${kb(minified)} minified, ${kb(gzipped)} gzipped`);
}
