import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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
  // missed: everything shown is read again. The very first one comes with fresh reads anyway.
  let mayHaveMissed = false;
  let isStopped = false;

  function open() {
    if (isStopped) return;
    // Offline (a shop without signal, an offline start) a stream can only fail, and the
    // browser would retry it every few seconds: it opens once the network is back.
    if (!navigator.onLine) {
      mayHaveMissed = true;
      return;
    }
    source = new EventSource('/api/events');
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('hello', () => {
      setLive(true);
      if (mayHaveMissed) refetchEverything(client);
      mayHaveMissed = true;
    });
    source.addEventListener('change', (event) => {
      const { listId } = JSON.parse((event as MessageEvent<string>).data) as { listId: string };
      refetchList(client, listId);
    });
    source.addEventListener('removed', (event) => {
      const { listId } = JSON.parse((event as MessageEvent<string>).data) as { listId: string };
      refetchList(client, listId);
    });
    source.addEventListener('resync', () => refetchEverything(client));
    source.addEventListener('error', () => {
      setLive(false);
      mayHaveMissed = true;
      // The browser reconnects by itself unless it gave up (an answer that is not a stream).
      if (source?.readyState === EventSource.CLOSED) {
        source = undefined;
        reopen = setTimeout(open, REOPEN_MS);
      }
    });
  }

  // Back online: reconnect now rather than at the browser's next retry.
  const onOnline = () => {
    if (isStopped || source?.readyState === EventSource.OPEN) return;
    if (reopen) clearTimeout(reopen);
    source?.close();
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
