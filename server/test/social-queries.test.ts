import type { FeedPage } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cook,
  createCook,
  insertList,
  insertMeal,
  insertPost,
  json,
} from './support/social-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// One dialect is enough: the number of statements does not depend on the database.
describe('queries per social screen (no N+1)', () => {
  let t: TestApp;
  let ana: Cook;
  let ben: Cook;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { countQueries: true });
    [ana, ben] = await Promise.all([createCook(t, 'Ana'), createCook(t, 'Ben')]);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The statements one request ran, from the X-Query-Count header. The cook's session is read
   * (and kept, auth/session-cache.ts) first, so the count is the screen's own work.
   */
  async function cost(cook: Cook, path: string) {
    expect((await cook.send('GET', '/api/session')).status).toBe(200);
    const response = await cook.send('GET', path);
    expect(response.status).toBe(200);
    return Number(response.headers.get('x-query-count'));
  }

  it('costs the same for a feed page of 2 posts as of 20, on any page of any tab', async () => {
    await ben.send('PUT', `/api/profiles/${ana.id}/follow`);
    for (let i = 0; i < 2; i += 1) await insertPost(t, ana.id, { text: `post ${i}` });
    const small = [await cost(ben, '/api/feed/popular'), await cost(ben, '/api/feed/following')];

    for (let i = 0; i < 60; i += 1) {
      const mealId = await insertMeal(t, ana.id, `meal ${i}`);
      const postId = await insertPost(t, ana.id, { text: `more ${i}`, mealId });
      await ben.send('PUT', `/api/posts/${postId}/like`);
      await ben.send('PUT', `/api/posts/${postId}/save`);
      await ben.send('POST', `/api/posts/${postId}/comments`, { text: 'yum' });
    }
    const first = await json<FeedPage>(ben.send('GET', '/api/feed/popular'));
    expect(first.posts).toHaveLength(20);
    const large = [
      await cost(ben, '/api/feed/popular'),
      await cost(ben, '/api/feed/following'),
      await cost(ben, `/api/feed/popular?cursor=${first.nextCursor}`),
      await cost(ben, '/api/feed/saved'),
    ];
    // One query for the whole page, after the database's change mark that versions feed pages
    // on SQLite (decision 027). The first Popular page of the large feed was just read (`first`)
    // and nothing was written since: it is the kept answer, and costs the change mark alone.
    expect(small).toEqual([2, 2]);
    expect(large).toEqual([1, 2, 2, 2]);
  });

  it('costs the same for a profile with no meals as with many', async () => {
    const cook = await createCook(t, 'Cook');
    const empty = await cost(cook, `/api/profiles/${cook.id}`);
    const meals: string[] = [];
    for (let i = 0; i < 30; i += 1) meals.push(await insertMeal(t, cook.id, `dish ${i}`));
    await insertList(t, cook.id, meals);
    // Profile with its counts, newest meals with their count, most liked meals.
    expect([empty, await cost(cook, `/api/profiles/${cook.id}`)]).toEqual([3, 3]);
    expect(await cost(ana, `/api/profiles/${cook.id}`)).toBe(3);
  });
});
