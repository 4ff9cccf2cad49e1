import type { FeedPage, FeedPost, ProfileDetail } from '@forkcast/core';

/** A post as the API answers it, for component tests. */
export function aPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: 'post-1',
    author: { id: 'user-ana', username: 'ana', fullName: 'Ana Baker', avatarUrl: null },
    postType: 'text',
    text: 'Tomato soup tonight',
    imageUrl: null,
    meal: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    likeCount: 2,
    commentCount: 0,
    saveCount: 0,
    isLikedByUser: false,
    isSavedByUser: false,
    isOwn: false,
    ...overrides,
  };
}

export const aPage = (posts: FeedPost[], nextCursor: string | null = null): FeedPage => ({
  posts,
  nextCursor,
});

export function aProfile(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return {
    user: {
      id: 'user-ana',
      username: 'ana',
      fullName: 'Ana Baker',
      avatarUrl: null,
      location: 'Lyon',
    },
    isSelf: false,
    isFollowing: false,
    followerCount: 3,
    followingCount: 1,
    mealCount: 1,
    sharedMeals: [
      {
        id: 'meal-1',
        name: 'Tomato soup',
        description: '',
        imageUrl: null,
        likeCount: 4,
        listId: null,
      },
    ],
    popularMeals: [],
    ...overrides,
  };
}
