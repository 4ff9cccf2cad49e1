import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ApiToken, AppError, createApiTokenSchema } from '@forkcast/core';
import { Hono, type MiddlewareHandler } from 'hono';
import { readJson } from '../http/validate.ts';
import type { ApiTokenRepository } from './api-token-repository.ts';
import type { AuthEnv, SessionReader } from './session.ts';

/** Recognisable in logs and secret scanners; 32 random bytes after it. */
const TOKEN_PREFIX = 'fct_';

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  return async (c, next) => {
    if (
      bearerToken(c.req.header('authorization')) &&
      prefixes.some((p) => c.req.path.startsWith(p))
    ) {
      throw new AppError('forbidden', TOKENS_CANNOT);
    }
    await next();
  };
}

/** /api/tokens: personal API tokens (Settings > API tokens). */
export function createApiTokenRoutes(deps: { repo: ApiTokenRepository; sessions: SessionReader }) {
  const { repo } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .post('/', async (c) => {
      const input = await readJson(c, createApiTokenSchema);
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = randomUUID();
      const at = new Date().toISOString();
      await repo.insert({
        id,
        userId: c.var.user.id,
        ...input,
        tokenHash: hashApiToken(token),
        at,
      });
      const apiToken: ApiToken = { id, ...input, createdAt: at, lastUsedAt: null };
      // The only time the token is ever shown.
      return c.json({ token, apiToken }, 201);
    })
    .get('/', async (c) => c.json({ tokens: await repo.listOf(c.var.user.id) }, 200))
    .delete('/:id', async (c) => {
      if (!(await repo.delete(c.var.user.id, c.req.param('id')))) {
        throw new AppError('not_found', 'We could not find that token.');
      }
      return c.body(null, 204);
    });
}
