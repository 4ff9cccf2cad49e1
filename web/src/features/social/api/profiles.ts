import type {
  FollowPage,
  FollowState,
  ProfileDetail,
  ProfileUser,
  RecipeReactions,
  SavedRecipe,
  UpdateProfileInput,
} from '@forkcast/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { takenBack } from './counts.ts';
import { socialKeys, withCursor } from './social-keys.ts';

const profilePath = (userId: string) => `/api/profiles/${encodeURIComponent(userId)}`;
const recipePath = (mealId: string) => `/api/recipes/${encodeURIComponent(mealId)}`;

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: socialKeys.profile(userId),
    queryFn: ({ signal }) => apiFetch<ProfileDetail>(profilePath(userId), { signal }),
  });
}

export function followListQueryOptions(userId: string, side: 'followers' | 'following') {
  return infiniteQueryOptions({
    queryKey: socialKeys.follows(userId, side),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FollowPage>(withCursor(`${profilePath(userId)}/${side}`, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const savedRecipesQueryOptions = infiniteQueryOptions({
  queryKey: socialKeys.savedRecipes,
  queryFn: ({ pageParam, signal }) =>
    apiFetch<{ recipes: SavedRecipe[]; nextCursor: string | null }>(
      withCursor('/api/recipes/saved', pageParam),
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function recipeReactionsQueryOptions(mealId: string) {
  return queryOptions({
    queryKey: socialKeys.recipeReactions(mealId),
    queryFn: ({ signal }) =>
      apiFetch<RecipeReactions>(`${recipePath(mealId)}/reactions`, { signal }),
  });
}

export function useFollow(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isOn: boolean) =>
      apiFetch<FollowState | null>(`${profilePath(userId)}/follow`, {
        method: isOn ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state) => {
      // Unfollowing answers 204: one follower fewer, if this user was one.
      client.setQueryData<ProfileDetail>(socialKeys.profile(userId), (profile) =>
        profile
          ? {
              ...profile,
              ...(state ?? {
                isFollowing: false,
                followerCount: takenBack(profile.followerCount, profile.isFollowing),
              }),
            }
          : profile,
      );
      // Follower lists, one's own following count and the Following tab change with it.
      void client.invalidateQueries({ queryKey: ['social', 'follows'] });
      void client.invalidateQueries({ queryKey: socialKeys.feed('following') });
      void client.invalidateQueries({
        queryKey: socialKeys.profiles,
        predicate: (query) => query.queryKey[2] !== userId,
      });
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiFetch<ProfileUser>('/api/profile', { method: 'PUT', body: input }),
    // Names show on profiles, posts and comments.
    onSuccess: () => client.invalidateQueries({ queryKey: ['social'] }),
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('avatar', file);
      return apiFetch<{ avatarUrl: string }>('/api/profile/avatar', { method: 'PUT', body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['social'] }),
  });
}

/** Like or save a recipe (`isOn`), or take it back. */
export function useRecipeReaction(mealId: string, kind: 'like' | 'save') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isOn: boolean) =>
      apiFetch<RecipeReactions | null>(`${recipePath(mealId)}/${kind}`, {
        method: isOn ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state) => {
      // Taking back answers 204: the reaction goes, and a like leaves the count.
      client.setQueryData<RecipeReactions>(socialKeys.recipeReactions(mealId), (current) => {
        if (state) return state;
        if (!current) return current;
        return kind === 'like'
          ? { ...current, isLiked: false, likeCount: takenBack(current.likeCount, current.isLiked) }
          : { ...current, isSaved: false };
      });
      if (kind === 'save') {
        // Saved recipes are offered in 'Add Existing Meals' and listed on the Saved tab.
        void client.invalidateQueries({ queryKey: queryKeys.mealChoices });
        void client.invalidateQueries({ queryKey: socialKeys.savedRecipes });
      } else {
        // 'Most Popular Meals' orders by likes.
        void client.invalidateQueries({ queryKey: socialKeys.profiles });
      }
    },
  });
}
