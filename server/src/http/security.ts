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
 * cross-site POSTs, so a missing or foreign Origin on a mutation is refused.
 */
export function sameOriginMutations(trustedOrigins: string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
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
