import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * One request header, by its lower-case name.
 *
 * Why not `c.req.header(name)`: behind @hono/node-server the first header read builds a
 * WHATWG `Headers` object from every header of the request, validating each, which cost more
 * than the rest of a small read's pipeline. Node has already parsed them into a plain object
 * (`c.env.incoming`), so they are read from there. Without Node underneath (`app.request` in
 * tests, other runtimes) it is the usual `c.req.header`.
 *
 * Repeated headers are joined as Node joins them (`; ` for Cookie, `, ` for the others; for
 * the few that may appear once, such as Authorization, the first one counts).
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.headers === undefined) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
