import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Each worker starts its own server (tests/e2e/fixtures.ts): the same command `npm start` ends
// with, on a fresh data directory, so every worker starts from the seed. Files are spread over the
// workers and run one after another within each; the suite waits on the browser and the server far
// more than it computes, so two workers on two cores take a little over half the time of one.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests',
  // Workspace packages resolve to their sources, as in vitest and the server (see the file).
  tsconfig: './tests/playwright.tsconfig.json',
  projects: [
    {
      name: 'e2e',
      // The end-to-end journeys, and the browser half of the security suite (server messages rendered safely).
      testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
    },
    {
      // Screenshots of every page state at 375 and 1280 px against committed baselines (issue 18;
      // README "Visual review"). Each test photographs only what it made itself or what no test
      // changes, so they spread over the workers one by one.
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      fullyParallel: true,
      snapshotPathTemplate: '{testDir}/visual/__screenshots__/{arg}{ext}',
      expect: {
        timeout: 10_000,
        toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled', caret: 'hide' },
      },
    },
  ],
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
