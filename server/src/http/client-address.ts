import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address, as the limits per address must see it.
 *
 * With no proxy in front (`trustedProxyHops` 0), the socket's peer; `X-Forwarded-For` is the
 * client's own text then and is ignored. Behind proxies, each one appends the address it
 * received the request from, so only the right-most entries were written by proxies we trust:
 * with one proxy, the right-most entry is the client; with two, the second from the right. The
 * left-most entry is whatever the client sent, so it is never taken on trust.
 */
export function createClientAddress(trustedProxyHops: number) {
  return (c: Context): string | undefined => {
    if (trustedProxyHops > 0) {
      const hops = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      // Fewer entries than proxies: every entry there was still written by one of ours.
      const added = hops[Math.max(0, hops.length - trustedProxyHops)];
      if (added && isIP(added)) return added;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  };
}
