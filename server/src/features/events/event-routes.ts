import type { ListChange } from '@forkcast/core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../auth/session.ts';
import type { ListEventHub, StreamEvent } from './list-event-hub.ts';

/** How long the browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RECONNECT_MS = 3000;

/** The heartbeat is the same bytes for every stream: encoded once. */
const encoder = new TextEncoder();
const PING = encoder.encode('event: ping\ndata: \n\n');

/** One SSE message. Every field here is ours (ids and JSON), never a line break inside. */
function frame(event: string, data: string, id?: string, retry?: number): Uint8Array {
  let text = `event: ${event}\ndata: ${data}\n`;
  if (id !== undefined) text += `id: ${id}\n`;
  if (retry !== undefined) text += `retry: ${retry}\n`;
  return encoder.encode(`${text}\n`);
}

function toFrame(event: StreamEvent): Uint8Array {
  switch (event.type) {
    case 'change':
      // The id is the list's version: the last one a tab saw comes back as Last-Event-ID.
      return frame(
        'change',
        JSON.stringify({ listId: event.listId, version: event.version }),
        `${event.listId}:${event.version}`,
      );
    case 'removed':
      return frame('removed', JSON.stringify({ listId: event.listId }));
    case 'resync':
      return frame('resync', '{}');
  }
}

/**
 * GET /api/events: one Server-Sent Events stream per tab, covering every list the cook belongs
 * to (decision record 015). It opens with `hello` (every list and its version, so a reconnect,
 * which sends Last-Event-ID, catches up on everything missed), then `change` {listId, version}
 * after each committed write of one of their lists, `removed` {listId} when they stop
 * belonging to one, `resync` when changes may have been missed, and `ping` every 25 s.
 *
 * An open stream holds as little as it can, since a server keeps thousands (issue 17: under
 * 50 MB for 1,000): one ReadableStream fed by `enqueue`, no TransformStream, writer or
 * encoder of its own (Hono's `streamSSE` has all three, and keeps the request's whole context
 * alive for the stream's life), and the hub's one shared heartbeat timer.
 */
export function createEventRoutes(deps: {
  requireUser: MiddlewareHandler<AuthEnv>;
  hub: ListEventHub;
  listVersionsOf: (userId: string) => Promise<ListChange[]>;
}) {
  return new Hono<AuthEnv>().use('*', deps.requireUser).get('/', (c) => {
    const userId = c.var.user.id;
    // Nothing below keeps `c`: the request's context goes once the answer has started.
    let unsubscribe: (() => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const push = (chunk: Uint8Array) => {
          if (!open) return;
          try {
            controller.enqueue(chunk);
          } catch {
            // Closed under us (the tab went away): the cancel below tidies up.
          }
        };
        const lists = new Map<string, number>();
        // Subscribed before the versions are read, so a change made in between is not lost.
        const stop = deps.hub.subscribe({
          userId,
          lists,
          send: (event) => push(toFrame(event)),
          ping: () => push(PING),
          close: () => {
            unsubscribe?.();
            try {
              controller.close();
            } catch {
              // Already closed by the tab going away.
            }
          },
        });
        unsubscribe = () => {
          open = false;
          stop();
        };
        deps.listVersionsOf(userId).then(
          (current) => {
            for (const { listId, version } of current) {
              lists.set(listId, Math.max(version, lists.get(listId) ?? 0));
            }
            const hello = [...lists].map(([listId, version]) => ({ listId, version }));
            push(frame('hello', JSON.stringify({ lists: hello }), undefined, RECONNECT_MS));
          },
          (error: unknown) => {
            unsubscribe?.();
            controller.error(error);
          },
        );
      },
      cancel() {
        unsubscribe?.();
      },
    });
    c.header('Content-Type', 'text/event-stream');
    c.header('Cache-Control', 'no-store');
    // nginx buffers answers by default, which would hold events back; this turns it off.
    c.header('X-Accel-Buffering', 'no');
    return c.body(body);
  });
}
