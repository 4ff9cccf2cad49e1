import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { Logger } from '../providers/logger.ts';

/** The PostgreSQL channel every instance LISTENs on for users whose sessions changed. */
export const SESSION_CHANGES_CHANNEL = 'forkcast_session_changes';

/** How long a sign-out waits to hear its own NOTIFY back before answering anyway. */
const ECHO_WAIT_MS = 2000;

/**
 * "This user's sessions changed" (signed out, password changed or reset, profile edited), told
 * to every instance so that their session caches (session-cache.ts) drop the user at once.
 *
 * On SQLite there is one instance: the drop is in-process. On PostgreSQL the change goes out
 * as a NOTIFY after the write has committed, and `changed` waits until this instance's own
 * LISTEN connection hears it back. PostgreSQL hands a notification to every listener at the
 * same moment, so by the time the sign-out answers, the other instances have it too.
 *
 * While the LISTEN connection is down (and until it first connects) messages could be
 * missed, so the cache is not used (`inSync` is false) and is emptied on reconnect.
 */
export function createSessionEvents(options: {
  db: Db;
  listen?: DatabaseHandle['listen'];
  /** Drops the user's kept sessions on this instance. */
  drop: (userId: string) => void;
  /** Drops every kept session (messages may have been missed). */
  clear: () => void;
  logger: Logger;
}) {
  const waiting = new Map<string, () => void>();
  let inSync = options.listen === undefined;

  function hear(payload: string) {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { userId, nonce } = message as { userId?: unknown; nonce?: unknown };
    if (typeof userId === 'string') options.drop(userId);
    if (typeof nonce === 'string') waiting.get(nonce)?.();
  }

  /** Sends a message and resolves once this instance hears it back (or after a while). */
  async function sendAndHear(message: { userId?: string }): Promise<boolean> {
    const nonce = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ECHO_WAIT_MS);
      timer.unref();
      waiting.set(nonce, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      const payload = JSON.stringify({ ...message, nonce });
      await sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${payload})`.execute(options.db);
      return await heard;
    } finally {
      waiting.delete(nonce);
    }
  }

  // The cache is trusted once a message of ours has come back: the listener really listens
  // (a first connection that fails still resolves, and retries in the background).
  const listening = options.listen
    ? options
        .listen(SESSION_CHANGES_CHANNEL, {
          onMessage: hear,
          onReconnect: () => {
            options.clear();
            inSync = true;
          },
          onError: (error) => {
            inSync = false;
            options.clear();
            options.logger.warn('Session cache: database listener error', { error });
          },
        })
        .then(async () => {
          if (await sendAndHear({})) inSync = true;
        })
        .catch((error: unknown) => {
          options.logger.warn('Session cache off: cannot listen for session changes', { error });
        })
    : Promise.resolve();

  return {
    /** Whether kept sessions can be trusted: no change can have been missed. */
    inSync: () => inSync,

    /** Resolves once this instance listens (PostgreSQL) or at once (SQLite). */
    ready: listening,

    /** Call after the change has committed: every instance drops the user's kept sessions. */
    async changed(userId: string): Promise<void> {
      options.drop(userId);
      if (!options.listen) return;
      if (!inSync) {
        await sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${JSON.stringify({ userId })})`.execute(
          options.db,
        );
        return;
      }
      await sendAndHear({ userId });
      // The other listeners got the same bytes at the same moment; one more turn of the event
      // loop lets a listener in this same process (tests, several apps in one process) read
      // them before the answer goes out.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

export type SessionEvents = ReturnType<typeof createSessionEvents>;
