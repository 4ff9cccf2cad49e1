import type { Db } from '../db/database.ts';

/**
 * Identifiers of reset links in Better Auth's verification table: `reset-password:<token>`
 * before decision 006, `reset-password-sha256:<hash>` since (see auth.ts).
 */
const RESET_LINK_IDENTIFIERS = 'reset-password%';

export type AccountUser = { id: string; email: string; name: string };

/** Reads and writes on Better Auth's tables that Better Auth does not make itself. */
export function createAccountRepository(db: Db) {
  const usersWithoutProfile = () =>
    db
      .selectFrom('user')
      .leftJoin('profiles', 'profiles.id', 'user.id')
      .select(['user.id', 'user.email', 'user.name'])
      .where('profiles.id', 'is', null);

  return {
    async findUser(id: string): Promise<AccountUser | undefined> {
      return await db
        .selectFrom('user')
        .select(['id', 'email', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async findUserWithoutProfile(id: string): Promise<AccountUser | undefined> {
      return await usersWithoutProfile().where('user.id', '=', id).executeTakeFirst();
    },

    async listUsersWithoutProfile(): Promise<AccountUser[]> {
      return await usersWithoutProfile().orderBy('user.id').execute();
    },

    async hasUserWithEmail(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasProfile(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findCredentialPasswordHash(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst();
      return row?.password ?? null;
    },

    async updateCredentialPasswordHash(userId: string, hash: string): Promise<void> {
      await db
        .updateTable('account')
        .set({ password: hash, updatedAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .execute();
    },

    /** Every session of the user but the one given (sign out everywhere else). */
    async deleteOtherSessions(userId: string, keepSessionId: string): Promise<void> {
      await db
        .deleteFrom('session')
        .where('userId', '=', userId)
        .where('id', '<>', keepSessionId)
        .execute();
    },

    /**
     * Every personal API token of the user: a new password ends every way in that the old one
     * could have opened, tokens minted from a taken-over session included.
     */
    async deleteApiTokens(userId: string): Promise<void> {
      await db.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
    },

    /** Every reset link of the user still waiting to be used. */
    async deleteResetLinks(userId: string): Promise<void> {
      await db
        .deleteFrom('verification')
        .where('value', '=', userId)
        .where('identifier', 'like', RESET_LINK_IDENTIFIERS)
        .execute();
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
