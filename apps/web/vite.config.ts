import { cpSync, createReadStream, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.TASKAS_API_URL ?? 'http://localhost:3000';

const MATHJAX_URL = '/vendor/mathjax/';
const mathjaxRoot = path.dirname(createRequire(import.meta.url).resolve('mathjax/package.json'));
const fontRoot = path.dirname(
  createRequire(path.join(mathjaxRoot, 'package.json')).resolve('@mathjax/mathjax-newcm-font/package.json'),
);

/**
 * What the `mathjax` notation needs from MathJax 4 (features/tasks/inputs/mathjax-render.ts), as
 * `/vendor/mathjax/…` path → file: the TeX + CommonHTML component (speech, explorer and menu included),
 * the TeX extensions it loads on demand, `ui/safe`, the a11y and ui components its menu may load, the
 * speech worker with the English and Nemeth (Braille) rules only, and the New Computer Modern CommonHTML
 * fonts. About 5.4 MB on disk; a page loads ~1 MB of it (gzipped ~300 KB) the first time it shows TeX.
 */
function mathjaxFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const addDir = (dir: string, under: string, keep: (name: string) => boolean = () => true) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) addDir(file, `${under}${name}/`, keep);
      else if (keep(name)) files.set(`${under}${name}`, file);
    }
  };
  for (const name of ['tex-chtml.js', 'LICENSE', 'sre/speech-worker.js'])
    files.set(name, path.join(mathjaxRoot, name));
  for (const map of ['base', 'en', 'nemeth'])
    files.set(`sre/mathmaps/${map}.json`, path.join(mathjaxRoot, 'sre/mathmaps', `${map}.json`));
  addDir(path.join(mathjaxRoot, 'input/tex/extensions'), 'input/tex/extensions/');
  addDir(path.join(mathjaxRoot, 'a11y'), 'a11y/');
  addDir(path.join(mathjaxRoot, 'ui'), 'ui/');
  addDir(path.join(fontRoot, 'chtml'), 'fonts/mathjax-newcm-font/chtml/');
  return files;
}

/**
 * MathJax starts its speech worker from a `blob:` URL, which our Content-Security-Policy refuses;
 * mathjax-render.ts starts it from this file instead, which does what MathJax's blob does.
 */
const SPEECH_WORKER_STARTER = {
  path: 'sre/speech-worker-start.js',
  source: [
    "// Written by apps/web/vite.config.ts: MathJax's speech worker, started from a file of ours.",
    "self.maps = new URL('mathmaps', self.location.href).href;",
    "importScripts('speech-worker.js');",
    '',
  ].join('\n'),
};

/**
 * MathJax from our own origin (no CDN, works offline from our server): served from node_modules by the
 * dev server, copied into `dist/vendor/mathjax/` by the build (fastify-static serves it, `no-cache`
 * with an ETag like every unhashed file).
 */
function mathjaxVendor(): Plugin {
  return {
    name: 'taskas:mathjax-vendor',
    configureServer(server) {
      const files = mathjaxFiles();
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(MATHJAX_URL)) return next();
        const name = url.slice(MATHJAX_URL.length);
        if (name === SPEECH_WORKER_STARTER.path) {
          response.setHeader('Content-Type', 'text/javascript');
          return response.end(SPEECH_WORKER_STARTER.source);
        }
        const file = files.get(name);
        if (!file) return next();
        const type = { '.js': 'text/javascript', '.json': 'application/json', '.woff2': 'font/woff2' }[
          path.extname(file)
        ];
        if (type) response.setHeader('Content-Type', type);
        createReadStream(file).pipe(response);
      });
    },
    writeBundle(options) {
      const target = path.join(options.dir ?? 'dist', MATHJAX_URL);
      for (const [name, file] of mathjaxFiles()) {
        mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
        cpSync(file, path.join(target, name));
      }
      writeFileSync(path.join(target, SPEECH_WORKER_STARTER.path), SPEECH_WORKER_STARTER.source);
    },
  };
}

export default defineConfig({
  plugins: [react(), mathjaxVendor()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/version.json': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Fonts are always files: a small one inlined as a data: URL would need `font-src data:` in the
    // server's Content-Security-Policy. Other assets keep Vite's default limit.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/i.test(file) ? false : undefined),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Mafs bundles its own KaTeX for a `<LaTeX>` we never draw: its module-level checks would otherwise
      // keep all of it (~80 KB gzipped) in the figure-drawing chunk.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]mafs[\\/]node_modules[\\/]katex[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // Long-lived vendor chunks: an app release does not invalidate the cached libraries.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
              priority: 15,
            },
            // zod, with lib/zod-jitless.ts first in the same chunk: whichever chunk builds a schema has
            // loaded this one, so zod is configured before its first schema however the app is split.
            {
              name: 'vendor-zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 12,
            },
            // Left out: Mantine (each page's chunk carries only the components it uses), the maths
            // renderers, which load on demand when a task needs them, the confetti of the finishing
            // celebration (loaded the first time something is finished), and the charts (recharts and
            // what it brings), lazily imported by the pages that draw them (the tutor's student page, the
            // student's and the admin's dashboards), and Mafs with its gestures, loaded with the first task
            // whose answer is drawn (features/tasks/components/figure-drawing.tsx).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@mantine[\\/]|katex[\\/]|mathlive[\\/]|mafs[\\/]|@use-gesture[\\/]|use-resize-observer[\\/]|canvas-confetti[\\/]|recharts[\\/]|d3-[\w-]+[\\/]|victory-vendor[\\/]|@reduxjs[\\/]|react-redux[\\/]|redux(-thunk)?[\\/]|reselect[\\/]|immer[\\/]|es-toolkit[\\/]|decimal\.js-light[\\/]|internmap[\\/]|eventemitter3[\\/]|tiny-invariant[\\/])/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
