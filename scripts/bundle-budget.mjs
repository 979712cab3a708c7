// Performance budgets of the production build (apps/portal/dist):
// - JS needed to render the first page (the disclaimer): ≤ 110 KB gzip
// - each lazily loaded JS chunk: ≤ 30 KB gzip
// - all CSS: ≤ 20 KB gzip
// - no MSW (library or worker) anywhere in the build.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const KB = 1024;
export const BUDGETS = { initialJs: 110 * KB, lazyChunk: 30 * KB, css: 20 * KB };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.argv[2] ?? join(root, 'apps/portal/dist');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const fmt = (n) => `${(n / KB).toFixed(1)} KB`;

/** Static imports of a built ES module chunk (relative specifiers only). */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = new Set();
  const re = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const m of code.matchAll(re)) found.add(join(dirname(file), m[1]));
  return [...found];
}
function closure(files) {
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

const failures = [];
const files = walk(dist);
const js = files.filter((f) => f.endsWith('.js'));
const css = files.filter((f) => f.endsWith('.css'));

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)].map((m) => join(dist, m[1]));
if (entries.length === 0) failures.push('index.html loads no script: cannot find the entry chunk');
const disclaimer = js.filter((f) => /^Disclaimer[-.]/.test(basename(f)));
if (disclaimer.length === 0)
  failures.push('no Disclaimer chunk found (the disclaimer route module must be lazy)');

const initial = closure([...entries, ...disclaimer]);
const initialBytes = [...initial].reduce((s, f) => s + gz(f), 0);
console.log(
  `First page (disclaimer) JS: ${fmt(initialBytes)} gzip in ${initial.size} files (budget ${fmt(BUDGETS.initialJs)})`,
);
for (const f of initial) console.log(`  ${relative(dist, f)}  ${fmt(gz(f))}`);
if (initialBytes > BUDGETS.initialJs)
  failures.push(`first-page JS ${fmt(initialBytes)} > ${fmt(BUDGETS.initialJs)}`);

for (const f of js.filter((f) => !initial.has(f))) {
  const size = gz(f);
  console.log(`Lazy chunk ${relative(dist, f)}: ${fmt(size)} gzip`);
  if (size > BUDGETS.lazyChunk)
    failures.push(`lazy chunk ${relative(dist, f)} ${fmt(size)} > ${fmt(BUDGETS.lazyChunk)}`);
}

const cssBytes = css.reduce((s, f) => s + gz(f), 0);
console.log(`CSS: ${fmt(cssBytes)} gzip (budget ${fmt(BUDGETS.css)})`);
if (cssBytes > BUDGETS.css) failures.push(`CSS ${fmt(cssBytes)} > ${fmt(BUDGETS.css)}`);

for (const f of files) {
  if (/mockServiceWorker/i.test(basename(f))) failures.push(`MSW worker in the build: ${relative(dist, f)}`);
  if (f.endsWith('.js') || f.endsWith('.html')) {
    const text = readFileSync(f, 'utf8');
    if (/mockServiceWorker|\[MSW\]|msw\/browser/.test(text))
      failures.push(`MSW code in ${relative(dist, f)}`);
  }
}

if (failures.length) {
  console.error('\nBundle budget FAILED:');
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log('\nBundle budget OK; no MSW in the build.');
