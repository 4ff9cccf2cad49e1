import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FeedPage } from '@forkcast/core';
import Database from 'better-sqlite3';
import { type LatencyResult, measure, queriesFor, startBenchServer } from './bench-server.ts';
import { benchPort, printTable, signUpBenchUser } from './support.ts';

const PORT = benchPort(4750);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const DAY_MS = 86_400_000;

/** The issue's data set, and one with 100 times fewer posts to show how the cost grows. */
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

/** Page 1 to page 5 of a feed tab: the statements each page costs (the same, whatever the data). */
async function pageQueries(base: string, tab: string, cookie: string) {
  const counts: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= 5; page += 1) {
    const url: string = `${base}/api/feed/${tab}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    counts.push(await queriesFor(url, cookie));
    const answer = (await (await fetch(url, { headers: { cookie } })).json()) as FeedPage;
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return counts;
}

async function measureScale(scale: Scale) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-social-bench-'));
  try {
    // First start: migrations, and the signed-in cook whose feed is measured.
    let server = await startBenchServer({ port: PORT, dataDir });
    const cookie = await signUpBenchUser(server.base, 'social-bench@example.com');
    const me = (await (
      await fetch(`${server.base}/api/session`, { headers: { cookie } })
    ).json()) as {
      user: { id: string };
    };
    await server.stop();
    const seedSeconds = seed(path.join(dataDir, 'forkcast.db'), scale, me.user.id);

    const targets = (base: string) => ({
      'GET /api/health': `${base}/api/health`,
      'feed: Popular': `${base}/api/feed/popular`,
      'feed: Following': `${base}/api/feed/following`,
      'profile (the busiest cook)': `${base}/api/profiles/bench-user-0`,
    });

    // Query counts on a server that counts them; speed on one that does not.
    server = await startBenchServer({ port: PORT, dataDir, countQueries: true });
    const queries = {
      popular: await pageQueries(server.base, 'popular', cookie),
      following: await pageQueries(server.base, 'following', cookie),
      profile: [await queriesFor(targets(server.base)['profile (the busiest cook)'], cookie)],
    };
    await server.stop();

    server = await startBenchServer({ port: PORT, dataDir });
    const results: Record<string, LatencyResult> = {};
    try {
      // Warm-up so that every target starts from the same JIT and cache state.
      for (const url of Object.values(targets(server.base))) {
        await measure(url, { cookie, connections: 10, durationS: 1 });
      }
      for (const [name, url] of Object.entries(targets(server.base))) {
        results[name] = await measure(url, { cookie, connections: CONNECTIONS });
      }
    } finally {
      await server.stop();
    }
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
  for (const scale of SCALES) runs.push({ scale, ...(await measureScale(scale)) });

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
    const health = results['GET /api/health'] as LatencyResult;
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
          const before = (small.results[name] as LatencyResult).p99;
          const after = (large.results[name] as LatencyResult).p99;
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
