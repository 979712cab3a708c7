import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS } from '../scripts/bundle-budget.mjs';
import { measureFront, type FrontResult } from './front';
import {
  LIGHTHOUSE_VIAS,
  PAGES,
  measureLighthouse,
  type LighthouseResult,
  type LighthouseVia,
  type TargetCheck,
} from './lighthouse';
import {
  BENCH_TAXPAYERS,
  deadlineMet,
  measureServer,
  SERVER_TARGETS,
  type LoadSettings,
  type LoadResult,
  type ServerResult,
} from './server';
import type { LcpElement } from './throttled';
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
  /** How the Lighthouse part reaches the server: straight, through the TLS front, or both in turn. */
  via: LighthouseVia[];
  /** The Lighthouse part's pages (`--pages`, keys of `PAGES`), all by default. */
  pages: string[];
}

const USAGE = `Usage: npm run bench -- [--only=front,lighthouse,server] [--runs=N] [--duration=S]
                         [--connections=N] [--signin-connections=N] [--skip-build]
                         [--deadline-duration=S] [--deadline-connections=N]
                         [--via=direct,balancer]
                         [--pages=disclaimer,login,dashboard,annual-return]`;

function parseArgs(argv: string[]): Options {
  const options: Options = {
    parts: [...PARTS],
    runs: 3,
    load: {
      durationS: 10,
      connections: 10,
      signInConnections: 2,
      deadline: { durationS: 60, connections: 200 },
    },
    skipBuild: false,
    via: [...LIGHTHOUSE_VIAS],
    pages: PAGES.map((p) => p.key),
  };
  /** A comma-separated choice among `allowed`, in `allowed`'s order. */
  const chosen = <T extends string>(name: string, value: string, allowed: readonly T[]): T[] => {
    const picked = value.split(',').map((v) => v.trim());
    const unknown = picked.filter((v) => !(allowed as readonly string[]).includes(v));
    if (unknown.length || value.trim() === '')
      throw new Error(
        `--${name}: unknown ${unknown.join(',') || '(none given)'}; one of ${allowed.join(', ')}\n${USAGE}`,
      );
    return allowed.filter((v) => picked.includes(v));
  };
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer\n${USAGE}`);
    return n;
  };
  for (const arg of argv) {
    const [name, value = ''] = arg.replace(/^--/, '').split('=', 2) as [string, string?];
    switch (name) {
      case 'only':
        options.parts = chosen(name, value, PARTS);
        break;
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
      case 'deadline-duration':
        options.load.deadline.durationS = positive(name, value);
        break;
      case 'deadline-connections':
        options.load.deadline.connections = positive(name, value);
        break;
      case 'via':
        options.via = chosen(name, value, LIGHTHOUSE_VIAS);
        break;
      case 'pages':
        options.pages = chosen(
          name,
          value,
          PAGES.map((p) => p.key),
        );
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
  /** One result per way of reaching the server (`--via`), in that order. */
  lighthouse?: LighthouseResult[];
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
    `${b.name}: ${b.kind === 'target' ? 'target (issue 21)' : 'budget (npm test)'}`,
    `≤ ${kb(b.limitBytes)}`,
    kb(b.actualBytes),
    pass(b.pass),
    b.detail,
  ]);
  const overRoute = front.routes.filter((r) => !r.firstPage && r.addedJs > BUDGETS.lazyChunk);
  const overList = overRoute.map((r) => `${r.route} ${kb(r.addedJs)} KB`).join(', ');
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
    '### Targets and budgets',
    '',
    'Targets are what issue 21 aims for; budgets are what `npm test` enforces (`BUDGETS` of scripts/bundle-budget.mjs).',
    '',
    table(['Check', 'Target KB', 'Figure KB', 'Result', 'Detail'], budgetRows, ['l', 'r', 'r', 'l', 'l']),
    '',
    front.bundleBudgetFailures.length
      ? `scripts/bundle-budget.mjs failures: ${front.bundleBudgetFailures.join('; ')}`
      : 'scripts/bundle-budget.mjs (npm test): no failures, no MSW in the build.',
    '',
    overRoute.length
      ? `Routes whose JS beyond the first page (all chunks together) exceeds ${kb(BUDGETS.lazyChunk)} KB: ${overList}. The npm test budget applies ${kb(BUDGETS.lazyChunk)} KB per chunk, not per route total.`
      : `Every lazy route needs at most ${kb(BUDGETS.lazyChunk)} KB of JS beyond the first page, all chunks together.`,
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

const targetText = (t: TargetCheck) => `${t.comparison} ${t.unit === 'ms' ? ms(t.target) : t.target}`;
const figureText = (t: TargetCheck) => (t.unit === 'ms' ? ms(t.actual) : String(t.actual));
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The LCP element as `tag#id.class "text…"` (or its image URL). */
function elementText(e: LcpElement): string {
  if (!e.tag) return '(no longer in the DOM)';
  const id = e.id ? `#${e.id}` : '';
  const cls = e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
  const what = e.url
    ? ` ${new URL(e.url).pathname}`
    : e.text
      ? ` "${e.text.slice(0, 50)}${e.text.length > 50 ? '…' : ''}"`
      : '';
  return cell(`\`${e.tag}${id}${cls}\`${what}`);
}

const VIA_HEADING: Record<LighthouseVia, string> = {
  direct: 'straight to the server (HTTP/1.1)',
  balancer: 'through a TLS balancer (HTTP/2), as deployed',
};

/** The throttled-in-Chromium section, each line (a leading blank one), or none when it did not run. */
function throttledMarkdown(lh: LighthouseResult): string[] {
  if (lh.throttledError) {
    return [
      '',
      `### LCP throttled in Chromium, ${VIA_HEADING[lh.via]}`,
      '',
      `Failed: ${lh.throttledError.split('\n')[0]}`,
    ];
  }
  const t = lh.throttled;
  if (!t) return [];
  const runs = t.pages[0]?.runs ?? 1;
  return [
    '',
    `### LCP throttled in Chromium, ${VIA_HEADING[lh.via]}`,
    '',
    `Real throttling in the same Chromium, against the same server: ${t.settings}. ` +
      (runs > 1
        ? `Median of ${runs} runs per page (each figure separately; the element is the median run's).`
        : 'One run per page.') +
      ' *HTML parsed*: domInteractive.' +
      " *In server HTML*: whether the LCP element's text (or image) is in the HTML the server sent, so that it can paint before the JavaScript runs.",
    '',
    table(
      [
        'Page',
        'LCP target',
        'LCP',
        'Result',
        'FCP',
        'HTML parsed',
        'Load',
        'LCP element',
        'In server HTML',
        'LCP per run',
      ],
      t.pages.map((p) => [
        `${p.name} \`${p.path}\``,
        `≤ ${ms(p.lcpTargetMs)}`,
        ms(p.lcpMs),
        pass(p.pass),
        ms(p.fcpMs),
        ms(p.htmlParsedMs),
        ms(p.loadMs),
        elementText(p.element),
        p.element.inServerHtml === null ? '-' : p.element.inServerHtml ? 'yes' : 'no',
        p.all.map((r) => Math.round(r.lcpMs)).join(', '),
      ]),
      ['l', 'r', 'r', 'l', 'r', 'r', 'r', 'l', 'l', 'r'],
    ),
  ];
}

function lighthouseMarkdown(lh: LighthouseResult): string {
  const runs = lh.pages[0]?.runs ?? 1;
  return [
    `## Lighthouse, ${VIA_HEADING[lh.via]}`,
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
    '',
    `### Targets (issue 21), Lighthouse, ${VIA_HEADING[lh.via]}`,
    '',
    table(
      ['Page', 'Metric', 'Target', 'Figure', 'Result'],
      lh.pages.flatMap((p) =>
        p.targets.map((t) => [
          `${p.name} \`${p.path}\``,
          t.metric,
          targetText(t),
          figureText(t),
          pass(t.pass),
        ]),
      ),
      ['l', 'l', 'r', 'r', 'l'],
    ),
    ...throttledMarkdown(lh),
  ].join('\n');
}

function serverMarkdown(server: ServerResult): string {
  const { settings } = server;
  const target = { bare: 'bare Fastify', pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
  const notes = server.results
    .filter((r) => r.note)
    .map((r) => `- ${target[r.target]}, ${r.request}: ${r.note}`);
  const ratio = (r: LoadResult | undefined) => r?.ratioToBare ?? null;
  const find = (request: string) =>
    server.results.find((r) => r.target === 'postgres' && r.request === request);
  const ratioRow = (name: string, r: LoadResult | undefined, goal: number) => {
    const value = ratio(r);
    return [
      name,
      `≥ ${goal.toFixed(2)} of bare`,
      value === null ? 'not measured' : `${value.toFixed(3)} (${r!.reqPerSec.toFixed(0)} req/s)`,
      value === null ? '-' : pass(value >= goal),
    ];
  };
  const deadlineRow = (d: ServerResult['deadline'][number]) =>
    d.target === 'postgres'
      ? [
          'Deadline day, PostgreSQL',
          `0 errors, p99 ≤ ${SERVER_TARGETS.postgresP99Ms} ms`,
          `${d.errors + d.timeouts + d.non2xx} errors and non-2xx, p99 ${d.p99Ms} ms`,
          pass(deadlineMet(d)),
        ]
      : [
          'Deadline day, PGlite',
          `no answer after ${SERVER_TARGETS.pgliteMaxMs} ms (503 + Retry-After allowed)`,
          `max ${d.maxMs} ms (${d.maxAfterFirstMs} ms after each connection's first), probe max ${d.probe.maxMs} ms; ` +
            `${d.errors} errors, ${d.timeouts} timeouts, ${d.refused503} × 503`,
          pass(deadlineMet(d)),
        ];
  const deadlineTable = table(
    [
      'Database',
      'Conn.',
      'Sessions',
      'Requests',
      'Req/s',
      'p50',
      'p99',
      'Max',
      'Errors',
      'Timeouts',
      'Non-2xx by status',
      '503 with Retry-After',
    ],
    server.deadline.map((d) => [
      target[d.target],
      d.connections,
      d.sessions,
      d.total,
      d.reqPerSec.toFixed(1),
      `${d.p50Ms} ms`,
      `${d.p99Ms} ms`,
      `${d.maxMs} ms`,
      d.errors,
      d.timeouts,
      Object.entries(d.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ') || 'none',
      `${d.refused503WithRetryAfter} of ${d.refused503}`,
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'r'],
  );
  const kindLines = server.deadline.map(
    (d) =>
      `- ${target[d.target]}: ${d.byKind
        .map(
          (k) =>
            `${k.request} ${k.total} (${Object.entries(k.statusCodes)
              .map(([code, n]) => `${code}: ${n}`)
              .join(', ')}; slowest ${k.maxMs} ms, ${k.maxStatus})`,
        )
        .join('; ')}`,
  );
  return [
    '## Server (autocannon)',
    '',
    `Real server process, compiled (${server.server.entry}, built by \`npm run build:server\` in ${server.server.buildMs} ms, as \`npm run serve\` runs it), LOG_LEVEL=warn, sign-in rate limit raised; ` +
      `${settings.durationS} s per scenario, ${settings.connections} connections (sign-in: ${settings.signInConnections}); ` +
      `autocannon runs in the bench process on the same machine. PostgreSQL: ${server.postgres}. ` +
      'Ratio = req/s ÷ req/s of the bare Fastify route.',
    '',
    '### Targets (issue 21)',
    '',
    table(
      ['Target', 'Goal', 'Measured', 'Result'],
      [
        ratioRow('Authenticated reads, PostgreSQL', find('GET /api/taxpayer-info'), SERVER_TARGETS.readRatio),
        ratioRow('POST /api/form-w2, PostgreSQL', find('POST /api/form-w2'), SERVER_TARGETS.w2Ratio),
        ...server.deadline.map(deadlineRow),
      ],
      ['l', 'l', 'l', 'l'],
    ),
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
    '',
    `### Deadline day (${settings.deadline.connections} connections, ${settings.deadline.durationS} s)`,
    '',
    `Each connection goes round a taxpayer's visit, each round with the next of many sessions (${BENCH_TAXPAYERS.deadline} bench taxpayers, a session and a draft return naming its residence city each): ` +
      'taxpayer info, the annual return, a W-2 saved, taxpayer info, an estimate filed without payment, the annual return, ' +
      'an estimate whose payment is started at the provider simulator, and the W-2 deleted. Latency covers every request; ' +
      'autocannon errors are connection errors and timeouts (20 s).',
    '',
    server.deadline.length ? deadlineTable : 'Not measured.',
    ...(kindLines.length ? ['', 'Answers by request:', ...kindLines] : []),
    ...(server.deadline.length
      ? [
          '',
          'A taxpayer beside the load (bench/probe.mjs: a signed-in read every 50 ms from a process of its own, one ' +
            "connection), and autocannon's slowest answer but each connection's first (ADR 0044):",
          ...server.deadline.map(
            (d) =>
              `- ${target[d.target]}: probe ${d.probe.requests} reads, p99 ${d.probe.p99Ms} ms, max ${d.probe.maxMs} ms (` +
              Object.entries(d.probe.statusCodes)
                .map(([code, n]) => `${code}: ${n}`)
                .join(', ') +
              `); autocannon after each connection's first: max ${d.maxAfterFirstMs} ms`,
          ),
        ]
      : []),
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
  for (const lh of report.lighthouse ?? []) parts.push('', lighthouseMarkdown(lh));
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
    report.lighthouse = [];
    for (const via of options.via) {
      const result = await measureLighthouse({
        runs: options.runs,
        reportDir: RESULTS,
        via,
        pages: PAGES.filter((p) => options.pages.includes(p.key)),
      });
      report.lighthouse.push(result);
      // The Lighthouse figures stand when the throttled measurement fails; the run still fails.
      if (result.throttledError) {
        report.errors.push({ part: 'lighthouse', message: `throttled (${via}): ${result.throttledError}` });
      }
    }
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
