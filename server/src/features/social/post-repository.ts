import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { orderedTimes } from '../../db/ordered-times.ts';
import { prepareQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { Cursor } from './cursor.ts';

type Eb = ExpressionBuilder<Database, 'posts'>;

/**
 * Posts, comments, post likes and saves. Every page is one query: authors, meal names, counts
 * (kept on the post by triggers, migration 0006) and the viewer's flags come with the posts.
 */
export function createPostRepository(db: Kysely<Database>) {
  /** The viewer's own like or save of the post in the row, as a column; false when signed out. */
  const viewerFlag = (table: 'post_likes' | 'saved_posts', viewerId: string | null) => (eb: Eb) =>
    viewerId
      ? eb
          .exists(
            eb
              .selectFrom(table)
              .select(sql`1`.as('one'))
              .whereRef(`${table}.post_id`, '=', 'posts.id')
              .where(`${table}.user_id`, '=', viewerId),
          )
          .as(table === 'post_likes' ? 'is_liked' : 'is_saved')
      : sql<number>`0`.as(table === 'post_likes' ? 'is_liked' : 'is_saved');

  function postsSeenBy(viewerId: string | null) {
    return db
      .selectFrom('posts')
      .leftJoin('profiles', 'profiles.id', 'posts.user_id')
      .leftJoin('meals', 'meals.id', 'posts.meal_id')
      .select([
        'posts.id',
        'posts.user_id',
        'posts.post_type',
        'posts.media_url',
        'posts.text_content',
        'posts.meal_id',
        'meals.name as meal_name',
        'posts.created_at',
        'posts.like_count',
        'posts.comment_count',
        'posts.save_count',
        'posts.hot_score',
        'profiles.username',
        'profiles.full_name',
        'profiles.avatar_url',
      ])
      .select((eb) => [
        viewerFlag('post_likes', viewerId)(eb),
        viewerFlag('saved_posts', viewerId)(eb),
      ]);
  }

  function commentsWithAuthors() {
    return db
      .selectFrom('post_comments')
      .leftJoin('profiles', 'profiles.id', 'post_comments.user_id')
      .select([
        'post_comments.id',
        'post_comments.post_id',
        'post_comments.user_id',
        'post_comments.text',
        'post_comments.created_at',
        'profiles.username',
        'profiles.full_name',
        'profiles.avatar_url',
      ]);
  }

  /** Popular: highest rank first (engagement decaying with age, see migration 0006). */
  function popularQuery(viewerId: string | null, after: Cursor | null, limit: number) {
    let query = postsSeenBy(viewerId);
    if (after) {
      const score = after.value as number;
      query = query.where((eb) =>
        eb.or([
          eb('posts.hot_score', '<', score),
          eb.and([eb('posts.hot_score', '=', score), eb('posts.id', '<', after.id)]),
        ]),
      );
    }
    return query.orderBy('posts.hot_score', 'desc').orderBy('posts.id', 'desc').limit(limit);
  }

  /** Following: the posts of people the viewer follows, and their own, newest first. */
  function followingQuery(viewerId: string, after: Cursor | null, limit: number) {
    // Compared as `user_id || ''`, which no index serves: both planners then walk the posts
    // newest first (index on created_at, id, user_id) and stop after a page of matches.
    // Through the user index they would fetch every post of every followed cook and sort
    // them all (10,000 rows in the bench).
    const author = sql<string>`posts.user_id || ''`;
    let query = postsSeenBy(viewerId).where((eb) =>
      eb.or([
        eb(author, '=', viewerId),
        eb(
          author,
          'in',
          eb.selectFrom('followers').select('following_id').where('follower_id', '=', viewerId),
        ),
      ]),
    );
    if (after) query = query.where(olderThan('posts.created_at', 'posts.id', after));
    return query.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc').limit(limit);
  }

  /** The viewer's saved posts, most recently saved first; the cursor is the save's time. */
  function savedQuery(viewerId: string, after: Cursor | null, limit: number) {
    let query = postsSeenBy(viewerId)
      .innerJoin('saved_posts as mine', (join) =>
        join.onRef('mine.post_id', '=', 'posts.id').on('mine.user_id', '=', viewerId),
      )
      .select('mine.created_at as saved_at');
    if (after) query = query.where(olderThan('mine.created_at', 'posts.id', after));
    return query.orderBy('mine.created_at', 'desc').orderBy('posts.id', 'desc').limit(limit);
  }

  // A feed page is read on every visit and carries no version (decision 020): each shape of
  // page query is built and compiled once (db/prepared.ts), then run with the page's values.
  const slots = ['viewerId', 'limit', 'value', 'afterId'] as const;
  const cursorIn = (slot: Record<(typeof slots)[number], never>) => ({
    value: slot.value,
    id: slot.afterId,
  });
  const feedQueries = {
    popular: {
      signedOut: prepareQuery(db, slots, (_db, slot) => popularQuery(null, null, slot.limit)),
      signedOutAfter: prepareQuery(db, slots, (_db, slot) =>
        popularQuery(null, cursorIn(slot), slot.limit),
      ),
      signedIn: prepareQuery(db, slots, (_db, slot) =>
        popularQuery(slot.viewerId, null, slot.limit),
      ),
      signedInAfter: prepareQuery(db, slots, (_db, slot) =>
        popularQuery(slot.viewerId, cursorIn(slot), slot.limit),
      ),
    },
    following: {
      first: prepareQuery(db, slots, (_db, slot) =>
        followingQuery(slot.viewerId, null, slot.limit),
      ),
      after: prepareQuery(db, slots, (_db, slot) =>
        followingQuery(slot.viewerId, cursorIn(slot), slot.limit),
      ),
    },
    saved: {
      first: prepareQuery(db, slots, (_db, slot) => savedQuery(slot.viewerId, null, slot.limit)),
      after: prepareQuery(db, slots, (_db, slot) =>
        savedQuery(slot.viewerId, cursorIn(slot), slot.limit),
      ),
    },
  };
  const pageValues = (viewerId: string | null, after: Cursor | null, limit: number) => ({
    viewerId,
    limit,
    value: after?.value ?? null,
    afterId: after?.id ?? null,
  });

  return {
    async popularPage(viewerId: string | null, after: Cursor | null, limit: number) {
      const { popular } = feedQueries;
      const query = viewerId
        ? after
          ? popular.signedInAfter
          : popular.signedIn
        : after
          ? popular.signedOutAfter
          : popular.signedOut;
      return await query.run(
        pageValues(viewerId, after && { ...after, value: Number(after.value) }, limit),
      );
    },

    async followingPage(viewerId: string, after: Cursor | null, limit: number) {
      const { following } = feedQueries;
      return await (after ? following.after : following.first).run(
        pageValues(viewerId, after && { ...after, value: String(after.value) }, limit),
      );
    },

    async savedPage(viewerId: string, after: Cursor | null, limit: number) {
      const { saved } = feedQueries;
      return await (after ? saved.after : saved.first).run(
        pageValues(viewerId, after && { ...after, value: String(after.value) }, limit),
      );
    },

    async findPost(postId: string, viewerId: string | null) {
      return await postsSeenBy(viewerId).where('posts.id', '=', postId).executeTakeFirst();
    },

    async findPostOwner(postId: string) {
      return await db
        .selectFrom('posts')
        .select(['user_id', 'media_url'])
        .where('id', '=', postId)
        .executeTakeFirst();
    },

    async insertPost(post: {
      id: string;
      userId: string;
      postType: 'text' | 'media';
      mediaUrl: string | null;
      text: string | null;
      mealId: string | null;
      createdAt: string;
    }) {
      await db
        .insertInto('posts')
        .values({
          id: post.id,
          user_id: post.userId,
          post_type: post.postType,
          media_url: post.mediaUrl,
          text_content: post.text,
          meal_id: post.mealId,
          created_at: post.createdAt,
        })
        .execute();
    },

    async deletePost(postId: string) {
      await db.deleteFrom('posts').where('id', '=', postId).execute();
    },

    /** Adds the like or save unless it is there already (a double click makes one row). */
    async addReaction(table: 'post_likes' | 'saved_posts', postId: string, userId: string) {
      await db
        .insertInto(table)
        .values({ post_id: postId, user_id: userId, created_at: orderedTimes().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async removeReaction(table: 'post_likes' | 'saved_posts', postId: string, userId: string) {
      await db
        .deleteFrom(table)
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** The counters and the viewer's flags after a toggle, in one read. */
    async reactionState(postId: string, userId: string) {
      const row = await db
        .selectFrom('posts')
        .select(['like_count', 'save_count'])
        .select((eb) => [
          viewerFlag('post_likes', userId)(eb),
          viewerFlag('saved_posts', userId)(eb),
        ])
        .where('posts.id', '=', postId)
        .executeTakeFirst();
      return row;
    },

    async commentsPage(postId: string, after: Cursor | null, limit: number) {
      let query = commentsWithAuthors().where('post_comments.post_id', '=', postId);
      if (after) {
        query = query.where(olderThan('post_comments.created_at', 'post_comments.id', after));
      }
      return await query
        .orderBy('post_comments.created_at', 'desc')
        .orderBy('post_comments.id', 'desc')
        .limit(limit)
        .execute();
    },

    async insertComment(comment: {
      id: string;
      postId: string;
      userId: string;
      text: string;
      createdAt: string;
    }) {
      await db
        .insertInto('post_comments')
        .values({
          id: comment.id,
          post_id: comment.postId,
          user_id: comment.userId,
          text: comment.text,
          created_at: comment.createdAt,
        })
        .execute();
    },

    async findCommentView(commentId: string) {
      return await commentsWithAuthors()
        .where('post_comments.id', '=', commentId)
        .executeTakeFirst();
    },

    async findComment(commentId: string) {
      return await db
        .selectFrom('post_comments')
        .select(['id', 'post_id', 'user_id'])
        .where('id', '=', commentId)
        .executeTakeFirst();
    },

    async deleteComment(commentId: string) {
      await db.deleteFrom('post_comments').where('id', '=', commentId).execute();
    },

    async commentCount(postId: string) {
      const row = await db
        .selectFrom('posts')
        .select('comment_count')
        .where('id', '=', postId)
        .executeTakeFirst();
      return row ? Number(row.comment_count) : 0;
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;

/** A post with its author, its meal's name and the viewer's flags, as Kysely infers it. */
export type PostRow = NonNullable<Awaited<ReturnType<PostRepository['findPost']>>>;
export type SavedPostRow = Awaited<ReturnType<PostRepository['savedPage']>>[number];
/** A comment with its author. */
export type CommentRow = NonNullable<Awaited<ReturnType<PostRepository['findCommentView']>>>;

/** Rows after the cursor in a newest-first order: older, or as old with a smaller id. */
function olderThan(timeColumn: string, idColumn: string, after: Cursor) {
  const time = String(after.value);
  // biome-ignore lint/suspicious/noExplicitAny: the column names are this module's own literals.
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or([
      eb(timeColumn, '<', time),
      eb.and([eb(timeColumn, '=', time), eb(idColumn, '<', after.id)]),
    ]);
}
