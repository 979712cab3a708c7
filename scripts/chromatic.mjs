// `npm run chromatic`: publishes the Storybook to Chromatic for visual review of every story (issue 18).
// Chromatic needs the project's token; without it this says so and succeeds, so a clone, a
// developer and CI without the secret are never failed by it. Extra arguments go to the CLI.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log('Set CHROMATIC_PROJECT_TOKEN to publish Storybook to Chromatic; skipping.');
  process.exit(0);
}

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, so it never shows in a process list.
// Visual changes are for review in Chromatic, not a failed run: --exit-zero-on-changes.
const result = spawnSync(
  'npx',
  [
    '--no-install',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (result.error) {
  console.error(`Could not start the Chromatic CLI: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
