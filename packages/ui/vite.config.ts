// Library build of @citytax/ui: dist/index.js (ESM) and four stylesheets. Declarations come from
// `tsc -p tsconfig.build.json`.
//   dist/tokens.css      the design tokens: `--ct-*` custom properties on :root, nothing else;
//   dist/base.css        the opt-in page base (box sizing, body font and colour, links, focus ring,
//                        .ct-visually-hidden): the only file with element selectors;
//   dist/components.css  every CSS module, class selectors only (hashed, so nothing leaks);
//   dist/style.css       the three above in that order, for apps that want everything at once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const entry = fileURLToPath(new URL('./src/index.ts', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Dependencies and peers stay imports (react, react-dom, react-aria-components, @radix-ui/*, dompurify),
// including their subpaths such as react/jsx-runtime, so the app installs and dedupes them once.
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

const source = (file: string) => readFileSync(new URL(`./src/${file}`, import.meta.url), 'utf8').trim();

/**
 * The source barrel imports no global CSS, so Vite's one stylesheet (components.css) holds only the
 * CSS modules. This adds tokens.css and base.css as they are in src (plain CSS, nothing to compile),
 * and style.css as tokens + base + components, the order in which an app imports them.
 */
function separateStylesheets(): Plugin {
  return {
    name: 'citytax-ui-separate-stylesheets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const asset = bundle['components.css'];
      if (asset?.type !== 'asset') {
        throw new Error('citytax-ui: the build emitted no components.css to split the stylesheets from');
      }
      const components = String(asset.source).trim();
      const tokens = source('tokens.css');
      const base = source('base.css');
      const files = {
        'tokens.css': `${tokens}\n`,
        'base.css': `${base}\n`,
        'style.css': `/* @citytax/ui: tokens.css, base.css and components.css, in this order. */\n${tokens}\n\n${base}\n\n${components}\n`,
      };
      for (const [fileName, text] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: text });
      }
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), separateStylesheets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry,
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'components',
    },
    rolldownOptions: {
      external: isExternal,
      // One output file per source module. A single dist/index.js keeps every `forwardRef(...)`
      // and `createContext(...)` call at its top level (a bundler cannot prove them pure), and with
      // them react-aria-components: a Button-only import cost 96 KB gzip. Per-module files let the
      // app's bundler drop whole modules (package.json marks all but the CSS free of side effects).
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
