import { randomUUID } from 'node:crypto';
import {
  AppError,
  type CommentPage,
  type CreatePost,
  type FeedPage,
  type FeedPost,
  type FeedTab,
  type FollowPage,
  type FollowState,
  type PostComment,
  type PostLikeState,
  type PostSaveState,
  type ProfileMeal,
  type RecipeReactions,
  type SavedRecipe,
  SOCIAL_LIMITS,
  type UserRef,
} from '@forkcast/core';
import { orderedTimes } from '../../db/ordered-times.ts';
import { discardPhoto, storePhoto } from '../../providers/images/stored-photo.ts';
import type { Logger } from '../../providers/logger.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { decodeCursor, encodeCursor, toPage } from './cursor.ts';
import type { FollowRepository, FollowUserRow } from './follow-repository.ts';
import type { CommentRow, PostRepository, PostRow } from './post-repository.ts';
import type { MealCardRow, RecipeRepository } from './recipe-repository.ts';

export type SocialServiceDeps = {
  posts: PostRepository;
  follows: FollowRepository;
  recipes: RecipeRepository;
  storage: Storage;
  logger: Logger;
  /**
   * Whether the user may see the meal (their own, in one of their lists, or shared). A meal
   * is liked, saved or attached to a post only by someone who can see it.
   */
  canReadMeal: (userId: string, mealId: string) => Promise<boolean>;
  /** Caps on new posts and comments per user, so that a script cannot flood the feed. */
  postLimiter: RateLimiter;
  /**
   * A mark that moves with any write to the database, where it can tell cheaply (SQLite,
   * db/change-mark.ts): a feed page is then versioned by it, kept and revalidated.
   */
  changeMark?: () => Promise<string>;
  commentLimiter: RateLimiter;
};

const postNotFound = () => new AppError('not_found', 'This post is no longer available.');
const mealNotFound = () => new AppError('not_found', 'Could not find this recipe');
const userNotFound = () => new AppError('not_found', 'We could not find that cook.');
const reactionTable = { like: 'post_likes', save: 'saved_posts' } as const;
const recipeTable = { like: 'recipe_likes', save: 'recipe_saves' } as const;

function userRef(id: string, row: Pick<PostRow, 'username' | 'full_name' | 'avatar_url'>): UserRef {
  return {
    id,
    username: row.username ?? '',
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
  };
}

function toFeedPost(row: PostRow, viewerId: string | null): FeedPost {
  return {
    id: row.id,
    author: userRef(row.user_id, row),
    postType: row.post_type,
    text: row.text_content,
    imageUrl: row.media_url,
    meal: row.meal_id ? { id: row.meal_id, name: row.meal_name ?? '' } : null,
    createdAt: row.created_at,
    // Counters are kept by the database and never go below zero; Math.max guards old rows.
    likeCount: Math.max(0, Number(row.like_count)),
    commentCount: Math.max(0, Number(row.comment_count)),
    saveCount: Math.max(0, Number(row.save_count)),
    isLikedByUser: Boolean(row.is_liked),
    isSavedByUser: Boolean(row.is_saved),
    isOwn: viewerId !== null && row.user_id === viewerId,
  };
}

function toComment(row: CommentRow, viewerId: string | null): PostComment {
  return {
    id: row.id,
    postId: row.post_id,
    author: userRef(row.user_id, row),
    text: row.text,
    createdAt: row.created_at,
    isOwn: viewerId !== null && row.user_id === viewerId,
  };
}

function toMealCard(row: MealCardRow): ProfileMeal {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    likeCount: Number(row.like_count),
    listId: row.list_id ?? null,
  };
}

/** Posts, the feed, comments, likes and saves, follows and recipe reactions. */
export function createSocialService(deps: SocialServiceDeps) {
  const { posts, follows, recipes } = deps;
  const pageSize = SOCIAL_LIMITS.feedPageSize;

  function feedPage<Row extends PostRow>(
    rows: Row[],
    viewerId: string | null,
    cursorOf: (row: Row) => string | number,
  ): FeedPage {
    const page = toPage(rows, pageSize, (row) => ({ value: cursorOf(row), id: row.id }));
    return {
      posts: page.items.map((row) => toFeedPost(row, viewerId)),
      nextCursor: page.nextCursor,
    };
  }

  async function requirePost(postId: string) {
    const post = await posts.findPostOwner(postId);
    if (!post) throw postNotFound();
    return post;
  }

  async function requireReadableMeal(userId: string, mealId: string) {
    if (!(await deps.canReadMeal(userId, mealId))) throw mealNotFound();
  }

  async function requireFollowable(viewerId: string, userId: string) {
    if (viewerId === userId) throw new AppError('bad_request', 'You cannot follow yourself.');
    if (!(await follows.profileExists(userId))) throw userNotFound();
  }

  const forgetPicture = (url: string | null) => discardPhoto(deps.storage, url, deps.logger);

  function followPage(rows: FollowUserRow[]): FollowPage {
    const page = toPage(rows, SOCIAL_LIMITS.followPageSize, (row) => ({
      value: row.followed_at,
      id: row.id,
    }));
    return { users: page.items.map((row) => userRef(row.id, row)), nextCursor: page.nextCursor };
  }

  const service = {
    async feed(tab: FeedTab, viewerId: string | null, rawCursor?: string): Promise<FeedPage> {
      if (tab === 'popular') {
        const after = decodeCursor(rawCursor, 'number');
        const rows = await posts.popularPage(viewerId, after, pageSize + 1);
        return feedPage(rows, viewerId, (row) => Number(row.hot_score));
      }
      const after = decodeCursor(rawCursor, 'string');
      // The spec: the Following tab shows nothing to a signed-out visitor.
      if (!viewerId) return { posts: [], nextCursor: null };
      const rows = await posts.followingPage(viewerId, after, pageSize + 1);
      return feedPage(rows, viewerId, (row) => row.created_at);
    },

    /**
     * A feed page to read (popular, following, or the viewer's saved posts), and its version
     * when the database has a change mark: the tab, the viewer (their flags are in the page),
     * the page and the mark. Without a mark (PostgreSQL) the version is null and every read
     * builds the page (decision 020). A damaged cursor is a 400 before anything is read.
     */
    async readFeed(
      tab: FeedTab | 'saved',
      viewerId: string | null,
      rawCursor?: string,
    ): Promise<{ version: string | null; page: () => Promise<FeedPage> }> {
      const after = decodeCursor(rawCursor, tab === 'popular' ? 'number' : 'string');
      const page = () =>
        tab === 'saved'
          ? service.savedPosts(viewerId ?? '', rawCursor)
          : service.feed(tab, viewerId, rawCursor);
      const mark = await deps.changeMark?.();
      if (mark === undefined) return { version: null, page };
      // The cursor as we write it (the client's text may carry anything a header cannot).
      const from = after ? encodeCursor(after) : '';
      return { version: [tab, viewerId ?? '-', from, mark].join('.'), page };
    },

    async savedPosts(viewerId: string, rawCursor?: string): Promise<FeedPage> {
      const after = decodeCursor(rawCursor, 'string');
      const rows = await posts.savedPage(viewerId, after, pageSize + 1);
      return feedPage(rows, viewerId, (row) => row.saved_at);
    },

    async getPost(postId: string, viewerId: string | null): Promise<FeedPost> {
      const row = await posts.findPost(postId, viewerId);
      if (!row) throw postNotFound();
      return toFeedPost(row, viewerId);
    },

    async createPost(userId: string, input: CreatePost, image: Uint8Array | null) {
      await deps.postLimiter.consume(userId);
      if (input.mealId) await requireReadableMeal(userId, input.mealId);
      let mediaUrl: string | null = null;
      if (image) {
        mediaUrl = await storePhoto(deps.storage, 'posts', image);
      }
      const id = randomUUID();
      try {
        await posts.insertPost({
          id,
          userId,
          postType: mediaUrl ? 'media' : 'text',
          mediaUrl,
          text: input.text === '' ? null : input.text,
          mealId: input.mealId,
          // The feed is ordered by time: two posts of one millisecond keep their order.
          createdAt: orderedTimes().toISOString(),
        });
      } catch (error) {
        // No post, no picture: the stored file would belong to nothing.
        await forgetPicture(mediaUrl);
        throw error;
      }
      const row = await posts.findPost(id, userId);
      if (!row) throw postNotFound();
      return toFeedPost(row, userId);
    },

    async deletePost(userId: string, postId: string) {
      const post = await requirePost(postId);
      if (post.user_id !== userId) {
        throw new AppError('forbidden', 'Only the author can delete this post.');
      }
      await posts.deletePost(postId);
      await forgetPicture(post.media_url);
    },

    /** Likes or saves a post; repeating it changes nothing. Answers the post's new state. */
    async addPostReaction(
      kind: 'like' | 'save',
      userId: string,
      postId: string,
    ): Promise<PostLikeState | PostSaveState> {
      await requirePost(postId);
      await posts.addReaction(reactionTable[kind], postId, userId);
      const state = await posts.reactionState(postId, userId);
      // Deleted by its author in between: the reaction went with it.
      if (!state) throw postNotFound();
      return kind === 'like'
        ? { isLiked: Boolean(state.is_liked), likeCount: Math.max(0, Number(state.like_count)) }
        : { isSaved: Boolean(state.is_saved), saveCount: Math.max(0, Number(state.save_count)) };
    },

    /** Takes a like or save of a post back; repeating it changes nothing. */
    async removePostReaction(kind: 'like' | 'save', userId: string, postId: string) {
      await requirePost(postId);
      await posts.removeReaction(reactionTable[kind], postId, userId);
    },

    async comments(
      postId: string,
      viewerId: string | null,
      rawCursor?: string,
    ): Promise<CommentPage> {
      const after = decodeCursor(rawCursor, 'string');
      await requirePost(postId);
      const rows = await posts.commentsPage(postId, after, SOCIAL_LIMITS.commentPageSize + 1);
      const page = toPage(rows, SOCIAL_LIMITS.commentPageSize, (row) => ({
        value: row.created_at,
        id: row.id,
      }));
      return {
        comments: page.items.map((row) => toComment(row, viewerId)),
        nextCursor: page.nextCursor,
      };
    },

    async addComment(userId: string, postId: string, text: string) {
      await requirePost(postId);
      await deps.commentLimiter.consume(userId);
      const id = randomUUID();
      const createdAt = orderedTimes().toISOString();
      await posts.insertComment({ id, postId, userId, text, createdAt });
      const row = await posts.findCommentView(id);
      if (!row) throw postNotFound();
      return { comment: toComment(row, userId), commentCount: await posts.commentCount(postId) };
    },

    async deleteComment(userId: string, commentId: string) {
      const comment = await posts.findComment(commentId);
      if (!comment) throw new AppError('not_found', 'This comment is no longer available.');
      if (comment.user_id !== userId) {
        throw new AppError('forbidden', 'Only the author can delete this comment.');
      }
      await posts.deleteComment(commentId);
    },

    async follow(viewerId: string, userId: string): Promise<FollowState> {
      await requireFollowable(viewerId, userId);
      await follows.follow(viewerId, userId);
      const state = await follows.followState(viewerId, userId);
      if (!state) throw userNotFound();
      return state;
    },

    async unfollow(viewerId: string, userId: string): Promise<void> {
      await requireFollowable(viewerId, userId);
      await follows.unfollow(viewerId, userId);
    },

    async followList(side: 'followers' | 'following', userId: string, rawCursor?: string) {
      const after = decodeCursor(rawCursor, 'string');
      if (!(await follows.profileExists(userId))) throw userNotFound();
      const limit = SOCIAL_LIMITS.followPageSize + 1;
      const rows =
        side === 'followers'
          ? await follows.followersPage(userId, after, limit)
          : await follows.followingPage(userId, after, limit);
      return followPage(rows);
    },

    async recipeReactions(userId: string, mealId: string): Promise<RecipeReactions> {
      await requireReadableMeal(userId, mealId);
      const state = await recipes.reactions(mealId, userId);
      if (!state) throw mealNotFound();
      return state;
    },

    /** Likes or saves a recipe (on) or takes it back (off); repeating either changes nothing. */
    /** Likes or saves a recipe the user can see; answers its new reactions. */
    async addRecipeReaction(
      kind: 'like' | 'save',
      userId: string,
      mealId: string,
    ): Promise<RecipeReactions> {
      await requireReadableMeal(userId, mealId);
      await recipes.add(recipeTable[kind], mealId, userId);
      const state = await recipes.reactions(mealId, userId);
      if (!state) throw mealNotFound();
      return state;
    },

    async removeRecipeReaction(kind: 'like' | 'save', userId: string, mealId: string) {
      await requireReadableMeal(userId, mealId);
      await recipes.remove(recipeTable[kind], mealId, userId);
    },

    async savedRecipes(userId: string, rawCursor?: string) {
      const after = decodeCursor(rawCursor, 'string');
      const rows = await recipes.savedPage(userId, after, pageSize + 1);
      const page = toPage(rows, pageSize, (row) => ({ value: row.saved_at, id: row.id }));
      const items: SavedRecipe[] = page.items.map((row) => ({
        ...toMealCard(row),
        creator: row.creator_id ? userRef(row.creator_id, row) : null,
      }));
      return { recipes: items, nextCursor: page.nextCursor };
    },

    /**
     * The meal carousels of a profile: all of one's own meals, only the shared ones (attached
     * to a post) of anyone else.
     */
    async profileMeals(ownerId: string, viewerId: string) {
      const meals = await recipes.profileMeals(ownerId, viewerId, {
        sharedOnly: ownerId !== viewerId,
        newest: SOCIAL_LIMITS.sharedMeals,
        popular: SOCIAL_LIMITS.popularMeals,
      });
      return {
        mealCount: meals.total,
        sharedMeals: meals.newest.map(toMealCard),
        popularMeals: meals.popular.map(toMealCard),
      };
    },
  };
  return service;
}

export type SocialService = ReturnType<typeof createSocialService>;
