// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAtomically } from './atomicBuild.mjs';

describe('buildAtomically', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function withLastBuild() {
    dir = mkdtempSync(path.join(tmpdir(), 'citytax-build-'));
    const target = path.join(dir, 'dist');
    mkdirSync(path.join(target, 'pages'), { recursive: true });
    writeFileSync(path.join(target, 'pages', 'index.html'), 'last good build');
    return target;
  }

  it('a failed step leaves the last build whole and no staging folder behind', async () => {
    const target = withLastBuild();
    await expect(
      buildAtomically({
        target,
        steps: (staging) => {
          mkdirSync(staging, { recursive: true });
          writeFileSync(path.join(staging, 'index.html'), 'half');
          throw new Error('jsxDEV is not a function');
        },
      }),
    ).rejects.toThrow('jsxDEV is not a function');
    expect(readFileSync(path.join(target, 'pages', 'index.html'), 'utf8')).toBe('last good build');
    expect(readdirSync(dir)).toEqual(['dist']);
  });

  it('a build that succeeds replaces the last one whole', async () => {
    const target = withLastBuild();
    await buildAtomically({
      target,
      steps: async (staging) => {
        // While the steps run, the target still holds the last build.
        expect(readFileSync(path.join(target, 'pages', 'index.html'), 'utf8')).toBe('last good build');
        mkdirSync(path.join(staging, 'pages'), { recursive: true });
        writeFileSync(path.join(staging, 'pages', 'index.html'), 'new build');
      },
    });
    expect(readFileSync(path.join(target, 'pages', 'index.html'), 'utf8')).toBe('new build');
    expect(readdirSync(dir)).toEqual(['dist']);
  });

  it('builds where there was no build yet', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'citytax-build-'));
    const target = path.join(dir, 'dist');
    await buildAtomically({ target, steps: (staging) => mkdirSync(staging) });
    expect(existsSync(target)).toBe(true);
  });
});
