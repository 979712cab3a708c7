// Library build of @citytax/tax-rules: ES modules under dist/, dist/index.js and one file per source
// module, that Node and bundlers load as they are (tsc's own emit would keep the sources'
// extensionless imports, which Node's ESM loader refuses).
// Declarations come from `tsc -p tsconfig.build.json`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
    },
    rolldownOptions: {
      // One output file per source module, so an app's bundler keeps only the rules it uses.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
