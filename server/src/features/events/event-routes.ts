import { Hono, type MiddlewareHandler } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import type { AuthEnv } from '../../auth/session.ts';
import type { ListChange, ListEventHub, StreamEvent } from './list-event-hub.ts';

/** How long the browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RECONNECT_MS = 3000;

function toMessage(event: StreamEvent): SSEMessage {
  switch (event.type) {
    case 'change':
      // The id is the list's version: the last one a tab saw comes back as Last-Event-ID.
      return {
        event: 'change',
        id: `${event.listId}:${event.version}`,
        data: JSON.stringify({ listId: event.listId, version: event.version }),
      };
    case 'removed':
      return { event: 'removed', data: JSON.stringify({ listId: event.listId }) };
    case 'resync':
      return { event: 'resync', data: '{}' };
  }
}

/**
 * GET /api/events: one Server-Sent Events stream per tab, covering every list the cook belongs
 * to (decision record 015). It opens with `hello` (every list and its version, so a reconnect,
 * which sends Last-Event-ID, catches up on everything missed), then `change` {listId, version}
 * after each committed write of one of their lists, `removed` {listId} when they stop
 * belonging to one, `resync` when changes may have been missed, and `ping` every 25 s.
 */
export function createEventRoutes(deps: {
  requireUser: MiddlewareHandler<AuthEnv>;
  hub: ListEventHub;
  listVersionsOf: (userId: string) => Promise<ListChange[]>;
}) {
  return new Hono<AuthEnv>().use('*', deps.requireUser).get('/', (c) => {
    const userId = c.var.user.id;
    c.header('Cache-Control', 'no-store');
    // nginx buffers answers by default, which would hold events back; this turns it off.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let writing = Promise.resolve();
      const write = (message: SSEMessage) => {
        writing = writing.then(() => stream.writeSSE(message)).catch(() => {});
      };
      const lists = new Map<string, number>();
      // Subscribed before the versions are read, so a change made in between is not lost.
      const unsubscribe = deps.hub.subscribe({
        userId,
        lists,
        send: (event) => write(toMessage(event)),
        ping: () => write({ event: 'ping', data: '' }),
      });
      stream.onAbort(unsubscribe);
      try {
        const current = await deps.listVersionsOf(userId);
        for (const { listId, version } of current) {
          lists.set(listId, Math.max(version, lists.get(listId) ?? 0));
        }
        const hello = [...lists].map(([listId, version]) => ({ listId, version }));
        write({ event: 'hello', data: JSON.stringify({ lists: hello }), retry: RECONNECT_MS });
        await new Promise<void>((resolve) => {
          if (stream.aborted) resolve();
          else stream.onAbort(resolve);
        });
      } finally {
        unsubscribe();
      }
    });
  });
}
