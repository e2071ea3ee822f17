// Benchmark of GET /api/v1/tutor/dashboard for a tutor with 200 students, in a database of 10,000
// students and 1,000,000 answers (issue 10: p95 under 50 ms on SQLite and on PostgreSQL). For each
// database: the built server creates the schema and the task bank, a tutor registers, the rest is
// written with bulk inserts (students, links, generated tasks, answers with their progress and mastery
// as the answer route would leave them, assignments), then the server starts again and the dashboard
// is asked for one request at a time. Run `npm run build -w apps/server` first.
//   node apps/server/bench/tutor-dashboard-bench.mjs [requests per variant, default 300]
// PostgreSQL: BENCH_DATABASE_URL (else TEST_DATABASE_URL) names a server and a database to connect to;
// the benchmark creates a fresh database beside it and drops it afterwards. Without either it says
// loudly that the PostgreSQL half was skipped. BENCH_ONLY=sqlite|postgres runs one half; BENCH_KEEP=1
// keeps the SQLite file and the PostgreSQL database to look into (their places are printed). To profile
// the server: BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const REQUESTS = Number(process.argv[2] ?? 300);
const STUDENTS = 10_000;
const CLASS_SIZE = 200;
const ATTEMPTS = 1_000_000;
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 180;
const serverMain = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const TUTOR = {
  username: 'bench_tutor',
  email: 'bench.tutor@example.com',
  password: 'Bench-tutor-password-1',
  first_name: 'Bench',
  last_name: 'Tutor',
  role: 'tutor',
};

// ---------------------------------------------------------------- the server

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(databaseUrl) {
  const port = await freePort();
  const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...serverArgs, serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      SCHEDULER: '0',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      // Seeding the bank at first start blocks the loop for seconds; nothing else runs meanwhile.
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kill = () => server.kill('SIGTERM');
  process.on('exit', kill);
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 180_000;
  while (!output.includes('Taškas is running')) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    async stop() {
      process.off('exit', kill);
      kill();
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

async function post(base, path, payload, cookie = '') {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

// ---------------------------------------------------------------- the data

/** A small seeded generator, so both databases get the same class. */
function randomOf(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ona',
  'Jonas',
  'Eglė',
  'Lukas',
  'Mia',
  'Rūta',
  'Matas',
  'Gabija',
  'Nojus',
  'Austėja',
  'Kajus',
  'Emilija',
];
const LAST = [
  'Kazlauskas',
  'Jankauskaitė',
  'Petrauskas',
  'Stankevičiūtė',
  'Vasiliauskas',
  'Žukauskaitė',
  'Brown',
];
const LEVEL = { very_easy: -2, easy: -1, medium: 0, hard: 1, very_hard: 2 };

/** The mastery update of the answer route (decision 007). */
function nextRating(rating, attempts, difficulty, outcome) {
  const expected = 1 / (1 + Math.exp(LEVEL[difficulty] - rating));
  return rating + (0.3 + 0.5 / (1 + attempts / 4)) * (outcome - expected);
}

/**
 * Writes the benchmark's rows through `sink.add(table, row)`: 10,000 students of 50 tutors (the
 * registered tutor has the first 200), each with 20–180 answers (1,000,000 in all) over the last 180
 * days on 5–20 skills, a tenth of them on the student's own generated tasks; progress, mastery and
 * points follow from the answers as the answer route computes them; six assignments per student.
 */
async function writeData(sink, { bank, tutorId, firstUserId, firstTaskId, now }) {
  const random = randomOf(20251124);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const bySkill = new Map();
  for (const task of bank) bySkill.set(task.skill_id, [...(bySkill.get(task.skill_id) ?? []), task]);
  const skills = [...bySkill.keys()];
  const at = new Date(now).toISOString();
  const hash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaGJlbmNo$bm90LWEtcmVhbC1wYXNzd29yZC1oYXNoLTAw';

  const tutors = [tutorId];
  let userId = firstUserId;
  for (let t = 1; t < STUDENTS / CLASS_SIZE; t += 1) {
    tutors.push(userId);
    await sink.add('users', {
      id: userId,
      username: `bench_t${t}`,
      username_lower: `bench_t${t}`,
      email: `bench.t${t}@example.com`,
      password_hash: hash,
      first_name: 'Mokytoja',
      last_name: `Nr. ${t}`,
      role: 'tutor',
      preferred_language: 'lt',
      created_at: at,
      updated_at: at,
    });
    userId += 1;
  }

  // Answers per student: 20–180, spread so that there are exactly 1,000,000.
  const counts = Array.from({ length: STUDENTS }, () => 20 + Math.floor(random() * 161));
  let drift = ATTEMPTS - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; drift !== 0; i += 1) {
    const change = Math.max(20 - counts[i], Math.min(180 - counts[i], drift));
    counts[i] += change;
    drift -= change;
  }

  let taskId = firstTaskId;
  for (let s = 0; s < STUDENTS; s += 1) {
    const student = userId;
    userId += 1;
    const first = pick(FIRST);
    const last = pick(LAST);
    await sink.add('users', {
      id: student,
      username: `bench_s${s}`,
      username_lower: `bench_s${s}`,
      email: `bench.s${s}@example.com`,
      password_hash: hash,
      first_name: first,
      last_name: last,
      role: 'student',
      preferred_language: 'lt',
      created_at: at,
      updated_at: at,
    });
    const tutor = tutors[Math.floor(s / CLASS_SIZE)];
    await sink.add('tutor_students', { tutor_id: tutor, student_id: student, created_at: at });

    const mine = Array.from({ length: 5 + Math.floor(random() * 16) }, () => pick(skills));
    const ability = new Map(mine.map((skill) => [skill, 0.3 + random() * 0.65]));
    // Two generated tasks of the student's own, copies of bank tasks of their skills.
    const generated = [];
    for (let g = 0; g < 2; g += 1) {
      const source = pick(bySkill.get(pick(mine)));
      const task = { ...source, id: taskId, source: 'generated' };
      taskId += 1;
      generated.push(task);
      await sink.add('generated_tasks', {
        id: task.id,
        bank_id: source.id,
        owner_id: student,
        problem_id: `bench-gen-${task.id}`,
      });
    }

    const times = Array.from({ length: counts[s] }, () => now - random() * HISTORY_DAYS * DAY_MS).sort(
      (a, b) => a - b,
    );
    const progress = new Map();
    const mastery = new Map();
    for (const time of times) {
      const skill = pick(mine);
      const own = generated.filter((g) => g.skill_id === skill);
      const task = own.length > 0 && random() < 0.1 ? pick(own) : pick(bySkill.get(skill));
      const correct = random() < ability.get(skill);
      const createdAt = new Date(time).toISOString();
      const p = progress.get(task.id) ?? {
        attempts: 0,
        wrong: 0,
        completed: 0,
        best: null,
        completedAt: null,
      };
      const score = correct ? Math.max(10, 100 - 25 * p.wrong) : 0;
      if (!p.completed) {
        const m = mastery.get(skill) ?? {
          topic_id: task.topic_id,
          rating: 0,
          attempts: 0,
          correct: 0,
          last: createdAt,
        };
        m.rating = nextRating(m.rating, m.attempts, task.difficulty, correct ? 1 : 0);
        m.attempts += 1;
        m.correct += correct ? 1 : 0;
        m.last = createdAt;
        mastery.set(skill, m);
      }
      p.attempts += 1;
      if (correct) {
        if (!p.completed) p.completedAt = createdAt;
        p.completed = 1;
        p.best = Math.max(p.best ?? 0, score);
      } else p.wrong += 1;
      p.updatedAt = createdAt;
      progress.set(task.id, p);
      const work = random() < 0.1;
      await sink.add('attempts', {
        user_id: student,
        task_id: task.id,
        assignment_id: null,
        answer: correct ? '12' : '21',
        input_format: 'text',
        work_shown: work ? '["2x + 3 = 7","2x = 4","x = 3"]' : '[]',
        work_first_error: work ? 2 : null,
        work_result: work
          ? '{"first_error":2,"lines":[{"index":0,"text":"2x + 3 = 7","ok":true,"verdict":"start","error":null},{"index":1,"text":"2x = 4","ok":true,"verdict":"equivalent","error":null},{"index":2,"text":"x = 3","ok":false,"verdict":"does_not_follow","error":null}],"feedback_key":"step_does_not_follow","message":"3 eilutė neišplaukia iš ankstesnės."}'
          : null,
        time_spent: 10 + Math.floor(random() * 290),
        hints_used: 0,
        device_info: null,
        steps_completed: null,
        confidence_level: null,
        is_correct: correct ? 1 : 0,
        score,
        feedback_key: correct ? 'correct' : 'sign_error',
        result: correct ? '{"feedback":"Teisingai!"}' : '{"feedback":"Patikrinkite ženklą."}',
        created_at: createdAt,
      });
    }
    for (const [task, p] of progress) {
      await sink.add('task_progress', {
        user_id: student,
        task_id: task,
        attempts: p.attempts,
        wrong_attempts: p.wrong,
        hints_used: 0,
        completed: p.completed,
        revealed: 0,
        best_score: p.best,
        completed_at: p.completedAt,
        updated_at: p.updatedAt,
      });
    }
    for (const [skill, m] of mastery) {
      await sink.add('skill_mastery', {
        user_id: student,
        skill_id: skill,
        topic_id: m.topic_id,
        rating: m.rating,
        attempts: m.attempts,
        correct: m.correct,
        last_practised_at: m.last,
      });
    }
    // Six assignments: two open, two past due (one of them completed), one completed, one cancelled.
    for (const [days, completed, cancelled] of [
      [3, false, false],
      [10, false, false],
      [-2, false, false],
      [-20, true, false],
      [-5, true, false],
      [4, false, true],
    ]) {
      await sink.add('assignments', {
        group_id: `bench-${s}-${days}`,
        tutor_id: tutor,
        student_id: student,
        title: 'Kartojimas',
        instructions: '',
        due_at: new Date(now + days * DAY_MS).toISOString(),
        created_at: new Date(now - 30 * DAY_MS).toISOString(),
        updated_at: at,
        completed_at: completed ? new Date(now + (days - 1) * DAY_MS).toISOString() : null,
        cancelled_at: cancelled ? at : null,
        due_notified_at: null,
        overdue_notified_at: null,
      });
    }
  }
  await sink.flush();
}

/** Every column of a generated task, copied from its bank task but for these. */
const TASK_OVERRIDES = { source: "'generated'", visibility: "'private'" };

function taskCopyColumns(columns) {
  return columns
    .filter((c) => c !== 'id')
    .map((c) => {
      if (c === 'problem_id') return 'g.problem_id';
      if (c === 'owner_id') return 'g.owner_id';
      if (c === 'original_task_id') return 'b.id';
      return TASK_OVERRIDES[c] ?? `b.${c}`;
    });
}

// ---------------------------------------------------------------- SQLite

function sqliteSink(file) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const taskColumns = db
    .prepare('select name from pragma_table_info(?)')
    .all('tasks')
    .map((r) => r.name);
  const statements = new Map();
  const statementOf = (table, row) => {
    if (!statements.has(table)) {
      if (table === 'generated_tasks') {
        const columns = taskColumns.filter((c) => c !== 'id');
        statements.set(
          table,
          db.prepare(
            `insert into tasks (id, ${columns.join(', ')}) select @id, ${taskCopyColumns(taskColumns).join(', ')}
             from tasks b, (select @problem_id as problem_id, @owner_id as owner_id) g where b.id = @bank_id`,
          ),
        );
      } else {
        const columns = Object.keys(row);
        statements.set(
          table,
          db.prepare(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
          ),
        );
      }
    }
    return statements.get(table);
  };
  db.exec('begin');
  let pending = 0;
  return {
    db,
    add(table, row) {
      statementOf(table, row).run(row);
      pending += 1;
      if (pending >= 200_000) {
        db.exec('commit');
        db.exec('begin');
        pending = 0;
      }
    },
    flush() {
      db.exec('commit');
    },
  };
}

async function seedSqlite(file, tutorId) {
  const sink = sqliteSink(file);
  const { db } = sink;
  const bank = db
    .prepare(
      "select id, skill_id, topic_id, difficulty from tasks where skill_id is not null and language = 'lt'",
    )
    .all();
  const firstUserId = db.prepare('select max(id) + 1 as id from users').get().id;
  const firstTaskId = db.prepare('select max(id) + 1 as id from tasks').get().id;
  await writeData(sink, { bank, tutorId, firstUserId, firstTaskId, now: Date.now() });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

// ---------------------------------------------------------------- PostgreSQL

const PG_TYPES = {
  users: {
    id: 'int',
    username: 'text',
    username_lower: 'text',
    email: 'text',
    password_hash: 'text',
    first_name: 'text',
    last_name: 'text',
    role: 'text',
    preferred_language: 'text',
    created_at: 'text',
    updated_at: 'text',
  },
  tutor_students: { tutor_id: 'int', student_id: 'int', created_at: 'text' },
  generated_tasks: { id: 'int', bank_id: 'int', owner_id: 'int', problem_id: 'text' },
  attempts: {
    user_id: 'int',
    task_id: 'int',
    assignment_id: 'int',
    answer: 'text',
    input_format: 'text',
    work_shown: 'text',
    work_first_error: 'int',
    work_result: 'text',
    time_spent: 'int',
    hints_used: 'int',
    device_info: 'text',
    steps_completed: 'int',
    confidence_level: 'int',
    is_correct: 'int',
    score: 'int',
    feedback_key: 'text',
    result: 'text',
    created_at: 'text',
  },
  task_progress: {
    user_id: 'int',
    task_id: 'int',
    attempts: 'int',
    wrong_attempts: 'int',
    hints_used: 'int',
    completed: 'int',
    revealed: 'int',
    best_score: 'int',
    completed_at: 'text',
    updated_at: 'text',
  },
  skill_mastery: {
    user_id: 'int',
    skill_id: 'text',
    topic_id: 'text',
    rating: 'float8',
    attempts: 'int',
    correct: 'int',
    last_practised_at: 'text',
  },
  assignments: {
    group_id: 'text',
    tutor_id: 'int',
    student_id: 'int',
    title: 'text',
    instructions: 'text',
    due_at: 'text',
    created_at: 'text',
    updated_at: 'text',
    completed_at: 'text',
    cancelled_at: 'text',
    due_notified_at: 'text',
    overdue_notified_at: 'text',
  },
};
/** Parents before children: a batch is written only after the rows it refers to. */
const PG_ORDER = [
  'users',
  'tutor_students',
  'generated_tasks',
  'attempts',
  'task_progress',
  'skill_mastery',
  'assignments',
];

function postgresSink(client, taskColumns) {
  const buffers = new Map(PG_ORDER.map((table) => [table, []]));
  const insert = async (table, rows) => {
    if (rows.length === 0) return;
    const types = PG_TYPES[table];
    const columns = Object.keys(types);
    const values = columns.map((c) => rows.map((r) => r[c]));
    const unnest = `unnest(${columns.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')}) as g(${columns.join(', ')})`;
    if (table === 'generated_tasks') {
      const copied = taskColumns.filter((c) => c !== 'id');
      await client.query(
        `insert into tasks (id, ${copied.join(', ')}) select g.id, ${taskCopyColumns(taskColumns).join(', ')}
         from ${unnest} join tasks b on b.id = g.bank_id`,
        values,
      );
      return;
    }
    await client.query(`insert into ${table} (${columns.join(', ')}) select * from ${unnest}`, values);
  };
  const flushAll = async () => {
    for (const table of PG_ORDER) {
      await insert(table, buffers.get(table));
      buffers.set(table, []);
    }
  };
  return {
    async add(table, row) {
      buffers.get(table).push(row);
      if (buffers.get(table).length >= 20_000) await flushAll();
    },
    flush: flushAll,
  };
}

async function seedPostgres(url, tutorId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const taskColumns = (
      await client.query(
        "select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'tasks' order by ordinal_position",
      )
    ).rows.map((r) => r.column_name);
    const bank = (
      await client.query(
        "select id, skill_id, topic_id, difficulty from tasks where skill_id is not null and language = 'lt'",
      )
    ).rows;
    const firstUserId = (await client.query('select max(id) + 1 as id from users')).rows[0].id;
    const firstTaskId = (await client.query('select max(id) + 1 as id from tasks')).rows[0].id;
    await client.query('begin');
    await writeData(postgresSink(client, taskColumns), {
      bank,
      tutorId,
      firstUserId,
      firstTaskId,
      now: Date.now(),
    });
    await client.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await client.query(`select setval(pg_get_serial_sequence('tasks', 'id'), (select max(id) from tasks))`);
    await client.query('commit');
    // Statistics and the visibility map, as autovacuum leaves a table that has settled.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- measuring

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU time (ms) a process has used so far (Linux), or null. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU used by the server and, on PostgreSQL, by the database's connections to it: per request it says
 * what answering costs, which other work on the machine disturbs far less than the time a request takes.
 */
function cpuMeter(serverPid, databasePids) {
  const total = () => {
    const all = [serverPid, ...databasePids()].map(cpuMs);
    return all.some((v) => v === null) ? null : all.reduce((a, b) => a + b, 0);
  };
  const before = total();
  return () => {
    const after = total();
    return before === null || after === null ? null : after - before;
  };
}

async function measure(base, cookie, path, meter) {
  const times = [];
  let bytes = 0;
  let students = 0;
  const cpu = meter();
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const text = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
    bytes = text.length;
    students = JSON.parse(text).data.class.students;
  }
  const used = cpu();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpu: used === null ? null : used / REQUESTS,
    bytes,
    students,
  };
}

const VARIANTS = [
  '/api/v1/tutor/dashboard',
  '/api/v1/tutor/dashboard?sort=accuracy&order=desc&per_page=100',
  '/api/v1/tutor/dashboard?sort=alert&q=a&page=2',
];

async function bench(name, databaseUrl, seed, databasePids = async () => []) {
  const startedAt = performance.now();
  const first = await startServer(databaseUrl);
  const registered = await (await post(first.base, '/api/users/register', TUTOR)).json();
  await first.stop();
  await seed(registered.data.user.id);
  const seededIn = (performance.now() - startedAt) / 1000;

  const server = await startServer(databaseUrl);
  try {
    const login = await post(server.base, '/api/users/login', {
      email: TUTOR.email,
      password: TUTOR.password,
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Warm-up, not measured: JIT compilation and the databases' caches.
    for (const path of VARIANTS)
      for (let i = 0; i < 30; i += 1) await fetch(`${server.base}${path}`, { headers: { cookie } });
    const pids = await databasePids();
    console.log(
      `${name}: ${STUDENTS.toLocaleString('en')} students, ${ATTEMPTS.toLocaleString('en')} answers, a class of ${CLASS_SIZE} (seeded in ${seededIn.toFixed(0)} s); ${REQUESTS} requests each, one at a time (budget: p95 < 50 ms); load average ${loadavg()[0].toFixed(1)}`,
    );
    for (const path of VARIANTS) {
      const r = await measure(server.base, cookie, path, () => cpuMeter(server.pid, () => pids));
      const cpu = r.cpu === null ? '' : `, CPU ${r.cpu.toFixed(1)} ms/request`;
      console.log(
        `  GET ${path.replace('/api/v1', '')}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${cpu} (${r.students} students, ${Math.round(r.bytes / 1024)} KB)${r.p95 < 50 ? '' : '  ← over budget'}`,
      );
    }
  } finally {
    await server.stop();
  }
}

const only = process.env.BENCH_ONLY;
if (!only || only === 'sqlite') {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-dashboard-bench-'));
  try {
    const file = join(dir, 'bench.db');
    await bench('SQLite', `sqlite:${file}`, (tutorId) => seedSqlite(file, tutorId));
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`  kept: ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

if (!only || only === 'postgres') {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn(
      '\n*** BENCH_DATABASE_URL / TEST_DATABASE_URL not set: the PostgreSQL dashboard benchmark is SKIPPED ***\n',
    );
  } else {
    const name = `taskas_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      // The database's processes serving the server's connections count towards its CPU time.
      const backends = async () =>
        (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map(
          (r) => r.pid,
        );
      await bench(
        'PostgreSQL',
        target.toString(),
        (tutorId) => seedPostgres(target.toString(), tutorId),
        backends,
      );
    } finally {
      if (process.env.BENCH_KEEP === '1') console.log(`  kept: ${target}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}
