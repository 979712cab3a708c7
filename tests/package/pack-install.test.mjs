// Pack-and-install test of the published packages (@citytax/ui, @citytax/forms and what forms
// needs, @citytax/api and @citytax/tax-rules). Builds and packs them once, then, for React 19 and
// for React 18, installs the tarballs in a scratch Vite React app outside the workspace and:
//   - type-checks the app (strict, library declarations checked) with refs on fields and buttons;
//   - renders every component example and two form modules with renderToString in Node;
//   - builds the app and checks in headless Chromium that the components and a form render with
//     the packed stylesheets, and that the refs reach their elements;
//   - measures what a Button-only import adds on top of React (at most 3 KB gzip);
//   - checks that the component stylesheet has no selector that reaches outside the components.
// It proves what a consumer sees: the exports maps, the ESM entries, the declarations and the CSS.
// Run: node tests/package/pack-install.test.mjs (a step of `npm test`, `npm run test:package`).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium } from 'playwright';
import { checkComponentCss, checkTokensCss, formatProblems } from '../../packages/ui/scripts/check-css.mjs';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from '../../scripts/chromium.mjs';
import {
  BUTTON_LABEL,
  CONTACT_SUBMIT,
  DIALOG_MESSAGE,
  DIALOG_TITLE,
  REACT_PROFILES,
  scratchAppFiles,
  TOOL_PACKAGES,
} from './scratchApp.mjs';
import { buildAndPack, definedClasses, gzipSizeOfJs, kb, run, serve, writeFiles } from './support.mjs';

/** The most a Button-only import may add to a React app, gzip (issue 19). */
const BUTTON_BUDGET_BYTES = 3072;

/** Component examples whose markup lives in a Radix portal, which mounts only in a browser. */
const PORTAL_ONLY = new Set([
  'ConfirmDialog',
  'DialogFrame',
  'InactivityDialog',
  'ModalAlert',
  'PrintReminderDialog',
]);

describe('the published packages, installed from their tarballs in a scratch Vite app', () => {
  const executablePath = findChromium();
  const work = mkdtempSync(join(tmpdir(), 'citytax-pack-'));
  /** @type {Record<string, { tarball: string, files: string[], size: number, unpackedSize: number }>} */
  let packs = {};

  before(() => {
    assert.ok(executablePath, INSTALL_HINT);
    packs = buildAndPack(join(work, 'pack'));
    for (const [name, pack] of Object.entries(packs)) {
      console.log(
        `${name}: tarball ${kb(pack.size)}, unpacked ${kb(pack.unpackedSize)}, ${pack.files.length} files`,
      );
    }
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const profile of REACT_PROFILES) {
    test(
      `${profile.name}: installs, type-checks, renders on the server and in Chromium`,
      { timeout: 240_000 },
      async (t) => {
        const app = join(work, `app-react-${profile.major}`);
        mkdirSync(app);
        writeFiles(app, scratchAppFiles());
        run(
          'npm',
          [
            'install',
            '--prefer-offline',
            '--no-audit',
            '--no-fund',
            '--loglevel=error',
            ...Object.values(packs).map((pack) => pack.tarball),
            ...profile.packages,
            ...TOOL_PACKAGES,
          ],
          app,
        );
        const installedReact = JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8'));
        assert.equal(Number(installedReact.version.split('.')[0]), profile.major);

        // (a) Strict type-check, refs and probes included, against the packed declarations.
        run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);

        run(process.execPath, ['build.mjs'], app);

        // (b) Every component example, and two form modules, through renderToString in Node.
        const report = JSON.parse(run(process.execPath, ['dist-ssr/ssr.js'], app));
        assert.equal(report.react, installedReact.version);
        const missing = report.exported.filter((name) => !report.examples.includes(name));
        assert.deepEqual(missing, [], `components of @citytax/ui without an example: ${missing.join(', ')}`);
        const failures = report.outcomes.filter(
          (o) => o.error || o.consoleErrors.length > 0 || (o.length === 0 && !PORTAL_ONLY.has(o.name)),
        );
        assert.deepEqual(failures, [], 'components that do not render with renderToString');
        t.diagnostic(
          `renderToString: ${report.outcomes.length} examples rendered with React ${report.react}`,
        );

        // (c) The built app in Chromium, with the packed stylesheets.
        await checkInChromium(t, executablePath, join(app, 'dist'));

        // (d) What a Button-only import adds on top of React.
        const plain = gzipSizeOfJs(join(app, 'dist-size/plain'));
        const withButton = gzipSizeOfJs(join(app, 'dist-size/button'));
        const added = withButton - plain;
        console.log(
          `${profile.name}: Button-only import adds ${kb(added)} gzip on top of React ` +
            `(${added} bytes; React alone ${kb(plain)}; limit ${kb(BUTTON_BUDGET_BYTES)})`,
        );

        // (e) The stylesheets as installed: tokens only in tokens.css, and component rules that start
        // with a class, so they reach only the components' own markup (packages/ui/scripts/check-css.mjs).
        const installed = (path) => readFileSync(join(app, 'node_modules', path), 'utf8');
        const uiCss = installed('@citytax/ui/dist/components.css');
        const formsCss = installed('@citytax/forms/dist/style.css');
        const cssProblems = [
          ...formatProblems(
            '@citytax/ui/dist/tokens.css',
            checkTokensCss(installed('@citytax/ui/dist/tokens.css')),
          ),
          ...formatProblems('@citytax/ui/dist/components.css', checkComponentCss(uiCss, { strict: false })),
          ...formatProblems('@citytax/forms/dist/style.css', checkComponentCss(formsCss, { strict: false })),
        ];
        assert.deepEqual(cssProblems, [], 'stylesheets with rules outside their components');
        const uiClasses = definedClasses(uiCss);
        const shared = [...definedClasses(formsCss)].filter((name) => uiClasses.has(name));
        assert.deepEqual(shared, [], 'ui and forms stylesheets define the same class names');

        assert.ok(
          added <= BUTTON_BUDGET_BYTES,
          `Button-only import adds ${added} bytes gzip, over ${BUTTON_BUDGET_BYTES}`,
        );
      },
    );
  }
});

/** Opens the built app in headless Chromium and checks what a user sees. */
async function checkInChromium(t, executablePath, dist) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
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
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });

    // Behind the closed dialog: the fields, the Button and the contact form, each reachable by role.
    assert.ok(
      await page.getByRole('button', { name: BUTTON_LABEL, exact: true }).isVisible(),
      'the Button is not visible',
    );
    assert.ok(
      await page.getByRole('textbox', { name: 'Email', exact: true }).isVisible(),
      'the TextField is not visible',
    );
    assert.ok(
      await page.getByRole('button', { name: CONTACT_SUBMIT, exact: true }).isVisible(),
      'the ContactUsForm (@citytax/forms) is not visible',
    );

    // The refs reached their DOM elements (forwardRef works under this React).
    assert.deepEqual(await page.evaluate(() => window.citytaxRefs), {
      email: 'input:email',
      amount: 'input:amount',
      button: `button:${BUTTON_LABEL}`,
    });

    // The packed stylesheets are loaded: the tokens are defined, and every CSS-module class on the
    // page (ui's and forms') has its rules in a loaded stylesheet.
    const styles = await page.evaluate(() => {
      const rules = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
        .join('\n');
      const classes = new Set(
        [...document.querySelectorAll('[class]')]
          .flatMap((el) => [...el.classList])
          .filter((c) => c.startsWith('_')),
      );
      return {
        primary: getComputedStyle(document.documentElement).getPropertyValue('--ct-color-primary').trim(),
        classes: classes.size,
        unstyled: [...classes].filter((c) => !rules.includes(`.${c}`)),
      };
    });
    assert.equal(styles.primary, '#0b4f8a');
    assert.ok(styles.classes > 5, `only ${styles.classes} CSS-module classes on the page`);
    assert.deepEqual(styles.unstyled, [], 'classes on the page without rules in the loaded stylesheets');
    assert.deepEqual(errors, []);
    t.diagnostic(`Chromium: ${styles.classes} CSS-module classes styled, refs reach their elements`);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
