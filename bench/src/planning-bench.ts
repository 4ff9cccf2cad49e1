import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  printTable,
  signUpBenchUser,
  sleep,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

// Ports 4760-4769 belong to this bench.
const PORT = 4760;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const INGREDIENTS_PER_MEAL = 8;
/** Lines ticked on each list before measuring, so the state read is not empty. */
const TICKED_LINES = 20;

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function call(cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { origin: BASE, cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return {
    body: (await response.json().catch(() => null)) as unknown,
    queries: Number(response.headers.get('x-query-count') ?? Number.NaN),
  };
}

/**
 * A list of `size` meals through the API, each with 8 ingredients (a few shared between
 * meals, as real weeks share onions and oil), every meal scheduled, and 20 lines ticked.
 */
async function seedList(cookie: string, size: number): Promise<string> {
  const created = await call(cookie, 'POST', '/api/lists', { name: `Week of ${size}` });
  const listId = (created.body as { list: { id: string } }).list.id;
  const meals = Array.from({ length: size }, (_, m) => ({
    name: `Bench meal ${m + 1}`,
    servings: 2,
    cookTimeMinutes: 20 + (m % 5) * 15,
    ingredients: Array.from({ length: INGREDIENTS_PER_MEAL }, (_, i) => ({
      name: i < 3 ? ['onion', 'olive oil', 'garlic'][i] : `ingredient ${m}-${i}`,
      quantity: 1 + (i % 3),
      unit: ['', 'tbsp', 'cup', 'g'][i % 4],
    })),
    directions: ['Chop.', 'Cook for 20 minutes.', 'Serve.'],
  }));
  const mealIds: string[] = [];
  for (let start = 0; start < meals.length; start += 20) {
    const answer = await call(cookie, 'POST', `/api/lists/${listId}/meals`, {
      meals: meals.slice(start, start + 20),
    });
    mealIds.push(...(answer.body as { meals: { id: string }[] }).meals.map((m) => m.id));
  }
  for (const [m, mealId] of mealIds.entries()) {
    await call(cookie, 'PATCH', `/api/lists/${listId}/items/${mealId}`, {
      schedule: { day: m % 7, type: m % 2 === 0 ? 'cook' : 'eat' },
    });
  }
  for (let i = 0; i < TICKED_LINES; i += 1) {
    await call(cookie, 'PUT', `/api/lists/${listId}/shopping/lines`, {
      scope: 'all',
      key: `ingredient ${i}-3`,
      checked: true,
    });
  }
  return listId;
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Ticks and unticks lines of the list in turn, each request its own line. */
function tickRequests(listId: string, cookie: string): autocannon.Options {
  let n = 0;
  return {
    url: `${BASE}/api/lists/${listId}/shopping/lines`,
    method: 'PUT',
    headers: { origin: BASE, cookie, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PUT',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            body: JSON.stringify({
              scope: 'all',
              key: `ingredient ${n % 50}-4`,
              checked: n % 2 === 0,
            }),
          };
        },
      },
    ],
  };
}

/**
 * The planning figures of issue 9: SQL statements per request and p50/p99 at 50 connections
 * for the schedule (the list read the Schedule tab draws from), the shopping list state and a
 * tick, on lists of 5 and 50 meals, each as a share of GET /api/health's rate in the same run.
 */
export async function runPlanningBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-planning-bench-'));
  const server = startProcess(['server/dist/main.js'], {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    DEBUG_QUERY_COUNT: 'true',
  });
  try {
    await waitForOk(`${BASE}/api/health`, performance.now());
    const cookie = await signUpBenchUser(BASE, 'planner@example.com');
    const lists = [
      { size: 5, id: await seedList(cookie, 5) },
      { size: 50, id: await seedList(cookie, 50) },
    ];
    await sleep(500);

    await load({ url: `${BASE}/api/health`, duration: 1, connections: 10 });
    const health = await load({ url: `${BASE}/api/health` });

    const rows: Record<string, string | number>[] = [];
    const row = (what: string, size: number, queries: number, r: Load, target: number) => {
      const share = r.rps / health.rps;
      rows.push({
        request: what,
        meals: size,
        'queries/request': queries,
        'req/s': r.rps.toFixed(0),
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'vs health': `${(share * 100).toFixed(1)}%`,
        target: `>= ${target * 100}% ${share >= target ? 'ok' : 'MISSED'}`,
        'errors+non2xx': r.errors + r.non2xx,
      });
    };

    for (const list of lists) {
      const headers = { cookie };
      const schedulePath = `/api/lists/${list.id}`;
      const shoppingPath = `/api/lists/${list.id}/shopping`;
      const scheduleQueries = (await call(cookie, 'GET', schedulePath)).queries;
      const shoppingQueries = (await call(cookie, 'GET', shoppingPath)).queries;
      const tickQueries = (
        await call(cookie, 'PUT', `${shoppingPath}/lines`, {
          scope: 'all',
          key: 'onion',
          checked: true,
        })
      ).queries;
      row(
        'schedule: GET /api/lists/{id}',
        list.size,
        scheduleQueries,
        await load({ url: `${BASE}${schedulePath}`, headers }),
        0.25,
      );
      row(
        'shopping state: GET .../shopping',
        list.size,
        shoppingQueries,
        await load({ url: `${BASE}${shoppingPath}`, headers }),
        0.25,
      );
      row(
        'tick: PUT .../shopping/lines',
        list.size,
        tickQueries,
        await load(tickRequests(list.id, cookie)),
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
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
