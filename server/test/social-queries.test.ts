import type { FeedPage } from '@forkcast/core';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/env.ts';
import { createLogger } from '../src/providers/logger.ts';
import { createMemoryStorage } from '../src/providers/storage/memory-storage.ts';
import { createCook, insertList, insertMeal, insertPost, json } from './support/social-fixtures.ts';
import type { TestApp } from './support/test-app.ts';

/** Counts every statement the app runs, so that a screen's cost can be asserted. */
function queryCounter() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return {
    plugin,
    reset: () => {
      count = 0;
    },
    get count() {
      return count;
    },
  };
}

// One dialect is enough: the number of statements does not depend on the database.
describe('queries per screen (no N+1)', () => {
  const counter = queryCounter();
  let handle: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    const raw = await openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(raw);
    handle = { ...raw, db: raw.db.withPlugin(counter.plugin) };
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
      }),
      webDistDir: '/nonexistent',
    };
    const { app } = createApp({
      config,
      database: handle,
      logger: createLogger('silent'),
      mailer: { send: async () => undefined },
      clientIp: () => '192.0.2.9',
      storage: createMemoryStorage().storage,
    });
    t = { app, db: handle.db } as unknown as TestApp;
  });
  afterAll(async () => {
    await handle.close();
  });

  async function cost(send: () => Promise<Response>) {
    counter.reset();
    const response = await send();
    expect(response.status).toBe(200);
    return counter.count;
  }

  it('costs the same for a feed page of 2 posts as of 20, and for any page', async () => {
    const [ana, ben] = [await createCook(t, 'Ana'), await createCook(t, 'Ben')];
    await ben.send('PUT', `/api/profiles/${ana.id}/follow`);
    for (let i = 0; i < 2; i += 1) await insertPost(t, ana.id, { text: `post ${i}` });
    const small = {
      popular: await cost(() => ben.send('GET', '/api/feed/popular')),
      following: await cost(() => ben.send('GET', '/api/feed/following')),
    };
    for (let i = 0; i < 60; i += 1) {
      const mealId = await insertMeal(t, ana.id, `meal ${i}`);
      const postId = await insertPost(t, ana.id, { text: `more ${i}`, mealId });
      await ben.send('PUT', `/api/posts/${postId}/like`);
      await ben.send('PUT', `/api/posts/${postId}/save`);
    }
    const firstPage = await json<FeedPage>(ben.send('GET', '/api/feed/popular'));
    expect(firstPage.posts).toHaveLength(20);
    const large = {
      popular: await cost(() => ben.send('GET', '/api/feed/popular')),
      following: await cost(() => ben.send('GET', '/api/feed/following')),
      later: await cost(() => ben.send('GET', `/api/feed/popular?cursor=${firstPage.nextCursor}`)),
      saved: await cost(() => ben.send('GET', '/api/feed/saved')),
    };
    // The session check, then one query for the page.
    expect(small).toEqual({ popular: 2, following: 2 });
    expect(large).toEqual({ popular: 2, following: 2, later: 2, saved: 2 });
  });

  it('costs a constant number of queries for a profile, whatever its size', async () => {
    const cook = await createCook(t, 'Cook');
    const empty = await cost(() => cook.send('GET', `/api/profiles/${cook.id}`));
    const meals: string[] = [];
    for (let i = 0; i < 30; i += 1) meals.push(await insertMeal(t, cook.id, `dish ${i}`));
    await insertList(t, cook.id, meals);
    const full = await cost(() => cook.send('GET', `/api/profiles/${cook.id}`));
    // Session, profile with counts, meal count, newest meals, most liked meals.
    expect([empty, full]).toEqual([5, 5]);
  });
});
