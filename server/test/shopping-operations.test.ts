import { randomUUID } from 'node:crypto';
import type { ShoppingItem, ShoppingLineState, ShoppingState } from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Cook, createCook, createList, share } from './support/factories.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

const base = (listId: string) => `/api/lists/${listId}/shopping`;
const opId = () => `op-${randomUUID()}`;
const itemId = () => `item-${randomUUID()}`;
/** A time `seconds` before now, as a phone would stamp a change. */
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function stateOf(cook: Client, listId: string): Promise<ShoppingState> {
  const response = await cook.get(base(listId));
  expect(response.status).toBe(200);
  return (await response.json()) as ShoppingState;
}

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The error of an answer that must have this status. */
async function errorOf(response: Promise<Response>, status: number) {
  return (await ok<{ error: { code: string; message: string } }>(response, status)).error;
}

type LineAnswer = { line: ShoppingLineState; overridden: boolean };
type ItemAnswer = { item: ShoppingItem; overridden: boolean };

describe.each(dialects)('offline shopping operations on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await createCook(t, 'Olive Owner');
    member = await createCook(t, 'Mel Member');
  });
  afterAll(async () => {
    await t.close();
  });

  /** An item with a known id, added as an operation made `secondsAgo`. */
  async function addItemAt(
    cook: Cook,
    listId: string,
    id: string,
    name: string,
    secondsAgo: number,
  ) {
    const body = { id, scope: 'all', name, opId: opId(), clientTime: ago(secondsAgo) };
    await ok(cook.post(`${base(listId)}/items`, body), 201);
  }

  async function sharedList() {
    const list = await createList(owner, 'Family shop');
    await share(owner, list.id, member);
    return list.id;
  }

  describe('at most once', () => {
    it('applies a replayed add once and answers it the same', async () => {
      const listId = await sharedList();
      const body = { id: itemId(), scope: 'all', name: 'Milk', opId: opId(), clientTime: ago(5) };
      const first = await ok<ItemAnswer>(owner.post(`${base(listId)}/items`, body), 201);
      const again = await ok<ItemAnswer>(owner.post(`${base(listId)}/items`, body), 201);
      expect(again).toEqual(first);
      expect(first.item.id).toBe(body.id);
      expect((await stateOf(owner, listId)).items).toHaveLength(1);
    });

    it('does not undo a later change when an earlier tick is replayed', async () => {
      const listId = await sharedList();
      const tick = { scope: 'all', key: 'flour', checked: true, opId: opId(), clientTime: ago(60) };
      await ok<LineAnswer>(owner.put(`${base(listId)}/lines`, tick));
      await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          ...tick,
          checked: false,
          opId: opId(),
          clientTime: ago(30),
        }),
      );
      const replay = await ok<LineAnswer>(owner.put(`${base(listId)}/lines`, tick));
      expect(replay.line.checked).toBe(true); // the first answer, as it was
      const [line] = (await stateOf(owner, listId)).lines;
      expect(line?.checked).toBe(false);
    });

    it('applies the same operation sent twice at once only once', async () => {
      const listId = await sharedList();
      const body = { id: itemId(), scope: 'all', name: 'Eggs', opId: opId(), clientTime: ago(1) };
      const answers = await Promise.all([
        owner.post(`${base(listId)}/items`, body),
        owner.post(`${base(listId)}/items`, body),
      ]);
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      expect((await stateOf(owner, listId)).items).toHaveLength(1);
    });

    it("keeps one cook's operation ids apart from another's", async () => {
      const listId = await sharedList();
      const shared = opId();
      await ok(
        owner.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'salt',
          checked: true,
          opId: shared,
          clientTime: ago(9),
        }),
      );
      const theirs = await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'pepper',
          checked: true,
          opId: shared,
          clientTime: ago(8),
        }),
      );
      expect(theirs.line.key).toBe('pepper');
      expect((await stateOf(owner, listId)).lines.filter((l) => l.checked)).toHaveLength(2);
    });
  });

  describe('the later change wins, by when the cook made it', () => {
    it('keeps the later tick when the earlier one arrives last, and says so', async () => {
      const listId = await sharedList();
      const later = await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'rice',
          checked: false,
          opId: opId(),
          clientTime: ago(10),
        }),
      );
      expect(later.overridden).toBe(false);
      const earlier = await ok<LineAnswer>(
        owner.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'rice',
          checked: true,
          opId: opId(),
          clientTime: ago(600),
        }),
      );
      expect(earlier.overridden).toBe(true);
      expect(earlier.line.checked).toBe(false);
    });

    it('decides the tick and the edit of one item each on their own', async () => {
      const listId = await sharedList();
      const id = itemId();
      await addItemAt(owner, listId, id, 'Bread', 900);
      const path = `${base(listId)}/items/${id}`;
      await ok(
        member.patch(path, {
          edit: { name: 'Rye bread', quantity: 1, unit: '' },
          opId: opId(),
          clientTime: ago(100),
        }),
      );
      const late = await ok<ItemAnswer>(
        owner.patch(path, {
          checked: true,
          edit: { name: 'White bread', quantity: 2, unit: '' },
          opId: opId(),
          clientTime: ago(300),
        }),
      );
      expect(late.overridden).toBe(true);
      expect(late.item).toMatchObject({ name: 'Rye bread', quantity: 1, checked: true });
    });

    it('never lets a clock set ahead win every later change', async () => {
      const listId = await sharedList();
      const ahead = new Date(Date.now() + 365 * 86_400_000).toISOString();
      await ok(
        owner.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'oil',
          checked: true,
          opId: opId(),
          clientTime: ahead,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const after = await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'oil',
          checked: false,
          opId: opId(),
          clientTime: new Date().toISOString(),
        }),
      );
      expect(after.overridden).toBe(false);
      expect(after.line.checked).toBe(false);
    });

    it("keeps an 'Untick all' over ticks made before it that arrive after it", async () => {
      const listId = await sharedList();
      const id = itemId();
      await addItemAt(owner, listId, id, 'Jam', 900);
      await ok(
        owner.post(`${base(listId)}/untick`, { scope: 'all', opId: opId(), clientTime: ago(60) }),
      );
      // Made offline before the reset, sent after it: a line with no row yet, and an item.
      const line = await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'honey',
          checked: true,
          opId: opId(),
          clientTime: ago(120),
        }),
      );
      const item = await ok<ItemAnswer>(
        member.patch(`${base(listId)}/items/${id}`, {
          checked: true,
          opId: opId(),
          clientTime: ago(120),
        }),
      );
      expect([line.overridden, line.line.checked]).toEqual([true, false]);
      expect([item.overridden, item.item.checked]).toEqual([true, false]);
      // A tick made after the reset holds.
      const fresh = await ok<LineAnswer>(
        member.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'honey',
          checked: true,
          opId: opId(),
          clientTime: ago(1),
        }),
      );
      expect(fresh.line.checked).toBe(true);
    });
  });

  describe('deleted beats a later tick', () => {
    it('refuses a tick of an item deleted earlier, whenever the tick was made', async () => {
      const listId = await sharedList();
      const id = itemId();
      await addItemAt(owner, listId, id, 'Tea', 900);
      const removed = await owner.request('DELETE', `${base(listId)}/items/${id}`, {
        opId: opId(),
        clientTime: ago(600),
      });
      expect(removed.status).toBe(204);
      const tick = member.patch(`${base(listId)}/items/${id}`, {
        checked: true,
        opId: opId(),
        clientTime: ago(1),
      });
      expect((await errorOf(tick, 404)).message).toBe(
        'That item is no longer on the shopping list',
      );
      expect((await stateOf(owner, listId)).items).toEqual([]);
    });

    it('answers a replayed delete with 204 again, not 404', async () => {
      const listId = await sharedList();
      const id = itemId();
      await addItemAt(owner, listId, id, 'Tea', 9);
      const body = { opId: opId(), clientTime: ago(5) };
      expect((await owner.request('DELETE', `${base(listId)}/items/${id}`, body)).status).toBe(204);
      expect((await owner.request('DELETE', `${base(listId)}/items/${id}`, body)).status).toBe(204);
    });
  });

  describe('bad operations', () => {
    it('refuses malformed operation fields with a clear 400 and writes nothing', async () => {
      const listId = await sharedList();
      const line = { scope: 'all', key: 'milk', checked: true };
      const cases: [unknown, string][] = [
        [
          { ...line, opId: 'short', clientTime: ago(1) },
          'An operation id is 8 to 64 letters, digits, dashes or underscores',
        ],
        [
          { ...line, opId: 'has spaces in it', clientTime: ago(1) },
          'An operation id is 8 to 64 letters, digits, dashes or underscores',
        ],
        [
          { ...line, opId: 'x'.repeat(65), clientTime: ago(1) },
          'An operation id is 8 to 64 letters, digits, dashes or underscores',
        ],
        [
          { ...line, opId: 12345678, clientTime: ago(1) },
          'An operation id is 8 to 64 letters, digits, dashes or underscores',
        ],
        [
          { ...line, opId: opId(), clientTime: 'yesterday' },
          'The time of a change must be an ISO date and time',
        ],
        [
          { ...line, opId: opId(), clientTime: '2026-13-45T99:00:00Z' },
          'The time of a change must be an ISO date and time',
        ],
        [{ ...line, opId: opId() }, 'Send an operation id and its time together'],
        [{ ...line, clientTime: ago(1) }, 'Send an operation id and its time together'],
      ];
      for (const [body, message] of cases) {
        const response = owner.put(`${base(listId)}/lines`, body);
        expect((await errorOf(response, 400)).message).toBe(message);
      }
      const badId = owner.post(`${base(listId)}/items`, {
        id: 'no/slashes',
        scope: 'all',
        name: 'Milk',
      });
      expect((await errorOf(badId, 400)).message).toBe(
        'An item id is 8 to 64 letters, digits, dashes or underscores',
      );
      expect(await stateOf(owner, listId)).toEqual({ lines: [], items: [] });
    });

    it('refuses an oversized operation with 413', async () => {
      const listId = await sharedList();
      const response = owner.put(`${base(listId)}/lines`, {
        scope: 'all',
        key: 'milk',
        checked: true,
        padding: 'x'.repeat(1024 * 1024 + 1),
      });
      expect((await errorOf(response, 413)).message).toBe('That request is too large.');
    });

    it('refuses an item id that is already in use, even in another list', async () => {
      const first = await sharedList();
      const second = await sharedList();
      const id = itemId();
      await ok(owner.post(`${base(first)}/items`, { id, scope: 'all', name: 'Milk' }), 201);
      const again = owner.post(`${base(second)}/items`, {
        id,
        scope: 'all',
        name: 'Milk',
        opId: opId(),
        clientTime: ago(1),
      });
      expect((await errorOf(again, 409)).message).toBe('That item id is already in use');
      expect((await stateOf(owner, second)).items).toEqual([]);
    });

    it('answers a replay from a cook who has since lost access with 404', async () => {
      const listId = await sharedList();
      const tick = { scope: 'all', key: 'flour', checked: true, opId: opId(), clientTime: ago(5) };
      await ok(member.put(`${base(listId)}/lines`, tick));
      expect((await owner.delete(`/api/lists/${listId}/members/${member.id}`)).status).toBe(204);
      await errorOf(member.put(`${base(listId)}/lines`, tick), 404);
    });
  });

  it('forgets operation ids after 60 days, and only those', async () => {
    const listId = await sharedList();
    const old = opId();
    const recent = opId();
    for (const id of [old, recent]) {
      await ok(
        owner.put(`${base(listId)}/lines`, {
          scope: 'all',
          key: 'oats',
          checked: true,
          opId: id,
          clientTime: ago(1),
        }),
      );
    }
    const longAgo = new Date(Date.now() - 61 * 86_400_000).toISOString();
    await t.db
      .updateTable('shopping_operations')
      .set({ applied_at: longAgo })
      .where('op_id', '=', old)
      .execute();
    expect(await t.pruneOperations()).toBe(1);
    const left = await t.db
      .selectFrom('shopping_operations')
      .select('op_id')
      .where('op_id', 'in', [old, recent])
      .execute();
    expect(left.map((r) => r.op_id)).toEqual([recent]);
  });

  it('applies a queue of 1,000 offline changes in order, and a second replay changes nothing', async () => {
    const listId = await sharedList();
    const id = itemId();
    const start = Date.now() - 2000_000;
    const at = (i: number) => new Date(start + i * 1000).toISOString();
    const queue: { method: string; path: string; body: Record<string, unknown> }[] = [
      { method: 'POST', path: `${base(listId)}/items`, body: { id, scope: 'all', name: 'Apples' } },
    ];
    for (let i = 1; i < 1000; i += 1) {
      queue.push(
        i % 3 === 0
          ? {
              method: 'PUT',
              path: `${base(listId)}/lines`,
              body: { scope: 'all', key: `line ${i % 50}`, checked: i % 2 === 0 },
            }
          : {
              method: 'PATCH',
              path: `${base(listId)}/items/${id}`,
              body:
                i % 3 === 1
                  ? { checked: i % 2 === 0 }
                  : { edit: { name: `Apples ${i}`, quantity: i, unit: '' } },
            },
      );
    }
    const ops = queue.map((op, i) => ({
      ...op,
      body: { ...op.body, opId: `q${i}-${id}`, clientTime: at(i) },
    }));
    for (const op of ops) {
      const response = await owner.request(op.method, op.path, op.body);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    }
    const after = await stateOf(owner, listId);
    expect(after.items).toEqual([
      expect.objectContaining({ name: 'Apples 998', quantity: 998, checked: false }),
    ]);
    expect(after.lines).toHaveLength(50);
    for (const op of ops) await owner.request(op.method, op.path, op.body);
    expect(await stateOf(owner, listId)).toEqual(after);
  }, 120_000);
});
