import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMeal,
  type Cook,
  createCook,
  createList,
  share,
  stranger,
} from './support/factories.ts';
import { readEvents } from './support/sse.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

type Change = { listId: string; version: number };
type Hello = { lists: Change[] };

const shopping = (listId: string) => `/api/lists/${listId}/shopping`;

describe.each(dialects)('live updates (/api/events) on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let outsider: Cook;
  const open: { close: () => Promise<unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.live.ready;
    [owner, member, outsider] = [
      await createCook(t, 'Olive Owner'),
      await createCook(t, 'Mel Member'),
      await createCook(t, 'Otto Outsider'),
    ];
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
    await t.close();
  });

  async function streamOf(cook: Cook) {
    const events = readEvents(await cook.get('/api/events'));
    open.push(events);
    const hello = await events.nextOf<Hello>('hello');
    return Object.assign(events, { hello });
  }

  async function sharedList() {
    const list = await createList(owner, 'Family shop');
    await share(owner, list.id, member);
    return list.id;
  }

  const tick = (cook: Cook, listId: string, key = 'flour') =>
    cook.put(`${shopping(listId)}/lines`, { scope: 'all', key, checked: true });

  it('answers 401 to a signed-out caller', async () => {
    const response = await stranger(t).get('/api/events');
    expect(response.status).toBe(401);
  });

  it('opens with every list of the cook and its version, and nobody else’s', async () => {
    const listId = await sharedList();
    const mine = await createList(outsider, 'Mine');
    const stream = await streamOf(member);
    const ids = stream.hello.lists.map((l) => l.listId);
    expect(ids).toContain(listId);
    expect(ids).not.toContain(mine.id);
    expect(stream.hello.lists.find((l) => l.listId === listId)?.version).toBeGreaterThan(0);
  });

  it("tells a member of another member's tick, with the list's version as the event id", async () => {
    const listId = await sharedList();
    const stream = await streamOf(member);
    const before = stream.hello.lists.find((l) => l.listId === listId)?.version ?? 0;
    expect((await tick(owner, listId)).status).toBe(200);
    const change = await stream.nextOf<Change>('change');
    expect(change).toEqual({ listId, version: before + 1, id: `${listId}:${before + 1}` });
  });

  it('tells of meals added and scheduled, not only of the shopping list', async () => {
    const listId = await sharedList();
    const stream = await streamOf(member);
    const meal = await addMeal(owner, listId);
    await stream.nextOf<Change>('change');
    const scheduled = await owner.patch(`/api/lists/${listId}/items/${meal.id}`, {
      schedule: { day: 2, type: 'cook' },
    });
    expect(scheduled.status).toBe(200);
    expect((await stream.nextOf<Change>('change')).listId).toBe(listId);
  });

  it('never sends a stranger the changes of a list they do not belong to', async () => {
    const listId = await sharedList();
    const theirs = await createList(outsider, 'Their own');
    const stream = await streamOf(outsider);
    await tick(owner, listId);
    await tick(outsider, theirs.id);
    // The first change they hear is their own list's: the other list's tick never came.
    expect((await stream.nextOf<Change>('change')).listId).toBe(theirs.id);
  });

  it('stops a removed member at once and tells them', async () => {
    const listId = await sharedList();
    const stream = await streamOf(member);
    expect((await owner.delete(`/api/lists/${listId}/members/${member.id}`)).status).toBe(204);
    expect(await stream.nextOf<{ listId: string }>('removed')).toEqual({ listId });
    await tick(owner, listId);
    await stream.none((e) => e.event === 'change' && e.data.includes(listId));
  });

  it('starts telling a newly invited cook without reopening their stream', async () => {
    const list = await createList(owner, 'New one');
    const stream = await streamOf(outsider);
    await share(owner, list.id, outsider);
    expect((await stream.nextOf<Change>('change')).listId).toBe(list.id);
    await owner.delete(`/api/lists/${list.id}/members/${outsider.id}`);
    expect((await stream.nextOf<{ listId: string }>('removed')).listId).toBe(list.id);
  });

  it('tells members when the list is deleted', async () => {
    const listId = await sharedList();
    const stream = await streamOf(member);
    expect((await owner.delete(`/api/lists/${listId}`)).status).toBe(204);
    expect((await stream.nextOf<{ listId: string }>('removed')).listId).toBe(listId);
  });

  it('sends nothing for a replayed operation or a refused write', async () => {
    const listId = await sharedList();
    const stream = await streamOf(member);
    const body = {
      scope: 'all',
      key: 'salt',
      checked: true,
      opId: 'op-replayed-1',
      clientTime: new Date().toISOString(),
    };
    await owner.put(`${shopping(listId)}/lines`, body);
    await stream.nextOf<Change>('change');
    expect((await owner.put(`${shopping(listId)}/lines`, body)).status).toBe(200);
    expect(
      (await owner.patch(`${shopping(listId)}/items/no-such-item`, { checked: true })).status,
    ).toBe(404);
    await stream.none((e) => e.event === 'change');
  });

  it('forgets a stream once it is closed', async () => {
    const before = t.live.hub.streamCount;
    const stream = await streamOf(member);
    expect(t.live.hub.streamCount).toBe(before + 1);
    await stream.close();
    await expect.poll(() => t.live.hub.streamCount).toBe(before);
  });

  // Several instances share one PostgreSQL database; SQLite is one process by design.
  if (dialect === 'postgres') {
    describe('across two instances on one database', () => {
      let b: TestApp;
      beforeAll(async () => {
        b = await createTestApp(dialect, { shareDatabaseOf: t });
        await b.live.ready;
      });
      afterAll(async () => {
        await b.close();
      });

      /** The same cook, signed in on instance B with the session cookie made on A. */
      async function onB(cook: Cook) {
        const response = await b.app.request('/api/events', {
          headers: { cookie: cook.cookieHeader() },
        });
        const events = readEvents(response);
        open.push(events);
        await events.nextOf<Hello>('hello');
        return events;
      }

      it('brings a tick written through instance A to a stream open on instance B', async () => {
        const listId = await sharedList();
        const stream = await onB(member);
        expect((await tick(owner, listId, 'basil')).status).toBe(200);
        expect((await stream.nextOf<Change>('change')).listId).toBe(listId);
      });

      it('reconnects its listener when the database drops it, and tells streams to catch up', async () => {
        const listId = await sharedList();
        const stream = await onB(member);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`.execute(t.db);
        await stream.nextOf('resync', 10_000);
        await tick(owner, listId, 'thyme');
        expect((await stream.nextOf<Change>('change', 5000)).listId).toBe(listId);
      }, 20_000);
    });
  }
});
