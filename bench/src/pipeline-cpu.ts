import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { readsOf, seedFamily } from './screens-bench.ts';
import {
  benchPort,
  describeMemoryFirstTouch,
  printTable,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

/**
 * CPU per request of the server's main thread, for /api/health, bare Hono and each read of the
 * screens bench (plain, gzip, 304). On a machine shared with other work, requests per second
 * say more about the neighbours than about us; the main thread's CPU time per request does not
 * (it is what caps one instance's rate). Run after `npm run build`:
 *   node --import tsx bench/src/pipeline-cpu.ts
 * PIPELINE_DATA_DIR keeps the seeded family between runs; PIPELINE_REQUESTS (20000) per read;
 * PIPELINE_NODE_ARGS adds flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`);
 * PIPELINE_ONLY=dashboard,list runs only the reads whose name or path contains one of them, and
 * PIPELINE_HOW=plain,304 only those variants.
 */
const PORT = benchPort(4810);
const BARE_PORT = benchPort(4811);
const REQUESTS = Number(process.env.PIPELINE_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.PIPELINE_ROUNDS ?? 1);
const dataDir = process.env.PIPELINE_DATA_DIR ?? `${os.tmpdir()}/forkcast-pipeline-cpu`;
const base = `http://127.0.0.1:${PORT}`;

function startServer(countQueries: boolean) {
  const nodeArgs = (process.env.PIPELINE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startProcess([...nodeArgs, 'server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DEBUG_QUERY_COUNT: countQueries ? 'true' : 'false',
  });
}

/** The main thread's CPU seconds (the one that serves requests), from /proc. */
function mainThreadCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
function processCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function run(url: string, headers: Record<string, string>, amount: number) {
  const result = await autocannon({ url, connections: 50, amount, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx - (result['3xx'] ?? 0),
  };
}

async function measureOnce(pid: number, url: string, headers: Record<string, string>) {
  await run(url, headers, Math.min(2000, REQUESTS));
  const main0 = mainThreadCpu(pid);
  const all0 = processCpu(pid);
  const result = await run(url, headers, REQUESTS);
  const main = ((mainThreadCpu(pid) - main0) / REQUESTS) * 1e6;
  const all = ((processCpu(pid) - all0) / REQUESTS) * 1e6;
  return { ...result, main, all };
}

/**
 * PIPELINE_ROUNDS (1) rounds, each `/api/health` then this read, so that both see the same
 * load: the median round by the ratio of their main-thread CPU.
 */
async function measure(pid: number, url: string, headers: Record<string, string>) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const health = await measureOnce(pid, `${base}/api/health`, {});
    const read = await measureOnce(pid, url, headers);
    rounds.push({ ...read, share: health.main / read.main });
  }
  rounds.sort((a, b) => a.share - b.share);
  return rounds[Math.floor(rounds.length / 2)] as (typeof rounds)[number];
}

type Seed = { cookie: string; lists: [number, { listId: string; mealIds: string[] }][] };
const seedFile = `${dataDir}/pipeline-seed.json`;
if (!existsSync(seedFile)) {
  mkdirSync(dataDir, { recursive: true });
  const child = startServer(false);
  try {
    await waitForOk(`${base}/api/health`, performance.now());
    const seeded = await seedFamily(base);
    writeFileSync(
      seedFile,
      JSON.stringify({ cookie: seeded.cookie, lists: [...seeded.lists] } satisfies Seed),
    );
  } finally {
    await stopProcess(child);
  }
}
const seed = JSON.parse(readFileSync(seedFile, 'utf8')) as Seed;
const lists = new Map(seed.lists);
const only = process.env.PIPELINE_ONLY?.split(',');
const HOW = process.env.PIPELINE_HOW?.split(',').filter(Boolean);
const wanted = (text: string) => !only || only.some((part) => text.includes(part));

// Query counts and tags, from a counting server.
const probes = new Map<string, { tag: string | null; queries: string; q304: string }>();
{
  const child = startServer(true);
  try {
    await waitForOk(`${base}/api/health`, performance.now());
    for (const read of readsOf(lists)) {
      const first = await fetch(`${base}${read.path}`, { headers: { cookie: seed.cookie } });
      await first.arrayBuffer();
      const tag = first.headers.get('etag');
      let q304 = '-';
      if (tag) {
        const again = await fetch(`${base}${read.path}`, {
          headers: { cookie: seed.cookie, 'if-none-match': tag },
        });
        q304 = `${again.status}:${again.headers.get('x-query-count')}`;
      }
      probes.set(read.path, { tag, queries: first.headers.get('x-query-count') ?? '?', q304 });
    }
  } finally {
    await stopProcess(child);
  }
}

const server = startServer(false);
const bare = startProcess(['--import', 'tsx', 'bench/src/bare-hono.ts'], {
  PORT: String(BARE_PORT),
});
try {
  await waitForOk(`${base}/api/health`, performance.now());
  await waitForOk(`http://127.0.0.1:${BARE_PORT}/`, performance.now());
  const pid = server.pid as number;
  const rows: Record<string, string | number>[] = [];
  const bareRow = await measureOnce(bare.pid as number, `http://127.0.0.1:${BARE_PORT}/`, {});
  const health = await measureOnce(pid, `${base}/api/health`, {});
  const row = (name: string, how: string, m: typeof health & { share?: number }, queries = '') =>
    rows.push({
      read: name,
      how,
      queries,
      'main µs/req': m.main.toFixed(0),
      'all µs/req': m.all.toFixed(0),
      'health/this': `${(100 * (m.share ?? health.main / m.main)).toFixed(0)}%`,
      'req/s': m.rps.toFixed(0),
      'p99 ms': m.p99,
      bad: m.bad,
    });
  row('bare Hono', '', bareRow);
  row('/api/health', '', health);
  for (const read of readsOf(lists)) {
    const name = `${read.name} ${read.meals}`;
    if (!wanted(`${name} ${read.path}`)) continue;
    const probe = probes.get(read.path);
    const variants: [string, Record<string, string>][] = [
      ['plain', { cookie: seed.cookie }],
      ['gzip', { cookie: seed.cookie, 'accept-encoding': 'gzip' }],
    ];
    if (probe?.tag) variants.push(['304', { cookie: seed.cookie, 'if-none-match': probe.tag }]);
    for (const [how, headers] of variants) {
      if (HOW?.length && !HOW.includes(how)) continue;
      const m = await measure(pid, `${base}${read.path}`, headers);
      row(name, how, m, how === '304' ? (probe?.q304 ?? '') : (probe?.queries ?? ''));
    }
  }
  printTable(
    `CPU per request, main thread (${REQUESTS} requests, 50 connections; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
    rows,
  );
  console.log(
    `health vs bare (main-thread CPU): ${((bareRow.main / health.main) * 100).toFixed(0)}%`,
  );
  console.log(describeMemoryFirstTouch());
} finally {
  await stopProcess(server);
  await stopProcess(bare);
}
