import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import {
  printTable,
  signUpBenchUser,
  sleep,
  startProcess,
  stopProcess,
  waitForOk,
} from './support.ts';

const PORT = 4750;
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const DAY_MS = 86_400_000;

/** The data set, and one with 100 times fewer posts to show how the cost grows. */
const SCALES = [
  { name: '1,000 posts', users: 100, posts: 1_000, likes: 10_000, comments: 2_000 },
  { name: '100,000 posts', users: 10_000, posts: 100_000, likes: 1_000_000, comments: 200_000 },
] as const;
type Scale = (typeof SCALES)[number];

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Writes the data set straight into the SQLite file the server migrated, in one transaction
 * with prepared statements. The post counters' triggers are set aside during the bulk insert
 * and the counters computed once afterwards (the rank trigger then ranks every post), so the
 * result is exactly what the app's own writes would have produced, in seconds.
 */
function seed(file: string, scale: Scale, benchUserId: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const rand = random(42);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const started = performance.now();

  const counterTriggers = db
    .prepare("select name, sql from sqlite_master where type = 'trigger' and name like '%_count_%'")
    .all() as { name: string; sql: string }[];

  db.transaction(() => {
    for (const trigger of counterTriggers) db.exec(`drop trigger ${trigger.name}`);

    const user = db.prepare(
      'insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt) values (?, ?, ?, 0, null, ?, ?)',
    );
    const profile = db.prepare(
      'insert into profiles (id, username, full_name, location, avatar_url, updated_at) values (?, ?, ?, null, null, ?)',
    );
    const userIds: string[] = [];
    for (let i = 0; i < scale.users; i += 1) {
      const id = `bench-user-${i}`;
      userIds.push(id);
      user.run(id, `Cook ${i}`, `cook${i}@bench.example`, iso(now), iso(now));
      profile.run(id, `cook_${i}`, `Cook ${i}`, iso(now));
    }

    // Two meals per cook; a third of the posts carry one.
    const meal = db.prepare(
      'insert into meals (id, name, description, user_id, image_url, created_at, updated_at) values (?, ?, ?, ?, null, ?, ?)',
    );
    for (let i = 0; i < scale.users * 2; i += 1) {
      meal.run(
        `bench-meal-${i}`,
        `Dish ${i}`,
        'A bench dish',
        userIds[i % scale.users],
        iso(now),
        iso(now),
      );
    }

    // Posts over the last 60 days; authors skewed so that some cooks post a lot.
    const post = db.prepare(
      'insert into posts (id, user_id, post_type, media_url, text_content, meal_id, created_at) values (?, ?, ?, null, ?, ?, ?)',
    );
    for (let i = 0; i < scale.posts; i += 1) {
      const author = Math.floor(rand() ** 2 * scale.users);
      const mealId = i % 3 === 0 ? `bench-meal-${author * 2}` : null;
      post.run(
        `bench-post-${String(i).padStart(7, '0')}`,
        userIds[author],
        'text',
        `Post number ${i}`,
        mealId,
        iso(now - rand() * 60 * DAY_MS),
      );
    }

    // Likes skewed towards a few posts, as engagement is; repeats of a pair are skipped.
    const like = db.prepare(
      'insert or ignore into post_likes (post_id, user_id, created_at) values (?, ?, ?)',
    );
    let likes = 0;
    while (likes < scale.likes) {
      const postIndex = Math.floor(rand() ** 3 * scale.posts);
      const liker = userIds[Math.floor(rand() * scale.users)];
      const result = like.run(`bench-post-${String(postIndex).padStart(7, '0')}`, liker, iso(now));
      likes += result.changes;
    }

    const comment = db.prepare(
      'insert into post_comments (id, post_id, user_id, text, created_at) values (?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < scale.comments; i += 1) {
      const postIndex = Math.floor(rand() ** 2 * scale.posts);
      comment.run(
        `bench-comment-${i}`,
        `bench-post-${String(postIndex).padStart(7, '0')}`,
        userIds[Math.floor(rand() * scale.users)],
        'Looks delicious',
        iso(now - rand() * DAY_MS),
      );
    }

    // A follow graph: each cook follows 10 others; the bench user follows 100 cooks.
    const follow = db.prepare(
      'insert or ignore into followers (follower_id, following_id, created_at) values (?, ?, ?)',
    );
    for (let i = 0; i < scale.users; i += 1) {
      for (let k = 0; k < 10; k += 1) {
        const other = Math.floor(rand() * scale.users);
        if (other !== i) follow.run(userIds[i], userIds[other], iso(now));
      }
    }
    for (let i = 0; i < Math.min(100, scale.users); i += 1)
      follow.run(benchUserId, userIds[i], iso(now));

    db.exec(`update posts set
      like_count = (select count(*) from post_likes where post_likes.post_id = posts.id),
      comment_count = (select count(*) from post_comments where post_comments.post_id = posts.id)`);
    for (const trigger of counterTriggers) db.exec(trigger.sql);
  })();
  db.exec('analyze');
  db.close();
  return (performance.now() - started) / 1000;
}

type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, cookie: string): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The SQL statements one request runs (the server counts them with DEBUG_QUERY_COUNT). */
async function queriesOf(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { nextCursor?: string | null };
  return { count: Number(response.headers.get('x-query-count')), nextCursor: body.nextCursor };
}

/** Page 1 and page 5 of a feed tab cost the same number of queries, whatever the data. */
async function pageQueries(tab: string, cookie: string) {
  const counts: number[] = [];
  let cursor: string | null | undefined = null;
  for (let page = 1; page <= 5; page += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const answer: { count: number; nextCursor?: string | null } = await queriesOf(
      `${BASE}/api/feed/${tab}${query}`,
      cookie,
    );
    counts.push(answer.count);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return counts;
}

async function measure(scale: Scale) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-social-bench-'));
  const env = {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    DEBUG_QUERY_COUNT: 'true',
  };
  try {
    // First start: migrations, and the signed-in cook whose feed is measured.
    let server = startProcess(['server/dist/main.js'], env);
    await waitForOk(`${BASE}/api/health`, performance.now());
    const cookie = await signUpBenchUser(BASE, 'social-bench@example.com');
    const me = (await (await fetch(`${BASE}/api/session`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    await stopProcess(server);

    const seedSeconds = seed(path.join(dataDir, 'forkcast.db'), scale, me.user.id);

    server = startProcess(['server/dist/main.js'], env);
    await waitForOk(`${BASE}/api/health`, performance.now());
    await sleep(500);
    const profileUrl = `${BASE}/api/profiles/bench-user-0`;
    const queries = {
      popular: await pageQueries('popular', cookie),
      following: await pageQueries('following', cookie),
      profile: [(await queriesOf(profileUrl, cookie)).count],
    };

    const targets = {
      'GET /api/health': `${BASE}/api/health`,
      'feed: Popular': `${BASE}/api/feed/popular`,
      'feed: Following': `${BASE}/api/feed/following`,
      'profile (the busiest cook)': profileUrl,
    };
    // Warm-up so that every target starts from the same JIT and cache state.
    for (const url of Object.values(targets)) {
      await autocannon({ url, connections: 10, duration: 1, headers: { cookie } });
    }
    const results: Record<string, Load> = {};
    for (const [name, url] of Object.entries(targets)) results[name] = await load(url, cookie);
    await stopProcess(server);
    return { seedSeconds, queries, results };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The feed and profile under load, on 1,000 and on 100,000 posts: queries per page, p50 and
 * p99 at 50 connections, each as a ratio to GET /api/health in the same run.
 */
export async function runSocialBench() {
  const runs = [];
  for (const scale of SCALES) runs.push({ scale, ...(await measure(scale)) });

  printTable(
    'Social data sets (SQLite, bulk seeded)',
    runs.map(({ scale, seedSeconds }) => ({
      'data set': scale.name,
      users: scale.users.toLocaleString('en'),
      likes: scale.likes.toLocaleString('en'),
      comments: scale.comments.toLocaleString('en'),
      'seeded in s': seedSeconds.toFixed(1),
    })),
  );
  printTable(
    'Queries per request (session check included), pages 1 to 5',
    runs.map(({ scale, queries }) => ({
      'data set': scale.name,
      Popular: queries.popular.join(' '),
      Following: queries.following.join(' '),
      profile: queries.profile.join(' '),
    })),
  );

  const rows: Record<string, string | number>[] = [];
  for (const { scale, results } of runs) {
    const health = results['GET /api/health'] as Load;
    for (const [name, r] of Object.entries(results)) {
      rows.push({
        'data set': scale.name,
        target: name,
        'req/s': r.rps.toFixed(0),
        'p50 ms': r.p50.toFixed(1),
        'p99 ms': r.p99.toFixed(1),
        'p50 / health': (r.p50 / Math.max(health.p50, 0.5)).toFixed(2),
        'p99 / health': (r.p99 / Math.max(health.p99, 0.5)).toFixed(2),
        'errors+non2xx': r.errors,
      });
    }
  }
  printTable(`Social load, autocannon ${CONNECTIONS} connections, ${DURATION_S} s each`, rows);

  const [small, large] = runs;
  if (small && large) {
    printTable(
      'Growth: 100,000 posts against 1,000 posts (p99)',
      Object.keys(large.results)
        .filter((name) => name !== 'GET /api/health')
        .map((name) => {
          const before = (small.results[name] as Load).p99;
          const after = (large.results[name] as Load).p99;
          return {
            target: name,
            'p99 ms at 1,000': before.toFixed(1),
            'p99 ms at 100,000': after.toFixed(1),
            ratio: (after / Math.max(before, 0.5)).toFixed(2),
          };
        }),
    );
  }
  console.log(
    'targets: constant queries per page; p99 under 50 ms; at 100x the data, at most 1.5x the p99',
  );
  return runs;
}
