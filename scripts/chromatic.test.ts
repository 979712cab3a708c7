// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./chromatic.mjs', import.meta.url));

/** Runs `npm run chromatic`'s script with the environment given, as CI would without the secret. */
function run(env: Record<string, string | undefined>) {
  const { CHROMATIC_PROJECT_TOKEN: _ignored, ...rest } = process.env;
  return spawnSync(process.execPath, [SCRIPT], {
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('npm run chromatic', () => {
  it.each([
    ['unset', {}],
    ['empty', { CHROMATIC_PROJECT_TOKEN: '' }],
    ['blank', { CHROMATIC_PROJECT_TOKEN: '  ' }],
  ])('without a token (%s) says what it needs, publishes nothing and succeeds', (_case, env) => {
    const result = run(env);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(
      'Set CHROMATIC_PROJECT_TOKEN to publish Storybook to Chromatic; skipping.',
    );
    expect(result.stderr).toBe('');
  });
});
