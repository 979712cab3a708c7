import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureFront, type FrontResult } from './front';
import { measureLighthouse, type LighthouseResult } from './lighthouse';
import { measureServer, type LoadSettings, type ServerResult } from './server';
import { ROOT, handleInterrupts, kb, log, ms, table } from './util';

/*
 * `npm run bench` (bench/run.mjs starts this file through tsx). Runs the parts asked for, writes
 * bench/results/latest.json and latest.md, and prints the markdown. A part that fails is reported
 * and the others still run; the exit code is then 1.
 */

const RESULTS = path.join(ROOT, 'bench/results');
const PARTS = ['front', 'lighthouse', 'server'] as const;
type Part = (typeof PARTS)[number];

interface Options {
  parts: Part[];
  runs: number;
  load: LoadSettings;
  skipBuild: boolean;
}

const USAGE = `Usage: npm run bench -- [--only=front,lighthouse,server] [--runs=N] [--duration=S]
                         [--connections=N] [--signin-connections=N] [--skip-build]`;

function parseArgs(argv: string[]): Options {
  const options: Options = {
    parts: [...PARTS],
    runs: 3,
    load: { durationS: 10, connections: 10, signInConnections: 2 },
    skipBuild: false,
  };
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer\n${USAGE}`);
    return n;
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.replace(/^--/, '').split('=', 2) as [string, string?];
    switch (name) {
      case 'only': {
        const parts = value.split(',').map((p) => p.trim());
        const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
        if (unknown.length || parts.length === 0)
          throw new Error(`--only: unknown part ${unknown.join(',')}\n${USAGE}`);
        options.parts = PARTS.filter((p) => parts.includes(p));
        break;
      }
      case 'runs':
        options.runs = positive(name, value);
        break;
      case 'duration':
        options.load.durationS = positive(name, value);
        break;
      case 'connections':
        options.load.connections = positive(name, value);
        break;
      case 'signin-connections':
        options.load.signInConnections = positive(name, value);
        break;
      case 'skip-build':
        options.skipBuild = true;
        break;
      case 'help':
        process.stdout.write(`${USAGE}\n`);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${arg}\n${USAGE}`);
    }
  }
  return options;
}

interface Report {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    loadAverageAtStart: number[];
    platform: string;
    node: string;
    commit: string | null;
  };
  options: Options;
  durationS: number;
  front?: FrontResult;
  lighthouse?: LighthouseResult;
  server?: ServerResult;
  errors: { part: Part; message: string }[];
}

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const pass = (ok: boolean) => (ok ? 'pass' : '**FAIL**');

function frontMarkdown(front: FrontResult): string {
  const routeRows = [...front.routes, ...front.onDemand].map((r) => [
    r.firstPage ? `${r.route} (first page)` : r.route,
    r.chunk,
    r.firstPage ? `${kb(front.firstPage.jsBytes)} (initial)` : kb(r.ownJs),
    r.firstPage ? '-' : `${kb(r.addedJs)} (${r.addedJsFiles})`,
    r.firstPage ? `${kb(front.firstPage.cssBytes)} (initial)` : kb(r.addedCss),
    r.firstPage ? '-' : kb(r.largestChunk),
  ]);
  const budgetRows = front.budgets.map((b) => [
    b.name,
    kb(b.limitBytes),
    kb(b.actualBytes),
    pass(b.pass),
    b.detail,
  ]);
  const overRoute = front.routes.filter((r) => !r.firstPage && r.addedJs > 30 * 1024);
  return [
    '## Front end: production JS and CSS per route (gzip, KB)',
    '',
    `Built with \`npm run build\`${front.buildMs ? ` in ${(front.buildMs / 1000).toFixed(1)} s` : ' (skipped: existing dist)'}. ` +
      `The first page is the disclaimer: ${kb(front.firstPage.jsBytes)} KB JS in ${front.firstPage.jsFiles} files ` +
      `(the entry, its static imports and the Disclaimer chunk), ${kb(front.firstPage.cssBytes)} KB CSS. ` +
      "For a lazy route: *own chunk* is the route module's chunk; *JS beyond first page* is that chunk plus every chunk it imports that the first page has not loaded (number of files); *CSS* is what Vite loads with the route beyond the first page's CSS. On-demand rows are shell parts loaded lazily outside the route table.",
    '',
    table(
      ['Route', 'Chunk', 'Own chunk JS', 'JS beyond first page', 'CSS', 'Largest added chunk'],
      routeRows,
      ['l', 'l', 'r', 'r', 'r', 'r'],
    ),
    '',
    '### Budgets',
    '',
    table(['Budget', 'Limit KB', 'Actual KB', 'Result', 'Detail'], budgetRows, ['l', 'r', 'r', 'l', 'l']),
    '',
    front.bundleBudgetFailures.length
      ? `scripts/bundle-budget.mjs failures: ${front.bundleBudgetFailures.join('; ')}`
      : 'scripts/bundle-budget.mjs (npm test): no failures, no MSW in the build.',
    '',
    overRoute.length
      ? `Routes whose JS beyond the first page (all chunks together) exceeds 30 KB: ${overRoute
          .map((r) => `${r.route} ${kb(r.addedJs)} KB`)
          .join(', ')}. The npm test budget applies 30 KB per chunk, not per route total.`
      : 'Every lazy route needs at most 30 KB of JS beyond the first page, all chunks together.',
  ].join('\n');
}

/** Metric audits, already in the table. */
const METRIC_AUDITS = new Set([
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]);

function lighthouseMarkdown(lh: LighthouseResult): string {
  const runs = lh.pages[0]?.runs ?? 1;
  return [
    '## Lighthouse',
    '',
    `Lighthouse ${lh.lighthouseVersion}, Chromium ${lh.chromiumVersion}, ${lh.config}; production build served by the real server process. ` +
      (runs > 1 ? `Median of ${runs} runs per page (each figure separately).` : 'One run per page.') +
      ' Signed-in pages: signed in through the UI as the account shown, audited with storage kept and the HTTP cache emptied.',
    '',
    table(
      [
        'Page',
        'Signed in',
        'Performance',
        'Accessibility',
        'Best practices',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'JS requests (KB transferred)',
        'Checked',
      ],
      lh.pages.map((p) => [
        `${p.name} \`${p.path}\``,
        p.signedInAs ?? 'no',
        p.performance,
        p.accessibility,
        p.bestPractices,
        ms(p.fcpMs),
        ms(p.lcpMs),
        ms(p.tbtMs),
        p.cls.toFixed(3),
        `${p.jsRequests} (${kb(p.jsTransferBytes)})`,
        p.verified,
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    'Audits that did not pass (score under 0.9; the metrics are in the table above):',
    '',
    ...lh.pages.map(
      (p) =>
        `- ${p.name}: ${
          p.findings
            .filter((f) => !METRIC_AUDITS.has(f.id))
            .map((f) => `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''} [${f.category}]`)
            .join('; ') || 'none'
        }`,
    ),
  ].join('\n');
}

function serverMarkdown(server: ServerResult): string {
  const { settings } = server;
  const target = { bare: 'bare Fastify', pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
  const notes = server.results
    .filter((r) => r.note)
    .map((r) => `- ${target[r.target]}, ${r.request}: ${r.note}`);
  return [
    '## Server (autocannon)',
    '',
    `Real server process (apps/mock-server/src/main.ts through tsx, LOG_LEVEL=warn, sign-in rate limit raised), ` +
      `${settings.durationS} s per scenario, ${settings.connections} connections (sign-in: ${settings.signInConnections}); ` +
      `autocannon runs in the bench process on the same machine. PostgreSQL: ${server.postgres}. ` +
      'Ratio = req/s ÷ req/s of the bare Fastify route.',
    '',
    table(
      [
        'Database',
        'Scenario',
        'Request',
        'Conn.',
        'Req/s',
        'p50',
        'p99',
        'Errors',
        'Non-2xx',
        'Ratio to bare',
      ],
      server.results.map((r) => [
        target[r.target],
        r.scenario,
        `\`${r.request}\``,
        r.connections,
        r.reqPerSec.toFixed(1),
        `${r.p50Ms} ms`,
        `${r.p99Ms} ms`,
        r.errors,
        r.non2xx,
        r.ratioToBare === null ? '-' : r.ratioToBare.toFixed(3),
      ]),
      ['l', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    ...(notes.length ? ['', 'Checks:', ...notes] : []),
  ].join('\n');
}

function markdown(report: Report): string {
  const m = report.machine;
  const parts = [
    '# City Tax e-File benchmark',
    '',
    `- Date: ${report.date}`,
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.platform}; load average at start ${m.loadAverageAtStart.map((l) => l.toFixed(2)).join(' / ')}`,
    `- Node ${m.node}${m.commit ? `, commit ${m.commit}` : ''}`,
    `- Parts: ${report.options.parts.join(', ')}; total ${report.durationS.toFixed(0)} s`,
    '',
    '> Figures are from one run on this machine. When it is shared (other builds and tests running), ' +
      'they are noisy: compare ratios and orders of magnitude, not single figures.',
  ];
  if (report.front) parts.push('', frontMarkdown(report.front));
  if (report.lighthouse) parts.push('', lighthouseMarkdown(report.lighthouse));
  if (report.server) parts.push('', serverMarkdown(report.server));
  if (report.errors.length) {
    parts.push('', '## Errors', '', ...report.errors.map((e) => `- ${e.part}: ${e.message.split('\n')[0]}`));
  }
  return `${parts.join('\n')}\n`;
}

async function main() {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  handleInterrupts();
  const started = Date.now();
  const cpus = os.cpus();
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAverageAtStart: os.loadavg(),
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      commit: commit(),
    },
    options,
    durationS: 0,
    errors: [],
  };

  const run = async (part: Part, fn: () => Promise<void>) => {
    if (!options.parts.includes(part)) return;
    const t = Date.now();
    log(`${part}: start`);
    try {
      await fn();
      log(`${part}: done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      log(`${part}: FAILED\n${message}`);
      report.errors.push({ part, message });
    }
  };

  // The front part builds the portal the Lighthouse part serves; Lighthouse alone builds it too.
  await run('front', async () => {
    report.front = measureFront({ skipBuild: options.skipBuild });
  });
  await run('lighthouse', async () => {
    if (!options.parts.includes('front') && !options.skipBuild) measureFront();
    report.lighthouse = await measureLighthouse({ runs: options.runs, reportDir: RESULTS });
  });
  await run('server', async () => {
    report.server = await measureServer(options.load);
  });

  report.durationS = (Date.now() - started) / 1000;
  const dir = RESULTS;
  mkdirSync(dir, { recursive: true });
  const md = markdown(report);
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'latest.md'), md);
  process.stdout.write(md);
  log(`wrote ${path.relative(ROOT, path.join(dir, 'latest.json'))} and latest.md`);
  process.exitCode = report.errors.length ? 1 : 0;
}

await main();
