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
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
