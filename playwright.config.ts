import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// One server for the whole run: the same command `npm start` ends with, on a
// fresh data directory, so every run starts from the seed.
const port = Number(process.env.E2E_PORT ?? 18_180);
// The payment provider simulator `npm run serve` starts next to the server (ADR 0014).
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 1);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'citytax-e2e-'));

export default defineConfig({
  testDir: 'tests',
  // The end-to-end journeys, and the browser half of the security suite (server messages rendered safely).
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'npm run serve',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Many registrations and resets come from 127.0.0.1 in one run.
      EMAIL_RATE_LIMIT_MAX: '100',
      SIGNIN_RATE_LIMIT_MAX: '100',
      PAYMENT_PROVIDER_PORT: String(providerPort),
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
    },
  },
});
