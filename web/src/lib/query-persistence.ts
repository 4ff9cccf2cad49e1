import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

/**
 * What the app last showed, kept in IndexedDB so that it opens without a network (issue 17):
 * one copy per cook (the key carries the user id), dropped on sign-out, and never shown to
 * another cook on this device. The cook whose copy is restored at start is the last one who
 * used the app here; once the session answers, a different cook's copy goes.
 */
const CACHE_KEY = 'forkcast-query-cache';
const LAST_USER_KEY = 'forkcast:cache-user';

/** A week: older copies are dropped rather than shown as if current. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Changed when the shape of cached answers changes, so old copies are not restored. */
export const PERSISTED_BUSTER = 'offline-1';

/** The cook whose copy this device keeps, if any. */
export function lastUser(): string | null {
  try {
    return localStorage.getItem(LAST_USER_KEY);
  } catch {
    return null;
  }
}

/**
 * Saving waits for a moment when the page has nothing else to do (issue 16): serialising every
 * answer kept is main-thread work, and it must not delay the screen being painted or a tap.
 * The timeout bounds the wait on a page that is never idle.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

const userKey = (key: string, userId: string) => `${key}:${userId}`;

/** The saved copy, read from IndexedDB as the page boots (`startRestore`), taken once. */
let early: { key: string; copy: Promise<string | null> } | null = null;

async function readCopy(key: string): Promise<string | null> {
  const userId = lastUser();
  return userId ? ((await get<string>(userKey(key, userId))) ?? null) : null;
}

/**
 * Starts reading the saved copy at boot, while the screens' code downloads, instead of once
 * the providers mount after it (issue 17: offline start). The persister's first read takes it.
 */
export function startRestore(): void {
  const copy = readCopy(CACHE_KEY);
  // Whoever takes it handles a failure; an untaken one must not surface as unhandled.
  copy.catch(() => undefined);
  early = { key: userKey(CACHE_KEY, lastUser() ?? ''), copy };
}

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key: string) => {
      const taken = early;
      early = null;
      // The early read is only good for the same cook's copy (a sign-in may come between).
      if (taken && taken.key === userKey(key, lastUser() ?? '')) return taken.copy;
      return readCopy(key);
    },
    setItem: async (key: string, value: string) => {
      const userId = lastUser();
      // An empty value is a copy `serialize` refused (not this cook's).
      if (userId && value) await set(userKey(key, userId), value);
    },
    removeItem: async (key: string) => {
      const userId = lastUser();
      if (userId) await del(userKey(key, userId));
    },
  },
  key: CACHE_KEY,
  // At most one save a second, each in idle time: a screen loading fires a cache event per
  // answer, and the copy only needs to be recent when the network goes.
  serialize: async (client) => {
    await whenIdle();
    // The copy was taken when the save was asked for. A save asked for on the sign-up or
    // log-in screen ends after the session has changed hands: saved under the new cook's key,
    // that copy's signed-out session would open the app signed out (or as the cook before)
    // until the network answers; a link opened right after signing up went to the login page.
    if (!isCopyOf(client, lastUser())) return '';
    return JSON.stringify(client);
  },
  throttleTime: 1000,
});

/** The session answer a saved copy holds: its user's id, null signed out, undefined none. */
function sessionUserOf(client: PersistedClient): string | null | undefined {
  const session = client.clientState.queries.find((query) => query.queryKey[0] === 'session');
  if (!session) return undefined;
  const data = session.state.data as { user?: { id?: unknown } } | null | undefined;
  return typeof data?.user?.id === 'string' ? data.user.id : null;
}

/** Whether a copy may be kept for this cook: its session answer, if it has one, is theirs. */
export function isCopyOf(client: PersistedClient, userId: string | null): boolean {
  const owner = sessionUserOf(client);
  return owner === undefined || owner === userId;
}

/**
 * Only answers worth opening offline: successful, and not what only the feed screens show (the
 * Following and Popular pages, a post, its comments), since those screens say offline that
 * they need a connection. Keeping them would only make the saved copy, and so every offline
 * start, slower: a feed page is twenty posts. One's own saved posts (the profile) are kept.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  const [root, part, kind] = query.queryKey;
  if (root !== 'social') return true;
  if (part === 'feed') return kind === 'saved';
  return part !== 'post' && part !== 'comments';
}

/**
 * Called with the session's user: when it is not the cook whose copy was restored, that copy
 * is deleted (the caller also clears what is in memory). Tells whether the user changed.
 */
export async function adoptCacheUser(userId: string): Promise<boolean> {
  const previous = lastUser();
  if (previous === userId) return false;
  if (previous) await del(userKey(CACHE_KEY, previous));
  try {
    localStorage.setItem(LAST_USER_KEY, userId);
  } catch {
    // Private mode without storage: nothing is persisted, nothing leaks.
  }
  return previous !== null;
}

/** Signing out: this device keeps nothing of the cook. */
export async function forgetCacheUser(): Promise<void> {
  const previous = lastUser();
  try {
    localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // As above.
  }
  if (previous) await del(userKey(CACHE_KEY, previous));
}
