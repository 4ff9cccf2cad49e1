import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  createPgDatabase,
  type Instance,
  type PgDatabase,
  type S3Store,
  startInstance,
  startProxyProcess,
  startS3,
  temporaryFolder,
} from '../../server/test/fleet/harness.ts';
import {
  type Acked,
  type Cook,
  checkQuery,
  MIX,
  type Outcome,
  percentile,
  pickRoute,
  ROUTES,
  runOne,
  seedCooks,
} from './load-workload.ts';
import {
  benchPort,
  cpuSeconds,
  memoryBreakdown,
  projectRoot,
  residentMemoryMb,
  sleep,
} from './support.ts';

/**
 * `npm run bench -- load`: 200 connections of mixed traffic (70% reads, 30% writes) from 50
 * cooks for LOAD_DURATION_S seconds (60) on SQLite, on PostgreSQL, and on two instances on
 * PostgreSQL behind a round-robin proxy (pictures in s3rver). Prints throughput, p50/p99 per
 * route and errors, then checks that every acknowledged write is in the database. PostgreSQL
 * comes from BENCH_DATABASE_URL or TEST_DATABASE_URL; without one those parts say so.
 * Memory: RSS of the SQLite instance after the load and after 10 minutes idle (the issue's
 * figure; LOAD_IDLE_S shortens the wait for quick runs and the output then says so).
 * Before each PostgreSQL load it measures the CPU per request of every route (off with
 * LOAD_CPU_PER_ROUTE=0) and from that prints the most two instances can give on this machine.
 * LOAD_SETUPS picks setups (sqlite, pg, pg-proxy, pg2; all by default); LOAD_CPU_PROF=DIR
 * writes a V8 CPU profile of every instance there. After each run it prints the CPU each
 * process used (instances, proxy, PostgreSQL backends of the run, this load generator), so a
 * saturated machine shows as such. LOAD_MEMORY_DETAIL=1 also prints, at each memory point, the
 * V8 heap and external memory (from a probe preloaded into the instance) next to the resident
 * size, to tell the JavaScript heap from native memory; LOAD_INSTANCE_ENV sets environment
 * variables of the instances (e.g. allocator settings) for experiments.
 */
const CONNECTIONS = 200;
const COOKS = 50;
const PORTS = {
  sqlite: benchPort(4860),
  pg: benchPort(4861),
  a: benchPort(4862),
  b: benchPort(4863),
  proxy: benchPort(4864),
  s3: benchPort(4866),
};

type RunResult = {
  name: string;
  rps: number;
  errors: number;
  lost: number;
  /** Cores busy with this run (all its processes), and those of the instances alone. */
  cpu?: { total: number; instances: number };
  /** CPU per request of the mix (ms), measured route by route before the load. */
  perRoute?: { instanceMs: number; allMs: number };
};

const IDLE_TARGET_S = 600;

/**
 * node flags for instances: a CPU profile per instance when LOAD_CPU_PROF names a folder, and
 * any flags in LOAD_NODE_ARGS (space-separated) for experiments.
 */
function nodeArgs(): string[] {
  const dir = process.env.LOAD_CPU_PROF;
  const extra = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const probe = MEMORY_DETAIL
    ? ['--import', path.join(projectRoot, 'bench/src/memory-probe.mjs')]
    : [];
  return [...extra, ...probe, ...(dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [])];
}

const MEMORY_DETAIL = process.env.LOAD_MEMORY_DETAIL === '1';

/**
 * Environment settings for the instances, for experiments (space-separated NAME=value pairs in
 * LOAD_INSTANCE_ENV, e.g. `MALLOC_ARENA_MAX=1`): they override the harness's `npm start` ones.
 */
function instanceEnv(): Record<string, string> {
  const pairs = (process.env.LOAD_INSTANCE_ENV ?? '').split(' ').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/**
 * The resident size of an instance split by kind (/proc), and with LOAD_MEMORY_DETAIL the
 * JavaScript side of it, asked from the probe by SIGUSR2: what V8 holds (heap used and
 * reserved), what Buffers and ArrayBuffers hold outside it (external), and so by difference
 * what only native code can hold (libvips, malloc's arenas, SQLite, thread stacks).
 */
async function memoryLine(instance: Instance): Promise<string> {
  const pid = instance.process.pid as number;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  let js = '';
  if (MEMORY_DETAIL) {
    const seen = instance.output().length;
    instance.process.kill('SIGUSR2');
    for (let i = 0; i < 50 && !instance.output().slice(seen).includes('forkcast-memory '); i++) {
      await sleep(20);
    }
    const line = instance
      .output()
      .slice(seen)
      .match(/forkcast-memory (\{.*\})/)?.[1];
    if (line) {
      const m = JSON.parse(line) as NodeJS.MemoryUsage;
      js = `; V8 heap ${mb(m.heapUsed)} used of ${mb(m.heapTotal)}, external ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`;
    }
  }
  const b = memoryBreakdown(pid);
  if (!b) return 'gone';
  return `RSS ${b.rss.toFixed(0)} MB (anonymous ${b.anon.toFixed(0)}, files ${b.file.toFixed(0)}, ${b.threads} threads${js})`;
}

/** PostgreSQL backends serving one database (their CPU is this run's database work). */
async function backendPids(client: pg.Client, database: string): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((r) => r.pid);
}

type CpuProbe = { label: string; pids: number[] | (() => Promise<number[]>) };

const pidsOf = async (probe: CpuProbe) =>
  typeof probe.pids === 'function' ? await probe.pids() : probe.pids;

/**
 * CPU used by each probed group of processes while `work` runs, printed as cores busy (CPU
 * seconds / wall seconds): 2.0 means both cores of this machine were busy with that group.
 * Processes that appear during the run count from zero.
 */
async function measureCpu<T>(
  probes: CpuProbe[],
  work: () => Promise<T>,
): Promise<T & { cpu: { total: number; instances: number } }> {
  const before = new Map<string, Map<number, number>>();
  for (const probe of probes) {
    before.set(probe.label, new Map((await pidsOf(probe)).map((p) => [p, cpuSeconds(p) ?? 0])));
  }
  const self = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const own = process.cpuUsage(self);
  const rows: [string, number][] = [];
  for (const probe of probes) {
    const start = before.get(probe.label) as Map<number, number>;
    let used = 0;
    for (const pid of await pidsOf(probe)) used += (cpuSeconds(pid) ?? 0) - (start.get(pid) ?? 0);
    rows.push([probe.label, used]);
  }
  rows.push(['load generator (+ s3rver)', (own.user + own.system) / 1e6]);
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  console.log(
    `CPU during the run (${wall.toFixed(0)} s wall, load average ${os.loadavg()[0]?.toFixed(1)} at the end): ${rows.map(([l, s]) => `${l} ${(s / wall).toFixed(2)} cores`).join(', ')}; total ${(total / wall).toFixed(2)} of ${os.cpus().length} cores`,
  );
  const instances = rows
    .filter(([label]) => label === 'instance' || label.startsWith('pg-'))
    .reduce((sum, [, used]) => sum + used, 0);
  return { ...result, cpu: { total: total / wall, instances: instances / wall } };
}

async function drive(base: string, cooks: Cook[], seconds: number) {
  const outcomes: Outcome[] = [];
  const acked: Acked[] = [];
  const end = Date.now() + seconds * 1000;
  let sequence = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      while (Date.now() < end) {
        const cook = cooks[worker % cooks.length] as Cook;
        sequence += 1;
        outcomes.push(
          await runOne(base, pickRoute(Math.random()), cook, cooks, `${worker}-${sequence}`, acked),
        );
      }
    }),
  );
  return { outcomes, acked, elapsedS: (performance.now() - started) / 1000 };
}

/**
 * Where a request's CPU goes, route by route: REQUESTS_PER_ROUTE requests of one route at a
 * time (10 in flight), and the CPU seconds each process group used for them, in ms per
 * request. CPU time barely depends on how busy the machine is, unlike wall time, so these
 * figures say what one instance can serve per core here and which route costs most.
 */
const REQUESTS_PER_ROUTE = 200;
async function cpuPerRoute(
  base: string,
  cooks: Cook[],
  probes: CpuProbe[],
): Promise<{ instanceMs: number; allMs: number }> {
  console.log(
    `\nCPU per request, by route (${REQUESTS_PER_ROUTE} requests each, 10 in flight; ms of CPU per request)`,
  );
  console.log(
    `${'route'.padEnd(24)} ${probes.map((p) => p.label.padStart(12)).join(' ')} ${'generator'.padStart(10)} ${'total'.padStart(8)}`,
  );
  const acked: Acked[] = [];
  let sequence = 0;
  const weights = new Map(MIX);
  const totalWeight = MIX.reduce((sum, [, w]) => sum + w, 0);
  let instanceMs = 0;
  let allMs = 0;
  for (const route of ROUTES) {
    const before = await Promise.all(
      probes.map(async (p) => new Map((await pidsOf(p)).map((pid) => [pid, cpuSeconds(pid) ?? 0]))),
    );
    const self = process.cpuUsage();
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async (_, worker) => {
        while (sent < REQUESTS_PER_ROUTE) {
          sent += 1;
          sequence += 1;
          await runOne(
            base,
            route,
            // Spread over every cook: posts are braked at 30 an hour per cook.
            cooks[(sequence + worker) % cooks.length] as Cook,
            cooks,
            `r${sequence}`,
            acked,
          );
        }
      }),
    );
    const own = process.cpuUsage(self);
    const used = await Promise.all(
      probes.map(async (p, i) => {
        let total = 0;
        for (const pid of await pidsOf(p))
          total += (cpuSeconds(pid) ?? 0) - (before[i]?.get(pid) ?? 0);
        return (total * 1000) / REQUESTS_PER_ROUTE;
      }),
    );
    const generator = (own.user + own.system) / 1000 / REQUESTS_PER_ROUTE;
    const total = used.reduce((a, b) => a + b, 0) + generator;
    console.log(
      `${route.padEnd(24)} ${used.map((ms) => ms.toFixed(2).padStart(12)).join(' ')} ${generator.toFixed(2).padStart(10)} ${total.toFixed(2).padStart(8)}`,
    );
    const share = (weights.get(route) ?? 0) / totalWeight;
    instanceMs +=
      share * used.filter((_, i) => probes[i]?.label.startsWith('pg-')).reduce((a, b) => a + b, 0);
    allMs += share * total;
  }
  console.log(
    `the mix (70% reads, 30% writes): ${instanceMs.toFixed(2)} ms of CPU per request in the instances, ${allMs.toFixed(2)} ms in all processes`,
  );
  return { instanceMs, allMs };
}

/**
 * What two instances can give at most on this machine, from CPU per request (which barely
 * depends on how busy the machine is): an instance runs on one core, and every process of the
 * run shares the machine's cores.
 */
function printCeiling(one: { instanceMs: number; allMs: number }, two: { allMs: number }) {
  const cores = os.cpus().length;
  const oneMax = Math.min(1000 / one.instanceMs, (cores * 1000) / one.allMs);
  const twoMax = Math.min((2 * 1000) / one.instanceMs, (cores * 1000) / two.allMs);
  console.log(
    `ceiling from CPU per request on ${cores} cores: one instance at most ${oneMax.toFixed(0)} req/s (${1000 / one.instanceMs > (cores * 1000) / one.allMs ? 'the machine is full first' : 'its one core is full first'}), two behind the proxy at most ${twoMax.toFixed(0)} req/s: at best ${(twoMax / oneMax).toFixed(2)}x here (target 1.6x${twoMax / oneMax < 1.6 ? ': out of reach on this machine' : ''})`,
  );
}

function printTable(name: string, outcomes: Outcome[], elapsedS: number) {
  console.log(
    `\nload · ${name} · ${elapsedS.toFixed(0)} s · ${CONNECTIONS} connections · ${COOKS} cooks`,
  );
  console.log('route                     requests    req/s   p50 ms   p99 ms  errors');
  const row = (label: string, list: Outcome[]) => {
    const times = list.map((o) => o.ms).sort((x, y) => x - y);
    const errors = list.filter((o) => !o.ok).length;
    console.log(
      `${label.padEnd(24)} ${String(list.length).padStart(9)} ${(list.length / elapsedS).toFixed(1).padStart(8)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)} ${String(errors).padStart(7)}`,
    );
  };
  for (const route of ROUTES)
    row(
      route,
      outcomes.filter((o) => o.route === route),
    );
  row('all', outcomes);
  const statuses = new Map<number, number>();
  for (const o of outcomes) if (!o.ok) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  if (statuses.size > 0) {
    console.log(
      `errors by status: ${[...statuses].map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n}`).join(', ')}`,
    );
  }
}

/** Counts the acknowledged writes missing from the database. */
async function lostWrites(
  acked: Acked[],
  query: (sql: string, values: unknown[]) => Promise<number>,
  dialect: 'sqlite' | 'postgres',
): Promise<number> {
  let lost = 0;
  for (const write of acked) {
    const [sql, values] = checkQuery(write, dialect);
    if ((await query(sql, values)) !== 1) lost += 1;
  }
  return lost;
}

async function pictureLost(base: string, acked: Acked[]): Promise<number> {
  let lost = 0;
  for (const write of acked) {
    if (write.kind !== 'post') continue;
    const response = await fetch(`${base}${write.imageUrl}`);
    await response.arrayBuffer();
    if (response.status !== 200) lost += 1;
  }
  return lost;
}

function summarize(
  name: string,
  outcomes: Outcome[],
  acked: Acked[],
  elapsedS: number,
  lost: number,
) {
  const errors = outcomes.filter((o) => !o.ok).length;
  console.log(
    `acknowledged writes: ${acked.length}, found: ${acked.length - lost}, lost: ${lost}; errors: ${errors}`,
  );
  return { name, rps: outcomes.length / elapsedS, errors, lost };
}

async function sqliteRun(seconds: number, idleS: number): Promise<RunResult> {
  const data = temporaryFolder('forkcast-load-sqlite-');
  const instance = await startInstance({
    name: 'sqlite',
    port: PORTS.sqlite,
    env: {
      DATA_DIR: data.dir,
      PUBLIC_URL: `http://127.0.0.1:${PORTS.sqlite}`,
      LOG_LEVEL: 'warn',
      AUTH_ATTEMPTS_PER_MINUTE: '100000',
      ...instanceEnv(),
    },
    nodeArgs: nodeArgs(),
  });
  try {
    const cooks = await seedCooks(instance.url, COOKS, randomBytes(4).toString('hex'));
    const pid = instance.process.pid as number;
    // The highest resident size seen during the load, sampled every second.
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMemoryMb(pid) ?? 0);
    }, 1000);
    const { outcomes, acked, elapsedS } = await measureCpu(
      [{ label: 'instance', pids: [pid] }],
      () => drive(instance.url, cooks, seconds),
    ).finally(() => clearInterval(sampler));
    const afterLoad = residentMemoryMb(pid);
    const afterLoadDetail = await memoryLine(instance);
    printTable('SQLite, 1 instance', outcomes, elapsedS);
    const db = new SqliteDatabase(`${data.dir}/forkcast.db`, { readonly: true });
    const lost =
      (await lostWrites(
        acked,
        async (sql, values) => (db.prepare(sql).get(...values) as { n: number }).n,
        'sqlite',
      )) + (await pictureLost(instance.url, acked));
    db.close();
    const result = summarize('SQLite', outcomes, acked, elapsedS, lost);
    console.log(
      `memory (1 instance): RSS right after the load ${afterLoad?.toFixed(0)} MB (target < 250 MB: ${afterLoad !== null && afterLoad < 250 ? 'met' : 'MISSED'}); peak during the load ${peak.toFixed(0)} MB`,
    );
    console.log(`memory (1 instance) right after the load: ${afterLoadDetail}`);
    // The curve, a point a minute: the server gives memory back after a minute without requests.
    const points: string[] = [];
    for (let waited = 0; waited < idleS; ) {
      const step = Math.min(60, idleS - waited);
      await sleep(step * 1000);
      waited += step;
      points.push(`${waited} s ${residentMemoryMb(pid)?.toFixed(0)} MB`);
    }
    console.log(`memory (1 instance) while idle: ${points.join(', ')}`);
    console.log(`memory (1 instance) after ${idleS} s idle: ${await memoryLine(instance)}`);
    const idle = residentMemoryMb(pid);
    if (process.env.LOAD_NODE_ARGS) console.log(instance.output());
    const shortened =
      idleS < IDLE_TARGET_S
        ? ` — SHORTENED by LOAD_IDLE_S, not the issue's ${IDLE_TARGET_S / 60} minutes`
        : '';
    console.log(
      `memory (1 instance): RSS after ${idleS} s idle ${idle?.toFixed(0)} MB (target < 120 MB after ${IDLE_TARGET_S / 60} min: ${idle !== null && idle < 120 ? 'met' : 'MISSED'}${shortened})`,
    );
    return result;
  } finally {
    await instance.stop();
    data.remove();
  }
}

async function pgRun(
  adminUrl: string,
  seconds: number,
  instances: 1 | 2,
  /** Through the proxy process (always with two; with one, to compare like with like). */
  viaProxy: boolean,
): Promise<RunResult> {
  const database: PgDatabase = await createPgDatabase(adminUrl);
  const s3: S3Store = await startS3(PORTS.s3);
  const folders = [temporaryFolder('forkcast-load-pg-a-'), temporaryFolder('forkcast-load-pg-b-')];
  const started: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startProxyProcess>> | undefined;
  try {
    const ports = instances === 1 ? [PORTS.pg] : [PORTS.a, PORTS.b];
    const publicUrl = viaProxy ? `http://127.0.0.1:${PORTS.proxy}` : `http://127.0.0.1:${PORTS.pg}`;
    for (const [i, port] of ports.entries()) {
      started.push(
        await startInstance({
          name: `pg-${i}`,
          port,
          env: {
            DATA_DIR: (folders[i] as { dir: string }).dir,
            DATABASE_URL: database.url,
            PUBLIC_URL: publicUrl,
            LOG_LEVEL: 'warn',
            AUTH_ATTEMPTS_PER_MINUTE: '100000',
            ...s3.env,
            ...instanceEnv(),
          },
          nodeArgs: nodeArgs(),
        }),
      );
    }
    // The proxy runs in a process of its own, not on the load generator's event loop.
    if (viaProxy) proxy = await startProxyProcess(PORTS.proxy, started);
    const base = proxy?.url ?? (started[0] as Instance).url;
    const cooks = await seedCooks(base, COOKS, randomBytes(4).toString('hex'));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const probes: CpuProbe[] = [
      ...started.map((i) => ({ label: i.name, pids: [i.process.pid as number] })),
      ...(proxy ? [{ label: 'proxy', pids: [proxy.pid] }] : []),
      { label: 'PostgreSQL backends', pids: () => backendPids(client, database.name) },
    ];
    const perRoute =
      process.env.LOAD_CPU_PER_ROUTE === '0' ? undefined : await cpuPerRoute(base, cooks, probes);
    const { outcomes, acked, elapsedS, cpu } = await measureCpu(probes, () =>
      drive(base, cooks, seconds),
    );
    const name = `PostgreSQL, ${instances} instance${instances === 2 ? 's' : ''}${viaProxy ? ' behind the proxy' : ' (direct)'}`;
    printTable(name, outcomes, elapsedS);
    const lost =
      (await lostWrites(
        acked,
        async (sql, values) => Number((await client.query(sql, values)).rows[0]?.n),
        'postgres',
      )) + (await pictureLost(base, acked));
    await client.end();
    return { ...summarize(name, outcomes, acked, elapsedS, lost), cpu, perRoute };
  } finally {
    await proxy?.close();
    await Promise.all(started.map((i) => i.stop()));
    await s3.close();
    await database.drop();
    for (const f of folders) f.remove();
  }
}

export async function runLoadBench() {
  const seconds = Number(process.env.LOAD_DURATION_S ?? 60);
  const idleS = Number(process.env.LOAD_IDLE_S ?? IDLE_TARGET_S);
  const setups = (process.env.LOAD_SETUPS ?? 'sqlite,pg,pg-proxy,pg2').split(',');
  console.log(
    '\nThe load generator runs on the same (shared, 2-core) machine as the servers: figures are noisy, compare them within one run.',
  );
  const results = new Map<string, RunResult>();
  if (setups.includes('sqlite')) results.set('sqlite', await sqliteRun(seconds, idleS));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const pgSetups = setups.filter((s) => s.startsWith('pg'));
  if (pgSetups.length > 0 && !adminUrl) {
    console.log('\nPostgreSQL parts did not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  } else if (adminUrl) {
    if (setups.includes('pg')) results.set('pg', await pgRun(adminUrl, seconds, 1, false));
    if (setups.includes('pg-proxy')) {
      results.set('pg-proxy', await pgRun(adminUrl, seconds, 1, true));
    }
    if (setups.includes('pg2')) results.set('pg2', await pgRun(adminUrl, seconds, 2, true));
    const two = results.get('pg2');
    const direct = results.get('pg');
    if (two?.perRoute && direct?.perRoute) printCeiling(direct.perRoute, two.perRoute);
    for (const [key, how] of [
      ['pg-proxy', 'one behind the same proxy (like with like)'],
      ['pg', 'one reached directly'],
    ] as const) {
      const one = results.get(key);
      if (!two || !one) continue;
      const ratio = two.rps / one.rps;
      console.log(
        `two instances / ${how}: ${ratio.toFixed(2)}x the throughput (target 1.6x: ${ratio >= 1.6 ? 'met' : 'MISSED'})`,
      );
      // A second instance can only add what the machine has left: with the cores already busy
      // (the instance, PostgreSQL, the proxy, the load generator, and whatever else runs
      // here) it shares them instead of adding one.
      if (one.cpu) {
        console.log(
          `  with one instance, this run kept ${one.cpu.total.toFixed(2)} of ${os.cpus().length} cores busy (the instance ${one.cpu.instances.toFixed(2)}), load average ${os.loadavg()[0]?.toFixed(1)} now: ${one.cpu.instances > 0.8 ? 'the instance was the bottleneck, a second can add up to what is left' : 'the instance was not CPU-bound: the rest of the machine was'}`,
        );
      }
    }
  }
  console.log('\nsummary');
  for (const r of results.values()) {
    const ok = r.errors === 0 && r.lost === 0;
    console.log(
      `${r.name.padEnd(48)} ${r.rps.toFixed(1).padStart(8)} req/s  errors ${r.errors}  lost writes ${r.lost} (target 0 and 0: ${ok ? 'met' : 'MISSED'})`,
    );
  }
}
