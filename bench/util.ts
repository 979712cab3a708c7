import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/*
 * Ports of the bench (19100–19199). Each part uses its own, so a part's leftovers (a process that
 * did not exit) cannot answer another part's requests.
 */
export const PORTS = {
  /** The real server on PGlite, then on PostgreSQL (server part). */
  serverPglite: 19110,
  serverPostgres: 19111,
  /** The bare Fastify baseline (server part). */
  bare: 19112,
  /** The payment provider simulators of the deadline-day servers (server part). */
  providerPglite: 19113,
  providerPostgres: 19114,
  /** The real server serving the production portal (Lighthouse part). */
  portal: 19120,
  /** Chromium's DevTools port, where Lighthouse connects (Lighthouse part). */
  devtools: 19121,
  /** The TLS front (HTTP/2) before the portal's server, as a balancer (Lighthouse part, `balancer`). */
  tlsFront: 19122,
} as const;

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => `${Math.round(value)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Waits until `url` answers 2xx, or throws after timeoutMs. */
export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A markdown table. */
export function table(headers: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const sep = headers.map((_, i) => ((align?.[i] ?? 'l') === 'r' ? '---:' : '---'));
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(headers), line(sep), ...rows.map(line)].join('\n');
}

/*
 * What to stop if the bench is interrupted (SIGINT/SIGTERM): each part registers the processes it
 * starts while they run, and stops them itself in its finally block otherwise.
 */
const cleanups = new Set<() => Promise<void>>();

/** Registers a cleanup until the returned function is called. */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export function handleInterrupts(): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the processes the bench started`);
    void Promise.allSettled([...cleanups].map((c) => c())).then(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
