import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDrawnInSteps } from '../../../components/use-drawn-in-steps.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFocusAfterRemoval } from '../../../lib/use-focus-after-removal.ts';
import { postListQueryOptions, postQueryOptions, postsOf } from '../api/posts.ts';
import type { PostListKind } from '../api/social-keys.ts';
import { LoadMore } from './load-more.tsx';
import { PostCard, postElementId } from './post-card.tsx';

/** Posts drawn with the screen: more than a phone or the app's column on a desktop shows. */
const POSTS_DRAWN_FIRST = 3;

/**
 * An endless list of posts (a feed tab, or one's saved posts): loading, a failure with a
 * retry (an empty list would hide it), the empty state, and the next page as it scrolls.
 * With `highlightPostId` (/post/{postId}) the post is shown highlighted and scrolled to; when
 * it is not among the loaded posts it is fetched and pinned on top.
 */
export function PostList({
  kind,
  empty,
  highlightPostId,
  headingLevel = 'h3',
}: {
  kind: PostListKind;
  empty: { title: string; text: ReactNode; action?: ReactNode };
  highlightPostId?: string;
  /** The level of the empty and error headings: one below the heading the list sits under. */
  headingLevel?: 'h2' | 'h3';
}) {
  const feed = useInfiniteQuery(postListQueryOptions(kind));
  const target = useQuery({
    ...postQueryOptions(highlightPostId ?? ''),
    enabled: Boolean(highlightPostId),
  });
  const posts = postsOf(feed.data);
  const isInList = posts.some((post) => post.id === highlightPostId);
  const pinned = highlightPostId && !isInList && target.data ? target.data : null;
  const isTargetGone = target.error instanceof ApiError && target.error.status === 404;
  // A page is 20 posts of a picture each: a phone shows one or two. The rest are drawn a post
  // per task after the first paint (the linked post at once, to scroll to it).
  const drawn = useDrawnInSteps(posts.length, {
    first: POSTS_DRAWN_FIRST,
    step: 1,
    atLeast: posts.findIndex((post) => post.id === highlightPostId) + 1,
  });
  useScrollToPost(highlightPostId, feed.isSuccess && (isInList || pinned !== null));
  const wrapper = useRef<HTMLDivElement>(null);
  // A post deleted from its card hands the keyboard to the next post's author (the one before
  // for the last), or to the tab's panel once none is left.
  useFocusAfterRemoval(
    useMemo(() => (feed.data ? postsOf(feed.data).map((post) => post.id) : undefined), [feed.data]),
    (id) => document.getElementById(postElementId(id))?.querySelector<HTMLElement>('a[href]'),
    () => wrapper.current?.closest<HTMLElement>('[role="tabpanel"]'),
  );

  if (isWaitingForNetwork(feed)) {
    return (
      <NeedsConnection text="These posts have not been opened on this device yet: they need a connection." />
    );
  }
  if (feed.isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-ink-muted">
        <Spinner label="Loading posts" />
        <span aria-hidden="true">Loading posts...</span>
      </div>
    );
  }
  if (feed.isError) {
    return (
      <EmptyState
        titleAs={headingLevel}
        title="We could not load the feed"
        text={feed.error.message}
        action={<Button onClick={() => feed.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <div ref={wrapper} className="flex flex-col gap-4">
      {isTargetGone ? (
        <p role="status" className="rounded-2xl bg-surface-sunken px-4 py-3 text-sm text-ink-muted">
          This post is no longer available.
        </p>
      ) : null}
      {pinned ? <PostCard post={pinned} isHighlighted isFirst /> : null}
      {posts.length === 0 && !pinned ? (
        <EmptyState titleAs={headingLevel} icon={<Newspaper />} {...empty} />
      ) : (
        <ul className="flex flex-col gap-4">
          {posts.slice(0, drawn).map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                isHighlighted={post.id === highlightPostId}
                isFirst={index === 0 && !pinned}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        // Not before the loaded posts are all drawn: the next page waits until they are seen.
        hasMore={feed.hasNextPage && drawn >= posts.length}
        isLoading={feed.isFetchingNextPage}
        onLoad={() => feed.fetchNextPage()}
        label="Load more posts"
      />
    </div>
  );
}

/** Once the linked post is on the page: bring it into view and move focus to it. */
function useScrollToPost(postId: string | undefined, isShown: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || !isShown || done.current === postId) return;
    const element = document.getElementById(postElementId(postId));
    if (!element) return;
    done.current = postId;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  }, [postId, isShown]);
}
