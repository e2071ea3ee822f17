// `npm run bench`: every budget of issue 15 measured in one run and printed as one table, each figure
// beside its budget (✗ where it is missed; the run still ends with 0 — it is a report, not a test).
//   npm run bench [-- --only http,pages,lighthouse,data] [--no-build] [--seconds 3] [--rounds 3]
//                 [--requests 200] [--lighthouse-runs 3]
// Parts: pages (gzipped JavaScript per page, apps/web/bench/page-size.mjs), http (task list and
// check-answer against a bare Fastify floor, http-bench.mjs), data (history-reading pages at 100 k and
// 1 M attempts, data-bench.mjs; needs `npm run bench:data` once), lighthouse (lighthouse-bench.mjs).
// It builds the server and the web app first (unless --no-build). About 5–10 minutes on 2 cores.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ENDPOINTS, runData } from './data-bench.mjs';
import { SIZES, sizeLabel } from './datasets.mjs';
import { runHttp } from './http-bench.mjs';
import { runLighthouse } from './lighthouse-bench.mjs';

const PARTS = ['pages', 'http', 'data', 'lighthouse'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '200' },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const parts = options.only ? options.only.split(',').map((p) => p.trim()) : PARTS;
const unknown = parts.filter((p) => !PARTS.includes(p));
if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const started = Date.now();
const loadAtStart = loadavg()[0];
const log = (line) => console.log(line);

// ---------------------------------------------------------------- builds

function npmRun(args) {
  log(`$ npm ${args.join(' ')}`);
  const run = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}
if (!options['no-build']) {
  if (parts.some((p) => ['http', 'data', 'lighthouse'].includes(p)))
    npmRun(['run', 'build', '-w', 'apps/server']);
  if (parts.some((p) => ['pages', 'lighthouse'].includes(p))) npmRun(['run', 'build', '-w', 'apps/web']);
}

/**
 * A copy of the web build, which pages and Lighthouse read: another build of the same folder meanwhile
 * (tests, a second checkout's work) would otherwise pull files from under a page being measured. A copy
 * taken while a build is writing misses files its manifest names, and is taken again.
 */
async function snapshotWebBuild() {
  const dist = `${root}apps/web/dist`;
  const copy = mkdtempSync(join(tmpdir(), 'taskas-bench-web-'));
  for (let attempt = 1; ; attempt += 1) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(dist, copy, { recursive: true });
    try {
      const manifest = JSON.parse(readFileSync(join(copy, '.vite', 'manifest.json'), 'utf8'));
      const files = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
      if (existsSync(join(copy, 'index.html')) && files.every((file) => existsSync(join(copy, file))))
        return copy;
    } catch {
      // A manifest half written: taken again below.
    }
    if (attempt === 5) throw new Error(`${dist} stayed incomplete: is a build of it running?`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}
const webDist = parts.some((p) => ['pages', 'lighthouse'].includes(p)) ? await snapshotWebBuild() : undefined;

// ---------------------------------------------------------------- the parts

const results = {};
const notes = [];

if (parts.includes('pages')) {
  // page-size.mjs prints a table (page, KB, budget, …); its lines are shown as they are and read by column.
  const run = spawnSync(process.execPath, [`${root}apps/web/bench/page-size.mjs`, '--dist', webDist], {
    encoding: 'utf8',
  });
  const lines = `${run.stdout}${run.stderr}`.trimEnd().split('\n');
  for (const line of lines) log(line);
  const header = lines.findIndex((line) => /\bpage\b/.test(line) && /\bKB\b/.test(line));
  results.pages = {};
  if (header >= 0) {
    const columns = lines[header].trim().split(/\s{2,}/);
    for (const line of lines.slice(header + 1)) {
      const cells = line.trim().split(/\s{2,}/);
      const page = cells[columns.indexOf('page')];
      const kb = Number(cells[columns.indexOf('KB')]);
      if (page?.startsWith('/') && Number.isFinite(kb)) results.pages[page] = kb;
    }
  }
  if (Object.keys(results.pages).length === 0)
    notes.push('pages: page-size.mjs printed no table I could read');
}

if (parts.includes('http')) {
  results.http = await runHttp({ seconds: Number(options.seconds), rounds: Number(options.rounds), log });
}

if (parts.includes('data')) {
  const data = await runData({ requests: Number(options.requests), log });
  results.data = data.results;
  notes.push(...data.notes);
}

if (parts.includes('lighthouse')) {
  results.lighthouse = await runLighthouse({ runs: Number(options['lighthouse-runs']), webDist, log });
}
if (webDist) rmSync(webDist, { recursive: true, force: true });

// ---------------------------------------------------------------- the table

const rows = [];
/** `ok`: true (met), false (missed), null (nothing to judge: no budget, not measured). */
const row = (figure, measured, budget, ok) => rows.push({ figure, measured, budget, ok });
/** A failure's code when it ends with one, as Lighthouse's do ("… (NO_FCP)"), else its first words. */
const shortError = (message = '') => /\(([A-Z_]+)\)\s*$/.exec(message)?.[1] ?? message.slice(0, 50);
const number = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '?';

if (results.lighthouse) {
  for (const [path, label] of [
    ['/login', '/login'],
    ['/tasks', '/tasks (demo student)'],
  ]) {
    const r = results.lighthouse[path];
    if (!r || r.error)
      row(`Lighthouse mobile performance, ${label}`, `failed: ${shortError(r?.error)}`, '≥ 0.95', null);
    else row(`Lighthouse mobile performance, ${label}`, r.score.toFixed(2), '≥ 0.95', r.score >= 0.95);
  }
}

if (results.pages) {
  for (const [page, budget] of [
    ['/login', 160],
    ['/tasks', 200],
    ['/tasks/{id}', 200],
    ['/student-dashboard', 200],
  ]) {
    const kb = results.pages[page];
    row(
      `gzipped JS before first render, ${page}`,
      kb === undefined ? 'not measured' : `${kb.toFixed(1)} KB`,
      `≤ ${budget} KB`,
      kb === undefined ? null : kb <= budget,
    );
  }
}

if (results.http) {
  const { sqlite, postgres } = results.http;
  const list = 'GET /api/v1/tasks?limit=20';
  const ratioText = (r) =>
    `${number(r.ratio, 2)} (${number(r.rate)} ÷ ${number(r.floorRate)} req/s)${r.failed ? ` ${r.failed} failed` : ''}`;
  const cpuText = (r) => `${number(r.cpuUs)} µs (floor ${number(r.floorCpuUs)})`;
  if (sqlite?.error) row(`${list} and check-answer, SQLite`, `failed: ${shortError(sqlite.error)}`, '', null);
  else if (sqlite) {
    row(`${list}, SQLite: req/s ÷ floor`, ratioText(sqlite.tasks), '≥ 0.5', sqlite.tasks.ratio >= 0.5);
    row(`${list}, SQLite: CPU per request`, cpuText(sqlite.tasks), '≤ 120 µs', sqlite.tasks.cpuUs <= 120);
    row(
      'check-answer, SQLite: CPU per request',
      cpuText(sqlite.check),
      '≤ 200 µs',
      sqlite.check.cpuUs <= 200,
    );
  }
  if (postgres?.error)
    row(`${list} and check-answer, PostgreSQL`, `failed: ${shortError(postgres.error)}`, '', null);
  else if (postgres) {
    const base = sqlite && !sqlite.error ? sqlite : undefined;
    const twice = (value) => (base ? number(value * 2) : '?');
    row(
      `${list}, PostgreSQL: req/s ÷ floor`,
      ratioText(postgres.tasks),
      base ? `≥ ${number(base.tasks.ratio / 2, 2)} (½ SQLite)` : '≥ ½ SQLite',
      base ? postgres.tasks.ratio >= base.tasks.ratio / 2 : null,
    );
    row(
      `${list}, PostgreSQL: Node + database CPU/request`,
      cpuText(postgres.tasks),
      `≤ ${twice(base?.tasks.cpuUs)} µs (2× SQLite)`,
      base ? postgres.tasks.cpuUs <= base.tasks.cpuUs * 2 : null,
    );
    row(
      'check-answer, PostgreSQL: Node + database CPU/request',
      cpuText(postgres.check),
      `≤ ${twice(base?.check.cpuUs)} µs (2× SQLite)`,
      base ? postgres.check.cpuUs <= base.check.cpuUs * 2 : null,
    );
  }
}

/** Flat: at 10× the data the p95 grows by at most half, or by a millisecond (timer noise on small figures). */
const flat = (small, large) => large <= Math.max(small * 1.5, small + 1);

if (results.data) {
  const [large, small] = SIZES;
  for (const dialect of ['sqlite', 'postgres']) {
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    for (const endpoint of ENDPOINTS) {
      const big = results.data[dialect]?.[large];
      const little = results.data[dialect]?.[small];
      const figure = `${endpoint.label}, ${name}: p95 server time`;
      const budget = `≤ 10 ms, flat`;
      if (!big || big.missing) {
        row(figure, `no ${sizeLabel(large)} dataset (npm run bench:data)`, budget, null);
        continue;
      }
      if (big.error) {
        row(figure, `failed: ${shortError(big.error)}`, budget, null);
        continue;
      }
      const at = big[endpoint.key];
      const before = little && !little.missing && !little.error ? little[endpoint.key] : undefined;
      const measured =
        `${sizeLabel(large)} ${number(at.p95, 1)} ms · ${sizeLabel(small)} ` +
        `${before ? `${number(before.p95, 1)} ms` : 'not measured'}`;
      const ok = at.p95 <= 10 && (before ? flat(before.p95, at.p95) : true);
      row(
        figure,
        measured + (at.serverTimed ? '' : ' (client)'),
        budget,
        before ? ok : at.p95 <= 10 ? null : false,
      );
    }
  }
}

const minutes = (Date.now() - started) / 60_000;
const header = { figure: 'figure', measured: 'measured', budget: 'budget', ok: '' };
const mark = (ok) => (ok === true ? '✓' : ok === false ? '✗' : '–');
const table = [header, ...rows].map((r) => [r.figure, r.measured, r.budget, r === header ? '' : mark(r.ok)]);
const widths = [0, 1, 2].map((c) => Math.max(...table.map((line) => line[c].length)));
const rule = widths.map((w) => '─'.repeat(w)).join('──');
let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  // Not a git checkout.
}
log('');
log(
  `npm run bench — ${new Date().toISOString()}, commit ${commit || '?'}, Node ${process.version}, ` +
    `load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end, ${minutes.toFixed(1)} min`,
);
log(rule);
for (const line of table)
  log(
    `${line
      .slice(0, 3)
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')}  ${line[3]}`,
  );
log(rule);
const missed = rows.filter((r) => r.ok === false).length;
log(
  `${rows.filter((r) => r.ok === true).length} met, ${missed} missed (✗), ${rows.filter((r) => r.ok === null).length} not judged (–).`,
);
if (results.http)
  log(
    'CPU per request: the server process (and on PostgreSQL the database processes serving its ' +
      'connections) read from /proc before and after each run; the floor is a bare Fastify server ' +
      'replaying the real answers, run in turn with the real server; medians of the rounds.',
  );
if (results.data)
  log(
    'p95 server time: Fastify’s responseTime of each request, from its request log, the 100 k and 1 m ' +
      'servers asked in turn. Flat: the 1 m p95 at most 1.5× the 100 k one, or 1 ms more.',
  );
log('Details of every run are above the table.');
for (const note of notes) log(`note: ${note}`);
