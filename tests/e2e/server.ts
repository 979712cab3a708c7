import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a server exactly as `npm run serve` does, on its own port and fresh data directory: each
 * worker's (fixtures.ts), and those of tests that need other configuration (e.g. email links that
 * expire at once). Stops it by PID.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'citytax-e2e-'));
  // localhost, not 127.0.0.1: an IP address is no WebAuthn relying party, and the demo business
  // accounts pass their second step with a passkey (tests/support/secondStep.ts).
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...env,
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the server on ${url} did not start`);
}
