// Library build of @citytax/forms: ES modules under dist/ (dist/index.js and one file per source
// module) and one dist/style.css holding every CSS module of the forms. The design tokens the styles use come from @citytax/ui's stylesheets, which
// the app imports too. Declarations come from `tsc -p tsconfig.build.json`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Dependencies and peers stay imports (@citytax/*, react-hook-form, @hookform/resolvers, zod, react),
// subpaths such as @hookform/resolvers/zod and react/jsx-runtime included, so the app dedupes them.
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      // One output file per source module, so that an app's bundler drops the forms it does not
      // import whole (package.json marks every file but the CSS free of side effects); a single
      // file would keep every form's top-level schemas.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
