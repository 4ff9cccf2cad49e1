import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ListChange, ListMeal, ShoppingItem } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMeal,
  type Cook,
  createCook,
  createList,
  mealDraft,
  share,
} from './support/factories.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

const shopping = (listId: string) => `/api/lists/${listId}/shopping`;

describe.each(dialects)('list versions on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let outsider: Cook;
  /** What the live-update seam heard, in order: inside the transaction, then after commit. */
  const heard: { at: 'transaction' | 'commit'; changes: ListChange[] }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      countQueries: true,
      listChanges: {
        inTransaction: async (trx, changes) => {
          // Inside the transaction, the bump is already visible to it.
          const [row] = await trx
            .selectFrom('meal_lists')
            .select('version')
            .where('id', '=', changes[0]?.listId ?? '')
            .execute();
          expect(Number(row?.version)).toBe(changes[0]?.version);
          heard.push({ at: 'transaction', changes });
        },
        afterCommit: (changes) => heard.push({ at: 'commit', changes }),
      },
    });
    [owner, member, outsider] = [
      await createCook(t, 'Olive Owner'),
      await createCook(t, 'Mel Member'),
      await createCook(t, 'Otto Outsider'),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  async function versionOf(listId: string): Promise<number> {
    const row = await t.db
      .selectFrom('meal_lists')
      .select('version')
      .where('id', '=', listId)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /** A shared list with one meal, and an unrelated list of the outsider's. */
  async function setUp() {
    const list = await createList(owner, 'Family week');
    await share(owner, list.id, member);
    const meal = await addMeal(owner, list.id, { name: 'Lentil soup' });
    const other = await createList(outsider, 'Not yours');
    return { list, meal, other };
  }

  /** Runs a write and checks it moved the list by exactly one, and no other list. */
  async function expectBump(
    listIds: string[],
    untouched: string[],
    write: () => Promise<Response>,
    status: number,
  ) {
    const before = await Promise.all(listIds.map(versionOf));
    const others = await Promise.all(untouched.map(versionOf));
    heard.length = 0;
    const response = await write();
    expect(response.status, await response.clone().text()).toBe(status);
    expect(await Promise.all(listIds.map(versionOf))).toEqual(before.map((v) => v + 1));
    expect(await Promise.all(untouched.map(versionOf))).toEqual(others);
    const expected = listIds.map((listId, i) => ({ listId, version: (before[i] ?? 0) + 1 }));
    const byId = (a: ListChange, b: ListChange) => a.listId.localeCompare(b.listId);
    expect(heard.map((h) => h.at)).toEqual(['transaction', 'commit']);
    expect([...(heard[1]?.changes ?? [])].sort(byId)).toEqual(expected.sort(byId));
  }

  it('starts every list at version 1', async () => {
    const list = await createList(owner, 'Fresh');
    expect(await versionOf(list.id)).toBe(1);
  });

  it('bumps the list on every kind of list write, and no other list', async () => {
    const { list, meal, other } = await setUp();
    const extra = await createCook(t, 'Extra Cook');
    const ids = [list.id];
    const not = [other.id];
    await expectBump(
      ids,
      not,
      () => owner.patch(`/api/lists/${list.id}`, { name: 'Renamed' }),
      200,
    );
    await expectBump(
      ids,
      not,
      () => owner.post(`/api/lists/${list.id}/members`, { username: extra.username }),
      201,
    );
    await expectBump(
      ids,
      not,
      () => owner.delete(`/api/lists/${list.id}/members/${extra.id}`),
      204,
    );
    await expectBump(
      ids,
      not,
      () => owner.patch(`/api/lists/${list.id}/items/${meal.id}`, { servings: 6 }),
      200,
    );
    await expectBump(
      ids,
      not,
      () =>
        member.patch(`/api/lists/${list.id}/items/${meal.id}`, {
          schedule: { day: 3, type: 'cook' },
        }),
      200,
    );
    await expectBump(
      ids,
      not,
      () =>
        owner.post(`/api/lists/${list.id}/meals`, {
          meals: [mealDraft({ name: 'Flatbread' })],
        }),
      201,
    );
    await expectBump(ids, not, () => owner.delete(`/api/lists/${list.id}/items/${meal.id}`), 204);
    await expectBump(
      ids,
      not,
      () => owner.post(`/api/lists/${list.id}/items`, { mealIds: [meal.id] }),
      200,
    );
  });

  it("bumps every list that holds a meal when its recipe changes, and no one else's", async () => {
    const { list, meal, other } = await setUp();
    const second = await createList(owner, 'Batch cooking');
    await owner.post(`/api/lists/${second.id}/items`, { mealIds: [meal.id] });
    const ids = [list.id, second.id];
    await expectBump(
      ids,
      [other.id],
      () =>
        owner.put(`/api/meals/${meal.id}/ingredients`, {
          ingredients: [{ name: 'red lentils', quantity: 200, unit: 'g' }],
        }),
      200,
    );
    await expectBump(
      ids,
      [other.id],
      () => owner.put(`/api/meals/${meal.id}/directions`, { directions: ['Simmer.'] }),
      200,
    );
  });

  it('bumps the list on every shopping list write', async () => {
    const { list, other } = await setUp();
    const ids = [list.id];
    const not = [other.id];
    await expectBump(
      ids,
      not,
      () =>
        member.put(`${shopping(list.id)}/lines`, { scope: 'all', key: 'lentils', checked: true }),
      200,
    );
    await expectBump(
      ids,
      not,
      () =>
        owner.put(`${shopping(list.id)}/lines`, {
          scope: 'all',
          key: 'lentils',
          edit: { name: 'Red lentils', quantity: 1, unit: 'kg' },
        }),
      200,
    );
    let item: ShoppingItem | undefined;
    await expectBump(
      ids,
      not,
      async () => {
        const response = await owner.post(`${shopping(list.id)}/items`, {
          scope: 'all',
          name: 'Milk',
        });
        item = ((await response.clone().json()) as { item: ShoppingItem }).item;
        return response;
      },
      201,
    );
    await expectBump(
      ids,
      not,
      () => member.patch(`${shopping(list.id)}/items/${item?.id}`, { checked: true }),
      200,
    );
    await expectBump(
      ids,
      not,
      () => owner.post(`${shopping(list.id)}/untick`, { scope: 'all' }),
      200,
    );
    await expectBump(ids, not, () => owner.delete(`${shopping(list.id)}/items/${item?.id}`), 204);
  });

  it("bumps the lists that show a person when their name changes, and no one else's", async () => {
    const { list, other } = await setUp();
    const pat = await createCook(t, 'Pat Cook');
    await share(owner, list.id, pat);
    const own = await createList(pat, 'Pat kitchen');
    // Pat cooks a stew in the shared list; the owner keeps it in a list Pat is not on.
    const stew = await addMeal(pat, list.id, { name: 'Pat stew' });
    const batch = await createList(owner, 'Batch');
    await owner.post(`/api/lists/${batch.id}/items`, { mealIds: [stew.id] });
    const tag = (await owner.get(`/api/lists/${list.id}`)).headers.get('etag') ?? '';
    await expectBump(
      [list.id, own.id, batch.id],
      [other.id],
      () =>
        pat.put('/api/profile', { username: pat.username, fullName: 'Pat Renamed', location: '' }),
      200,
    );
    const fresh = await owner.get(`/api/lists/${list.id}`, { 'if-none-match': tag });
    expect(fresh.status).toBe(200);
    const body = (await fresh.json()) as { list: { members: { fullName: string | null }[] } };
    expect(body.list.members.map((m) => m.fullName)).toContain('Pat Renamed');
  });

  it('tells the seam of a deleted list, with the version it had moved to', async () => {
    const { list } = await setUp();
    const before = await versionOf(list.id);
    heard.length = 0;
    expect((await owner.delete(`/api/lists/${list.id}`)).status).toBe(204);
    expect(heard).toEqual([
      { at: 'transaction', changes: [{ listId: list.id, version: before + 1 }] },
      { at: 'commit', changes: [{ listId: list.id, version: before + 1 }] },
    ]);
  });

  it("leaves the version alone when a write is refused, fails, or is a stranger's", async () => {
    const { list, meal, other } = await setUp();
    const before = await versionOf(list.id);
    heard.length = 0;
    const refused = [
      await outsider.patch(`/api/lists/${list.id}`, { name: 'Mine now' }),
      await member.patch(`/api/lists/${list.id}`, { name: 'Not the owner' }),
      await outsider.put(`${shopping(list.id)}/lines`, { scope: 'all', key: 'x', checked: true }),
      await member.put(`/api/meals/${meal.id}/directions`, { directions: ['Not the creator.'] }),
      // Fails inside the transaction: the bump rolls back with it.
      await owner.delete(`/api/lists/${list.id}/items/00000000-0000-4000-8000-000000000000`),
      await owner.delete(`${shopping(list.id)}/items/no-such-item`),
      await owner.patch(`/api/lists/${list.id}/items/${meal.id}`, { servings: -1 }),
      // Already a member: refused inside the write.
      await owner.post(`/api/lists/${list.id}/members`, { username: member.username }),
    ];
    expect(refused.map((r) => r.status)).toEqual([404, 403, 404, 403, 404, 404, 400, 409]);
    // The outsider's own list moves; the family's does not.
    const otherBefore = await versionOf(other.id);
    expect((await outsider.patch(`/api/lists/${other.id}`, { name: 'Still mine' })).status).toBe(
      200,
    );
    expect(await versionOf(other.id)).toBe(otherBefore + 1);
    expect(await versionOf(list.id)).toBe(before);
    expect(heard.flatMap((h) => h.changes.map((c) => c.listId))).not.toContain(list.id);
  });

  describe('conditional reads', () => {
    it('answers an unchanged list with 304 after the version check alone', async () => {
      const { list } = await setUp();
      const first = await owner.get(`/api/lists/${list.id}`);
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');

      const again = await owner.get(`/api/lists/${list.id}`, { 'if-none-match': tag ?? '' });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      // The version check alone: the session is kept since the first read
      // (auth/session-cache.ts), and nothing builds the answer.
      expect(again.headers.get('x-query-count')).toBe('1');
      expect(Number(first.headers.get('x-query-count'))).toBeGreaterThan(2);
    });

    it('builds answers again after the idle release dropped what it kept', async () => {
      const { list } = await setUp();
      const first = await owner.get(`/api/lists/${list.id}`);
      expect((await owner.get(`/api/lists/${list.id}`)).headers.get('x-query-count')).toBe('1');
      t.releaseCaches();
      // The answer is built again (as for the first read) and the session read again (one more).
      const after = await owner.get(`/api/lists/${list.id}`);
      expect(after.status).toBe(200);
      expect(Number(after.headers.get('x-query-count'))).toBe(
        Number(first.headers.get('x-query-count')) + 1,
      );
      expect(await after.text()).toBe(await first.text());
    });

    it('builds an answer once per version: another reader gets it after the version check', async () => {
      const { list, meal } = await setUp();
      const first = await owner.get(`/api/lists/${list.id}`);
      expect(Number(first.headers.get('x-query-count'))).toBeGreaterThan(2);
      const second = await owner.get(`/api/lists/${list.id}`);
      // The version check alone (the session is kept since the first read).
      expect(second.headers.get('x-query-count')).toBe('1');
      expect(await second.text()).toBe(await first.text());
      // A change is a new version: built afresh, with the change in it.
      await member.patch(`/api/lists/${list.id}/items/${meal.id}`, { servings: 5 });
      const third = await owner.get(`/api/lists/${list.id}`);
      expect(Number(third.headers.get('x-query-count'))).toBeGreaterThan(2);
      const body = (await third.json()) as { list: { meals: ListMeal[] } };
      expect(body.list.meals[0]?.servings).toBe(5);
    });

    it('compresses a large answer once per encoding, and sends a small one as it is', async () => {
      const { list } = await setUp();
      for (let i = 0; i < 6; i += 1) await addMeal(owner, list.id, { name: `Stew ${i}` });
      const plain = await owner.get(`/api/lists/${list.id}`);
      const text = await plain.text();
      expect(text.length).toBeGreaterThan(1024);
      expect(plain.headers.get('content-encoding')).toBeNull();
      for (const [asked, decode] of [
        ['gzip', gunzipSync],
        ['br', brotliDecompressSync],
      ] as const) {
        const packed = await owner.get(`/api/lists/${list.id}`, { 'accept-encoding': asked });
        expect(packed.headers.get('content-encoding')).toBe(asked);
        expect(packed.headers.get('vary')).toBe('Accept-Encoding');
        const bytes = Buffer.from(await packed.arrayBuffer());
        expect(Number(packed.headers.get('content-length'))).toBe(bytes.length);
        expect(bytes.length).toBeLessThan(text.length);
        expect(decode(bytes).toString('utf8')).toBe(text);
      }
      const small = await owner.get(shopping(list.id), { 'accept-encoding': 'gzip, br' });
      expect(small.status).toBe(200);
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(await small.json()).toEqual({ lines: [], items: [] });
    });

    it('compresses large reads without a version from 1 KB up, and not the small ones', async () => {
      const cook = await createCook(t, 'Picky Cook');
      const list = await createList(cook, 'Choices');
      await addMeal(cook, list.id, { name: 'Only one' });
      const few = await cook.get('/api/meals', { 'accept-encoding': 'gzip' });
      expect(few.headers.get('content-encoding')).toBeNull();
      expect(few.headers.get('etag')).toBeNull();
      expect(((await few.json()) as { meals: unknown[] }).meals).toHaveLength(1);
      for (let i = 0; i < 8; i += 1) await addMeal(cook, list.id, { name: `Choice ${i}` });
      const many = await cook.get('/api/meals', { 'accept-encoding': 'gzip' });
      expect(many.headers.get('content-encoding')).toBe('gzip');
      const text = gunzipSync(Buffer.from(await many.arrayBuffer())).toString('utf8');
      expect((JSON.parse(text) as { meals: unknown[] }).meals).toHaveLength(9);
    });

    it("revalidates the dashboard with the user's lists and their versions", async () => {
      const cook = await createCook(t, 'Dash Board');
      const friend = await createCook(t, 'Dash Friend');
      const mine = await createList(cook, 'Mine');
      const read = async (tag = '') => {
        const response = await cook.get('/api/lists', tag ? { 'if-none-match': tag } : {});
        return { response, tag: response.headers.get('etag') ?? '' };
      };
      const first = await read();
      expect(first.response.status).toBe(200);
      const unchanged = await read(first.tag);
      expect(unchanged.response.status).toBe(304);
      expect(unchanged.response.headers.get('x-query-count')).toBe('1');
      // Someone else's list moving changes nothing here.
      const theirs = await createList(friend, 'Theirs');
      await addMeal(friend, theirs.id);
      expect((await read(first.tag)).response.status).toBe(304);
      // A meal added to one of mine, being invited to a list, a list going: each is new.
      let tag = first.tag;
      for (const change of [
        () => addMeal(cook, mine.id),
        () => share(friend, theirs.id, cook),
        () => addMeal(friend, theirs.id, { name: 'Shared stew' }),
        () => cook.delete(`/api/lists/${mine.id}`),
      ]) {
        await change();
        const next = await read(tag);
        expect(next.response.status).toBe(200);
        expect(next.tag).not.toBe(tag);
        tag = next.tag;
      }
      const body = (await (await read()).response.json()) as {
        lists: { name: string; mealCount: number }[];
      };
      expect(body.lists).toEqual([expect.objectContaining({ name: 'Theirs', mealCount: 2 })]);
      // The friend's own dashboard has their own tag.
      const friends = await friend.get('/api/lists', { 'if-none-match': tag });
      expect(friends.status).toBe(200);
    });

    it('answers 200 with a new tag once the list changed, and to a stale or foreign tag', async () => {
      const { list, meal } = await setUp();
      const tag = (await owner.get(`/api/lists/${list.id}`)).headers.get('etag') ?? '';
      await member.patch(`/api/lists/${list.id}/items/${meal.id}`, { servings: 8 });
      const changed = await owner.get(`/api/lists/${list.id}`, { 'if-none-match': tag });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
      const body = (await changed.json()) as { list: { meals: ListMeal[] } };
      expect(body.list.meals[0]?.servings).toBe(8);
      const garbage = await owner.get(`/api/lists/${list.id}`, { 'if-none-match': '"nonsense"' });
      expect(garbage.status).toBe(200);
    });

    it("tags each member's answer with their role, so a shared browser never mixes them", async () => {
      const { list } = await setUp();
      const ownerTag = (await owner.get(`/api/lists/${list.id}`)).headers.get('etag') ?? '';
      const asMember = await member.get(`/api/lists/${list.id}`, { 'if-none-match': ownerTag });
      expect(asMember.status).toBe(200);
      expect(((await asMember.json()) as { list: { role: string } }).list.role).toBe('editor');
    });

    it('never answers 304 to someone outside the list, even with the right tag', async () => {
      const { list } = await setUp();
      const tag = (await owner.get(`/api/lists/${list.id}`)).headers.get('etag') ?? '';
      const response = await outsider.get(`/api/lists/${list.id}`, { 'if-none-match': tag });
      expect(response.status).toBe(404);
      const star = await outsider.get(shopping(list.id), { 'if-none-match': '*' });
      expect(star.status).toBe(404);
    });

    it("revalidates the list's recipes with the version, and changes them with a recipe edit", async () => {
      const { list, meal } = await setUp();
      const first = await member.get(`/api/lists/${list.id}/ingredients`);
      const tag = first.headers.get('etag') ?? '';
      const again = await member.get(`/api/lists/${list.id}/ingredients`, { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.headers.get('x-query-count')).toBe('1');
      await owner.put(`/api/meals/${meal.id}/ingredients`, {
        ingredients: [{ name: 'green lentils', quantity: 1, unit: 'cup' }],
      });
      const after = await member.get(`/api/lists/${list.id}/ingredients`, { 'if-none-match': tag });
      expect(after.status).toBe(200);
      const body = (await after.json()) as { meals: { ingredients: { name: string }[] }[] };
      expect(body.meals[0]?.ingredients.map((i) => i.name)).toEqual(['green lentils']);
    });

    it('answers a poll of an unchanged shopping list with 304, and a changed one with 200', async () => {
      const { list } = await setUp();
      const first = await member.get(shopping(list.id));
      expect(first.status).toBe(200);
      const tag = first.headers.get('etag') ?? '';
      const poll = await member.get(shopping(list.id), { 'if-none-match': tag });
      expect(poll.status).toBe(304);
      expect(poll.headers.get('x-query-count')).toBe('1');
      await owner.put(`${shopping(list.id)}/lines`, {
        scope: 'all',
        key: 'lentils',
        checked: true,
      });
      const after = await member.get(shopping(list.id), { 'if-none-match': tag });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { lines: unknown[] }).lines).toHaveLength(1);
    });
  });
});
