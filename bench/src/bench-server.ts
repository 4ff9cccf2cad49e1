import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProcess, stopProcess, waitForOk } from './support.ts';

export type BenchServer = { base: string; stop: () => Promise<void> };

/**
 * The production build on its own port and data folder. `countQueries` turns on the
 * X-Query-Count header (measure query counts with it on, speed with it off).
 */
export async function startBenchServer(options: {
  port: number;
  dataDir?: string;
  countQueries?: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer & { dataDir: string }> {
  const base = `http://127.0.0.1:${options.port}`;
  const ownsData = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-'));
  const child = startProcess(['server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DEBUG_QUERY_COUNT: options.countQueries ? 'true' : 'false',
    ...options.env,
  });
  await waitForOk(`${base}/api/health`, performance.now());
  return {
    base,
    dataDir,
    stop: async () => {
      await stopProcess(child);
      if (ownsData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type LatencyResult = { rps: number; p50: number; p99: number; errors: number };

/** autocannon against one URL; errors counts failed and non-2xx answers. */
export async function measure(
  url: string,
  options: { cookie?: string; connections?: number; durationS?: number } = {},
): Promise<LatencyResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationS ?? Number(process.env.BENCH_DURATION ?? 8),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The SQL statements one request runs (the server must count queries). */
export async function queriesFor(url: string, cookie?: string): Promise<number> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  const count = response.headers.get('x-query-count');
  if (count === null) throw new Error(`${url} sent no X-Query-Count (is DEBUG_QUERY_COUNT on?)`);
  return Number(count);
}
