import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/mock-server), found from this module wherever it runs: as
 * source (src/paths.ts) or bundled into dist/main.js (ADR 0041), so files beside the package
 * (the migrations) and the repository root resolve the same from both.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@citytax/mock-server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/mock-server/package.json not found above the server module');
    dir = parent;
  }
}

export const SERVER_ROOT = serverRoot();

/** The repository root, so relative paths mean the same from any working directory. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

/** The committed drizzle migrations. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
