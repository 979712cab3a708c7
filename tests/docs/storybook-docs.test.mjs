// The Storybook docs as another department sees them: builds the static Storybook, checks that every
// component the @citytax/ui barrel exports has a docs page, then opens every docs page in headless
// Chromium and checks that it renders a heading, opens no dialog on load, and shows no reference to
// this team's internal papers (spec sections, ADRs, issue numbers).
// Run: node tests/docs/storybook-docs.test.mjs (`npm run test:docs`, a step of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, sep } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Exports of the barrel that are documented on a shared page rather than on a page of their own
 * (`UI/<Name>`). Anything PascalCase the barrel exports and this map does not name needs `UI/<Name>`.
 */
const SHARED_PAGES = {
  // The provider and the `useToast` hook are one component to a user.
  ToastProvider: 'UI/Toast',
  // The display modes are a prop value of the panel.
  DisplayMode: 'UI/TaxpayerDataPanel',
  // Building blocks and helpers for a department's own components.
  DialogFrame: 'UI/Hooks and utilities',
  DefaultLink: 'UI/Hooks and utilities',
  // The provider of the library's texts and locale, with `uiTextEs`, on the page about languages.
  UiTextProvider: 'UI/Languages',
};

/** Text no docs page may show: references to this team's own specification, decisions and tracker. */
const INTERNAL_REFERENCE = /spec §|§\s?\d|docs\/adr|\bADR\b|issue \d|TAX-RULES\.md/i;

/** A Markdown table the page shows as text: Storybook's MDX has no GitHub tables (use a list or JSX). */
const RAW_MARKDOWN_TABLE = /\|\s*:?-{3,}:?\s*\|/;

/** How many docs pages are checked side by side (the machine may have two cores). */
const PAGES_AT_ONCE = 3;
/** A dialog that opens shortly after load (a timer, an effect) still counts as opening on load. */
const SETTLE_MS = 1_000;

/** The PascalCase values (components, and a few objects) the barrel exports. */
function barrelComponents() {
  const source = readFileSync(join(repoRoot, 'packages/ui/src/index.ts'), 'utf8');
  const names = new Set();
  // `export { A, B } from './x';` over one or several lines; `export type { … }` is types only.
  for (const [, list] of source.matchAll(/^export\s+\{([^}]*)\}\s+from\s/gm)) {
    for (const raw of list.split(',')) {
      const item = raw.trim();
      if (!item || item.startsWith('type ')) continue;
      const name = item
        .split(/\s+as\s+/)
        .pop()
        .trim();
      if (/^[A-Z][a-z0-9][A-Za-z0-9]*$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server of `dir` on 127.0.0.1 and a random port. */
async function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (relative(dir, file).startsWith(`..${sep}`)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res
        .writeHead(200, {
          'content-type': MIME[extname(file)] ?? 'application/octet-stream',
          // The build does not change while the test runs: let Chromium cache the bundles across pages.
          'cache-control': 'max-age=3600',
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

let outDir;
let docsEntries;
let buildSeconds;

before(() => {
  outDir = mkdtempSync(join(tmpdir(), 'citytax-storybook-docs-'));
  const buildStarted = Date.now();
  const result = spawnSync('npx', ['storybook', 'build', '-o', outDir, '--quiet', '--disable-telemetry'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: process.env,
  });
  if (result.status !== 0) {
    throw new Error(`storybook build failed (exit ${result.status})\n${result.stdout}\n${result.stderr}`);
  }
  buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(1);
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
  docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');
});

after(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

test('every component the @citytax/ui barrel exports has a docs page', (t) => {
  t.diagnostic(`storybook build: ${buildSeconds}s, ${docsEntries.length} docs pages`);
  const titles = new Set(docsEntries.map((entry) => entry.title));
  const components = barrelComponents();
  assert.ok(components.includes('Button'), 'the barrel was not parsed: Button is missing');
  const missing = components
    .map((name) => ({ name, title: SHARED_PAGES[name] ?? `UI/${name}` }))
    .filter(({ title }) => !titles.has(title))
    .map(({ name, title }) => `${name} (expected a docs page titled "${title}")`);
  assert.deepEqual(missing, [], `components without a docs page:\n  ${missing.join('\n  ')}`);
  for (const title of ['Introduction', 'Getting started', 'Tokens']) {
    assert.ok(titles.has(title), `no "${title}" page`);
  }
});

test('every docs page renders a heading, opens no dialog and shows no internal reference', async (t) => {
  const executablePath = findChromium();
  assert.ok(executablePath, INSTALL_HINT);
  const { server, url } = await serve(outDir);
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  t.after(() => browser.close());
  // One context for every page, so its HTTP cache serves Storybook's bundles after the first page.
  const context = await browser.newContext();

  const problems = [];
  /**
   * Shows a docs page in `page`: the first by loading the iframe, the next ones through Storybook's
   * own channel, as its sidebar does, so the bundles are not parsed again for every page. Resolves
   * when Storybook says the page has rendered.
   */
  async function show(page, entry, first) {
    if (first) {
      await page.goto(`${url}iframe.html?viewMode=docs&id=${entry.id}`);
      return;
    }
    await page.evaluate(
      (id) =>
        new Promise((resolve, reject) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const timer = setTimeout(() => reject(new Error(`no docsRendered for ${id}`)), 20_000);
          const done = (renderedId) => {
            if (renderedId !== id) return;
            clearTimeout(timer);
            channel.off('docsRendered', done);
            resolve();
          };
          channel.on('docsRendered', done);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        }),
      entry.id,
    );
  }

  async function check(page, entry, first, errors) {
    errors.length = 0;
    try {
      await show(page, entry, first);
      await page.locator('#storybook-docs h1').first().waitFor({ state: 'attached', timeout: 20_000 });
      // Every example on the page has rendered (Storybook shows a loader until it has).
      await page.waitForFunction(() => !document.querySelector('#storybook-docs .sb-loader'), null, {
        timeout: 20_000,
      });
      await page.waitForTimeout(SETTLE_MS);
      const found = await page.evaluate(() => ({
        dialogs: [...document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')].map(
          (el) => el.getAttribute('aria-label') ?? el.textContent?.slice(0, 60) ?? '',
        ),
        text: document.querySelector('#storybook-docs')?.textContent ?? '',
        error: document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? 'Storybook shows an error')
          : '',
      }));
      if (found.dialogs.length > 0) problems.push(`${entry.title}: dialogs open on load: ${found.dialogs}`);
      if (found.error) problems.push(`${entry.title}: Storybook shows an error: ${found.error}`);
      if (RAW_MARKDOWN_TABLE.test(found.text))
        problems.push(`${entry.title}: a Markdown table shows as text`);
      const leak = found.text.match(INTERNAL_REFERENCE);
      if (leak) {
        const at = found.text.indexOf(leak[0]);
        const context = found.text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, ' ');
        problems.push(`${entry.title}: internal reference "…${context}…"`);
      }
      if (errors.length > 0) problems.push(`${entry.title}: page errors: ${errors.join(' | ')}`);
    } catch (error) {
      problems.push(`${entry.title}: did not render (${error.message.split('\n')[0]}) ${errors.join(' | ')}`);
    }
  }

  const started = Date.now();
  const queue = [...docsEntries];
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let first = true;
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        await check(page, entry, first, errors);
        first = false;
      }
      await page.close();
    }),
  );
  t.diagnostic(`${docsEntries.length} docs pages checked in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  assert.deepEqual(problems, [], `${problems.length} docs page(s) failed:\n  ${problems.join('\n  ')}`);
});
