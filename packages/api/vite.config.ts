// Library build of @citytax/api: ES modules under dist/, one per source module, with two entries:
// dist/index.js (the contract and the client) and dist/mocks/index.js (the MSW handlers and
// fixtures, for a consumer's own Storybook and tests). Node and bundlers load them as they are; tsc's
// own emit would keep the sources' extensionless imports, which Node's ESM loader refuses.
// Declarations come from `tsc -p tsconfig.build.json`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// @citytax/tax-rules, zod and msw (an optional peer, for ./mocks only) stay imports, subpaths
// such as msw/browser included.
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: [
        fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        fileURLToPath(new URL('./src/mocks/index.ts', import.meta.url)),
      ],
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      // One output file per source module: an app that imports a few schemas does not bundle all.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
