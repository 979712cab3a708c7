// Library build of @citytax/ui: dist/index.js (ESM) and one dist/style.css holding the design tokens,
// the base styles and every CSS module. Declarations come from `tsc -p tsconfig.build.json`.
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

/**
 * The source barrel imports no global CSS (apps import tokens.css and base.css themselves in the
 * repo), so the build entry adds them first: style.css then starts with the tokens and base styles.
 */
function globalCssFirst(): Plugin {
  return {
    name: 'citytax-ui-global-css-first',
    transform(code, id) {
      if (id !== entry) return null;
      return { code: `import './tokens.css';\nimport './base.css';\n${code}`, map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), globalCssFirst()],
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
      cssFileName: 'style',
    },
    rolldownOptions: { external: isExternal },
  },
});
