// Throughput of the built server against its floor: GET /api/v1/tasks?limit=20 and a check-answer,
// each with autocannon (10 connections) for a few seconds, alternately on the real server and on a bare
// Fastify server replaying the real server's recorded answers byte for byte (bare-server.mjs): A B A B
// A B. Reported: requests/s of each and their ratio, and the CPU each spends per request, read from
// /proc — what the server itself costs, which the machine's other work barely moves. On PostgreSQL the
// CPU of the database's processes serving the server's connections is added.
// The data: a small generated dataset (bench-data.ts, 20 students), built afresh and removed after.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuMeter,
  median,
  postgresBackends,
  request,
  signIn,
  startProcess,
  startServer,
} from './bench-server.mjs';
import { databaseUrl, readManifest, serverDatabaseUrl } from './datasets.mjs';

const HTTP_DATASET = 'bench_http';
const APPLICATION_NAME = 'taskas-bench-http';
const bareServer = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const generator = fileURLToPath(new URL('./bench-data.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function buildDataset(dialect, dir) {
  const run = spawnSync(
    tsx,
    [generator, '--attempts', '2000', '--name', HTTP_DATASET, '--dir', dir, '--only', dialect, '--quiet'],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`bench-data.ts failed:\n${run.stdout}\n${run.stderr}`);
  return readManifest(dir, HTTP_DATASET, dialect);
}

function cannon(base, target, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${target.path}`,
        connections: 10,
        duration: seconds,
        method: target.method,
        headers: target.headers,
        body: target.body,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** One timed run: requests/s and CPU µs per request of the process (and its database connections). */
async function measure(server, backends, target, seconds) {
  const stop = await cpuMeter(server.pid, backends);
  const result = await cannon(server.base, target, seconds);
  const cpu = stop();
  const total = result.requests.total;
  const failed = result.non2xx + result.errors;
  return {
    rate: total / ((result.finish - result.start) / 1000),
    cpuUs: cpu && total > 0 ? (cpu.ms * 1000) / total : null,
    processes: cpu?.processes ?? 0,
    failed,
  };
}

/**
 * Runs the comparison on one database. Returns per target: the real server's and the floor's median
 * requests/s and CPU µs per request over the rounds, and the median of the rounds' ratios.
 */
async function benchDialect(dialect, { seconds, rounds, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-bench-http-'));
  const backends =
    dialect === 'postgres' ? postgresBackends(databaseUrl(), APPLICATION_NAME) : async () => [];
  let real;
  let bare;
  try {
    const manifest = buildDataset(dialect, dir);
    real = await startServer(serverDatabaseUrl(dialect, dir, HTTP_DATASET, APPLICATION_NAME));
    const { cookie, csrf } = await signIn(real.base, manifest.student.email, manifest.password);
    const list = await request(real.base, '/api/v1/tasks?limit=20', { headers: { cookie } });
    const taskId = JSON.parse(list.body.toString()).data[0].id;
    const targets = [
      { key: 'tasks', method: 'GET', path: '/api/v1/tasks?limit=20', headers: { cookie } },
      {
        key: 'check',
        method: 'POST',
        path: '/api/v1/answers/check-answer',
        headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ task_id: taskId, answer: '42', time_spent: 30 }),
      },
    ];
    // Warm-up, not measured: JIT compilation, prepared statements, the pool's connections.
    for (const target of targets) await cannon(real.base, target, 3);
    // What the real server answers now is what the bare one will answer.
    const recording = [];
    for (const target of targets) {
      const answer = await request(real.base, target.path, target);
      if (answer.status !== 200) throw new Error(`${target.path}: ${answer.status} ${answer.body}`);
      recording.push({
        method: target.method,
        path: target.path,
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString('base64'),
      });
    }
    const recordingFile = join(dir, 'recording.json');
    writeFileSync(recordingFile, JSON.stringify(recording));
    bare = await startProcess(bareServer, { scriptArgs: [recordingFile], ready: 'bare server ready' });
    for (const target of targets) await cannon(bare.base, target, 2);

    const results = {};
    for (const target of targets) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        const a = await measure(real, backends, target, seconds);
        const b = await measure(bare, undefined, target, seconds);
        runs.push({ real: a, bare: b });
        log(
          `  ${dialect} ${target.method} ${target.path} round ${round + 1}: real ${Math.round(a.rate)} req/s, ` +
            `${a.cpuUs?.toFixed(0) ?? '?'} µs CPU/req (${a.processes} processes)` +
            `${a.failed ? `, ${a.failed} failed!` : ''}; ` +
            `floor ${Math.round(b.rate)} req/s, ${b.cpuUs?.toFixed(0) ?? '?'} µs CPU/req`,
        );
      }
      results[target.key] = {
        rate: median(runs.map((r) => r.real.rate)),
        floorRate: median(runs.map((r) => r.bare.rate)),
        ratio: median(runs.map((r) => r.real.rate / r.bare.rate)),
        cpuUs: median(runs.map((r) => r.real.cpuUs ?? Number.NaN)),
        floorCpuUs: median(runs.map((r) => r.bare.cpuUs ?? Number.NaN)),
        failed: runs.reduce((sum, r) => sum + r.real.failed, 0),
      };
    }
    return results;
  } finally {
    await real?.stop();
    await bare?.stop();
    await backends.close?.();
    rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropSchema(HTTP_DATASET);
  }
}

async function dropSchema(name) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${name} cascade`);
  } finally {
    await client.end();
  }
}

/** `{ sqlite: {tasks, check}, postgres: {tasks, check} | {error} }`. */
export async function runHttp({ seconds = 3, rounds = 3, log = console.log } = {}) {
  const results = {};
  for (const dialect of ['sqlite', 'postgres']) {
    log(`http: ${dialect}, ${rounds} rounds of ${seconds} s per server and request, 10 connections`);
    try {
      results[dialect] = await benchDialect(dialect, { seconds, rounds, log });
    } catch (error) {
      log(`  ${dialect} failed: ${error instanceof Error ? error.message : error}`);
      results[dialect] = { error: String(error instanceof Error ? error.message : error) };
    }
  }
  return results;
}
