import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function createProfileRepository(db: Db) {
  return {
    /** Inserts the profile; returns false when the username was taken meanwhile. */
    async insertProfile(profile: {
      id: string;
      username: string;
      fullName: string | null;
    }): Promise<boolean> {
      const result = await db
        .insertInto('profiles')
        .values({
          id: profile.id,
          username: profile.username,
          full_name: profile.fullName,
          updated_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The user with this username, compared as the unique index does (case-insensitive). */
    async findIdByUsername(username: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
