// What the benchmark's parts share: starting the built server, signing in, requests without fetch's
// overhead, and the CPU time processes have used.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const serverMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `node [args] <script> [scriptArgs]` with `env` on a free port and waits for `ready` in its output. The process is
 * ended when this one exits, however it ends. `onLine` sees every line of its standard output.
 */
export async function startProcess(
  script,
  { env = {}, args = [], scriptArgs = [], ready, onLine, timeoutMs = 300_000 },
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...args, script, ...scriptArgs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  let output = '';
  let errors = '';
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const text = partial + chunk;
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (output.length < 100_000) output += `${line}\n`;
      onLine?.(line);
    }
  });
  child.stderr.on('data', (chunk) => {
    if (errors.length < 100_000) errors += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(ready)) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`${script} did not start:\n${output.slice(-3000)}\n${errors.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    output: () => output,
    async stop() {
      process.off('exit', kill);
      kill();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The built server on `databaseUrl`, quiet, without the minute scheduler or Redis. */
export function startServer(databaseUrl, { env = {}, onLine } = {}) {
  const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  return startProcess(serverMain, {
    args: serverArgs,
    ready: 'Taškas is running',
    onLine,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      SCHEDULER: '0',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      // The benchmark signs in more often than a person would from one address.
      AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
      LOGIN_FAILURES_PER_ACCOUNT: '10000',
      ...env,
    },
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request on a kept-alive connection, as autocannon sends it (no `accept-encoding`, so the answer
 * is not compressed): status, headers, body as bytes and the time to the last byte in ms.
 */
export function request(base, path, { method = 'GET', headers = {}, body } = {}) {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Signs in: the cookie header to send, and the CSRF token that writes need. A server that has just
 * seeded its bank sheds load (503) until its event loop has been calm a while: it is asked again.
 */
export async function signIn(base, email, password) {
  let response;
  for (const deadline = Date.now() + 60_000; ; ) {
    response = await request(base, '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 503 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (response.status !== 200)
    throw new Error(`login of ${email}: ${response.status} ${response.body.toString().slice(0, 300)}`);
  const cookies = [response.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
  return {
    cookie: cookies.join('; '),
    csrf: cookies.find((c) => c.startsWith('csrf_token='))?.split('=')[1] ?? '',
  };
}

/** CPU time (ms) a process has used so far (Linux /proc), or null when it is gone or not Linux. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU the server, and on PostgreSQL the database's processes serving its connections (found by
 * their application name), use from now until the returned function is called. A connection opened
 * meanwhile is not counted, one closed meanwhile loses its share: the parts warm the pool up first.
 */
export async function cpuMeter(serverPid, backends = async () => []) {
  const pids = [serverPid, ...(await backends())];
  const before = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  return () => {
    if (before.get(serverPid) === null) return null;
    let used = 0;
    for (const [pid, start] of before) {
      const end = cpuMs(pid);
      if (start !== null && end !== null) used += end - start;
    }
    return { ms: used, processes: pids.length };
  };
}

/**
 * The PostgreSQL processes serving connections of this application name, looked up on a connection of
 * `url` (which must not carry that name itself).
 */
export function postgresBackends(url, applicationName) {
  let client;
  const find = async () => {
    if (!client) {
      client = new pg.Client({ connectionString: url });
      await client.connect();
    }
    const { rows } = await client.query('select pid from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    return rows.map((r) => r.pid);
  };
  find.close = async () => {
    await client?.end();
    client = undefined;
  };
  return find;
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
