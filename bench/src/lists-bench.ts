import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LatencyResult, measure, queriesFor, startBenchServer } from './bench-server.ts';
import { seedList } from './seed-lists.ts';
import { benchPort, printTable, signUpBenchUser } from './support.ts';

const PORT = benchPort(4630);

type Target = { name: string; size: string; path: string };

/**
 * Issue 8: queries and latency of the dashboard, list detail and meal detail at 5 and 50
 * meals (15 ingredients each), as a ratio to GET /api/health in the same run. Query counts
 * come from a server that counts them; speed from one that does not.
 */
export async function runListsBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-lists-bench-'));
  try {
    const { cookie, targets, queries } = await seedAndCount(dataDir);
    const server = await startBenchServer({ port: PORT, dataDir });
    try {
      // Warm-up so that JIT and statement caches are comparable.
      await measure(`${server.base}/api/health`, { durationS: 1, connections: 10 });
      const health = await measure(`${server.base}/api/health`);
      const rows = [row('GET /api/health', '-', '-', health, health)];
      for (const target of targets) {
        const url = `${server.base}${target.path}`;
        await measure(url, { cookie, durationS: 1, connections: 10 });
        const result = await measure(url, { cookie });
        rows.push(row(target.name, target.size, queries.get(target) ?? '?', result, health));
      }
      printTable('Meal lists: queries and latency, autocannon 50 connections', rows);
      console.log(
        'targets: the same number of queries at 5 and 50 meals; each read at least 25% of health req/s',
      );
      return { health, rows };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seedAndCount(dataDir: string) {
  const counting = await startBenchServer({ port: PORT, dataDir, countQueries: true });
  try {
    const cookie = await signUpBenchUser(counting.base, 'lists-bench@example.com');
    const small = await seedList(counting.base, cookie, 'Five meals', 5);
    const big = await seedList(counting.base, cookie, 'Fifty meals', 50);
    const targets: Target[] = [
      { name: 'dashboard GET /api/lists', size: '-', path: '/api/lists' },
      { name: 'list detail', size: '5 meals', path: `/api/lists/${small.listId}` },
      { name: 'list detail', size: '50 meals', path: `/api/lists/${big.listId}` },
      {
        name: 'meal detail',
        size: '5 meals',
        path: `/api/meals/${small.mealIds[0]}?listId=${small.listId}`,
      },
      {
        name: 'meal detail',
        size: '50 meals',
        path: `/api/meals/${big.mealIds[49]}?listId=${big.listId}`,
      },
    ];
    const queries = new Map<Target, number>();
    for (const target of targets) {
      queries.set(target, await queriesFor(`${counting.base}${target.path}`, cookie));
    }
    return { cookie, targets, queries };
  } finally {
    await counting.stop();
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
