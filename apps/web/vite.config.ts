import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { withFallback } from './src/lib/i18n/locale-fallback.ts';

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

const ZOD_JITLESS = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/**
 * zod configured before its first schema wherever the chunks put it: zod's core module (which every
 * schema goes through) imports lib/zod-jitless.ts before its own code. The entry does not import zod,
 * so the login page's first load goes without it.
 */
function zodJitlessFirst(): Plugin {
  return {
    name: 'taskas:zod-jitless-first',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `import ${JSON.stringify(ZOD_JITLESS)};\n${code}`, map: null };
    },
  };
}

const TOPIC_LIST_QUERY = '?topics';

/**
 * `@taskas/math/taxonomy.json?topics`: the curriculum's topics without their subtopics, skills and
 * examples (id, name and grades: what the task list's topic filter shows). The whole taxonomy is some
 * 170 KB; the list is 4 KB. Exported for vitest.config.ts.
 */
export function taxonomyTopics(): Plugin {
  return {
    name: 'taskas:taxonomy-topics',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`taxonomy.json${TOPIC_LIST_QUERY}`)) return null;
      const file = id.slice(0, -TOPIC_LIST_QUERY.length);
      this.addWatchFile(file);
      const { topics } = JSON.parse(readFileSync(file, 'utf8')) as {
        topics: { id: string; name: Record<string, string>; grades: number[] }[];
      };
      const list = topics.map(({ id: topicId, name, grades }) => ({ id: topicId, name, grades }));
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(list))});`,
        moduleType: 'js',
      };
    },
  };
}

const LOCALES_DIR = fileURLToPath(new URL('./src/locales', import.meta.url));
/** The fallback language (the contracts' DEFAULT_LANGUAGE), whose files are complete. */
const FALLBACK_LANGUAGE = 'lt';
const LOCALE_FILE = /[\\/]src[\\/]locales[\\/](\w+)[\\/]([\w.-]+\.json)$/;

/**
 * The app fetches only the reader's language (lib/i18n/lazy-i18n.ts), so the fallback to Lithuanian
 * happens here: an English file gets the Lithuanian text of any key it lacks (the locales test fails on
 * such a key; this keeps a page readable meanwhile, as i18next's `fallbackLng` did).
 */
function localeFallback(): Plugin {
  return {
    name: 'taskas:locale-fallback',
    enforce: 'pre',
    transform(code, id) {
      const match = LOCALE_FILE.exec(id.split('?')[0] ?? '');
      if (!match || match[1] === FALLBACK_LANGUAGE) return null;
      const fallbackFile = path.join(LOCALES_DIR, FALLBACK_LANGUAGE, match[2] ?? '');
      if (!existsSync(fallbackFile)) return null;
      this.addWatchFile(fallbackFile);
      const filled = withFallback(JSON.parse(code), JSON.parse(readFileSync(fallbackFile, 'utf8')));
      return { code: JSON.stringify(filled), map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), mathjaxVendor(), localeFallback(), zodJitlessFirst(), taxonomyTopics()],
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
    // dist/.vite/manifest.json: which chunks each page needs, read by bench/page-size.mjs. A dot-folder,
    // which the server's static files never serve.
    manifest: true,
    rolldownOptions: {
      // Mafs bundles its own KaTeX for a `<LaTeX>` we never draw: its module-level checks would otherwise
      // keep all of it (~80 KB gzipped) in the figure-drawing chunk.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]mafs[\\/]node_modules[\\/]katex[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // Decision 022: long-lived vendor chunks (an app release does not invalidate cached libraries),
        // the entry's own graph in one chunk, and everything else split by the pages that use it.
        codeSplitting: {
          groups: [
            // React and what every page uses with it: the router, the server-state cache, i18next.
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|i18next|react-i18next|i18next-resources-to-backend)[\\/]/,
              priority: 15,
            },
            // zod with lib/zod-jitless.ts, which zod's core imports first (zodJitlessFirst): the pages
            // that check forms or read stored data fetch it; a visitor's first page does not need it.
            {
              name: 'vendor-zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 12,
            },
            // Everything else the entry imports (Mantine's core and the components the loader and error
            // page use, the HTTP client, the session, routing) in one chunk rather than a dozen small ones:
            // every page needs all of it, and one file compresses better than its parts.
            { name: 'app', tags: ['$initial'], priority: 5 },
            // Nothing else is grouped: every other library goes with the chunks that use it, so a page
            // fetches only the libraries it needs (Mantine's components, the maths renderers, charts…).
          ],
        },
      },
    },
  },
});
