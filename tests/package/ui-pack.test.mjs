// Packaging test of @citytax/ui: builds the library, packs it with `npm pack`, installs the tarball in a
// scratch Vite React app outside the workspace, type-checks the app against the packed .d.ts, builds it
// and checks in headless Chromium that the components render with the packed CSS.
// It proves what a consumer sees: the exports map, the ESM entry, the declarations and style.css.
// Run: node tests/package/ui-pack.test.mjs (a step of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';

/**
 * The dialog the scratch app imports and opens next to a Button. It must take `open`,
 * `onOpenChange`, `title` and `message`. Switch to 'ConfirmDialog' once the barrel exports it.
 */
const DIALOG_COMPONENT = 'ConfirmDialog';
/** The components the scratch app imports from '@citytax/ui'. */
const SCRATCH_APP_COMPONENTS = ['Button', DIALOG_COMPONENT];

/** Exact versions, all in the npm cache after the root install, so --prefer-offline needs no network. */
const SCRATCH_APP_PACKAGES = [
  'react@19.3.1',
  'react-dom@19.3.1',
  'vite@8.3.8',
  '@vitejs/plugin-react@6.3.0',
  'typescript@5.9.3',
  '@types/react@19.3.0',
  '@types/react-dom@19.3.0',
];

const BUTTON_LABEL = 'Save and continue';
const DIALOG_TITLE = 'Packaged dialog';
const DIALOG_MESSAGE = 'This dialog comes from the packed tarball.';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd} (exit ${result.status})\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

function writeScratchApp(dir) {
  const files = {
    'package.json': JSON.stringify({ name: 'citytax-ui-scratch', private: true, type: 'module' }, null, 2),
    'index.html':
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8"><title>Scratch</title><link rel="icon" href="data:,"></head>' +
      '<body><main id="root"></main><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'vite.config.js': [
      "import react from '@vitejs/plugin-react';",
      "import { defineConfig } from 'vite';",
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // Library declarations are checked too: a broken .d.ts in the tarball fails the test.
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    ),
    'src/css.d.ts': "declare module '*.css';\n",
    'src/main.tsx': `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ${SCRATCH_APP_COMPONENTS.join(', ')} } from '@citytax/ui';
import '@citytax/ui/style.css';

// Fails type-checking if the packed declarations resolve to 'any' instead of the real props.
// @ts-expect-error 'sparkly' is not a ButtonVariant
export const typeProbe = <Button variant="sparkly">x</Button>;

function App() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        ${BUTTON_LABEL}
      </Button>
      <${DIALOG_COMPONENT}
        open={open}
        onOpenChange={setOpen}
        title="${DIALOG_TITLE}"
        message="${DIALOG_MESSAGE}"
      />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<App />);
`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
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

test('@citytax/ui works from its npm tarball in a fresh Vite React app', { timeout: 180_000 }, async (t) => {
  const executablePath = findChromium();
  assert.ok(executablePath, INSTALL_HINT);
  const work = mkdtempSync(join(tmpdir(), 'citytax-ui-pack-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));

  run('npm', ['run', 'build', '-w', '@citytax/ui'], repoRoot);

  const packDir = join(work, 'pack');
  mkdirSync(packDir);
  const [packed] = JSON.parse(
    run('npm', ['pack', '-w', '@citytax/ui', '--json', '--pack-destination', packDir], repoRoot),
  );
  const packedFiles = packed.files.map((f) => f.path);
  for (const expected of [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/style.css',
  ]) {
    assert.ok(packedFiles.includes(expected), `the tarball lacks ${expected}`);
  }
  assert.ok(!packedFiles.some((f) => f.startsWith('src/')), 'the tarball must not ship src/');
  const tarball = join(packDir, packed.filename);

  const app = join(work, 'app');
  mkdirSync(app);
  writeScratchApp(app);
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      ...SCRATCH_APP_PACKAGES,
    ],
    app,
  );
  run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
  run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], app);

  const { server, url } = await serve(join(app, 'dist'));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(url);

  const dialog = page
    .getByRole('dialog', { name: DIALOG_TITLE })
    .or(page.getByRole('alertdialog', { name: DIALOG_TITLE }));
  await dialog.waitFor({ state: 'visible', timeout: 10_000 });
  assert.match((await dialog.textContent()) ?? '', new RegExp(DIALOG_MESSAGE.replace('.', '\\.')));
  // The page's Button is behind the modal (aria-hidden), so it is found by its text, not its role.
  assert.ok(await page.getByText(BUTTON_LABEL, { exact: true }).isVisible(), 'the Button is not visible');

  // style.css is loaded: the design tokens are defined and the dialog is styled by its CSS module.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ct-color-primary').trim(),
  );
  assert.equal(primary, '#0b4f8a');
  assert.deepEqual(errors, []);
});
