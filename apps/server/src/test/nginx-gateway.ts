import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Upstream } from './round-robin-proxy.ts';
import { freePort } from './server-processes.ts';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const deployDir = fileURLToPath(new URL('../../../../deploy/', import.meta.url));

export type NginxGateway = {
  /** `https://127.0.0.1:PORT`: the TLS server of deploy/nginx.conf (a self-signed certificate). */
  readonly url: string;
  /** `http://127.0.0.1:PORT`: its plain-HTTP server, which only redirects. */
  readonly plainUrl: string;
  /** The upstream that answered the response carrying this `X-Request-Id`, from nginx's access log. */
  servedBy(requestId: string): Promise<string | undefined>;
  close(): Promise<void>;
};

/** Replaces `from` (which must occur) in the shipped file: a changed file fails loudly, never quietly. */
function replaceOnce(text: string, from: string | RegExp, to: string, file: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`${file} no longer contains ${from}: update the test's templating`);
  return text.replace(from, to);
}

/**
 * Debian's nginx running deploy/nginx.conf and deploy/nginx-upstream.conf as shipped, except for the
 * ports it listens on, the instances' ports, the certificate (made here) and the log's path. The
 * surrounding nginx.conf turns gzip on for everything, as Debian's own does, so that the site's
 * `gzip off` is what keeps nginx from compressing the app's answers again.
 */
export async function startNginx(upstreams: [Upstream, Upstream]): Promise<NginxGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'taskas-nginx-'));
  // Workers run as an unprivileged user when the master is root: they must reach the temp folders.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );

  let site = readFileSync(join(deployDir, 'nginx.conf'), 'utf8');
  site = replaceOnce(site, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${httpPort};`, 'nginx.conf');
  site = replaceOnce(
    site,
    /^ {4}listen 443 ssl http2;$/m,
    `    listen 127.0.0.1:${httpsPort} ssl http2;`,
    'nginx.conf',
  );
  site = replaceOnce(site, '/etc/ssl/taskas/fullchain.pem', join(dir, 'cert.pem'), 'nginx.conf');
  site = replaceOnce(site, '/etc/ssl/taskas/privkey.pem', join(dir, 'key.pem'), 'nginx.conf');
  const accessLog = join(dir, 'access.log');
  site = replaceOnce(site, '/var/log/nginx/taskas.access.log', accessLog, 'nginx.conf');
  writeFileSync(join(dir, 'taskas.conf'), site);

  let upstream = readFileSync(join(deployDir, 'nginx-upstream.conf'), 'utf8');
  upstream = replaceOnce(upstream, '127.0.0.1:3001', `127.0.0.1:${upstreams[0].port}`, 'nginx-upstream.conf');
  upstream = replaceOnce(upstream, '127.0.0.1:3002', `127.0.0.1:${upstreams[1].port}`, 'nginx-upstream.conf');
  writeFileSync(join(dir, 'taskas-upstream.conf'), upstream);

  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      ...(isRoot ? ['user nobody nogroup;'] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      '  default_type application/octet-stream;',
      '  gzip on;',
      '  gzip_proxied any;',
      '  gzip_types text/plain text/css application/json application/javascript text/event-stream;',
      `  include ${join(dir, 'taskas-upstream.conf')};`,
      `  include ${join(dir, 'taskas.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));

  const errorLog = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}\n${errorLog()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(httpsPort, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen in time:\n${stderr}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const names = new Map(upstreams.map((u) => [`127.0.0.1:${u.port}`, u.name]));
  const lookUp = (requestId: string) => {
    const line = readFileSync(accessLog, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(`request_id=${requestId}`));
    // After a retry nginx lists every instance it tried; the last one answered.
    const tried = line ? /upstream=(\S+(?:, \S+)*) upstream_status=/.exec(line)?.[1] : undefined;
    return tried ? names.get(tried.split(', ').at(-1) ?? '') : undefined;
  };

  return {
    url: `https://127.0.0.1:${httpsPort}`,
    plainUrl: `http://127.0.0.1:${httpPort}`,
    async servedBy(requestId) {
      // nginx writes a request's line once the response has ended.
      for (let i = 0; i < 50; i += 1) {
        const name = existsSync(accessLog) ? lookUp(requestId) : undefined;
        if (name) return name;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    },
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      // KEEP_NGINX_DIR=1 leaves the configuration and nginx's logs for a look after a failure.
      if (process.env.KEEP_NGINX_DIR) console.log(`nginx files kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
