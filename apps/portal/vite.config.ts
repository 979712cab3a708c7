import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const productionRouter = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);
export default defineConfig(({ command }) => {
  const mock = process.env.VITE_MOCK === '1';
  return {
    root,
    plugins: [react()],
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
      // The first page carries no preload lists for the lazy routes (≈1.3 KB gzip of chunk names);
      // a route's own chunk names its imports, which the browser then fetches in parallel.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
    },
  };
});
