// Bundles the server with our workspace packages into dist/main.js; npm dependencies stay external.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const own = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(own.dependencies).filter((name) => !name.startsWith('@taskas/'));

mkdirSync('dist', { recursive: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
copyFileSync('src/features/auth/common-passwords.txt', 'dist/common-passwords.txt');
console.log('server built: apps/server/dist/main.js');
