import type { ProfileDetail } from '@forkcast/core';
import { useQuery } from '@tanstack/react-query';
import { MapPin, Settings, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isWaitingForNetwork, NeedsConnection } from '../../../components/needs-connection.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useScreenHeader } from '../../../lib/screen-header.ts';
import { profileQueryOptions, useFollow } from '../api/profiles.ts';
import { plural } from '../lib/people.ts';
import { FollowListDialog } from './follow-list-dialog.tsx';
import { MealCarousel } from './meal-carousel.tsx';
import { SavedTab } from './saved-tab.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** /profile (one's own) and /profile/{userId}: the header card, the meal carousels, Saved. */
export function ProfileScreen({ userId, viewerId }: { userId: string; viewerId: string }) {
  const profile = useQuery(profileQueryOptions(userId));
  const isOwn = userId === viewerId;
  // Saved is kept in the address (?tab=saved): back from a saved recipe returns to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'saved' ? 'saved' : 'meals';
  useScreenHeader({
    title: isOwn ? 'Your Profile' : profile.data ? profile.data.user.fullName || 'User' : undefined,
  });

  if (isWaitingForNetwork(profile)) {
    return (
      <NeedsConnection text="This profile has not been opened on this device yet: it needs a connection." />
    );
  }
  if (profile.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-12 text-ink-muted">
        <Spinner />
        Loading profile...
      </div>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return (
        <Card className="flex flex-col items-center gap-3 p-6 text-center">
          <UserAvatar user={null} size="lg" />
          <h2 className="font-display text-2xl font-bold text-ink">Unknown User</h2>
          <p className="text-ink-muted">This cook could not be found.</p>
          <Link to={paths.feed} className={buttonClasses('secondary', 'sm')}>
            <UserRoundX aria-hidden="true" />
            Back to the feed
          </Link>
        </Card>
      );
    }
    return (
      <EmptyState
        title="We could not load this profile"
        text={profile.error.message}
        action={<Button onClick={() => profile.refetch()}>Try again</Button>}
      />
    );
  }

  const meals = (
    <div className="flex flex-col gap-6">
      <MealCarousel title="Shared Meals" meals={profile.data.sharedMeals} isAtTop />
      <MealCarousel title="Most Popular Meals" meals={profile.data.popularMeals} />
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader profile={profile.data} />
      {isOwn ? (
        <Tabs
          value={tab}
          onValueChange={(next) =>
            setSearchParams(next === 'saved' ? { tab: next } : {}, { replace: true })
          }
        >
          <TabsList aria-label="Your profile">
            <TabsTrigger value="meals">Meals</TabsTrigger>
            <TabsTrigger value="saved">Saved</TabsTrigger>
          </TabsList>
          <TabsContent value="meals">{meals}</TabsContent>
          <TabsContent value="saved">
            <SavedTab />
          </TabsContent>
        </Tabs>
      ) : (
        meals
      )}
    </div>
  );
}

function ProfileHeader({ profile }: { profile: ProfileDetail }) {
  const { user } = profile;
  const [list, setList] = useState<'followers' | 'following' | null>(null);
  const follow = useFollow(user.id);

  function toggleFollow() {
    follow.mutate(!profile.isFollowing, {
      onError: (error) => toast.error(`Could not update who you follow: ${error.message}`),
    });
  }

  return (
    <Card className="flex flex-col items-center gap-3 p-5 text-center">
      <UserAvatar user={user} size="lg" />
      <div className="min-w-0 max-w-full">
        {/* The profile is where a cook reads a whole name and place: they wrap, never cut. */}
        <h2 className="break-words font-display text-2xl font-bold text-ink">
          {user.fullName || 'User'}
        </h2>
        {user.username ? <p className="break-words text-ink-muted">@{user.username}</p> : null}
        {user.location ? (
          <p className="mt-1 inline-flex max-w-full items-start gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{user.location}</span>
          </p>
        ) : null}
      </div>
      <Badge variant="primary">{plural(profile.mealCount, 'meal', 'meals')}</Badge>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setList('followers')}>
          <span className="font-bold">{profile.followerCount}</span>
          {' Followers'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setList('following')}>
          <span className="font-bold">{profile.followingCount}</span>
          {' Following'}
        </Button>
      </div>
      {profile.isSelf ? (
        <Link to={paths.settings} className={buttonClasses('outline', 'sm')}>
          <Settings aria-hidden="true" />
          Settings
        </Link>
      ) : (
        <Button
          variant={profile.isFollowing ? 'secondary' : 'primary'}
          size="sm"
          disabled={follow.isPending}
          onClick={toggleFollow}
        >
          {profile.isFollowing ? 'Unfollow' : 'Follow'}
        </Button>
      )}
      {list ? (
        <FollowListDialog
          userId={user.id}
          side={list}
          open
          onOpenChange={(open) => (open ? undefined : setList(null))}
        />
      ) : null}
    </Card>
  );
}
