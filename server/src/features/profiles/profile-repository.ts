import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type ProfileRow = Selectable<Database['profiles']>;

/** SQLite and PostgreSQL name a unique-index violation differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

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

    /** A profile with its follower counts and whether the viewer follows it, in one read. */
    async findProfileView(profileId: string, viewerId: string) {
      return await db
        .selectFrom('profiles')
        .select((eb) => [
          'profiles.id',
          'profiles.username',
          'profiles.full_name',
          'profiles.location',
          'profiles.avatar_url',
          eb
            .selectFrom('followers')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('followers.following_id', '=', 'profiles.id')
            .as('follower_count'),
          eb
            .selectFrom('followers')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('followers.follower_id', '=', 'profiles.id')
            .as('following_count'),
          eb
            .exists(
              eb
                .selectFrom('followers')
                .select(sql`1`.as('one'))
                .whereRef('followers.following_id', '=', 'profiles.id')
                .where('followers.follower_id', '=', viewerId),
            )
            .as('is_following'),
        ])
        .where('profiles.id', '=', profileId)
        .executeTakeFirst();
    },

    /**
     * Saves the profile's fields. 'taken' when another profile has the username in any case
     * (the unique index on lower(username) decides, so two people racing cannot both win).
     */
    async updateProfile(
      id: string,
      fields: { username: string; fullName: string | null; location: string | null },
    ): Promise<'updated' | 'taken' | 'missing'> {
      try {
        const result = await db
          .updateTable('profiles')
          .set({
            username: fields.username,
            full_name: fields.fullName,
            location: fields.location,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? 'updated' : 'missing';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async avatarUrl(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('profiles')
        .select('avatar_url')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.avatar_url ?? null;
    },

    async setAvatarUrl(id: string, url: string): Promise<boolean> {
      const result = await db
        .updateTable('profiles')
        .set({ avatar_url: url, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
