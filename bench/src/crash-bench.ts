import { existsSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Instance, startInstance, temporaryFolder } from '../../server/test/fleet/harness.ts';
import {
  type Acked,
  type Cook,
  checkQuery,
  type Outcome,
  pickRoute,
  runOne,
  seedCooks,
} from './load-workload.ts';
import { benchPort, sleep } from './support.ts';

/**
 * `npm run bench -- crash`: write load (add meal, tick, like, comment, post with a picture)
 * on the embedded default (SQLite, pictures on disk) while the server is killed with SIGKILL
 * at random moments, five times, and restarted on the same data. Afterwards: every
 * acknowledged write is there, nothing half-written is visible (a meal without its
 * ingredients, a post whose picture is missing), and PRAGMA integrity_check passes.
 */
const PORT = benchPort(4865);
const WRITERS = 20;
const KILLS = 5;

export async function runCrashBench() {
  const data = temporaryFolder('forkcast-crash-');
  const env = {
    DATA_DIR: data.dir,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: 'warn',
    AUTH_ATTEMPTS_PER_MINUTE: '100000',
  };
  let instance: Instance = await startInstance({ name: 'crash', port: PORT, env });
  const base = instance.url;
  const outcomes: Outcome[] = [];
  const acked: Acked[] = [];
  try {
    const cooks = await seedCooks(base, 10, `crash${Date.now()}`);
    let running = true;
    let sequence = 0;
    const writers = Promise.all(
      Array.from({ length: WRITERS }, async (_, worker) => {
        while (running) {
          sequence += 1;
          const cook = cooks[worker % cooks.length] as Cook;
          const outcome = await runOne(
            base,
            pickRoute(Math.random(), true),
            cook,
            cooks,
            `c${worker}-${sequence}`,
            acked,
          );
          outcomes.push(outcome);
          // While the server is down, do not spin.
          if (outcome.status === 0) await sleep(20);
        }
      }),
    );
    const restarts: number[] = [];
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await sleep(800 + Math.random() * 2200);
      await instance.stop('SIGKILL');
      const down = performance.now();
      instance = await startInstance({ name: `crash-${kill}`, port: PORT, env });
      restarts.push(performance.now() - down);
    }
    await sleep(1500);
    running = false;
    await writers;
    await instance.stop();

    const db = new SqliteDatabase(path.join(data.dir, 'forkcast.db'));
    let lost = 0;
    for (const write of acked) {
      const [sql, values] = checkQuery(write, 'sqlite');
      if ((db.prepare(sql).get(...values) as { n: number }).n !== 1) lost += 1;
    }
    const mealsWithoutIngredients = (
      db
        .prepare(
          'select count(*) as n from meals m where not exists (select 1 from ingredients g where g.meal_id = m.id)',
        )
        .get() as { n: number }
    ).n;
    const pictures = db
      .prepare('select media_url as url from posts where media_url is not null')
      .all() as { url: string }[];
    const missingPictures = pictures.filter(
      (p) => !existsSync(path.join(data.dir, p.url.replace(/^\/uploads\//, 'uploads/'))),
    ).length;
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();

    const ok = outcomes.filter((o) => o.ok).length;
    const failed = outcomes.length - ok;
    console.log(`\ncrash · SQLite · ${WRITERS} writers · SIGKILL ${KILLS} times at random`);
    console.log(
      `restarts (kill to healthy): ${restarts.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`,
    );
    console.log(
      `writes sent: ${outcomes.length}, acknowledged: ${ok}, failed or unanswered (during the kills): ${failed}`,
    );
    const byStatus = new Map<string, number>();
    for (const o of outcomes.filter((x) => !x.ok)) {
      const key = o.status === 0 ? 'no answer (server down)' : String(o.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    console.log(`failures by status: ${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    console.log(`acknowledged writes lost: ${lost} (target 0)`);
    console.log(
      `half-written: meals without ingredients ${mealsWithoutIngredients}, posts whose picture is missing ${missingPictures}`,
    );
    console.log(`PRAGMA integrity_check: ${integrity}`);
  } finally {
    await instance.stop();
    data.remove();
  }
}
