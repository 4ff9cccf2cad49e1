import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { COLUMN_PHOTO_SIZES, photoAttributes } from '@forkcast/core';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startBenchServer } from './bench-server.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchMeal } from './seed-lists.ts';
import {
  benchPort,
  describeMemoryFirstTouch,
  printTable,
  signUpBenchUser,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

// Ports 4800-4819 belong to this bench.
const PORT = benchPort(4800);
const BARE_PORT = benchPort(4801);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Seconds of load before the pipeline's own figures (bare Hono, /api/health, /api/session). */
const PIPELINE_WARM_UP_S = 4;
const SIZES = (process.env.SCREENS_SIZES ?? '5,50,500').split(',').map(Number);
/** The family of the issue: 50 meals, 10 of them scheduled, 30 posts with photos. */
const FAMILY_SIZE = 50;
const SCHEDULED = 10;
const POSTS = 30;
/** Goals of issue 16. */
const GOAL = {
  healthVsBare: 0.5,
  readVsHealth: 0.5,
  p99Ms: 50,
  perf: 95,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.02,
};

type Load = { rps: number; p99: number; errors: number; bytes: number };

async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = DURATION_S,
): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    // A 304 is the answer asked for, not an error.
    errors: result.errors + result.non2xx - (result['3xx'] ?? 0),
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

async function api<T>(base: string, cookie: string, method: string, url: string, body?: unknown) {
  const init: RequestInit = { method, headers: { origin: base, cookie } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${base}${url}`, init);
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A photo-sized picture with some detail, so that it weighs what a phone photo re-encoded does. */
async function photo(seed: number): Promise<Blob> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 7 + seed * 40) % 256;
    pixels[i + 1] = (y * 5 + ((x * y) % 97)) % 256;
    pixels[i + 2] = (seed * 90 + x + y) % 256;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

/**
 * Photos of one's own instead of the synthetic ones: `SCREENS_PHOTOS=<folder>` uploads the
 * folder's JPEG, PNG and WebP files in name order, again from the first when there are fewer
 * than the posts. The first is the first post's and the first meal's: the largest paint of the
 * feed and of the meal detail. The synthetic photo compresses worse than any photograph we
 * measured (decision 057), so this is how the photo screens are measured with real ones.
 */
function ownPhotos(): { name: string; bytes: Blob }[] | null {
  const folder = process.env.SCREENS_PHOTOS;
  if (!folder) return null;
  const files = readdirSync(folder)
    .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
    .sort();
  if (files.length === 0) throw new Error(`SCREENS_PHOTOS: no JPEG, PNG or WebP file in ${folder}`);
  return files.map((name) => ({
    name,
    bytes: new Blob([new Uint8Array(readFileSync(path.join(folder, name)))]),
  }));
}

/** The family through the API: posts with photos, then lists whose meals use those photos. */
export async function seedFamily(base: string) {
  const cookie = await signUpBenchUser(base, 'screens-bench@example.com');
  const pictures: string[] = [];
  const own = ownPhotos();
  if (own) console.log(`photos: ${own.map((p) => p.name).join(', ')} (SCREENS_PHOTOS)`);
  for (let i = 0; i < POSTS; i += 1) {
    const form = new FormData();
    form.set('text', `Dinner number ${i + 1}: everyone had seconds.`);
    const mine = own?.[i % own.length];
    form.set('image', mine ? mine.bytes : await photo(i), mine ? mine.name : `dinner-${i}.jpg`);
    const post = await api<{ imageUrl: string }>(base, cookie, 'POST', '/api/posts', form);
    pictures.push(post.imageUrl);
  }
  const lists = new Map<number, { listId: string; mealIds: string[] }>();
  for (const size of new Set([...SIZES, FAMILY_SIZE])) {
    const { list } = await api<{ list: { id: string } }>(base, cookie, 'POST', '/api/lists', {
      name: `Family week (${size} meals)`,
    });
    const mealIds: string[] = [];
    for (let start = 0; start < size; start += 10) {
      const batch = Array.from({ length: Math.min(10, size - start) }, (_, i) => ({
        ...benchMeal(start + i, 15),
        directions: [
          'Prepare the ingredients.',
          'Brown the onions.',
          'Simmer for 20 minutes.',
          'Serve.',
        ],
        imageUrl: pictures[(start + i) % pictures.length],
      }));
      const { meals } = await api<{ meals: { id: string }[] }>(
        base,
        cookie,
        'POST',
        `/api/lists/${list.id}/meals`,
        { meals: batch },
      );
      mealIds.push(...meals.map((m) => m.id));
    }
    for (const [m, mealId] of mealIds.slice(0, Math.min(SCHEDULED, size)).entries()) {
      await api(base, cookie, 'PATCH', `/api/lists/${list.id}/items/${mealId}`, {
        schedule: { day: m % 7, type: m % 2 === 0 ? 'cook' : 'eat' },
      });
    }
    for (let i = 0; i < 10; i += 1) {
      await api(base, cookie, 'PUT', `/api/lists/${list.id}/shopping/lines`, {
        scope: 'all',
        key: `flour ${i + 1}`,
        checked: true,
      });
    }
    lists.set(size, { listId: list.id, mealIds });
  }
  return { cookie, lists, pictures };
}

/**
 * Phones a column photo (the meal detail's, a post's) is shown on: CSS width and device
 * pixels per CSS pixel. Lighthouse's mobile preset is a Moto G Power.
 */
const PHONES = [
  { phone: 'Moto G Power (Lighthouse)', cssWidth: 412, dpr: 1.75 },
  { phone: 'Pixel 7', cssWidth: 412, dpr: 2.625 },
  { phone: 'iPhone 15', cssWidth: 393, dpr: 3 },
];

/**
 * The bytes of the copy each phone takes of a column photo (the narrowest as wide as the
 * pixels it needs, else the widest: what Chromium was seen to pick, e2e/tests/drawn-screens),
 * and of the one it would take without the 1200 px copy (decision 055).
 */
async function photoBytesByPhone(base: string, url: string) {
  const { srcSet } = photoAttributes(url, COLUMN_PHOTO_SIZES);
  const candidates = (srcSet ?? `${url} 0w`).split(', ').map((candidate) => {
    const [address = '', w = '0w'] = candidate.split(' ');
    return { address, width: Number.parseInt(w, 10) };
  });
  const bytes = new Map<string, number>();
  for (const { address } of candidates) {
    const answer = await fetch(`${base}${address}`);
    bytes.set(address, (await answer.arrayBuffer()).byteLength);
  }
  const pick = (needed: number, from: typeof candidates) =>
    from.find((c) => c.width >= needed) ?? (from.at(-1) as (typeof candidates)[number]);
  const kb = (address: string) => ((bytes.get(address) ?? 0) / 1024).toFixed(1);
  printTable(
    'Column photo (the feed, the meal detail): the copy each phone takes of the first post’s photo (WebP)',
    PHONES.map(({ phone, cssWidth, dpr }) => {
      // The column is the whole width on a phone (COLUMN_PHOTO_SIZES: 100vw below 28rem).
      const needed = Math.round(Math.min(cssWidth, 416) * dpr);
      const now = pick(needed, candidates);
      const before = pick(
        needed,
        candidates.filter((c) => c.width !== 1200),
      );
      return {
        phone,
        'needs px': needed,
        takes: `${now.width} px`,
        KB: kb(now.address),
        'without the 1200 px copy': `${before.width} px`,
        'KB before': kb(before.address),
      };
    }),
  );
}

type Read = { name: string; meals: number | '-'; path: string };

export function readsOf(lists: Map<number, { listId: string; mealIds: string[] }>): Read[] {
  const reads: Read[] = [
    { name: 'dashboard GET /api/lists', meals: '-', path: '/api/lists' },
    { name: 'feed page GET /api/feed/popular', meals: '-', path: '/api/feed/popular' },
  ];
  for (const size of SIZES) {
    const list = lists.get(size);
    if (!list) continue;
    reads.push(
      { name: 'list detail (Meals tab)', meals: size, path: `/api/lists/${list.listId}` },
      {
        name: 'list ingredients (Shopping, Schedule)',
        meals: size,
        path: `/api/lists/${list.listId}/ingredients`,
      },
      { name: 'shopping state', meals: size, path: `/api/lists/${list.listId}/shopping` },
      {
        name: 'meal detail',
        meals: size,
        path: `/api/meals/${list.mealIds.at(-1)}?listId=${list.listId}`,
      },
    );
  }
  return reads;
}

/** The bytes as they travel (fetch would undo the gzip), and their encoding. */
function wire(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string | undefined }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });
}

/** Queries, size and ETag of one read, from the server that counts queries. */
async function probe(base: string, cookie: string, url: string) {
  const plain = await fetch(`${base}${url}`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  const body = await plain.arrayBuffer();
  const gzip = await wire(`${base}${url}`, { cookie, 'accept-encoding': 'gzip' });
  const tag = plain.headers.get('etag');
  let revalidation: { status: number; queries: number } | null = null;
  if (tag) {
    const again = await fetch(`${base}${url}`, { headers: { cookie, 'if-none-match': tag } });
    await again.arrayBuffer();
    revalidation = { status: again.status, queries: Number(again.headers.get('x-query-count')) };
  }
  return {
    status: plain.status,
    queries: Number(plain.headers.get('x-query-count')),
    bytes: body.byteLength,
    gzBytes: gzip.bytes,
    gzipped: gzip.encoding === 'gzip',
    tag,
    revalidation,
  };
}

const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '-');
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** Answers this large are also measured from a bare server (`clientCeiling`). */
const CEILING_FROM_BYTES = 16 * 1024;
const CEILING_PORT = benchPort(4802);

/**
 * The load client's own ceiling for an answer: the exact bytes and headers the app answered
 * `url` with, sent by a bare Node server (bare-bytes.ts) and measured alike; null below
 * CEILING_FROM_BYTES. autocannon reads large bodies, and compressed ones above all, far slower
 * than small ones: a bare server sending 19 KB of gzip gets about a sixth of what it gets
 * sending 19 KB of JSON.
 */
async function clientCeiling(url: string, headers: Record<string, string>): Promise<Load | null> {
  const answer = await new Promise<{ body: Buffer; headers: Record<string, string> }>(
    (resolve, reject) => {
      // node:http, not fetch: the bytes as sent, not decompressed.
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const kept: Record<string, string> = {};
            for (const name of ['content-type', 'content-encoding', 'etag', 'vary']) {
              const value = response.headers[name];
              if (typeof value === 'string') kept[name] = value;
            }
            resolve({ body: Buffer.concat(chunks), headers: kept });
          });
        })
        .on('error', reject);
    },
  );
  if (answer.body.byteLength < CEILING_FROM_BYTES) return null;
  const file = path.join(os.tmpdir(), `forkcast-bench-answer-${process.pid}`);
  writeFileSync(file, answer.body);
  const server = startProcess(['--import', 'tsx', 'bench/src/bare-bytes.ts'], {
    PORT: String(CEILING_PORT),
    BODY_FILE: file,
    HEADERS_JSON: JSON.stringify(answer.headers),
  });
  try {
    const base = `http://127.0.0.1:${CEILING_PORT}/`;
    await waitForOk(base, performance.now());
    await load(base, {}, 1);
    return await load(base);
  } finally {
    await stopProcess(server);
    rmSync(file, { force: true });
  }
}

async function serverPart(dataDir: string, measureLoad: boolean) {
  const counting = await startBenchServer({ port: PORT, dataDir, countQueries: true });
  let seeded: Awaited<ReturnType<typeof seedFamily>>;
  const probes = new Map<string, Awaited<ReturnType<typeof probe>>>();
  try {
    seeded = await seedFamily(counting.base);
    for (const read of readsOf(seeded.lists)) {
      probes.set(read.path, await probe(counting.base, seeded.cookie, read.path));
    }
    const [firstPicture] = seeded.pictures;
    if (firstPicture) await photoBytesByPhone(counting.base, firstPicture);
  } finally {
    await counting.stop();
  }
  const { cookie, lists } = seeded;
  if (!measureLoad) return { cookie, lists, missed: [] as string[] };

  const server = await startBenchServer({ port: PORT, dataDir });
  const bare = startProcess(['--import', 'tsx', 'bench/src/bare-hono.ts'], {
    PORT: String(BARE_PORT),
  });
  const missed: string[] = [];
  try {
    await waitForOk(`http://127.0.0.1:${BARE_PORT}/`, performance.now());
    // A fresh server grows its heap over its first seconds of load: a longer warm-up than the
    // reads' keeps that growth (and the page faults it costs, see memoryFirstTouch) out of the
    // pipeline's figures.
    await load(`http://127.0.0.1:${BARE_PORT}/`, {}, PIPELINE_WARM_UP_S);
    await load(`${server.base}/api/health`, {}, PIPELINE_WARM_UP_S);
    const bareHono = await load(`http://127.0.0.1:${BARE_PORT}/`);
    const health = await load(`${server.base}/api/health`);
    const healthShare = health.rps / bareHono.rps;
    if (healthShare < GOAL.healthVsBare) missed.push('/api/health vs bare Hono');
    // The floor of every signed-in read: the session check and a small answer, nothing else
    // (no list, no version). What a read costs beyond it is its own work.
    await load(`${server.base}/api/session`, { cookie }, PIPELINE_WARM_UP_S);
    const sessionRead = await load(`${server.base}/api/session`, { cookie });
    printTable(`Pipeline: autocannon ${CONNECTIONS} connections, ${DURATION_S} s each`, [
      {
        request: 'bare Hono hello',
        'req/s': bareHono.rps.toFixed(0),
        'p99 ms': bareHono.p99.toFixed(0),
        share: '100%',
        goal: '',
      },
      {
        request: 'GET /api/health',
        'req/s': health.rps.toFixed(0),
        'p99 ms': health.p99.toFixed(0),
        share: `${pct(healthShare)} of bare`,
        goal: `>= 50% of bare ${verdict(healthShare >= GOAL.healthVsBare)}`,
      },
      {
        request: 'GET /api/session (signed in)',
        'req/s': sessionRead.rps.toFixed(0),
        'p99 ms': sessionRead.p99.toFixed(0),
        share: `${pct(sessionRead.rps / health.rps)} of health`,
        goal: '(the floor of every read)',
      },
    ]);

    const rows: Record<string, string | number>[] = [];
    for (const read of readsOf(lists)) {
      const info = probes.get(read.path);
      const url = `${server.base}${read.path}`;
      // Each read is compared with /api/health measured just before it: on a 2-core machine
      // anything else running shifts both alike, where a single figure taken at the start
      // would make every later read look slower than it is.
      const healthNow = await load(`${server.base}/api/health`);
      const variants: [string, Record<string, string>][] = [
        ['plain', { cookie }],
        ['gzip', { cookie, 'accept-encoding': 'gzip' }],
      ];
      if (info?.tag) variants.push(['304', { cookie, 'if-none-match': info.tag }]);
      for (const [how, headers] of variants) {
        await load(url, headers, 1);
        const result = await load(url, headers);
        const ceiling = how === '304' ? null : await clientCeiling(url, headers);
        const share = result.rps / healthNow.rps;
        const ok = share >= GOAL.readVsHealth && result.p99 < GOAL.p99Ms && result.errors === 0;
        if (!ok) missed.push(`${read.name} (${read.meals} meals, ${how})`);
        rows.push({
          read: read.name,
          meals: read.meals,
          how,
          queries: how === '304' ? (info?.revalidation?.queries ?? '?') : (info?.queries ?? '?'),
          answer:
            how === '304'
              ? `${info?.revalidation?.status}`
              : how === 'gzip'
                ? info?.gzipped
                  ? kb(info.gzBytes)
                  : 'not gzipped'
                : kb(info?.bytes ?? Number.NaN),
          'req/s': result.rps.toFixed(0),
          'p99 ms': result.p99.toFixed(0),
          'health req/s': healthNow.rps.toFixed(0),
          'of health': pct(share),
          'same bytes, bare Node': ceiling ? ceiling.rps.toFixed(0) : '',
          goal: verdict(ok),
          'errors+non2xx': result.errors,
        });
      }
    }
    printTable(`Reads: autocannon ${CONNECTIONS} connections, ${DURATION_S} s each (SQLite)`, rows);
    // What explains a read under its goal: the session check every signed-in read pays, and
    // what a 304 adds to it (one version query), next to the read's own share.
    const shares304 = rows
      .filter((row) => row.how === '304')
      .map((row) => Number.parseFloat(String(row['of health'])))
      .sort((a, b) => a - b);
    if (rows.some((row) => row['same bytes, bare Node'] !== '')) {
      console.log(
        `"same bytes, bare Node": the answer's own bytes and headers sent by a bare Node server, measured with the same client: answers from ${kb(CEILING_FROM_BYTES)} up are bound by what autocannon itself reads per second (compressed bytes cost it most), so a read near that figure is bound by the client, not by the server.`,
      );
    }
    if (rows.some((row) => row.goal !== 'ok')) {
      console.log(
        `Why reads are under their goal: every signed-in read checks the session first; /api/session, that check and a small answer alone, ran at ${pct(sessionRead.rps / health.rps)} of /api/health at the start, and a 304 (the check and one version query, no answer built) at ${shares304[Math.floor(shares304.length / 2)] ?? '-'}% (median of the 304 rows). A read near those figures is bound by the check, not by its answer.`,
      );
    }
    console.log(
      `goals: each read >= ${pct(GOAL.readVsHealth)} of /api/health req/s measured just before it, p99 < ${GOAL.p99Ms} ms, the same queries at every size; an unchanged list costs a 304 after the version check`,
    );
    return { cookie, lists, missed };
  } finally {
    await stopProcess(bare);
    await server.stop();
  }
}

async function lighthousePart(
  dataDir: string,
  cookie: string,
  lists: Map<number, { listId: string; mealIds: string[] }>,
) {
  const family = lists.get(FAMILY_SIZE);
  if (!family) throw new Error('the family list was not seeded');
  const list = `/list/${family.listId}`;
  const only = process.env.SCREENS_ONLY?.split(',');
  const pages = [
    '/dashboard',
    list,
    `${list}?tab=shopping`,
    `${list}?tab=schedule`,
    `${list}/meal/${family.mealIds[0]}`,
    '/feed',
    '/profile',
    '/settings',
    ...SIZES.filter((s) => s !== FAMILY_SIZE).map((s) => `/list/${lists.get(s)?.listId}`),
  ]
    // SCREENS_ONLY=feed,settings audits only the screens whose address contains one of them.
    .filter((p) => !only || only.some((part) => p.includes(part)))
    .map((p) => ({ path: p, signedIn: true }));
  const server = await startBenchServer({ port: PORT, dataDir });
  try {
    const report = await runLighthouse({ baseUrl: server.base, cookieHeader: cookie, pages });
    const missed: string[] = [];
    const sizeOf = (p: string) => {
      for (const [size, l] of lists) if (p.startsWith(`/list/${l.listId}`)) return size;
      return '-';
    };
    const rows = report.pages.map((page) => {
      const ok =
        (page.scores.performance ?? 0) >= GOAL.perf &&
        (page.lcpMs ?? Infinity) < GOAL.lcpMs &&
        (page.tbtMs ?? Infinity) < GOAL.tbtMs &&
        (page.cls ?? Infinity) < GOAL.cls &&
        page.scores.accessibility === 100;
      if (!ok) missed.push(`Lighthouse ${page.path}`);
      const label = page.path
        .replace(/\/list\/[^/?]+/, '/list/{id}')
        .replace(/\/meal\/[^/?]+/, '/meal/{id}');
      return {
        screen: label,
        meals: sizeOf(page.path),
        perf: page.scores.performance ?? '-',
        range: page.perfRange?.join('-') ?? '-',
        a11y: page.scores.accessibility ?? '-',
        'LCP s': page.lcpMs === null ? '-' : (page.lcpMs / 1000).toFixed(1),
        'TBT ms': page.tbtMs === null ? '-' : Math.round(page.tbtMs),
        CLS: page.cls === null ? '-' : page.cls.toFixed(3),
        goal: verdict(ok),
      };
    });
    printTable('Lighthouse mobile preset, signed in (median of runs)', rows);
    // Each screen under its goals, with the profile that explains it (the median run).
    const explained = report.pages
      .filter((page) => missed.includes(`Lighthouse ${page.path}`))
      .flatMap((page) => [
        `  ${page.path.replace(/\/list\/[^/?]+/, '/list/{id}').replace(/\/meal\/[^/?]+/, '/meal/{id}')} (${sizeOf(page.path)} meals, ${page.scores.performance ?? '-'}):`,
        ...page.explanation.map((line) => `    ${line}`),
      ]);
    if (explained.length > 0)
      console.log(
        ['', 'Why each screen is under its goals (median run):', ...explained].join('\n'),
      );
    const failed = report.pages.flatMap((p) => p.failedAudits.map((a) => `  ${p.path}: ${a}`));
    if (failed.length > 0) console.log(['failed audits:', ...failed].join('\n'));
    console.log(
      `goals: performance >= ${GOAL.perf}, LCP < ${GOAL.lcpMs / 1000} s, TBT < ${GOAL.tbtMs} ms, CLS < ${GOAL.cls}, accessibility 100; machine load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    return missed;
  } finally {
    await server.stop();
  }
}

/**
 * Issue 16: seeds a family's week through the API (lists of 5, 50 and 500 meals of 15
 * ingredients, 4 steps and a picture each, 10 scheduled; 30 posts with photos), then prints
 * autocannon figures for bare Hono, /api/health and each read (plain, gzip, and a 304
 * revalidation), and Lighthouse on every signed-in screen. SCREENS_PARTS=server skips
 * Lighthouse, SCREENS_PARTS=lighthouse the load (the seeding always runs); SCREENS_SIZES (5,50,500), SCREENS_ONLY, LIGHTHOUSE_RUNS (3) and LIGHTHOUSE_SAVE_DIR
 * (lighthouse.ts) set the rest.
 */
export async function runScreensBench() {
  const parts = (process.env.SCREENS_PARTS ?? 'server,lighthouse').split(',');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-screens-bench-'));
  try {
    console.log(
      `machine load average before: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${os.cpus().length} cores); ${describeMemoryFirstTouch()}`,
    );
    const { cookie, lists, missed } = await serverPart(dataDir, parts.includes('server'));
    if (parts.includes('lighthouse'))
      missed.push(...(await lighthousePart(dataDir, cookie, lists)));
    console.log(
      missed.length === 0
        ? '\nEvery goal met.'
        : `\nGoals missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
