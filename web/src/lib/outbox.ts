import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * Changes made on this device that the server has not confirmed yet (decision record 014):
 * kept in IndexedDB so they survive closing the tab and reloading offline, sent one at a time
 * in the order they were made, each with a client-made operation id that the server applies at
 * most once, so sending one again after a lost answer is harmless.
 */
export type OutboxOp = {
  /** Client-made operation id; also the server's deduplication key. */
  opId: string;
  /** Whose change it is: another cook signing in on this device never sends it. */
  userId: string;
  /** The list it changes, so screens can show it on top of what they last read. */
  listId: string;
  /** What the change is, for the screen that shows it before the server has it. */
  kind: string;
  change: Record<string, unknown>;
  method: 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  /** The request body, with opId and clientTime. */
  body: Record<string, unknown>;
  /** What the change is called in messages ("Milk"). */
  label: string;
};

type Stored = OutboxOp & { seq?: number };

interface OutboxDb extends DBSchema {
  ops: { key: number; value: Stored; indexes: { opId: string } };
}

/** What sending one operation came to. */
export type SendResult =
  | { outcome: 'done'; body: unknown }
  /** Refused for good (4xx: list gone, access lost, invalid): dropped with this message. */
  | { outcome: 'dropped'; status: number; message: string }
  /** Offline or the server failed (5xx): kept, sent again later. */
  | { outcome: 'retry' };

export type OutboxEvents = {
  onDone?: (op: OutboxOp, body: unknown) => void;
  onDropped?: (op: OutboxOp, result: { status: number; message: string }) => void;
  /** Every operation of these lists has been sent (or dropped). */
  onDrained?: (listIds: string[]) => void;
};

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export const OUTBOX_DB_NAME = 'forkcast-outbox';

/** Sends one operation as JSON; failures sorted into retry (network, 5xx) and dropped (4xx). */
export async function sendOverHttp(op: OutboxOp): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(op.path, {
      method: op.method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(op.body),
    });
  } catch {
    return { outcome: 'retry' };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return { outcome: 'done', body };
  // 401 means signed out: keep the change for when the cook signs in again.
  if (response.status >= 500 || response.status === 401 || response.status === 429) {
    return { outcome: 'retry' };
  }
  const message =
    typeof body === 'object' && body !== null && 'error' in body
      ? String((body as { error: { message?: unknown } }).error.message ?? '')
      : '';
  return { outcome: 'dropped', status: response.status, message };
}

export function createOutbox(options: {
  send?: (op: OutboxOp) => Promise<SendResult>;
  isOnline?: () => boolean;
  dbName?: string;
  events?: OutboxEvents;
  /** Waits before a retry; tests pass their own. */
  wait?: (ms: number) => Promise<void>;
}) {
  const send = options.send ?? sendOverHttp;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const wait = options.wait ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const listeners = new Set<() => void>();
  let ops: Stored[] = [];
  let userId: string | undefined;
  let dbPromise: Promise<IDBPDatabase<OutboxDb>> | undefined;
  let draining: Promise<void> | undefined;
  let failures = 0;

  const db = () => {
    dbPromise ??= openDB<OutboxDb>(options.dbName ?? OUTBOX_DB_NAME, 1, {
      upgrade(database) {
        const store = database.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true });
        store.createIndex('opId', 'opId', { unique: true });
      },
    });
    return dbPromise;
  };

  function changed() {
    for (const listener of listeners) listener();
  }

  async function remove(op: Stored) {
    ops = ops.filter((o) => o.opId !== op.opId);
    changed();
    if (op.seq !== undefined) await (await db()).delete('ops', op.seq);
  }

  /**
   * The cook's other tabs keep their changes in the same store, and one closed offline left
   * its changes there with nobody to send them: every tab takes up what is stored before it
   * sends. A change another tab has sent since is gone from the store and dropped here; one
   * that two tabs send at once goes twice, and the server applies an operation id once and
   * answers the second the same.
   */
  async function takeUpStored(): Promise<void> {
    const stored = (await (await db()).getAll('ops')).filter((o) => o.userId === userId);
    const storedIds = new Set(stored.map((o) => o.opId));
    // The store hands its records over in key order, oldest first.
    const newest = stored.at(-1)?.seq ?? -1;
    // Kept from memory: what is not stored yet, and what was stored after the store was read.
    const later = ops.filter(
      (o) => !storedIds.has(o.opId) && (o.seq === undefined || o.seq > newest),
    );
    const merged = [...stored, ...later];
    const same = merged.length === ops.length && merged.every((o, i) => o.opId === ops[i]?.opId);
    if (!same) {
      ops = merged;
      changed();
    }
  }

  async function drainOnce(): Promise<void> {
    // A new run (the network is back, a new change): no back-off left over from the last one.
    failures = 0;
    const touched = new Set<string>();
    if (isOnline() && userId) await takeUpStored();
    while (isOnline()) {
      const op = ops[0];
      // Not stored yet: its `add` starts another run once it is, so order holds.
      if (!op || op.seq === undefined) break;
      const result = await send(op);
      if (result.outcome === 'retry') {
        failures += 1;
        const delay = RETRY_MS[Math.min(failures, RETRY_MS.length) - 1] ?? 30_000;
        await wait(delay);
        continue;
      }
      failures = 0;
      touched.add(op.listId);
      // The answer goes in before the change leaves the queue, so the screen never shows the
      // state without it in between.
      if (result.outcome === 'done') options.events?.onDone?.(op, result.body);
      else options.events?.onDropped?.(op, result);
      await remove(op);
    }
    const waitingLists = new Set(ops.map((o) => o.listId));
    const drained = [...touched].filter((id) => !waitingLists.has(id));
    if (drained.length > 0) options.events?.onDrained?.(drained);
  }

  const outbox = {
    /** Loads this cook's waiting changes and starts sending them. */
    async start(forUser: string): Promise<void> {
      userId = forUser;
      const stored = await (await db()).getAll('ops');
      // Another cook's changes never go out under this session.
      ops = stored.filter((o) => o.userId === forUser);
      changed();
      void outbox.drain();
    },

    /** Forgets every waiting change of everyone (signing out). */
    async clear(): Promise<void> {
      ops = [];
      userId = undefined;
      changed();
      await (await db()).clear('ops');
    },

    /** Stores a change (then it shows at once) and sends it when the network allows. */
    async add(op: Omit<OutboxOp, 'userId'>): Promise<void> {
      if (!userId) throw new Error('The outbox has not started');
      const stored: Stored = { ...op, userId };
      ops = [...ops, stored];
      changed();
      try {
        stored.seq = await (await db()).add('ops', stored);
      } catch (error) {
        // Not kept (storage full, no IndexedDB): it must not stay in front of the queue, where
        // an unsaved change would hold back every later one.
        ops = ops.filter((o) => o !== stored);
        changed();
        throw error;
      }
      void outbox.drain();
    },

    /** Sends what is waiting, one at a time; calls made meanwhile join the run under way. */
    drain(): Promise<void> {
      draining ??= drainOnce().finally(() => {
        draining = undefined;
      });
      return draining;
    },

    /** The waiting changes, oldest first (the same array until something changes). */
    pending(): readonly OutboxOp[] {
      return ops;
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A client-made id for operations and for items added offline. */
export function newClientId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
