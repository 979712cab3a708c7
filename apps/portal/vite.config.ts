import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const productionRouter = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
/**
 * Writes .br and .gz next to every text file of the build, once, at build time; the server sends
 * them as they are (@fastify/static preCompressed) to clients that accept them, so a cheap phone
 * on a slow network downloads about a quarter of the bytes and the server compresses nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'citytax-precompress',
    apply: 'build',
    // After the files are written: the code other plugins finish in generateBundle (preload
    // markers, asset URLs) is final only then.
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.join(root, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(`${file}.br`, br);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Modules of the first page that lazy routes share too; see `codeSplitting` below. The ui Details
 * is the disclaimer's and the employer's return's: apart it would be a chunk of its own.
 */
const FIRST_PAGE_SHARED_MODULES =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]state[\\/]session|src[\\/]messages[\\/]en\.ts|api[\\/]src[\\/]index\.ts|ui[\\/]src[\\/]Details[\\/]Details\.tsx|ui[\\/]src[\\/]text[\\/](uiTextContext|button\.en|spinner\.en|toast\.en|sideNav\.en|link\.en|footer\.en|banner\.en|skipLink\.en)\.ts|visuallyHidden\.module|src[\\/]shell[\\/]Page\.tsx|api[\\/]src[\\/]featureNames\.ts|pages\.module\.css|preload-helper|rolldown/;

/**
 * The modules of src/earlyStart.ts, the first script of a frame (ADR 0042): one small chunk that
 * the app's entry shares, so the reads it starts are the ones the API client takes.
 */
const EARLY_START_MODULES =
  /src[\\/](state[\\/](storedUser|featurePaths|filingAs)|routing[\\/](earlyReads|afterFirstPaint)|i18n[\\/]language)\.ts$|api[\\/]src[\\/](earlyReads|requestHeaders|paths|constants|locale|language)\.ts$/;

/** Where `vite build --ssr` puts the prerendering bundle (scripts/prerender.mjs runs it, then removes it). */
export const PRERENDER_OUT_DIR = 'dist-prerender';

export default defineConfig(({ command, isSsrBuild }) => {
  const mock = process.env.VITE_MOCK === '1';
  if (isSsrBuild) {
    // The build's prerendering (src/prerender/render.tsx, ADR 0042): run once by Node, never served.
    return {
      root,
      plugins: [react()],
      resolve: { alias: [{ find: /^react-router$/, replacement: productionRouter }] },
      ssr: {
        // The workspace packages from source, as the client build has them; React from node_modules.
        noExternal: [/^@citytax\//],
        resolve: { conditions: ['@citytax/source', 'module', 'node', 'production'] },
      },
      build: { outDir: PRERENDER_OUT_DIR, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
    };
  }
  return {
    root,
    plugins: [react(), precompress()],
    // '@citytax/source' loads workspace packages from src (docs/adr/0003).
    resolve: {
      conditions: ['@citytax/source', 'module', 'browser', 'development|production'],
      // react-router's export map only names its development build; production builds take the
      // production one (no dev warnings, ~8 KB gzip smaller on the first page).
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: productionRouter }] : [],
    },
    // The MSW worker is served only by the dev server in mock mode; it never lands in dist.
    publicDir:
      command === 'serve' && mock
        ? fileURLToPath(new URL('../../.storybook/public', import.meta.url))
        : false,
    server: {
      proxy: {
        '/api': 'http://localhost:8080',
        '/healthz': 'http://localhost:8080',
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // One style sheet for the whole portal (9.8 KB gzip): split per chunk, a signed-in page waited
      // for up to 17 of them before its first paint, each a request on a slow network (ADR 0042).
      cssCodeSplit: false,
      // dist/.vite/manifest.json: scripts/prerender.mjs links each prerendered page's chunks and styles.
      manifest: true,
      // The first page carries no preload lists for the lazy routes (≈1.3 KB gzip of chunk names);
      // a route's own chunk names its imports, which the browser then fetches in parallel.
      rolldownOptions: {
        // The app, and the small entry a frame runs first to start a signed-in page's reads
        // (src/earlyStart.ts, ADR 0042; scripts/prerender.mjs links it).
        input: { index: path.join(root, 'index.html'), earlyStart: path.join(root, 'src/earlyStart.ts') },
        output: {
          // One chunk for what every page loads (React, the router, the session, the shell's texts):
          // the small shared chunks it replaces each cost a request and compress worse apart
          // (first page 111.0 KB gzip in 11 files before, 109.7 KB in 4 after).
          codeSplitting: {
            groups: [
              // What a frame's first script needs (src/earlyStart.ts) and the app shares: apart from
              // React, so that the reads start before it has loaded.
              { name: 'early', test: EARLY_START_MODULES },
              { name: 'framework', test: FIRST_PAGE_SHARED_MODULES },
              // The router loads after the first page (ADR 0042): a chunk of its own, shared by every
              // route (scripts/bundle-budget.mjs gives it its own budget: it is one module).
              { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            ],
          },
        },
      },
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
  };
});
