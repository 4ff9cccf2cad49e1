import type { FeedTab } from '@forkcast/core';

/** The tabs of posts the app pages through: the two feed tabs and one's saved posts. */
export type PostListKind = FeedTab | 'saved';

/** Query keys of the social screens; every post list starts with `feeds`. */
export const socialKeys = {
  feeds: ['social', 'feed'] as const,
  feed: (kind: PostListKind) => ['social', 'feed', kind] as const,
  post: (postId: string) => ['social', 'post', postId] as const,
  comments: (postId: string) => ['social', 'comments', postId] as const,
  profiles: ['social', 'profile'] as const,
  profile: (userId: string) => ['social', 'profile', userId] as const,
  follows: (userId: string, side: 'followers' | 'following') =>
    ['social', 'follows', userId, side] as const,
  savedRecipes: ['social', 'saved-recipes'] as const,
  recipeReactions: (mealId: string) => ['social', 'recipe-reactions', mealId] as const,
};

/** Spec section 9: feed data stays fresh 60 s, comments 30 s; neither reloads on focus. */
export const FEED_FRESH_MS = 60_000;
export const COMMENTS_FRESH_MS = 30_000;

/** `?cursor=` for the next page, or nothing for the first. */
export const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
