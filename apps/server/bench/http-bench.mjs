// HTTP benchmark of the built server on SQLite: GET /api/v1/tasks (20 items) and a check-answer call,
// each for a fixed time with autocannon from this process. Run `npm run build` first.
//   node apps/server/bench/http-bench.mjs [seconds]
// To profile the server: BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node apps/server/bench/http-bench.mjs
// Only the runs whose path begins so: BENCH_ONLY="/api/v1/answers" node apps/server/bench/http-bench.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const serverMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dir = mkdtempSync(join(tmpdir(), 'taskas-bench-'));
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverArgs, serverMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'error',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// However this script ends, the server goes with it.
process.on('exit', () => server.kill('SIGTERM'));
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
const deadline = Date.now() + 60_000;
while (!output.includes('Taškas is running')) {
  if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${output}`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const base = `http://127.0.0.1:${port}`;
const [, email, password] = /student\s+(\S+@\S+)\s+(\S+)/.exec(output) ?? [];
const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});
const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
const cookie = cookies.join('; ');
const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.split('=')[1] ?? '';
const list = await (await fetch(`${base}/api/v1/tasks?limit=20`, { headers: { cookie } })).json();
const taskId = list.data[0].id;

/**
 * The server process's CPU time so far in ms (Linux), or null. Per request it says what the server
 * itself spends, which other work on the machine disturbs far less than requests/s.
 */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function run(title, { path, ...options }) {
  if (process.env.BENCH_ONLY && !path.startsWith(process.env.BENCH_ONLY)) return Promise.resolve();
  const cpuBefore = serverCpuMs();
  return new Promise((resolve, reject) => {
    const length = options.amount ? {} : { duration: seconds };
    autocannon({ url: `${base}${path}`, connections: 10, ...length, ...options }, (err, result) => {
      if (err) return reject(err);
      const ok = result.non2xx === 0 && result.errors === 0 && result.requests.total > 0;
      // A run of a fixed number of requests may end within a second: its rate is total / time.
      const rate = options.amount
        ? result.requests.total / ((result.finish - result.start) / 1000)
        : result.requests.average;
      const cpuAfter = serverCpuMs();
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? ''
          : `, server CPU ${((cpuAfter - cpuBefore) / result.requests.total).toFixed(2)} ms/request`;
      console.log(
        `${title}: ${Math.round(rate)} requests/s, p99 ${result.latency.p99} ms, ` +
          `median ${result.latency.p50} ms${cpu}${ok ? '' : ` (non-2xx ${result.non2xx}, errors ${result.errors})`}`,
      );
      resolve(result);
    });
  });
}

// Warm-up, not measured: the first seconds after start pay for JIT compilation and for collecting
// the garbage of the task bank's seeding.
for (const path of ['/api/v1/tasks?limit=20', '/api/v1/tasks?limit=20&summary=1']) {
  await new Promise((resolve, reject) =>
    autocannon({ url: `${base}${path}`, connections: 10, duration: 3, headers: { cookie } }, (err) =>
      err ? reject(err) : resolve(),
    ),
  );
}
console.log(`SQLite, ${seconds} s each, 10 connections (budget: ≥ 1,000 requests/s and p99 < 50 ms)`);
await run('GET /api/v1/tasks?limit=20', {
  method: 'GET',
  path: '/api/v1/tasks?limit=20',
  headers: { cookie },
});
// Pages nobody has listed yet, once each, so no kept JSON text (task-cache.ts) helps: what a list
// costs the first time. The Lithuanian pages go first, unmeasured, to compile that code path; the
// English ones are measured.
const pagesOf = async (language) =>
  (await (await fetch(`${base}/api/v1/tasks?limit=20&language=${language}`, { headers: { cookie } })).json())
    .meta.pagination.pages;
const firstVisits = async (language, from, measured) => {
  const pages = await pagesOf(language);
  let next = from;
  const options = {
    method: 'GET',
    path: `/api/v1/tasks?limit=20&language=${language}&page=${from}`,
    headers: { cookie },
    amount: pages - from + 1,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/v1/tasks?limit=20&language=${language}&page=${next++}`,
        }),
      },
    ],
  };
  if (!measured)
    return new Promise((resolve) => autocannon({ url: base, connections: 10, ...options }, resolve));
  return run(`GET /api/v1/tasks?limit=20&page=… (${pages} pages never listed before, once each)`, options);
};
await firstVisits('lt', 2, false);
await firstVisits('en', 1, true);
await run('GET /api/v1/tasks?limit=20&summary=1 (what the task list page asks for)', {
  method: 'GET',
  path: '/api/v1/tasks?limit=20&summary=1',
  headers: { cookie },
});
await run(`POST /api/v1/answers/check-answer (task ${taskId})`, {
  method: 'POST',
  path: '/api/v1/answers/check-answer',
  headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
  body: JSON.stringify({ task_id: taskId, answer: '42', time_spent: 30 }),
});
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dir, { recursive: true, force: true });
