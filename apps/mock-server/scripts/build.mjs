// `npm run build:server`: apps/mock-server/src/main.ts as one ES module, dist/main.js (ADR 0041).
// The workspace packages (@citytax/*) are bundled from their sources (the @citytax/source
// condition, as tsx runs them); every other package stays in node_modules (native argon2, PGlite's
// wasm and data files, pdf-lib) and is imported at run time. Paths beside the package (the
// migrations, the portal build) are found from the package folder (src/paths.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

/** Bare imports other than the workspace's own packages are left to Node. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@citytax/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const result = await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  conditions: ['@citytax/source'],
  plugins: [externalPackages],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  write: false,
});
// Each file is written beside its place and renamed over it: servers started at once (the
// end-to-end workers each run `npm run serve`) build at once, and none may load a half-written file.
mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.tmp`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
process.stdout.write(
  `server built: ${path.relative(path.resolve(root, '../..'), path.join(outdir, 'main.js'))} (${(bytes / 1024).toFixed(0)} KB) in ${Date.now() - started} ms\n`,
);
