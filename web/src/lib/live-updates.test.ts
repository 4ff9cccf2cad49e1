import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, startLiveUpdates } from './live-updates.ts';
import { queryKeys } from './query-keys.ts';

/** A stand-in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** A failed connection: the browser retries it itself (CONNECTING) unless it gave up. */
  fail(gaveUp = false) {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    for (const listener of this.listeners.get('error') ?? []) {
      listener(new MessageEvent('error'));
    }
  }
  emit(type: string, data: unknown = {}) {
    if (type === 'open' || type === 'hello') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let online = true;

beforeEach(() => {
  FakeEventSource.opened = [];
  online = true;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function goOnline(isOnline: boolean) {
  online = isOnline;
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
}

/** A client holding a list screen and its shopping state, with the reads it refetches. */
function clientWithList() {
  const client = new QueryClient();
  const refetched: string[] = [];
  for (const key of [queryKeys.list('l-1'), queryKeys.shopping('l-1'), queryKeys.list('l-2')]) {
    client.setQueryData(key, { at: 'first' });
  }
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    refetched.push(JSON.stringify(filters?.queryKey));
  });
  return { client, refetched };
}

describe('live updates', () => {
  it("reads a changed list again, and only that list's reads", () => {
    const { client, refetched } = clientWithList();
    const stop = startLiveUpdates(client);
    const [source] = FakeEventSource.opened;
    source?.emit('hello', { lists: [{ listId: 'l-1', version: 3 }] });
    expect(refetched).toEqual([]);
    source?.emit('change', { listId: 'l-1', version: 4 });
    expect(refetched).toContain(JSON.stringify(queryKeys.list('l-1')));
    expect(refetched).not.toContain(JSON.stringify(queryKeys.list('l-2')));
    stop();
  });

  it('opens no stream offline, opens it when the network is back and catches up on everything', () => {
    const { client, refetched } = clientWithList();
    online = false;
    const stop = startLiveUpdates(client);
    expect(FakeEventSource.opened).toHaveLength(0);
    goOnline(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]?.emit('hello', { lists: [] });
    // Changes made while this tab was away: every list it shows is read again.
    expect(refetched).toContain(JSON.stringify(queryKeys.lists));
    stop();
  });

  it('closes the stream when the network goes, instead of letting the browser retry it', () => {
    const { client, refetched } = clientWithList();
    const stop = startLiveUpdates(client);
    const first = FakeEventSource.opened[0];
    first?.emit('hello', { lists: [] });
    goOnline(false);
    expect(first?.readyState).toBe(FakeEventSource.CLOSED);
    goOnline(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(refetched).toEqual([]);
    FakeEventSource.opened[1]?.emit('hello', { lists: [] });
    expect(refetched).toContain(JSON.stringify(queryKeys.lists));
    stop();
    expect(FakeEventSource.opened[1]?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('spaces out its tries while the stream cannot connect, instead of every 3 s', () => {
    vi.useFakeTimers();
    const { client } = clientWithList();
    const stop = startLiveUpdates(client);
    const opensAt: number[] = [0];
    const last = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
    // The browser's own retry comes first, on the same source.
    last()?.fail();
    expect(last()?.readyState).toBe(FakeEventSource.CONNECTING);
    expect(FakeEventSource.opened).toHaveLength(1);
    // Then every try fails: each new one comes later than the one before, 30 s at most.
    for (let elapsed = 0; elapsed < 180_000; elapsed += 1000) {
      const before = FakeEventSource.opened.length;
      if (last()?.readyState !== FakeEventSource.CLOSED) last()?.fail();
      vi.advanceTimersByTime(1000);
      if (FakeEventSource.opened.length > before) opensAt.push(elapsed + 1000);
    }
    const gaps = opensAt.slice(1).map((at, i) => at - (opensAt[i] ?? 0));
    expect(gaps.slice(0, 4)).toEqual([6000, 12_000, 24_000, 30_000]);
    expect(Math.max(...gaps)).toBe(30_000);
    // Three minutes of a refused stream: a handful of tries, not sixty.
    expect(opensAt.length).toBeLessThanOrEqual(10);
    expect(reconnectDelay(1)).toBe(3000);
    // One that works starts the count again.
    const opened = FakeEventSource.opened.length;
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.opened).toHaveLength(opened + 1);
    last()?.emit('hello', { lists: [] });
    last()?.fail();
    last()?.fail();
    const count = FakeEventSource.opened.length;
    vi.advanceTimersByTime(5999);
    expect(FakeEventSource.opened).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(count + 1);
    stop();
  });
});
