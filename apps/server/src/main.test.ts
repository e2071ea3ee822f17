import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(condition: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('starts on an empty SQLite file, prints the demo accounts once, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'taskas-main-'));
    try {
      const first = start({ DATABASE_URL: `sqlite:${join(dir, 'db', 'taskas.db')}` });
      await waitFor(() => first.output().includes('Taškas is running'));
      expect(first.output()).toMatch(/tutor\s+tutor@demo\.taskas\.lt\s+Demo-/);
      const port = /localhost:(\d+)/.exec(first.output())?.[1];
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start({ DATABASE_URL: `sqlite:${join(dir, 'db', 'taskas.db')}` });
      await waitFor(() => second.output().includes('Taškas is running'));
      expect(second.output()).not.toContain('Demo accounts were created');
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start on a bad setting and names it', async () => {
    const run = start({ SESSION_TIMEOUT_MINUTES: 'soon' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SESSION_TIMEOUT_MINUTES');
  });
});
