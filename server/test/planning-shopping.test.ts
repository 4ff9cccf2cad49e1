import { randomUUID } from 'node:crypto';
import {
  MAX_SHOPPING_ITEMS,
  type ShoppingItem,
  type ShoppingLineState,
  type ShoppingState,
} from '@forkcast/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type Client,
  type Cook,
  createCook,
  createList,
  share,
  stranger,
} from './support/factories.ts';
import { createTestApp, dialects, errorOf, type TestApp } from './support/test-app.ts';

const base = (listId: string) => `/api/lists/${listId}/shopping`;

async function stateOf(cook: Client, listId: string): Promise<ShoppingState> {
  const response = await cook.get(base(listId));
  expect(response.status).toBe(200);
  return (await response.json()) as ShoppingState;
}

async function putLine(cook: Client, listId: string, body: unknown) {
  const response = await cook.put(`${base(listId)}/lines`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { line: ShoppingLineState }).line;
}

async function addItem(cook: Client, listId: string, body: unknown) {
  const response = await cook.post(`${base(listId)}/items`, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { item: ShoppingItem }).item;
}

describe.each(dialects)('shared shopping list on %s', (dialect) => {
  let t: TestApp;
  let owner: Cook;
  let member: Cook;
  let outsider: Cook;

  beforeAll(async () => {
    t = await createTestApp(dialect, { countQueries: true });
    [owner, member, outsider] = [
      await createCook(t, 'Olive Owner'),
      await createCook(t, 'Mel Member'),
      await createCook(t, 'Otto Outsider'),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  async function sharedList() {
    const list = await createList(owner, 'Family shop');
    await share(owner, list.id, member);
    return list;
  }

  function everyCall(listId: string, itemId: string): [string, string, unknown?][] {
    return [
      ['GET', base(listId)],
      ['PUT', `${base(listId)}/lines`, { scope: 'all', key: 'flour', checked: true }],
      ['POST', `${base(listId)}/items`, { scope: 'all', name: 'Bread' }],
      ['POST', `${base(listId)}/untick`, { scope: 'all' }],
      ['PATCH', `${base(listId)}/items/${itemId}`, { checked: true }],
      ['DELETE', `${base(listId)}/items/${itemId}`],
    ];
  }

  describe('who may use it', () => {
    it('answers 401 to a signed-out caller on every endpoint and writes nothing', async () => {
      const list = await sharedList();
      const item = await addItem(owner, list.id, { scope: 'all', name: 'Milk' });
      const anon = stranger(t);
      for (const [method, path, body] of everyCall(list.id, item.id)) {
        const response = await anon.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(401);
      }
      expect(await stateOf(owner, list.id)).toEqual({ lines: [], items: [item] });
    });

    it('answers 404 to someone outside the list on every endpoint and writes nothing', async () => {
      const list = await sharedList();
      const item = await addItem(owner, list.id, { scope: 'all', name: 'Milk' });
      for (const [method, path, body] of everyCall(list.id, item.id)) {
        const response = await outsider.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await errorOf(response)).message).toBe('We could not find that meal list.');
      }
      expect(await stateOf(owner, list.id)).toEqual({ lines: [], items: [item] });
    });

    it('answers 404 for a list that does not exist, as for a foreign one', async () => {
      const response = await owner.get(base(randomUUID()));
      expect(response.status).toBe(404);
    });

    it('lets the owner and a member read and change the same state', async () => {
      const list = await sharedList();
      await putLine(owner, list.id, { scope: 'all', key: 'flour', checked: true });
      const item = await addItem(member, list.id, { scope: 'all', name: 'Bread', quantity: 1 });

      const seenByMember = await stateOf(member, list.id);
      expect(seenByMember.lines).toEqual([
        expect.objectContaining({ scope: 'all', key: 'flour', checked: true, edit: null }),
      ]);
      expect(seenByMember).toEqual(await stateOf(owner, list.id));

      const patched = await owner.patch(`${base(list.id)}/items/${item.id}`, { checked: true });
      expect(patched.status).toBe(200);
      const removed = await member.delete(`${base(list.id)}/items/${item.id}`);
      expect(removed.status).toBe(204);
      expect((await stateOf(owner, list.id)).items).toEqual([]);
    });

    it('shuts a member out once they are removed from the list', async () => {
      const list = await sharedList();
      await putLine(member, list.id, { scope: 'all', key: 'egg', checked: true });
      const removed = await owner.delete(`/api/lists/${list.id}/members/${member.id}`);
      expect(removed.status).toBe(204);
      const response = await member.get(base(list.id));
      expect(response.status).toBe(404);
    });
  });

  describe('derived lines', () => {
    it('ticks and unticks a line, and keeps it across reads', async () => {
      const list = await sharedList();
      const ticked = await putLine(owner, list.id, { scope: 'all', key: 'flour', checked: true });
      expect(ticked).toMatchObject({ scope: 'all', key: 'flour', checked: true, edit: null });
      expect(ticked.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      await putLine(member, list.id, { scope: 'all', key: 'flour', checked: false });
      expect((await stateOf(owner, list.id)).lines).toEqual([
        expect.objectContaining({ key: 'flour', checked: false }),
      ]);
    });

    it('keeps a tick and an edit of the same line apart, and resets an edit', async () => {
      const list = await sharedList();
      await putLine(owner, list.id, { scope: 'all', key: 'flour', checked: true });
      const edited = await putLine(member, list.id, {
        scope: 'all',
        key: 'flour',
        edit: { name: '  Bread   flour ', quantity: 1.5, unit: 'kg' },
      });
      expect(edited).toMatchObject({
        checked: true,
        edit: { name: 'Bread flour', quantity: 1.5, unit: 'kg' },
      });
      // Unticking does not lose the edit.
      const unticked = await putLine(owner, list.id, {
        scope: 'all',
        key: 'flour',
        checked: false,
      });
      expect(unticked.edit).toEqual({ name: 'Bread flour', quantity: 1.5, unit: 'kg' });
      // An edit without an amount, then back to what the recipes say.
      const noAmount = await putLine(owner, list.id, {
        scope: 'all',
        key: 'flour',
        edit: { name: 'Flour', quantity: null, unit: '' },
      });
      expect(noAmount.edit).toEqual({ name: 'Flour', quantity: null, unit: '' });
      const reset = await putLine(owner, list.id, { scope: 'all', key: 'flour', edit: null });
      expect(reset).toMatchObject({ checked: false, edit: null });
      expect((await stateOf(member, list.id)).lines).toHaveLength(1);
    });

    it('keeps the same ingredient apart in different checklists', async () => {
      const list = await sharedList();
      await putLine(owner, list.id, { scope: 'all', key: 'egg', checked: true });
      await putLine(owner, list.id, { scope: 'meal-1', key: 'egg', checked: false });
      const { lines } = await stateOf(owner, list.id);
      expect(lines.map((l) => [l.scope, l.key, l.checked])).toEqual(
        expect.arrayContaining([
          ['all', 'egg', true],
          ['meal-1', 'egg', false],
        ]),
      );
      expect(lines).toHaveLength(2);
    });

    it('never loses a tick when members tick different lines at the same moment', async () => {
      const list = await sharedList();
      const keys = Array.from({ length: 24 }, (_, i) => `ingredient ${i}`);
      const responses = await Promise.all(
        keys.map((key, i) =>
          (i % 2 === 0 ? owner : member).put(`${base(list.id)}/lines`, {
            scope: 'all',
            key,
            checked: true,
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(keys.map(() => 200));
      const { lines } = await stateOf(owner, list.id);
      expect(lines.filter((l) => l.checked).map((l) => l.key)).toEqual(
        expect.arrayContaining(keys),
      );
      expect(lines).toHaveLength(keys.length);
    });

    it('keeps both changes when one member ticks a line while another edits it', async () => {
      const list = await sharedList();
      const [tick, edit] = await Promise.all([
        owner.put(`${base(list.id)}/lines`, { scope: 'all', key: 'rice', checked: true }),
        member.put(`${base(list.id)}/lines`, {
          scope: 'all',
          key: 'rice',
          edit: { name: 'Basmati rice', quantity: 500, unit: 'g' },
        }),
      ]);
      expect([tick.status, edit.status]).toEqual([200, 200]);
      expect((await stateOf(owner, list.id)).lines).toEqual([
        expect.objectContaining({
          key: 'rice',
          checked: true,
          edit: { name: 'Basmati rice', quantity: 500, unit: 'g' },
        }),
      ]);
    });

    it('refuses bad input with a clear 400 and writes nothing', async () => {
      const list = await sharedList();
      const cases: [unknown, string][] = [
        [{ scope: 'all', key: 'flour' }, 'Nothing to change: send checked or edit'],
        [{ scope: 'all', key: 'flour', edit: { name: ' ' } }, 'Please enter an ingredient name'],
        [
          { scope: 'all', key: 'flour', edit: { name: 'Flour', quantity: 1e9 } },
          'Quantities can be at most 100,000',
        ],
        // Zero showed as no amount, which an empty quantity (null) already says.
        [
          { scope: 'all', key: 'flour', edit: { name: 'Flour', quantity: 0 } },
          'Quantities must be more than 0: leave it empty for no amount',
        ],
        [
          { scope: 'all', key: 'flour', edit: { name: 'Flour', quantity: -2 } },
          'Quantities must be more than 0: leave it empty for no amount',
        ],
        [{ scope: 'all', key: '', checked: true }, 'Unknown shopping list line'],
        [{ key: 'flour', checked: true }, 'Unknown shopping list section'],
        [{ scope: 'all', key: 'flour', checked: 'yes' }, 'Ticked must be true or false'],
      ];
      for (const [body, message] of cases) {
        const response = await owner.put(`${base(list.id)}/lines`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await errorOf(response)).message).toBe(message);
      }
      const malformed = await owner.put(`${base(list.id)}/lines`, '{"scope":');
      expect(malformed.status).toBe(400);
      expect((await stateOf(owner, list.id)).lines).toEqual([]);
    });
  });

  describe('added items', () => {
    it('adds, ticks, edits and removes an item; names are cleaned, amounts optional', async () => {
      const list = await sharedList();
      const towels = await addItem(owner, list.id, { scope: 'all', name: '  Paper   towels ' });
      expect(towels).toMatchObject({
        scope: 'all',
        name: 'Paper towels',
        quantity: null,
        unit: '',
        checked: false,
      });
      const lemons = await addItem(member, list.id, {
        scope: 'meal-1',
        name: 'Lemons',
        quantity: 2,
        unit: 'unit',
      });
      const ticked = await member.patch(`${base(list.id)}/items/${towels.id}`, { checked: true });
      expect(((await ticked.json()) as { item: ShoppingItem }).item.checked).toBe(true);
      const edited = await owner.patch(`${base(list.id)}/items/${towels.id}`, {
        edit: { name: 'Kitchen roll', quantity: 2, unit: 'rolls' },
      });
      expect(((await edited.json()) as { item: ShoppingItem }).item).toMatchObject({
        name: 'Kitchen roll',
        quantity: 2,
        unit: 'rolls',
        checked: true,
      });
      expect((await stateOf(member, list.id)).items.map((i) => i.name)).toEqual([
        'Kitchen roll',
        'Lemons',
      ]);
      expect((await member.delete(`${base(list.id)}/items/${lemons.id}`)).status).toBe(204);
      expect((await stateOf(owner, list.id)).items.map((i) => i.id)).toEqual([towels.id]);
    });

    it('refuses a blank name with the checklist message', async () => {
      const list = await sharedList();
      const response = await owner.post(`${base(list.id)}/items`, { scope: 'all', name: '   ' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Please enter an ingredient name');
      const reset = await owner.patch(`${base(list.id)}/items/${randomUUID()}`, { edit: null });
      expect(reset.status).toBe(400);
      expect((await stateOf(owner, list.id)).items).toEqual([]);
    });

    it('answers 404 for an item that is gone or belongs to another list', async () => {
      const list = await sharedList();
      const other = await createList(outsider, 'Not yours');
      const foreign = await addItem(outsider, other.id, { scope: 'all', name: 'Caviar' });
      for (const itemId of [foreign.id, randomUUID()]) {
        const patch = await owner.patch(`${base(list.id)}/items/${itemId}`, { checked: true });
        expect(patch.status).toBe(404);
        expect((await errorOf(patch)).message).toBe('That item is no longer on the shopping list');
        expect((await owner.delete(`${base(list.id)}/items/${itemId}`)).status).toBe(404);
      }
      expect((await stateOf(outsider, other.id)).items).toEqual([foreign]);
    });

    it('does not treat a ticked line as an item', async () => {
      const list = await sharedList();
      await putLine(owner, list.id, { scope: 'all', key: 'salt', checked: true });
      const rows = await t.db
        .selectFrom('shopping_list_entries')
        .select('id')
        .where('meal_list_id', '=', list.id)
        .execute();
      const lineId = rows[0]?.id as string;
      expect((await owner.delete(`${base(list.id)}/items/${lineId}`)).status).toBe(404);
      expect((await stateOf(owner, list.id)).lines).toHaveLength(1);
    });

    it(`stops at ${MAX_SHOPPING_ITEMS} added items per list`, async () => {
      const list = await sharedList();
      const now = new Date().toISOString();
      await t.db
        .insertInto('shopping_list_entries')
        .values(
          Array.from({ length: MAX_SHOPPING_ITEMS }, (_, i) => ({
            id: randomUUID(),
            meal_list_id: list.id,
            scope: 'all',
            line_key: null,
            name: `Thing ${i}`,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const response = await owner.post(`${base(list.id)}/items`, { scope: 'all', name: 'More' });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(
        `A shopping list can hold at most ${MAX_SHOPPING_ITEMS} added items`,
      );
      // Ticks on lines are not items and still work.
      await putLine(owner, list.id, { scope: 'all', key: 'salt', checked: true });
    });
  });

  describe('untick all', () => {
    it('unticks every line and item of one checklist, keeping edits, items and other checklists', async () => {
      const list = await sharedList();
      await putLine(owner, list.id, { scope: 'all', key: 'flour', checked: true });
      await putLine(owner, list.id, {
        scope: 'all',
        key: 'rice',
        checked: true,
        edit: { name: 'Basmati', quantity: 1, unit: 'kg' },
      });
      await putLine(owner, list.id, { scope: 'meal-1', key: 'flour', checked: true });
      const bread = await addItem(member, list.id, { scope: 'all', name: 'Bread' });
      await member.patch(`${base(list.id)}/items/${bread.id}`, { checked: true });

      const response = await member.post(`${base(list.id)}/untick`, { scope: 'all' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ unticked: 3, overridden: false });

      const state = await stateOf(owner, list.id);
      const lines = state.lines.map((l) => [l.scope, l.key, l.checked, l.edit?.name ?? null]);
      expect(lines.sort((a, b) => String(a).localeCompare(String(b)))).toEqual([
        ['all', 'flour', false, null],
        ['all', 'rice', false, 'Basmati'],
        ['meal-1', 'flour', true, null],
      ]);
      expect(state.items).toEqual([expect.objectContaining({ name: 'Bread', checked: false })]);
    });

    it('keeps the order of arrival for changes in the same millisecond', async () => {
      // The server's clock stands still, so every change below carries the same time; a tick
      // and the 'Untick all' after it must still end unticked, every time (a coin toss per
      // tick before).
      const list = await sharedList();
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00.000Z') });
      try {
        for (let round = 0; round < 12; round += 1) {
          await putLine(owner, list.id, { scope: 'all', key: `thing ${round}`, checked: true });
          const response = await member.post(`${base(list.id)}/untick`, { scope: 'all' });
          expect(await response.json()).toEqual({ unticked: 1, overridden: false });
        }
      } finally {
        vi.useRealTimers();
      }
      const state = await stateOf(owner, list.id);
      expect(state.lines.filter((line) => line.checked)).toEqual([]);
    });

    it('refuses a missing checklist with a 400', async () => {
      const list = await sharedList();
      const response = await owner.post(`${base(list.id)}/untick`, {});
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Unknown shopping list section');
    });
  });

  describe('cost', () => {
    it('reads the state in the same number of queries however much it holds', async () => {
      const small = await sharedList();
      await putLine(owner, small.id, { scope: 'all', key: 'salt', checked: true });
      const large = await sharedList();
      for (let i = 0; i < 40; i += 1) {
        await putLine(owner, large.id, { scope: 'all', key: `thing ${i}`, checked: true });
      }
      await addItem(owner, large.id, { scope: 'all', name: 'Bread' });
      // The member's session is read (and kept) first, so every count below is the same.
      expect((await member.get('/api/session')).status).toBe(200);
      const counts = await Promise.all(
        [small.id, large.id].map(async (id) => {
          const response = await member.get(base(id));
          expect(response.status).toBe(200);
          return Number(response.headers.get('x-query-count'));
        }),
      );
      // Membership with the list's version, entries (the session is kept since the member's
      // first read, auth/session-cache.ts).
      expect(counts).toEqual([2, 2]);
      const tick = await member.put(`${base(large.id)}/lines`, {
        scope: 'all',
        key: 'salt',
        checked: true,
      });
      // Membership (the session is kept), the line's row, the checklist's last 'Untick all', the stamped
      // write, the row read back (decision record 014) and the list's version bump in the same
      // transaction (on PostgreSQL also its NOTIFY to every instance, decision record 015):
      // fixed, whatever the list holds.
      expect(Number(tick.headers.get('x-query-count'))).toBe(dialect === 'postgres' ? 7 : 6);
    });
  });

  it('goes away with its list', async () => {
    const list = await sharedList();
    await putLine(owner, list.id, { scope: 'all', key: 'salt', checked: true });
    await addItem(member, list.id, { scope: 'all', name: 'Bread' });
    expect((await owner.delete(`/api/lists/${list.id}`)).status).toBe(204);
    const left = await t.db
      .selectFrom('shopping_list_entries')
      .select('id')
      .where('meal_list_id', '=', list.id)
      .execute();
    expect(left).toEqual([]);
  });
});
