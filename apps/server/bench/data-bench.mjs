// The pages that read a user's history, on the large datasets of `npm run bench:data`: at 100,000 and
// 1,000,000 attempts, on SQLite and PostgreSQL, each endpoint asked by a typical user (the dataset's
// first student, 100 answers; their tutor, 30 students; an admin searching a surname), one request at a
// time, the two sizes' servers running side by side and asked in turn. The time reported is the server's own: Fastify's `responseTime` of each request, from its
// request log (LOG_LEVEL=info), matched to the response by its X-Request-Id — from the request's
// arrival to its last byte written, without the client's share of a shared 2-core machine.
import { cpuMeter, percentile, postgresBackends, request, signIn, startServer } from './bench-server.mjs';
import {
  databaseUrl,
  dataDir,
  datasetName,
  migrationsNow,
  readManifest,
  SIZES,
  serverDatabaseUrl,
  sizeLabel,
} from './datasets.mjs';

export const ENDPOINTS = [
  { key: 'dashboard', label: 'student dashboard', as: 'student', path: () => '/api/v1/scoreboard' },
  { key: 'history', label: 'history', as: 'student', path: () => '/api/v1/tasks/history' },
  { key: 'recommended', label: 'recommendations', as: 'student', path: () => '/api/v1/tasks/recommended' },
  { key: 'leaderboard', label: 'leaderboard', as: 'student', path: () => '/api/v1/scoreboard/leaderboard' },
  { key: 'tutor', label: 'tutor dashboard', as: 'tutor', path: () => '/api/v1/tutor/dashboard' },
  {
    key: 'search',
    label: 'admin search',
    as: 'admin',
    path: (manifest) => `/api/v1/admin/users?q=${encodeURIComponent(manifest.admin_search)}`,
  },
];

/** Why a dataset's numbers may mislead: built before a migration, or so long ago that "recent" is empty. */
function staleness(manifest, migrations) {
  const notes = [];
  const missing = migrations.names.filter((m) => !manifest.migrations.includes(m));
  if (missing.length > 0) notes.push(`built before ${missing.join(', ')}: rebuild it (npm run bench:data)`);
  else if (manifest.migrations_hash !== migrations.hash)
    notes.push('the migrations changed since it was built: rebuild it (npm run bench:data)');
  const days = (Date.now() - Date.parse(manifest.built_at)) / 86_400_000;
  if (days > 7) notes.push(`built ${Math.floor(days)} days ago: its "recent" answers are that old`);
  return notes;
}

/** The built server on a dataset, its log's response times by request id, and its users' cookies. */
async function openDataset(dialect, manifest) {
  const applicationName = `taskas-bench-data-${sizeLabel(manifest.attempts)}`;
  const responseTimes = new Map();
  const server = await startServer(serverDatabaseUrl(dialect, dataDir(), manifest.name, applicationName), {
    env: { LOG_LEVEL: 'info' },
    onLine(line) {
      if (!line.includes('"responseTime"')) return;
      try {
        const entry = JSON.parse(line);
        responseTimes.set(entry.reqId, entry.responseTime);
      } catch {
        // Not a log line.
      }
    },
  });
  const backends = dialect === 'postgres' ? postgresBackends(databaseUrl(), applicationName) : undefined;
  try {
    const cookies = {};
    for (const role of ['student', 'tutor', 'admin']) {
      cookies[role] = (await signIn(server.base, manifest[role].email, manifest.password)).cookie;
    }
    return {
      manifest,
      server,
      backends,
      responseTimes,
      cookies,
      async close() {
        await server.stop();
        await backends?.close();
      },
    };
  } catch (error) {
    await server.stop();
    await backends?.close();
    throw error;
  }
}

/**
 * Each endpoint on every open dataset, their requests alternating (A B A B …, the first one switching
 * each time), so that whatever else the machine does falls on both sizes alike.
 */
async function benchDatasets(dialect, opened, { requests, log }) {
  const results = new Map(opened.map((d) => [d, {}]));
  for (const endpoint of ENDPOINTS) {
    const runs = opened.map((d) => ({
      d,
      path: endpoint.path(d.manifest),
      headers: { cookie: d.cookies[endpoint.as] },
      ids: [],
      client: [],
      bytes: 0,
    }));
    // Warm-up, not measured: JIT compilation, prepared statements, the databases' caches.
    for (const run of runs)
      for (let i = 0; i < 20; i += 1) await request(run.d.server.base, run.path, { headers: run.headers });
    const meters = [];
    for (const run of runs) meters.push(await cpuMeter(run.d.server.pid, run.d.backends));
    for (let i = 0; i < requests; i += 1) {
      const order = i % 2 === 0 ? runs : [...runs].reverse();
      for (const run of order) {
        const answer = await request(run.d.server.base, run.path, { headers: run.headers });
        if (answer.status !== 200)
          throw new Error(`${run.path}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
        run.ids.push(answer.headers['x-request-id']);
        run.client.push(answer.ms);
        run.bytes = answer.body.length;
      }
    }
    const cpu = meters.map((stop) => stop());
    // The log lines of the last requests may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    runs.forEach((run, index) => {
      const times = run.ids.map((id) => run.d.responseTimes.get(id)).filter((t) => typeof t === 'number');
      const serverTimed = times.length === run.ids.length;
      const sorted = (serverTimed ? times : run.client).sort((a, b) => a - b);
      const used = cpu[index];
      const result = {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        clientP95: percentile(
          [...run.client].sort((a, b) => a - b),
          95,
        ),
        serverTimed,
        cpuUs: used ? (used.ms * 1000) / requests : null,
        bytes: run.bytes,
      };
      results.get(run.d)[endpoint.key] = result;
      log(
        `  ${dialect} ${sizeLabel(run.d.manifest.attempts).padEnd(4)} GET ${run.path} as ${endpoint.as}: ` +
          `p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms ` +
          `${serverTimed ? 'server' : 'CLIENT (log lines missing)'}, client p95 ${result.clientP95.toFixed(2)} ms, ` +
          `CPU ${result.cpuUs?.toFixed(0) ?? '?'} µs/request (${used?.processes ?? '?'} processes), ` +
          `${(run.bytes / 1024).toFixed(1)} KB`,
      );
      run.d.responseTimes.clear();
    });
  }
  return results;
}

/**
 * `{ [dialect]: { [attempts]: { [endpoint]: result } | { missing } | { error } } }`, and the notes
 * (stale or missing datasets) to print under the table.
 */
export async function runData({ requests = 200, log = console.log } = {}) {
  const migrations = migrationsNow();
  const results = {};
  const notes = [];
  for (const dialect of ['sqlite', 'postgres']) {
    results[dialect] = {};
    const manifests = [];
    for (const attempts of SIZES) {
      const manifest = readManifest(dataDir(), datasetName(attempts), dialect);
      if (!manifest) {
        results[dialect][attempts] = { missing: true };
        notes.push(
          `${dialect} ${sizeLabel(attempts)}: no dataset in ${dataDir()} — build it with \`npm run bench:data\` ` +
            `(about ${attempts >= 1_000_000 ? '2–4' : '1'} min per database)`,
        );
        continue;
      }
      for (const note of staleness(manifest, migrations))
        notes.push(`${dialect} ${sizeLabel(attempts)}: ${note}`);
      manifests.push(manifest);
    }
    if (manifests.length === 0) continue;
    log(
      `data: ${dialect}, ${manifests
        .map((m) => `${m.name} (${m.students.toLocaleString('en')} students, built ${m.built_at})`)
        .join(' and ')}; ${requests} requests per endpoint and dataset, one at a time, alternating`,
    );
    const opened = [];
    try {
      for (const manifest of manifests) opened.push(await openDataset(dialect, manifest));
      const measured = await benchDatasets(dialect, opened, { requests, log });
      for (const [d, result] of measured) results[dialect][d.manifest.attempts] = result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`  failed: ${message}`);
      for (const manifest of manifests) results[dialect][manifest.attempts] = { error: message };
    } finally {
      for (const d of opened) await d.close();
    }
  }
  return { results, notes };
}
