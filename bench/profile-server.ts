import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { XSRF_COOKIE, XSRF_HEADER } from '@citytax/api';
import { httpClient } from '../tests/support/httpClient';
import { createDatabase } from '../tests/support/scratchDatabase';
import { startServerProcess } from '../tests/support/serverProcess';
import { openDb } from '../apps/mock-server/src/db/index';
import { BENCH_TAXPAYERS, seedBenchTaxpayers, W2 } from './server';
import { ROOT } from './util';

/*
 * The profiling harness of ADR 0041/0043 (not part of `npm run bench`): the compiled server under
 * `node --cpu-prof`, autocannon on one request for a few seconds, the CPU the server and the
 * PostgreSQL backends spent per request (/proc/<pid>/stat), and the profile's heaviest functions
 * (self time, idle and program excluded).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     node --import tsx --conditions=@citytax/source bench/profile-server.ts read|w2 [seconds]
 */

const scenario = process.argv[2] === 'w2' ? 'w2' : 'read';
const seconds = Number(process.argv[3] ?? 10);
const TICK = 100; // clock ticks per second on Linux

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function postgresTicks(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuTicks(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}

async function main() {
  execFileSync(process.execPath, [path.join(ROOT, 'apps/mock-server/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
  const database = await createDatabase(adminUrl, 'citytax_prof');
  const profDir = mkdtempSync(path.join(tmpdir(), 'citytax-prof-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citytax-prof-data-'));
  const server = startServerProcess({
    port: 19190,
    entry: 'compiled',
    dataDir,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
    env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
  });
  try {
    await server.ready();
    const client = httpClient(server.url);
    const token = await client.signIn('individual@example.com');
    // The W-2s go to the bench's taxpayers, one after the other (as `npm run bench` posts them).
    const seeded = await openDb({ databaseUrl: database.url });
    const benchTokens = await seedBenchTaxpayers(seeded.db, BENCH_TAXPAYERS.w2);
    await seeded.close();
    let nextTaxpayer = 0;
    const xsrf = randomBytes(16).toString('hex');
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      cookie: `${XSRF_COOKIE}=${xsrf}`,
    };
    let sequence = 0;
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: 10,
        duration,
        requests: [
          scenario === 'read'
            ? { method: 'GET', path: '/api/taxpayer-info', headers }
            : {
                method: 'POST',
                path: '/api/form-w2',
                headers: { ...headers, [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
                body: JSON.stringify(W2),
                setupRequest: (r: object) => ({
                  ...r,
                  headers: {
                    ...(r as { headers: object }).headers,
                    authorization: `Bearer ${benchTokens[nextTaxpayer++ % benchTokens.length]}`,
                    'idempotency-key': `prof-${++sequence}`,
                  },
                }),
              },
        ],
      });
    await run(2); // warm-up
    const node0 = cpuTicks(server.pid);
    const pg0 = postgresTicks();
    const r = await run(seconds);
    const node1 = cpuTicks(server.pid);
    const pg1 = postgresTicks();
    const n = r['2xx'];
    const us = (ticks: number) => Math.round(((ticks / TICK) * 1e6) / n);
    console.log(
      `${scenario}: ${n} 2xx (${r.non2xx} other) in ${seconds} s, ${Math.round(r.requests.average)} req/s; ` +
        `Node ${us(node1 - node0)} µs/request, PostgreSQL ${us(pg1 - pg0)} µs/request`,
    );
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy++;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, '')}:${frame.lineNumber}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40));
  for (const [key, count] of top) console.log(`${((100 * count) / busy).toFixed(1).padStart(5)}%  ${key}`);
  console.log(`profile: ${path.join(profDir, file)} (${busy} busy samples)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
