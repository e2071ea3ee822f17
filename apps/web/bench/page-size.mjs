// The JavaScript each page downloads before it can show anything: the entry chunk, the page's own
// chunk and every chunk they import statically, gzipped. Chunks loaded on demand (dynamic import,
// such as the maths input editor) are listed apart. Run after `npm run build -w apps/web`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
const PAGES = ['tasks-page', 'task-detail-page', 'student-dashboard-page'];

const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const source = (file) => fs.readFileSync(path.join(assets, file), 'utf8');
const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$\s{},*]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function closure(start, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of source(file).matchAll(STATIC_IMPORT)) visit(match[1]);
    if (dynamic) for (const match of source(file).matchAll(DYNAMIC_IMPORT)) visit(match[1]);
  };
  for (const file of start) visit(file);
  return seen;
}

const entry = files.find((file) => /^index-.*\.js$/.test(file));
if (!entry) throw new Error(`no built web app in ${assets}: run npm run build -w apps/web first`);
const shell = closure([entry]);
console.log(
  `web: the app shell (every page) ${kb([...shell].reduce((sum, f) => sum + gzipped(f), 0))} gzipped`,
);
for (const page of PAGES) {
  const own = files.find((file) => file.startsWith(`${page}-`));
  if (!own) continue;
  const loaded = closure([entry, own]);
  const total = [...loaded].reduce((sum, file) => sum + gzipped(file), 0);
  const onDemand = new Set();
  // The router's lazy pages are other pages, not this one's on-demand parts.
  for (const file of loaded) {
    if (shell.has(file)) continue;
    for (const match of source(file).matchAll(DYNAMIC_IMPORT)) onDemand.add(match[1]);
  }
  for (const file of loaded) onDemand.delete(file);
  const lazy = [...closure([...onDemand], { dynamic: true })].filter((file) => !loaded.has(file));
  const lazyTotal = lazy.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(
    `web: ${page} loads ${kb(total)} of JavaScript gzipped (${loaded.size} chunks); ${kb(lazyTotal)} more on demand`,
  );
}
