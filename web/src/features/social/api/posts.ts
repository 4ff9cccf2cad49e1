import type {
  CommentPage,
  FeedPage,
  FeedPost,
  PostComment,
  PostLikeState,
  PostSaveState,
} from '@forkcast/core';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { takePrefetch } from '../../../lib/session-prefetch.ts';
import { takenBack } from './counts.ts';
import {
  COMMENTS_FRESH_MS,
  FEED_FRESH_MS,
  type PostListKind,
  socialKeys,
  withCursor,
} from './social-keys.ts';

type Pages<T> = InfiniteData<T, string | null>;
const postPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;

export function postListQueryOptions(kind: PostListKind) {
  return infiniteQueryOptions({
    queryKey: socialKeys.feed(kind),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<FeedPage>(withCursor(`/api/feed/${kind}`, pageParam), {
        signal,
        // The first page may already be on its way (started while the app loaded).
        pending: pageParam === null ? takePrefetch(`/api/feed/${kind}`) : null,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: FEED_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

export function postQueryOptions(postId: string) {
  return queryOptions({
    queryKey: socialKeys.post(postId),
    queryFn: ({ signal }) => apiFetch<FeedPost>(postPath(postId), { signal }),
    staleTime: FEED_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: socialKeys.comments(postId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<CommentPage>(withCursor(`${postPath(postId)}/comments`, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: COMMENTS_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** The posts of loaded pages in order, each once (a rank can move a post between pages). */
export function postsOf(data: { pages: FeedPage[] } | undefined): FeedPost[] {
  const seen = new Set<string>();
  const posts: FeedPost[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/** Changes every cached page of an endless list; a list not in the cache stays absent. */
const eachPage =
  <P>(change: (page: P) => P) =>
  (data: Pages<P> | undefined) =>
    data ? { ...data, pages: data.pages.map(change) } : data;

/** Changes the first cached page of an endless list (where a new item goes). */
const firstPage =
  <P>(change: (page: P) => P) =>
  (data: Pages<P> | undefined) => {
    const [first, ...rest] = data?.pages ?? [];
    return data && first ? { ...data, pages: [change(first), ...rest] } : data;
  };

/** Changes one post wherever it is shown: every tab's pages, saved posts and its own query. */
export function patchPost(
  client: QueryClient,
  postId: string,
  patch: (post: FeedPost) => FeedPost,
) {
  client.setQueriesData<Pages<FeedPage>>(
    { queryKey: socialKeys.feeds },
    eachPage((page) => ({
      ...page,
      posts: page.posts.map((post) => (post.id === postId ? patch(post) : post)),
    })),
  );
  client.setQueryData<FeedPost>(socialKeys.post(postId), (post) => (post ? patch(post) : post));
}

function removePost(client: QueryClient, postId: string) {
  client.setQueriesData<Pages<FeedPage>>(
    { queryKey: socialKeys.feeds },
    eachPage((page) => ({ ...page, posts: page.posts.filter((post) => post.id !== postId) })),
  );
  client.removeQueries({ queryKey: socialKeys.post(postId) });
}

/**
 * The post was deleted by its author since this page loaded it (the server answers 404 'This
 * post is no longer available.'): it leaves the screen, instead of staying with buttons that
 * fail at every tap until a refresh.
 */
export const isPostGone = (error: unknown) => error instanceof ApiError && error.status === 404;

function forgetIfGone(client: QueryClient, postId: string, error: unknown) {
  if (isPostGone(error)) removePost(client, postId);
}

/** A new post shows at the top of both tabs at once; its ranked place comes on refresh. */
function prependPost(client: QueryClient, post: FeedPost) {
  for (const kind of ['popular', 'following'] as const) {
    client.setQueryData<Pages<FeedPage>>(
      socialKeys.feed(kind),
      firstPage((page) => ({ ...page, posts: [post, ...page.posts] })),
    );
  }
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiFetch<FeedPost>('/api/posts', { method: 'POST', body: form }),
    onSuccess: (post) => {
      prependPost(client, post);
      // Attaching a meal shares it: the author's profile carousels change.
      void client.invalidateQueries({ queryKey: socialKeys.profile(post.author.id) });
    },
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: FeedPost) => apiFetch<null>(postPath(post.id), { method: 'DELETE' }),
    onSuccess: (_answer, post) => {
      removePost(client, post.id);
      void client.invalidateQueries({ queryKey: socialKeys.profile(post.author.id) });
    },
  });
}

/**
 * Like or save a post (`isOn`), or take it back. Adding answers the server's count; taking
 * back answers 204 (like every delete), so the count drops by the one reaction taken back.
 */
export function usePostReaction(kind: 'like' | 'save') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, isOn }: { postId: string; isOn: boolean }) =>
      apiFetch<PostLikeState | PostSaveState | null>(`${postPath(postId)}/${kind}`, {
        method: isOn ? 'PUT' : 'DELETE',
      }),
    onSuccess: (state, { postId }) => {
      patchPost(client, postId, (post) => {
        if (state && 'isLiked' in state) {
          return { ...post, isLikedByUser: state.isLiked, likeCount: state.likeCount };
        }
        if (state) return { ...post, isSavedByUser: state.isSaved, saveCount: state.saveCount };
        return kind === 'like'
          ? {
              ...post,
              isLikedByUser: false,
              likeCount: takenBack(post.likeCount, post.isLikedByUser),
            }
          : {
              ...post,
              isSavedByUser: false,
              saveCount: takenBack(post.saveCount, post.isSavedByUser),
            };
      });
      // The Saved tab keeps what it shows until it is opened again.
      if (kind === 'save') {
        void client.invalidateQueries({ queryKey: socialKeys.feed('saved'), refetchType: 'none' });
      }
    },
    onError: (error, { postId }) => forgetIfGone(client, postId, error),
  });
}

export function useAddComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch<{ comment: PostComment; commentCount: number }>(`${postPath(postId)}/comments`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: ({ comment, commentCount }) => {
      client.setQueryData<Pages<CommentPage>>(
        socialKeys.comments(postId),
        firstPage((page) => ({ ...page, comments: [comment, ...page.comments] })),
      );
      patchPost(client, postId, (post) => ({ ...post, commentCount }));
      // Spec: the comments reload after a submit. The count above includes what others wrote
      // since the list was read (kept 30 s); without the reload the two disagreed.
      void client.invalidateQueries({ queryKey: socialKeys.comments(postId) });
    },
    onError: (error) => forgetIfGone(client, postId, error),
  });
}

export function useDeleteComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiFetch<null>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
    onSuccess: (_answer, commentId) => {
      client.setQueryData<Pages<CommentPage>>(
        socialKeys.comments(postId),
        eachPage((page) => ({
          ...page,
          comments: page.comments.filter((c) => c.id !== commentId),
        })),
      );
      patchPost(client, postId, (post) => ({
        ...post,
        commentCount: takenBack(post.commentCount, true),
      }));
    },
  });
}
