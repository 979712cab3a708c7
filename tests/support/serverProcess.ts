import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The server in its own process, for the suites that need a real process: kill -9, restarts on the
 * same data, two instances on one database, benchmarks. The tests run the sources through tsx (no
 * build needed, and what they test is what was just edited); the bench runs the compiled server
 * (`npm run build:server`, apps/mock-server/dist/main.js), as `npm run serve` does (ADR 0041).
 * The child is node itself, so its PID is the server's and a signal reaches it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'apps/mock-server/src/main.ts');
/** The output of `npm run build:server`. */
export const COMPILED_MAIN = path.join(ROOT, 'apps/mock-server/dist/main.js');

export interface ServerProcessOptions {
  port: number;
  /** The payment provider simulator's port; the simulator is off when omitted. */
  providerPort?: number;
  /** PGlite data directory; a fresh temporary one when neither this nor DATABASE_URL is given. */
  dataDir?: string;
  /** More environment (DATABASE_URL, REDIS_URL, PUBLIC_URL, limits…); wins over the defaults. */
  env?: Record<string, string>;
  /** Where the server's stdout/stderr go; ignored by default. */
  stdio?: 'ignore' | 'inherit';
  /** 'source' (tsx, the default) or 'compiled' (COMPILED_MAIN, which must have been built). */
  entry?: 'source' | 'compiled';
  /** More node options (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Resolves when /healthz answers 200; rejects when the process exits first or after timeoutMs. */
  ready(timeoutMs?: number): Promise<void>;
  /** Sends a signal (SIGKILL for a crash) and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes a temporary data directory. */
  stop(): Promise<void>;
  readonly exited: boolean;
}

export function startServerProcess(options: ServerProcessOptions): ServerProcess {
  // A temporary PGlite directory only when the server needs one and the caller gave none.
  const ownDataDir = !options.dataDir && !options.env?.DATABASE_URL;
  const dataDir = options.dataDir ?? (ownDataDir ? mkdtempSync(path.join(tmpdir(), 'citytax-proc-')) : '');
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...(options.entry === 'compiled'
        ? ['--enable-source-maps', COMPILED_MAIN]
        : ['--import', 'tsx', '--conditions=@citytax/source', MAIN]),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(options.port),
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        PUBLIC_URL: url,
        PORTAL_DIST: 'does-not-exist',
        SIGNIN_RATE_LIMIT_MAX: '100000',
        EMAIL_RATE_LIMIT_MAX: '100000',
        ...(options.providerPort
          ? {
              PAYMENT_PROVIDER_PORT: String(options.providerPort),
              PAYMENT_PROVIDER_URL: `http://127.0.0.1:${options.providerPort}`,
            }
          : { PAYMENT_PROVIDER_SIMULATOR: 'false' }),
        ...options.env,
      },
      stdio: options.stdio ?? 'ignore',
    },
  );
  if (!child.pid) throw new Error('the server process did not start');
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exit;
  };

  return {
    url,
    pid: child.pid,
    dataDir,
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `the server on ${url} exited (${child.exitCode ?? child.signalCode}) before it was ready`,
          );
        }
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the server on ${url} was not ready within ${timeoutMs} ms`);
    },
    kill,
    async stop() {
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await kill('SIGTERM');
      clearTimeout(timer);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
