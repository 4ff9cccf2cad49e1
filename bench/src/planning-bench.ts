import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type LatencyResult, measure, queriesFor, startBenchServer } from './bench-server.ts';
import { seedList } from './seed-lists.ts';
import { benchPort, printTable, signUpBenchUser } from './support.ts';

// Ports 4760-4769 belong to this bench.
const PORT = benchPort(4760);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Lines ticked on each list before measuring, so the state read is not empty. */
const TICKED_LINES = 20;

async function send(base: string, cookie: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
  return Number(response.headers.get('x-query-count') ?? Number.NaN);
}

/** The lists bench's list of `size` meals, every meal scheduled and 20 lines ticked. */
async function seedPlannedList(base: string, cookie: string, size: number) {
  const { listId, mealIds } = await seedList(base, cookie, `Week of ${size}`, size);
  for (const [m, mealId] of mealIds.entries()) {
    await send(base, cookie, 'PATCH', `/api/lists/${listId}/items/${mealId}`, {
      schedule: { day: m % 7, type: m % 2 === 0 ? 'cook' : 'eat' },
    });
  }
  for (let i = 0; i < TICKED_LINES; i += 1) {
    await send(base, cookie, 'PUT', `/api/lists/${listId}/shopping/lines`, {
      scope: i % 2 === 0 ? 'all' : mealIds[0],
      key: `line ${i}`,
      checked: true,
    });
  }
  return { size, listId };
}

/** Ticks and unticks 50 lines of the list in turn, each request its own line. */
async function measureTicks(base: string, cookie: string, listId: string): Promise<LatencyResult> {
  let n = 0;
  const result = await autocannon({
    url: `${base}/api/lists/${listId}/shopping/lines`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { origin: base, cookie, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          n += 1;
          const body = { scope: 'all', key: `line ${n % 50}`, checked: n % 2 === 0 };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Issue 9: SQL statements per request and p50/p99 at 50 connections for the schedule (the
 * list read the Schedule tab draws from), the shopping list state and a tick, on the lists
 * bench's lists of 5 and 50 meals (15 ingredients each), as a share of GET /api/health's rate
 * in the same run. Query counts come from a server that counts them, speed from one that
 * does not, on the same data.
 */
export async function runPlanningBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-planning-bench-'));
  try {
    const counting = await startBenchServer({ port: PORT, dataDir, countQueries: true });
    const cookie = await signUpBenchUser(counting.base, 'planning-bench@example.com');
    const lists = [
      await seedPlannedList(counting.base, cookie, 5),
      await seedPlannedList(counting.base, cookie, 50),
    ];
    const queries = new Map<string, number>();
    for (const { listId } of lists) {
      const url = `${counting.base}/api/lists/${listId}`;
      queries.set(`schedule ${listId}`, await queriesFor(url, cookie));
      queries.set(`shopping ${listId}`, await queriesFor(`${url}/shopping`, cookie));
      queries.set(
        `tick ${listId}`,
        await send(counting.base, cookie, 'PUT', `/api/lists/${listId}/shopping/lines`, {
          scope: 'all',
          key: 'line 0',
          checked: true,
        }),
      );
    }
    await counting.stop();

    const server = await startBenchServer({ port: PORT, dataDir });
    try {
      await measure(`${server.base}/api/health`, { durationS: 1, connections: 10 });
      const health = await measure(`${server.base}/api/health`, { durationS: DURATION_S });
      const rows: Record<string, string | number>[] = [];
      const row = (what: string, size: number, key: string, r: LatencyResult, target: number) => {
        const share = r.rps / health.rps;
        rows.push({
          request: what,
          meals: size,
          'queries/request': queries.get(key) ?? '?',
          'req/s': r.rps.toFixed(0),
          'p50 ms': r.p50.toFixed(1),
          'p99 ms': r.p99.toFixed(1),
          'vs health': `${(share * 100).toFixed(1)}%`,
          target: `>= ${target * 100}% ${share >= target ? 'ok' : 'MISSED'}`,
          'errors+non2xx': r.errors,
        });
      };
      for (const { size, listId } of lists) {
        const url = `${server.base}/api/lists/${listId}`;
        const options = { cookie, durationS: DURATION_S, connections: CONNECTIONS };
        await measure(url, { cookie, durationS: 1, connections: 10 });
        row(
          'schedule: GET /api/lists/{id}',
          size,
          `schedule ${listId}`,
          await measure(url, options),
          0.25,
        );
        row(
          'shopping state: GET .../shopping',
          size,
          `shopping ${listId}`,
          await measure(`${url}/shopping`, options),
          0.25,
        );
        row(
          'tick: PUT .../shopping/lines',
          size,
          `tick ${listId}`,
          await measureTicks(server.base, cookie, listId),
          0.1,
        );
      }
      console.log(
        `\nGET /api/health: ${health.rps.toFixed(0)} req/s, p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms`,
      );
      printTable(
        `Planning (SQLite), autocannon ${CONNECTIONS} connections, ${DURATION_S} s each`,
        rows,
      );
      console.log(
        'targets: the same queries at 5 and 50 meals; reads at least 25% of health, ticks at least 10%',
      );
      console.log(
        'The Schedule tab draws from the list read (GET /api/lists/{id}, the lists feature); opening the Shopping List tab costs that read plus the state read, and while the tab is open it polls the state read alone every 5 s.',
      );
      return { health, rows };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
