// `npm run dev`: the Vite dev server with hot reload, proxying /api to the
// real server (started here too), or answering from MSW when VITE_MOCK=1.
import { spawn } from 'node:child_process';

const children = [];
function run(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const c of children) if (c !== child && c.exitCode === null) c.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
  return child;
}

if (process.env.VITE_MOCK !== '1') run('npm', ['run', 'serve']);
run('npm', ['run', 'dev', '-w', '@citytax/portal']);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  });
}
