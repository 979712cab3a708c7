import path from 'node:path';
import { buildApp, serverLogOptions } from './app';
import { ConfigError, loadConfig, startupWarnings, type Config } from './config';
import { openDb, type Database } from './db/index';
import { demoDataRefusal, seed } from './db/seed';
import { startBanner } from './startBanner';
import { PAYMENT_LOG_REDACT } from './provider/protocol';
import { fileUploadStore } from './uploads';
import { buildProvider } from './provider/simulator';

const displayHost = (host: string) => (host === '0.0.0.0' || host === '::' ? 'localhost' : host);

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
  if (!config.payments.callbackSecret) {
    process.stderr.write(
      'Invalid configuration:\n  PAYMENT_CALLBACK_SECRET: is required in production (at least 32 characters)\n',
    );
    process.exit(1);
  }
  if (!config.signIn.deviceCookieSecret) {
    process.stderr.write(
      'Invalid configuration:\n  DEVICE_COOKIE_SECRET: is required in production (at least 32 characters)\n',
    );
    process.exit(1);
  }
  if (!config.secondStep.secretKey) {
    process.stderr.write(
      'Invalid configuration:\n  SECOND_STEP_KEY: is required in production (at least 32 characters)\n',
    );
    process.exit(1);
  }

  const warnings = startupWarnings(config);
  const banner = (text: string) => `\n${'!'.repeat(78)}\n${text}\n${'!'.repeat(78)}\n\n`;
  for (const warning of warnings) process.stderr.write(banner(warning));

  // Migrations and seed under one lock: instances may start together on one database.
  const database: Database = await openDb({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
    setup: (db) =>
      seed(db, new Date(), { demo: config.demoData, secondStepKey: config.secondStep.secretKey }),
  });
  const refusal = config.production ? await demoDataRefusal(database.db) : null;
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    // PGlite runs in this thread: upload bytes go to files, not through it (ADR 0025).
    ...(database.driver === 'pglite'
      ? { uploadStore: fileUploadStore(path.join(config.dataDir, 'uploads')) }
      : {}),
    logger: serverLogOptions(config.logLevel, PAYMENT_LOG_REDACT),
  });

  for (const warning of warnings) app.log.warn({ event: 'startup_warning' }, warning);

  // The card payment provider simulator: its own listener and origin, as a real provider is.
  const provider = config.payments.simulator.enabled
    ? await buildProvider({
        secret: config.payments.callbackSecret,
        applicationId: config.payments.applicationId,
        messageVersion: config.payments.messageVersion,
        logger: serverLogOptions(config.logLevel, PAYMENT_LOG_REDACT),
      })
    : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await provider?.close();
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

  // The provider first: once the server answers /healthz, payments work too.
  let providerPort = config.payments.simulator.port;
  if (provider) {
    await provider.listen({ port: config.payments.simulator.port, host: config.host });
    const address = provider.server.address();
    if (typeof address === 'object' && address) providerPort = address.port;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    startBanner({
      url: `http://${displayHost(config.host)}:${port}`,
      demo: config.demoData,
      production: config.production,
    }),
  );
  if (provider) {
    process.stdout.write(
      `Payment provider simulator listening on http://${displayHost(config.host)}:${providerPort} ` +
        `(the portal sends payers to ${config.payments.providerUrl}/pay)\n\n`,
    );
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
