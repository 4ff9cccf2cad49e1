import { useSyncExternalStore } from 'react';
import { createOutbox, type OutboxEvents, type OutboxOp } from './outbox.ts';

/**
 * The app's one outbox (see outbox.ts). Features listen to what happens to their operations
 * (`listenToOutbox`) instead of the outbox knowing about them.
 */
const listeners = new Set<OutboxEvents>();

export const appOutbox = createOutbox({
  events: {
    onDone: (op, body) => {
      for (const l of listeners) l.onDone?.(op, body);
    },
    onDropped: (op, result) => {
      for (const l of listeners) l.onDropped?.(op, result);
    },
    onDrained: (listIds) => {
      for (const l of listeners) l.onDrained?.(listIds);
    },
  },
});

export function listenToOutbox(events: OutboxEvents): () => void {
  listeners.add(events);
  return () => listeners.delete(events);
}

/** Every change waiting to be sent, oldest first; re-renders when it changes. */
export function usePendingOps(): readonly OutboxOp[] {
  return useSyncExternalStore(appOutbox.subscribe, appOutbox.pending, appOutbox.pending);
}

if (typeof window !== 'undefined') {
  // Back online: send what waited.
  window.addEventListener('online', () => void appOutbox.drain());
}
