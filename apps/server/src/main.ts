import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { formatSeededAccounts, prepareDatabase } from './db/startup.ts';
import { closeConnectionsWhenClosing } from './http/graceful-close.ts';

declare const __APP_VERSION__: string | undefined;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev');
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = createDatabase(config.databaseUrl, {
    statementTimeoutMs: config.databaseTimeouts.statementMs,
    acquireTimeoutMs: config.databaseTimeouts.acquireMs,
  });
  const app = await buildApp({ config, database });
  closeConnectionsWhenClosing(app);
  try {
    const { seeded } = await prepareDatabase(app);
    if (seeded.length > 0) console.log(formatSeededAccounts(seeded));
  } catch (err) {
    app.log.fatal({ err }, 'the database could not be prepared');
    await app.close();
    await database.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.scheduler) app.scheduler.start();
  console.log(`Taškas is running at http://localhost:${(app.server.address() as { port: number }).port}`);
}

void main();
