// Performance budgets of the production build (apps/portal/dist):
// - JS needed to render the first page (the disclaimer): ≤ 95 KB gzip, without the router (ADR 0042)
// - each lazily loaded JS chunk: ≤ 30 KB gzip; the router's (react-router, one module that loads
//   after the first page, shared by every route): ≤ 32 KB gzip
// - all CSS: ≤ 12 KB gzip (one style sheet, which every page waits for before its first paint: ADR 0042)
// - no MSW (library or worker) anywhere in the build;
// - every precompressed .br/.gz file is exactly its file compressed (the server sends them as they are).
// Run as a script it checks the budgets; bench/ imports analyzeBundle for its per-route table.
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const KB = 1024;
export const BUDGETS = { initialJs: 95 * KB, lazyChunk: 30 * KB, routerChunk: 32 * KB, css: 12 * KB };
/** The chunk vite.config.ts gives react-router. */
export const ROUTER_CHUNK = /^router-[\w-]+\.js$/;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DIST = join(root, 'apps/portal/dist');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
/** Gzip size (level 9) of a file in bytes. */
export const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

/** Static imports of a built ES module chunk (relative specifiers only). */
export function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  const re = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(join(dirname(file), m[1]));
  return [...found];
}
/** The chunks and every chunk they import statically, transitively. */
export function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
}

/** Measures a build against the budgets without printing; `failures` is empty when it passes. */
export function analyzeBundle(dist = DEFAULT_DIST) {
  const failures = [];
  const files = walk(dist);
  const js = files.filter((f) => f.endsWith('.js'));
  const css = files.filter((f) => f.endsWith('.css'));

  // The first page as the server sends it: the prerendered agreement (its boot script names the
  // entry and the preloads, ADR 0042), or index.html for a build without prerendered pages.
  const agreement = join(dist, 'pages/en/agreement.html');
  const html = readFileSync(existsSync(agreement) ? agreement : join(dist, 'index.html'), 'utf8');
  const named = [
    ...[...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-(?:entry|preload)="([^"]*)"/g)].flatMap((m) => m[1].split(' ')),
  ];
  const entries = [...new Set(named.filter(Boolean).map((file) => join(dist, file.replace(/^\//, ''))))];
  if (entries.length === 0) failures.push('index.html loads no script: cannot find the entry chunk');
  const disclaimer = js.filter((f) => /^Disclaimer[-.]/.test(basename(f)));
  if (disclaimer.length === 0)
    failures.push('no Disclaimer chunk found (the disclaimer route module must be lazy)');

  const initial = closure([...entries, ...disclaimer]);
  const initialFiles = [...initial].map((file) => ({ file, size: gz(file) }));
  const initialBytes = initialFiles.reduce((s, f) => s + f.size, 0);
  if (initialBytes > BUDGETS.initialJs)
    failures.push(`first-page JS ${fmt(initialBytes)} > ${fmt(BUDGETS.initialJs)}`);

  for (const file of initial) {
    if (ROUTER_CHUNK.test(basename(file)))
      failures.push(`the router (${relative(dist, file)}) is on the first page`);
  }
  const routerChunks = js.filter((f) => ROUTER_CHUNK.test(basename(f)));
  if (routerChunks.length !== 1)
    failures.push(`expected one router chunk (router-*.js), found ${routerChunks.length}`);

  const lazy = js.filter((f) => !initial.has(f)).map((file) => ({ file, size: gz(file) }));
  for (const { file, size } of lazy) {
    const limit = ROUTER_CHUNK.test(basename(file)) ? BUDGETS.routerChunk : BUDGETS.lazyChunk;
    if (size > limit) failures.push(`lazy chunk ${relative(dist, file)} ${fmt(size)} > ${fmt(limit)}`);
  }

  const cssFiles = css.map((file) => ({ file, size: gz(file) }));
  const cssBytes = cssFiles.reduce((s, f) => s + f.size, 0);
  if (cssBytes > BUDGETS.css) failures.push(`CSS ${fmt(cssBytes)} > ${fmt(BUDGETS.css)}`);

  for (const f of walk(dist).filter((p) => p.endsWith('.br') || p.endsWith('.gz'))) {
    const original = f.slice(0, -3);
    let same = false;
    try {
      const packed = readFileSync(f);
      const unpacked = f.endsWith('.br') ? brotliDecompressSync(packed) : gunzipSync(packed);
      same = unpacked.equals(readFileSync(original));
    } catch {
      same = false;
    }
    if (!same) failures.push(`${relative(dist, f)} is not ${relative(dist, original)} compressed`);
  }

  for (const f of files) {
    if (/mockServiceWorker/i.test(basename(f)))
      failures.push(`MSW worker in the build: ${relative(dist, f)}`);
    if (f.endsWith('.js') || f.endsWith('.html')) {
      const text = readFileSync(f, 'utf8');
      if (/mockServiceWorker|\[MSW\]|msw\/browser/.test(text))
        failures.push(`MSW code in ${relative(dist, f)}`);
    }
  }
  return { dist, entries, initial, initialFiles, initialBytes, lazy, cssFiles, cssBytes, failures };
}

function main(dist) {
  const r = analyzeBundle(dist);
  console.log(
    `First page (disclaimer) JS: ${fmt(r.initialBytes)} gzip in ${r.initial.size} files (budget ${fmt(BUDGETS.initialJs)})`,
  );
  for (const { file, size } of r.initialFiles) console.log(`  ${relative(dist, file)}  ${fmt(size)}`);
  for (const { file, size } of r.lazy) console.log(`Lazy chunk ${relative(dist, file)}: ${fmt(size)} gzip`);
  console.log(`CSS: ${fmt(r.cssBytes)} gzip (budget ${fmt(BUDGETS.css)})`);

  if (r.failures.length) {
    console.error('\nBundle budget FAILED:');
    for (const f of r.failures) console.error(`  - ${f}`);
    process.exit(1);
  }
  console.log('\nBundle budget OK; no MSW in the build.');
}

const invokedAs = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (invokedAs === import.meta.url) main(process.argv[2] ?? DEFAULT_DIST);
