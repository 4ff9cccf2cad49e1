import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxOp, type SendResult } from './outbox.ts';

let dbCount = 0;
function freshDbName(): string {
  dbCount += 1;
  return `outbox-test-${dbCount}`;
}

function op(n: number, listId = 'list-1'): Omit<OutboxOp, 'userId'> {
  return {
    opId: `op-${n}`,
    listId,
    kind: 'shopping.line',
    change: { kind: 'shopping.line', n },
    method: 'PUT',
    path: `/api/lists/${listId}/shopping/lines`,
    body: { n, opId: `op-${n}`, clientTime: new Date(0).toISOString() },
    label: `line ${n}`,
  };
}

/**
 * A server that applies an operation id once (as ours does) and a network that fails in the
 * ways the property chooses: before the request arrives, or after it was applied (the answer
 * lost), or with a 500.
 */
type Failure = 'none' | 'unreachable' | 'answerLost' | 'serverError';

function flakyServer(failures: Failure[]) {
  const applied: string[] = [];
  let call = 0;
  const send = async (o: OutboxOp): Promise<SendResult> => {
    const failure = failures[call % failures.length] ?? 'none';
    call += 1;
    if (failure === 'unreachable' || failure === 'serverError') return { outcome: 'retry' };
    if (!applied.includes(o.opId)) applied.push(o.opId);
    if (failure === 'answerLost') return { outcome: 'retry' };
    return { outcome: 'done', body: { ok: true } };
  };
  return { send, applied };
}

describe('outbox', () => {
  it('takes back a change it could not store, so later changes still go out', async () => {
    const server = flakyServer(['none']);
    const outbox = createOutbox({
      send: server.send,
      isOnline: () => false,
      dbName: freshDbName(),
      wait: async () => {},
    });
    await outbox.start('cook-1');
    await outbox.add(op(1));
    // The same operation id again: the store refuses it (its index is unique).
    await expect(outbox.add(op(1))).rejects.toThrow();
    expect(outbox.pending().map((o) => o.opId)).toEqual(['op-1']);
    await outbox.add(op(2));
    expect(outbox.pending().map((o) => o.opId)).toEqual(['op-1', 'op-2']);
  });

  test.prop(
    [
      fc.integer({ min: 1, max: 25 }),
      fc.array(fc.constantFrom<Failure>('none', 'unreachable', 'answerLost', 'serverError'), {
        minLength: 1,
        maxLength: 8,
      }),
    ],
    { numRuns: 40 },
  )('sends every change once, in order, whatever the network does', async (count, pattern) => {
    // Never fail forever: every pattern gets through at least once per round.
    const server = flakyServer([...pattern, 'none']);
    const done: string[] = [];
    const outbox = createOutbox({
      send: server.send,
      isOnline: () => true,
      dbName: freshDbName(),
      wait: async () => {},
      events: { onDone: (o) => done.push(o.opId) },
    });
    await outbox.start('cook-1');
    for (let n = 0; n < count; n += 1) await outbox.add(op(n));
    await outbox.drain();
    const expected = Array.from({ length: count }, (_, n) => `op-${n}`);
    expect(server.applied).toEqual(expected);
    expect(done).toEqual(expected);
    expect(outbox.pending()).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.nat()], { numRuns: 25 })(
    'keeps what was not sent through a reload, and sends it after',
    async (count, cut) => {
      const dbName = freshDbName();
      const server = flakyServer(['none']);
      const before = createOutbox({ send: server.send, isOnline: () => false, dbName });
      await before.start('cook-1');
      for (let n = 0; n < count; n += 1) await before.add(op(n));
      // Some reached the server before the tab closed, but their answers never came back.
      const sentBefore = cut % (count + 1);
      for (let n = 0; n < sentBefore; n += 1) await server.send(before.pending()[n] as OutboxOp);
      let isOnline = false;
      const after = createOutbox({ send: server.send, isOnline: () => isOnline, dbName });
      await after.start('cook-1');
      expect(after.pending()).toHaveLength(count);
      isOnline = true;
      await after.drain();
      expect(server.applied).toEqual(Array.from({ length: count }, (_, n) => `op-${n}`));
      expect(after.pending()).toEqual([]);
    },
  );

  it("sends the changes a tab closed offline left waiting, once, from the cook's tabs still open", async () => {
    const dbName = freshDbName();
    const server = flakyServer(['none']);
    const done: string[] = [];
    let isOnline = false;
    const tab = (events = {}) =>
      createOutbox({ send: server.send, isOnline: () => isOnline, dbName, events });
    // Three tabs open, then the signal goes: each keeps the changes made in it.
    const first = tab({ onDone: (o: OutboxOp) => done.push(o.opId) });
    const second = tab();
    const closed = tab();
    for (const outbox of [first, second, closed]) await outbox.start('cook-1');
    await closed.add(op(0));
    await closed.add(op(1));
    await first.add(op(2));
    // One is closed offline; the other two see the network come back at the same moment.
    isOnline = true;
    await Promise.all([first.drain(), second.drain()]);
    expect(server.applied).toEqual(['op-0', 'op-1', 'op-2']);
    expect(done).toEqual(['op-0', 'op-1', 'op-2']);
    expect(first.pending()).toEqual([]);
    expect(second.pending()).toEqual([]);
    // Nothing is left for the next tab to send.
    const next = tab();
    await next.start('cook-1');
    expect(next.pending()).toEqual([]);
  });

  it('drops a refused change with its reason and goes on with the next', async () => {
    const dropped: string[] = [];
    const done: string[] = [];
    const outbox = createOutbox({
      send: async (o) =>
        o.opId === 'op-1'
          ? {
              outcome: 'dropped',
              status: 404,
              message: 'That item is no longer on the shopping list',
            }
          : { outcome: 'done', body: null },
      isOnline: () => true,
      dbName: freshDbName(),
      events: {
        onDone: (o) => done.push(o.opId),
        onDropped: (o, r) => dropped.push(`${o.opId}: ${r.message}`),
      },
    });
    await outbox.start('cook-1');
    for (const n of [0, 1, 2]) await outbox.add(op(n));
    await outbox.drain();
    expect(done).toEqual(['op-0', 'op-2']);
    expect(dropped).toEqual(['op-1: That item is no longer on the shopping list']);
  });

  it('sends nothing while offline and keeps it for later', async () => {
    const server = flakyServer(['none']);
    let isOnline = false;
    const outbox = createOutbox({
      send: server.send,
      isOnline: () => isOnline,
      dbName: freshDbName(),
    });
    await outbox.start('cook-1');
    await outbox.add(op(0));
    await outbox.drain();
    expect(server.applied).toEqual([]);
    expect(outbox.pending()).toHaveLength(1);
    isOnline = true;
    await outbox.drain();
    expect(server.applied).toEqual(['op-0']);
  });

  it("never sends one cook's waiting changes under another cook, and forgets them on sign-out", async () => {
    const dbName = freshDbName();
    const server = flakyServer(['none']);
    const first = createOutbox({ send: server.send, isOnline: () => false, dbName });
    await first.start('cook-1');
    await first.add(op(0));
    const second = createOutbox({ send: server.send, isOnline: () => true, dbName });
    await second.start('cook-2');
    expect(second.pending()).toEqual([]);
    await second.drain();
    expect(server.applied).toEqual([]);
    await second.clear();
    const third = createOutbox({ send: server.send, isOnline: () => true, dbName });
    await third.start('cook-1');
    expect(third.pending()).toEqual([]);
  });

  it('keeps a queue of 1,000 changes in order', async () => {
    const server = flakyServer(['none']);
    const dbName = freshDbName();
    const outbox = createOutbox({ send: server.send, isOnline: () => false, dbName });
    await outbox.start('cook-1');
    for (let n = 0; n < 1000; n += 1) await outbox.add(op(n));
    let isOnline = false;
    const reloaded = createOutbox({ send: server.send, isOnline: () => isOnline, dbName });
    await reloaded.start('cook-1');
    expect(reloaded.pending().map((o) => o.opId)).toEqual(
      Array.from({ length: 1000 }, (_, n) => `op-${n}`),
    );
    isOnline = true;
    await reloaded.drain();
    expect(server.applied).toHaveLength(1000);
    expect(server.applied[999]).toBe('op-999');
  }, 30_000);
});
