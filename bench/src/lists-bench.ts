import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LatencyResult, measure, queriesFor, startBenchServer } from './bench-server.ts';
import { seedList } from './seed-lists.ts';
import { printTable, signUpBenchUser } from './support.ts';

const PORT = 4630;

/**
 * Issue 8: queries and latency of the dashboard, list detail and meal detail at 5 and 50
 * meals (15 ingredients each), as a ratio to GET /api/health in the same run.
 */
export async function runListsBench() {
  // Query counts first, on a server that counts them; speed on one that does not.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-lists-bench-'));
  const counting = await startBenchServer({ port: PORT, dataDir, countQueries: true });
  const cookie = await signUpBenchUser(counting.base, 'lists-bench@example.com');
  const small = await seedList(counting.base, cookie, 'Five meals', 5);
  const big = await seedList(counting.base, cookie, 'Fifty meals', 50);
  const targets = (base: string) => [
    { name: 'dashboard GET /api/lists', size: '-', url: `${base}/api/lists` },
    { name: 'list detail', size: '5 meals', url: `${base}/api/lists/${small.listId}` },
    { name: 'list detail', size: '50 meals', url: `${base}/api/lists/${big.listId}` },
    {
      name: 'meal detail',
      size: '5 meals',
      url: `${base}/api/meals/${small.mealIds[0]}?listId=${small.listId}`,
    },
    {
      name: 'meal detail',
      size: '50 meals',
      url: `${base}/api/meals/${big.mealIds[49]}?listId=${big.listId}`,
    },
  ];
  const queries = new Map<string, number>();
  for (const target of targets(counting.base)) {
    queries.set(`${target.name} ${target.size}`, await queriesFor(target.url, cookie));
  }
  await counting.stop();

  const server = await startBenchServer({ port: PORT, dataDir });
  try {
    // Warm-up so that JIT and statement caches are comparable.
    await measure(`${server.base}/api/health`, { durationS: 1, connections: 10 });
    const health = await measure(`${server.base}/api/health`);
    const rows: Record<string, string | number>[] = [
      row('GET /api/health', '-', '-', health, health),
    ];
    for (const target of targets(server.base)) {
      await measure(target.url, { cookie, durationS: 1, connections: 10 });
      const result = await measure(target.url, { cookie });
      rows.push(
        row(
          target.name,
          target.size,
          queries.get(`${target.name} ${target.size}`) ?? '?',
          result,
          health,
        ),
      );
    }
    printTable('Meal lists: queries and latency, autocannon 50 connections', rows);
    console.log(
      'targets: the same number of queries at 5 and 50 meals; each read at least 25% of health req/s',
    );
    return { health, rows };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(
  target: string,
  size: string,
  queries: number | string,
  result: LatencyResult,
  health: LatencyResult,
) {
  return {
    target,
    size,
    queries,
    'req/s': result.rps.toFixed(0),
    'p50 ms': result.p50.toFixed(1),
    'p99 ms': result.p99.toFixed(1),
    'vs health': `${((result.rps / health.rps) * 100).toFixed(1)}%`,
    'errors+non2xx': result.errors,
  };
}
