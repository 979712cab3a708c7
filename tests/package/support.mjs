// Helpers of the pack-and-install test (pack-install.test.mjs): build and pack the publishable
// packages once, install their tarballs in a scratch app outside the workspace, serve a built app,
// measure gzip sizes and read CSS.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The published packages. */
export const PUBLISHED = ['@citytax/tax-rules', '@citytax/api', '@citytax/ui', '@citytax/forms'];

/** What no tarball may hold: sources, tests, stories and their helpers, docs pages, MSW test kits. */
const NOT_SHIPPED = /(^src\/|\.(test|stories)\.|\.mdx$|story|testKit|componentExamples)/i;

/** Runs a command; throws with its output when it fails, returns its stdout when it succeeds. */
export function run(cmd, args, cwd, env = {}) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd} (exit ${result.status})\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * Builds every published package (`npm run build:packages`, which knows their order: declarations
 * of forms need those of ui, api and tax-rules) and packs them into `packDir` with one `npm pack`. Checks each tarball's file list and returns, per package name, the tarball's path,
 * its file list and its packed and unpacked sizes in bytes.
 */
export function buildAndPack(packDir) {
  run('npm', ['run', 'build:packages'], repoRoot);
  mkdirSync(packDir, { recursive: true });
  const packed = JSON.parse(
    run(
      'npm',
      ['pack', ...PUBLISHED.flatMap((name) => ['-w', name]), '--json', '--pack-destination', packDir],
      repoRoot,
    ),
  );
  const result = {};
  for (const entry of packed) {
    const files = entry.files.map((f) => f.path);
    for (const expected of [
      'package.json',
      'README.md',
      'CHANGELOG.md',
      'dist/index.js',
      'dist/index.d.ts',
    ]) {
      assert.ok(files.includes(expected), `the ${entry.name} tarball lacks ${expected}`);
    }
    const unwanted = files.filter((f) => NOT_SHIPPED.test(f));
    assert.deepEqual(unwanted, [], `the ${entry.name} tarball ships sources, tests or stories`);
    const manifest = JSON.parse(
      readFileSync(join(repoRoot, 'node_modules', entry.name, 'package.json'), 'utf8'),
    );
    assert.ok(!manifest.private, `${entry.name} is private and cannot be published`);
    result[entry.name] = {
      tarball: join(packDir, entry.filename),
      files,
      size: entry.size,
      unpackedSize: entry.unpackedSize,
    };
  }
  assert.deepEqual(Object.keys(result).sort(), [...PUBLISHED].sort());
  return result;
}

/** The JavaScript files under `dir`, recursively. */
export function jsFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => f.endsWith('.js') && statSync(f).isFile());
}

/** The gzip size (level 9, as bundle reports count it) of the JavaScript files under `dir`. */
export function gzipSizeOfJs(dir) {
  return jsFiles(dir).reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** Writes `files` (path → content) under `dir`. */
export function writeFiles(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

/** The class names (without the dot) that `css` defines. */
export function definedClasses(css) {
  return new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]),
  );
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** A static server of `dir` on 127.0.0.1 and a random port. */
export async function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (relative(dir, file).startsWith(`..${sep}`)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

/** Bytes as kilobytes with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
