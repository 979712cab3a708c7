import { buildApp, LOG_REDACT, LOG_SERIALIZERS } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, type Database } from './db/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_REGISTRATION_STATUSES, seed } from './db/seed';

function printAccounts(url: string): void {
  const rows = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.outcome}`);
  const statuses = SEED_REGISTRATION_STATUSES.map(
    (s) =>
      `  ${s.taxpayerId.padEnd(8)} ${s.status.padEnd(28)} ${s.federalIdLast4 ? `last4 ${s.federalIdLast4} zip ${s.zip}` : ''}`,
  );
  process.stdout.write(
    `\nCity Tax e-File server listening on ${url}\n\nDemo accounts (password ${DEMO_PASSWORD}):\n${rows.join('\n')}\n\nRegistration demo taxpayers:\n${statuses.join('\n')}\n\n`,
  );
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const database: Database = await openDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await seed(database.db);

  const app = await buildApp({
    config,
    db: database.db,
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT, censor: '[redacted]' },
      serializers: LOG_SERIALIZERS,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  printAccounts(`http://${host}:${port}`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
