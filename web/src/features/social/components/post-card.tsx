import type { FeedPost } from '@forkcast/core';
import {
  Bookmark,
  ChefHat,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Share2,
  Trash2,
} from 'lucide-react';
import { memo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useShownTimeZone } from '../../../lib/time-zone.ts';
import { useDeletePost, usePostReaction } from '../api/posts.ts';
import { reactionErrorText } from '../lib/error-text.ts';
import { authorName, formatPostDate } from '../lib/people.ts';
import { CommentsDialog } from './comments-dialog.tsx';
import { PostImage } from './post-image.tsx';
import { ReactionButton } from './reaction-button.tsx';
import { ShareDialog } from './share-dialog.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The element id of a post on the page, for /post/{postId} to scroll to. */
export const postElementId = (postId: string) => `post-${postId}`;

const SIGNED_OUT = 'Please log in again to react to posts.';

/**
 * Where focus goes once this post is deleted: the next post (the one before, for the last),
 * else the tab showing the list. The post's menu, which held focus, goes with it, and focus
 * fell to the page's start, so a keyboard or screen-reader user lost their place in the feed.
 */
function focusAfterDeleting(article: HTMLElement | null): HTMLElement | null {
  const item = article?.closest('li');
  const sibling = item?.nextElementSibling ?? item?.previousElementSibling;
  return (
    sibling?.querySelector<HTMLElement>('article') ??
    article?.closest<HTMLElement>('[role="tabpanel"]') ??
    null
  );
}

/**
 * One post: author, date, text (always as text: markup shows as written), picture, the
 * attached recipe, and like, comment, save and share. The author can delete it. Memoised: a
 * feed drawn a post at a time must not draw the posts already there again at each step.
 */
export const PostCard = memo(function PostCard({
  post,
  isHighlighted = false,
  isFirst = false,
}: {
  post: FeedPost;
  isHighlighted?: boolean;
  /** The first post on screen: its picture is fetched first, not lazily. */
  isFirst?: boolean;
}) {
  const location = useLocation();
  const like = usePostReaction('like');
  const save = usePostReaction('save');
  const deletePost = useDeletePost();
  const [dialog, setDialog] = useState<'comments' | 'share' | 'delete' | null>(null);
  // The delete confirmation is drawn once first asked for (then kept, so it closes with its
  // animation): twenty posts of a feed page need not each build a dialog no one opened.
  const [hasAskedDelete, setAskedDelete] = useState(false);
  const name = authorName(post.author);
  const timeZone = useShownTimeZone();
  const articleRef = useRef<HTMLElement>(null);
  const closeDialog = (open: boolean) => (open ? undefined : setDialog(null));

  function toggleLike() {
    like.mutate(
      { postId: post.id, isOn: !post.isLikedByUser },
      {
        onError: (error) =>
          toast.error(reactionErrorText(error, 'Failed to update like', SIGNED_OUT)),
      },
    );
  }

  function toggleSave() {
    save.mutate(
      { postId: post.id, isOn: !post.isSavedByUser },
      {
        onError: (error) =>
          toast.error(reactionErrorText(error, 'Failed to save post', SIGNED_OUT)),
      },
    );
  }

  function confirmDelete() {
    const next = focusAfterDeleting(articleRef.current);
    deletePost.mutate(post, {
      onSuccess: () => {
        setDialog(null);
        toast.success('Post deleted');
        // After the dialog's own focus return (to the menu, gone with the post) has run.
        setTimeout(() => next?.focus({ preventScroll: true }), 0);
      },
      onError: (error) => toast.error(`Failed to delete post: ${error.message}`),
    });
  }

  const headingId = `${postElementId(post.id)}-author`;
  return (
    <article
      ref={articleRef}
      id={postElementId(post.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn(
        'rounded-[var(--radius-card)] border bg-surface-raised p-4 shadow-[var(--shadow-card)] outline-none transition-colors',
        isHighlighted ? 'border-primary ring-3 ring-primary/40' : 'border-line',
      )}
    >
      {/* The author keeps 10rem at least: with large text the date wraps under them rather than
          squeezing the name away to nothing. */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.userProfile(post.author.id)}
          className="flex min-w-0 grow basis-40 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-primary"
        >
          <UserAvatar user={post.author} />
          <span className="min-w-0">
            <span id={headingId} className="block truncate font-semibold text-ink">
              {name}
            </span>
            {post.author.username ? (
              <span className="block truncate text-sm text-ink-muted">@{post.author.username}</span>
            ) : null}
          </span>
        </Link>
        <time dateTime={post.createdAt} className="shrink-0 text-sm text-ink-muted">
          {formatPostDate(post.createdAt, timeZone)}
        </time>
        {post.isOwn ? (
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label="Post options"
              className={buttonClasses('ghost', 'icon-sm', '-mr-2 text-ink-muted')}
            >
              <MoreHorizontal aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem
                variant="danger"
                onSelect={() => {
                  setAskedDelete(true);
                  setDialog('delete');
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete post
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </header>

      {post.text ? (
        <p className="mt-3 whitespace-pre-line break-words text-ink">{post.text}</p>
      ) : null}
      {post.imageUrl ? (
        <div className="mt-3">
          <PostImage src={post.imageUrl} alt={`Dish shared by ${name}`} isFirst={isFirst} />
        </div>
      ) : null}
      {post.meal ? (
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-primary-soft/60 p-3">
          <ChefHat aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">
            {post.meal.name}
          </span>
          <Link
            to={paths.anyMeal(post.meal.id)}
            state={{ from: location.pathname }}
            className={buttonClasses('primary', 'sm')}
          >
            View Recipe
            <span className="sr-only">: {post.meal.name}</span>
          </Link>
        </div>
      ) : null}

      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t border-line pt-2">
        <ReactionButton
          icon={Heart}
          label="Like"
          count={post.likeCount}
          isOn={post.isLikedByUser}
          isPending={like.isPending}
          onClick={toggleLike}
          onClass="text-danger"
          className="px-2.5"
        />
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5"
          aria-label={`Comments ${Math.max(0, post.commentCount)}`}
          onClick={() => setDialog('comments')}
        >
          <MessageCircle aria-hidden="true" />
          {Math.max(0, post.commentCount)}
        </Button>
        <ReactionButton
          icon={Bookmark}
          label="Save"
          count={post.saveCount}
          isOn={post.isSavedByUser}
          isPending={save.isPending}
          onClick={toggleSave}
          onClass="text-primary"
          className="px-2.5"
        />
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto px-2.5"
          onClick={() => setDialog('share')}
        >
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </footer>

      {dialog === 'comments' ? (
        <CommentsDialog postId={post.id} open onOpenChange={closeDialog} />
      ) : null}
      {dialog === 'share' ? <ShareDialog postId={post.id} open onOpenChange={closeDialog} /> : null}
      {hasAskedDelete ? (
        <ConfirmDialog
          open={dialog === 'delete'}
          onOpenChange={closeDialog}
          title="Delete this post?"
          description="The post, its likes and its comments go for everyone. This cannot be undone."
          confirmLabel="Delete post"
          pendingLabel="Deleting..."
          isPending={deletePost.isPending}
          onConfirm={confirmDelete}
        />
      ) : null}
    </article>
  );
});
