import { expect } from 'vitest';

export type SseEvent = { event: string; id?: string; data: string };

/**
 * Reads a Server-Sent Events answer as a browser's EventSource would: `next` waits for the
 * next event that matches (skipping others), `none` checks that no matching event came within
 * a short while, `close` hangs up.
 */
export function readEvents(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const body = response.body;
  if (!body) throw new Error('no stream');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const seen: SseEvent[] = [];
  let buffer = '';
  let pending: Promise<void> | undefined;

  function parse() {
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
      }
      event.data = data.join('\n');
      seen.push(event);
      end = buffer.indexOf('\n\n');
    }
  }

  async function pull(): Promise<void> {
    pending ??= reader.read().then(({ value, done }) => {
      pending = undefined;
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
      parse();
    });
    await pending;
  }

  async function next(match: (e: SseEvent) => boolean = () => true, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = seen.findIndex(match);
      if (at !== -1) return seen.splice(0, at + 1)[at] as SseEvent;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
      await Promise.race([pull(), new Promise((r) => setTimeout(r, left))]);
    }
  }

  return {
    next,
    /** The next event of this type, its data parsed. */
    async nextOf<T>(type: string, timeoutMs?: number): Promise<T & { id?: string }> {
      const event = await next((e) => e.event === type, timeoutMs);
      return { ...(JSON.parse(event.data) as T), ...(event.id ? { id: event.id } : {}) };
    },
    async none(match: (e: SseEvent) => boolean, waitMs = 300) {
      await expect(next(match, waitMs)).rejects.toThrow('no matching event');
    },
    close: () => reader.cancel().catch(() => {}),
  };
}
