// Lighthouse's mobile performance score (its default: a mid-range phone on a throttled 4G line, simulated)
// of /login and of /tasks signed in as the demo student, served by the built server with the built web
// app, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Each page is measured a few times
// and the median run reported, as Lighthouse's own documentation advises for a score that varies.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, signIn, startServer } from './bench-server.mjs';

const lighthouseCli = fileURLToPath(
  new URL('../../../node_modules/lighthouse/cli/index.js', import.meta.url),
);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

export const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/tasks', signedIn: true },
];

function lighthouse(url, { headers, dir }) {
  const output = join(dir, 'report.json');
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      timeout: 180_000,
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse ${url}: ${run.stderr || run.stdout || run.error}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: report.categories.performance.score,
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * `{ [path]: { score, runs } | { error } }`: the median run of `runs` per page, the web app served from
 * `webDist` (default the server's own, apps/web/dist). A run that fails is tried once more.
 */
export async function runLighthouse({ runs = 3, webDist, log = console.log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-bench-lighthouse-'));
  const server = await startServer(`sqlite:${join(dir, 'demo.db')}`, {
    env: { SEED_DEMO: '1', ...(webDist ? { WEB_DIST_DIR: webDist } : {}) },
  });
  const results = {};
  try {
    const [, email, password] = /student\s+(\S+@\S+)\s+(\S+)/.exec(server.output()) ?? [];
    if (!email) throw new Error(`no demo student in the server's output:\n${server.output()}`);
    const { cookie } = await signIn(server.base, email, password);
    log(
      `lighthouse: mobile, ${runs} runs per page, the median reported; /tasks as the demo student ${email}`,
    );
    for (const page of PAGES) {
      try {
        const measured = [];
        for (let i = 0; i < runs; i += 1) {
          const measure = () =>
            lighthouse(`${server.base}${page.path}`, {
              headers: page.signedIn ? { Cookie: cookie } : undefined,
              dir,
            });
          let run;
          try {
            run = measure();
          } catch (error) {
            log(`  ${page.path} run ${i + 1} failed, trying again: ${String(error).slice(0, 200).trim()}`);
            run = measure();
          }
          // A signed-in page that ends on the login form measured the wrong page.
          if (page.signedIn && new URL(run.finalUrl).pathname !== page.path)
            throw new Error(`${page.path} ended on ${run.finalUrl}: not signed in`);
          measured.push(run);
          log(
            `  ${page.path} run ${i + 1}: score ${run.score}, FCP ${Math.round(run.fcp)} ms, ` +
              `LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`,
          );
        }
        const score = median(measured.map((r) => r.score));
        results[page.path] = { score, runs: measured };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`  ${page.path} failed: ${message.slice(0, 500)}`);
        results[page.path] = { error: message };
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
