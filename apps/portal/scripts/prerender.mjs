// The build's last step (ADR 0042): renders the signed-out pages and the server-sent shells in
// English and Spanish with the SSR bundle of src/prerender/render.tsx, into dist/pages/<language>/,
// each inside dist/index.html with its title, its root marks, its chunks preloaded and its styles
// linked; then dist/pages/manifest.json for the server, and the .br/.gz the server sends.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The folder being built (scripts/build.mjs builds into a staging folder and swaps it in).
const dist = process.env.PORTAL_BUILD_DIR ?? path.join(portal, 'dist');
const bundleDir = path.join(portal, 'dist-prerender');

/** The module the app starts its router with (every page but the agreement loads it). */
const START_APP = 'src/routing/startApp.tsx';
/** The Spanish catalogs' modules (src/i18n/language.ts loads them before a Spanish page renders). */
const SPANISH_CATALOGS = ['src/i18n/spanishPortal.ts', 'src/i18n/spanishLibrary.ts'];
/** The API client (and the schemas it checks answers with): a frame's page calls the API first thing. */
const API_CLIENT = 'src/state/client.ts';
/** The small entry a frame runs first: it starts a signed-in page's reads before React has loaded. */
const EARLY_START = 'src/earlyStart.ts';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim();

/**
 * The files a module needs at once: its chunk and its static imports, transitively, with their CSS,
 * the styles in the order Vite's preloading links them (a chunk's imports' styles before its own),
 * so the cascade is the same whether the page links them or the app does.
 */
function assetsOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || js.has(entry.file)) return;
    js.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
    for (const file of entry.css ?? []) css.add(file);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The one script a prerendered page loads at once (classic, deferred: it runs once the styles are
 * in): after the page's first paint it adds the app's module script and preloads. The page paints
 * from its HTML and styles without the JavaScript competing for a slow network (ADR 0042).
 */
const BOOT_SCRIPT = `// City Tax e-File: loads the app once the prerendered page is on screen (ADR 0042).
(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  // This script runs once the whole page is parsed. The app starts two frames after the browser has
  // reported its first contentful paint, so that the frame with the whole page (a first paint can
  // come while the page is still being parsed) is on screen first (a frame is presented after its
  // callbacks, so one frame alone is not enough); at once in a hidden tab, which paints nothing; and
  // at the latest after 3 s.
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') {
    start();
  } else if (types && types.indexOf('paint') >= 0) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterTwoFrames();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    afterTwoFrames();
  }
  setTimeout(start, 3000);
})();
`;

/** The template's module script and preloads: a prerendered page leaves them to the boot script. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

function compress(file) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

async function main() {
  // React's production build, as the browser runs it.
  process.env.NODE_ENV = 'production';
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const render = await import(pathToFileURL(path.join(bundleDir, 'render.js')).href);
  const { PRERENDERED_PAGES, SHELL_PAGES } = render;
  const pages = await render.renderPages();
  const routes = await render.routeEntries();
  const appTitle = textOf(/<title>([^<]*)<\/title>/.exec(template)?.[1] ?? '');

  rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
  const boot = `assets/boot-${createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(dist, boot), BOOT_SCRIPT);
  compress(path.join(dist, boot));
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html has no module script');
  const templatePreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  // A frame's first script and the chunk it shares with the app, at the browser's normal priority.
  const [earlyStart, ...earlyImports] = assetsOf(manifest, [EARLY_START]).js.map((name) => `/${name}`);
  if (!earlyStart) throw new Error(`the build has no ${EARLY_START} entry`);
  const earlyScripts =
    `<script type="module" async crossorigin src="${earlyStart}"></script>\n` +
    earlyImports.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join('') +
    '    ';
  /** Writes one page: the template around its HTML, with its title, marks, scripts and styles. */
  const writePage = ({ page, file, modules, paintsFirst }) => {
    const { js, css } = assetsOf(manifest, [
      ...modules,
      // A Spanish page waits for its catalogs before it renders: they load with the page.
      ...(page.locale === 'es' ? SPANISH_CATALOGS : []),
    ]);
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1];
    const title = heading ? `${textOf(heading)} | ${appTitle}` : appTitle;
    // What the template already loads (the entry, its chunks and styles) is not linked again.
    const missing = (name) => !template.includes(`/${name}"`);
    const pageJs = js.filter(missing).map((name) => `/${name}`);
    const styles = css.filter(missing).map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`);
    // A page that paints from its HTML loads the app after that paint (the boot script); a frame
    // needs the app for its page, so it asks for it at once, at low priority: the styles its paint
    // waits for come first, and the scripts do not hold that paint back.
    const scripts = paintsFirst
      ? template
          .replace(MODULE_PRELOAD, '')
          .replace(
            MODULE_SCRIPT,
            `\n    <script defer src="/${boot}" data-entry="${entry}" data-preload="${[...templatePreloads, ...pageJs].join(' ')}"></script>`,
          )
      : template
          .replace(MODULE_PRELOAD, (link, href) => (earlyImports.includes(href) ? '' : link))
          .replace(
            /<(script type="module"|link rel="modulepreload") crossorigin/g,
            '<$1 fetchpriority="low" crossorigin',
          )
          // Before the app's script, and `async`: it runs as soon as it has loaded, not after the app.
          .replace(
            '<script type="module" fetchpriority="low"',
            `${earlyScripts}<script type="module" fetchpriority="low"`,
          )
          .replace(
            '</head>',
            `${pageJs.map((name) => `  <link rel="modulepreload" fetchpriority="low" crossorigin href="${name}">\n`).join('')}</head>`,
          );
    const marks = `data-page="${page.name}" data-lang="${page.locale}"${page.visitor ? ` data-visitor="${page.visitor}"` : ''}`;
    const html = scripts
      .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `${styles.map((link) => `  ${link}\n`).join('')}</head>`)
      .replace('<div id="root"></div>', `<div id="root" ${marks}>${page.html}</div>`);
    if (!html.includes(`data-page="${page.name}"`))
      throw new Error('dist/index.html has no empty <div id="root"></div>');
    const dir = path.join(dist, 'pages', page.locale);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${file}.html`), html);
    compress(path.join(dir, `${file}.html`));
  };

  /** The client's module of a route's page chunk (by the chunk's name; none when ambiguous). */
  const moduleOfChunk = (name) => {
    const found = Object.keys(manifest).filter(
      (key) =>
        manifest[key].isDynamicEntry &&
        new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(manifest[key].file),
    );
    return found.length === 1 ? found[0] : undefined;
  };

  for (const page of pages) {
    const known = PRERENDERED_PAGES.find((p) => p.name === page.name);
    if (known) {
      const modules = known.name === 'agreement' ? [known.module] : [START_APP, known.module];
      writePage({ page, file: page.name, modules, paintsFirst: true });
      continue;
    }
    // A frame: the router and the API client load with it, and a route's frame its page's chunks too.
    writePage({ page, file: page.name, modules: [START_APP, API_CLIENT], paintsFirst: false });
    const signedIn = page.name === SHELL_PAGES.signedIn;
    for (const route of routes) {
      const module = route.chunk && moduleOfChunk(route.chunk);
      if (!module || route.signedIn !== signedIn || PRERENDERED_PAGES.some((p) => p.path === route.pattern))
        continue;
      route.shell = `${page.name}--${route.chunk}`;
      // The page's data loader's chunk too, when it has one: the loader runs before the page is drawn.
      const loader = route.loaderChunk && moduleOfChunk(route.loaderChunk);
      writePage({
        page,
        file: route.shell,
        modules: [START_APP, API_CLIENT, module, ...(loader ? [loader] : [])],
        paintsFirst: false,
      });
    }
  }
  for (const route of routes) {
    delete route.chunk;
    delete route.loaderChunk;
  }
  const languages = [...new Set(pages.map((p) => p.locale))];
  writeFileSync(
    path.join(dist, 'pages/manifest.json'),
    `${JSON.stringify(
      {
        languages,
        pages: PRERENDERED_PAGES.map(({ name, path: at, visitor }) => ({ name, path: at, visitor })),
        notFound: 'not-found',
        shells: SHELL_PAGES,
        routes,
      },
      null,
      2,
    )}\n`,
  );
  rmSync(bundleDir, { recursive: true, force: true });
  console.log(
    `prerendered ${pages.length} pages (${languages.join(', ')}) and ${routes.length} routes into dist/pages`,
  );
}

await main();
