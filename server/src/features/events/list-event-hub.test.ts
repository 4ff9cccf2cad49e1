import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../providers/logger.ts';
import { createListEventHub, type StreamEvent } from './list-event-hub.ts';

function setup(members: Record<string, string[]>) {
  const membersOf = vi.fn(async (listIds: string[]) =>
    listIds.flatMap((listId) => (members[listId] ?? []).map((userId) => ({ listId, userId }))),
  );
  const hub = createListEventHub({ membersOf, logger: createLogger('silent'), heartbeatMs: 20 });
  function stream(userId: string, lists: Record<string, number> = {}) {
    const heard: StreamEvent[] = [];
    const ping = vi.fn();
    const close = vi.fn();
    const unsubscribe = hub.subscribe({
      userId,
      lists: new Map(Object.entries(lists)),
      send: (e) => heard.push(e),
      ping,
      close,
    });
    return { heard, ping, close, unsubscribe };
  }
  return { hub, membersOf, stream };
}

describe('list event hub', () => {
  it('asks who belongs once per batch, however many streams are open', async () => {
    const { hub, membersOf, stream } = setup({ a: ['ann', 'bob'] });
    const streams = Array.from({ length: 50 }, (_, i) => stream(i % 2 ? 'ann' : 'bob'));
    await hub.publish([{ listId: 'a', version: 2 }]);
    expect(membersOf).toHaveBeenCalledTimes(1);
    expect(streams.every((s) => s.heard.length === 1)).toBe(true);
  });

  it('asks once for all the changes that came during a delivery, not once per change', async () => {
    const { hub, membersOf, stream } = setup({ a: ['ann'], b: ['ann'] });
    const s = stream('ann');
    let release = () => {};
    membersOf.mockImplementationOnce(async (listIds) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return listIds.map((listId) => ({ listId, userId: 'ann' }));
    });
    const first = hub.publish([{ listId: 'a', version: 2 }]);
    await vi.waitFor(() => expect(membersOf).toHaveBeenCalledTimes(1));
    const later = [3, 4, 5, 6].map((version) =>
      hub.publish([
        { listId: 'a', version },
        { listId: 'b', version },
      ]),
    );
    release();
    await Promise.all([first, ...later]);
    expect(membersOf).toHaveBeenCalledTimes(2);
    expect(s.heard).toEqual([
      { type: 'change', listId: 'a', version: 2 },
      { type: 'change', listId: 'a', version: 6 },
      { type: 'change', listId: 'b', version: 6 },
    ]);
  });

  it('never tells a stream of a version it already has, so versions only go up', async () => {
    const { hub, stream } = setup({ a: ['ann'] });
    const s = stream('ann', { a: 5 });
    await hub.publish([{ listId: 'a', version: 4 }]);
    await hub.publish([
      { listId: 'a', version: 6 },
      { listId: 'a', version: 7 },
    ]);
    await hub.publish([{ listId: 'a', version: 7 }]);
    expect(s.heard).toEqual([{ type: 'change', listId: 'a', version: 7 }]);
  });

  it('tells a stream once that a list is no longer theirs, then nothing more of it', async () => {
    const { hub, stream } = setup({ a: ['bob'] });
    const s = stream('ann', { a: 1 });
    await hub.publish([{ listId: 'a', version: 2 }]);
    await hub.publish([{ listId: 'a', version: 3 }]);
    expect(s.heard).toEqual([{ type: 'removed', listId: 'a' }]);
  });

  it('keeps delivering after a failed membership read', async () => {
    const { hub, membersOf, stream } = setup({ a: ['ann'] });
    const s = stream('ann');
    membersOf.mockRejectedValueOnce(new Error('database away'));
    await hub.publish([{ listId: 'a', version: 2 }]);
    await hub.publish([{ listId: 'a', version: 3 }]);
    expect(s.heard).toEqual([{ type: 'change', listId: 'a', version: 3 }]);
  });

  it('ends every open stream when the server stops, each once', () => {
    const { hub, stream } = setup({});
    const streams = [stream('ann'), stream('bob'), stream('ann')];
    // A stream ending unsubscribes itself, as the route's does, while the hub goes through them.
    for (const s of streams) s.close.mockImplementation(() => s.unsubscribe());
    hub.closeAll();
    expect(streams.map((s) => s.close.mock.calls.length)).toEqual([1, 1, 1]);
    expect(hub.streamCount).toBe(0);
  });

  it('pings open streams and stops its timer when the last one closes', async () => {
    vi.useFakeTimers();
    try {
      const { stream } = setup({});
      const s = stream('ann');
      vi.advanceTimersByTime(45);
      expect(s.ping).toHaveBeenCalledTimes(2);
      s.unsubscribe();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
