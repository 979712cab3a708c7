import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server';

/** First port of the per-worker servers; worker n uses BASE_PORT + 2n and the next port for its payment provider. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 18_180);

/**
 * The end-to-end `test`: every Playwright worker runs its files against a server of its own, started
 * as `npm run serve` does, on a fresh data directory (so from the seed), with its own payment
 * provider simulator. The workers share nothing, so files can run side by side; within a worker
 * they run one after another.
 */
export const test = base.extend<object, { portal: RunningServer }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const port = BASE_PORT + 2 * workerInfo.parallelIndex;
      const providerPort = port + 1;
      const server = await startServer(port, {
        NODE_ENV: 'test',
        // Many registrations, resets and sign-ins come from 127.0.0.1 in one run.
        EMAIL_RATE_LIMIT_MAX: '100',
        SIGNIN_RATE_LIMIT_MAX: '100',
        PAYMENT_PROVIDER_PORT: String(providerPort),
        PAYMENT_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // Playwright passes the value through its second argument; it is named `provide` here, not the
  // usual `use`, which the React hooks lint rule would take for React's use().
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
});

export { expect } from '@playwright/test';
