// `npm run bench`: runs bench/main.ts through tsx with the workspace source condition (as
// `npm run serve` does), passing the arguments on. See bench/README.md.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=@citytax/source', join(here, 'main.ts'), ...process.argv.slice(2)],
  { cwd: join(here, '..'), stdio: 'inherit' },
);

// Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to this process
// alone is passed on, so the child can stop the processes it started.
const forward = (signal) => () => {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
process.on('SIGTERM', forward('SIGTERM'));
process.on('SIGINT', () => {});

child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
