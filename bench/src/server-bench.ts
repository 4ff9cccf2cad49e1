import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchPort,
  median,
  printTable,
  residentMemoryMb,
  signUpBenchUser,
  sleep,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

const SERVER_PORT = benchPort(4601);
const BARE_PORT = benchPort(4611);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function serverEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${SERVER_PORT}`,
    LOG_LEVEL: 'warn',
  };
}

/** Cold start, idle memory, and request rates against a bare Hono server in the same run. */
export async function runServerBench() {
  const base = `http://127.0.0.1:${SERVER_PORT}`;
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-'));
  try {
    // Cold start: spawn to first healthy answer, fresh data folder each time (migrations run).
    const coldStarts: number[] = [];
    const warmStarts: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const dataDir = path.join(dataRoot, `cold-${i}`);
      for (const bucket of [coldStarts, warmStarts]) {
        const started = performance.now();
        const child = startProcess(['server/dist/main.js'], serverEnv(dataDir));
        bucket.push(await waitForOk(`${base}/api/health`, started));
        await stopProcess(child);
      }
    }

    const dataDir = path.join(dataRoot, 'load');
    const server = startProcess(['server/dist/main.js'], serverEnv(dataDir));
    await waitForOk(`${base}/api/health`, performance.now());
    await sleep(3000);
    const idleMb = residentMemoryMb(server.pid as number);

    const cookie = await signUpBenchUser(base, 'bench@example.com');

    const bare = startProcess(['--import', 'tsx', 'bench/src/bare-hono.ts'], {
      PORT: String(BARE_PORT),
    });
    await waitForOk(`http://127.0.0.1:${BARE_PORT}/`, performance.now());

    // Warm up each target briefly so JIT state is comparable.
    await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/`, connections: 10, duration: 1 });
    await autocannon({
      url: `${base}/api/session`,
      connections: 10,
      duration: 1,
      headers: { cookie },
    });

    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const health = await load(`${base}/api/health`);
    const session = await load(`${base}/api/session`, { cookie });
    const loadedMb = residentMemoryMb(server.pid as number);

    await stopProcess(bare);
    await stopProcess(server);

    printTable('Server start-up and memory', [
      {
        'cold start (fresh data, migrations) ms': median(coldStarts).toFixed(0),
        'warm start (existing data) ms': median(warmStarts).toFixed(0),
        'idle RSS MB': idleMb?.toFixed(1) ?? 'n/a',
        'RSS after load MB': loadedMb?.toFixed(1) ?? 'n/a',
        targets: 'cold < 1000 ms, idle < 100 MB',
      },
    ]);
    const row = (name: string, r: LoadResult) => ({
      target: name,
      'req/s': r.rps.toFixed(0),
      'p99 ms': r.p99.toFixed(1),
      'vs bare Hono': `${((r.rps / bareResult.rps) * 100).toFixed(1)}%`,
      'errors+non2xx': r.errors + r.non2xx,
    });
    printTable(`Load, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each`, [
      row('bare Hono hello', bareResult),
      row('GET /api/health', health),
      row('GET /api/session (signed in)', session),
    ]);
    console.log('target: signed-in request at least 10% of bare Hono');
    return { coldStartMs: median(coldStarts), idleMb, bare: bareResult, health, session };
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
