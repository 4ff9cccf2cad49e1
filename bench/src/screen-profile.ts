import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.ts';
import { screenPath, seedList } from './seed-lists.ts';
import { sourceOf } from './source-maps.ts';
import { benchPort, printTable, signUpBenchUser } from './support.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

type CallFrame = ProfileNode['callFrame'];

/** A function by its source name and file when the build has maps, else as minified. */
function nameOf(frame: CallFrame): string {
  const source = sourceOf(frame);
  if (source) return `${source.name ?? frame.functionName ?? '(anonymous)'} ${source.file}`;
  const file = frame.url.split('/').at(-1) || '(native)';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
}

const screen = process.argv[2] ?? 'list';
const server = await startBenchServer({ port: benchPort(4818) });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const cookie = await signUpBenchUser(server.base, 'profile-bench@example.com');
  const { listId, mealIds } = await seedList(server.base, cookie, 'Family week', 50);
  const target = screenPath(screen, listId, mealIds);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const [name, ...value] = cookie.split(';')[0]?.split('=') ?? [];
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: server.base }]);
  const page = await context.newPage();
  // Each API read should go out once: a preload (Link header) and the code's own fetch of the
  // same address must meet in one request.
  const apiRequests = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`.replace(listId, '{id}');
    apiRequests.set(key, (apiRequests.get(key) ?? 0) + 1);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await page.goto(`${server.base}${target}`, { waitUntil: 'networkidle' });
  const loadedMs = performance.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };

  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const inside = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url } = node.callFrame;
    const file = url.split('/').at(-1) || '(native)';
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) {
      byScript.set(functionName, (byScript.get(functionName) ?? 0) + ms);
      continue;
    }
    const key = nameOf(node.callFrame);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    // Each function of ours (or a library's, not React's) on the stack counts this sample once.
    const counted = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame;
      const source = frame && sourceOf(frame);
      if (!frame || !source || /^(react|react-dom|scheduler)\//.test(source.file)) continue;
      const name = `${source.name ?? frame.functionName ?? '(anonymous)'} ${source.file}`;
      if (counted.has(name)) continue;
      counted.add(name);
      inside.set(name, (inside.get(name) ?? 0) + ms);
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`${screen} (${target}) loaded to network idle in ${loadedMs.toFixed(0)} ms`);
  console.log(
    `API requests: ${[...apiRequests].map(([url, n]) => `${url} x${n}`).join(', ') || 'none'}`,
  );
  printTable(
    'Self time by script',
    top(byScript, 12).map(([script, ms]) => ({ script, ms: ms.toFixed(1) })),
  );
  printTable(
    'Self time by function',
    top(byFunction, 25).map(([fn, ms]) => ({ function: fn, ms: ms.toFixed(1) })),
  );
  if (inside.size > 0)
    printTable(
      'Time inside our functions and the libraries (callees included; React left out)',
      top(inside, 25).map(([fn, ms]) => ({ function: fn, ms: ms.toFixed(1) })),
    );
} finally {
  await browser.close();
  await server.stop();
}
