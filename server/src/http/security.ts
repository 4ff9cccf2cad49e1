import { AppError } from '@forkcast/core';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * No inline scripts anywhere (the SPA is a bundle), no framing. Inline styles stay allowed:
 * React style props and the toast library use them, and they cannot run code.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: 'max-age=15552000; includeSubDomains',
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests from other sites (CSRF). Browsers always send Origin on
 * cross-site POSTs, so a missing or foreign Origin on a mutation is refused. Scripts with an
 * API token (`Authorization: Bearer`, no cookie) are not browsers riding on a session: another
 * site cannot make a browser send that header without a CORS preflight, which we never allow.
 */
export function sameOriginMutations(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    const tokenOnly =
      /^Bearer\s/i.test(c.req.header('authorization') ?? '') && !c.req.header('cookie');
    if (!SAFE_METHODS.has(c.req.method) && !tokenOnly) {
      const origin = c.req.header('origin');
      if (!origin || !trusted.has(origin)) {
        throw new AppError('forbidden', 'This request came from another site and was refused.');
      }
    }
    await next();
  };
}

/**
 * A response that sets or clears a cookie (sign-in, sign-up, sign-out, device trust) must never
 * be stored by a browser or a shared cache and replayed to someone else.
 */
export function noStoreWhenSettingCookies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('set-cookie')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * A NUL character in the address (`%00`) is refused before any route sees it: PostgreSQL
 * cannot store or compare text containing one, so an id like `a%00b` was a 500 there (and
 * a plain 404 on SQLite). No address of ours contains one.
 */
export const refuseNulInAddress = (): MiddlewareHandler => async (c, next) => {
  const url = c.req.url;
  if (url.includes('%00') || url.includes('\u0000')) {
    throw new AppError('bad_request', 'The address contains a character that is not allowed.');
  }
  await next();
};
