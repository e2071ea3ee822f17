import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('runs on an embedded SQLite file with the documented defaults', () => {
    const config = loadConfig({}, '1.2.3');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/taskas.db',
      sessionTimeoutMinutes: 30,
      seedDemo: true,
      version: '1.2.3',
      redisUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db/taskas',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-long-password',
      SMTP_URL: 'smtp://mail:25',
      SESSION_TIMEOUT_MINUTES: '45',
      APP_VERSION: '2026.11.22',
      SEED_DEMO: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db/taskas',
      admin: { email: 'boss@example.com', password: 'a-long-password' },
      sessionTimeoutMinutes: 45,
      version: '2026.11.22',
      seedDemo: false,
      publicUrl: 'http://localhost:8080',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SESSION_TIMEOUT_MINUTES: '0' }, 'SESSION_TIMEOUT_MINUTES'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'a-long-password' }, 'ADMIN_EMAIL'],
  ])('stops with a message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it.each([
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
  ])('reads TRUST_PROXY=%s as the hops or proxy addresses to believe', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes please', '10.0.0.1, proxy.local', '10.0.0.0/33', '-1'])(
    'stops on a TRUST_PROXY that is neither a hop count nor addresses (%s)',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );

  it('reads the limits and the request timeout, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      limits: { authPerAddressPerMinute: 30, loginFailuresPerAccount: 10, generatedTasksPerHour: 60 },
      requestTimeoutSeconds: 15,
    });
    expect(
      loadConfig({
        AUTH_RATE_LIMIT_PER_ADDRESS: '100',
        LOGIN_FAILURES_PER_ACCOUNT: '5',
        GENERATED_TASKS_PER_HOUR: '20',
        REQUEST_TIMEOUT_SECONDS: '30',
      }),
    ).toMatchObject({
      limits: { authPerAddressPerMinute: 100, loginFailuresPerAccount: 5, generatedTasksPerHour: 20 },
      requestTimeoutSeconds: 30,
    });
    expect(() => loadConfig({ GENERATED_TASKS_PER_HOUR: '0' })).toThrow(/GENERATED_TASKS_PER_HOUR: /);
  });
});
