import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { wasScreenDrawn } from './drawn-answers.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The tab's one event stream (`/api/events`, decision record 015): when a list changes, the
 * screens showing it refetch (cheap 304s when nothing they show changed). While the stream is
 * down, screens fall back to slow polling (`useIsLive`).
 */
let isLive = false;
const listeners = new Set<() => void>();

function setLive(value: boolean) {
  if (isLive === value) return;
  isLive = value;
  for (const l of listeners) l();
}

/** Whether changes reach this tab as they happen; false means poll slowly instead. */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isLive,
    () => false,
  );
}

/** How often screens poll while the stream cannot connect. */
export const FALLBACK_POLL_MS = 60_000;

/** A stream the browser gave up on (signed out, server gone) is tried again this often. */
const REOPEN_MS = 30_000;

/**
 * The wait before the next try after `failures` failed connections in a row. The browser's
 * own reconnection (every 3 s, forever, while a proxy drops the stream or the server is down)
 * is let through once; after that the tries space out, 6 s, 12 s, 24 s, then every 30 s.
 */
export function reconnectDelay(failures: number): number {
  return Math.min(3000 * 2 ** (failures - 1), REOPEN_MS);
}

function refetchList(client: QueryClient, listId: string) {
  void client.invalidateQueries({ queryKey: queryKeys.lists, exact: true });
  // The list screen and its shopping state share this prefix.
  void client.invalidateQueries({ queryKey: queryKeys.list(listId) });
  void client.invalidateQueries({
    queryKey: ['meals'],
    predicate: (q) => q.queryKey[2] === listId,
  });
}

function refetchEverything(client: QueryClient) {
  if (!navigator.onLine) return;
  void client.invalidateQueries({ queryKey: queryKeys.lists });
  void client.invalidateQueries({ queryKey: ['meals'] });
}

/** Opens the stream; the returned function closes it (sign-out, leaving the app). */
export function startLiveUpdates(client: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  // A hello after a gap (a failed connection, an earlier hello) means changes may have been
  // missed: everything shown is read again. The very first one comes with fresh reads anyway,
  // except on a page the server drew: its answers were read before the page left the server
  // and are not read again on mounting (drawn-answers.ts).
  let mayHaveMissed = wasScreenDrawn();
  let isStopped = false;
  // Connections that failed since the last one that worked.
  let failures = 0;

  function open() {
    if (isStopped) return;
    // Offline (a shop without signal, an offline start) a stream can only fail, and the
    // browser would retry it every few seconds: it opens once the network is back.
    if (!navigator.onLine) {
      mayHaveMissed = true;
      return;
    }
    const current = new EventSource('/api/events');
    source = current;
    current.addEventListener('open', () => setLive(true));
    current.addEventListener('hello', () => {
      failures = 0;
      setLive(true);
      if (mayHaveMissed) refetchEverything(client);
      mayHaveMissed = true;
    });
    current.addEventListener('change', (event) => {
      const { listId } = JSON.parse((event as MessageEvent<string>).data) as { listId: string };
      refetchList(client, listId);
    });
    current.addEventListener('removed', (event) => {
      const { listId } = JSON.parse((event as MessageEvent<string>).data) as { listId: string };
      refetchList(client, listId);
    });
    current.addEventListener('resync', () => refetchEverything(client));
    current.addEventListener('error', () => {
      if (source !== current) return;
      setLive(false);
      mayHaveMissed = true;
      failures += 1;
      // The browser reconnects by itself unless it gave up (an answer that is not a stream);
      // after its first retry failed too, we take over and space the tries out.
      const gaveUp = current.readyState === EventSource.CLOSED;
      if (gaveUp || failures >= 2) {
        current.close();
        source = undefined;
        if (reopen) clearTimeout(reopen);
        reopen = setTimeout(open, gaveUp ? REOPEN_MS : reconnectDelay(failures));
      }
    });
  }

  // Back online: reconnect now rather than at the browser's next retry.
  const onOnline = () => {
    if (isStopped || source?.readyState === EventSource.OPEN) return;
    if (reopen) clearTimeout(reopen);
    source?.close();
    failures = 0;
    open();
  };
  // Gone offline: the stream is closed rather than retried until the network is back.
  const onOffline = () => {
    if (reopen) clearTimeout(reopen);
    source?.close();
    source = undefined;
    mayHaveMissed = true;
    setLive(false);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  open();
  return () => {
    isStopped = true;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    if (reopen) clearTimeout(reopen);
    source?.close();
    source = undefined;
    setLive(false);
  };
}
