import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { followListQueryOptions } from '../api/profiles.ts';
import { authorName } from '../lib/people.ts';
import { LoadError } from './load-error.tsx';
import { LoadMore } from './load-more.tsx';
import { UserAvatar } from './user-avatar.tsx';

const texts = {
  followers: { title: 'Followers', empty: 'No followers yet' },
  following: { title: 'Following', empty: 'Not following anyone yet' },
} as const;

/** Who follows someone, or whom they follow; the list is at most 60vh tall (spec). */
export function FollowListDialog({
  userId,
  side,
  open,
  onOpenChange,
}: {
  userId: string;
  side: 'followers' | 'following';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const list = useInfiniteQuery({ ...followListQueryOptions(userId, side), enabled: open });
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  const text = texts[side];

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label={`Loading ${text.title.toLowerCase()}`} />
      </div>
    );
  } else if (list.isError) {
    body = <LoadError text="We could not load this list." onRetry={() => list.refetch()} />;
  } else if (users.length === 0) {
    body = <p className="py-6 text-center text-ink-muted">{text.empty}</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-1">
        {users.map((user) => (
          <li key={user.id}>
            <Link
              to={paths.userProfile(user.id)}
              onClick={() => onOpenChange(false)}
              className="flex items-center gap-3 rounded-xl p-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-primary"
            >
              <UserAvatar user={user} size="sm" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{authorName(user)}</span>
                {user.username ? (
                  <span className="block truncate text-sm text-ink-muted">@{user.username}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title} bodyClassName="max-h-[60vh]">
        {body}
        <LoadMore
          hasMore={list.hasNextPage}
          isLoading={list.isFetchingNextPage}
          onLoad={() => list.fetchNextPage()}
          label="Show more"
        />
      </DialogContent>
    </Dialog>
  );
}
