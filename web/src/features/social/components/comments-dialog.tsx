import { createCommentSchema, firstIssueMessage, type PostComment } from '@forkcast/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { useShownTimeZone } from '../../../lib/time-zone.ts';
import { commentsQueryOptions, useAddComment, useDeleteComment } from '../api/posts.ts';
import { reactionErrorText } from '../lib/error-text.ts';
import { authorName, formatPostDate } from '../lib/people.ts';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** 'Comments': newest first, a box to add one ('Post' is disabled while it is blank). */
export function CommentsDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const comments = useInfiniteQuery(commentsQueryOptions(postId));
  const addComment = useAddComment(postId);
  const deleteComment = useDeleteComment(postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PostComment | null>(null);
  const isBlank = text.trim() === '';
  const errorId = useId();
  const listId = useId();
  const box = useRef<HTMLInputElement>(null);
  const timeZone = useShownTimeZone();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBlank || addComment.isPending) return;
    // Checked here, not cut by the field: a pasted comment over the limit stays as it was
    // written, to be shortened, and the cook is told why it was not posted.
    const parsed = createCommentSchema.safeParse({ text });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    addComment.mutate(text, {
      onSuccess: () => {
        setText('');
        // 'Post' turns disabled with the box emptied and dropped the keyboard on the dialog:
        // it goes back to the box, ready for the next comment.
        box.current?.focus();
      },
      onError: (error) =>
        toast.error(
          reactionErrorText(
            error,
            `Failed to add comment: ${error.message}`,
            'Please log in again to comment.',
          ),
        ),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteComment.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Comment deleted');
        // The comment's Delete button, which would get the keyboard back, has gone with it:
        // the comment box takes it, not the dialog's top.
        requestAnimationFrame(() => box.current?.focus());
      },
      onError: (error) => toast.error(`Failed to delete comment: ${error.message}`),
    });
  }

  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  let body: React.ReactNode;
  if (comments.isPending) {
    body = (
      <div className="flex items-center justify-center gap-2 py-8 text-ink-muted">
        <Spinner label="Loading comments" />
        <span aria-hidden="true">Loading comments...</span>
      </div>
    );
  } else if (comments.isError) {
    body = <LoadError text="We could not load the comments." onRetry={() => comments.refetch()} />;
  } else if (list.length === 0) {
    body = (
      <p className="py-8 text-center text-ink-muted">No comments yet. Be the first to comment!</p>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-4">
          {list.map((comment) => (
            <li key={comment.id} className="flex gap-3">
              <UserAvatar user={comment.author} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  {/* A name with no space to break at wraps anywhere, not under Delete. */}
                  <Link
                    to={paths.userProfile(comment.author.id)}
                    onClick={() => onOpenChange(false)}
                    className="min-w-0 font-semibold text-ink [overflow-wrap:anywhere] hover:underline"
                  >
                    {authorName(comment.author)}
                  </Link>
                  <time dateTime={comment.createdAt} className="text-ink-muted">
                    {formatPostDate(comment.createdAt, timeZone)}
                  </time>
                </p>
                <p
                  id={`${listId}-${comment.id}`}
                  className="mt-0.5 whitespace-pre-line break-words text-ink"
                >
                  {comment.text}
                </p>
              </div>
              {comment.isOwn ? (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="text-ink-muted hover:text-danger"
                  aria-label="Delete comment"
                  // Which comment: a screen reader says its text after the button's name.
                  aria-describedby={`${listId}-${comment.id}`}
                  onClick={() => setDeleting(comment)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={comments.hasNextPage}
          isLoading={comments.isFetchingNextPage}
          onLoad={() => comments.fetchNextPage()}
          label="Older comments"
        />
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Comments">
        <form noValidate onSubmit={submit} className="mb-4 flex gap-2">
          <Input
            ref={box}
            aria-label="Add a comment"
            placeholder="Add a comment..."
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" disabled={isBlank || addComment.isPending} className="shrink-0">
            {addComment.isPending ? <Spinner /> : null}
            Post
          </Button>
        </form>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="-mt-2 mb-4 rounded-xl bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
          >
            {error}
          </p>
        ) : null}
        {body}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => (next ? undefined : setDeleting(null))}
          title="Delete this comment?"
          description="It goes for everyone. This cannot be undone."
          confirmLabel="Delete comment"
          pendingLabel="Deleting..."
          isPending={deleteComment.isPending}
          onConfirm={confirmDelete}
        />
      </DialogContent>
    </Dialog>
  );
}
