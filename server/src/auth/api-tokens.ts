import { AppError, createApiTokenSchema } from '@forkcast/core';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestHeader } from '../http/request-header.ts';
import { readJson } from '../http/validate.ts';
import type { ApiTokenService } from './api-token-service.ts';
import type { AuthEnv, SessionReader } from './session.ts';

// The session reader looks bearers up by this digest.
export { hashApiToken } from './api-token-service.ts';

/** The token of an `Authorization: Bearer` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export const TOKENS_CANNOT = 'API tokens cannot change the password, email or tokens.';

/**
 * What a token may never reach, whatever its scope: the account's password and email, and the
 * tokens themselves (a leaked token must not mint or keep others). Only a signed-in browser
 * session can.
 */
export function refuseTokensOn(prefixes: string[]): MiddlewareHandler {
  // Not async: the requests it lets through (nearly all) go straight on.
  return (c, next) => {
    if (
      prefixes.some((p) => c.req.path.startsWith(p)) &&
      bearerToken(requestHeader(c, 'authorization'))
    ) {
      throw new AppError('forbidden', TOKENS_CANNOT);
    }
    return next();
  };
}

/** /api/tokens: personal API tokens (Settings > API tokens). */
export function createApiTokenRoutes(deps: { tokens: ApiTokenService; sessions: SessionReader }) {
  const { tokens } = deps;
  return (
    new Hono<AuthEnv>()
      .use('*', deps.sessions.requireUser)
      // The only time the token is ever shown.
      .post('/', async (c) =>
        c.json(await tokens.create(c.var.user.id, await readJson(c, createApiTokenSchema)), 201),
      )
      .get('/', async (c) => c.json({ tokens: await tokens.list(c.var.user.id) }, 200))
      .delete('/:id', async (c) => {
        await tokens.revoke(c.var.user.id, c.req.param('id'));
        return c.body(null, 204);
      })
  );
}
