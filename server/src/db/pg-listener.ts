import type pg from 'pg';

export type ChannelListener = { close: () => Promise<void> };

export type ListenHandlers = {
  onMessage: (payload: string) => void;
  /** Called after a lost connection is back: messages sent in the gap were missed. */
  onReconnect: () => void;
  onError?: (error: unknown) => void;
};

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel (a pooled connection cannot:
 * the pool hands it to other queries). When the connection drops (restart, failover, network)
 * it reconnects with backoff (0.25 s doubling to 30 s) and says so, so the caller can make its
 * clients catch up on what was sent while it was away.
 */
export async function listenOnChannel(
  driver: typeof pg,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let isClosed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new driver.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
    });
    // 'end' follows every error that breaks the connection; reconnecting happens there.
    next.on('error', (error) => handlers.onError?.(error));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!isClosed) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      handlers.onError?.(error);
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      if (!isClosed) scheduleReconnect();
      return;
    }
    if (isClosed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (isReconnect) handlers.onReconnect();
  }

  function scheduleReconnect() {
    if (retry || isClosed) return;
    failures += 1;
    const delay = Math.min(30_000, 250 * 2 ** (failures - 1));
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, delay);
    retry.unref();
  }

  await connect(false);
  return {
    async close() {
      isClosed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
