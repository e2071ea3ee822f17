// `npm run bench:data`: the benchmark's large datasets, on SQLite (a file in BENCH_DATA_DIR, default
// /tmp/taskas-bench-data) and on PostgreSQL (a schema of its own in BENCH_DATABASE_URL, default the
// `test` database). For each size: 1 student per 100 attempts (10,000 at 1,000,000), a tutor per 30
// students, 20 generated tasks per student (200,000), answers over the last 90 days with their task
// progress, mastery and assignment results as the answer route leaves them, 3 admins. The schema is made
// by the app's migrations, the bank by its seeding, the password hash by its helper, the students' totals
// by its rebuild, the tasks' list order by its task list; only the rows in between are written in bulk.
//   npm run bench:data [-- --attempts 100000] [--only sqlite|postgres] [--name NAME] [--dir DIR]
// Without --attempts it builds 1,000,000 and 100,000 (the benchmark compares the two). Every account's
// password is BENCH_PASSWORD (datasets.mjs); the accounts the benchmark signs in as are in the manifest
// written beside the data (NAME.sqlite.json / NAME.postgres.json).
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { checkAnswer } from '@taskas/math';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type AppDatabase, createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedTaskBank } from '../src/db/seed/task-bank.ts';
import { LEVEL_RATING, updatedRating } from '../src/features/attempts/mastery.ts';
import { scoreOf } from '../src/features/attempts/scoring.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { rebuildStudentTotals } from '../src/features/student-totals/student-totals.repository.ts';
import { createTasksRepository } from '../src/features/tasks/tasks.repository.ts';
import {
  BENCH_PASSWORD,
  DEFAULT_DATABASE_URL,
  dataDir,
  datasetName,
  manifestFile,
  migrationsNow,
  SIZES,
  sqliteFile,
} from './datasets.mjs';

const { values: options } = parseArgs({
  options: {
    attempts: { type: 'string' },
    only: { type: 'string' },
    name: { type: 'string' },
    dir: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const sizes = options.attempts ? [Number(options.attempts)] : SIZES;
if (sizes.some((n) => !Number.isInteger(n) || n < 200)) throw new Error('--attempts must be a number ≥ 200');
if (options.name && sizes.length > 1) throw new Error('--name needs --attempts');
const dir = dataDir(options.dir);
const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
const say = (line: string) => {
  if (!options.quiet) console.log(line);
};

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;
const CLASS_SIZE = 30;
const GENERATED_PER_STUDENT = 20;
const ATTEMPTS_PER_STUDENT = 100;
const ADMINS = 3;

// ---------------------------------------------------------------- the rows

/** Each table's columns in the order rows are written, with the PostgreSQL type its `unnest` array needs. */
const COLUMNS = {
  users: [
    ['id', 'int'],
    ['username', 'text'],
    ['username_lower', 'text'],
    ['email', 'text'],
    ['password_hash', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['role', 'text'],
    ['preferred_language', 'text'],
    ['created_at', 'text'],
    ['updated_at', 'text'],
    ['last_login_at', 'text'],
  ],
  tutor_students: [
    ['tutor_id', 'int'],
    ['student_id', 'int'],
    ['created_at', 'text'],
  ],
  // Not a table: a generated task is a copy of its bank task, written by `insert … select`.
  generated_tasks: [
    ['id', 'int'],
    ['bank_id', 'int'],
    ['owner_id', 'int'],
    ['problem_id', 'text'],
    ['created_at', 'text'],
  ],
  assignments: [
    ['id', 'int'],
    ['group_id', 'text'],
    ['tutor_id', 'int'],
    ['student_id', 'int'],
    ['title', 'text'],
    ['instructions', 'text'],
    ['due_at', 'text'],
    ['created_at', 'text'],
    ['updated_at', 'text'],
    ['completed_at', 'text'],
    ['due_notified_at', 'text'],
    ['overdue_notified_at', 'text'],
  ],
  assignment_tasks: [
    ['assignment_id', 'int'],
    ['task_id', 'int'],
    ['position', 'int'],
    ['attempts', 'int'],
    ['late_attempts', 'int'],
    ['best_score', 'int'],
    ['solved_at', 'text'],
    ['last_attempt_at', 'text'],
  ],
  attempts: [
    ['id', 'int'],
    ['user_id', 'int'],
    ['task_id', 'int'],
    ['assignment_id', 'int'],
    ['answer', 'text'],
    ['input_format', 'text'],
    ['work_shown', 'text'],
    ['time_spent', 'int'],
    ['hints_used', 'int'],
    ['is_correct', 'int'],
    ['score', 'int'],
    ['feedback_key', 'text'],
    ['result', 'text'],
    ['created_at', 'text'],
  ],
  task_progress: [
    ['user_id', 'int'],
    ['task_id', 'int'],
    ['attempts', 'int'],
    ['wrong_attempts', 'int'],
    ['hints_used', 'int'],
    ['completed', 'int'],
    ['revealed', 'int'],
    ['best_score', 'int'],
    ['completed_at', 'text'],
    ['updated_at', 'text'],
  ],
  skill_mastery: [
    ['user_id', 'int'],
    ['skill_id', 'text'],
    ['topic_id', 'text'],
    ['rating', 'float8'],
    ['attempts', 'int'],
    ['correct', 'int'],
    ['last_practised_at', 'text'],
  ],
} as const;
type Table = keyof typeof COLUMNS;
type Value = string | number | null;
type Rows = Record<Table, Value[][]>;
/** Parents before children, the order both loaders write in. */
const TABLE_ORDER: Table[] = [
  'users',
  'tutor_students',
  'generated_tasks',
  'assignments',
  'assignment_tasks',
  'attempts',
  'task_progress',
  'skill_mastery',
];

type BankTask = { id: number; skill_id: string; topic_id: string; difficulty: keyof typeof LEVEL_RATING };

/** A small seeded generator: the same size gives the same data on both databases. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Ona',
  'Jonas',
  'Eglė',
  'Lukas',
  'Emilija',
  'Matas',
  'Gabija',
  'Nojus',
  'Austėja',
  'Kajus',
  'Urtė',
  'Dominykas',
  'Liepa',
  'Benas',
  'Kamilė',
  'Jokūbas',
  'Rugilė',
  'Herkus',
  'Mia',
  'Adomas',
];
const LAST_NAMES = [
  'Kazlauskas',
  'Jankauskaitė',
  'Petrauskas',
  'Stankevičiūtė',
  'Vasiliauskas',
  'Žukauskaitė',
  'Butkus',
  'Paulauskaitė',
  'Urbonas',
  'Kavaliauskaitė',
  'Navickas',
  'Ramanauskaitė',
  'Savickas',
  'Rimkutė',
  'Baranauskas',
  'Žilinskaitė',
  'Vaitkus',
  'Mockutė',
  'Brown',
  'Sadauskas',
];

const iso = (ms: number) => new Date(ms).toISOString();

type Dataset = {
  rows: Rows;
  manifest: {
    attempts: number;
    students: number;
    tutors: number;
    generated_tasks: number;
    student: { email: string; attempts: number };
    tutor: { email: string; students: number };
    admin: { email: string };
    admin_search: string;
  };
};

/**
 * Everything but the bank, as rows. Each student: 20–180 answers (the first student exactly 100), on
 * 5–20 skills, on 2–60 active days of the last 90; one task is tried up to three times until solved, a
 * right answer more likely the higher the student's ability against the task's difficulty; one try in
 * four or so on a task the student generated. Three assignments per class: one given a month ago whose
 * tasks the students then worked on (done when all three were solved in time), one overdue, one open.
 */
function generate(
  attempts: number,
  bank: BankTask[],
  firstTaskId: number,
  passwordHash: string,
  now: number,
): Dataset {
  const random = randomOf(attempts);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const students = Math.max(2, Math.round(attempts / ATTEMPTS_PER_STUDENT));
  const tutors = Math.ceil(students / CLASS_SIZE);
  const rows = Object.fromEntries(TABLE_ORDER.map((t) => [t, []])) as unknown as Rows;
  const bySkill = new Map<string, BankTask[]>();
  for (const task of bank) bySkill.set(task.skill_id, [...(bySkill.get(task.skill_id) ?? []), task]);
  const skills = [...bySkill.keys()];
  const start = now - HISTORY_DAYS * DAY_MS;
  const right = JSON.stringify(
    checkAnswer({ correct: '12', student: '12', mode: 'equivalent', language: 'lt' }),
  );
  const wrong = JSON.stringify(
    checkAnswer({ correct: '12', student: '21', mode: 'equivalent', language: 'lt' }),
  );

  let userId = 1;
  const person = (role: string, username: string, createdAt: number) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const id = userId++;
    const created = iso(createdAt);
    rows.users.push([
      id,
      username,
      username.toLowerCase(),
      `${username.toLowerCase()}@bench.taskas.lt`,
      passwordHash,
      first,
      last,
      role,
      random() < 0.9 ? 'lt' : 'en',
      created,
      created,
      iso(now - random() * 7 * DAY_MS),
    ]);
    return { id, email: `${username.toLowerCase()}@bench.taskas.lt` };
  };
  const admins = Array.from({ length: ADMINS }, (_, i) =>
    person('admin', `admin${i + 1}`, start - 30 * DAY_MS),
  );
  const tutorIds = Array.from(
    { length: tutors },
    (_, i) => person('tutor', `tutor${i + 1}`, start - 20 * DAY_MS + random() * 5 * DAY_MS).id,
  );

  // Answers per student: 20–180, adding up to exactly `attempts`, the first student's exactly 100.
  const counts = Array.from({ length: students }, (_, s) =>
    s === 0 ? 100 : 20 + Math.floor(random() * 161),
  );
  let drift = attempts - counts.reduce((a, b) => a + b, 0);
  for (let i = 1, idle = 0, low = 20, high = 180; drift !== 0; i = (i % (students - 1)) + 1) {
    const next = (counts[i] as number) + Math.sign(drift);
    if (next >= low && next <= high) {
      counts[i] = next;
      drift -= Math.sign(drift);
      idle = 0;
    } else if (++idle >= students) [low, high] = [1, Number.MAX_SAFE_INTEGER];
  }

  // Three assignment groups per class: created when, due when, and whether the class works on it.
  type Group = { id: string; created: number; due: number; worked: boolean; tasks: BankTask[] };
  const groupsOf = (tutor: number): Group[] => {
    const given = now - (25 + random() * 20) * DAY_MS;
    const tasksOf = () => {
      const list = bySkill.get(pick(skills)) as BankTask[];
      return [pick(list), pick(list), pick(list)].filter((t, i, all) => all.indexOf(t) === i);
    };
    return [
      { id: `bench-${tutor}-review`, created: given, due: given + 7 * DAY_MS, worked: true, tasks: [] },
      {
        id: `bench-${tutor}-overdue`,
        created: now - 12 * DAY_MS,
        due: now - 5 * DAY_MS,
        worked: false,
        tasks: tasksOf(),
      },
      {
        id: `bench-${tutor}-open`,
        created: now - 2 * DAY_MS,
        due: now + 5 * DAY_MS,
        worked: false,
        tasks: tasksOf(),
      },
    ];
  };
  let classGroups: Group[] = [];

  const attemptRows: Value[][] = [];
  let taskId = firstTaskId;
  let assignmentId = 1;
  let firstStudent = { id: 0, email: '' };
  for (let s = 0; s < students; s += 1) {
    const tutorIndex = Math.floor(s / CLASS_SIZE);
    const tutor = tutorIds[tutorIndex] as number;
    if (s % CLASS_SIZE === 0) classGroups = groupsOf(tutor);
    const student = person('student', `s${s + 1}`, start - 10 * DAY_MS + random() * 8 * DAY_MS);
    if (s === 0) firstStudent = student;
    rows.tutor_students.push([tutor, student.id, iso(start - 5 * DAY_MS)]);
    const count = counts[s] as number;

    // Enough skills that the student never runs out of new bank tasks.
    const mine = new Set<string>();
    const wanted = Math.max(5 + Math.floor(random() * 16), Math.ceil(count / 10));
    while (mine.size < Math.min(wanted, skills.length)) mine.add(pick(skills));
    const ability = -0.5 + random() * 2.5;

    // Active days, and the answers' times on them (afternoons and evenings, Vilnius time ≈ UTC+2).
    const dayCount = Math.min(60, Math.max(2, Math.round(count / (3 + random() * 6))));
    const days = new Set<number>();
    while (days.size < dayCount) days.add(Math.floor(random() * HISTORY_DAYS));
    const dayList = [...days];
    const times = Array.from(
      { length: count },
      () => start + (pick(dayList) as number) * DAY_MS + (12 + random() * 8) * 3_600_000,
    ).sort((a, b) => a - b);

    // The student's generated tasks, made on active days, each of one of their skills.
    const generated: { task: BankTask & { bankId: number }; at: number; tried: boolean }[] = [];
    for (let g = 0; g < GENERATED_PER_STUDENT; g += 1) {
      const source = pick(bySkill.get(pick([...mine])) as BankTask[]);
      const at = start + (pick(dayList) as number) * DAY_MS + (12 + random() * 8) * 3_600_000;
      const id = taskId++;
      generated.push({ task: { ...source, id, bankId: source.id }, at, tried: false });
      rows.generated_tasks.push([id, source.id, student.id, `bench-gen-${id}`, iso(at)]);
    }
    generated.sort((a, b) => a.at - b.at);

    // This student's copy of the class's assignments.
    const assigned = classGroups.map((group) => {
      const id = assignmentId++;
      return { id, group, tasks: [...group.tasks], results: new Map<number, Value[]>() };
    });
    const review = assigned[0] as (typeof assigned)[number];

    const tried = new Set<number>();
    /** A bank task of the student's skills not tried yet, taking up another skill when they are used up. */
    const untriedBankTask = (): BankTask => {
      for (;;) {
        const next = (bySkill.get(pick([...mine])) as BankTask[]).find((t) => !tried.has(t.id));
        if (next) return next;
        mine.add(pick(skills));
      }
    };
    const progress = new Map<number, Value[]>();
    const mastery = new Map<
      string,
      { topic: string; rating: number; attempts: number; correct: number; at: string }
    >();
    let i = 0;
    while (i < count) {
      const runStart = times[i] as number;
      let task: BankTask;
      let assignment: number | null = null;
      const fresh = generated.find((g) => !g.tried && g.at < runStart);
      if (review.tasks.length < 3 && runStart > review.group.created) {
        // The assignment's tasks are the next ones the student works on after it was given.
        task = untriedBankTask();
        review.tasks.push(task);
        assignment = review.id;
      } else if (fresh && random() < 0.3) {
        fresh.tried = true;
        task = fresh.task;
      } else task = untriedBankTask();
      tried.add(task.id);
      let wrongTries = 0;
      for (let tryNo = 0; tryNo < 3 && i < count; tryNo += 1) {
        const when = iso(runStart + tryNo * 40_000);
        const chance = 1 / (1 + Math.exp(LEVEL_RATING[task.difficulty] - ability));
        const isCorrect = random() < chance;
        const score = scoreOf({
          isCorrect,
          hintsUsed: 0,
          earlierWrongTries: wrongTries,
          solutionShown: false,
        });
        attemptRows.push([
          0,
          student.id,
          task.id,
          assignment,
          isCorrect ? '12' : '21',
          'text',
          '[]',
          10 + Math.floor(random() * 290),
          0,
          isCorrect ? 1 : 0,
          score,
          isCorrect ? 'correct' : 'incorrect',
          isCorrect ? right : wrong,
          when,
        ]);
        i += 1;
        // The task's progress as `recordProgress` keeps it.
        const p = progress.get(task.id) ?? [student.id, task.id, 0, 0, 0, 0, 0, null, null, when];
        p[2] = (p[2] as number) + 1;
        if (isCorrect) {
          p[5] = 1;
          p[7] = Math.max((p[7] as number | null) ?? 0, score);
          p[8] ??= when;
        } else p[3] = (p[3] as number) + 1;
        p[9] = when;
        progress.set(task.id, p);
        // Mastery as the answer route moves it (decision 007): hint-free, so the outcome is 0 or 1.
        const m = mastery.get(task.skill_id) ?? {
          topic: task.topic_id,
          rating: 0,
          attempts: 0,
          correct: 0,
          at: when,
        };
        m.rating = updatedRating(m.rating, m.attempts, task.difficulty, isCorrect ? 1 : 0);
        m.attempts += 1;
        m.correct += isCorrect ? 1 : 0;
        m.at = when;
        mastery.set(task.skill_id, m);
        // The assignment's result as `recordAnswer` keeps it.
        if (assignment !== null) {
          const r = review.results.get(task.id) ?? [0, 0, null, null, null];
          if (when > iso(review.group.due)) r[1] = (r[1] as number) + 1;
          else {
            r[0] = (r[0] as number) + 1;
            r[2] = Math.max((r[2] as number | null) ?? 0, score);
            if (isCorrect) r[3] ??= when;
          }
          r[4] = when;
          review.results.set(task.id, r);
        }
        if (isCorrect) break;
        wrongTries += 1;
      }
    }
    for (const p of progress.values()) rows.task_progress.push(p);
    for (const [skill, m] of mastery) {
      rows.skill_mastery.push([student.id, skill, m.topic, m.rating, m.attempts, m.correct, m.at]);
    }
    for (const a of assigned) {
      // A student who answered too little after the review was given still has its three tasks.
      while (a.tasks.length < 3) {
        const extra = pick(bySkill.get(pick([...mine])) as BankTask[]);
        if (!a.tasks.includes(extra)) a.tasks.push(extra);
      }
      const results = a.tasks.map((t) => a.results.get(t.id) ?? [0, 0, null, null, null]);
      const solvedAll = results.every((r) => r[3] !== null);
      const completedAt = solvedAll
        ? (results
            .map((r) => r[3] as string)
            .sort()
            .at(-1) as string)
        : null;
      const due = iso(a.group.due);
      rows.assignments.push([
        a.id,
        a.group.id,
        tutor,
        student.id,
        a.group.worked ? 'Kartojimas' : 'Namų darbai',
        '',
        due,
        iso(a.group.created),
        completedAt ?? iso(a.group.created),
        completedAt,
        a.group.due < now ? iso(a.group.due - DAY_MS) : null,
        a.group.due < now && !solvedAll ? iso(a.group.due + 60_000) : null,
      ]);
      a.tasks.forEach((t, position) => {
        rows.assignment_tasks.push([a.id, t.id, position, ...(results[position] as Value[])]);
      });
    }
  }

  // Ids in the order the answers were given, as the answer route would have numbered them.
  attemptRows.sort((a, b) => ((a[13] as string) < (b[13] as string) ? -1 : a[13] === b[13] ? 0 : 1));
  attemptRows.forEach((row, index) => {
    row[0] = index + 1;
  });
  rows.attempts = attemptRows;

  return {
    rows,
    manifest: {
      attempts,
      students,
      tutors,
      generated_tasks: rows.generated_tasks.length,
      student: { email: firstStudent.email, attempts: counts[0] as number },
      tutor: { email: `tutor1@bench.taskas.lt`, students: Math.min(CLASS_SIZE, students) },
      admin: { email: admins[0]?.email as string },
      // A surname stem (Mockutė): about one account in twenty matches, at every size.
      admin_search: 'mockut',
    },
  };
}

// ---------------------------------------------------------------- loading

const columnNames = (table: Table) => COLUMNS[table].map(([name]) => name);

/** Copies of bank tasks as the students' own generated ones, in the list's order once placed. */
function generatedTaskCopy(taskColumns: string[], from: string) {
  const copied = taskColumns.filter((c) => c !== 'id');
  const value = (c: string) => {
    if (c === 'problem_id' || c === 'owner_id' || c === 'created_at') return `g.${c}`;
    if (c === 'updated_at') return 'g.created_at';
    if (c === 'source') return "'generated'";
    if (c === 'visibility') return "'private'";
    if (c === 'original_task_id' || c === 'list_round' || c === 'list_skill_key') return 'null';
    return `b.${c}`;
  };
  return `insert into tasks (id, ${copied.join(', ')}) select g.id, ${copied.map(value).join(', ')} from ${from}`;
}

function loadSqlite(file: string, rows: Rows) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const taskColumns = (
    db.prepare('select name from pragma_table_info(?)').all('tasks') as { name: string }[]
  ).map((r) => r.name);
  const generatedParams = columnNames('generated_tasks')
    .map((c) => `? as ${c}`)
    .join(', ');
  // One transaction: the whole load is one write to disk.
  db.transaction(() => {
    for (const table of TABLE_ORDER) {
      const names = columnNames(table);
      const statement =
        table === 'generated_tasks'
          ? db.prepare(
              `${generatedTaskCopy(taskColumns, `(select ${generatedParams}) g join tasks b on b.id = g.bank_id`)}`,
            )
          : db.prepare(
              `insert into ${table} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
            );
      for (const row of rows[table]) statement.run(row);
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

async function loadPostgres(client: pg.Client, rows: Rows) {
  const taskColumns = (
    await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'tasks' and is_generated = 'NEVER'
       order by ordinal_position`,
    )
  ).rows.map((r) => r.column_name);
  await client.query('begin');
  for (const table of TABLE_ORDER) {
    const columns = COLUMNS[table];
    const unnest = `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as g(${columnNames(table).join(', ')})`;
    const text =
      table === 'generated_tasks'
        ? generatedTaskCopy(taskColumns, `${unnest} join tasks b on b.id = g.bank_id`)
        : `insert into ${table} (${columnNames(table).join(', ')}) select * from ${unnest}`;
    const all = rows[table];
    for (let from = 0; from < all.length; from += 20_000) {
      const batch = all.slice(from, from + 20_000);
      await client.query(
        text,
        columns.map((_, c) => batch.map((row) => row[c])),
      );
    }
  }
  for (const table of ['users', 'tasks', 'assignments', 'attempts']) {
    await client.query(`select setval(pg_get_serial_sequence($1, 'id'), (select max(id) from ${table}))`, [
      table,
    ]);
  }
  await client.query('commit');
}

// ---------------------------------------------------------------- one dataset

type Dialect = 'sqlite' | 'postgres';

async function build(dialect: Dialect, attempts: number, name: string) {
  const started = performance.now();
  const lap = (what: string, since: number) =>
    say(`  ${what}: ${((performance.now() - since) / 1000).toFixed(1)} s`);
  say(`${dialect}: ${name} (${attempts.toLocaleString('en')} attempts)`);
  const file = sqliteFile(dir, name);
  let url: string;
  if (dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    url = `sqlite:${file}`;
  } else {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${name} cascade`);
    await admin.query(`create schema ${name}`);
    await admin.end();
    url = postgresUrl;
  }
  const open = () =>
    createDatabase(url, {
      searchPath: dialect === 'postgres' ? name : undefined,
      statementTimeoutMs: 3_600_000,
    });

  let step = performance.now();
  let database: AppDatabase = open();
  await migrateToLatest(database.db, dialect === 'postgres' ? name : undefined);
  await seedTaskBank(database.db);
  const bank = (await database.db
    .selectFrom('tasks')
    .select(['id', 'skill_id', 'topic_id', 'difficulty'])
    .where('source', '=', 'bank')
    .where('language', '=', 'lt')
    .where('skill_id', 'is not', null)
    .where('topic_id', 'is not', null)
    .orderBy('id')
    .execute()) as BankTask[];
  const lastTask = await database.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  await database.close();
  lap(`migrations and the task bank (${bank.length} Lithuanian tasks)`, step);

  step = performance.now();
  const { rows, manifest } = generate(
    attempts,
    bank,
    Number(lastTask.id) + 1,
    await hashPassword(BENCH_PASSWORD),
    Date.now(),
  );
  lap('rows made', step);

  step = performance.now();
  if (dialect === 'sqlite') loadSqlite(file, rows);
  else {
    const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${name}` });
    await client.connect();
    try {
      await loadPostgres(client, rows);
    } finally {
      await client.end();
    }
  }
  lap(
    `rows written (${Object.values(rows)
      .reduce((sum, list) => sum + list.length, 0)
      .toLocaleString('en')})`,
    step,
  );

  step = performance.now();
  database = open();
  try {
    await rebuildStudentTotals(database.db as Kysely<Database>);
    // The first task list gives every task its place in the mixed order, as it would have over time.
    const student = Number(rows.tutor_students[0]?.[1]);
    await createTasksRepository(database.db).list(
      { id: student, role: 'student' },
      { language: 'lt' },
      { limit: 1, offset: 0 },
    );
    // PostgreSQL: statistics and the visibility map, as autovacuum leaves a settled table. SQLite is
    // left without statistics, as the server keeps it (decision 008): the plans measured are its plans.
    if (dialect === 'postgres') await vacuumAnalyze(name);
  } finally {
    await database.close();
  }
  lap('totals rebuilt, tasks placed, analysed', step);

  const seconds = (performance.now() - started) / 1000;
  const migrations = migrationsNow();
  writeFileSync(
    manifestFile(dir, name, dialect),
    `${JSON.stringify(
      {
        ...manifest,
        dialect,
        name,
        password: BENCH_PASSWORD,
        built_at: new Date().toISOString(),
        built_in_seconds: Math.round(seconds),
        migrations: migrations.names,
        migrations_hash: migrations.hash,
        ...(dialect === 'sqlite'
          ? { file, megabytes: Math.round(statSync(file).size / 1e6) }
          : { schema: name }),
      },
      null,
      2,
    )}\n`,
  );
  say(`  done in ${seconds.toFixed(0)} s`);
}

async function vacuumAnalyze(schema: string) {
  const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()',
    );
    await client.query(`vacuum analyze ${rows.map((r) => r.name).join(', ')}`);
  } finally {
    await client.end();
  }
}

mkdirSync(dir, { recursive: true });
const dialects: Dialect[] = options.only ? [options.only as Dialect] : ['sqlite', 'postgres'];
if (!dialects.every((d) => d === 'sqlite' || d === 'postgres')) throw new Error('--only sqlite|postgres');
for (const attempts of sizes) {
  for (const dialect of dialects) await build(dialect, attempts, options.name ?? datasetName(attempts));
}
