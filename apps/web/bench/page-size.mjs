// The JavaScript each budgeted page needs before it can show its content, gzipped, from the build's
// manifest (dist/.vite/manifest.json): the entry and the chunks it imports, the page's layout and the page
// itself with the chunks they import (Vite preloads those together), and the translation files they
// name, in the language that costs more. Chunks fetched later on demand (dynamic imports of those
// chunks: the maths editor, KaTeX, charts, dialogs) are listed apart and not counted.
//   node apps/web/bench/page-size.mjs [--check] [--verbose] [--json] [--dist <folder>]   (after a build)
// With --check it exits 1 naming each page over its budget; --verbose lists each page's chunks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Budgets of issue 15, in KB of gzipped JavaScript (decision 022). */
const BUDGETS = [
  { page: '/login', path: '/login', budget: 160 },
  { page: '/tasks', path: '/tasks', budget: 200 },
  { page: '/tasks/{id}', path: '/tasks/1', budget: 200 },
  { page: '/student-dashboard', path: '/student-dashboard', budget: 200 },
];
const LANGUAGES = ['lt', 'en'];

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distAt = process.argv.indexOf('--dist');
const dist = distAt > 0 ? path.resolve(process.argv[distAt + 1]) : path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile))
  throw new Error(`no build manifest at ${manifestFile}: run npm run build -w apps/web first`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

// Which module and translations each page and layout is, read from the router's own table, so the
// figures follow the code (src/app/routing/lazy-pages.tsx and route-table.ts).
const routing = path.join(web, 'src', 'app', 'routing');
const lazyPages = fs.readFileSync(path.join(routing, 'lazy-pages.tsx'), 'utf8');
const routeTable = fs.readFileSync(path.join(routing, 'route-table.ts'), 'utf8');

const parts = new Map();
for (const [, id, specifier, translations] of lazyPages.matchAll(
  /(\w+): lazyPart(?:<\w+>)?\(\s*\(\) => import\('([^']+)'\)[\s\S]*?,\s*\[([^\]]*)\]/g,
)) {
  const file = ['.tsx', '.ts']
    .map((ext) =>
      path
        .relative(web, path.resolve(routing, specifier + ext))
        .split(path.sep)
        .join('/'),
    )
    .find((key) => manifest[key]);
  if (!file) throw new Error(`${specifier} (${id}) is not in the build manifest`);
  parts.set(id, { key: file, translations: [...translations.matchAll(/'([\w.-]+)'/g)].map((m) => m[1]) });
}
const routes = [
  ...routeTable.matchAll(/\{ path: '([^']+)', page: '(\w+)', access: ('guest'|'public'|\w+)/g),
].map(([, routePath, page, access]) => ({
  routePath,
  page,
  visitor: access === "'guest'" || access === "'public'",
}));

const matches = (routePath, url) => new RegExp(`^${routePath.replace(/:\w+/g, '[^/]+')}$`).test(url);

const gzipCache = new Map();
const gzipped = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Manifest keys of `keys` and everything they import statically. */
function staticClosure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    into.add(key);
    staticClosure(chunk.imports ?? [], into);
  }
  return into;
}

// A part comes with its namespace's main file (lib/i18n/lazy-i18n.ts): `tasks.solving` brings `tasks`.
const localeKeys = (language, part) =>
  [...new Set([part.split('.')[0], part])].map((name) => {
    const key = `src/locales/${language}/${name}.json`;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    return key;
  });
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routerChunks = new Set([
  ...[...parts.values()].map((part) => part.key),
  ...Object.keys(manifest).filter((key) => key.startsWith('src/locales/')),
]);

function firstLoad(url, language) {
  const route = routes.find((candidate) => matches(candidate.routePath, url));
  if (!route) throw new Error(`no route in route-table.ts matches ${url}`);
  const page = parts.get(route.page);
  const layout = parts.get(route.visitor ? 'visitor' : 'signedIn');
  if (!page || !layout) throw new Error(`lazy-pages.tsx has no page "${route.page}" or its layout`);
  const translations = new Set(['common', ...layout.translations, ...page.translations]);
  const loaded = staticClosure([
    entryKey,
    layout.key,
    page.key,
    ...[...translations].flatMap((part) => localeKeys(language, part)),
  ]);
  // What these chunks fetch later themselves; the entry's own dynamic imports are the other pages.
  const onDemand = new Set();
  const visit = (key) => {
    for (const next of manifest[key].dynamicImports ?? []) {
      if (routerChunks.has(next) || loaded.has(next) || onDemand.has(next)) continue;
      for (const reached of staticClosure([next])) {
        if (loaded.has(reached) || onDemand.has(reached)) continue;
        onDemand.add(reached);
        visit(reached);
      }
    }
  };
  for (const key of loaded) if (key !== entryKey) visit(key);
  const files = (keys) =>
    [...new Set([...keys].map((key) => manifest[key].file))].filter((f) => f.endsWith('.js'));
  const sum = (list) => list.reduce((total, file) => total + gzipped(file), 0);
  const loadedFiles = files(loaded);
  return { language, files: loadedFiles, bytes: sum(loadedFiles), onDemand: sum(files(onDemand)) };
}

if (process.argv.includes('--json')) {
  // Every page in both languages, with its files: for tools that compare with what a browser fetched.
  const all = BUDGETS.flatMap(({ page, path: url }) =>
    LANGUAGES.map((language) => ({ page, ...firstLoad(url, language) })),
  );
  console.log(JSON.stringify(all, null, 1));
  process.exit(0);
}

const rows = BUDGETS.map(({ page, path: url, budget }) => {
  const heaviest = LANGUAGES.map((language) => firstLoad(url, language)).sort((a, b) => b.bytes - a.bytes)[0];
  return { page, budget, ...heaviest };
});

const table = [
  ['page', 'KB', 'budget', 'chunks', 'on demand KB', 'language'],
  ...rows.map((row) => [
    row.page,
    kb(row.bytes),
    String(row.budget),
    String(row.files.length),
    kb(row.onDemand),
    row.language,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
console.log('web: gzipped JavaScript before the first render of each page');
for (const line of table)
  console.log(`  ${line.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`);
if (process.argv.includes('--verbose'))
  for (const row of rows)
    console.log(
      `\n${row.page} (${row.language}):\n  ${row.files.map((f) => `${kb(gzipped(f)).padStart(6)}  ${f}`).join('\n  ')}`,
    );

if (process.argv.includes('--check')) {
  const over = rows.filter((row) => row.bytes / 1024 > row.budget);
  for (const row of over)
    console.error(
      `web: ${row.page} needs ${kb(row.bytes)} KB of JavaScript before it renders; its budget is ${row.budget} KB`,
    );
  if (over.length > 0) process.exit(1);
}
