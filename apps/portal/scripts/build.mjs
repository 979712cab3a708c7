// `npm run build` of the portal: the client bundle, the prerendering bundle, then the prerendered
// pages (ADR 0042), always as a production build whatever NODE_ENV the shell has (a development
// NODE_ENV made Vite emit React's development JSX, which the prerendering's React could not run),
// and swapped in whole into dist/ only when every step has succeeded (scripts/atomicBuild.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAtomically } from '../../../scripts/atomicBuild.mjs';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: 'production' };

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: portal, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

try {
  await buildAtomically({
    target: path.join(portal, 'dist'),
    steps: (staging) => {
      const outDir = path.relative(portal, staging);
      run('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir]);
      run('npx', ['vite', 'build', '--mode', 'production', '--ssr', 'src/prerender/render.tsx']);
      run('node', ['scripts/prerender.mjs'], { PORTAL_BUILD_DIR: staging });
    },
  });
} catch (error) {
  console.error(`The portal build failed; dist/ keeps the last good build. ${error.message}`);
  process.exit(1);
}
