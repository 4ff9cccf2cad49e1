import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateDrawnAnswers, refetchUnlessJustDrawn, wasScreenDrawn } from './drawn-answers.ts';
import { startLiveUpdates } from './live-updates.ts';
import { queryKeys } from './query-keys.ts';
import { useScreenHeaderOverride } from './screen-header.ts';

// One file of its own: a page is drawn once, and the module remembers it for the page's life.

/** The answers of a page the server drew: a list, read with a time on the server's clock. */
function drawnState(at: number) {
  const server = new QueryClient();
  server.setQueryData(queryKeys.list('l-1'), { name: 'Family week' }, { updatedAt: at });
  return dehydrate(server);
}

/** Mounts a query with no fresh time, as the list screen's; returns how often it was read. */
function mount(client: QueryClient, key: readonly unknown[]) {
  const queryFn = vi.fn(async (): Promise<unknown> => ({ name: 'read again' }));
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn,
    staleTime: 0,
    refetchOnMount: refetchUnlessJustDrawn,
  });
  const stop = observer.subscribe(() => {});
  return { queryFn, stop, result: () => observer.getCurrentResult() };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('answers a drawn page came with', () => {
  it('are not read again when the screen mounts, nor drawn as fetching; others are', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    const client = new QueryClient();
    expect(wasScreenDrawn()).toBe(false);
    hydrateDrawnAnswers(client, drawnState(Date.now() - 2_000));
    expect(wasScreenDrawn()).toBe(true);

    const drawn = mount(client, queryKeys.list('l-1'));
    expect(drawn.queryFn).not.toHaveBeenCalled();
    expect(drawn.result()).toMatchObject({ data: { name: 'Family week' }, isFetching: false });
    drawn.stop();
    // A query the page did not come with reads as always.
    const other = mount(client, queryKeys.list('l-2'));
    expect(other.queryFn).toHaveBeenCalledTimes(1);
    other.stop();
  });

  it('are read again on mounting once they are half a minute old, or once read again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T09:00:00Z') });
    const client = new QueryClient();
    hydrateDrawnAnswers(client, drawnState(Date.now()));
    const soon = mount(client, queryKeys.list('l-1'));
    expect(soon.queryFn).not.toHaveBeenCalled();
    soon.stop();

    vi.setSystemTime(Date.now() + 31_000);
    const later = mount(client, queryKeys.list('l-1'));
    expect(later.queryFn).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    later.stop();

    // Read again, the answer is an ordinary one, even within the half minute of a new page.
    hydrateDrawnAnswers(new QueryClient(), drawnState(Date.now()));
    const again = mount(client, queryKeys.list('l-1'));
    expect(again.queryFn).toHaveBeenCalledTimes(1);
    again.stop();
  });

  it("are read again when the live stream first says hello: changes since the page was drawn aren't missed", () => {
    const opened: { emit: (type: string) => void }[] = [];
    class StubEventSource {
      static readonly OPEN = 1;
      static readonly CLOSED = 2;
      readyState = 0;
      private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
      constructor() {
        opened.push({
          emit: (type) => {
            for (const listener of this.listeners.get(type) ?? [])
              listener(new MessageEvent(type, { data: JSON.stringify({ lists: [] }) }));
          },
        });
      }
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
      }
      close() {}
    }
    vi.stubGlobal('EventSource', StubEventSource);
    const client = new QueryClient();
    hydrateDrawnAnswers(client, drawnState(Date.now()));
    const invalidated = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const stop = startLiveUpdates(client);
    opened[0]?.emit('hello');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: queryKeys.lists });
    stop();
  });

  it('start the header where the page drew it, and ignore a header that is not one', () => {
    const client = new QueryClient();
    hydrateDrawnAnswers(client, {
      ...drawnState(Date.now()),
      screenHeader: { title: 'Family week', backTo: '/dashboard' },
    });
    expect(renderHook(() => useScreenHeaderOverride()).result.current).toEqual({
      title: 'Family week',
      backTo: '/dashboard',
    });
    hydrateDrawnAnswers(client, {
      ...drawnState(Date.now()),
      screenHeader: { title: 42, backTo: { to: '/' } } as never,
    });
    expect(renderHook(() => useScreenHeaderOverride()).result.current).toEqual({
      title: undefined,
      backTo: undefined,
    });
  });
});
