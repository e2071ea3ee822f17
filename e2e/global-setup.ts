import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A real SMTP receiver for the server's mail: each message is appended, raw, as one JSON line to the
 * mailbox file the journeys read (support/mailbox.ts).
 */
async function startMailReceiver(mailboxFile: string): Promise<{ url: string; close(): Promise<void> }> {
  writeFileSync(mailboxFile, '');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        appendFileSync(
          mailboxFile,
          `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * Starts the built server (`npm run build` ran before) on a free port with a fresh SQLite file and
 * the demo seed, and hands the printed demo passwords to the journeys through a JSON file.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-e2e-'));
  const port = await freePort();
  const mailboxFile = join(dir, 'mailbox.jsonl');
  const mail = await startMailReceiver(mailboxFile);
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'e2e.db')}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // Invitations and reset links go through a real SMTP receiver; their links point at this server.
      SMTP_URL: mail.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey logs in from this one address, like a whole school behind one NAT.
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
      // Journeys let a due time pass by moving the server's clock (POST /api/v1/test/clock) and run the
      // reminder scheduler at once (POST /api/v1/test/scheduler/run) instead of waiting.
      TEST_CLOCK: '1',
      // No minute timer: a reminder written by a tick that happens to land mid-journey would change the
      // counts the journeys read. The scheduler itself is tested with two instances in the server tests.
      SCHEDULER: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const deadline = Date.now() + 60_000;
  while (!output.includes('Taškas is running')) {
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const accounts = [...output.matchAll(/^ {2}(admin|tutor|student)\s+(\S+@\S+)\s+(\S+)/gm)].map((m) => ({
    role: m[1],
    email: m[2],
    password: m[3],
  }));
  const accountsFile = join(dir, 'accounts.json');
  writeFileSync(accountsFile, JSON.stringify(accounts));
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_ACCOUNTS_FILE = accountsFile;
  process.env.E2E_MAILBOX_FILE = mailboxFile;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mail.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
