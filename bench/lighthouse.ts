import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright';
import { AUTH_USER_STORAGE_KEY } from '@citytax/api';
import { DEMO_PASSWORD } from '../apps/mock-server/src/db/seed';
import { CHROMIUM_ARGS, INSTALL_HINT, findChromium } from '../scripts/chromium.mjs';
import { startServerProcess } from '../tests/support/serverProcess';
import { PORTAL_DIST } from './front';
import { measureThrottled, type ThrottledResult } from './throttled';
import { startTlsFront, type TlsFront } from './tlsFront';
import { PORTS, log, median, onInterrupt } from './util';

/*
 * Lighthouse 12 (default config: mobile form factor, simulated throttling) against the production
 * build served by the real server process. One Chromium, launched by Playwright with a DevTools
 * port: Lighthouse connects to it and audits in a new tab of the same (persistent) profile, so the
 * signed-in pages see the session the Playwright tab created by signing in through the UI.
 * Afterwards the same Chromium and server measure LCP with real throttling (bench/throttled.ts).
 */

/** The targets of issue 21 for a page; LCP applies to Lighthouse and to the throttled load. */
export interface PageTargets {
  /** Lighthouse performance score, at least. */
  performance: number;
  /** LCP in ms, at most. */
  lcpMs: number;
  /** Lighthouse TBT in ms, at most. */
  tbtMs?: number;
}

export interface LighthousePage {
  /** What `--pages` calls it. */
  key: string;
  name: string;
  path: string;
  /** Signed in as this demo account (through the UI) before the audit; anonymous otherwise. */
  signedInAs?: string;
  targets: PageTargets;
}

export const PAGES: LighthousePage[] = [
  {
    key: 'disclaimer',
    name: 'Disclaimer (first page)',
    path: '/',
    targets: { performance: 98, lcpMs: 1200 },
  },
  { key: 'login', name: 'Login', path: '/auth/login', targets: { performance: 98, lcpMs: 1200 } },
  {
    key: 'dashboard',
    name: 'Dashboard',
    path: '/dashboard',
    signedInAs: 'individual@example.com',
    targets: { performance: 98, lcpMs: 1800 },
  },
  {
    key: 'annual-return',
    name: 'Individual annual return',
    path: '/forms/individual/annual-return',
    signedInAs: 'individual@example.com',
    targets: { performance: 98, lcpMs: 1800, tbtMs: 100 },
  },
];

/** A figure against its target. */
export interface TargetCheck {
  metric: 'Performance' | 'LCP' | 'TBT';
  comparison: '≥' | '≤';
  target: number;
  actual: number;
  unit: 'score' | 'ms';
  pass: boolean;
}

function targetChecks(targets: PageTargets, run: LighthouseRun): TargetCheck[] {
  const checks: TargetCheck[] = [
    {
      metric: 'Performance',
      comparison: '≥',
      target: targets.performance,
      actual: run.performance,
      unit: 'score',
      pass: run.performance >= targets.performance,
    },
    {
      metric: 'LCP',
      comparison: '≤',
      target: targets.lcpMs,
      actual: run.lcpMs,
      unit: 'ms',
      pass: run.lcpMs <= targets.lcpMs,
    },
  ];
  if (targets.tbtMs !== undefined) {
    checks.push({
      metric: 'TBT',
      comparison: '≤',
      target: targets.tbtMs,
      actual: run.tbtMs,
      unit: 'ms',
      pass: run.tbtMs <= targets.tbtMs,
    });
  }
  return checks;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script requests of the page load and their transfer size (bytes, as served). */
  jsRequests: number;
  jsTransferBytes: number;
  totalTransferBytes: number;
  finalUrl: string;
}

export interface Finding {
  category: string;
  id: string;
  title: string;
  displayValue?: string;
}

export interface LighthousePageResult extends LighthouseRun {
  name: string;
  path: string;
  signedInAs: string | null;
  runs: number;
  /** How the bench checked it audited the intended page. */
  verified: string;
  /** Per-run figures (the page result is the median of each figure). */
  all: LighthouseRun[];
  /** Audits of the three categories that scored under 0.9 in the last run. */
  findings: Finding[];
  /** The median figures against the page's targets. */
  targets: TargetCheck[];
}

/**
 * How the browser reaches the server: `direct`, plain HTTP/1.1 to the server process (six
 * connections, each request queued on one); `balancer`, HTTP/2 over TLS through a front that
 * forwards to it, as a TLS-terminating balancer does in production (docs/DEPLOY.md; bench/tlsFront.ts).
 */
export type LighthouseVia = 'direct' | 'balancer';
export const LIGHTHOUSE_VIAS: readonly LighthouseVia[] = ['direct', 'balancer'];

export interface LighthouseResult {
  via: LighthouseVia;
  lighthouseVersion: string;
  chromiumVersion: string;
  config: string;
  pages: LighthousePageResult[];
  /** LCP with real throttling in Chromium; absent when not asked for or when it failed. */
  throttled?: ThrottledResult;
  /** Why the throttled measurement failed (the Lighthouse figures stand). */
  throttledError?: string;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
};

/** A row of the resource-summary audit (requests and bytes by resource type). */
function resources(lhr: Result, type: string): { requestCount: number; transferSize: number } {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined;
  const row = details?.items?.find((i) => i.resourceType === type);
  if (!row) throw new Error(`Lighthouse gave no ${type} resource summary for ${lhr.finalDisplayedUrl}`);
  return row;
}

/** The requests of the audited page load (the network-requests audit). */
function requestsOf(lhr: Result): { url: string; statusCode: number }[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: { url?: string; statusCode?: number }[] } | undefined;
  return (details?.items ?? []).map((i) => ({ url: i.url ?? '', statusCode: i.statusCode ?? 0 }));
}

/** The audits of the measured categories that did not pass (score under 0.9), weightiest first. */
function findingsOf(lhr: Result): Finding[] {
  const findings: (Finding & { weight: number })[] = [];
  const seen = new Set<string>();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || seen.has(ref.id) || a.score === null || a.score >= 0.9) continue;
      if (a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      seen.add(ref.id);
      findings.push({
        category,
        id: a.id,
        title: a.title,
        ...(a.displayValue ? { displayValue: String(a.displayValue) } : {}),
        weight: ref.weight,
      });
    }
  }
  return findings.sort((x, y) => y.weight - x.weight).map(({ weight: _weight, ...f }) => f);
}

async function audit(url: string, flags: Flags): Promise<Result> {
  const result = await lighthouse(url, {
    port: PORTS.devtools,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Agrees to the disclaimer and signs in through the UI, as a user does; ends on the dashboard. */
export async function signIn(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    // The agreement paints from its HTML before its script: its button works once the app answers.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.waitForURL(/\/auth\/login$/);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_USER_STORAGE_KEY);
    if (!stored?.includes(email))
      throw new Error(`no ${AUTH_USER_STORAGE_KEY} in localStorage after sign-in`);
  } finally {
    await page.close();
  }
}

/** Empties the HTTP cache (not storage), so a signed-in audit loads every resource as a first visit does. */
async function clearHttpCache(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await page.close();
  }
}

/** The protocol each way of reaching the server must have loaded the page's document with. */
export const PROTOCOL_OF: Record<LighthouseVia, string> = { direct: 'http/1.1', balancer: 'h2' };

function check(page: LighthousePage, lhr: Result, via: LighthouseVia): string {
  const final = new URL(lhr.finalDisplayedUrl);
  if (final.pathname !== page.path) {
    throw new Error(
      `${page.name}: Lighthouse ended on ${final.pathname}${final.search}, not ${page.path} (redirected${page.signedInAs ? ': not signed in?' : ''})`,
    );
  }
  const document = (
    lhr.audits['network-requests']?.details as { items?: { url: string; protocol?: string }[] } | undefined
  )?.items?.find((r) => r.url === lhr.finalDisplayedUrl);
  if (document?.protocol !== PROTOCOL_OF[via]) {
    throw new Error(
      `${page.name}: the page came over ${document?.protocol ?? 'an unknown protocol'}, not ${PROTOCOL_OF[via]} (${via})`,
    );
  }
  if (!page.signedInAs) return `final URL ${final.pathname}; ${document.protocol}`;
  const info = requestsOf(lhr).find((r) => new URL(r.url).pathname === '/api/taxpayer-info');
  if (!info || info.statusCode !== 200) {
    throw new Error(
      `${page.name}: the page load made no successful GET /api/taxpayer-info (${info?.statusCode ?? 'none'}): not signed in?`,
    );
  }
  return `final URL ${final.pathname}; ${document.protocol}; /api/taxpayer-info 200`;
}

const slug = (page: LighthousePage) => page.path.replace(/^\/$/, '/disclaimer').slice(1).replace(/\W+/g, '-');

/**
 * Runs the audits; the last run's full report of each page goes to `reportDir` as JSON. Then, unless
 * `throttled` is false, the throttled-in-Chromium measurement of the same pages, `runs` times each.
 */
export async function measureLighthouse(options: {
  runs: number;
  reportDir: string;
  throttled?: boolean;
  via: LighthouseVia;
  /** The pages to measure, in the table's order; all of them when not given. */
  pages?: readonly LighthousePage[];
}): Promise<LighthouseResult> {
  const measured = options.pages ?? PAGES;
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const balancer = options.via === 'balancer';
  const server = startServerProcess({
    port: PORTS.portal,
    // Behind one balancer, as docs/DEPLOY.md sets it: the forwarded scheme and address count.
    env: { PORTAL_DIST: path.resolve(PORTAL_DIST), ...(balancer ? { TRUST_PROXY: '1' } : {}) },
  });
  let front: TlsFront | undefined;
  mkdirSync(options.reportDir, { recursive: true });
  const profile = mkdtempSync(path.join(tmpdir(), 'citytax-bench-chromium-'));
  let context: BrowserContext | undefined;
  const cleanup = async () => {
    await context?.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
    await front?.close();
    await server.stop();
  };
  const unregister = onInterrupt(cleanup);
  try {
    await server.ready();
    if (balancer) front = await startTlsFront({ port: PORTS.tlsFront, upstream: server.url });
    const baseUrl = front?.url ?? server.url;
    const index = await fetch(`${server.url}/`);
    if (!/<div id="root"[\s>]/.test(await index.text())) {
      throw new Error(`the server on ${server.url} does not serve the portal build from ${PORTAL_DIST}`);
    }
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      // The front's certificate is self-signed for the run.
      ignoreHTTPSErrors: balancer,
      headless: true,
      args: [
        ...CHROMIUM_ARGS.filter((a) => a !== '--headless'),
        '--headless=new',
        ...(balancer ? ['--ignore-certificate-errors'] : []),
        `--remote-debugging-port=${PORTS.devtools}`,
      ],
    });
    const chromiumVersion = context.browser()?.version() ?? 'unknown';

    const pages: LighthousePageResult[] = [];
    let signedInAs: string | undefined;
    // Anonymous pages first: their audits reset the origin's storage (and the HTTP cache).
    const ordered = [...measured.filter((p) => !p.signedInAs), ...measured.filter((p) => p.signedInAs)];
    let lighthouseVersion = '';
    for (const page of ordered) {
      if (page.signedInAs && signedInAs !== page.signedInAs) {
        log(`lighthouse: signing in as ${page.signedInAs} through the UI`);
        await signIn(context, baseUrl, page.signedInAs);
        signedInAs = page.signedInAs;
      }
      const all: LighthouseRun[] = [];
      let verified = '';
      let findings: Finding[] = [];
      for (let run = 1; run <= options.runs; run++) {
        log(`lighthouse: ${page.name} (${page.path}) run ${run}/${options.runs}`);
        if (page.signedInAs) await clearHttpCache(context);
        const lhr = await audit(`${baseUrl}${page.path}`, {
          disableStorageReset: Boolean(page.signedInAs),
        });
        lighthouseVersion = lhr.lighthouseVersion;
        verified = check(page, lhr, options.via);
        findings = findingsOf(lhr);
        if (run === options.runs) {
          const name = `lighthouse-${balancer ? 'balancer-' : ''}${slug(page)}.json`;
          writeFileSync(path.join(options.reportDir, name), JSON.stringify(lhr));
        }
        all.push({
          performance: score(lhr, 'performance'),
          accessibility: score(lhr, 'accessibility'),
          bestPractices: score(lhr, 'best-practices'),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          jsRequests: resources(lhr, 'script').requestCount,
          jsTransferBytes: resources(lhr, 'script').transferSize,
          totalTransferBytes: resources(lhr, 'total').transferSize,
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      const med = (pick: (r: LighthouseRun) => number) => median(all.map(pick));
      const figures: LighthouseRun = {
        performance: med((r) => r.performance),
        accessibility: med((r) => r.accessibility),
        bestPractices: med((r) => r.bestPractices),
        fcpMs: med((r) => r.fcpMs),
        lcpMs: med((r) => r.lcpMs),
        tbtMs: med((r) => r.tbtMs),
        cls: med((r) => r.cls),
        jsRequests: med((r) => r.jsRequests),
        jsTransferBytes: med((r) => r.jsTransferBytes),
        totalTransferBytes: med((r) => r.totalTransferBytes),
        finalUrl: all[all.length - 1]!.finalUrl,
      };
      pages.push({
        name: page.name,
        path: page.path,
        signedInAs: page.signedInAs ?? null,
        runs: all.length,
        verified,
        ...figures,
        all,
        findings,
        targets: targetChecks(page.targets, figures),
      });
    }
    // Back in the table's order.
    pages.sort(
      (a, b) => PAGES.findIndex((p) => p.path === a.path) - PAGES.findIndex((p) => p.path === b.path),
    );
    const result: LighthouseResult = {
      via: options.via,
      lighthouseVersion,
      chromiumVersion,
      config:
        'Lighthouse default config (mobile form factor, simulated throttling: slow 4G, 4× CPU slowdown); ' +
        (balancer
          ? `HTTP/2 over TLS through a front forwarding to the server (bench/tlsFront.ts), as a TLS-terminating balancer does`
          : 'plain HTTP/1.1 straight to the server'),
      pages,
    };
    if (options.throttled !== false) {
      try {
        result.throttled = await measureThrottled({
          context,
          baseUrl,
          pages: measured.map((p) => ({
            name: p.name,
            path: p.path,
            ...(p.signedInAs ? { signedInAs: p.signedInAs } : {}),
            lcpTargetMs: p.targets.lcpMs,
          })),
          runs: options.runs,
          protocol: PROTOCOL_OF[options.via],
          signIn,
        });
      } catch (err) {
        result.throttledError = err instanceof Error ? (err.stack ?? err.message) : String(err);
        log(`throttled: FAILED\n${result.throttledError}`);
      }
    }
    return result;
  } finally {
    await cleanup();
    unregister();
  }
}
