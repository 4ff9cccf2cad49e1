import type { ApiToken, ApiTokenScope } from '@forkcast/core';
import type { Db } from '../db/database.ts';

/** Personal API tokens (migration 0010): only their SHA-256 is stored. */
export function createApiTokenRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      userId: string;
      name: string;
      scope: ApiTokenScope;
      tokenHash: string;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('api_tokens')
        .values({
          id: row.id,
          user_id: row.userId,
          name: row.name,
          scope: row.scope,
          token_hash: row.tokenHash,
          created_at: row.at,
          last_used_at: null,
        })
        .execute();
    },

    async listOf(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .selectFrom('api_tokens')
        .select(['id', 'name', 'scope', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        scope: r.scope,
        createdAt: r.created_at,
        lastUsedAt: r.last_used_at,
      }));
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('api_tokens')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The token's owner and profile, as the session read gives them. */
    async findByHash(tokenHash: string) {
      return db
        .selectFrom('api_tokens')
        .innerJoin('user', 'user.id', 'api_tokens.user_id')
        .leftJoin('profiles', 'profiles.id', 'api_tokens.user_id')
        .select([
          'api_tokens.id as tokenId',
          'api_tokens.scope',
          'api_tokens.last_used_at',
          'user.id',
          'user.email',
          'user.name',
          'profiles.username',
          'profiles.full_name',
          'profiles.location',
          'profiles.avatar_url',
        ])
        .where('api_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async touch(id: string, at: string): Promise<void> {
      await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof createApiTokenRepository>;
