import type { ListChange } from '@forkcast/core';
import type { Logger } from '../../providers/logger.ts';

/** What one open stream is told. */
export type StreamEvent =
  | { type: 'change'; listId: string; version: number }
  /** The cook no longer belongs to the list (removed, left, or the list was deleted). */
  | { type: 'removed'; listId: string }
  /** Changes may have been missed (the database listener reconnected): refetch everything. */
  | { type: 'resync' };

export type StreamSubscriber = {
  userId: string;
  /** The lists this stream speaks about, with the last version it was told. */
  lists: Map<string, number>;
  send: (event: StreamEvent) => void;
  /** Keeps proxies from closing an idle stream. */
  ping: () => void;
  /** Ends the stream (the server is stopping); the browser reconnects to another instance. */
  close: () => void;
};

/** Every stream hears a heartbeat this often; proxies close streams idle for 60 s or more. */
export const HEARTBEAT_MS = 25_000;

/**
 * The live-update hub of one server instance (decision record 015). Changes come in once
 * committed (in-process on SQLite, through LISTEN on PostgreSQL, so every instance hears
 * every write); each is checked against who belongs to the list *now*, with one query per
 * batch of changes whatever the number of open streams, so a removed member stops hearing at
 * once and a new member starts without reopening their stream.
 */
export function createListEventHub(deps: {
  membersOf: (listIds: string[]) => Promise<{ listId: string; userId: string }[]>;
  logger: Logger;
  heartbeatMs?: number;
}) {
  const subscribers = new Set<StreamSubscriber>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // Batches are delivered one after the other, so a stream never hears versions go backwards.
  let queue: Promise<void> = Promise.resolve();
  // Changes that came while a delivery was under way wait here together and go as one batch,
  // with one membership query, instead of one query each (many NOTIFYs under load).
  let waiting: { changes: ListChange[]; delivered: Promise<void> } | null = null;

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const sub of subscribers) sub.ping();
    }, deps.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
  }

  async function deliver(changes: ListChange[]) {
    if (subscribers.size === 0 || changes.length === 0) return;
    const latest = new Map<string, number>();
    for (const { listId, version } of changes) {
      latest.set(listId, Math.max(version, latest.get(listId) ?? 0));
    }
    const rows = await deps.membersOf([...latest.keys()]);
    const members = new Map<string, Set<string>>();
    for (const { listId, userId } of rows) {
      const set = members.get(listId) ?? new Set<string>();
      set.add(userId);
      members.set(listId, set);
    }
    for (const sub of subscribers) {
      for (const [listId, version] of latest) {
        const known = sub.lists.get(listId);
        if (members.get(listId)?.has(sub.userId)) {
          if (known !== undefined && known >= version) continue;
          sub.lists.set(listId, version);
          sub.send({ type: 'change', listId, version });
        } else if (known !== undefined) {
          sub.lists.delete(listId);
          sub.send({ type: 'removed', listId });
        }
      }
    }
  }

  return {
    subscribe(sub: StreamSubscriber): () => void {
      subscribers.add(sub);
      startHeartbeat();
      return () => {
        subscribers.delete(sub);
        if (subscribers.size === 0 && heartbeat) {
          clearInterval(heartbeat);
          heartbeat = undefined;
        }
      };
    },

    /** Committed changes; never throws (a failed delivery is logged, the write stands). */
    publish(changes: ListChange[]): Promise<void> {
      if (waiting) {
        waiting.changes.push(...changes);
        return waiting.delivered;
      }
      const batch = { changes: [...changes], delivered: Promise.resolve() };
      waiting = batch;
      queue = queue
        .then(() => {
          // From here on, new changes start the next batch.
          if (waiting === batch) waiting = null;
          return deliver(batch.changes);
        })
        .catch((error: unknown) => deps.logger.error('Live update delivery failed', { error }));
      batch.delivered = queue;
      return queue;
    },

    /** After a gap in what we heard: every stream refetches. */
    resync(): void {
      for (const sub of subscribers) sub.send({ type: 'resync' });
    },

    /**
     * The server is stopping: every stream ends now. An open stream never finishes by itself,
     * so `server.close` waited for its 5 s limit on each deploy, and the tab saw a broken
     * answer rather than an ended one; ended, EventSource reconnects (to another instance).
     */
    closeAll(): void {
      for (const sub of [...subscribers]) sub.close();
    },

    get streamCount() {
      return subscribers.size;
    },
  };
}

export type ListEventHub = ReturnType<typeof createListEventHub>;
