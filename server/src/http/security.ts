import { ServerResponse } from 'node:http';
import { AppError } from '@forkcast/core';
import type { Context, MiddlewareHandler } from 'hono';
import { requestHeader } from './request-header.ts';

/**
 * No inline scripts anywhere (the SPA is a bundle), no framing. Inline styles stay allowed:
 * React style props and the toast library use them, and they cannot run code.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every response carries, whatever a route set (they replace its own): the ones
 * `hono/secure-headers` sent with our options before, value for value.
 */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/** Lower-case names of the headers a response may not keep as its route set them. */
const REPLACED = new Set([...SECURITY_HEADERS.map(([name]) => name.toLowerCase()), 'x-powered-by']);

type OutgoingHeaders = Record<string, string | number | string[] | undefined>;

/**
 * A response's headers as they must go out: the security headers set, `X-Powered-By` removed,
 * and `Cache-Control: no-store` on a response that sets or clears a cookie (sign-in, sign-up,
 * sign-out, device trust), which must never be stored by a browser or a shared cache and
 * replayed to someone else.
 */
function finalHeaders(
  status: number,
  given: OutgoingHeaders,
  alsoSetsCookie: boolean,
): OutgoingHeaders {
  const headers: OutgoingHeaders = {};
  let setsCookie = alsoSetsCookie;
  for (const name in given) {
    const lower = name.toLowerCase();
    if (REPLACED.has(lower)) continue;
    // A 304 has no body, and its length would be taken for the kept answer's (see `notModified`).
    if (status === 304 && lower === 'content-length') continue;
    if (lower === 'set-cookie') setsCookie = true;
    headers[name] = given[name];
  }
  for (const [name, value] of SECURITY_HEADERS) headers[name] = value;
  if (setsCookie) {
    for (const name in headers) if (name.toLowerCase() === 'cache-control') delete headers[name];
    headers['Cache-Control'] = 'no-store';
  }
  return headers;
}

type WriteHeadRest =
  | []
  | [headers?: OutgoingHeaders | unknown[]]
  | [statusMessage: string, headers?: OutgoingHeaders | unknown[]];

/**
 * The server's responses (main.ts): the security headers go on as the head is written, once
 * per response, on Node's plain header object. Doing the same through the Fetch API's
 * `Headers` after every route (what `hono/secure-headers` does) validated and copied a dozen
 * headers per request: a sixth of what a small read cost. `securityHeaders()` below leaves
 * responses written through this class alone and does the same for every other way the app is
 * run (`app.request` in tests, another server).
 */
export class SecureServerResponse<
  Request extends import('node:http').IncomingMessage = import('node:http').IncomingMessage,
> extends ServerResponse<Request> {
  // biome-ignore lint/suspicious/noExplicitAny: Node's overloads of writeHead, passed through
  override writeHead(statusCode: number, ...rest: any[]): this {
    const args = rest as WriteHeadRest;
    const at = typeof args[0] === 'string' ? 1 : 0;
    const given = args[at] as OutgoingHeaders | unknown[] | undefined;
    // Headers set earlier with setHeader are merged by Node under the ones given here.
    for (const name of REPLACED) if (this.hasHeader(name)) this.removeHeader(name);
    const setsCookie = this.hasHeader('set-cookie');
    if (setsCookie) this.removeHeader('cache-control');
    const headers = finalHeaders(
      statusCode,
      Array.isArray(given) ? pairsToHeaders(given) : (given ?? {}),
      setsCookie,
    );
    return at === 1
      ? super.writeHead(statusCode, args[0] as string, headers)
      : super.writeHead(statusCode, headers);
  }
}

/** Node also takes headers as `[name, value, name, value]` or `[[name, value], ...]`. */
function pairsToHeaders(pairs: unknown[]): OutgoingHeaders {
  const headers: OutgoingHeaders = {};
  const add = (name: string, value: string) => {
    const had = headers[name];
    headers[name] =
      had === undefined ? value : [...(Array.isArray(had) ? had : [String(had)]), value];
  };
  if (Array.isArray(pairs[0]))
    for (const [name, value] of pairs as [string, string][]) add(name, value);
  else for (let i = 0; i + 1 < pairs.length; i += 2) add(String(pairs[i]), String(pairs[i + 1]));
  return headers;
}

/** Whether the response is written by a `SecureServerResponse`, which sets the headers itself. */
export const writtenSecurely = (c: Context) =>
  (c.env as { outgoing?: unknown } | undefined)?.outgoing instanceof SecureServerResponse;

/**
 * The security headers and `no-store` on cookies (see `finalHeaders`) for responses that do
 * not go out through `SecureServerResponse`; costs nothing for those that do.
 */
export function securityHeaders(): MiddlewareHandler {
  const onFetchResponse: MiddlewareHandler = async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.delete('X-Powered-By');
    if (headers.has('set-cookie')) headers.set('Cache-Control', 'no-store');
  };
  return (c, next) => (writtenSecurely(c) ? next() : onFetchResponse(c, next));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests from other sites (CSRF). Browsers always send Origin on
 * cross-site POSTs, so a missing or foreign Origin on a mutation is refused. Scripts with an
 * API token (`Authorization: Bearer`, no cookie) are not browsers riding on a session: another
 * site cannot make a browser send that header without a CORS preflight, which we never allow.
 */
export function sameOriginMutations(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  // Not async: a read passes straight on, without a promise of its own.
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const tokenOnly =
      /^Bearer\s/i.test(requestHeader(c, 'authorization') ?? '') && !requestHeader(c, 'cookie');
    if (!tokenOnly) {
      const origin = requestHeader(c, 'origin');
      if (!origin || !trusted.has(origin)) {
        throw new AppError('forbidden', 'This request came from another site and was refused.');
      }
    }
    return next();
  };
}

/**
 * A NUL character in the address (`%00`) is refused before any route sees it: PostgreSQL
 * cannot store or compare text containing one, so an id like `a%00b` was a 500 there (and
 * a plain 404 on SQLite). No address of ours contains one.
 */
export const refuseNulInAddress = (): MiddlewareHandler => (c, next) => {
  const url = c.req.url;
  if (url.includes('%00') || url.includes('\u0000')) {
    throw new AppError('bad_request', 'The address contains a character that is not allowed.');
  }
  return next();
};
