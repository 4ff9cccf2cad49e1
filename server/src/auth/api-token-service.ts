import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type ApiToken, AppError, type CreateApiTokenInput } from '@forkcast/core';
import type { ApiTokenRepository } from './api-token-repository.ts';

/** Recognisable in logs and secret scanners; 32 random bytes after it. */
const TOKEN_PREFIX = 'fct_';

/** Only this digest of a token is stored; a bearer's token is looked up by it. */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Personal API tokens (Settings > API tokens): minted, listed and revoked by their owner. */
export function createApiTokenService(deps: { repo: ApiTokenRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();
  return {
    /** A new token: the token itself is in this answer and nowhere else, ever. */
    async create(
      userId: string,
      input: CreateApiTokenInput,
    ): Promise<{ token: string; apiToken: ApiToken }> {
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const id = randomUUID();
      const at = now();
      await repo.insert({ id, userId, ...input, tokenHash: hashApiToken(token), at });
      return { token, apiToken: { id, ...input, createdAt: at, lastUsedAt: null } };
    },

    list: (userId: string) => repo.listOf(userId),

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) {
        throw new AppError('not_found', 'We could not find that token.');
      }
    },
  };
}

export type ApiTokenService = ReturnType<typeof createApiTokenService>;
