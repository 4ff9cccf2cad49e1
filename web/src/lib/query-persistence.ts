import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';

/**
 * What the app last showed, kept in IndexedDB so that it opens without a network (issue 17):
 * one copy per cook (the key carries the user id), dropped on sign-out, and never shown to
 * another cook on this device. The cook whose copy is restored at start is the last one who
 * used the app here; once the session answers, a different cook's copy goes.
 */
const CACHE_KEY = 'forkcast-query-cache';
/**
 * Who that cook is, kept in IndexedDB beside the copies. It was in localStorage, whose first
 * read on a page blocks the main thread while the browser loads the site's storage (6 to 12 ms
 * measured in Chromium, in the middle of the start's one long task); IndexedDB answers without
 * blocking. A cook remembered there by an earlier version is moved over once.
 */
const LAST_USER_KEY = 'forkcast:cache-user';

/** A week: older copies are dropped rather than shown as if current. */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Changed when the shape of cached answers changes, so old copies are not restored. */
export const PERSISTED_BUSTER = 'offline-1';

/** The last cook as known on this page: undefined until read, then kept up to date here. */
let knownUser: string | null | undefined;
let userRead: Promise<void> | null = null;

async function readLastUser(): Promise<string | null> {
  userRead ??= get<string>(LAST_USER_KEY)
    .then((stored) => stored ?? movedFromLocalStorage())
    .catch(() => null)
    .then((stored) => {
      // A sign-in or sign-out on this page while the read was out wins over what it found.
      if (knownUser === undefined) knownUser = stored;
    });
  await userRead;
  return knownUser ?? null;
}

async function movedFromLocalStorage(): Promise<string | null> {
  // Only a device where an earlier version saved a copy can remember a cook there: a first
  // visit (and every Lighthouse run) reads no localStorage, whose first read blocks the page
  // (a task of 50 to 100 ms on a slow phone, after the page has painted).
  const keptKeys = await keys().catch(() => []);
  if (!keptKeys.some((key) => typeof key === 'string' && key.startsWith(`${CACHE_KEY}:`)))
    return null;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LAST_USER_KEY);
    if (stored) localStorage.removeItem(LAST_USER_KEY);
  } catch {
    return null;
  }
  if (stored) await set(LAST_USER_KEY, stored);
  return stored;
}

/**
 * The cook whose copy this device keeps, as far as this page knows yet: null until the read
 * that `startRestore` begins has answered. Nothing of a saved copy is in memory before it has
 * (the copy's own read waits for it), so "nobody yet" never lets another cook's copy show.
 */
export function lastUser(): string | null {
  return knownUser ?? null;
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
let early: Promise<{ userId: string | null; copy: string | null }> | null = null;

function readCopy(key: string): Promise<{ userId: string | null; copy: string | null }> {
  const read = async (userId: string | null) => ({
    userId,
    copy: userId ? ((await get<string>(userKey(key, userId))) ?? null) : null,
  });
  // Once the cook is known the copy's read is asked for at once, ahead of any later write.
  return knownUser === undefined ? readLastUser().then(read) : read(knownUser);
}

/**
 * Starts reading the saved copy at boot, while the screens' code downloads, instead of once
 * the providers mount after it (issue 17: offline start). The persister's first read takes it.
 */
export function startRestore(): void {
  early = readCopy(CACHE_KEY);
  // Whoever takes it handles a failure; an untaken one must not surface as unhandled.
  early.catch(() => undefined);
}

export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: async (key: string) => {
      const taken = early;
      early = null;
      const userId = await readLastUser();
      // The early read is only good for the same cook's copy (a sign-in may come between).
      const read = taken ? await taken : null;
      if (read && read.userId === userId) return read.copy;
      return (await readCopy(key)).copy;
    },
    setItem: async (key: string, value: string) => {
      const userId = await readLastUser();
      // An empty value is a copy `serialize` refused (not this cook's).
      if (userId && value) await set(userKey(key, userId), value);
    },
    removeItem: async (key: string) => {
      const userId = await readLastUser();
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
    if (!isCopyOf(client, await readLastUser())) return '';
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
  const previous = await readLastUser();
  if (previous === userId) return false;
  knownUser = userId;
  if (previous) await del(userKey(CACHE_KEY, previous));
  try {
    await set(LAST_USER_KEY, userId);
  } catch {
    // Private mode without storage: nothing is persisted, nothing leaks.
  }
  return previous !== null;
}

/** Signing out: this device keeps nothing of the cook. */
export async function forgetCacheUser(): Promise<void> {
  const previous = await readLastUser();
  knownUser = null;
  try {
    await del(LAST_USER_KEY);
  } catch {
    // As above.
  }
  if (previous) await del(userKey(CACHE_KEY, previous));
}
