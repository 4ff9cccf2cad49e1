import { randomUUID } from 'node:crypto';
import type { ShoppingState } from '@forkcast/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cook, createCook, createList, share } from './support/factories.ts';
import { createTestApp, dialects, type TestApp } from './support/test-app.ts';

/**
 * Decision record 014 as properties, through the real API: two phones change the same
 * shopping list (ticks, edits, deletes, 'Untick all'); whatever order the changes reach the
 * server in, the list ends the same, and sending any prefix of them twice changes nothing.
 */

const base = (listId: string) => `/api/lists/${listId}/shopping`;
const LINES = ['flour', 'milk', 'eggs'];
const ITEMS = ['bread', 'jam'];

type Change =
  | { kind: 'tickLine'; key: string; checked: boolean }
  | { kind: 'editLine'; key: string; name: string | null }
  | { kind: 'tickItem'; item: string; checked: boolean }
  | { kind: 'editItem'; item: string; name: string }
  | { kind: 'deleteItem'; item: string }
  | { kind: 'untickAll' };

type Op = Change & { device: 0 | 1; n: number; secondsAgo: number };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({
    kind: fc.constant('tickLine' as const),
    key: fc.constantFrom(...LINES),
    checked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('editLine' as const),
    key: fc.constantFrom(...LINES),
    name: fc.option(fc.constantFrom('Oat milk', 'Rye flour', 'Duck eggs')),
  }),
  fc.record({
    kind: fc.constant('tickItem' as const),
    item: fc.constantFrom(...ITEMS),
    checked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('editItem' as const),
    item: fc.constantFrom(...ITEMS),
    name: fc.constantFrom('Sourdough', 'Apricot jam'),
  }),
  fc.record({ kind: fc.constant('deleteItem' as const), item: fc.constantFrom(...ITEMS) }),
  fc.record({ kind: fc.constant('untickAll' as const) }),
);

const opsArb = fc
  .array(
    fc.tuple(changeArb, fc.constantFrom(0 as const, 1 as const), fc.integer({ min: 1, max: 600 })),
    {
      minLength: 1,
      maxLength: 10,
    },
  )
  .map((rows) =>
    rows.map(([change, device, secondsAgo], n): Op => ({ ...change, device, n, secondsAgo })),
  );

/** The ops, two orders of them and a prefix length to send twice. */
const scenarioArb = opsArb.chain((ops) => {
  const indexes = ops.map((_, i) => i);
  const order = fc.shuffledSubarray(indexes, { minLength: ops.length, maxLength: ops.length });
  return fc.record({
    ops: fc.constant(ops),
    first: order,
    second: order,
    prefix: fc.integer({ min: 0, max: ops.length }),
  });
});

describe.each(dialects)('shopping list convergence on %s', (dialect) => {
  let t: TestApp;
  let devices: [Cook, Cook];
  const start = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    devices = [await createCook(t, 'Phone One'), await createCook(t, 'Phone Two')];
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh shared list with both items; the tag keeps its ids and operation ids apart. */
  async function freshList() {
    const [owner, member] = devices;
    const list = await createList(owner, 'Shop');
    await share(owner, list.id, member);
    const tag = randomUUID().slice(0, 8);
    for (const item of ITEMS) {
      const response = await owner.post(`${base(list.id)}/items`, {
        id: `${item}-${tag}`,
        scope: 'all',
        name: item,
        opId: `add-${item}-${tag}`,
        clientTime: new Date(start - 3_600_000).toISOString(),
      });
      expect(response.status).toBe(201);
    }
    return { listId: list.id, tag };
  }

  async function send(target: { listId: string; tag: string }, op: Op) {
    const { listId, tag } = target;
    const meta = {
      opId: `op-${tag}-${op.n}`,
      clientTime: new Date(start - op.secondsAgo * 1000).toISOString(),
    };
    const cook = devices[op.device];
    const itemPath = (item: string) => `${base(listId)}/items/${item}-${tag}`;
    const response = await (() => {
      switch (op.kind) {
        case 'tickLine':
          return cook.put(`${base(listId)}/lines`, {
            scope: 'all',
            key: op.key,
            checked: op.checked,
            ...meta,
          });
        case 'editLine':
          return cook.put(`${base(listId)}/lines`, {
            scope: 'all',
            key: op.key,
            edit: op.name === null ? null : { name: op.name, quantity: 1, unit: 'kg' },
            ...meta,
          });
        case 'tickItem':
          return cook.patch(itemPath(op.item), { checked: op.checked, ...meta });
        case 'editItem':
          return cook.patch(itemPath(op.item), {
            edit: { name: op.name, quantity: 2, unit: '' },
            ...meta,
          });
        case 'deleteItem':
          return cook.request('DELETE', itemPath(op.item), meta);
        case 'untickAll':
          return cook.post(`${base(listId)}/untick`, { scope: 'all', ...meta });
      }
    })();
    // A change to an item deleted before it is refused (404); nothing else may fail.
    const allowed =
      op.kind === 'tickItem' || op.kind === 'editItem' || op.kind === 'deleteItem'
        ? [200, 204, 404]
        : [200];
    expect(allowed, await response.clone().text()).toContain(response.status);
  }

  /** The state without times and with the tag taken out of item ids, to compare two lists. */
  async function outcome(target: { listId: string; tag: string }) {
    const response = await devices[0].get(base(target.listId));
    const state = (await response.json()) as ShoppingState;
    return {
      lines: state.lines
        .map((l) => ({ key: l.key, checked: l.checked, edit: l.edit }))
        .sort((a, b) => a.key.localeCompare(b.key)),
      items: state.items
        .map((i) => ({
          id: i.id.replace(`-${target.tag}`, ''),
          name: i.name,
          quantity: i.quantity,
          checked: i.checked,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    };
  }

  it('ends the same whatever order the changes arrive in, and replaying a prefix changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ ops, first, second, prefix }) => {
        const a = await freshList();
        for (const i of first) await send(a, ops[i] as Op);
        const b = await freshList();
        for (const i of second.slice(0, prefix)) await send(b, ops[i] as Op);
        for (const i of second) await send(b, ops[i] as Op);
        expect(await outcome(b)).toEqual(await outcome(a));
      }),
      { numRuns: dialect === 'sqlite' ? 60 : 20 },
    );
  }, 120_000);
});
