import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every server this test process started; killed on its exit whatever happened. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

export type ServerProcess = {
  readonly name: string;
  readonly port: number;
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly pid: number;
  /** The exit code, or the signal that ended it. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** Still running. */
  alive(): boolean;
  output(): string;
  kill(signal: NodeJS.Signals): void;
};

/** A port nobody listens on now (the server is started on it right after). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The server as it runs in production, `main.ts` in a process of its own (so it can be sent SIGTERM or
 * killed outright), from source through tsx: about three seconds to start, and it runs in the unit-test
 * phase, before anything is built. Resolves once it listens; rejects with its output if it exits first.
 */
export async function startServerProcess(
  name: string,
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let running = true;
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      started.delete(child);
      resolve(code ?? signal ?? 'SIGKILL');
    }),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Taškas is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output}`));
    });
  });
  try {
    await listening;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    alive: () => running,
    output: () => output,
    kill: (signal) => {
      child.kill(signal);
    },
  };
}

/** Ends a server whatever its state, waiting for its exit. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server?.alive()) return;
  server.kill('SIGKILL');
  await server.exited;
}

/**
 * A PostgreSQL database of its own on the test server: the instances work in its `public` schema, as a
 * deployment does, and nothing they write (or their migration bookkeeping) meets another test's.
 */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; dispose(): Promise<void> }> {
  const name = `taskas_cluster_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)` ends the connections of an instance that was killed and not yet noticed.
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}
