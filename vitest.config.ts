import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// '@citytax/source' and not 'source': several npm packages (react-aria, @internationalized/*)
// publish a 'source' condition pointing at files they do not ship or that fail our strict checks.
const resolve = { conditions: ['@citytax/source', 'module', 'browser', 'development|production'] };
// Tests in a node environment resolve through Vite's `ssr` options, which do not read `resolve`: without
// this, '@citytax/api' and '@citytax/tax-rules' would resolve to their built dist/ (docs/adr/0035).
const ssr = { resolve: { conditions: ['@citytax/source', 'module', 'node', 'development|production'] } };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        ssr,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            // The repository's own scripts (npm run chromatic), each in a node environment of its own.
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // Form tests type into many fields with user-event; on a busy 2-core machine that takes seconds.
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/mock-server/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Proof under attack, faults and scale-out (issue 10): real servers and databases, in `npm test`.
        resolve,
        ssr,
        test: {
          name: 'system',
          environment: 'node',
          include: ['tests/{security,reliability,scale-out}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.slow.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same kind of suites that take more than a minute: `npm run test:slow`.
        resolve,
        ssr,
        test: {
          name: 'slow',
          environment: 'node',
          include: ['tests/**/*.slow.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        resolve,
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
      {
        // The same stories in Spanish (the toolbar's Español): `locale: 'es'` as the initial global.
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        resolve,
        test: {
          name: 'storybook-es',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['./.storybook/vitest.setup.es.ts'],
        },
      },
    ],
  },
});
