// `npm test`: the one command that says whether the project works.
// Runs every check in order and stops at the first failure.
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unit and server tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server']],
  [
    'security, reliability and scale-out tests',
    'npx',
    ['vitest', 'run', '--project', 'system', '--passWithNoTests'],
  ],
  ['story tests (Chromium + axe)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['production build', 'npm', ['run', 'build']],
  ['@citytax/ui package (tarball in a fresh Vite app, Chromium)', 'node', ['tests/package/ui-pack.test.mjs']],
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  ['end-to-end tests (Chromium + axe)', 'npx', ['playwright', 'test']],
];

let passed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
  passed += 1;
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`steps: ${passed} passed, 0 failed`);
