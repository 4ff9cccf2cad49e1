import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveUpdates } from './live-updates.ts';
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
});
