import { type Kysely, sql } from 'kysely';
import { orderedTimes } from '../../db/ordered-times.ts';
import type { Database } from '../../db/schema.ts';
import type { Cursor } from './cursor.ts';

/** Who follows whom. The pair is the primary key, so following twice keeps one row. */
export function createFollowRepository(db: Kysely<Database>) {
  /** Followers of a user (`following_id` is them) or the people they follow. */
  async function page(
    side: 'followers' | 'following',
    userId: string,
    after: Cursor | null,
    limit: number,
  ) {
    const [mine, theirs] =
      side === 'followers'
        ? (['followers.following_id', 'followers.follower_id'] as const)
        : (['followers.follower_id', 'followers.following_id'] as const);
    let query = db
      .selectFrom('followers')
      .innerJoin('profiles', 'profiles.id', theirs)
      .select([
        'profiles.id',
        'profiles.username',
        'profiles.full_name',
        'profiles.avatar_url',
        'followers.created_at as followed_at',
      ])
      .where(mine, '=', userId);
    if (after) {
      const time = String(after.value);
      query = query.where((eb) =>
        eb.or([
          eb('followers.created_at', '<', time),
          eb.and([eb('followers.created_at', '=', time), eb(theirs, '<', after.id)]),
        ]),
      );
    }
    return await query
      .orderBy('followers.created_at', 'desc')
      .orderBy(theirs, 'desc')
      .limit(limit)
      .execute();
  }

  return {
    followersPage: (userId: string, after: Cursor | null, limit: number) =>
      page('followers', userId, after, limit),
    followingPage: (userId: string, after: Cursor | null, limit: number) =>
      page('following', userId, after, limit),

    async profileExists(userId: string) {
      const row = await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async follow(followerId: string, followingId: string) {
      await db
        .insertInto('followers')
        .values({
          follower_id: followerId,
          following_id: followingId,
          created_at: orderedTimes().toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async unfollow(followerId: string, followingId: string) {
      await db
        .deleteFrom('followers')
        .where('follower_id', '=', followerId)
        .where('following_id', '=', followingId)
        .execute();
    },

    /** Whether the viewer follows the user, and how many followers the user has now. */
    async followState(viewerId: string, userId: string) {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => [
          eb
            .selectFrom('followers')
            .select(eb.fn.countAll<number>().as('n'))
            .where('following_id', '=', userId)
            .as('follower_count'),
          eb
            .exists(
              eb
                .selectFrom('followers')
                .select(sql`1`.as('one'))
                .where('follower_id', '=', viewerId)
                .where('following_id', '=', userId),
            )
            .as('is_following'),
        ])
        .where('profiles.id', '=', userId)
        .executeTakeFirst();
      return row
        ? { isFollowing: Boolean(row.is_following), followerCount: Number(row.follower_count) }
        : undefined;
    },
  };
}

export type FollowRepository = ReturnType<typeof createFollowRepository>;

/** A person in a followers or following page, with when the follow began. */
export type FollowUserRow = Awaited<ReturnType<FollowRepository['followersPage']>>[number];
