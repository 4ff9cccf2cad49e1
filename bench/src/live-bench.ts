/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { createPgDatabase } from '../../server/test/fleet/harness.ts';
import {
  benchPort,
  printTable,
  residentMemoryMb,
  signUpBenchUser,
  sleep,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

/**
 * `npm run bench -- live` (issue 17): how fast a tick on one phone shows on another, what
 * 1,000 open event streams cost the server, how fast the shopping list opens offline, and how
 * many requests an open list screen makes. Servers on ports 4820-4829 (PostgreSQL figures when
 * TEST_DATABASE_URL is set).
 *
 * Knobs: BENCH_LIVE_ONLY=offline|streams runs one part; BENCH_LIVE_TICKS, BENCH_LIVE_STREAMS,
 * BENCH_LIVE_STARTS set the counts; BENCH_LIVE_TRACE=1 prints every offline start's file and
 * paint timings (stderr), BENCH_LIVE_TRACE=profile adds its main-thread time by script, and
 * BENCH_LIVE_TRACE_FUNCTIONS=1 by function (file:function:line:column of the built code).
 */

const TICKS = Number(process.env.BENCH_LIVE_TICKS ?? 200);
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
const STARTS = Number(process.env.BENCH_LIVE_STARTS ?? 5);

type Server = { base: string; pid: number; stop: () => Promise<void> };

async function startServer(port: number, env: Record<string, string> = {}): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-live-'));
  const child = startProcess(['server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
    ...env,
  });
  await waitForOk(`${base}/api/health`, performance.now());
  return {
    base,
    pid: child.pid ?? 0,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api<T>(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Two cooks sharing a list with one meal; the member's session cookie for the browser. */
async function family(base: string) {
  const tag = randomBytes(4).toString('hex');
  const owner = await signUpBenchUser(base, `owner.${tag}@example.com`);
  const member = await signUpBenchUser(base, `member.${tag}@example.com`);
  const { list } = await api<{ list: { id: string } }>(base, owner, 'POST', '/api/lists', {
    name: 'Bench shop',
  });
  await api(base, owner, 'POST', `/api/lists/${list.id}/meals`, {
    meals: [
      {
        name: 'Pancakes',
        ingredients: [
          { name: 'Flour', quantity: 2, unit: 'cup' },
          { name: 'Milk', quantity: 1, unit: 'cup' },
        ],
        directions: ['Fry.'],
      },
    ],
  });
  const session = await api<{ profile: { username: string } }>(base, member, 'GET', '/api/session');
  await api(base, owner, 'POST', `/api/lists/${list.id}/members`, {
    username: session.profile.username,
  });
  return { owner, member, listId: list.id };
}

async function pageWithCookie(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
    }),
  );
  return { context, page: await context.newPage() };
}

/** The tick-to-render targets of issue 17. */
function isMet(latency: { p50: number; p99: number }): string {
  return latency.p50 < 150 && latency.p99 < 1000 ? 'yes' : 'no';
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Ticks through instance `writeBase` and times until the member's page (on `readBase`) shows
 * it: the page records when the box changes (MutationObserver), both clocks are this machine's.
 */
async function tickToRender(
  browser: Browser,
  writeBase: string,
  readBase: string,
  ownerOf: Awaited<ReturnType<typeof family>>,
) {
  const { owner, member, listId } = ownerOf;
  const { context, page } = await pageWithCookie(browser, readBase, member);
  await page.goto(`${readBase}/list/${listId}?tab=shopping`);
  const box = page
    .getByRole('list', { name: 'All ingredients' })
    .getByRole('checkbox', { name: /^Flour/ });
  await box.waitFor();
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>(
      'ul[aria-label="All ingredients"] input[type=checkbox]',
    );
    const w = window as unknown as { renders: { at: number; checked: boolean }[] };
    w.renders = [];
    if (!input) throw new Error('no checkbox');
    // React sets `checked` as a property; the label's class changes with it. (No named
    // function here: the bundler would wrap it in a helper the page does not have.)
    new MutationObserver(() => {
      w.renders.push({ at: Date.now(), checked: input.checked });
    }).observe(input.closest('li') ?? input, {
      attributes: true,
      subtree: true,
      attributeFilter: ['class'],
    });
  });
  await sleep(1500);
  const latencies: number[] = [];
  for (let i = 0; i < TICKS; i += 1) {
    const checked = i % 2 === 0;
    const sentAt = Date.now();
    await api(writeBase, owner, 'PUT', `/api/lists/${listId}/shopping/lines`, {
      scope: 'all',
      key: 'flour',
      checked,
    });
    const handle = await page.waitForFunction(
      ({ after, want }) => {
        const w = window as unknown as { renders: { at: number; checked: boolean }[] };
        const hit = w.renders.find((r) => r.at >= after && r.checked === want);
        return hit ? hit.at : false;
      },
      { after: sentAt, want: checked },
      { timeout: 10_000, polling: 5 },
    );
    latencies.push(Number(await handle.jsonValue()) - sentAt);
  }
  await context.close();
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function streamCooks(server: Server): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const email = `stream${i}.${randomBytes(3).toString('hex')}@example.com`;
    cookies.push(await signUpBenchUser(server.base, email));
  }
  return cookies;
}

async function openStreams(server: Server, cookies: string[], count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            `${server.base}/api/events`,
            { agent, headers: { cookie: cookies[i % 10] } },
            (res) => {
              res.once('data', () => resolve());
              res.on('error', () => {});
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  return () => {
    for (const req of requests) req.destroy();
    agent.destroy();
  };
}

async function streamCost(port: number) {
  const server = await startServer(port);
  try {
    // Signed up first: password hashing takes memory of its own, not the streams'.
    const cookies = await streamCooks(server);
    await sleep(2000);
    const before = residentMemoryMb(server.pid) ?? Number.NaN;
    const close = await openStreams(server, cookies, STREAMS);
    await sleep(3000);
    const after = residentMemoryMb(server.pid) ?? Number.NaN;
    // Idle across a heartbeat (every 25 s).
    const windowS = 27;
    const cpuBefore = cpuSeconds(server.pid);
    await sleep(windowS * 1000);
    const cpu = ((cpuSeconds(server.pid) - cpuBefore) / windowS) * 100;
    close();
    return { before, after, cpu };
  } finally {
    await server.stop();
  }
}

/** Launch to the shopping list painted, network off, Lighthouse's mobile CPU (4x slower). */
async function offlineStart(
  browser: Browser,
  base: string,
  who: Awaited<ReturnType<typeof family>>,
) {
  const { context, page } = await pageWithCookie(browser, base, who.member);
  const url = `${base}/list/${who.listId}?tab=shopping`;
  await page.goto(url);
  await page.getByRole('list', { name: 'All ingredients' }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await sleep(1500);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const busyMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  const times: number[] = [];
  // Main-thread busy time of each start: less swayed than wall time by a loaded machine.
  const busy: number[] = [];
  const profiling = process.env.BENCH_LIVE_TRACE === 'profile';
  for (let i = 0; i < STARTS; i += 1) {
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    // A launch: a new document from elsewhere (as the installed app starts), not the same
    // address again. Going to the same address again kept the page's navigator.onLine true
    // under Playwright's offline emulation, so the app believed it was online and measured a
    // start with failing requests (session 3); this start must see itself offline.
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'commit' });
    const painted = await page.waitForFunction(
      () =>
        document.querySelector('ul[aria-label="All ingredients"] input[type=checkbox]')
          ? performance.now()
          : false,
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    times.push(Number(await painted.jsonValue()));
    if (await page.evaluate(() => navigator.onLine)) {
      throw new Error('The offline start believed it was online (navigator.onLine is true)');
    }
    // The page's counters start again with each document.
    busy.push(await busyMs());
    if (profiling) {
      // Main-thread time by script (self time), to see what the start spends its time on.
      const { profile } = await cdp.send('Profiler.stop');
      const total = new Map<string, number>();
      const dt = new Map<number, number>();
      profile.samples?.forEach((id, at) => {
        dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[at] ?? 0));
      });
      for (const node of profile.nodes) {
        const { url: u, functionName } = node.callFrame;
        const file = u ? u.replace(/^.*\/assets\//, '') : '';
        const key = !u
          ? `(${functionName || 'native'})`
          : process.env.BENCH_LIVE_TRACE_FUNCTIONS
            ? `${file}:${functionName || '(anonymous)'}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`
            : file;
        total.set(key, (total.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
      }
      const top = [...total]
        .sort((a, b) => b[1] - a[1])
        .slice(0, process.env.BENCH_LIVE_TRACE_FUNCTIONS ? 40 : 14);
      console.error(top.map(([k, ms]) => `${k} ${Math.round(ms)}`).join(' | '));
    }
    if (process.env.BENCH_LIVE_TRACE) {
      // Where the time goes: every file the page loaded, and its own marks (stderr).
      const entries = await page.evaluate(() =>
        [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
          ...performance.getEntriesByType('mark'),
          ...performance.getEntriesByType('paint'),
        ].map((e) => ({
          name: e.name.replace(location.origin, ''),
          start: Math.round(e.startTime),
          end: Math.round(e.startTime + e.duration),
        })),
      );
      console.error(JSON.stringify(entries));
    }
  }
  await context.close();
  return { p50: percentile(times, 50), max: Math.max(...times), busyP50: percentile(busy, 50) };
}

/**
 * /api requests an open list screen (shopping tab) makes per minute, nothing changing. With
 * `withoutStream` the event stream is refused (a proxy that drops it, a server without it), so
 * the screen falls back to polling; its reconnection attempts are counted apart.
 */
async function requestsPerMinute(
  browser: Browser,
  base: string,
  who: Awaited<ReturnType<typeof family>>,
  options: { withoutStream?: boolean; seconds?: number } = {},
) {
  const { context, page } = await pageWithCookie(browser, base, who.member);
  if (options.withoutStream) await page.route('**/api/events', (route) => route.abort());
  await page.goto(`${base}/list/${who.listId}?tab=shopping`);
  await page.getByRole('list', { name: 'All ingredients' }).waitFor();
  await sleep(2000);
  let reads = 0;
  let streamAttempts = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/events') streamAttempts += 1;
    else if (pathname.startsWith('/api/')) reads += 1;
  });
  const seconds = options.seconds ?? 30;
  await sleep(seconds * 1000);
  await context.close();
  const perMinute = (n: number) => Math.round(((n * 60) / seconds) * 10) / 10;
  return { reads: perMinute(reads), streamAttempts: perMinute(streamAttempts), seconds };
}

export async function runLiveBench() {
  if (process.env.BENCH_LIVE_ONLY === 'streams') {
    await printStreamCost();
    return;
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  if (process.env.BENCH_LIVE_ONLY === 'offline') {
    const server = await startServer(benchPort(4820));
    try {
      printOfflineStart(await offlineStart(browser, server.base, await family(server.base)));
    } finally {
      await server.stop();
      await browser.close();
    }
    return;
  }
  try {
    const rows: Record<string, string | number>[] = [];
    const one = await startServer(benchPort(4820));
    let who: Awaited<ReturnType<typeof family>>;
    try {
      who = await family(one.base);
      const sqlite = await tickToRender(browser, one.base, one.base, who);
      rows.push({
        setup: 'one instance (SQLite)',
        ticks: TICKS,
        'p50 ms': sqlite.p50,
        'p99 ms': sqlite.p99,
        target: 'p50 < 150, p99 < 1000',
        met: isMet(sqlite),
      });
      const start = await offlineStart(browser, one.base, who);
      const perMinute = await requestsPerMinute(browser, one.base, who);
      // Two minutes, so the 60 s fallback poll is seen twice.
      const fallback = await requestsPerMinute(browser, one.base, who, {
        withoutStream: true,
        seconds: 125,
      });
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (adminUrl) {
        const database = await createPgDatabase(adminUrl);
        // Two instances of one deployment: the same database and the same session secret.
        const shared = { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(24).toString('hex') };
        const a = await startServer(benchPort(4821), shared);
        const b = await startServer(benchPort(4822), shared);
        try {
          const pgFamily = await family(a.base);
          const twoInstances = await tickToRender(browser, a.base, b.base, pgFamily);
          rows.push({
            setup: 'two instances (PostgreSQL, tick via A, page on B)',
            ticks: TICKS,
            'p50 ms': twoInstances.p50,
            'p99 ms': twoInstances.p99,
            target: 'p50 < 150, p99 < 1000',
            met: isMet(twoInstances),
          });
        } finally {
          await a.stop();
          await b.stop();
          await database.drop();
        }
      } else {
        rows.push({
          setup: 'two instances (PostgreSQL)',
          ticks: 0,
          'p50 ms': 'not run: TEST_DATABASE_URL unset',
          'p99 ms': '-',
          target: '-',
          met: '-',
        });
      }
      printTable('Live: tick on one client to the change rendered on another', rows);
      printOfflineStart(start);
      printTable('Requests per minute per open list screen (shopping tab, nothing changing)', [
        {
          version: 'before (main: shopping state polled every 5 s)',
          'requests/min': '12 (from SHOPPING_POLL_MS = 5000, not measured)',
        },
        {
          version: 'after (one event stream, no polling while it is up)',
          'requests/min': `${perMinute.reads} reads + ${perMinute.streamAttempts} stream attempts (measured over ${perMinute.seconds} s)`,
        },
        {
          version: 'after, stream refused (slow fallback poll, 60 s)',
          'requests/min': `${fallback.reads} reads + ${fallback.streamAttempts} stream attempts (measured over ${fallback.seconds} s)`,
        },
      ]);
    } finally {
      await one.stop();
    }
    await printStreamCost();
  } finally {
    await browser.close();
  }
}

function printOfflineStart(start: { p50: number; max: number; busyP50: number }) {
  printTable('Offline start (network off, 4x CPU slowdown, 412 px wide)', [
    {
      'launch to shopping list painted, p50 ms': Math.round(start.p50),
      [`max of ${STARTS} ms`]: Math.round(start.max),
      'main thread busy, p50 ms': Math.round(start.busyP50),
      target: '< 1000',
      met: start.p50 < 1000 ? 'yes' : 'no',
    },
  ]);
}

async function printStreamCost() {
  const streams = await streamCost(benchPort(4823));
  printTable(`${STREAMS} open event streams on one instance`, [
    {
      'RSS before MB': streams.before.toFixed(1),
      'RSS with streams MB': streams.after.toFixed(1),
      'added MB': (streams.after - streams.before).toFixed(1),
      'idle CPU % (27 s, one heartbeat)': streams.cpu.toFixed(2),
      target: '< 50 MB, < 2 %',
      met: streams.after - streams.before < 50 && streams.cpu < 2 ? 'yes' : 'no',
    },
  ]);
}
