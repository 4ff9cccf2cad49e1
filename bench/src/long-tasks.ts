import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.ts';
import { screenPath, seedList } from './seed-lists.ts';
import { sourceOf } from './source-maps.ts';
import { benchPort, median, signUpBenchUser } from './support.ts';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

function nameOf(frame: ProfileNode['callFrame']): string {
  const source = sourceOf(frame);
  if (source)
    return `${source.name ?? frame.functionName ?? '(anonymous)'} ${source.file}:${source.line}`;
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) || '(native)'}`;
}

const screen = process.argv[2] ?? 'meal';
const loads = Number(process.argv[3] ?? 1);
/**
 * The CPU slowdown (LONG_TASKS_RATE, 4 as Lighthouse's phone). Durations are printed as the
 * phone's (times 4 / rate): a task is long over 50 ms of the phone's.
 */
const RATE = Number(process.env.LONG_TASKS_RATE ?? 4);
const PHONE = 4 / RATE;
/** LONG_TASKS_CPU=1: a task's length is the main thread's CPU time in it, not the wall time. */
const USE_CPU = process.env.LONG_TASKS_CPU === '1';
/** Tasks printed: over LONG_TASKS_SHOW ms of the phone's (50, what counts as long). */
const SHOW_MS = Number(process.env.LONG_TASKS_SHOW ?? 50);
const server = await startBenchServer({ port: benchPort(4819) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const cookie = await signUpBenchUser(server.base, 'long-tasks@example.com');
  const { listId, mealIds } = await seedList(server.base, cookie, 'Family week', 50);
  const target = screenPath(screen, listId, mealIds);
  const tbts: number[] = [];
  const busy: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    // A fresh context each load: no IndexedDB copy, no HTTP cache (a first visit).
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const [name, ...value] = cookie.split(';')[0]?.split('=') ?? [];
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: server.base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => {
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    const traceDone = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading,toplevel',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.base}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Tracing.end');
    await traceDone;
    await context.close();

    const main = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((t) => t.pid === e.pid && t.name === 'firstContentfulPaint'),
    );
    if (!main) throw new Error('no renderer main thread with a first contentful paint');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
    const lcp = events
      .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid)
      .at(-1);
    const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid) ?? fcp;
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 0);
    const t0 = nav?.ts ?? 0;
    const fcpTs = fcp?.ts ?? 0;
    let tbt = 0;
    let total = 0;
    // Samples by time.
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    const sampleTimes: number[] = [];
    let at = profile.startTime;
    for (const delta of profile.timeDeltas) {
      at += delta;
      sampleTimes.push(at);
    }
    console.log(
      `\nload ${load + 1}: FCP ${((fcpTs - t0) / 1000).toFixed(0)} ms, LCP ${lcp ? ((lcp.ts - t0) / 1000).toFixed(0) : '?'} ms`,
    );
    for (const task of tasks) {
      // The thread's own time where the trace has it (a busy machine's waits left out).
      const dur = (((USE_CPU ? task.tdur : undefined) ?? task.dur ?? 0) / 1000) * PHONE;
      total += dur;
      const afterFcp = task.ts >= fcpTs;
      if (afterFcp && dur > 50) tbt += dur - 50;
      if (dur < SHOW_MS) continue;
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
      const kinds = new Map<string, number>();
      for (const e of inside) {
        if (
          ![
            'EvaluateScript',
            'v8.evaluateModule',
            'FunctionCall',
            'TimerFire',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'PrePaint',
            'RunMicrotasks',
            'v8.compile',
            'v8.compileModule',
            'MajorGC',
            'MinorGC',
            'FireAnimationFrame',
            'EventDispatch',
            'XHRReadyStateChange',
            'ParseAuthorStyleSheet',
            'Commit',
            'Layerize',
            'v8.parseOnBackground',
            'HitTest',
            'ScheduleStyleRecalculation',
          ].includes(e.name)
        )
          continue;
        let label = e.name;
        const data = e.args?.data as { url?: string; functionName?: string } | undefined;
        if (data?.url) label += ` ${String(data.url).split('/').at(-1)}`;
        else if (data?.functionName) label += ` ${data.functionName}`;
        kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0) / 1000);
      }
      const self = new Map<string, number>();
      const inclusive = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const t = sampleTimes[i] ?? 0;
        if (t < task.ts || t >= end) return;
        const node = nodes.get(id);
        if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName))
          return;
        const ms = (profile.timeDeltas[i] ?? 0) / 1000;
        const key = nameOf(node.callFrame);
        self.set(key, (self.get(key) ?? 0) + ms);
        // Our functions and the libraries' (not React's) on the stack, callees included.
        const counted = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
          const frame = nodes.get(at)?.callFrame;
          if (!frame) continue;
          const name = nameOf(frame);
          if (/ (react|react-dom|scheduler)\/|\(native\)|^\(/.test(name) || counted.has(name))
            continue;
          counted.add(name);
          inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
        }
      });
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`);
      console.log(
        `  task at ${((task.ts - t0) / 1000).toFixed(0)} ms: ${dur.toFixed(0)} ms${afterFcp ? ' (after FCP)' : ' (before FCP)'}`,
      );
      console.log(`    ran: ${top(kinds, 8).join(' | ')}`);
      console.log(`    self: ${top(self, 12).join(' | ')}`);
      console.log(`    inside: ${top(inclusive, 16).join(' | ')}`);
    }
    console.log(`  TBT (trace, after FCP) ${tbt.toFixed(0)} ms; all tasks ${total.toFixed(0)} ms`);
    tbts.push(tbt);
    busy.push(total);
  }
  console.log(
    `\n${screen}: TBT median ${median(tbts).toFixed(0)} ms [${tbts.map((t) => t.toFixed(0)).join(', ')}], busy median ${median(busy).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
