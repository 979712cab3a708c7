// `npm test`: the one command that says whether the project works.
// Runs every check in order and stops at the first failure. The static checks (types, lint,
// formatting) are independent and single-threaded, so they run side by side, each with its
// output held back and printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromium;

const staticChecks = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];

const steps = [
  [
    'unit and server tests',
    'npx',
    // Two workers on two cores: vitest's default (cores − 1) leaves one idle while the server
    // suites wait on the database; two take about two thirds of the time.
    ['vitest', 'run', '--project', 'unit', '--project', 'server', '--maxWorkers=2'],
  ],
  [
    'security, reliability and scale-out tests',
    'npx',
    ['vitest', 'run', '--project', 'system', '--passWithNoTests'],
  ],
  ['story tests (Chromium + axe)', 'npx', ['vitest', 'run', '--project', 'storybook']],
  // Every story again in Spanish (the toolbar's Español), axe included.
  ['story tests in Spanish (Chromium + axe)', 'npx', ['vitest', 'run', '--project', 'storybook-es']],
  // From a shell whose NODE_ENV says development, as many developers' do: the build is a production
  // build whatever NODE_ENV says (issue 31), and the steps after it test that build.
  [
    'production build (NODE_ENV=development in the shell)',
    'npm',
    ['run', 'build'],
    { NODE_ENV: 'development' },
  ],
  // Storybook built: every component has a docs page, and no docs page opens a dialog on load.
  ['Storybook docs pages (Chromium)', 'node', ['tests/docs/storybook-docs.test.mjs']],
  [
    'published packages (tarballs in fresh Vite apps on React 18 and 19, Chromium)',
    'node',
    ['tests/package/pack-install.test.mjs'],
  ],
  ['bundle budget', 'node', ['scripts/bundle-budget.mjs']],
  // Both Playwright projects: the end-to-end journeys, and the screenshots at 375 and 1280 px (tests/visual).
  ['end-to-end and screenshot tests (Chromium + axe)', 'npx', ['playwright', 'test']],
];

let passed = 0;
const started = Date.now();
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function fail(name, t0, status) {
  console.error(`\n✗ ${name} failed after ${seconds(t0)}s`);
  console.log(`steps: ${passed} passed, 1 failed`);
  process.exit(status ?? 1);
}

/** Runs a command with its output captured; resolves with its exit status and output. */
function runCaptured(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const t0 = Date.now();
const results = await Promise.all(
  staticChecks.map(async ([name, cmd, args]) => ({
    name,
    ...(await runCaptured(cmd, args)),
    t: seconds(t0),
  })),
);
for (const { name, status, output, t } of results) {
  console.log(`\n=== ${name} ===`);
  process.stdout.write(
    output
      .split('\n')
      .filter((l) => !l.includes('Unknown user config'))
      .join('\n'),
  );
  if (status !== 0) fail(name, t0, status);
  console.log(`✓ ${name} (${t}s, side by side)`);
  passed += 1;
}

for (const [name, cmd, args, env = {}] of steps) {
  const t1 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) fail(name, t1, result.status);
  console.log(`✓ ${name} (${seconds(t1)}s)`);
  passed += 1;
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`steps: ${passed} passed, 0 failed`);
