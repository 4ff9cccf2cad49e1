/**
 * Page-speed benchmark: Lighthouse 12 (mobile preset, simulated throttling) on the production
 * build. Public pages are audited signed out; the app pages with the session cookie in the
 * browser's cookie jar, so Lighthouse sees what a signed-in visitor sees.
 *
 * Run directly: node --import tsx bench/src/lighthouse.ts
 *   BENCH_BASE_URL (default http://127.0.0.1:3000), BENCH_COOKIE (optional session cookie).
 *   LIGHTHOUSE_SAVE_DIR: also writes each page's median report there (JSON), to profile it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseOptions = {
  baseUrl: string;
  /** `Cookie` header value of a signed-in session; without it the app pages are skipped. */
  cookieHeader?: string;
  /** The pages to audit, instead of the default public and app pages. */
  pages?: { path: string; signedIn: boolean }[];
};

export type PageScore = {
  path: string;
  signedIn: boolean;
  /** Category scores 0-100 (null when Lighthouse could not score the category). */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Audits that failed in accessibility/best-practices/seo, to act on. */
  failedAudits: string[];
  /** Lowest and highest performance score over the runs of this page. */
  perfRange: [number, number] | null;
  /** What the median run's performance score is made of (explainPerformance), to print for a miss. */
  explanation: string[];
};

export type ScriptWeight = {
  /** Sum of transferSize of script requests, as the server sent them. */
  transferBytes: number;
  /** The same scripts gzipped here (level 6), so the figure holds even if the server sends them raw. */
  gzipBytes: number;
  files: { url: string; transferBytes: number; gzipBytes: number }[];
};

export type LighthouseReport = { pages: PageScore[]; landingScripts: ScriptWeight | null };

type NetworkRequestItem = { url: string; resourceType?: string; transferSize?: number };

const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PUBLIC_PAGES = ['/', '/login'];
const SIGNED_IN_PAGES = ['/dashboard', '/feed'];

export async function runLighthouse(opts: LighthouseOptions): Promise<LighthouseReport> {
  const baseUrl = opts.baseUrl.replace(/\/$/, '');
  const targets = opts.pages ?? [
    ...PUBLIC_PAGES.map((path) => ({ path, signedIn: false })),
    ...(opts.cookieHeader ? SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true })) : []),
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  // Cookies are set through the browser, as Lighthouse's own recipe for signed-in pages does.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages: PageScore[] = [];
  let landingScripts: ScriptWeight | null = null;
  try {
    for (const target of targets) {
      // A 2-core machine is noisy: audit each page several times and keep the median run
      // (by performance score), as Lighthouse's own docs advise; the spread is printed too.
      const runs: { page: PageScore; lhr: AuditResult }[] = [];
      const cookie = target.signedIn ? opts.cookieHeader : undefined;
      for (let i = 0; i < RUNS_PER_PAGE; i += 1) {
        runs.push(
          await auditPage(chrome.port, baseUrl, target, () => startVisit(browser, baseUrl, cookie)),
        );
      }
      runs.sort((a, b) => (a.page.scores.performance ?? 0) - (b.page.scores.performance ?? 0));
      const median = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
      const perfScores = runs.map((r) => r.page.scores.performance ?? 0);
      pages.push({ ...median.page, perfRange: [Math.min(...perfScores), Math.max(...perfScores)] });
      // The whole median report, to read what a score is made of (main-thread breakdown, long
      // tasks, the script treemap) in Lighthouse's viewer or with jq.
      if (process.env.LIGHTHOUSE_SAVE_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
        const slug = target.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_SAVE_DIR, `${slug}.json`),
          JSON.stringify(median.lhr),
        );
      }

      if (target.path === '/') {
        const details = median.lhr.audits['network-requests']?.details as
          | { items?: NetworkRequestItem[] }
          | undefined;
        landingScripts = await weighScripts(details?.items ?? []);
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return { pages, landingScripts };
}

/**
 * Each run is a first visit: no cookie but the session's (when signed in). Lighthouse clears
 * the origin's storage between runs, but not its cookies (so that signed-in audits work), and
 * the session went before as an extra header, which a cookie the app sets (its time zone)
 * then displaced from the page's request: every run after the first was a signed-out page.
 * The extra header reached neither the live stream (401) nor anything but Lighthouse's own
 * requests; a cookie in the jar goes with every request, as a cook's does.
 */
async function startVisit(browser: Browser, baseUrl: string, cookieHeader: string | undefined) {
  const context = browser.defaultBrowserContext();
  const kept = await context.cookies();
  if (kept.length > 0) await context.deleteCookie(...kept);
  if (!cookieHeader) return;
  const { hostname } = new URL(baseUrl);
  const cookies = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
    });
  await context.setCookie(...cookies);
}

type AuditResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function auditPage(
  port: number,
  baseUrl: string,
  target: { path: string; signedIn: boolean },
  /** Readies the browser for a first visit (its cookies), before each try. */
  startVisit: () => Promise<void>,
): Promise<{ page: PageScore; lhr: AuditResult }> {
  const audit = async () => {
    await startVisit();
    return lighthouse(`${baseUrl}${target.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
  };
  // Chromium's trace recording fails now and then on a busy machine (NO_NAVSTART); one
  // more try is enough in practice, and a second failure is reported as it is.
  let result = await audit();
  if (result?.lhr.runtimeError) result = await audit();
  if (!result) throw new Error(`Lighthouse returned no result for ${target.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${target.path}: ${lhr.runtimeError.message}`);
  }
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failedAudits = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => `${category}: ${ref.id}`),
  );
  const page: PageScore = {
    path: target.path,
    signedIn: target.signedIn,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits,
    perfRange: null,
    explanation: explainPerformance(lhr),
  };
  return { page, lhr };
}

type RequestItem = NetworkRequestItem & {
  priority?: string;
  networkEndTime?: number;
};
type Table<T> = { items?: T[] };
type LcpPhase = { phase: string; timing: number };

const METRIC_NAMES: Record<string, string> = {
  'first-contentful-paint': 'first paint',
  'largest-contentful-paint': 'largest paint',
  'total-blocking-time': 'blocking time',
  'cumulative-layout-shift': 'layout shift',
  'speed-index': 'speed index',
};
const fileName = (url: string) => {
  try {
    return new URL(url).pathname.replace(/^\/assets\//, '');
  } catch {
    return url; // "Unattributable"
  }
};

/**
 * The profile behind a performance score, from one Lighthouse report: the points each metric
 * costs, what the simulation made the first and the largest paint wait for, and where the
 * blocking time goes. Lighthouse's mobile preset simulates a slow phone from a trace taken at
 * full speed (Lantern): a request counts towards a paint if it had finished before that paint
 * in the fast trace, and a high-priority script counts as blocking the first paint unless its
 * evaluation is seen to start after it, which module scripts never show.
 */
export function explainPerformance(lhr: AuditResult): string[] {
  const audits = lhr.audits;
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
  const lost = refs
    .map((ref) => ({
      name: METRIC_NAMES[ref.id] ?? ref.id,
      value: audits[ref.id]?.displayValue ?? '-',
      points: ((1 - (audits[ref.id]?.score ?? 0)) * ref.weight * 100) / totalWeight,
    }))
    .sort((a, b) => b.points - a.points);
  const lines = [
    `points lost: ${lost.map((m) => `${m.name} ${m.value} -${m.points.toFixed(1)}`).join(', ')}`,
  ];
  const observed = (audits.metrics?.details as Table<Record<string, number>> | undefined)
    ?.items?.[0];
  const requests =
    (audits['network-requests']?.details as Table<RequestItem> | undefined)?.items ?? [];
  const endedBy = (ms: number | undefined) =>
    requests.filter((r) => ms !== undefined && (r.networkEndTime ?? Infinity) <= ms);
  const weight = (items: RequestItem[]) =>
    kb(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0));

  const fcpObserved = observed?.observedFirstContentfulPaint;
  const blockingScripts = endedBy(fcpObserved).filter(
    (r) => r.resourceType === 'Script' && (r.priority === 'High' || r.priority === 'VeryHigh'),
  );
  lines.push(
    `first paint ${audits['first-contentful-paint']?.displayValue ?? '-'} (at full speed ${Math.round(fcpObserved ?? 0)} ms): waits for the page, its style sheet and ${blockingScripts.length} high-priority scripts (${weight(blockingScripts)}) that had loaded by then`,
  );

  const lcpDetails = audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: ({ node?: { nodeLabel?: string; snippet?: string } } & LcpPhase)[] }[] }
    | undefined;
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node;
  const phases = (lcpDetails?.items?.[1]?.items ?? []) as LcpPhase[];
  const lcpObserved = observed?.observedLargestContentfulPaint;
  // Lantern's LCP graph: every request finished by the paint, except low-priority pictures.
  const beforeLcp = endedBy(lcpObserved).filter(
    (r) => !(r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')),
  );
  const element = `${node?.snippet?.slice(0, 40) ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 40)}"`;
  // A picture's own bytes at the simulated bandwidth: on the photo screens that, not the app,
  // is most of the paint's time (decision 057).
  const picture = node?.snippet?.startsWith('<img')
    ? beforeLcp.find((r) => r.resourceType === 'Image')
    : undefined;
  const kbps = lhr.configSettings.throttling?.throughputKbps;
  const pictureTime =
    picture?.transferSize && kbps
      ? `; the picture is ${kb(picture.transferSize)}, ${((picture.transferSize * 8) / 1024 / kbps).toFixed(2)} s of the simulated ${(kbps / 1024).toFixed(1)} Mbps on its own`
      : '';
  lines.push(
    `largest paint ${audits['largest-contentful-paint']?.displayValue ?? '-'}: ${element}; ${phases.map((p) => `${p.phase.toLowerCase()} ${Math.round(p.timing)} ms`).join(', ')}; the simulation counts the ${beforeLcp.length} requests (${weight(beforeLcp)}) finished before it at full speed${pictureTime}`,
  );

  const longTasks =
    (audits['long-tasks']?.details as Table<{ url: string; duration: number }> | undefined)
      ?.items ?? [];
  const byScript =
    (audits['bootup-time']?.details as Table<{ url: string; scripting: number }> | undefined)
      ?.items ?? [];
  lines.push(
    `blocking time ${audits['total-blocking-time']?.displayValue ?? '-'}: ${longTasks.length} long tasks (simulated), the longest ${longTasks
      .slice(0, 3)
      .map((t) => `${Math.round(t.duration)} ms in ${fileName(t.url)}`)
      .join(', ')}; script time by file: ${byScript
      .slice(0, 3)
      .map((s) => `${fileName(s.url)} ${Math.round(s.scripting)} ms`)
      .join(', ')}`,
  );
  return lines;
}

/** Every script the landing page downloaded while Lighthouse loaded it (up to interactive). */
async function weighScripts(items: NetworkRequestItem[]): Promise<ScriptWeight> {
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const files = await Promise.all(
    scripts.map(async (item) => {
      let gzipBytes = 0;
      try {
        const response = await fetch(item.url);
        gzipBytes = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length;
      } catch {
        // A script we cannot fetch again still counts with its transfer size.
        gzipBytes = item.transferSize ?? 0;
      }
      return { url: item.url, transferBytes: item.transferSize ?? 0, gzipBytes };
    }),
  );
  return {
    transferBytes: files.reduce((sum, file) => sum + file.transferBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    files,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (value: string | number | null, width: number) => String(value ?? '-').padStart(width);

export function formatLighthouseReport(report: LighthouseReport): string {
  const header = `${'page'.padEnd(22)}${cell('perf', 6)}${cell('range', 8)}${cell('a11y', 6)}${cell('bp', 6)}${cell('seo', 6)}${cell('LCP ms', 9)}${cell('TBT ms', 9)}${cell('CLS', 8)}`;
  const lines = [header, '-'.repeat(header.length)];
  for (const page of report.pages) {
    const label = `${page.path}${page.signedIn ? ' (signed in)' : ''}`;
    lines.push(
      `${label.padEnd(22)}${cell(page.scores.performance, 6)}${cell(page.perfRange ? page.perfRange.join('-') : null, 8)}${cell(page.scores.accessibility, 6)}${cell(page.scores['best-practices'], 6)}${cell(page.scores.seo, 6)}${cell(page.lcpMs === null ? null : Math.round(page.lcpMs), 9)}${cell(page.tbtMs === null ? null : Math.round(page.tbtMs), 9)}${cell(page.cls === null ? null : page.cls.toFixed(3), 8)}`,
    );
  }
  const failed = report.pages.flatMap((page) =>
    page.failedAudits.map((audit) => `  ${page.path}: ${audit}`),
  );
  if (failed.length > 0) lines.push('', 'Failed audits:', ...failed);
  if (report.landingScripts) {
    const { gzipBytes, transferBytes, files } = report.landingScripts;
    lines.push(
      '',
      `Landing page JavaScript before interactive: ${kb(gzipBytes)} gzipped (${files.length} files, ${kb(transferBytes)} transferred)`,
      ...files.map((file) => `  ${kb(file.gzipBytes).padStart(9)}  ${new URL(file.url).pathname}`),
    );
  }
  lines.push(`(median run of ${RUNS_PER_PAGE} per page; range = lowest-highest performance score)`);
  return lines.join('\n');
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const report = await runLighthouse({
    baseUrl: process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3000',
    cookieHeader: process.env.BENCH_COOKIE,
  });
  console.log(formatLighthouseReport(report));
}
